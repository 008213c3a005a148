import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ENVIA_KEY_KEY } from './get-envia-key';

function updateEnviaKey(input: { enviaKey: string }) {
  return apiRequest('/v2/suppliers/envia-key', {
    method: 'PATCH',
    body: input,
    response: () => import('@hogarte/shared/contracts/suppliers').then((m) => m.enviaKeySetSchema),
  });
}

export function useUpdateEnviaKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnviaKey,
    // The answer carries no masked value: read it again to show the new last digits.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENVIA_KEY_KEY }),
  });
}
