import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuborderStatus } from '@hogarte/shared/orders';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_ORDERS_KEY } from './get-supplier-orders';

interface SetStatusVariables {
  suborderId: number;
  status: SuborderStatus;
}

/** `PATCH /v2/suppliers/suborders/{id}/status {status}`, as SUBORDER_TRANSITIONS allow. */
function setSuborderStatus({ suborderId, status }: SetStatusVariables) {
  return apiRequest(`/v2/suppliers/suborders/${suborderId}/status`, {
    method: 'PATCH',
    body: { status },
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.suborderSchema),
  });
}

export function useSetSuborderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuborderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_ORDERS_KEY }),
  });
}
