import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { apiRequest } from '../../../lib/http';

function requestPasswordReset(email: string) {
  return apiRequest('/v1/users/password-reset', {
    method: 'POST',
    body: { email },
    response: messageSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
