import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_ORDERS_KEY } from './get-supplier-orders';

interface UploadInvoiceVariables {
  orderId: number;
  /** The invoice it replaces, if the order has one already. */
  replaces: number | null;
  file: File;
}

/**
 * `POST /v2/suppliers/orders/{id}/invoice` (multipart `file`, a PDF), or
 * `PATCH …/invoice/{fileId}` to replace the one uploaded before.
 */
function uploadSupplierInvoice({ orderId, replaces, file }: UploadInvoiceVariables) {
  const body = new FormData();
  body.append('file', file);
  const path = `/v2/suppliers/orders/${orderId}/invoice`;
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

export function useUploadSupplierInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_ORDERS_KEY }),
  });
}
