/**
 * The bank account of designers and suppliers (`POST`/`PATCH /v1/users/bank`). Both areas show
 * the same form, so the call lives with the app-wide pieces rather than in one feature.
 */
import { useMutation } from '@tanstack/react-query';
import type { BankName } from '@hogarte/shared/lookups';
import type { BankAccountInput } from '@hogarte/shared/schemas/people';
import { apiRequest } from './http';

export interface BankAccount {
  bank_name: BankName;
  /** The designer's full name or the supplier's company name; the API sets it. */
  account_holder_name: string;
  account_number: string;
  is_savings_account: boolean;
}

interface SaveBankAccountRequest {
  input: BankAccountInput;
  /** The first account is created (`POST`); later saves update it (`PATCH`). */
  isNew: boolean;
}

function saveBankAccount({ input, isNew }: SaveBankAccountRequest): Promise<{ bank: BankAccount }> {
  return apiRequest<{ bank: BankAccount }>('/v1/users/bank', {
    method: isNew ? 'POST' : 'PATCH',
    body: input,
  });
}

export function useSaveBankAccount() {
  return useMutation({ mutationFn: saveBankAccount });
}
