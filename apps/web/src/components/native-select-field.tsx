/**
 * A select that opens the browser's own list: keyboard- and phone-friendly, and found by its label
 * in tests and journeys. A native select always shows an option, so its label stays raised above
 * it instead of lying over the value. It is the app's text field with MUI's `NativeSelect` for its
 * input, the document MUI's `TextField` renders with `select` and `native`, without the menu
 * select's Select, Menu, Popover and Modal (decision 044).
 */
import type { ReactNode } from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import { TextField, type TextFieldProps } from './text-field';

export type NativeSelectFieldProps = Omit<
  TextFieldProps,
  'multiline' | 'rows' | 'minRows' | 'maxRows' | 'type' | 'placeholder' | 'wrapInput'
> & { children: ReactNode };

export function NativeSelectField({ children, slotProps, ...props }: NativeSelectFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        // MUI's select marks the `<select>` itself as in error too (its styles read it).
        htmlInput: { error: props.error, ...slotProps?.htmlInput },
      }}
      wrapInput={(input) => <NativeSelect input={input}>{children}</NativeSelect>}
    />
  );
}
