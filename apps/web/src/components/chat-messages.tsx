import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import { LIMITS } from '@hogarte/shared/limits';
import { formatDateTime } from '../lib/format';
import { LinkifiedText } from './linkified-text';

function MessageFile({ file }: { file: NonNullable<ChatMessage['file']> }) {
  if (file.kind === 'image') {
    return (
      <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={file.url}
          alt={file.name}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
        />
      </Link>
    );
  }
  return (
    <Link
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
    >
      <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />
      {file.name}
    </Link>
  );
}

interface ChatMessagesProps {
  messages: ChatMessage[];
  ownUuid: string;
  /**
   * Who wrote what, by chat user: given to someone who follows a conversation without taking part
   * (an admin), for whom every message is someone else's; each message then names its author.
   */
  authors?: ReadonlyMap<string, string>;
}

/**
 * The conversation, oldest first, the user's own messages on the right; it follows new ones. It
 * sits directly in the box that scrolls it (the sales chat's, a virtual consultancy room's).
 */
export function ChatMessages({ messages, ownUuid, authors }: ChatMessagesProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Only that box scrolls to the newest message: scrolling it into view would move the page
    // too, and push a room's header out of sight on a phone.
    const scroller = list.current?.parentElement;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length]);

  return (
    <Box
      ref={list}
      component="ol"
      aria-label="Mensajes"
      sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      {messages.map((message) => {
        const own = message.user._id === ownUuid;
        return (
          <Box
            component="li"
            key={message._id}
            sx={{
              justifySelf: own ? 'end' : 'start',
              maxWidth: { xs: '85%', sm: '70%' },
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: own ? 'primary.main' : 'grey.100',
              color: own ? 'primary.contrastText' : 'text.primary',
              // Links keep the bubble's colour, underlined so they still read as links.
              '& a': {
                color: 'inherit',
                textDecoration: 'underline',
                textDecorationColor: 'currentColor',
              },
            }}
          >
            {authors ? (
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {authors.get(message.user._id) ?? 'Participante'}
              </Typography>
            ) : null}
            {message.file ? <MessageFile file={message.file} /> : null}
            {message.message ? (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <LinkifiedText text={message.message} maxLength={LIMITS.chatLinkMaxLength} />
              </Typography>
            ) : null}
            <Typography
              variant="caption"
              component="time"
              dateTime={message.date}
              sx={{ display: 'block', textAlign: 'right' }}
            >
              {formatDateTime(message.date)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
