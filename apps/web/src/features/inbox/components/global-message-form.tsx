import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import SendIcon from '@mui/icons-material/Send';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { MessageRecipient } from '@hogarte/shared/schemas/people';
import { FileField } from '../../../components/file-field';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSendGlobalMessage } from '../api/send-global-message';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const globalMessageResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.globalMessageSchema),
);

const RECIPIENT_OPTIONS: ReadonlyArray<{ value: MessageRecipient; label: string }> = [
  { value: 'designers', label: 'Diseñadores' },
  { value: 'lsh', label: 'Operador LSH' },
];

/**
 * The admin's global message (spec part 1 §2, §6): title, text, an optional image or PDF, sent
 * to designers, the lsh operator or both.
 */
export function GlobalMessageForm() {
  const sending = useSendGlobalMessage();
  const [recipients, setRecipients] = useState<MessageRecipient[]>([]);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A new key after sending empties the file picker along with the fields.
  const [round, setRound] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: globalMessageResolver,
    defaultValues: { title: '', text: '' },
  });
  const recipientsError = attempted && recipients.length === 0;

  const toggle = (recipient: MessageRecipient, checked: boolean) =>
    setRecipients((current) =>
      checked
        ? RECIPIENT_OPTIONS.map((option) => option.value).filter(
            (value) => value === recipient || current.includes(value),
          )
        : current.filter((value) => value !== recipient),
    );

  const send = handleSubmit(async ({ title, text }) => {
    if (recipients.length === 0) return;
    setFormError(null);
    try {
      await sending.mutateAsync({ title, text, recipients, attachment });
      showToast(MESSAGES.messageSent, 'success');
      reset();
      setRecipients([]);
      setAttachment(null);
      setAttachmentError(undefined);
      setAttempted(false);
      setRound((value) => value + 1);
    } catch (error) {
      const fileProblem = isApiError(error)
        ? error.errors.find((item) => item.field === 'attachment')?.message
        : undefined;
      setAttachmentError(fileProblem);
      const { placed, unplaced } = applyServerFieldErrors(error, setError, ['title', 'text']);
      const rest = unplaced.filter((message) => message !== fileProblem);
      if ((placed === 0 && !fileProblem) || rest.length > 0) {
        setFormError(rest.join(' ') || serverMessage(error));
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    void send(event);
  };

  return (
    <Box component="form" aria-label="Envío global" noValidate onSubmit={onSubmit}>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <TextField label="Título" {...textFieldProps(register('title'), errors.title)} />
        <TextField
          label="Mensaje"
          multiline
          minRows={5}
          {...textFieldProps(register('text'), errors.text)}
        />
        <FileField
          key={round}
          label="Adjunto (opcional)"
          kind={FILE_KIND.imageOrPdf}
          file={attachment}
          onChange={(file) => {
            setAttachment(file);
            setAttachmentError(undefined);
          }}
          error={attachmentError}
          helperText="Una imagen JPG o PNG, o un PDF, de máximo 15MB"
        />
        <FormControl component="fieldset" error={recipientsError}>
          <FormLabel component="legend">Destinatarios</FormLabel>
          <FormGroup row>
            {RECIPIENT_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                label={option.label}
                control={
                  <Checkbox
                    checked={recipients.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {recipientsError ? <FormHelperText>{MESSAGES.recipientsRequired}</FormHelperText> : null}
        </FormControl>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? 'Enviando…' : 'Enviar mensaje'}
        </Button>
      </Box>
    </Box>
  );
}
