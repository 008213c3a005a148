import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { videoCallAlone } from '@hogarte/shared/message-texts/conversations';
import type { CallChatLine } from './use-video-call';

const CallChatComposer = lazy(async () => ({
  default: (await import('./call-chat-composer')).CallChatComposer,
}));

interface CallChatProps {
  lines: CallChatLine[];
  alone: boolean;
  disabled: boolean;
  onSend: (text: string) => void;
}

/**
 * The call's own text chat: it lives as long as the call and is not kept in the consultancy.
 * Lines can be written once the call has started.
 */
export function CallChat({ lines, alone, disabled, onSend }: CallChatProps) {
  return (
    <Box
      component="section"
      aria-label="Chat de la videollamada"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      {alone ? (
        <Alert severity="info" sx={{ m: 1 }}>
          {videoCallAlone}
        </Alert>
      ) : null}
      <Box
        component="ul"
        aria-label="Mensajes de la videollamada"
        sx={{ listStyle: 'none', m: 0, p: 1, flex: 1, overflowY: 'auto', minHeight: 80 }}
      >
        {lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            sx={{ display: 'flex', justifyContent: line.own ? 'flex-end' : 'flex-start', mb: 0.75 }}
          >
            <Typography
              variant="body2"
              sx={{
                px: 1.25,
                py: 0.75,
                borderRadius: 2,
                maxWidth: '85%',
                overflowWrap: 'anywhere',
                bgcolor: line.own ? 'primary.main' : 'grey.100',
                color: line.own ? 'primary.contrastText' : 'text.primary',
                opacity: line.pending ? 0.6 : 1,
              }}
            >
              {line.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 57,
          p: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {disabled ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            El chat se activa durante la videollamada.
          </Typography>
        ) : (
          <Suspense fallback={null}>
            <CallChatComposer onSend={onSend} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
