import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from '../../../lib/http';

function login(input: LoginInput) {
  return apiRequest('/v1/auth/login', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/session').then((m) => m.sessionResponseSchema),
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
