import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface ClientRemodeling {
  hashid: string;
  designer: { avatar: string | null; first_name: string; last_name: string } | null;
  designer_rating: number | null;
  created_at: string;
}

function getClientRemodelings(): Promise<ClientRemodeling[]> {
  return apiRequest<ClientRemodeling[]>('/v1/clients/remodelings');
}

/** Loaded only when the client opens the list, not on every page of the public site. */
export function useClientRemodelings(enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'remodelings'],
    queryFn: getClientRemodelings,
    enabled,
  });
}
