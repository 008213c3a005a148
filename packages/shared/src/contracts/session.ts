/**
 * Contracts of the session calls: what the API answers, as zod schemas. The API's routes declare
 * them as their response (OpenAPI shows them, and an answer that drifts fails there), and the
 * web's fetchers parse what they receive with them. New calls follow this pattern.
 */
import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../roles.js';
import { messageSchema, successSchema } from './common.js';

const roleId = z.custom<RoleId>((value) => (ROLE_IDS as readonly unknown[]).includes(value));

/** The signed-in user as every screen reads it (`GET /v1/users/profile`, the login's `user`). */
export const sessionUserSchema = z.object({
  uuid: z.string(),
  role_id: roleId,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  hasBankInfo: z.boolean(),
  is_approved: z.boolean().nullable(),
  company_name: z.string().nullable(),
  company_logo: z.string().nullable(),
  /** Salespeople only; null for every other role. */
  online_status: z.enum(['online', 'away', 'offline']).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /v1/auth/login` and a client's registration: the token and the user. */
export const sessionResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `PATCH /v2/users/password`: the new token (older ones are revoked) and the toast's text. */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });

/** `POST /v1/users/check`: the email, phone and cedula are free (taken ones answer 409). */
export const contactsAvailableSchema = z.object({ available: z.literal(true) });

/** `PATCH /v1/users/password-reset/:token`: the new password is set; the toast's text. */
export const passwordResetDoneSchema = successSchema.extend(messageSchema.shape);
