import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** The signed-in adviser's profile; its status changes from the profile menu. */
export const ADVISER_PROFILE_KEY = ['salespeople', 'salesperson'] as const;

/** `GET /v2/salespeople/salesperson/{id}`: the signed-in adviser's own profile. */
export function useAdviserProfile(uuid: string) {
  return useQuery({
    queryKey: [...ADVISER_PROFILE_KEY, uuid],
    queryFn: () =>
      apiRequest(`/v2/salespeople/salesperson/${encodeURIComponent(uuid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/advisers').then((m) => m.adviserDetailSchema),
      }),
  });
}
