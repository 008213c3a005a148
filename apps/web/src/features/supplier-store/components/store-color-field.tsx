import type { Ref } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { TextField } from '../../../components/text-field';

const FULL_HEX = /^#[0-9a-f]{6}$/i;
const SHORT_HEX = /^#[0-9a-f]{3}$/i;

/** The native picker takes `#rrggbb` only. */
function pickerValue(value: string): string {
  if (FULL_HEX.test(value)) return value.toLowerCase();
  if (SHORT_HEX.test(value)) {
    return `#${[...value.slice(1).toLowerCase()].map((digit) => digit + digit).join('')}`;
  }
  return '#000000';
}

interface StoreColorFieldProps {
  label: string;
  /** The swatch's name, worded apart from the field's so each is found by its own. */
  pickerLabel: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/**
 * A brand colour: the system's colour picker as a swatch, and the hex code beside it for people
 * who know their brand's exact colour.
 */
export function StoreColorField({
  label,
  pickerLabel,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: StoreColorFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? 'Hexadecimal, ej.: #8C4A2F'}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={pickerLabel}
                value={pickerValue(value)}
                onChange={(event) => onChange(event.target.value)}
                sx={{
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: 0 },
                  '&::-webkit-color-swatch': { border: 'none', borderRadius: 0.5 },
                  '&::-moz-color-swatch': { border: 'none', borderRadius: 0.5 },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
