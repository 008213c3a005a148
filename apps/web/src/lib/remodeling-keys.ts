/**
 * The query keys of the remodelling screens. Everything lives under `remodelingKeys.all`, so a
 * change to a sheet (a step, a quote paid, a file) can refresh every list and sheet at once.
 */
export const remodelingKeys = {
  all: ['remodelings'] as const,
  lists: () => [...remodelingKeys.all, 'list'] as const,
  list: (query: object) => [...remodelingKeys.lists(), query] as const,
  sheet: (hashid: string) => [...remodelingKeys.all, 'sheet', hashid] as const,
  quotes: (hashid: string, filter: string) =>
    [...remodelingKeys.all, 'quotes', hashid, filter] as const,
  /** The client's receipt data, the same on every sheet. */
  receipt: () => [...remodelingKeys.all, 'receipt'] as const,
  legacyCheckout: (hashid: string) => [...remodelingKeys.all, 'legacy-checkout', hashid] as const,
};
