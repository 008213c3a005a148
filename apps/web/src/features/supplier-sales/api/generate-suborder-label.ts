import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_ORDERS_KEY } from './get-supplier-orders';

/** `POST /v2/suppliers/suborders/{id}/label`: the carrier's guide and label, once per line. */
function generateSuborderLabel(suborderId: number) {
  return apiRequest(`/v2/suppliers/suborders/${suborderId}/label`, {
    method: 'POST',
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.shipmentLabelSchema),
  });
}

export function useGenerateSuborderLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSuborderLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_ORDERS_KEY }),
  });
}
