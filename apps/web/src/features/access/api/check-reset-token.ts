import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function checkResetToken(token: string): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>(`/v1/users/password-reset/${encodeURIComponent(token)}`);
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
