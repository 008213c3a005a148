import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { StepTwoSubmission } from '../utils/use-step-two-submission';
import { StepTwoActions } from './step-two-actions';

/** What each application's step-two form receives from its page. */
export interface StepTwoProps<StepOne> {
  /** Step 1's answers, sent with step 2's. */
  stepOne: StepOne;
  onBack: () => void;
  onSubmitted: () => void;
}

interface StepTwoFormProps {
  /** The form's accessible name. */
  label: string;
  submission: Pick<
    StepTwoSubmission,
    'markAttempted' | 'formError' | 'termsAccepted' | 'setTermsAccepted'
  >;
  /** The form library's submit handler: it checks the fields, then sends. */
  send: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onBack: () => void;
  submitting: boolean;
  submitLabel: string;
  /** Space between the last field and the terms checkbox. */
  spacingAbove: number;
  children: ReactNode;
}

/**
 * The frame of both applications' second step: the form, its alert for problems no field can
 * show, the step's fields, and the terms, 'Volver' and submit buttons.
 */
export function StepTwoForm({
  label,
  submission,
  send,
  onBack,
  submitting,
  submitLabel,
  spacingAbove,
  children,
}: StepTwoFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submission.markAttempted();
    void send(event);
  };

  return (
    <Box component="form" aria-label={label} noValidate onSubmit={onSubmit}>
      {submission.formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {submission.formError}
        </Alert>
      ) : null}
      {children}
      <StepTwoActions
        termsAccepted={submission.termsAccepted}
        onTermsChange={submission.setTermsAccepted}
        onBack={onBack}
        submitting={submitting}
        submitLabel={submitLabel}
        spacingAbove={spacingAbove}
      />
    </Box>
  );
}
