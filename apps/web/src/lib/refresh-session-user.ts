/**
 * Reloads the stored user from `GET /v1/users/profile` after a change the top bar or a notice
 * reads from it (a new company logo, bank data that clears the "add your bank data" notice).
 */
import { apiRequest } from './http';
import { saveUser, type SessionUser } from './session';

export async function refreshSessionUser(): Promise<void> {
  saveUser(await apiRequest<SessionUser>('/v1/users/profile'));
}
