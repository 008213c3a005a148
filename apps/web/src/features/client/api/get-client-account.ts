import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v1/clients/`: the client's own data for 'Mi cuenta' (part 2 §2.6). */
export interface ClientAccount {
  first_name: string;
  last_name: string;
  cedula: string | null;
  phone: string;
  email: string;
}

export const CLIENT_ACCOUNT_KEY = ['clients', 'account'] as const;

function getClientAccount(): Promise<ClientAccount> {
  return apiRequest<ClientAccount>('/v1/clients/');
}

export function useClientAccount() {
  return useQuery({ queryKey: CLIENT_ACCOUNT_KEY, queryFn: getClientAccount });
}
