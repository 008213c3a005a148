import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import type { StepEditRequest } from './edit-step';
import { keepPresential } from './get-presential';

/**
 * `PATCH /v1/presential-consultancy/steps/{id}?whatsapp=true` {step_status_id?, date?}: the
 * designer schedules the visit with the remodelling's step rules (decision 030); the client hears
 * the date by WhatsApp. A refusal shows in the dialog.
 */
export function useEditPresentialStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, edit }: StepEditRequest) =>
      apiRequest(`/v1/presential-consultancy/steps/${stepId}?whatsapp=true`, {
        method: 'PATCH',
        body: edit,
        response: () =>
          import('@hogarte/shared/contracts/presential').then((m) => m.presentialChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return keepPresential(queryClient, answer.info);
    },
  });
}
