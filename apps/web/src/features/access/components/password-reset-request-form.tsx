import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const passwordResetRequestResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/auth').then((module) => module.passwordResetRequestSchema),
);

interface PasswordResetRequestFormProps {
  onSent: () => void;
}

/** Asks for the email the recovery link goes to (spec part 1 §2 Access, §5). */
export function PasswordResetRequestForm({ onSent }: PasswordResetRequestFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: passwordResetRequestResolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await request.mutateAsync(email);
      onSent();
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, ['email']);
      if (placed === 0) setFormError(serverMessage(error));
    }
  });

  return (
    <Stack
      component="form"
      aria-label="Recupera tu contraseña"
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
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        {...textFieldProps(register('email'), errors.email)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando…' : 'Enviar link de recuperación'}
      </Button>
    </Stack>
  );
}
