import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { resetLinkExpired } from '@hogarte/shared/message-texts/accounts';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const passwordResetFormResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/auth').then((module) => module.passwordResetFormSchema),
);

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** The new password and its confirmation, sent with the recovery link's token. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: passwordResetFormResolver,
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, ['password']);
      if (placed === 0) setFormError(serverMessage(error, resetLinkExpired));
    }
  });

  return (
    <Stack
      component="form"
      aria-label="Nueva contraseña"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void onSubmit(event)}
    >
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(register('password'), errors.password)}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(register('passwordConfirm'), errors.passwordConfirm)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Guardando…' : 'Guardar contraseña'}
      </Button>
    </Stack>
  );
}
