/**
 * Changes shown before the server answers: every cached answer under a key is rewritten at once,
 * and what was there is kept, to put back if the server refuses.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type CacheSnapshot<Data> = Array<[QueryKey, Data | undefined]>;

/** Rewrites each cached answer under `queryKey`; `change` gets each answer's own key too. */
export async function changeCached<Data>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (data: Data, key: QueryKey) => Data,
): Promise<CacheSnapshot<Data>> {
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<Data>({ queryKey });
  for (const [key, data] of snapshot) {
    if (data !== undefined) queryClient.setQueryData(key, change(data, key));
  }
  return snapshot;
}

export function restoreCached<Data>(
  queryClient: QueryClient,
  snapshot: CacheSnapshot<Data> | undefined,
): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
