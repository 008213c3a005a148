import { useMutation } from '@tanstack/react-query';
import { passwordResetDoneSchema } from '@hogarte/shared/contracts/session';
import { apiRequest } from '../../../lib/http';

interface ResetPasswordVariables {
  token: string;
  password: string;
}

function resetPassword({ token, password }: ResetPasswordVariables) {
  return apiRequest(`/v1/users/password-reset/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body: { password },
    response: passwordResetDoneSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
