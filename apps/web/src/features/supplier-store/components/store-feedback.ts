import { isApiError } from '../../../lib/http';

/**
 * A failed change's toast: the API's own words for what the supplier sent (a limit, a network
 * already linked, a file too heavy), else the spec's error text for the section.
 */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500
    ? error.message
    : fallback;
}
