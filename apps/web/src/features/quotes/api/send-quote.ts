import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteInput } from '@hogarte/shared/schemas/remodelings';
import { apiRequest } from '../../../lib/http';
import type { QuotePurchase } from '../../../lib/quote-purchase';
import { pdfFromBase64 } from '../../../lib/save-blob';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { quotesApiPath } from '../quote-paths';

export interface QuotePreview {
  pdf: Blob;
  fileName: string;
}

/**
 * `POST …/invoices/preview`: the quote's PDF as the server renders it (decision 029), nothing
 * reserved.
 */
export function usePreviewQuote(purchase: QuotePurchase | null) {
  return useMutation({
    mutationFn: async (input: QuoteInput): Promise<QuotePreview> => {
      if (!purchase) throw new Error('A quote is previewed for a purchase');
      const answer = await apiRequest(`${quotesApiPath(purchase)}/preview`, {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.pdfInfoSchema),
      });
      return { pdf: pdfFromBase64(answer.info), fileName: answer.fileName };
    },
  });
}

/**
 * `POST …/invoices?whatsapp=true`: the server builds the lines again, reserves the units for three
 * days, stores the quote and its PDF and tells the client by WhatsApp. Only the toast's text is
 * read here; the sheet is read again where it is shown.
 */
export function useSendQuote(purchase: QuotePurchase | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) => {
      if (!purchase) throw new Error('A quote is sent for a purchase');
      return apiRequest(`${quotesApiPath(purchase)}?whatsapp=true`, {
        method: 'POST',
        body: input,
        response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remodelingKeys.all }),
  });
}
