import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const DESIGNER_PROFILE_KEY = ['designers', 'profile'] as const;

/** `GET /v1/designers/profile` (spec part 1 §3 Designer profile). */
function getDesignerProfile() {
  return apiRequest('/v1/designers/profile', {
    response: () => import('@hogarte/shared/contracts/people').then((m) => m.designerProfileSchema),
  });
}

export function useDesignerProfile() {
  return useQuery({ queryKey: DESIGNER_PROFILE_KEY, queryFn: getDesignerProfile });
}
