import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { WOMPI_KEY_KEY } from './get-wompi-key';

function updateWompiKey(input: { wompiKey: string }) {
  return apiRequest('/v2/suppliers/wompi-key', {
    method: 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/suppliers').then((m) => m.wompiKeyStateSchema),
  });
}

export function useUpdateWompiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWompiKey,
    onSuccess: (answer) => queryClient.setQueryData(WOMPI_KEY_KEY, answer),
  });
}
