/**
 * Sales advisers (salespeople) as their supplier creates and edits them, and the adviser's own
 * online status (spec part 2 §3 Salesperson and Advisor application, §4 Advisor, §5 Advisor
 * application). The files (avatar, diploma, portfolio) travel beside these fields in the same
 * multipart form; their rules are the upload rules of `files.ts`, counted by the API.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  cedulaField,
  emailField,
  phoneField,
  requiredText,
  strongPasswordField,
  withConfirmation,
} from './common.js';
import { searchParam, tablePageQuery } from './params.js';
import { ONLINE_STATUSES } from '../online-status.js';
import { isWebAddress } from '../storefront.js';

/** `PATCH /v2/salespeople/onlineStatus`. */
export const onlineStatusBodySchema = z.object({
  onlineStatus: z.enum(ONLINE_STATUSES, { error: MESSAGES.invalidRequest }),
});

const nameField = (message: string) =>
  requiredText().pipe(z.string().min(LIMITS.advisorNameMinLength, message).max(100, message));

/** Letters, digits, dots and underscores, up to 30 of them, after an optional at-sign. */
const INSTAGRAM_ACCOUNT = new RegExp(`^@?[A-Za-z0-9._]{1,${LIMITS.advisorInstagramMaxLength}}$`);

/** Optional; stored without its at-sign. An empty field is no account. */
const instagramAccountField = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || INSTAGRAM_ACCOUNT.test(value),
    MESSAGES.adviserInstagramInvalid,
  )
  .transform((value) => value.replace(/^@/, ''))
  .optional()
  .default('');

/** Required, and an absolute http(s) address (a YouTube or Vimeo link, say). */
const videoUrlField = requiredText()
  .max(500, MESSAGES.adviserVideoUrlInvalid)
  .refine(isWebAddress, MESSAGES.adviserVideoUrlInvalid);

const cityId = z
  .string()
  .regex(/^\d{5}$/, MESSAGES.cityUnknown)
  .optional();

/** What the supplier writes about an adviser, on creation and on every edit. */
export const adviserProfileSchema = z.object({
  first_name: nameField(MESSAGES.adviserFirstNameMin),
  last_name: nameField(MESSAGES.adviserLastNameMin),
  cedula: cedulaField,
  phone: phoneField,
  city_name: requiredText(),
  city_id: cityId,
  professional_profile: requiredText().pipe(
    z.string().max(LIMITS.advisorProfileMaxLength, MESSAGES.adviserProfileMax),
  ),
  instagram_account: instagramAccountField,
  video_presentation_url: videoUrlField,
});
export type AdviserProfileInput = z.infer<typeof adviserProfileSchema>;

/**
 * `POST /v2/salespeople/salesperson/{supplierUuid}` besides its files (`avatar`,
 * `professionalDiploma`, 1–5 `portfolio`): the profile, the sign-in email and the password. The
 * confirmation stays in the browser (part 2 §3).
 */
export const adviserCreateSchema = adviserProfileSchema.extend({
  email: emailField,
  password: strongPasswordField,
});
export type AdviserCreateInput = z.infer<typeof adviserCreateSchema>;

/** An adviser keeps 1 to 5 portfolio images (part 2 §5): what is wrong with `count`, if anything. */
export function adviserPortfolioProblem(count: number): string | null {
  if (count < LIMITS.advisorPortfolioMin) return MESSAGES.adviserPortfolioRequired;
  if (count > LIMITS.advisorPortfolioMax) return MESSAGES.adviserPortfolioMax;
  return null;
}

/** The 'Crear nuevo Asesor' form: what the API takes plus the password's confirmation. */
export const adviserCreateFormSchema = withConfirmation(
  adviserCreateSchema.extend({
    passwordConfirm: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, { error: MESSAGES.confirmPasswordRequired, abort: true }),
  }),
  'password',
  'passwordConfirm',
);

/**
 * `GET /v2/suppliers/salespeople`: a page of the table, filtered by name (first or last) and by
 * professional profile, each a part of the text in any case.
 */
export const adviserListQuerySchema = z.object({
  ...tablePageQuery,
  name: searchParam.default(''),
  profile: searchParam.default(''),
});
export type AdviserListQuery = z.infer<typeof adviserListQuerySchema>;
