import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { withApproval, type ApprovalRow } from '../utils/approval';
import { peopleKey, restorePeopleLists, updatePeopleLists, type PeopleKind } from './people-cache';

interface ApprovalVariables<Row extends ApprovalRow> {
  row: Row;
  /** How the toast names the person: full name, or the company. */
  name: string;
  isApproved: boolean;
}

/** The query asks the API to email the person the outcome (spec part 2 §4). */
const EMAIL_FLAG: Record<PeopleKind, string> = {
  designers: 'emailDesigner=true',
  suppliers: 'emailSupplier=true',
};

const TOASTS: Record<PeopleKind, { approved: string; rejected: string }> = {
  designers: { approved: MESSAGES.designerApproved, rejected: MESSAGES.designerRejected },
  suppliers: { approved: MESSAGES.supplierApproved, rejected: MESSAGES.supplierRejected },
};

function setApproval(kind: PeopleKind, uuid: string, isApproved: boolean) {
  return apiRequest(`/v1/users/${encodeURIComponent(uuid)}?${EMAIL_FLAG[kind]}`, {
    method: 'PATCH',
    body: { is_approved: isApproved },
    response: () => import('@hogarte/shared/contracts/admin').then((m) => m.reviewAnswerSchema),
  });
}

/**
 * `PATCH /v1/users/:uuid?emailDesigner=true` (or `emailSupplier`) with `{is_approved}`. The row
 * moves between filters and the counts change at once; a failure puts it back and shows the
 * server's message (spec part 2 §8).
 */
export function useSetApproval<Row extends ApprovalRow>(kind: PeopleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, isApproved }: ApprovalVariables<Row>) =>
      setApproval(kind, row.uuid, isApproved),
    onMutate: async ({ row, isApproved }) => {
      await queryClient.cancelQueries({ queryKey: peopleKey(kind) });
      return updatePeopleLists<Row>(queryClient, kind, (list, filter) =>
        withApproval(list, filter, row, isApproved),
      );
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restorePeopleLists(queryClient, snapshot);
      showServerError(error);
    },
    onSuccess: (_result, { name, isApproved }) => {
      const template = isApproved ? TOASTS[kind].approved : TOASTS[kind].rejected;
      showToast(fillMessage(template, { name }), 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey(kind) }),
  });
}
