import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAccountInput } from '@hogarte/shared/schemas/people';
import { apiRequest } from '../../../lib/http';
import { readSession, saveUser } from '../../../lib/session';
import { CLIENT_ACCOUNT_KEY } from './get-client-account';

/** `PATCH /v1/clients/`; a phone or cedula used by another account answers 409 on its field. */
function updateClientAccount(input: ClientAccountInput) {
  return apiRequest('/v1/clients/', {
    method: 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/people').then((m) => m.clientAccountDetailsSchema),
  });
}

export function useUpdateClientAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(CLIENT_ACCOUNT_KEY, account);
      // The profile menu shows the stored user's name.
      const user = readSession()?.user;
      if (user) {
        saveUser({
          ...user,
          first_name: account.first_name,
          last_name: account.last_name,
          phone: account.phone,
        });
      }
    },
  });
}
