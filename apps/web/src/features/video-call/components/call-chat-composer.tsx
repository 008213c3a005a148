import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SendIcon from '@mui/icons-material/Send';
import { LIMITS } from '@hogarte/shared/limits';
import { TextField } from '../../../components/text-field';

/**
 * Where a line of the call's chat is written. It is loaded when the call starts (decision 052):
 * before that nobody can write, and the text field's parts are the heaviest of the page.
 */
export function CallChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText('');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 0.5, width: '100%' }}>
      <TextField
        size="small"
        fullWidth
        placeholder="Escribe un mensaje"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: {
            'aria-label': 'Mensaje de la videollamada',
            maxLength: LIMITS.chatMessageMaxLength,
          },
        }}
      />
      <IconButton type="submit" aria-label="Enviar" disabled={!text.trim()}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
