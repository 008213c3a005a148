import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import {
  avatarRequired,
  portfolioRequired,
  portfolioSignUpMax,
} from '@hogarte/shared/message-texts/accounts';
import type { DesignerStepOne } from '@hogarte/shared/schemas/people';
import { FileField } from '../../../components/file-field';
import { textFieldProps } from '../../../lib/field-props';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { useReferralSources } from '../../../lib/lookups';
import { useBrandName } from '../../../lib/settings';
import { useSubmitDesignerApplication } from '../api/submit-designer-application';
import { signUpImageProblem } from '../utils/image-problem';
import { selectValue } from '../utils/select-value';
import { useStepTwoSubmission } from '../utils/use-step-two-submission';
import { PortfolioPicker } from './portfolio-picker';
import { StepTwoForm, type StepTwoProps } from './step-two-form';
import { NativeSelectField } from '../../../components/native-select-field';
import { TextField } from '../../../components/text-field';

/** Step 2's text fields; a server problem with any other field is a step 1 one. */
const STEP_TWO_FIELDS = [
  'university_name',
  'graduation_year',
  'instagram',
  'referred_from_id',
] as const;

const FILE_FIELDS = ['avatar', 'portfolio'] as const;

interface FileErrors {
  avatar?: string | undefined;
  portfolio?: string | undefined;
}

/** The files are outside the shared text schema: their rules are the spec's, checked here. */
function fileProblems(avatar: File | null, portfolio: readonly File[]): FileErrors {
  return {
    avatar: avatar ? undefined : avatarRequired,
    portfolio:
      portfolio.length < LIMITS.signUpPortfolioMin
        ? portfolioRequired
        : portfolio.length > LIMITS.signUpPortfolioMax
          ? portfolioSignUpMax
          : undefined,
  };
}

/**
 * Designer sign-up, step 2: studies, Instagram, how they met the marketplace, profile photo and
 * portfolio (spec part 1 §2, §5). Sends both steps as one multipart application.
 */
export function DesignerStepTwoForm({
  stepOne,
  onBack,
  onSubmitted,
}: StepTwoProps<DesignerStepOne>) {
  const brand = useBrandName();
  const sources = useReferralSources();
  const submission = useSubmitDesignerApplication();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [portfolio, setPortfolio] = useState<File[]>([]);
  const resolver = useMemo(
    () =>
      lazySchemaResolver(() =>
        import('@hogarte/shared/schemas/people').then((module) =>
          module.designerStepTwoSchema(brand),
        ),
      ),
    [brand],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      university_name: '',
      graduation_year: '',
      instagram: '',
      referred_from_id: '',
    },
  });

  const step = useStepTwoSubmission({
    fileFields: FILE_FIELDS,
    stepFields: STEP_TWO_FIELDS,
    setError,
    onSubmitted,
  });

  // Required-file messages appear once the person has tried to send, and leave once fixed.
  const required = step.attempted ? fileProblems(avatar, portfolio) : {};
  const avatarError = step.serverFileErrors.avatar ?? required.avatar;
  const portfolioError = step.serverFileErrors.portfolio ?? required.portfolio;

  const send = handleSubmit(async (stepTwo) => {
    if (!avatar || fileProblems(avatar, portfolio).portfolio) return;
    await step.submit(() => submission.mutateAsync({ stepOne, stepTwo, avatar, portfolio }));
  });

  return (
    <StepTwoForm
      label="Solicitud de diseñador: perfil profesional"
      submission={step}
      send={send}
      onBack={onBack}
      submitting={isSubmitting}
      submitLabel="Enviar solicitud"
      spacingAbove={2}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Universidad"
          autoComplete="organization"
          {...textFieldProps(register('university_name'), errors.university_name)}
        />
        <TextField
          label="Año de graduación"
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: LIMITS.graduationYearDigits },
          }}
          {...textFieldProps(register('graduation_year'), errors.graduation_year)}
        />
        <TextField
          label="Usuario de Instagram (opcional)"
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          {...textFieldProps(register('instagram'), errors.instagram)}
          helperText={errors.instagram?.message ?? 'Sin @, por ejemplo: tu.estudio'}
        />
        <Controller
          control={control}
          name="referred_from_id"
          render={({ field }) => (
            <NativeSelectField
              label="¿Cómo nos conociste?"
              name={field.name}
              inputRef={field.ref}
              value={selectValue(field.value)}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(errors.referred_from_id)}
              helperText={errors.referred_from_id?.message}
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
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FileField
            label="Foto de perfil"
            kind={FILE_KIND.image}
            preview
            file={avatar}
            validate={signUpImageProblem}
            onChange={(file) => {
              setAvatar(file);
              step.clearFileError('avatar');
            }}
            error={avatarError}
            helperText="Una foto JPG o PNG de máximo 15MB"
          />
        </Box>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <PortfolioPicker
            files={portfolio}
            onChange={(files) => {
              setPortfolio(files);
              step.clearFileError('portfolio');
            }}
            error={portfolioError}
          />
        </Box>
      </Box>
    </StepTwoForm>
  );
}
