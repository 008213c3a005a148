import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginGeneric } from '@hogarte/shared/message-texts/accounts';
import { landingAfterLogin } from '@hogarte/shared/routes';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { reloadAt } from '../../../lib/full-reload';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { readTokenClaims, saveSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { TextField } from '../../../components/text-field';

const loginResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/auth').then((module) => module.loginSchema),
);

interface LoginFormProps {
  /** A same-site path to go to after logging in (clients and designers only). */
  callback: string | undefined;
}

export function LoginForm({ callback }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token, user } = await loginMutation.mutateAsync(values);
      saveSession(token, user);
      const roleId = readTokenClaims(token)?.roleId ?? user.role_id;
      // The spec reloads the page after a form login, so every part starts from the new session.
      reloadAt(landingAfterLogin(roleId, callback));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'password']);
      setFormError(serverMessage(error, loginGeneric));
    }
  });

  const busy = isSubmitting || loginMutation.isSuccess;
  return (
    <Stack
      component="form"
      aria-label="Ingresa"
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
        autoFocus
        {...textFieldProps(register('email'), errors.email)}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        {...textFieldProps(register('password'), errors.password)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Ingresando…' : 'Ingresar'}
      </Button>
    </Stack>
  );
}
