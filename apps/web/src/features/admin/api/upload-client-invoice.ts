import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadOrderInvoice } from '../../../lib/order-invoice';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

interface UploadClientInvoiceVariables {
  orderId: number;
  /** The invoice it replaces, if the order has one already. */
  replaces: number | null;
  file: File;
}

/**
 * `POST /v2/admin/clientOrder/{orderId}/invoice` (multipart `file`, a PDF), or
 * `PATCH …/invoice/{id}` to replace the one uploaded before. The buyer sees it in its purchase.
 */
function uploadClientInvoice({ orderId, replaces, file }: UploadClientInvoiceVariables) {
  return uploadOrderInvoice(`/v2/admin/clientOrder/${orderId}/invoice`, replaces, file);
}

export function useUploadClientInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
