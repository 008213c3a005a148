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
  /** Presential consultancies live under the same root: a quote or payment refreshes both. */
  presentialLists: () => [...remodelingKeys.all, 'presential', 'list'] as const,
  presentialList: (who: 'designer' | 'client') =>
    [...remodelingKeys.presentialLists(), who] as const,
  presential: (hashid: string) => [...remodelingKeys.all, 'presential', hashid] as const,
  presentialQuotes: (hashid: string, filter: string) =>
    [...remodelingKeys.all, 'presential', hashid, 'quotes', filter] as const,
  presentialDeposit: (hashid: string) =>
    [...remodelingKeys.all, 'presential', hashid, 'deposit'] as const,
  /** A supplier's presential quotes (its dashboard and its quotes screen). */
  supplierQuoteLists: () => [...remodelingKeys.all, 'supplier-quotes'] as const,
  supplierQuotes: (query: object) => [...remodelingKeys.supplierQuoteLists(), query] as const,
};
