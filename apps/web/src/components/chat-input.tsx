import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { shortenFileName } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { chatMessageRequired } from '@hogarte/shared/message-texts/conversations';
import { useSendChatMessage } from '../lib/chat-messages';
import { CountedHelperText } from './counted-helper-text';
import { useFileInput } from './file-input';
import { TextField } from './text-field';

interface ChatInputProps {
  roomUuid: string;
  /** The text the box starts with (the client's first message about the product). */
  initialText: string;
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line; it grows up to 120 px, takes 240
 * characters and one image or PDF. A message needs text or a file.
 */
export function ChatInput({ roomUuid, initialText }: ChatInputProps) {
  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const send = useSendChatMessage();
  const picker = useFileInput({
    kind: FILE_KIND.imageOrPdf,
    label: 'Archivo del mensaje',
    onFile: setFile,
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const message = text.trim();
    if (!message && !file) {
      setProblem(chatMessageRequired);
      return;
    }
    setProblem(undefined);
    send.mutate(
      { chat: roomUuid, message, file },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'grid', gap: 1 }}
    >
      {file ? (
        <Chip
          label={shortenFileName(file.name)}
          onDelete={() => setFile(null)}
          sx={{ justifySelf: 'start' }}
        />
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <IconButton aria-label="Adjuntar archivo" onClick={picker.open} sx={{ mt: 0.5 }}>
          <AttachFileIcon />
        </IconButton>
        {picker.input}
        <TextField
          multiline
          fullWidth
          size="small"
          label="Mensaje"
          placeholder="Escribe un mensaje"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          error={problem !== undefined}
          helperText={
            <CountedHelperText
              message={problem}
              length={text.length}
              max={LIMITS.chatMessageMaxLength}
            />
          }
          slotProps={{ htmlInput: { maxLength: LIMITS.chatMessageMaxLength } }}
          sx={{
            '& textarea': {
              maxHeight: LIMITS.chatTextareaMaxHeightPx,
              overflowY: 'auto !important',
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label="Enviar mensaje"
          disabled={send.isPending}
          sx={{ mt: 0.5 }}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
