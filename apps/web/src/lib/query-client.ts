/** One query client for the app, with retries only where a retry can help. */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; only network trouble and 5xx deserve one more try.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
