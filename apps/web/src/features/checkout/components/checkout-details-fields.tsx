import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { textFieldProps } from '../../../lib/field-props';
import {
  COMPANY_BILLING,
  NATURAL_PERSON_BILLING,
  type CheckoutDetailsInput,
} from '../utils/checkout-form';
import { TextField } from '../../../components/text-field';
import { NativeSelectField } from '../../../components/native-select-field';

const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** Who receives the parcels: name, last name and phone for the carrier. */
export function RecipientFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutDetailsInput>();
  const fieldErrors = errors.recipient;
  return (
    <Box sx={TWO_COLUMNS}>
      <TextField
        label="Nombres"
        autoComplete="given-name"
        {...textFieldProps(register('recipient.name'), fieldErrors?.name)}
      />
      <TextField
        label="Apellidos"
        autoComplete="family-name"
        {...textFieldProps(register('recipient.lastname'), fieldErrors?.lastname)}
      />
      <TextField
        label="Celular"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        {...textFieldProps(register('recipient.phone'), fieldErrors?.phone)}
      />
    </Box>
  );
}

/** The invoice's details (part 2 §3 Order): a natural person or a company. */
export function BillingFields() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutDetailsInput>();
  const type = useWatch({ control, name: 'billingInformation.type' });
  // The two kinds have different fields; their errors are read by name.
  const fieldErrors = errors.billingInformation as
    Record<string, FieldError | undefined> | undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup
        row
        aria-label="Tipo de facturación"
        value={type}
        onChange={(event) =>
          setValue(
            'billingInformation',
            event.target.value === 'company'
              ? { ...COMPANY_BILLING }
              : { ...NATURAL_PERSON_BILLING },
          )
        }
      >
        <FormControlLabel value="natural_person" control={<Radio />} label="Persona natural" />
        <FormControlLabel value="company" control={<Radio />} label="Empresa" />
      </RadioGroup>
      {type === 'company' ? (
        <Box sx={TWO_COLUMNS} key="company">
          <TextField
            label="Razón social"
            autoComplete="organization"
            {...textFieldProps(
              register('billingInformation.company_name'),
              fieldErrors?.company_name,
            )}
          />
          <TextField
            label="NIT"
            inputMode="numeric"
            {...textFieldProps(register('billingInformation.NIT'), fieldErrors?.NIT)}
            helperText={fieldErrors?.NIT?.message ?? '9 dígitos, sin el dígito de verificación'}
          />
        </Box>
      ) : (
        <Box sx={TWO_COLUMNS} key="person">
          <TextField
            label="Nombres"
            {...textFieldProps(register('billingInformation.first_name'), fieldErrors?.first_name)}
          />
          <TextField
            label="Apellidos"
            {...textFieldProps(register('billingInformation.last_name'), fieldErrors?.last_name)}
          />
          <Controller
            control={control}
            name="billingInformation.legal_document_type_id"
            render={({ field }) => (
              <NativeSelectField
                label="Tipo de documento"
                name={field.name}
                value={String(field.value ?? 1)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldErrors?.legal_document_type_id)}
                helperText={fieldErrors?.legal_document_type_id?.message}
              >
                <option value="1">Cédula</option>
                <option value="2">Pasaporte</option>
              </NativeSelectField>
            )}
          />
          <TextField
            label="Número de documento"
            inputMode="numeric"
            {...textFieldProps(
              register('billingInformation.identification_code'),
              fieldErrors?.identification_code,
            )}
          />
        </Box>
      )}
    </Box>
  );
}
