/**
 * Contracts of the people's own calls (spec part 1 §2–§5, part 2 §2.6): a designer's profile,
 * avatar and application, the bank account of designers and suppliers, and a client's account
 * and remodellings. Dates are ISO strings.
 */
import { z } from 'zod';
import { BANKS } from '../lookups.js';
import { successSchema } from './common.js';
import { type LinkedFile, linkedFileSchema } from './files.js';

/** The account a designer or supplier is paid into; the API sets the holder's name. */
export const bankAccountDetailsSchema = z.object({
  bank_name: z.enum(BANKS),
  /** The designer's full name or the supplier's company name. */
  account_holder_name: z.string(),
  account_number: z.string(),
  is_savings_account: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountDetailsSchema>;

/** `POST`/`PATCH /v1/users/bank`: the account as stored. */
export const bankAccountSavedSchema = z.object({ bank: bankAccountDetailsSchema });

/** A portfolio image: portfolios are public, so each has its address. */
export const portfolioImageSchema = linkedFileSchema;
export type PortfolioImage = LinkedFile;

/** `GET /v1/designers/profile` (spec part 1 §3 Designer profile). */
export const designerProfileSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** One decimal; 0 when nobody has rated the designer yet. */
  average_rating: z.number(),
  number_of_ratings: z.number().int(),
  email: z.string(),
  phone: z.string(),
  /** The street address. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  city_id: z.string().nullable(),
  bio: z.string().nullable(),
  socials: z.object({ instagram: z.string().nullable() }),
  /** False once the membership expired: the profile cannot be made public. */
  is_active: z.boolean(),
  is_public: z.boolean(),
  portfolio: z.array(portfolioImageSchema),
  bank: bankAccountDetailsSchema.nullable(),
  avatar: z.string().nullable(),
  university_name: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  cedula: z.string().nullable(),
  profession: z.string().nullable(),
});
export type DesignerProfile = z.infer<typeof designerProfileSchema>;

/** `PATCH /v1/users`: a designer gets the updated profile back, anyone else only the success. */
export const profileUpdatedSchema = z.union([designerProfileSchema, successSchema]);

/** `PATCH /v1/designers/avatar`: the new avatar's address. */
export const avatarChangedSchema = z.object({ url: z.string() });

/** `GET`/`PATCH /v1/clients`: a client's own data for 'Mi cuenta' (part 2 §2.6). */
export const clientAccountDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  cedula: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
});
export type ClientAccount = z.infer<typeof clientAccountDetailsSchema>;

/** One of a client's remodellings, as the public header's modal lists them. */
export const clientRemodelingSchema = z.object({
  hashid: z.string(),
  created_at: z.string(),
  /** Null until the client rates the designer. */
  designer_rating: z.number().int().nullable(),
  /** Null while no designer is assigned. */
  designer: z
    .object({ first_name: z.string(), last_name: z.string(), avatar: z.string().nullable() })
    .nullable(),
});
export type ClientRemodeling = z.infer<typeof clientRemodelingSchema>;

/** `GET /v1/clients/remodelings`: newest first. */
export const clientRemodelingsSchema = z.array(clientRemodelingSchema);
