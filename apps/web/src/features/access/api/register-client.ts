import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@hogarte/shared/contracts/session';
import type { ClientRegistrationInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from '../../../lib/http';
import { checkUser } from '../../../lib/check-user';

function registerClient(input: ClientRegistrationInput) {
  return apiRequest('/v1/clients', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/session').then((m) => m.sessionResponseSchema),
  });
}

/** The spec checks email and phone with the server before registering (part 2 §5). */
async function checkThenRegister(input: ClientRegistrationInput): Promise<SessionResponse> {
  await checkUser({ email: input.email, phone: input.phone });
  return registerClient(input);
}

export function useRegisterClient() {
  return useMutation({ mutationFn: checkThenRegister });
}
