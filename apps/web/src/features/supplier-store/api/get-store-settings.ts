import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import { env } from '../../../lib/env';
import { apiRequest } from '../../../lib/http';

export const STORE_SETTINGS_KEY = ['suppliers', 'e-commerce'] as const;

/** `GET /v2/suppliers/e-commerce`: my storefront as its visitors get it (part 2 §3 Storefront). */
function getStoreSettings() {
  return apiRequest('/v2/suppliers/e-commerce', {
    response: () => import('@hogarte/shared/contracts/store-settings').then((m) => m.storeSchema),
  });
}

export function useStoreSettings() {
  return useQuery({ queryKey: STORE_SETTINGS_KEY, queryFn: getStoreSettings });
}

/**
 * After a change, the supplier's own store must not show the old look: the browser's cached copy
 * of the public store (kept a minute, see the API) is fetched again, and open store pages reload.
 */
export function afterStoreChange(queryClient: QueryClient, settings: Store | undefined) {
  if (!settings) return;
  const url = `${env.apiBaseUrl}/v2/suppliers/e-commerce/${encodeURIComponent(settings.store)}`;
  fetch(url, { cache: 'reload' }).catch(() => undefined);
  // The storefront's query of this store (`['store', name]`, features/storefront/api/get-store).
  void queryClient.invalidateQueries({ queryKey: ['store'] });
}

/** Applies a change to the cached settings and refreshes the public copies. */
export function updateStoreSettings(queryClient: QueryClient, change: (settings: Store) => Store) {
  const next = queryClient.setQueryData<Store>(STORE_SETTINGS_KEY, (settings) =>
    settings ? change(settings) : settings,
  );
  afterStoreChange(queryClient, next);
}
