import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

interface ResetPasswordVariables {
  token: string;
  password: string;
}

function resetPassword({ token, password }: ResetPasswordVariables) {
  return apiRequest(`/v1/users/password-reset/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body: { password },
    response: () =>
      import('@hogarte/shared/contracts/session').then((m) => m.passwordResetDoneSchema),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
