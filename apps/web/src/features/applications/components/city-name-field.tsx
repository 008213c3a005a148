import { useMemo } from 'react';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { cityLabel, useCities, type City } from '../../../lib/lookups';

interface CityNameFieldProps {
  /** The city as the API takes it, `Medellín, Antioquia`. */
  value: string;
  onChange: (city: City | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: boolean;
  helperText?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The city picker for forms that keep the city by its name (`city_name`, the warehouses'
 * `warehouseN_city_name`): it finds the chosen city back from the name.
 */
export function CityNameField({ value, ...props }: CityNameFieldProps) {
  const { data: cities } = useCities();
  const cityId = useMemo(
    () => cities?.find((city) => cityLabel(city) === value)?.id ?? '',
    [cities, value],
  );
  return <CityAutocomplete value={cityId} {...props} />;
}
