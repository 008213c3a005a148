/**
 * A supplier's quotes as its screens name them (spec part 2, presential consultancy): their three
 * states. Free of zod, so the supplier's lists load none; the contracts (`contracts/presential.ts`)
 * build on these.
 */

export const SUPPLIER_QUOTE_STATUSES = ['quoted', 'paid', 'finished'] as const;
export type SupplierQuoteStatus = (typeof SUPPLIER_QUOTE_STATUSES)[number];

/** The chips of the supplier's quotes screen. */
export const SUPPLIER_QUOTE_STATUS_LABELS: Record<SupplierQuoteStatus, string> = {
  quoted: 'Cotizaciones',
  paid: 'Pagadas',
  finished: 'Terminadas',
};
