import { useQuery } from '@tanstack/react-query';
import type { BankAccount } from '../../../lib/bank-account';
import { apiRequest } from '../../../lib/http';

export interface PortfolioImage {
  id: number;
  url: string;
  filename: string;
}

/** `GET /v1/designers/profile` (spec part 1 §3 Designer profile). */
export interface DesignerProfile {
  uuid: string;
  first_name: string;
  last_name: string;
  /** One decimal; 0 when nobody has rated the designer yet. */
  average_rating: number;
  number_of_ratings: number;
  email: string;
  phone: string;
  /** The street address. */
  address: string | null;
  city: string | null;
  city_id: string | null;
  bio: string | null;
  socials: { instagram: string | null };
  /** False once the membership expired: the profile cannot be made public. */
  is_active: boolean;
  is_public: boolean;
  portfolio: PortfolioImage[];
  bank: BankAccount | null;
  avatar: string | null;
  university_name: string | null;
  graduation_year: string | number | null;
  cedula: string | null;
  profession: string | null;
}

export const DESIGNER_PROFILE_KEY = ['designers', 'profile'] as const;

function getDesignerProfile(): Promise<DesignerProfile> {
  return apiRequest<DesignerProfile>('/v1/designers/profile');
}

export function useDesignerProfile() {
  return useQuery({ queryKey: DESIGNER_PROFILE_KEY, queryFn: getDesignerProfile });
}
