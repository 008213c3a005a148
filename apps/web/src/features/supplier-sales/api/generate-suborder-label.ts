import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_ORDERS_KEY } from './get-supplier-orders';

interface GeneratedLabel {
  trackingNumber: string;
  trackUrl: string;
  label: string;
}

/** `POST /v2/suppliers/suborders/{id}/label`: the carrier's guide and label, once per line. */
function generateSuborderLabel(suborderId: number) {
  return apiRequest<GeneratedLabel>(`/v2/suppliers/suborders/${suborderId}/label`, {
    method: 'POST',
  });
}

export function useGenerateSuborderLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSuborderLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_ORDERS_KEY }),
  });
}
