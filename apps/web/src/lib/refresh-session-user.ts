/**
 * Reloads the stored user from `GET /v1/users/profile` after a change the top bar or a notice
 * reads from it (a new company logo, bank data that clears the "add your bank data" notice).
 */
import { apiRequest } from './http';
import { saveUser } from './session';

export async function refreshSessionUser(): Promise<void> {
  saveUser(
    await apiRequest('/v1/users/profile', {
      response: () => import('@hogarte/shared/contracts/session').then((m) => m.sessionUserSchema),
    }),
  );
}
