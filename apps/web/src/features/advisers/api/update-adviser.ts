import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdviserProfileInput } from '@hogarte/shared/schemas/advisers';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';
import { ADVISERS_KEY } from './get-advisers';

export interface AdviserChanges {
  uuid: string;
  fields: AdviserProfileInput;
  /** A new avatar or diploma replaces the stored one. */
  avatar: File | null;
  diploma: File | null;
  /** New portfolio images, and the stored ones removed. */
  portfolio: readonly File[];
  deletedPortfolio: readonly number[];
}

/** `PATCH /v2/suppliers/salesperson/{id}`, multipart: the profile and its file changes. */
function updateAdviser({
  uuid,
  fields,
  avatar,
  diploma,
  portfolio,
  deletedPortfolio,
}: AdviserChanges) {
  const body = appendFields(new FormData(), { ...fields });
  if (avatar) body.append('avatar', avatar);
  if (diploma) body.append('professionalDiploma', diploma);
  for (const image of portfolio) body.append('portfolio', image);
  deletedPortfolio.forEach((id, index) => body.append(`deletedPortfolio[${index}]`, String(id)));
  return apiRequest(`/v2/suppliers/salesperson/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body,
    response: () =>
      import('@hogarte/shared/contracts/advisers').then((m) => m.adviserUpdatedSchema),
  });
}

export function useUpdateAdviser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdviser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVISERS_KEY }),
  });
}
