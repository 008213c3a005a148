import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ClientAccount } from '@hogarte/shared/contracts/people';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showServerError, showToast } from '../../../lib/toast';
import { useUpdateClientAccount } from '../api/update-client-account';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const clientAccountResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.clientAccountSchema),
);

const FIELDS = ['first_name', 'last_name', 'cedula', 'phone'] as const;

interface ClientAccountFormProps {
  account: ClientAccount;
}

/**
 * 'Mi cuenta' (part 2 §2.6): names, cedula and phone are editable; the email is the login and
 * stays read-only.
 */
export function ClientAccountForm({ account }: ClientAccountFormProps) {
  const update = useUpdateClientAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: clientAccountResolver,
    mode: 'onTouched',
    defaultValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      cedula: account.cedula ?? '',
      phone: account.phone,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      showToast(MESSAGES.dataUpdated, 'success');
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, FIELDS);
      if (placed === 0) showServerError(error);
    }
  });

  return (
    <Box
      component="form"
      aria-label="Tus datos"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label="Nombres"
        autoComplete="given-name"
        {...textFieldProps(register('first_name'), errors.first_name)}
      />
      <TextField
        label="Apellidos"
        autoComplete="family-name"
        {...textFieldProps(register('last_name'), errors.last_name)}
      />
      <TextField
        label="Cédula"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cedulaMaxDigits } }}
        {...textFieldProps(register('cedula'), errors.cedula)}
      />
      <TextField
        label="Celular"
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
        {...textFieldProps(register('phone'), errors.phone)}
      />
      <TextField
        label="Correo electrónico"
        value={account.email}
        helperText="Tu correo es tu usuario para ingresar y no se puede cambiar."
        sx={{ gridColumn: { sm: '1 / -1' }, '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar cambios'}
        </Button>
      </Box>
    </Box>
  );
}
