import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { showServerError, showToast } from '../../../lib/toast';
import { keepPresential } from './get-presential';

/**
 * `PATCH /v1/presential-consultancy/{hashid}/invoices/{id}?whatsapp=true` {is_approved: true}: the
 * client approves a quote of the consultancy, once; the designer hears it by WhatsApp.
 */
export function useApprovePresentialQuote(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) =>
      apiRequest(
        `/v1/presential-consultancy/${encodeURIComponent(hashid)}/invoices/${quoteId}?whatsapp=true`,
        {
          method: 'PATCH',
          body: { is_approved: true },
          response: () =>
            import('@hogarte/shared/contracts/presential').then((m) => m.presentialChangedSchema),
        },
      ),
    onSuccess: async (answer) => {
      showToast(MESSAGES.quoteApproved, 'success');
      await keepPresential(queryClient, answer.info);
      // The checkout's list of approved quotes now holds it.
      return queryClient.invalidateQueries({
        queryKey: [...remodelingKeys.presential(hashid), 'quotes'],
      });
    },
    onError: showServerError,
  });
}
