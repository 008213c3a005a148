import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function checkResetToken(token: string) {
  return apiRequest(`/v1/users/password-reset/${encodeURIComponent(token)}`, {
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.successSchema),
  });
}

export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => checkResetToken(token),
    retry: false,
    // A link is checked once per visit; coming back to the tab must not re-check a used link.
    staleTime: Infinity,
    gcTime: 0,
  });
}
