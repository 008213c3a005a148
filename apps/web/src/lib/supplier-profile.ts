import { useQuery } from '@tanstack/react-query';
import type { BankAccount } from './bank-account';
import { apiRequest } from './http';

interface Person {
  first_name: string;
  last_name: string;
  phone: string;
}

/** `GET /v1/suppliers/profile`: the company as registered; only support changes it. */
export interface SupplierProfile {
  uuid: string;
  company_name: string;
  nit: string;
  company_phone: string;
  company_email: string;
  company_description: string;
  street_address: string;
  city: string;
  legal_rep: Person & { cedula: string };
  contact: Person & { email: string };
  is_taxable: boolean;
  logo: string | null;
  bank: BankAccount | null;
  hasBankInfo: boolean;
}

export const SUPPLIER_PROFILE_KEY = ['suppliers', 'profile'] as const;

function getSupplierProfile(): Promise<SupplierProfile> {
  return apiRequest<SupplierProfile>('/v1/suppliers/profile');
}

export function useSupplierProfile() {
  return useQuery({ queryKey: SUPPLIER_PROFILE_KEY, queryFn: getSupplierProfile });
}
