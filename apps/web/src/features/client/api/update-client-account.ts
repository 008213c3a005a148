import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAccountInput } from '@hogarte/shared/schemas/people';
import { apiRequest } from '../../../lib/http';
import { readSession, saveUser } from '../../../lib/session';
import { CLIENT_ACCOUNT_KEY, type ClientAccount } from './get-client-account';

/** `PATCH /v1/clients/`; a phone or cedula used by another account answers 409 on its field. */
function updateClientAccount(input: ClientAccountInput): Promise<ClientAccount> {
  return apiRequest<ClientAccount>('/v1/clients/', { method: 'PATCH', body: input });
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
