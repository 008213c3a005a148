import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@hogarte/shared/contracts/orders';
import { apiRequest } from '../../../lib/http';
import { adminOrderKey } from './get-admin-order';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

interface TogglePaymentVariables {
  orderId: number;
  supplierId: string;
}

/** `PATCH /v2/admin/orderItem/{orderId}/{supplierId}`: flips the supplier's payment mark. */
function toggleSupplierPayment({ orderId, supplierId }: TogglePaymentVariables) {
  return apiRequest(`/v2/admin/orderItem/${orderId}/${encodeURIComponent(supplierId)}`, {
    method: 'PATCH',
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.supplierPaymentSchema),
  });
}

function flip(order: AdminOrder | undefined, supplierId: string): AdminOrder | undefined {
  if (!order) return order;
  return {
    ...order,
    suppliers: order.suppliers.map((supplier) =>
      supplier.supplier_id === supplierId ? { ...supplier, is_paid: !supplier.is_paid } : supplier,
    ),
  };
}

/** The switch flips at once and flips back if the server refuses. */
export function useToggleSupplierPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSupplierPayment,
    onMutate: async ({ orderId, supplierId }) => {
      const key = adminOrderKey(orderId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminOrder>(key);
      queryClient.setQueryData<AdminOrder>(key, (order) => flip(order, supplierId));
      return { before };
    },
    onError: (_error, { orderId }, context) => {
      queryClient.setQueryData(adminOrderKey(orderId), context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
