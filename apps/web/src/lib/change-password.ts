import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from './http';
import { saveToken } from './session';

function changePassword(input: ChangePasswordInput) {
  return apiRequest('/v2/users/password', {
    method: 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/session').then((m) => m.passwordChangedSchema),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The change revokes the old token: keep the new one or the next call would be refused.
    onSuccess: (response) => {
      saveToken(response.token);
    },
  });
}
