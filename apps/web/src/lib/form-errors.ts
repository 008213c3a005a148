/** Puts an API failure on a react-hook-form form: field errors on their fields, the rest as text. */
import { unexpected } from '@hogarte/shared/message-texts/general';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './http';

/**
 * Sets each `errors[]` entry whose field the form shows (through `aliases` when the API names a
 * field differently, e.g. `city_id` shown on the city picker). Says how many it placed and which
 * messages no field took.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): { placed: number; unplaced: string[] } {
  const unplaced: string[] = [];
  if (!isApiError(error)) return { placed: 0, unplaced };
  let placed = 0;
  for (const item of error.errors) {
    const target = aliases[item.field] ?? fields.find((field) => field === item.field);
    if (target) {
      setError(target, { type: 'server', message: item.message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      unplaced.push(item.message);
    }
  }
  return { placed, unplaced };
}

/** The server's message when it sent one, else the screen's own fallback text (the generic one). */
export function serverMessage(error: unknown, fallback: string = unexpected): string {
  return isApiError(error) && error.statusCode > 0 && error.message ? error.message : fallback;
}
