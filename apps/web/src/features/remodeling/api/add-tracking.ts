import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

export interface TrackingRequest {
  quoteId: number;
  url: string;
}

/**
 * `POST /v1/remodelings/invoices/{id}/trackings?whatsapp=true` {url}: a supplier with lines in the
 * paid quote adds where its shipment can be followed; the client hears it by WhatsApp. A refusal
 * is shown under the url field by the dialog (part 2 §8).
 */
export function useAddTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, url }: TrackingRequest) =>
      apiRequest(`/v1/remodelings/invoices/${quoteId}/trackings?whatsapp=true`, {
        method: 'POST',
        body: { url },
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return keepSheet(queryClient, answer.info);
    },
  });
}
