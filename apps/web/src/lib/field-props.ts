/**
 * Connects a react-hook-form registration to an MUI TextField: the ref must reach the `<input>`
 * (for focus on error), not the TextField's wrapper, and the error shows as helper text.
 */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export function textFieldProps(registration: UseFormRegisterReturn, error?: FieldError) {
  const { ref, ...rest } = registration;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: error?.message,
  };
}
