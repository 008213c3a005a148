import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import type { City } from '@hogarte/shared/contracts/lookups';
import { cityLabel, useCities } from '../lib/lookups';
import { TextField } from './text-field';

export interface CityFieldProps {
  /** The selected city's id (DANE code), or empty. */
  value: string;
  onChange: (city: City | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  disabled?: boolean;
}

// 1,122 municipalities: only the first matches are rendered, and accents are optional when typing.
const filterCities = createFilterOptions<City>({
  limit: 50,
  stringify: (city) => cityLabel(city),
});

/**
 * Picks one of Colombia's municipalities, shown as `Medellín, Antioquia`: MUI's `Autocomplete`,
 * loaded by `city-autocomplete.tsx` after the page's first render.
 */
export function CitySearch({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  inputRef,
  disabled = false,
  autoFocus,
}: CityFieldProps & {
  label: string;
  /** Takes the focus as it appears (the placeholder it replaces had it). */
  autoFocus: boolean;
}) {
  const { data: cities = [], isLoading } = useCities();
  const selected = useMemo(() => cities.find((city) => city.id === value) ?? null, [cities, value]);
  return (
    <Autocomplete
      options={cities}
      value={selected}
      loading={isLoading}
      disabled={disabled}
      loadingText="Cargando ciudades…"
      noOptionsText="No encontramos esa ciudad"
      filterOptions={filterCities}
      getOptionLabel={cityLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, city) => onChange(city)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          autoFocus={autoFocus}
          autoComplete="address-level2"
        />
      )}
    />
  );
}
