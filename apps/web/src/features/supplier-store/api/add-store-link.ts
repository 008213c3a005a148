import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { changeStoreLinks, type StoreLinkList } from './store-link-lists';

/** `POST` a navbar link (the API keeps 10 at most) or a social link (one per network). */
export function useAddStoreLink<Link extends { id: number }, Values>(list: StoreLinkList<Link>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) =>
      apiRequest(list.path, { method: 'POST', body: values, response: list.response }),
    onSuccess: (link) => changeStoreLinks(queryClient, list, (links) => [...links, link]),
  });
}
