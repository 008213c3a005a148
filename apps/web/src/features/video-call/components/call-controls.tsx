import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CallEndIcon from '@mui/icons-material/CallEnd';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';

interface CallControlsProps {
  disabled: boolean;
  /** Phones' browsers cannot share their screen: the button stays off there. */
  canShareScreen: boolean;
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  chatOpen: boolean;
  onMic: () => void;
  onCamera: () => void;
  onScreen: () => void;
  onChat: () => void;
  onHangUp: () => void;
}

/**
 * One control: the button and, under it, what it does, in words. A caption rather than a tooltip:
 * a phone has no hover to show a tooltip, and MUI's `Tooltip` with its popper was 12.7 KB gzip of
 * the call's first load (decision 050). The button's name is the same text, for screen readers.
 */
function Control(props: {
  label: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        // Five fit in a row on a 360 px phone.
        width: { xs: 64, sm: 76 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      <IconButton
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
        sx={{
          width: 48,
          height: 48,
          color: 'common.white',
          bgcolor: props.danger ? 'error.main' : 'rgba(255, 255, 255, 0.16)',
          '&:hover': { bgcolor: props.danger ? 'error.dark' : 'rgba(255, 255, 255, 0.28)' },
          '&.Mui-disabled': { color: 'grey.500' },
        }}
      >
        {props.children}
      </IconButton>
      <Box
        component="span"
        aria-hidden
        sx={{
          color: props.disabled ? 'grey.500' : 'grey.100',
          fontSize: '0.75rem',
          lineHeight: 1.25,
          textAlign: 'center',
        }}
      >
        {props.label}
      </Box>
    </Box>
  );
}

/**
 * The call's controls (spec part 1 §2 Video call): microphone, camera, screen sharing, the text
 * chat and hanging up. Each button names what it will do, under it.
 */
export function CallControls(props: CallControlsProps) {
  const { disabled } = props;
  return (
    <Box
      role="toolbar"
      aria-label="Controles de la videollamada"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: { xs: 0.5, sm: 1.5 },
        p: { xs: 1, sm: 1.5 },
        bgcolor: 'grey.900',
      }}
    >
      <Control
        label={props.micOn ? 'Desactivar micrófono' : 'Activar micrófono'}
        disabled={disabled}
        onClick={props.onMic}
      >
        {props.micOn ? <MicIcon /> : <MicOffIcon />}
      </Control>
      <Control
        label={props.cameraOn ? 'Desactivar cámara' : 'Activar cámara'}
        disabled={disabled}
        onClick={props.onCamera}
      >
        {props.cameraOn ? <VideocamIcon /> : <VideocamOffIcon />}
      </Control>
      <Control
        label={props.sharing ? 'Dejar de compartir pantalla' : 'Compartir pantalla'}
        disabled={disabled || !props.canShareScreen}
        onClick={props.onScreen}
      >
        {props.sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />}
      </Control>
      <Control
        label={props.chatOpen ? 'Ocultar chat' : 'Mostrar chat'}
        disabled={false}
        onClick={props.onChat}
      >
        {props.chatOpen ? <SpeakerNotesOffIcon /> : <ChatOutlinedIcon />}
      </Control>
      <Control label="Colgar" danger disabled={disabled} onClick={props.onHangUp}>
        <CallEndIcon />
      </Control>
    </Box>
  );
}
