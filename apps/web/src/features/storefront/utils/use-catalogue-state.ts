import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  catalogueSearchParams,
  parseCatalogueParams,
  type CatalogueState,
} from './catalogue-query';

/**
 * The catalogue's state read from, and written to, the address bar. A change shows at once
 * (a ticked box stays ticked) while the router moves to the new address.
 */
export function useCatalogueState() {
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => parseCatalogueParams(params), [params]);
  const [pending, setPending] = useState<CatalogueState | null>(null);
  const [seenParams, setSeenParams] = useState(params);
  if (seenParams !== params) {
    // The address has moved (this change, the back button, a link): it is the truth again.
    setSeenParams(params);
    setPending(null);
  }
  const update = useCallback(
    (next: CatalogueState, options: { replace?: boolean } = {}) => {
      setPending(next);
      setParams(catalogueSearchParams(next), {
        preventScrollReset: true,
        replace: options.replace ?? false,
      });
    },
    [setParams],
  );
  return { state: pending ?? fromAddress, update };
}
