import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function requestPasswordReset(email: string) {
  return apiRequest('/v1/users/password-reset', {
    method: 'POST',
    body: { email },
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
