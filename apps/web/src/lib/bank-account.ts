/**
 * The bank account of designers and suppliers (`POST`/`PATCH /v1/users/bank`). Both areas show
 * the same form, so the call lives with the app-wide pieces rather than in one feature.
 */
import { useMutation } from '@tanstack/react-query';
import type { BankAccountInput } from '@hogarte/shared/schemas/people';
import { apiRequest } from './http';

interface SaveBankAccountRequest {
  input: BankAccountInput;
  /** The first account is created (`POST`); later saves update it (`PATCH`). */
  isNew: boolean;
}

function saveBankAccount({ input, isNew }: SaveBankAccountRequest) {
  return apiRequest('/v1/users/bank', {
    method: isNew ? 'POST' : 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/people').then((m) => m.bankAccountSavedSchema),
  });
}

export function useSaveBankAccount() {
  return useMutation({ mutationFn: saveBankAccount });
}
