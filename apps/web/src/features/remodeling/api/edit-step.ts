import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepEditInput } from '@hogarte/shared/schemas/remodelings';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

export interface StepEditRequest {
  stepId: number;
  edit: StepEditInput;
}

/**
 * `PATCH /v1/remodelings/steps/{id}?whatsapp=true`: the designer (or an admin) schedules the visit
 * or the installation; the client hears the date by WhatsApp. The server applies the step rules
 * and answers a refusal with its reason, which the dialog shows.
 */
export function useEditStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, edit }: StepEditRequest) =>
      apiRequest(`/v1/remodelings/steps/${stepId}?whatsapp=true`, {
        method: 'PATCH',
        body: edit,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return keepSheet(queryClient, answer.info);
    },
  });
}
