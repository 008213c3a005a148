import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `PATCH /v1/remodelings/{hashid}/invoices/{id}?whatsapp=true`: the client approves a quote, once;
 * the designer hears it by WhatsApp and the quote may then be paid.
 */
export function useApproveQuote(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) =>
      apiRequest(
        `/v1/remodelings/${encodeURIComponent(hashid)}/invoices/${quoteId}?whatsapp=true`,
        {
          method: 'PATCH',
          body: { is_approved: true },
          response: () =>
            import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
        },
      ),
    onSuccess: async (answer) => {
      showToast(MESSAGES.quoteApproved, 'success');
      await keepSheet(queryClient, answer.info);
      // The checkout's list of approved quotes now holds it.
      return queryClient.invalidateQueries({
        queryKey: [...remodelingKeys.all, 'quotes', hashid],
      });
    },
    onError: showServerError,
  });
}
