import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApprovalFilter, PeopleList } from '../utils/approval';
import { peopleKey } from './people-cache';

interface StoredDocument {
  id: number;
  filename: string;
}

export interface AdminSupplier {
  uuid: string;
  /** The company name's first letter, shown as the avatar. */
  initial: string;
  company_name: string;
  phone: string;
  email: string;
  city: string | null;
  created_at: string;
  is_approved: boolean | null;
  is_public: boolean;
  nit: string;
  company_description: string | null;
  street_address: string | null;
  branding: {
    primary_color: string | null;
    secondary_color: string | null;
    font: string | null;
    logo: string | null;
  };
  legal_rep: { first_name: string; last_name: string; phone: string; cedula: string };
  contact: { first_name: string; last_name: string; email: string; phone: string };
  is_taxable: boolean;
  bank: {
    bank_name: string;
    account_holder_name: string;
    account_number: string;
    is_savings_account: boolean;
  } | null;
  documents: { rut: StoredDocument | null; chamber_of_commerce: StoredDocument | null };
}

function getSuppliers(filter: ApprovalFilter) {
  return apiRequest<PeopleList<AdminSupplier>>(`/v1/suppliers?status=${filter}`);
}

/** `GET /v1/suppliers?status=…`: the rows of one filter and the counts of all four. */
export function useAdminSuppliers(filter: ApprovalFilter) {
  return useQuery({
    queryKey: peopleKey('suppliers', filter),
    queryFn: () => getSuppliers(filter),
    placeholderData: keepPreviousData,
  });
}
