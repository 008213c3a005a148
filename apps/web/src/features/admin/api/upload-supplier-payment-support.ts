import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

interface UploadSupportVariables {
  orderId: number;
  supplierId: string;
  file: File;
}

/** `POST /v2/admin/orders/{orderId}/{supplierId}` (multipart `file`, a PDF): proof of payment. */
function uploadSupplierPaymentSupport({ orderId, supplierId, file }: UploadSupportVariables) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/v2/admin/orders/${orderId}/${encodeURIComponent(supplierId)}`, {
    method: 'POST',
    body,
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.orderFileSchema),
  });
}

export function useUploadSupplierPaymentSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierPaymentSupport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
