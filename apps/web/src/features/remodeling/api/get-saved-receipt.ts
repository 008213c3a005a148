import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { QuotePurchase } from '../../../lib/quote-purchase';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** What quotes are paid for: a remodelling's sheet or a presential consultancy. */
export type QuoteOwnerKind = QuotePurchase['kind'];

/** Where each kind keeps the client's receipt data (the spec names both calls). */
const RECEIPTS_PATHS: Record<QuoteOwnerKind, string> = {
  remodeling: '/v1/remodelings/payments/receipts',
  presential: '/v1/presential-consultancy/payments/receipts',
};

export function receiptsPath(kind: QuoteOwnerKind): string {
  return RECEIPTS_PATHS[kind];
}

export function savedReceiptKey(kind: QuoteOwnerKind) {
  return [...remodelingKeys.receipt(), kind] as const;
}

/**
 * `GET /v1/remodelings/payments/receipts` or `GET /v1/presential-consultancy/payments/receipts`:
 * the receipt data the client gave last, or null.
 */
export function useSavedReceipt(kind: QuoteOwnerKind) {
  return useQuery({
    queryKey: savedReceiptKey(kind),
    queryFn: async () => {
      const answer = await apiRequest(receiptsPath(kind), {
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.savedReceiptSchema),
      });
      return answer.info;
    },
  });
}
