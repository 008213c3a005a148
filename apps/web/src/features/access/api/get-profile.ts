import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/http';
import { clearSession, saveUser, useSession } from '../../../lib/session';

function getProfile() {
  return apiRequest('/v1/users/profile', {
    response: () => import('@hogarte/shared/contracts/session').then((m) => m.sessionUserSchema),
  });
}

/**
 * Refreshes the stored user once per page load (approval, avatar and status change on the server)
 * and ends a session the server no longer accepts. `onSessionEnded` lets the router re-check
 * the current route.
 */
export function useProfileRefresh(onSessionEnded: () => void): void {
  const session = useSession();
  const { data, error } = useQuery({
    queryKey: ['users', 'profile', session?.uuid],
    queryFn: getProfile,
    enabled: session !== null,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (data) saveUser(data);
  }, [data]);

  useEffect(() => {
    if (isApiError(error) && error.statusCode === 401) {
      clearSession();
      onSessionEnded();
    }
  }, [error, onSessionEnded]);
}
