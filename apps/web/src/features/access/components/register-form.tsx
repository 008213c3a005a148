import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerGeneric } from '@hogarte/shared/message-texts/accounts';
import { landingAfterLogin } from '@hogarte/shared/routes';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { cityLabel, useReferralSources } from '../../../lib/lookups';
import { reloadAt } from '../../../lib/full-reload';
import { readTokenClaims, saveSession } from '../../../lib/session';
import { useRegisterClient } from '../api/register-client';
import { PASSWORD_RULE_MESSAGES, PasswordRules } from './password-rules';
import { NativeSelectField } from '../../../components/native-select-field';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const clientRegistrationResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/auth').then((module) => module.clientRegistrationSchema),
);

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'cedula',
  'city_name',
  'street_address',
  'password',
  'passwordConfirm',
  'referred_from_id',
] as const;

interface RegisterFormProps {
  callback: string | undefined;
}

/** The client sign-up (spec part 1 §2 Access, part 2 §5 Register). */
export function RegisterForm({ callback }: RegisterFormProps) {
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sources = useReferralSources();
  const registration = useRegisterClient();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { errors, isSubmitting, touchedFields, isSubmitted },
  } = useForm({
    resolver: clientRegistrationResolver,
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      cedula: '',
      city_name: '',
      city_id: undefined,
      street_address: '',
      password: '',
      passwordConfirm: '',
      referred_from_id: null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token, user } = await registration.mutateAsync(values);
      saveSession(token, user);
      const roleId = readTokenClaims(token)?.roleId ?? user.role_id;
      reloadAt(landingAfterLogin(roleId, callback));
    } catch (error) {
      const { placed, unplaced } = applyServerFieldErrors(error, setError, FIELDS, {
        city_id: 'city_name',
      });
      // Field problems show on their fields (e.g. a taken email); anything else as the form's alert.
      if (placed === 0 || unplaced.length > 0) {
        setFormError(unplaced.join(' ') || serverMessage(error, registerGeneric));
      }
    }
  });

  const password = useWatch({ control, name: 'password' });
  const passwordError = errors.password?.message;
  const showRuleErrors = Boolean(touchedFields.password) || isSubmitted;
  const busy = isSubmitting || registration.isSuccess;

  return (
    <Box
      component="form"
      aria-label="Crea tu cuenta"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          {...textFieldProps(register('email'), errors.email)}
        />
        <TextField
          label="Celular"
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          {...textFieldProps(register('phone'), errors.phone)}
        />
        <TextField
          label="Cédula"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          {...textFieldProps(register('cedula'), errors.cedula)}
        />
        <Controller
          control={control}
          name="city_id"
          render={({ field }) => (
            <CityAutocomplete
              value={field.value ?? ''}
              inputRef={field.ref}
              onChange={(city) => {
                field.onChange(city?.id);
                setValue('city_name', city ? cityLabel(city) : '', {
                  shouldValidate: true,
                  shouldTouch: true,
                });
              }}
              onBlur={() => {
                field.onBlur();
                void trigger('city_name');
              }}
              error={Boolean(errors.city_name ?? errors.city_id)}
              helperText={errors.city_name?.message ?? errors.city_id?.message}
            />
          )}
        />
        <TextField
          label="Dirección"
          autoComplete="street-address"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...textFieldProps(register('street_address'), errors.street_address)}
        />
        <Controller
          control={control}
          name="referred_from_id"
          render={({ field }) => (
            <NativeSelectField
              label="¿Cómo nos conociste?"
              name={field.name}
              inputRef={field.ref}
              value={typeof field.value === 'number' ? String(field.value) : ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              onBlur={field.onBlur}
              error={Boolean(errors.referred_from_id)}
              helperText={errors.referred_from_id?.message}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            >
              <option value="">Selecciona una opción</option>
              {(sources.data ?? []).map((source) => (
                <option key={source.id} value={source.id}>
                  {source.name}
                </option>
              ))}
            </NativeSelectField>
          )}
        />
        <Box>
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            {...textFieldProps(register('password'), errors.password)}
            // The checklist below shows the five rules; the helper text keeps only other problems.
            helperText={
              passwordError && !PASSWORD_RULE_MESSAGES.includes(passwordError)
                ? passwordError
                : undefined
            }
            slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
          />
          <PasswordRules id="password-rules" value={password} showErrors={showRuleErrors} />
        </Box>
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('passwordConfirm'), errors.passwordConfirm)}
        />
      </Box>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
            />
          }
          label="Acepto los términos y condiciones y la política de tratamiento de datos"
        />
        <Button type="submit" variant="contained" size="large" disabled={!termsAccepted || busy}>
          {busy ? 'Creando tu cuenta…' : 'Crear cuenta'}
        </Button>
        <Typography variant="body2" color="text.secondary" textAlign="center">
          ¿Ya tienes cuenta?{' '}
          <Link component={RouterLink} to="/login">
            Ingresa
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
