import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: a search box queries the server after the
 * person pauses typing, not on every key (spec part 2 §9: search debounce 500 ms).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
