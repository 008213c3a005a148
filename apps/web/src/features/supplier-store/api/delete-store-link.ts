import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { changeStoreLinks, type StoreLinkList } from './store-link-lists';

/** `DELETE` a navbar link, or `PATCH` a social link, which the spec's call removes. */
export function useDeleteStoreLink<Link extends { id: number }>(list: StoreLinkList<Link>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${list.path}/${id}`, {
        method: list.deleteMethod,
        response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
      }),
    onSuccess: (_answer, id) =>
      changeStoreLinks(queryClient, list, (links) => links.filter((link) => link.id !== id)),
  });
}
