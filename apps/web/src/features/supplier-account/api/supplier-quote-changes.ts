/**
 * The supplier's changes to one of its presential quotes (part 2 §2.5, §7): tracking links and
 * receipts. Each answers the quote as it now is, which the open dialog shows at once (a quote may
 * leave the chip it was listed under, as when its first receipt finishes it), and the lists are
 * read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { showServerError, showToast } from '../../../lib/toast';

/** What every change answers: the quote as it now is. */
const supplierQuoteChanged = () =>
  import('@hogarte/shared/contracts/presential').then((m) => m.supplierQuoteChangedSchema);

/** The multipart field the API reads the file from. */
const FILE_FIELD = 'file';

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(FILE_FIELD, file);
  return form;
}

/**
 * A change of the supplier: its success is toasted (`said` of the answer) and the lists read
 * again; a refusal is toasted unless the caller shows it itself.
 */
function useSupplierChange<TInput, TAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  said: (answer: TAnswer) => string,
  { toastRefusal }: { toastRefusal: boolean } = { toastRefusal: true },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      showToast(said(answer), 'success');
      return queryClient.invalidateQueries({ queryKey: remodelingKeys.supplierQuoteLists() });
    },
    ...(toastRefusal
      ? {
          onError: (error: unknown) => showServerError(error),
        }
      : {}),
  });
}

export interface TrackingRequest {
  quoteId: number;
  url: string;
}

/**
 * `POST /v1/presential-consultancy/invoices/{id}/trackings?whatsapp=true` {url}: the client hears
 * it by WhatsApp. A refusal is shown under the url field by the dialog (part 2 §8), so no toast.
 */
export function useAddSupplierQuoteTracking() {
  return useSupplierChange(
    ({ quoteId, url }: TrackingRequest) =>
      apiRequest(`/v1/presential-consultancy/invoices/${quoteId}/trackings?whatsapp=true`, {
        method: 'POST',
        body: { url },
        response: supplierQuoteChanged,
      }),
    (answer) => answer.message,
    { toastRefusal: false },
  );
}

/** `DELETE /v1/presential-consultancy/trackUrl/{id}`: the supplier takes back one of its links. */
export function useDeleteSupplierQuoteTracking() {
  return useSupplierChange(
    (trackingId: number) =>
      apiRequest(`/v1/presential-consultancy/trackUrl/${trackingId}`, {
        method: 'DELETE',
        response: supplierQuoteChanged,
      }),
    (answer) => answer.message,
  );
}

export interface ReceiptUpload {
  quote: SupplierQuote;
  file: File;
}

/**
 * `POST /v1/presential-consultancy/{hashid}/files/invoice?supplier_receipt=true&invoice_id={id}`
 * (multipart `file`, a PDF): a receipt or invoice of the supplier for a paid quote, from the
 * invoice history.
 */
export function useUploadSupplierQuoteReceipt() {
  return useSupplierChange(
    ({ quote, file }: ReceiptUpload) => {
      const hashid = encodeURIComponent(quote.presentialConsultancy.hashid);
      return apiRequest(
        `/v1/presential-consultancy/${hashid}/files/invoice?supplier_receipt=true&invoice_id=${quote.id}`,
        {
          method: 'POST',
          body: fileForm(file),
          response: supplierQuoteChanged,
        },
      );
    },
    () => MESSAGES.invoiceUploaded,
  );
}

/**
 * `POST /v1/suppliers/{hash}/files/invoice?invoice_id={id}` (multipart `file`, a PDF): the
 * dashboard's row action, the same upload through the supplier's own door; `hash` is its uuid.
 */
export function useUploadSupplierInvoice(supplierUuid: string) {
  return useSupplierChange(
    ({ quote, file }: ReceiptUpload) =>
      apiRequest(
        `/v1/suppliers/${encodeURIComponent(supplierUuid)}/files/invoice?invoice_id=${quote.id}`,
        {
          method: 'POST',
          body: fileForm(file),
          response: () =>
            import('@hogarte/shared/contracts/presential').then(
              (m) => m.supplierFileUploadedSchema,
            ),
        },
      ),
    () => MESSAGES.invoiceUploaded,
  );
}

/** `DELETE /v1/presential-consultancy/supplier-receipt/{fileId}`: one of its own receipts. */
export function useDeleteSupplierQuoteReceipt() {
  return useSupplierChange(
    (fileId: number) =>
      apiRequest(`/v1/presential-consultancy/supplier-receipt/${fileId}`, {
        method: 'DELETE',
        response: supplierQuoteChanged,
      }),
    (answer) => answer.message,
  );
}
