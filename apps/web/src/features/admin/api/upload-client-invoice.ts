import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
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
  const body = new FormData();
  body.append('file', file);
  const path = `/v2/admin/clientOrder/${orderId}/invoice`;
  return replaces === null
    ? apiRequest(path, {
        method: 'POST',
        body,
        response: () => import('@hogarte/shared/contracts/orders').then((m) => m.orderFileSchema),
      })
    : apiRequest(`${path}/${replaces}`, {
        method: 'PATCH',
        body,
        response: () => import('@hogarte/shared/contracts/orders').then((m) => m.orderFileSchema),
      });
}

export function useUploadClientInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
