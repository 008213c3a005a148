import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdviserCreateInput } from '@hogarte/shared/schemas/advisers';
import { checkUser } from '../../../lib/check-user';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';
import { ADVISERS_KEY } from './get-advisers';

export interface NewAdviser {
  /** The supplier the adviser joins: the signed-in supplier's uuid. */
  supplierUuid: string;
  fields: AdviserCreateInput;
  avatar: File | null;
  diploma: File;
  portfolio: readonly File[];
}

/**
 * 'Crear nuevo Asesor' sends two calls (part 2 §7): `POST /v1/users/check` with the email, phone
 * and cedula, which answers 409 naming each one taken, then `POST /v2/salespeople/salesperson/{id}`
 * with the fields and the files. The password's confirmation is not sent.
 */
async function createAdviser({ supplierUuid, fields, avatar, diploma, portfolio }: NewAdviser) {
  await checkUser({ email: fields.email, phone: fields.phone, cedula: fields.cedula });
  const body = appendFields(new FormData(), { ...fields });
  if (avatar) body.append('avatar', avatar);
  body.append('professionalDiploma', diploma);
  for (const image of portfolio) body.append('portfolio', image);
  return apiRequest(`/v2/salespeople/salesperson/${encodeURIComponent(supplierUuid)}`, {
    method: 'POST',
    body,
    response: () =>
      import('@hogarte/shared/contracts/advisers').then((m) => m.adviserCreatedSchema),
  });
}

export function useCreateAdviser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdviser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVISERS_KEY }),
  });
}
