import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApprovalFilter, PeopleList } from '../utils/approval';
import { peopleKey } from './people-cache';

export interface PortfolioImage {
  id: number;
  url: string;
  filename: string;
}

export interface AdminDesigner {
  uuid: string;
  avatar: string | null;
  created_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  city: string | null;
  is_approved: boolean | null;
  is_active: boolean;
  is_public: boolean;
  profession: string | null;
  bio: string | null;
  university_name: string | null;
  graduation_year: string | number | null;
  instagram: string | null;
  cedula: string | null;
  street_address: string | null;
  portfolio: PortfolioImage[];
}

function getDesigners(filter: ApprovalFilter) {
  return apiRequest<PeopleList<AdminDesigner>>(`/v1/designers?status=${filter}`);
}

/** `GET /v1/designers?status=…`: the rows of one filter and the counts of all four. */
export function useAdminDesigners(filter: ApprovalFilter) {
  return useQuery({
    queryKey: peopleKey('designers', filter),
    queryFn: () => getDesigners(filter),
    // Switching filters keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
