import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PqrsType } from '@hogarte/shared/schemas/pqrs';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';
import { PQRS_KEY } from './pqrs-keys';

export interface PqrsFiling {
  type: PqrsType;
  subject: string;
  text: string;
  orderId: number | null;
  attachment: File | null;
}

/** `POST /v1/pqrs`: JSON, or multipart when a file goes along. */
function filePqrs({ type, subject, text, orderId, attachment }: PqrsFiling) {
  const fields = { type, subject, text, order_id: orderId };
  let body: FormData | typeof fields = fields;
  if (attachment) {
    body = appendFields(new FormData(), fields);
    body.append('attachment', attachment);
  }
  return apiRequest('/v1/pqrs', {
    method: 'POST',
    body,
    response: () => import('@hogarte/shared/contracts/pqrs').then((m) => m.pqrsChangedSchema),
  });
}

export function useFilePqrs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: filePqrs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PQRS_KEY }),
  });
}
