import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError } from '../../../lib/toast';
import { withVisibility, type ApprovalRow } from '../utils/approval';
import { peopleKey, restorePeopleLists, updatePeopleLists, type PeopleKind } from './people-cache';

interface VisibilityVariables {
  uuid: string;
  isPublic: boolean;
}

function setVisibility({ uuid, isPublic }: VisibilityVariables) {
  return apiRequest(`/v1/users/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body: { is_public: isPublic },
    response: () => import('@hogarte/shared/contracts/admin').then((m) => m.reviewAnswerSchema),
  });
}

/**
 * `PATCH /v1/users/:uuid {is_public}`: the designer's 'Activo' or the supplier's 'Público' switch.
 * It flips at once (spec part 2 §4) and flips back with the server's message if refused.
 */
export function useSetVisibility<Row extends ApprovalRow>(kind: PeopleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    onMutate: async ({ uuid, isPublic }) => {
      await queryClient.cancelQueries({ queryKey: peopleKey(kind) });
      return updatePeopleLists<Row>(queryClient, kind, (list) =>
        withVisibility(list, uuid, isPublic),
      );
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restorePeopleLists(queryClient, snapshot);
      showServerError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey(kind) }),
  });
}
