import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from '../../../lib/http';
import type { SessionUser } from '../../../lib/session';

export interface AuthResponse {
  token: string;
  user: SessionUser;
}

function login(input: LoginInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/v1/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
