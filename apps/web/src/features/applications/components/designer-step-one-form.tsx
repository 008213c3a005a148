import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LaptopMacOutlinedIcon from '@mui/icons-material/LaptopMacOutlined';
import { LIMITS } from '@hogarte/shared/limits';
import type { designerStepOneSchema, DesignerStepOne } from '@hogarte/shared/schemas/people';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { cityLabel, useProfessions } from '../../../lib/lookups';
import type { SchemaInput } from '../../../lib/schema-types';
import { useBrandName } from '../../../lib/settings';
import { useCheckContactAvailable } from '../api/check-contact-available';
import { visibleErrorFields } from '../utils/visible-errors';
import { selectValue } from '../utils/select-value';
import { CityNameField } from './city-name-field';
import { NativeSelectField } from '../../../components/native-select-field';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { loadDesignerStepOneSchema } from '../utils/step-one-schemas';
import { TextField } from '../../../components/text-field';

/** The fields in the order they appear: the first two with a problem are the ones shown. */
const FIELD_ORDER = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'cedula',
  'city_name',
  'city_id',
  'street_address',
  'profession_id',
  'password',
  'passwordConfirm',
  'bio',
] as const;

const BIO_HINT = `Mínimo ${LIMITS.bioMinLength} caracteres: cuéntale a los clientes quién eres y cómo trabajas`;

const designerStepOneResolver = lazySchemaResolver(loadDesignerStepOneSchema);

const EMPTY: SchemaInput<typeof designerStepOneSchema> = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  cedula: '',
  city_name: '',
  city_id: undefined,
  street_address: '',
  profession_id: '',
  password: '',
  passwordConfirm: '',
  bio: '',
};

interface DesignerStepOneFormProps {
  /** Step 1's data when the person comes back from step 2. */
  initialValues: DesignerStepOne | null;
  onContinue: (values: DesignerStepOne) => void;
}

/** Designer sign-up, step 1: personal data, profession, password and bio (spec part 1 §2). */
export function DesignerStepOneForm({ initialValues, onContinue }: DesignerStepOneFormProps) {
  const brand = useBrandName();
  const professions = useProfessions();
  const check = useCheckContactAvailable();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SchemaInput<typeof designerStepOneSchema>, unknown, DesignerStepOne>({
    resolver: designerStepOneResolver,
    mode: 'onTouched',
    defaultValues: initialValues ?? EMPTY,
  });

  // At most two problems on screen at once (spec part 1 §5).
  const visible = visibleErrorFields(errors, FIELD_ORDER);
  const shown = (field: (typeof FIELD_ORDER)[number]): FieldError | undefined =>
    // Every field here holds one value, so its error is a plain FieldError.
    visible.has(field) ? (errors[field] as FieldError | undefined) : undefined;
  const cityError = shown('city_name') ?? shown('city_id');
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Step 1 is checked against existing users before moving on (spec part 1 §2).
      await check.mutateAsync({ email: values.email, phone: values.phone });
    } catch (error) {
      const { placed, unplaced } = applyServerFieldErrors(error, setError, ['email', 'phone']);
      if (placed === 0 || unplaced.length > 0) {
        setFormError(unplaced.join(' ') || serverMessage(error));
      }
      return;
    }
    onContinue(values);
  });

  return (
    <Box
      component="form"
      aria-label="Solicitud de diseñador: datos personales"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Alert severity="info" icon={<LaptopMacOutlinedIcon />} sx={{ mb: 3 }}>
        Para trabajar como diseñador(a) en {brand} necesitas un computador portátil o una tablet:
        las asesorías virtuales y las cotizaciones se hacen desde ellos.
      </Alert>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Nombres"
          autoComplete="given-name"
          {...textFieldProps(register('first_name'), shown('first_name'))}
        />
        <TextField
          label="Apellidos"
          autoComplete="family-name"
          {...textFieldProps(register('last_name'), shown('last_name'))}
        />
        <TextField
          label="Celular"
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
          {...textFieldProps(register('phone'), shown('phone'))}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          {...textFieldProps(register('email'), shown('email'))}
        />
        <TextField
          label="Cédula"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cedulaMaxDigits } }}
          {...textFieldProps(register('cedula'), shown('cedula'))}
        />
        <Controller
          control={control}
          name="city_name"
          render={({ field }) => (
            <CityNameField
              value={field.value}
              inputRef={field.ref}
              onChange={(city) => {
                field.onChange(city ? cityLabel(city) : '');
                setValue('city_id', city?.id, { shouldValidate: true });
              }}
              onBlur={() => {
                field.onBlur();
                void trigger('city_name');
              }}
              error={Boolean(cityError)}
              helperText={cityError?.message}
            />
          )}
        />
        <TextField
          label="Dirección"
          autoComplete="street-address"
          {...textFieldProps(register('street_address'), shown('street_address'))}
        />
        <Controller
          control={control}
          name="profession_id"
          render={({ field }) => (
            <NativeSelectField
              label="Profesión"
              name={field.name}
              inputRef={field.ref}
              value={selectValue(field.value)}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(shown('profession_id'))}
              helperText={shown('profession_id')?.message}
            >
              <option value="">Selecciona tu profesión</option>
              {(professions.data ?? []).map((profession) => (
                <option key={profession.id} value={profession.id}>
                  {profession.name}
                </option>
              ))}
            </NativeSelectField>
          )}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('password'), shown('password'))}
          helperText={
            shown('password')?.message ??
            'Mínimo 8 caracteres, con mayúscula, minúscula, número y un caracter especial'
          }
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('passwordConfirm'), shown('passwordConfirm'))}
        />
        <TextField
          label="Biografía"
          multiline
          rows={5}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { maxLength: LIMITS.bioMaxLength } }}
          {...textFieldProps(register('bio'), shown('bio'))}
          helperText={
            <CountedHelperText
              message={shown('bio')?.message ?? BIO_HINT}
              length={bio.length}
              max={LIMITS.bioMaxLength}
            />
          }
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? 'Verificando…' : 'Continuar'}
        </Button>
      </Box>
    </Box>
  );
}
