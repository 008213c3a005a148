import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import {
  chamberOfCommerceRequired,
  required as fieldRequired,
  rutRequired,
} from '@hogarte/shared/message-texts/accounts';
import type { SupplierStepOne } from '@hogarte/shared/schemas/people';
import { FileField } from '../../../components/file-field';
import { textFieldProps } from '../../../lib/field-props';
import { useSubmitSupplierApplication } from '../api/submit-supplier-application';
import { useStepTwoSubmission } from '../utils/use-step-two-submission';
import { FormSection } from './form-section';
import { StepTwoForm, type StepTwoProps } from './step-two-form';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const supplierStepTwoResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.supplierStepTwoSchema),
);

const STEP_TWO_FIELDS = [
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_phone',
  'is_taxable',
] as const;

const FILE_FIELDS = ['rut', 'chamberOfCommerce'] as const;

interface FileErrors {
  rut?: string | undefined;
  chamberOfCommerce?: string | undefined;
}

/** The PDFs are outside the shared text schema: their rules (part 2 §5) are checked here. */
function fileProblems(rut: File | null, chamber: File | null, isTaxable: boolean): FileErrors {
  return {
    rut: rut ? undefined : rutRequired,
    chamberOfCommerce: isTaxable && !chamber ? chamberOfCommerceRequired : undefined,
  };
}

/**
 * Supplier sign-up, step 2: the main contact, VAT responsibility and the legal documents (spec
 * part 2 §2.5). Sends both steps as one multipart application.
 */
export function SupplierStepTwoForm({
  stepOne,
  onBack,
  onSubmitted,
}: StepTwoProps<SupplierStepOne>) {
  const submission = useSubmitSupplierApplication();
  const [rut, setRut] = useState<File | null>(null);
  const [chamber, setChamber] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: supplierStepTwoResolver,
    mode: 'onTouched',
    defaultValues: {
      contact_first_name: '',
      contact_last_name: '',
      contact_email: '',
      contact_phone: '',
    },
  });
  const taxable = useWatch({ control, name: 'is_taxable' });
  const isTaxable = taxable === true || taxable === 'true';

  const step = useStepTwoSubmission({
    fileFields: FILE_FIELDS,
    stepFields: STEP_TWO_FIELDS,
    setError,
    onSubmitted,
  });

  const required = step.attempted ? fileProblems(rut, chamber, isTaxable) : {};
  const rutError = step.serverFileErrors.rut ?? required.rut;
  const chamberError = step.serverFileErrors.chamberOfCommerce ?? required.chamberOfCommerce;

  const send = handleSubmit(async (stepTwo) => {
    const problems = fileProblems(rut, chamber, stepTwo.is_taxable);
    if (!rut || problems.chamberOfCommerce) return;
    await step.submit(() =>
      submission.mutateAsync({ stepOne, stepTwo, rut, chamberOfCommerce: chamber }),
    );
  });

  return (
    <StepTwoForm
      label="Solicitud de proveedor: contacto y documentos"
      submission={step}
      send={send}
      onBack={onBack}
      submitting={isSubmitting}
      submitLabel="Enviar"
      spacingAbove={3}
    >
      <FormSection
        title="Contacto principal"
        description="La persona con quien hablaremos sobre tu solicitud y tus ventas."
      >
        <TextField
          label="Nombres del contacto"
          autoComplete="given-name"
          {...textFieldProps(register('contact_first_name'), errors.contact_first_name)}
        />
        <TextField
          label="Apellidos del contacto"
          autoComplete="family-name"
          {...textFieldProps(register('contact_last_name'), errors.contact_last_name)}
        />
        <TextField
          label="Correo del contacto"
          type="email"
          autoComplete="email"
          {...textFieldProps(register('contact_email'), errors.contact_email)}
        />
        <TextField
          label="Celular del contacto"
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
          {...textFieldProps(register('contact_phone'), errors.contact_phone)}
        />
      </FormSection>

      <FormSection title="Documentos">
        <Controller
          control={control}
          name="is_taxable"
          render={({ field }) => (
            <FormControl
              component="fieldset"
              error={Boolean(errors.is_taxable)}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            >
              <FormLabel component="legend">¿Eres responsable de IVA?</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value === undefined ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              >
                <FormControlLabel
                  value="true"
                  control={<Radio inputRef={field.ref} />}
                  label="Sí"
                />
                <FormControlLabel value="false" control={<Radio />} label="No" />
              </RadioGroup>
              {/* The only way to fail is not choosing: the schema's union error is not Spanish. */}
              {errors.is_taxable ? <FormHelperText>{fieldRequired}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <FileField
          label="RUT"
          kind={FILE_KIND.pdf}
          file={rut}
          onChange={(file) => {
            setRut(file);
            step.clearFileError('rut');
          }}
          error={rutError}
          helperText="El RUT de la empresa en PDF"
        />
        {/* The chamber of commerce certificate is asked only of VAT-responsible companies. */}
        {isTaxable ? (
          <FileField
            label="Cámara de comercio"
            kind={FILE_KIND.pdf}
            file={chamber}
            onChange={(file) => {
              setChamber(file);
              step.clearFileError('chamberOfCommerce');
            }}
            error={chamberError}
            helperText="El certificado de existencia y representación legal en PDF"
          />
        ) : null}
      </FormSection>
    </StepTwoForm>
  );
}
