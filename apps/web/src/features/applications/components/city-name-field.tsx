import { useMemo } from 'react';
import type { City } from '@hogarte/shared/contracts/lookups';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { cityLabel, useCities } from '../../../lib/lookups';

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
