import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@hogarte/shared/messages';
import { textFieldProps } from '../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../lib/form-errors';
import { showToast } from '../lib/toast';
import { SettingsSection } from './settings-section';
import { useChangePassword } from '../lib/change-password';
import { lazySchemaResolver } from '../lib/lazy-schema-resolver';
import { TextField } from './text-field';

const changePasswordResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/auth').then((module) => module.changePasswordSchema),
);

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The change-password card of every role's settings page (spec part 1 §5, §8). */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: changePasswordResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await change.mutateAsync(values);
      showToast(response.message || MESSAGES.passwordUpdated, 'success');
      reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'currentPassword',
        'newPassword',
        'confirmPassword',
      ]);
      showToast(serverMessage(error, MESSAGES.passwordUpdateFailed), 'error');
    }
  });

  return (
    <SettingsSection
      title="Cambia tu contraseña"
      description="Usa al menos 8 caracteres con mayúsculas, minúsculas, un número y uno de @$!%*?&."
    >
      <Stack
        component="form"
        aria-label="Cambiar contraseña"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          {...textFieldProps(register('currentPassword'), errors.currentPassword)}
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('newPassword'), errors.newPassword)}
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('confirmPassword'), errors.confirmPassword)}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando…' : 'Cambiar contraseña'}
          </Button>
        </Box>
      </Stack>
    </SettingsSection>
  );
}
