/**
 * Contracts of the PQRS (peticiones, quejas, reclamos y sugerencias; Ley 1755 de 2015): a filed
 * request as its client and the admins see it, with its filing number, its due date and, once
 * answered, the answer.
 */
import { z } from 'zod';
import { PQRS_STATES, PQRS_TYPES } from '../schemas/pqrs.js';
import { pageOf } from './common.js';

/** A row of the client's list and of the admin's table. */
export const pqrsRowSchema = z.object({
  hashid: z.string(),
  /** The 'número de radicado', e.g. `PQRS-2026-000123`. */
  filing_number: z.string(),
  type: z.enum(PQRS_TYPES),
  subject: z.string(),
  state: z.enum(PQRS_STATES),
  filed_at: z.string(),
  /** The last day to answer (ISO day, Bogotá): 15 business days after the filing. */
  due_on: z.string(),
  answered_at: z.string().nullable(),
  order_number: z.string().nullable(),
  client: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type PqrsRow = z.infer<typeof pqrsRowSchema>;

export const pqrsPageSchema = pageOf(pqrsRowSchema);
export type PqrsPage = z.infer<typeof pqrsPageSchema>;

/** `GET /v1/pqrs/{hashid}`: the whole request, its attachment behind a five-minute link. */
export const pqrsDetailSchema = pqrsRowSchema.extend({
  text: z.string(),
  order_id: z.number().int().nullable(),
  attachment: z.object({ url: z.string(), filename: z.string() }).nullable(),
  in_progress_at: z.string().nullable(),
  answer: z.string().nullable(),
});
export type PqrsDetail = z.infer<typeof pqrsDetailSchema>;

/** `POST /v1/pqrs` and `PATCH /v1/admin/pqrs/{hashid}`: the toast's text and the request. */
export const pqrsChangedSchema = z.object({ message: z.string(), pqrs: pqrsDetailSchema });
