import { useMutation } from '@tanstack/react-query';
import type { ClientRegistrationInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from '../../../lib/http';
import { checkUser } from '../../../lib/check-user';
import type { AuthResponse } from './login';

function registerClient(input: ClientRegistrationInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/v1/clients', { method: 'POST', body: input });
}

/** The spec checks email and phone with the server before registering (part 2 §5). */
async function checkThenRegister(input: ClientRegistrationInput): Promise<AuthResponse> {
  await checkUser({ email: input.email, phone: input.phone });
  return registerClient(input);
}

export function useRegisterClient() {
  return useMutation({ mutationFn: checkThenRegister });
}
