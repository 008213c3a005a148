import { useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { BackLink } from '../../../components/back-link';
import { ChatInput } from '../../../components/chat-input';
import { ChatMessages } from '../../../components/chat-messages';
import { readableUrl } from '../../../components/linkified-text';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle, useDocumentTitle } from '../../../components/page-title';
import { useChatMessages } from '../../../lib/chat-messages';
import { consultancyListPath } from '../../../lib/consultancy-paths';
import { useSession } from '../../../lib/session';
import { useChatRoom } from '../../../lib/use-chat-room';
import { CONSULTANCIES_KEY } from '../api/consultancy-keys';
import { useConsultancy } from '../api/get-consultancy';
import { ChatActions } from '../components/chat-actions';
import { counterpartName, headerName } from '../components/counterpart';
import { LoadError } from '../../../components/load-error';

/** What the picker hands the chat: the product page the client came from. */
export interface ChatLocationState {
  productLink?: string;
}

/**
 * A sales consultancy's chat (spec part 2 §2.8, §4 Chat), for the client and for the adviser:
 * the other person and the product in the header, the history, new messages as they arrive,
 * and the box to write in until the consultancy is finished.
 */
export function ChatPage({ title }: { title: string }) {
  const { hashid = '', companyName } = useParams();
  const location = useLocation();
  const session = useSession();
  const consultancy = useConsultancy(hashid);
  const roomUuid = consultancy.data?.salesChat.room_uuid;
  const messages = useChatMessages(roomUuid);
  useChatRoom(roomUuid, CONSULTANCIES_KEY);
  useDocumentTitle(title);

  if (!session) return null;
  if (consultancy.isError || messages.isError) {
    return (
      <>
        <PageTitle title={title} />
        <LoadError error={consultancy.error ?? messages.error} />
      </>
    );
  }
  if (!consultancy.data || !messages.data) return <PageLoader />;

  const data = consultancy.data;
  const finished = data.finished_at !== null;
  const name = counterpartName(data, session.roleId);
  const isClient = session.roleId !== ROLE.salesperson;
  const productLink =
    (location.state as ChatLocationState | null)?.productLink ??
    (data.product ? `${window.location.origin}/productos/${data.product.id}` : '');
  // The client's first, empty chat offers a message about the product (spec part 2 §4 Chat).
  const initialText =
    isClient && messages.data.length === 0 && productLink
      ? fillMessage(MESSAGES.chatInterestMessage, { link: readableUrl(productLink) })
      : '';

  return (
    <>
      <BackLink to={consultancyListPath(finished, session.roleId, companyName)}>
        Volver a las asesorías
      </BackLink>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateRows: 'auto minmax(0, 1fr) auto',
          gridTemplateColumns: 'minmax(0, 1fr)',
          height: { xs: 'calc(100dvh - 180px)', md: 'calc(100dvh - 220px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Avatar
            variant="rounded"
            src={data.product?.image ?? undefined}
            alt=""
            sx={{ width: 48, height: 48, bgcolor: 'grey.100', color: 'text.secondary' }}
          >
            <ChatBubbleOutlineIcon />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h1" title={name} noWrap>
              {headerName(name)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {data.product?.name ?? 'Producto no disponible'}
            </Typography>
          </Box>
          {finished ? null : (
            // On a phone the actions take their own line, side by side while they fit.
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 0.5,
                rowGap: 1,
                flexBasis: { xs: '100%', sm: 'auto' },
              }}
            >
              <ChatActions hashid={hashid} roleId={session.roleId} />
            </Box>
          )}
        </Box>
        <Box sx={{ overflowY: 'auto' }}>
          <ChatMessages messages={messages.data} ownUuid={session.uuid} />
        </Box>
        {finished ? (
          <Alert severity="info" square sx={{ borderTop: 1, borderColor: 'divider' }}>
            {MESSAGES.consultancyFinished}: el chat es de solo lectura.
          </Alert>
        ) : (
          <ChatInput
            key={data.salesChat.room_uuid}
            roomUuid={data.salesChat.room_uuid}
            initialText={initialText}
          />
        )}
      </Paper>
    </>
  );
}
