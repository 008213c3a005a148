import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from './http';
import { saveToken } from './session';

interface ChangePasswordResponse {
  message?: string;
  token?: string;
}

function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/v2/users/password', { method: 'PATCH', body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The change revokes the old token: keep the new one or the next call would be refused.
    onSuccess: (response) => {
      if (response.token) saveToken(response.token);
    },
  });
}
