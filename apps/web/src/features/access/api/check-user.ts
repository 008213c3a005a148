import type { UserCheckInput } from '@hogarte/shared/schemas/auth';
import { apiRequest } from '../../../lib/http';

/** 200 when the email and phone are free; 409 with one error per taken field otherwise. */
export function checkUser(input: UserCheckInput): Promise<{ available: true }> {
  return apiRequest<{ available: true }>('/v1/users/check', { method: 'POST', body: input });
}
