/**
 * `POST /v1/users/check`: whether an email and phone (and cedula) are still free. Every sign-up
 * calls it before moving on (client register, designer and supplier step 1), so it lives here.
 */
import type { UserCheckInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from './http';

/** 200 when the email and phone are free; 409 with one error per taken field otherwise. */
export function checkUser(input: UserCheckInput) {
  return apiRequest('/v1/users/check', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/session').then((m) => m.contactsAvailableSchema),
  });
}
