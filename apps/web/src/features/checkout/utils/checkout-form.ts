/** The buyer's part of the checkout form: who receives the parcels and who the invoice is for. */
import type { checkoutSchema, CheckoutInput } from '@hogarte/shared/schemas/commerce';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import type { SchemaInput } from '../../../lib/schema-types';
import type { SessionUser } from '../../../lib/session';

/** The same rules the API applies to these two parts of `POST /v2/checkout`. */
export const checkoutDetailsResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/commerce').then((module) =>
    module.checkoutSchema.pick({ recipient: true, billingInformation: true }),
  ),
);

export type CheckoutDetailsInput = Pick<
  SchemaInput<typeof checkoutSchema>,
  'recipient' | 'billingInformation'
>;
export type CheckoutDetails = Pick<CheckoutInput, 'recipient' | 'billingInformation'>;

export const NATURAL_PERSON_BILLING = {
  type: 'natural_person',
  first_name: '',
  last_name: '',
  legal_document_type_id: 1,
  identification_code: '',
} as const;

export const COMPANY_BILLING = { type: 'company', company_name: '', NIT: '' } as const;

/** The recipient and the invoice's person start as the logged-in buyer (part 2 §2.7). */
export function defaultCheckoutDetails(user: SessionUser | null): CheckoutDetailsInput {
  const name = user?.first_name ?? '';
  const lastname = user?.last_name ?? '';
  return {
    recipient: { name, lastname, phone: user?.phone ?? '' },
    billingInformation: { ...NATURAL_PERSON_BILLING, first_name: name, last_name: lastname },
  };
}
