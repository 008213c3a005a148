import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { LIMITS } from '@hogarte/shared/limits';
import { videoCallAlone } from '@hogarte/shared/message-texts/conversations';
import type { CallChatLine } from './use-video-call';
import { TextField } from '../../../components/text-field';

interface CallChatProps {
  lines: CallChatLine[];
  alone: boolean;
  disabled: boolean;
  onSend: (text: string) => void;
}

/** The call's own text chat: it lives as long as the call and is not kept in the consultancy. */
export function CallChat({ lines, alone, disabled, onSend }: CallChatProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText('');
  };
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
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 0.5, p: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          size="small"
          fullWidth
          placeholder="Escribe un mensaje"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            htmlInput: {
              'aria-label': 'Mensaje de la videollamada',
              maxLength: LIMITS.chatMessageMaxLength,
            },
          }}
        />
        <IconButton type="submit" aria-label="Enviar" disabled={disabled || !text.trim()}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
