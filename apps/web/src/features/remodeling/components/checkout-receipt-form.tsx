/**
 * Who the payment's receipt is for (part 2 §3 Receipt data): a person (names, CC or CE, a number
 * of at most 10 digits without dots, email, address, city) or a company (business name, NIT,
 * address, email). Prefilled with the data the client gave last; 'Guardar datos' keeps it for the
 * next time, and the checkout's pay button submits it. The shared schemas check it, so the
 * messages are the server's; a refusal's field errors land on their fields. Every checkout of
 * quotes (the remodelling's and the presential consultancy's) uses it; `children` holds what a
 * checkout adds above the buttons (the legacy one's provider choice).
 */
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { RECEIPT_DOCUMENT_TYPES, RECEIPT_DOCUMENT_TYPE_LABELS } from '@hogarte/shared/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import type { receiptInputSchema } from '@hogarte/shared/schemas/remodelings';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { cityLabel, useCities } from '../../../lib/lookups';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import type { SchemaInput } from '../../../lib/schema-types';
import { showServerError, showToast } from '../../../lib/toast';
import type { QuoteOwnerKind } from '../api/get-saved-receipt';
import { useSaveReceipt, type ReceiptInput, type ReceiptValues } from '../api/save-receipt';
import { NativeSelectField } from '../../../components/native-select-field';
import { TextField } from '../../../components/text-field';

type ReceiptFormValues = SchemaInput<typeof receiptInputSchema>;

const receiptInputResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/remodelings').then((module) => module.receiptInputSchema),
);

const PERSON: ReceiptFormValues = {
  type: 'person',
  first_name: '',
  last_name: '',
  document_type: 'CC',
  document_number: '',
  email: '',
  address: '',
  city: '',
};
const COMPANY: ReceiptFormValues = {
  type: 'company',
  business_name: '',
  NIT: '',
  company_address: '',
  email: '',
};

// Two columns only where the form has room for them: beside the quotes on a laptop the column is
// narrow, and halves there cut 'Cédula de ciudadanía', the address and the city short.
const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
} as const;

/**
 * What a refused payment says when no receipt field takes its error: the server's refusal of the
 * request (a quote already paid, a total that changed, a product gone), else the checkout's own
 * text (part 2 §8: the remodelling's 'Ha ocurrido un error', the presential consultancy's).
 */
function payFailureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500
    ? error.message
    : fallback;
}

const RECEIPT_FIELDS = [
  ...Object.keys(PERSON),
  ...Object.keys(COMPANY).filter((field) => !(field in PERSON)),
].filter((field) => field !== 'type') as (keyof typeof PERSON | keyof typeof COMPANY)[];
/**
 * A payment names the receipt's fields inside its body (`receipt.receiptData.document_number`,
 * the legacy call `receiptData.document_number`); saving the data, by their own names.
 */
const RECEIPT_ALIASES = Object.fromEntries(
  RECEIPT_FIELDS.flatMap((field) => [
    [`receipt.receiptData.${field}`, field],
    [`receiptData.${field}`, field],
  ]),
);

/** The form's starting values for a kind: the saved data when it is of that kind. */
function startingValues(kind: ReceiptData['type'], saved: ReceiptData | null): ReceiptFormValues {
  if (saved?.type !== kind) return kind === 'company' ? COMPANY : PERSON;
  if (saved.type === 'person') return { ...saved };
  return { ...saved, company_address: saved.company_address ?? '', email: saved.email ?? '' };
}

/** The parsed form as the API takes it: the kind apart from the fields. */
function toReceiptInput(values: ReceiptValues): ReceiptInput {
  const { type, ...fields } = values;
  // TypeScript cannot tie the rest of a union to its kind; the schema already did.
  return { type, fields } as ReceiptInput;
}

/** An optional text left empty is not sent, so the shared schema reads it as absent. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

function CityField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (label: string) => void;
  onBlur: () => void;
  error: FieldError | undefined;
}) {
  const { data: cities = [] } = useCities();
  // The receipt keeps the city's name; the picker works with ids.
  const city = cities.find((item) => cityLabel(item) === value || item.name === value);
  return (
    <CityAutocomplete
      value={city?.id ?? ''}
      onChange={(picked) => onChange(picked ? cityLabel(picked) : '')}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error?.message}
    />
  );
}

interface CheckoutReceiptFormProps {
  /** Whose calls keep the receipt data: the remodelling's or the presential consultancy's. */
  kind: QuoteOwnerKind;
  saved: ReceiptData | null;
  /** The pay button's text and state; off when there is nothing to pay. */
  payLabel: string;
  payDisabled: boolean;
  /** Starts the payment; its refusal is shown here (on the fields, or as a toast). */
  onPay: (receipt: ReceiptInput) => Promise<unknown>;
  /** The checkout's text for a failure the server did not explain. */
  payFailedText: string;
  children?: ReactNode;
}

export function CheckoutReceiptForm({
  kind,
  saved,
  payLabel,
  payDisabled,
  onPay,
  payFailedText,
  children,
}: CheckoutReceiptFormProps) {
  const save = useSaveReceipt(kind);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReceiptFormValues, unknown, ReceiptValues>({
    resolver: receiptInputResolver,
    mode: 'onTouched',
    defaultValues: startingValues(saved?.type ?? 'person', saved),
  });
  const type = useWatch({ control, name: 'type' });
  // The two kinds have different fields; their errors are read by name.
  const fieldErrors = errors as Record<string, FieldError | undefined>;

  /** Puts a refusal's receipt errors on their fields; says whether any landed. */
  const placeErrors = (error: unknown) =>
    applyServerFieldErrors(error, setError, RECEIPT_FIELDS, RECEIPT_ALIASES).placed > 0;

  const saveReceipt = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(toReceiptInput(values));
      showToast(answer.message, 'success');
    } catch (error) {
      if (!placeErrors(error)) showServerError(error);
    }
  });
  const pay = handleSubmit(async (values) => {
    try {
      await onPay(toReceiptInput(values));
    } catch (error) {
      if (!placeErrors(error)) showToast(payFailureMessage(error, payFailedText), 'error');
    }
  });

  return (
    <Box
      component="form"
      aria-label="Datos del recibo"
      noValidate
      onSubmit={(event) => void pay(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2">
        Datos del recibo
      </Typography>
      <RadioGroup
        row
        aria-label="Recibo a nombre de"
        value={type}
        onChange={(event) =>
          reset(startingValues(event.target.value === 'company' ? 'company' : 'person', saved))
        }
      >
        <FormControlLabel value="person" control={<Radio />} label="Persona natural" />
        <FormControlLabel value="company" control={<Radio />} label="Empresa" />
      </RadioGroup>
      {type === 'company' ? (
        <Box sx={TWO_COLUMNS} key="company">
          <TextField
            label="Razón social"
            autoComplete="organization"
            {...textFieldProps(register('business_name'), fieldErrors.business_name)}
          />
          <TextField
            label="NIT"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...textFieldProps(register('NIT'), fieldErrors.NIT)}
            helperText={fieldErrors.NIT?.message ?? '9 dígitos, sin el dígito de verificación'}
          />
          <TextField
            label="Dirección"
            autoComplete="street-address"
            {...textFieldProps(
              register('company_address', { setValueAs: emptyAsAbsent }),
              fieldErrors.company_address,
            )}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            {...textFieldProps(register('email', { setValueAs: emptyAsAbsent }), fieldErrors.email)}
          />
        </Box>
      ) : (
        <Box sx={TWO_COLUMNS} key="person">
          <TextField
            label="Nombres"
            autoComplete="given-name"
            {...textFieldProps(register('first_name'), fieldErrors.first_name)}
          />
          <TextField
            label="Apellidos"
            autoComplete="family-name"
            {...textFieldProps(register('last_name'), fieldErrors.last_name)}
          />
          <NativeSelectField
            label="Tipo de documento"
            {...textFieldProps(register('document_type'), fieldErrors.document_type)}
          >
            {RECEIPT_DOCUMENT_TYPES.map((documentType) => (
              <option key={documentType} value={documentType}>
                {RECEIPT_DOCUMENT_TYPE_LABELS[documentType]}
              </option>
            ))}
          </NativeSelectField>
          <TextField
            label="Número de documento"
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: LIMITS.receiptDocumentNumberMaxLength },
            }}
            {...textFieldProps(register('document_number'), fieldErrors.document_number)}
            helperText={fieldErrors.document_number?.message ?? 'Sin puntos'}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            {...textFieldProps(register('email'), fieldErrors.email)}
          />
          <TextField
            label="Dirección"
            autoComplete="street-address"
            {...textFieldProps(register('address'), fieldErrors.address)}
          />
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CityField
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldErrors.city}
              />
            )}
          />
        </Box>
      )}
      {children}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => void saveReceipt()} disabled={save.isPending}>
          Guardar datos
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={payDisabled}>
          {payLabel}
        </Button>
      </Box>
    </Box>
  );
}
