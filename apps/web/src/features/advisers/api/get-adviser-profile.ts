import { useQuery } from '@tanstack/react-query';
import { adviserDetailSchema } from '@hogarte/shared/contracts/advisers';
import { apiRequest } from '../../../lib/http';

/** The signed-in adviser's profile; its status changes from the profile menu. */
export const ADVISER_PROFILE_KEY = ['salespeople', 'salesperson'] as const;

/** `GET /v2/salespeople/salesperson/{id}`: the signed-in adviser's own profile. */
export function useAdviserProfile(uuid: string) {
  return useQuery({
    queryKey: [...ADVISER_PROFILE_KEY, uuid],
    queryFn: () =>
      apiRequest(`/v2/salespeople/salesperson/${encodeURIComponent(uuid)}`, {
        response: adviserDetailSchema,
      }),
  });
}
