/**
 * What both applications' second step keep while they are sent: whether sending was tried (the
 * required-file messages show from then on), the server's problems with the files, the terms
 * checkbox and the form's alert; and the sending itself, which sorts the server's problems.
 */
import { useState } from 'react';
import { sortServerErrors } from './sort-server-errors';

interface StepTwoSubmissionOptions<FileField extends string, Field extends string> {
  /** The step's file pickers, outside the form's text schema. */
  fileFields: readonly FileField[];
  /** The step's text fields; a server problem with any other field is a step 1 one. */
  stepFields: readonly Field[];
  /** The form's `setError`, which shows a server problem under its field. */
  setError: (field: Field, error: { type: 'server'; message: string }) => void;
  onSubmitted: () => void;
}

export function useStepTwoSubmission<FileField extends string, Field extends string>({
  fileFields,
  stepFields,
  setError,
  onSubmitted,
}: StepTwoSubmissionOptions<FileField, Field>) {
  const [attempted, setAttempted] = useState(false);
  const [serverFileErrors, setServerFileErrors] = useState<
    Partial<Record<FileField, string | undefined>>
  >({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /** Sends the application; its problems go to their fields, their file pickers or the alert. */
  async function submit(send: () => Promise<unknown>) {
    setFormError(null);
    setServerFileErrors({});
    try {
      await send();
      onSubmitted();
    } catch (error) {
      const sorted = sortServerErrors(error, fileFields, stepFields);
      for (const { field, message } of sorted.fields) {
        setError(field, { type: 'server', message });
      }
      setServerFileErrors(sorted.files);
      setFormError(sorted.formMessage);
    }
  }

  return {
    attempted,
    markAttempted: () => setAttempted(true),
    serverFileErrors,
    /** A new file replaces the one the server refused: its message goes. */
    clearFileError: (field: FileField) =>
      setServerFileErrors((current) => ({ ...current, [field]: undefined })),
    termsAccepted,
    setTermsAccepted,
    formError,
    submit,
  };
}

export type StepTwoSubmission = ReturnType<typeof useStepTwoSubmission>;
