import { useMutation } from '@tanstack/react-query';
import type { SupplierStepOne, supplierStepTwoSchema } from '@hogarte/shared/schemas/people';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';

/** Step 2's fields as the shared schema outputs them (`is_taxable` a boolean). */
export type SupplierStepTwo = ReturnType<(typeof supplierStepTwoSchema)['parse']>;

interface SupplierApplication {
  stepOne: SupplierStepOne;
  stepTwo: SupplierStepTwo;
  rut: File;
  /** Sent only by VAT-responsible companies. */
  chamberOfCommerce: File | null;
}

/** `POST /v2/suppliers`: both steps' fields plus the `rut` and `chamberOfCommerce` PDFs. */
function submitSupplierApplication(application: SupplierApplication) {
  const { stepOne, stepTwo, rut, chamberOfCommerce } = application;
  const form = appendFields(new FormData(), { ...stepOne, ...stepTwo });
  form.append('rut', rut);
  if (stepTwo.is_taxable && chamberOfCommerce) form.append('chamberOfCommerce', chamberOfCommerce);
  return apiRequest('/v2/suppliers', {
    method: 'POST',
    body: form,
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useSubmitSupplierApplication() {
  return useMutation({ mutationFn: submitSupplierApplication });
}
