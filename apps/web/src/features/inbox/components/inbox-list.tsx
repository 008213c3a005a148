import { useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { MESSAGES } from '@hogarte/shared/messages';
import type { InboxMessage } from '@hogarte/shared/contracts/messages';
import { formatDateTime } from '../../../lib/format';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useInboxMessages } from '../api/get-inbox-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageDialog } from './message-dialog';
import { LoadError } from '../../../components/load-error';

function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  const unread = !message.is_read;
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            mt: '7px',
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography
              component="span"
              noWrap
              sx={{ fontWeight: unread ? 700 : 400, minWidth: 0 }}
            >
              {unread ? (
                <>
                  <Box component="span" sx={visuallyHidden}>
                    No leído:
                  </Box>{' '}
                </>
              ) : null}
              {message.title}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ flexShrink: 0, fontWeight: unread ? 700 : 400 }}
            >
              {formatDateTime(message.created_at)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {message.attachment ? (
              <AttachFileIcon
                aria-label="Con adjunto"
                sx={{ fontSize: 16, color: 'text.secondary' }}
              />
            ) : null}
            <Typography component="span" variant="body2" color="text.secondary" noWrap>
              {message.text}
            </Typography>
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The caller's inbox: unread messages bold with a dot; opening one marks it read (part 1 §4). */
export function InboxList() {
  const messages = useInboxMessages();
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opened = messages.data?.find((message) => message.id === openId) ?? null;

  const open = (message: InboxMessage) => {
    setOpenId(message.id);
    setDialogOpen(true);
    if (!message.is_read) markRead.mutate(message.id);
  };

  if (messages.isPending) {
    return (
      <Paper variant="outlined" aria-busy sx={{ p: 2 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={48} />
        ))}
      </Paper>
    );
  }
  if (messages.isError) {
    return <LoadError error={messages.error} />;
  }
  if (messages.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{MESSAGES.inboxEmpty}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List aria-label="Mensajes" disablePadding>
        {messages.data.map((message) => (
          <MessageRow key={message.id} message={message} onOpen={() => open(message)} />
        ))}
      </List>
      <MessageDialog message={opened} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Paper>
  );
}
