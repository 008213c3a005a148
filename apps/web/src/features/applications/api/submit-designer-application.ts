import { useMutation } from '@tanstack/react-query';
import type { DesignerStepOne, designerStepTwoSchema } from '@hogarte/shared/schemas/people';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';

/** Step 2's fields as the shared schema outputs them. */
export type DesignerStepTwo = ReturnType<ReturnType<typeof designerStepTwoSchema>['parse']>;

interface DesignerApplication {
  stepOne: DesignerStepOne;
  stepTwo: DesignerStepTwo;
  avatar: File;
  portfolio: readonly File[];
}

/** `POST /v1/designers`: every field of both steps plus `avatar` and repeated `portfolio` files. */
function submitDesignerApplication(application: DesignerApplication) {
  const { stepOne, stepTwo, avatar, portfolio } = application;
  const form = appendFields(new FormData(), { ...stepOne, ...stepTwo });
  form.append('avatar', avatar);
  for (const image of portfolio) form.append('portfolio', image);
  return apiRequest('/v1/designers', {
    method: 'POST',
    body: form,
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useSubmitDesignerApplication() {
  return useMutation({ mutationFn: submitDesignerApplication });
}
