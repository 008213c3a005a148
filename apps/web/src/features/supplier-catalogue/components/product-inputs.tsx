/**
 * The two kinds of input every section of the product form is made of, bound to the form through
 * its context so the create page and each tab of the edit page use the very same fields.
 */
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { textFieldProps } from '../../../lib/field-props';
import type { ProductFormValues, ProductTextField } from '../utils/product-form';
import { NativeSelectField } from '../../../components/native-select-field';
import { TextField } from '../../../components/text-field';

interface ProductInputProps {
  name: ProductTextField;
  label: string;
  helperText?: ReactNode;
  /** Decimal measures and whole numbers bring up the phone's number keyboard. */
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  multiline?: boolean;
  /** Other fields whose rules read this one (the two-dimension rule, the packed weight). */
  deps?: Array<keyof ProductFormValues>;
  /** Spans the whole row of the section's grid. */
  wide?: boolean;
  autoComplete?: string;
}

export function ProductInput({
  name,
  label,
  helperText,
  inputMode = 'text',
  maxLength,
  multiline = false,
  deps,
  wide = false,
  autoComplete = 'off',
}: ProductInputProps) {
  const { register, control } = useFormContext<ProductFormValues>();
  // Subscribed to this field only: typing in one field does not redraw the whole form.
  const { errors } = useFormState({ control, name });
  const error = errors[name];
  return (
    <TextField
      label={label}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      autoComplete={autoComplete}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={{ htmlInput: { inputMode, maxLength } }}
      {...textFieldProps(register(name, deps ? { deps } : undefined), error)}
      helperText={error?.message ?? helperText}
    />
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

interface ProductSelectProps {
  name: ProductTextField;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Selecciona…"); none when a value is always chosen. */
  placeholder?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Called after the form took the new value (the category resets the brand). */
  onValueChange?: (value: string) => void;
}

export function ProductSelect({
  name,
  label,
  options,
  placeholder,
  helperText,
  disabled = false,
  onValueChange,
}: ProductSelectProps) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelectField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  );
}
