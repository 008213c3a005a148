import { isApiError } from '../../../lib/http';

/** The first problem the server put on a field, for forms of a single field (a file). */
export function fieldProblem(error: unknown): string | undefined {
  return isApiError(error) ? error.errors[0]?.message : undefined;
}
