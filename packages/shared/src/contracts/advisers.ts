/**
 * Contracts of the advisers' calls (spec part 2 §3 Salesperson, §7 Salespeople): the supplier's
 * table and detail, the changes and their toasts, the public list a client picks from, and the
 * adviser's own online status. Every adviser is named by `salesperson_id`, its uuid.
 */
import { z } from 'zod';
import { ONLINE_STATUSES } from '../online-status.js';
import { pageOf } from './common.js';
import { type LinkedFile, linkedFileSchema } from './files.js';

export const onlineStatusSchema = z.enum(ONLINE_STATUSES);

/** A stored file of the adviser (diploma, portfolio image). */
export type AdviserFile = LinkedFile;

/** A row of 'Lista Asesores' (and of the admin's view of every supplier's advisers). */
export const adviserRowSchema = z.object({
  salesperson_id: z.string(),
  avatar: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  city_name: z.string().nullable(),
  professional_profile: z.string().nullable(),
  is_approved: z.boolean(),
  is_public: z.boolean(),
  online_status: onlineStatusSchema,
  /** The supplier the adviser works for. */
  company_name: z.string(),
  created_at: z.string(),
});
export type AdviserRow = z.infer<typeof adviserRowSchema>;

export const adviserPageSchema = pageOf(adviserRowSchema);
export type AdviserPage = z.infer<typeof adviserPageSchema>;

/** Everything about an adviser: the detail dialog, the edit form and the adviser's settings. */
export const adviserDetailSchema = adviserRowSchema.extend({
  phone: z.string(),
  cedula: z.string().nullable(),
  city_id: z.string().nullable(),
  /** The Instagram user, without the at-sign. */
  instagram: z.string().nullable(),
  video_presentation_url: z.string().nullable(),
  /** The professional diploma (part 2 §3: `cv`, files with url and diploma). */
  cv: z.array(linkedFileSchema),
  portfolio: z.array(linkedFileSchema),
});
export type AdviserDetail = z.infer<typeof adviserDetailSchema>;

/** `POST /v2/salespeople/salesperson/{supplierUuid}`: the toast and the new adviser's id. */
export const adviserCreatedSchema = z.object({ message: z.string(), salesperson_id: z.string() });

/** `PATCH /v2/suppliers/salesperson/{id}`: the toast and the adviser as saved. */
export const adviserUpdatedSchema = z.object({
  message: z.string(),
  salesperson: adviserDetailSchema,
});

/** The approval switch (`…/approve/{id}`) and the active one (`…/activate/{id}`). */
export const adviserApprovalSchema = z.object({
  message: z.string(),
  salesperson_id: z.string(),
  is_approved: z.boolean(),
});
export const adviserVisibilitySchema = z.object({
  message: z.string(),
  salesperson_id: z.string(),
  is_public: z.boolean(),
});

/** `GET /v2/salespeople/{companyName}`: an adviser a client may choose, with its status. */
export const publicAdviserSchema = z.object({
  salesperson_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  professional_profile: z.string().nullable(),
  city_name: z.string().nullable(),
  online_status: onlineStatusSchema,
});
export type PublicAdviser = z.infer<typeof publicAdviserSchema>;
export const publicAdvisersSchema = z.array(publicAdviserSchema);

/** `PATCH /v2/salespeople/onlineStatus`: the toast and the status now stored. */
export const onlineStatusChangedSchema = z.object({
  message: z.string(),
  online_status: onlineStatusSchema,
});
