import { useQuery } from '@tanstack/react-query';
import { savedReceiptSchema } from '@hogarte/shared/contracts/remodelings';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** `GET /v1/remodelings/payments/receipts`: the receipt data the client gave last, or null. */
export function useSavedReceipt() {
  return useQuery({
    queryKey: remodelingKeys.receipt(),
    queryFn: async () => {
      const answer = await apiRequest('/v1/remodelings/payments/receipts', {
        response: savedReceiptSchema,
      });
      return answer.info;
    },
  });
}
