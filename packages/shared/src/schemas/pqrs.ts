/**
 * What the PQRS calls accept: peticiones, quejas, reclamos y sugerencias a client files and the
 * admins answer (Ley 1755 de 2015; the spec names only /cliente/pqrs, issue 16).
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { hashidField } from './remodelings.js';
import { idParamWith, searchParam, tablePageQuery } from './params.js';

export const PQRS_TYPES = ['peticion', 'queja', 'reclamo', 'sugerencia'] as const;
export type PqrsType = (typeof PQRS_TYPES)[number];

export const PQRS_TYPE_LABEL: Record<PqrsType, string> = {
  peticion: 'Petición',
  queja: 'Queja',
  reclamo: 'Reclamo',
  sugerencia: 'Sugerencia',
};

/** Filed, taken up by an admin, answered: each step once, in this order. */
export const PQRS_STATES = ['radicada', 'en_tramite', 'respondida'] as const;
export type PqrsState = (typeof PQRS_STATES)[number];

export const PQRS_STATE_LABEL: Record<PqrsState, string> = {
  radicada: 'Radicada',
  en_tramite: 'En trámite',
  respondida: 'Respondida',
};

const pqrsTypeField = z.enum(PQRS_TYPES, { error: MESSAGES.pqrsTypeRequired });

/**
 * `POST /v1/pqrs`, JSON or a multipart form whose optional `attachment` is a PDF, JPG or PNG.
 * `order_id` names one of the client's orders when the request is about a purchase; a form sends
 * it as text, and an empty one means none.
 */
export const pqrsCreateSchema = z.object({
  type: pqrsTypeField,
  subject: z
    .string({ error: MESSAGES.pqrsSubjectRequired })
    .trim()
    .min(1, MESSAGES.pqrsSubjectRequired)
    .max(LIMITS.pqrsSubjectMaxLength, MESSAGES.pqrsSubjectMax),
  text: z
    .string({ error: MESSAGES.pqrsTextRequired })
    .trim()
    .min(1, MESSAGES.pqrsTextRequired)
    .max(LIMITS.pqrsTextMaxLength, MESSAGES.pqrsTextMax),
  order_id: z
    .preprocess(
      (value) => (value === '' ? null : value),
      idParamWith(MESSAGES.pqrsOrderNotFound).nullish(),
    )
    .transform((value) => value ?? null),
});
export type PqrsCreate = z.infer<typeof pqrsCreateSchema>;
/** What the filing form holds before parsing (the order as the select's text). */
export type PqrsCreateInput = z.input<typeof pqrsCreateSchema>;

/** `/v1/pqrs/{hashid}` and `/v1/admin/pqrs/{hashid}`. */
export const pqrsParams = z.object({ hashid: hashidField });

/** `GET /v1/pqrs`: the client's own, newest first. */
export const ownPqrsQuerySchema = z.object({ ...tablePageQuery });

/** `GET /v1/admin/pqrs?state=&type=&search=`: every request, oldest pending first. */
export const adminPqrsQuerySchema = z.object({
  state: z.enum(PQRS_STATES, { error: MESSAGES.pqrsStateInvalid }).optional(),
  type: pqrsTypeField.optional(),
  search: searchParam.default(''),
  ...tablePageQuery,
});
export type AdminPqrsQuery = z.infer<typeof adminPqrsQuerySchema>;

/** `PATCH /v1/admin/pqrs/{hashid}`: take it up (`en_tramite`), or answer it once. */
export const pqrsUpdateSchema = z.discriminatedUnion(
  'state',
  [
    z.object({ state: z.literal('en_tramite') }),
    z.object({
      state: z.literal('respondida'),
      answer: z
        .string({ error: MESSAGES.pqrsAnswerRequired })
        .trim()
        .min(1, MESSAGES.pqrsAnswerRequired)
        .max(LIMITS.pqrsAnswerMaxLength, MESSAGES.pqrsAnswerMax),
    }),
  ],
  { error: MESSAGES.pqrsStateInvalid },
);
export type PqrsUpdate = z.infer<typeof pqrsUpdateSchema>;

/** The answer form on its own, for the admin's dialog. */
export const pqrsAnswerSchema = pqrsUpdateSchema.options[1].pick({ answer: true });
