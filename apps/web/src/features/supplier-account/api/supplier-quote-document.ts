import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pdfFromBase64, saveBlob } from '../../../lib/save-blob';
import { showServerError } from '../../../lib/toast';

/**
 * `POST /v1/suppliers/{hash}/document/receipt` {invoice_id}: the client's billing data for a paid
 * quote as a PDF the server draws from what it stored (decision 030), saved under the name it
 * gives, as the sheet's equivalent document is. `hash` is the supplier's own uuid.
 */
export function useSupplierBillingDocument(supplierUuid: string) {
  return useMutation({
    mutationFn: async (quoteId: number) => {
      const answer = await apiRequest(
        `/v1/suppliers/${encodeURIComponent(supplierUuid)}/document/receipt`,
        {
          method: 'POST',
          body: { invoice_id: quoteId },
          response: () =>
            import('@hogarte/shared/contracts/remodelings').then((m) => m.pdfInfoSchema),
        },
      );
      saveBlob(pdfFromBase64(answer.info), answer.fileName);
    },
    onError: showServerError,
  });
}
