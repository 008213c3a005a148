import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChatInput } from '../../../components/chat-input';
import { ChatMessages } from '../../../components/chat-messages';
import { useChatMessages } from '../../../lib/chat-messages';
import { useChatRoom } from '../../../lib/use-chat-room';
import { VIRTUAL_CONSULTANCIES_KEY } from '../api/virtual-keys';
import { LoadError } from '../../../components/load-error';

interface RoomChatProps {
  roomUuid: string;
  /** The viewer's uuid: its own messages sit on the right. */
  ownUuid: string;
  /**
   * Why the box to write in is not there, when it is not: a finished consultancy keeps its
   * history, and an admin follows the conversation without taking part.
   */
  readOnly: string | null;
  /** Each participant's name by chat user, for a viewer who is neither (see `ChatMessages`). */
  authors?: ReadonlyMap<string, string>;
}

/**
 * The room's conversation, with the chat pieces the sales chat uses too: the
 * history, new messages as they arrive over the socket, and the box to write in for its
 * participants until the consultancy is finished. A room closed meanwhile refreshes the
 * consultancy, which turns this read-only.
 */
export function RoomChat({ roomUuid, ownUuid, readOnly, authors }: RoomChatProps) {
  const messages = useChatMessages(roomUuid);
  useChatRoom(roomUuid, VIRTUAL_CONSULTANCIES_KEY);

  let body;
  if (messages.isError) {
    body = <LoadError error={messages.error} sx={{ m: 2 }} />;
  } else if (!messages.data) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress size={28} aria-label="Cargando mensajes" />
      </Box>
    );
  } else {
    body = <ChatMessages messages={messages.data} ownUuid={ownUuid} authors={authors} />;
  }

  return (
    <Paper
      component="section"
      aria-label="Chat"
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr) auto',
        gridTemplateColumns: 'minmax(0, 1fr)',
        height: { xs: '70dvh', md: 'calc(100dvh - 200px)' },
        minHeight: 420,
        overflow: 'hidden',
      }}
    >
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        Chat
      </Typography>
      <Box sx={{ overflowY: 'auto' }}>{body}</Box>
      {readOnly ? (
        <Alert severity="info" square sx={{ borderTop: 1, borderColor: 'divider' }}>
          {readOnly}
        </Alert>
      ) : (
        <ChatInput key={roomUuid} roomUuid={roomUuid} initialText="" />
      )}
    </Paper>
  );
}
