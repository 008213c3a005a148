import { Fragment, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LIMITS } from '@hogarte/shared/limits';
import type { SupplierStepOne } from '@hogarte/shared/schemas/people';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { cityLabel } from '../../../lib/lookups';
import { useCheckContactAvailable } from '../api/check-contact-available';
import { CityNameField } from './city-name-field';
import { FormSection } from './form-section';
import { nitHelperText } from '../utils/nit-helper-text';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { loadSupplierStepOneSchema } from '../utils/step-one-schemas';
import { TextField } from '../../../components/text-field';

const supplierStepOneResolver = lazySchemaResolver(loadSupplierStepOneSchema);

const EMPTY = {
  company_name: '',
  company_phone: '',
  company_email: '',
  NIT: '',
  street_address: '',
  city_name: '',
  city_id: undefined,
  warehouse1_address: '',
  warehouse1_city_name: '',
  warehouse2_address: '',
  warehouse2_city_name: '',
  warehouse3_address: '',
  warehouse3_city_name: '',
  password: '',
  passwordConfirm: '',
  company_description: '',
  legal_rep_first_name: '',
  legal_rep_last_name: '',
  legal_rep_phone: '',
  legal_rep_cedula: '',
};

interface SupplierStepOneFormProps {
  initialValues: SupplierStepOne | null;
  onContinue: (values: SupplierStepOne) => void;
}

/**
 * Supplier sign-up, step 1: the company, its dispatch addresses, the account and the legal
 * representative (spec part 2 §2.5).
 */
export function SupplierStepOneForm({ initialValues, onContinue }: SupplierStepOneFormProps) {
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
  } = useForm({
    resolver: supplierStepOneResolver,
    mode: 'onTouched',
    defaultValues: initialValues ? { ...EMPTY, ...initialValues } : EMPTY,
  });
  const description = useWatch({ control, name: 'company_description' }) ?? '';

  /** One dispatch address with its city; the second and third are optional (part 2 §2.5). */
  const warehouseFields = (index: 1 | 2 | 3) => {
    const optional = index === 1 ? '' : ' (opcional)';
    const address = `warehouse${index}_address` as const;
    const city = `warehouse${index}_city_name` as const;
    return (
      <Fragment key={index}>
        <TextField
          label={`Dirección de despacho ${index}${optional}`}
          {...textFieldProps(register(address), errors[address])}
        />
        <Controller
          control={control}
          name={city}
          render={({ field }) => (
            <CityNameField
              label={`Ciudad de despacho ${index}${optional}`}
              value={field.value ?? ''}
              inputRef={field.ref}
              onChange={(chosen) => field.onChange(chosen ? cityLabel(chosen) : '')}
              onBlur={field.onBlur}
              error={Boolean(errors[city])}
              helperText={errors[city]?.message}
            />
          )}
        />
      </Fragment>
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The company's email and phone become the account's: both must be free (part 2 §5).
      await check.mutateAsync({ email: values.company_email, phone: values.company_phone });
    } catch (error) {
      const { placed, unplaced } = applyServerFieldErrors(error, setError, [], {
        email: 'company_email',
        phone: 'company_phone',
      });
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
      aria-label="Solicitud de proveedor: empresa y cuenta"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {formError}
        </Alert>
      ) : null}
      <FormSection title="Empresa">
        <TextField
          label="Nombre de la empresa"
          autoComplete="organization"
          {...textFieldProps(register('company_name'), errors.company_name)}
        />
        <Controller
          control={control}
          name="NIT"
          render={({ field }) => (
            <TextField
              label="NIT"
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              // Digits only: the check digit is not typed, it is shown (part 2 §5).
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, LIMITS.nitDigits))
              }
              onBlur={field.onBlur}
              error={Boolean(errors.NIT)}
              helperText={errors.NIT?.message ?? nitHelperText(field.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.nitDigits } }}
            />
          )}
        />
        <TextField
          label="Celular de la empresa"
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
          {...textFieldProps(register('company_phone'), errors.company_phone)}
        />
        <TextField
          label="Correo de la empresa"
          type="email"
          autoComplete="email"
          {...textFieldProps(register('company_email'), errors.company_email)}
        />
        <TextField
          label="Dirección de la empresa"
          autoComplete="street-address"
          {...textFieldProps(register('street_address'), errors.street_address)}
        />
        <Controller
          control={control}
          name="city_name"
          render={({ field }) => (
            <CityNameField
              label="Ciudad de la empresa"
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
              error={Boolean(errors.city_name ?? errors.city_id)}
              helperText={errors.city_name?.message ?? errors.city_id?.message}
            />
          )}
        />
      </FormSection>

      <FormSection
        title="Direcciones de despacho"
        description="Las bodegas desde donde despachas tus productos. Puedes registrar hasta tres."
      >
        {([1, 2, 3] as const).map(warehouseFields)}
      </FormSection>

      <FormSection title="Cuenta">
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('password'), errors.password)}
          helperText={
            errors.password?.message ??
            'Mínimo 8 caracteres, con mayúscula, minúscula, número y un caracter especial'
          }
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('passwordConfirm'), errors.passwordConfirm)}
        />
        <TextField
          label="Descripción de la empresa"
          multiline
          rows={4}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMaxLength } }}
          {...textFieldProps(register('company_description'), errors.company_description)}
          helperText={
            <CountedHelperText
              message={
                errors.company_description?.message ??
                'Mínimo 70 caracteres: qué vendes y qué hace especial a tu empresa'
              }
              length={description.length}
              max={LIMITS.descriptionMaxLength}
            />
          }
        />
      </FormSection>

      <FormSection title="Representante legal">
        <TextField
          label="Nombres del representante"
          {...textFieldProps(register('legal_rep_first_name'), errors.legal_rep_first_name)}
        />
        <TextField
          label="Apellidos del representante"
          {...textFieldProps(register('legal_rep_last_name'), errors.legal_rep_last_name)}
        />
        <TextField
          label="Celular del representante"
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
          {...textFieldProps(register('legal_rep_phone'), errors.legal_rep_phone)}
        />
        <TextField
          label="Cédula del representante"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cedulaMaxDigits } }}
          {...textFieldProps(register('legal_rep_cedula'), errors.legal_rep_cedula)}
        />
      </FormSection>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
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
