/**
 * Every text input with a label and helper text: the parts MUI's `TextField` puts together in its
 * outlined variant (FormControl, InputLabel, OutlinedInput, FormHelperText), with the same ids
 * and ARIA wiring, so it looks and reads the same. MUI's own component always brings its select
 * mode too (Select, Menu, Popover, Modal and the other input variants: about 17 KB gzip of a form
 * page's first load, decision 044); a select is `components/select-field`.
 */
import { useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/** What goes to the `<input>` itself and to the input's box. */
type InputFieldProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'rows'
  | 'type'
  | 'value'
>;

/** The root's own props (spacing, size, colour, states); the input's events are the input's. */
type RootProps = Omit<
  FormControlProps,
  keyof InputFieldProps | 'children' | 'variant' | 'hiddenLabel' | 'margin'
>;

export interface TextFieldProps extends RootProps, InputFieldProps {
  label?: ReactNode;
  helperText?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  /** As MUI's `TextField`: props for the input's box, the `<input>`, the label, the helper text. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
  /** The names MUI's `Autocomplete` hands its `renderInput` (`slotProps` wins over them). */
  InputProps?: Partial<OutlinedInputProps>;
  inputProps?: InputBaseComponentProps;
  InputLabelProps?: Partial<InputLabelProps>;
  /**
   * Wraps the input before it is placed (`native-select-field` turns it into a select); the
   * label, the message and their ids stay this component's.
   */
  wrapInput?: (input: ReactElement) => ReactElement;
}

export function TextField(givenProps: TextFieldProps) {
  // The theme's `MuiTextField` defaults (every field as wide as its column) serve this field and
  // MUI's select alike.
  const {
    label,
    helperText,
    id: givenId,
    slotProps,
    InputProps,
    inputProps,
    InputLabelProps,
    autoComplete,
    autoFocus,
    defaultValue,
    inputRef,
    maxRows,
    minRows,
    multiline,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    type,
    value,
    fullWidth,
    wrapInput = (input) => input,
    ...rootProps
  }: TextFieldProps = useDefaultProps({ props: givenProps, name: 'MuiTextField' });
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hasLabel = label !== undefined && label !== null && label !== '';
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelProps = { ...InputLabelProps, ...slotProps?.inputLabel };
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} {...rootProps}>
      {hasLabel ? (
        <InputLabel htmlFor={id} id={`${id}-label`} {...labelProps}>
          {label}
        </InputLabel>
      ) : null}
      {wrapInput(
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          // The outline leaves a gap for the label; a label told to stay up keeps its gap.
          label={label}
          notched={labelProps.shrink}
          inputProps={{ ...inputProps, ...slotProps?.htmlInput }}
          {...InputProps}
          {...slotProps?.input}
        />,
      )}
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
