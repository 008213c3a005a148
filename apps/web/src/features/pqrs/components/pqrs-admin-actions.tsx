import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { PqrsDetail } from '@hogarte/shared/contracts/pqrs';
import { LIMITS } from '@hogarte/shared/limits';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showServerError, showToast } from '../../../lib/toast';
import { useUpdatePqrs } from '../api/update-pqrs';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const pqrsAnswerResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/pqrs').then((module) => module.pqrsAnswerSchema),
);

/**
 * What an admin does with an open request: take it up (radicada → en trámite) and answer it. The
 * answer goes to the client by email and cannot be changed, so the form says so.
 */
export function PqrsAdminActions({ pqrs }: { pqrs: PqrsDetail }) {
  const update = useUpdatePqrs();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: pqrsAnswerResolver, defaultValues: { answer: '' } });
  const answer = useWatch({ control, name: 'answer' });

  if (pqrs.state === 'respondida') return null;

  const takeUp = async () => {
    try {
      const changed = await update.mutateAsync({
        hashid: pqrs.hashid,
        change: { state: 'en_tramite' },
      });
      showToast(changed.message, 'success');
    } catch (error) {
      showServerError(error);
    }
  };

  const send = handleSubmit(async (values) => {
    try {
      const changed = await update.mutateAsync({
        hashid: pqrs.hashid,
        change: { state: 'respondida', answer: values.answer },
      });
      showToast(changed.message, 'success');
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, ['answer']);
      if (placed === 0) showServerError(error);
    }
  });

  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      {pqrs.state === 'radicada' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 220px' }}>
            Márcala en trámite cuando empieces a gestionarla: el cliente lo verá en su lista.
          </Typography>
          <Button variant="outlined" onClick={() => void takeUp()} disabled={update.isPending}>
            Marcar en trámite
          </Button>
        </Box>
      ) : null}
      <Box
        component="form"
        aria-label="Responder"
        noValidate
        onSubmit={(event) => void send(event)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField
          label="Respuesta al cliente"
          multiline
          minRows={4}
          {...textFieldProps(register('answer'), errors.answer)}
          helperText={
            <CountedHelperText
              message={errors.answer?.message}
              length={answer.length}
              max={LIMITS.pqrsAnswerMaxLength}
            />
          }
        />
        <Alert severity="info">
          La respuesta se envía al correo del cliente y queda registrada: solo se responde una vez.
        </Alert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {isSubmitting ? 'Enviando…' : 'Enviar respuesta'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
