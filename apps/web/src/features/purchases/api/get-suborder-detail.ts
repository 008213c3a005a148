import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** Whose view of the line: the path segment of `GET /v2/{userType}/suborders/{id}`. */
export type SuborderViewer = 'clients' | 'suppliers' | 'admin';

/** Every cached line detail, refreshed when a line changes (label, status, review). */
export const SUBORDER_DETAIL_KEY = ['suborders'] as const;

/** One product line with its order, customer, shipping and address (part 2 §2.5). */
export function useSuborderDetail(viewer: SuborderViewer, id: number | null) {
  return useQuery({
    queryKey: [...SUBORDER_DETAIL_KEY, viewer, id],
    queryFn: () =>
      apiRequest(`/v2/${viewer}/suborders/${id}`, {
        response: () =>
          import('@hogarte/shared/contracts/orders').then((m) => m.suborderDetailSchema),
      }),
    enabled: id !== null,
  });
}
