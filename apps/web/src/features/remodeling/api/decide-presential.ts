import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { showServerError, showToast } from '../../../lib/toast';
import { keepPresential } from './get-presential';

interface PresentialDecision {
  consultancy: Pick<PresentialRow, 'hashid' | 'client'>;
  isApproved: boolean;
}

/**
 * `PATCH /v1/presential-consultancy/{hashid}` {is_approved, client_uuid}: the designer approves or
 * rejects a request, once (decision 030). The toast is the server's sentence ('Has aprobado la
 * remodelación #… exitosamente'); its refusal (already decided, another client) shows the same way.
 */
export function useDecidePresential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consultancy, isApproved }: PresentialDecision) =>
      apiRequest(`/v1/presential-consultancy/${encodeURIComponent(consultancy.hashid)}`, {
        method: 'PATCH',
        body: { is_approved: isApproved, client_uuid: consultancy.client.uuid },
        response: () =>
          import('@hogarte/shared/contracts/presential').then((m) => m.presentialChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      // The row moves between 'Mis clientes' tables at once; the refetch then confirms it.
      queryClient.setQueryData<PresentialRow[]>(remodelingKeys.presentialList('designer'), (rows) =>
        rows?.map((row) => (row.hashid === answer.info.hashid ? answer.info : row)),
      );
      return keepPresential(queryClient, answer.info);
    },
    onError: showServerError,
  });
}
