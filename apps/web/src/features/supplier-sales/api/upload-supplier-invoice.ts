import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadOrderInvoice } from '../../../lib/order-invoice';
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
  return uploadOrderInvoice(`/v2/suppliers/orders/${orderId}/invoice`, replaces, file);
}

export function useUploadSupplierInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_ORDERS_KEY }),
  });
}
