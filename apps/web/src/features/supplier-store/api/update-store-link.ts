import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { changeStoreLinks, type StoreLinkList } from './store-link-lists';

/** `PATCH` a navbar link or `PUT` a social link (`{path}/{id}`) with its new values. */
export function useUpdateStoreLink<Link extends { id: number }, Values>(list: StoreLinkList<Link>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Values }) =>
      apiRequest(`${list.path}/${id}`, {
        method: list.updateMethod,
        body: values,
        response: list.response,
      }),
    onSuccess: (link) =>
      changeStoreLinks(queryClient, list, (links) =>
        links.map((item) => (item.id === link.id ? link : item)),
      ),
  });
}
