import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/v1/users/password-reset', {
    method: 'POST',
    body: { email },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
