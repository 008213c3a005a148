import { lazy, Suspense, useMemo, useState } from 'react';
import { cityLabel, useCities } from '../lib/lookups';
import type { CityFieldProps } from './city-search';
import { TextField } from './text-field';

/**
 * MUI's `Autocomplete` and its popper (about 22 KB gzip) are not in the first load of the pages
 * with a city field (the sign-ups, the checkout's addresses): they load as the field first
 * renders, beside the list of municipalities the field needs before it can offer any (decision
 * 048). Until then the field shows as it will, with its label, value and message, read-only.
 */
const CitySearch = lazy(async () => ({ default: (await import('./city-search')).CitySearch }));

/** The field as it looks while its search loads; it hands its focus on to the search. */
function CityFieldPlaceholder({
  value,
  label,
  error,
  helperText,
  inputRef,
  disabled,
  onFocus,
}: CityFieldProps & { onFocus: () => void }) {
  const { data: cities } = useCities();
  const selected = useMemo(() => cities?.find((city) => city.id === value), [cities, value]);
  return (
    <TextField
      label={label}
      value={selected ? cityLabel(selected) : ''}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      disabled={disabled}
      onFocus={onFocus}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

/** Picks one of Colombia's municipalities, shown as `Medellín, Antioquia`. */
export function CityAutocomplete({ label = 'Ciudad', ...props }: CityFieldProps) {
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  return (
    <Suspense
      fallback={
        <CityFieldPlaceholder
          {...props}
          label={label}
          onFocus={() => setPlaceholderFocused(true)}
        />
      }
    >
      <CitySearch {...props} label={label} autoFocus={placeholderFocused} />
    </Suspense>
  );
}
