/**
 * A select with a label and helper text: MUI's `TextField` in its select mode, which brings
 * Select, Menu, Popover and Modal with it. Only a form that has a select pays for them; every
 * other text input is `components/text-field` (decision 044).
 */
import MuiTextField, { type OutlinedTextFieldProps } from '@mui/material/TextField';

export type SelectFieldProps = Omit<OutlinedTextFieldProps, 'select' | 'variant'>;

export function SelectField(props: SelectFieldProps) {
  return <MuiTextField {...props} select />;
}
