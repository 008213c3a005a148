import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

interface ResetPasswordVariables {
  token: string;
  password: string;
}

function resetPassword({ token, password }: ResetPasswordVariables): Promise<unknown> {
  return apiRequest<unknown>(`/v1/users/password-reset/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body: { password },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
