/**
 * A remodelling as its screens name it: its two states and the documents a receipt is made out
 * to. Free of zod, so the process sheet and the quote lists load none; the contracts
 * (`contracts/remodelings.ts`) build on these.
 */

export const REMODELING_STATUSES = ['active', 'finished'] as const;

export const REMODELING_STATUS_LABELS: Record<(typeof REMODELING_STATUSES)[number], string> = {
  active: 'Activo',
  finished: 'Terminado',
};

/** Receipt data (part 2 §3): a person with CC or CE, or a company with its NIT. */
export const RECEIPT_DOCUMENT_TYPES = ['CC', 'CE'] as const;

export const RECEIPT_DOCUMENT_TYPE_LABELS: Record<(typeof RECEIPT_DOCUMENT_TYPES)[number], string> =
  { CC: 'Cédula de ciudadanía', CE: 'Cédula de extranjería' };
