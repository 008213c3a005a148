import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { receiptInputSchema } from '@hogarte/shared/schemas/remodelings';
import { apiRequest } from '../../../lib/http';
import { receiptsPath, savedReceiptKey, type QuoteOwnerKind } from './get-saved-receipt';

/** The receipt as the shared schema parses it (a person or a company). */
export type ReceiptValues = (typeof receiptInputSchema)['_zod']['output'];

/** The kind apart from the fields: it travels in the query string, and as `receipt.type`. */
type SplitKind<Values> = Values extends { type: infer Kind }
  ? { type: Kind; fields: Omit<Values, 'type'> }
  : never;
export type ReceiptInput = SplitKind<ReceiptValues>;

/**
 * `POST /v1/remodelings/payments/receipts?person=true|company=true` (or the presential
 * consultancy's same call): keeps the client's receipt data for the next payments; answers the
 * toast's text (dataUpdated).
 */
export function useSaveReceipt(kind: QuoteOwnerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, fields }: ReceiptInput) =>
      apiRequest(`${receiptsPath(kind)}?${type}=true`, {
        method: 'POST',
        body: fields,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.receiptSavedSchema),
      }),
    onSuccess: (answer) => queryClient.setQueryData(savedReceiptKey(kind), answer.info),
  });
}
