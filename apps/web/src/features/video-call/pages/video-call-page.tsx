import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { videoCallClosed } from '@hogarte/shared/message-texts/conversations';
import { notFound } from '@hogarte/shared/message-texts/general';
import type { RoleId } from '@hogarte/shared/roles';
import { CONSULTANCY_TYPES, type ConsultancyType } from '@hogarte/shared/chat';
import { PageTitle, useDocumentTitle } from '../../../components/page-title';
import { WHATSAPP_CLEARANCE } from '../../../components/whatsapp-clearance';
import { consultancyRoomPath } from '../../../lib/consultancy-paths';
import { serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { fetchVideoRoom, useVideoRoom } from '../api/get-video-room';
import { CallChat } from '../components/call-chat';
import { CallControls } from '../components/call-controls';
import { MediaVideo } from '../components/media-video';
import { useVideoCall } from '../components/use-video-call';
import { LoadError } from '../../../components/load-error';

function isConsultancyType(value: string): value is ConsultancyType {
  return (CONSULTANCY_TYPES as readonly string[]).includes(value);
}

/**
 * A consultancy's video call (spec part 1 §2 Video call): 'Conectando' while the room is asked
 * for, then a ready mask; the call itself starts on 'Iniciar videollamada'. A finished
 * consultancy's call is disabled. The path's role is the spec's; where hanging up leads is read
 * from the session, which the API trusts too.
 */
export function VideoCallPage({ title }: { title: string }) {
  const { consultancyType = '', hashid = '' } = useParams();
  const session = useSession();
  if (!session) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <PageTitle title={title} />
        <Alert severity="info">
          Ingresa con tu cuenta para unirte a la videollamada.{' '}
          <RouterLink to="/login">Ingresar</RouterLink>
        </Alert>
      </Box>
    );
  }
  if (!isConsultancyType(consultancyType)) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <PageTitle title={title} />
        <Alert severity="error">{notFound}</Alert>
      </Box>
    );
  }
  return (
    <VideoCall
      title={title}
      roleId={session.roleId}
      consultancyType={consultancyType}
      hashid={hashid}
    />
  );
}

interface VideoCallProps {
  title: string;
  roleId: RoleId;
  consultancyType: ConsultancyType;
  hashid: string;
}

function VideoCall({ title, roleId, consultancyType, hashid }: VideoCallProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const room = useVideoRoom(consultancyType, hashid);
  const freshRoom = useCallback(
    () => fetchVideoRoom(consultancyType, hashid),
    [consultancyType, hashid],
  );
  const call = useVideoCall(freshRoom);
  const [chatOpen, setChatOpen] = useState(true);
  // Hanging up leads back to the consultancy's chat: a sales chat, or a virtual consultancy's room.
  const exitPath = consultancyRoomPath(consultancyType, hashid, roleId);

  const finished = (isApiError(room.error) && room.error.statusCode === 409) || call.closed;
  const inCall = call.phase === 'in-call';

  if (room.isError && !finished) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <PageTitle title={title} />
        <LoadError error={room.error} />
      </Box>
    );
  }

  const hangUp = () => {
    call.hangUp();
    void navigate(exitPath);
  };

  let mask: ReactNode = null;
  if (room.isPending) {
    mask = (
      <>
        <CircularProgress color="inherit" size={32} />
        <Typography>Conectando</Typography>
      </>
    );
  } else if (finished) {
    mask = (
      <>
        <Alert severity="info">{serverMessage(room.error, videoCallClosed)}</Alert>
        <Button variant="contained" disabled startIcon={<VideocamOutlinedIcon />}>
          Iniciar videollamada
        </Button>
        <Button component={RouterLink} to={exitPath} color="inherit">
          Volver al chat
        </Button>
      </>
    );
  } else if (!inCall) {
    mask = (
      <>
        <Typography align="center">
          Tu micrófono y tu cámara empiezan apagados: actívalos cuando quieras.
        </Typography>
        {call.error ? <Alert severity="error">{call.error}</Alert> : null}
        <Button
          variant="contained"
          size="large"
          startIcon={<VideocamOutlinedIcon />}
          disabled={call.phase === 'starting'}
          onClick={() => void call.start()}
        >
          Iniciar videollamada
        </Button>
      </>
    );
  }

  return (
    // The floating WhatsApp button must not cover the chat's send button: the page scrolls clear
    // of it, and on a desktop the video leaves it room within the screen.
    <Box sx={{ p: { xs: 1, md: 3 }, pb: WHATSAPP_CLEARANCE }}>
      <Typography variant="h5" component="h1" sx={{ mb: { xs: 1, md: 2 } }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          overflow: 'hidden',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: chatOpen ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)',
          },
          gridTemplateRows: { xs: chatOpen ? 'auto minmax(240px, 1fr)' : 'auto', md: 'auto' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, bgcolor: 'grey.900' }}>
          <Box
            sx={{
              position: 'relative',
              aspectRatio: { xs: '3 / 4', sm: '16 / 9' },
              maxHeight: { xs: '60dvh', md: `calc(100dvh - 260px - ${WHATSAPP_CLEARANCE.sm})` },
              minHeight: 240,
              color: 'common.white',
            }}
          >
            <MediaVideo stream={call.remoteStream} label="Video de la otra persona" />
            {inCall && !call.peerPresent ? (
              <Typography
                sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}
                align="center"
              >
                Esperando a que se conecte la otra persona…
              </Typography>
            ) : null}
            {call.localStream ? (
              <Box
                sx={{
                  position: 'absolute',
                  right: 12,
                  bottom: 12,
                  width: { xs: 96, sm: 200 },
                  aspectRatio: '4 / 3',
                  borderRadius: 1,
                  overflow: 'hidden',
                  boxShadow: 3,
                  border: 1,
                  borderColor: 'grey.700',
                }}
              >
                <MediaVideo
                  stream={call.localStream}
                  label="Tu video"
                  own
                  mirrored={!call.sharing}
                />
              </Box>
            ) : null}
            {mask ? (
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 2,
                  p: 2,
                  bgcolor: 'rgba(0, 0, 0, 0.72)',
                }}
              >
                {mask}
              </Box>
            ) : null}
          </Box>
          <CallControls
            disabled={!inCall}
            canShareScreen={typeof navigator.mediaDevices?.getDisplayMedia === 'function'}
            micOn={call.micOn}
            cameraOn={call.cameraOn}
            sharing={call.sharing}
            chatOpen={chatOpen}
            onMic={call.toggleMic}
            onCamera={call.toggleCamera}
            onScreen={() => void call.toggleScreen()}
            onChat={() => setChatOpen((open) => !open)}
            onHangUp={hangUp}
          />
        </Box>
        {chatOpen ? (
          <Box
            sx={{
              borderLeft: { md: 1 },
              borderTop: { xs: 1, md: 0 },
              borderColor: 'divider',
              minHeight: 0,
            }}
          >
            <CallChat
              lines={call.lines}
              alone={inCall && !call.peerPresent}
              disabled={!inCall}
              onSend={call.sendChat}
            />
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
