/**
 * Professionals' applications and everyone's profile data (spec part 1 §2–§5, part 2 §2.5, §3, §5).
 * Texts with `{product}` take the marketplace's name: build those schemas with `withProduct`.
 */
import { z } from 'zod';
import { BANKS } from '../lookups.js';
import { LIMITS } from '../limits.js';
import { MESSAGES, fillMessage } from '../messages.js';
import {
  INSTAGRAM_USER_PATTERN,
  cedulaField,
  emailField,
  instagramProfileField,
  nitField,
  phoneField,
  requiredText,
  strongPasswordField,
  withConfirmation,
} from './common.js';

const confirmation = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { error: MESSAGES.confirmPasswordRequired, abort: true });

const cityId = z
  .string()
  .regex(/^\d{5}$/, MESSAGES.cityUnknown)
  .optional();

/**
 * The bio: the spec gives "max 500" and "170 to 500"; a public profile needs a real
 * presentation, so both sign-up and settings ask for 170–500 (decision 007).
 */
export const bioField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .min(LIMITS.bioMinLength, MESSAGES.bioMin)
  .max(LIMITS.bioMaxLength, MESSAGES.bioMax);

const requiredId = z.coerce
  .number({ error: MESSAGES.required })
  .int({ error: MESSAGES.required })
  .positive({ error: MESSAGES.required });

export const designerStepOneSchema = withConfirmation(
  z.object({
    first_name: requiredText(),
    last_name: requiredText(),
    phone: phoneField,
    email: emailField,
    cedula: cedulaField,
    city_name: requiredText(),
    city_id: cityId,
    street_address: requiredText(),
    profession_id: requiredId,
    password: strongPasswordField,
    passwordConfirm: confirmation,
    bio: bioField,
  }),
  'password',
  'passwordConfirm',
);
export type DesignerStepOne = z.infer<typeof designerStepOneSchema>;

export function designerStepTwoSchema(productName: string) {
  return z.object({
    university_name: requiredText(MESSAGES.universityRequired),
    graduation_year: z
      .string({ error: MESSAGES.graduationYearInvalid })
      .trim()
      .regex(/^\d{4}$/, MESSAGES.graduationYearInvalid),
    instagram: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || INSTAGRAM_USER_PATTERN.test(value),
        fillMessage(MESSAGES.instagramInvalid, { product: productName.toLowerCase() }),
      )
      .optional(),
    referred_from_id: z.coerce
      .number({ error: fillMessage(MESSAGES.referralRequired, { product: productName }) })
      .int()
      .positive({ error: fillMessage(MESSAGES.referralRequired, { product: productName }) }),
  });
}

/** Everything `POST /v1/designers` takes besides its files (avatar, portfolio). */
export function designerApplicationSchema(productName: string) {
  return withConfirmation(
    designerStepOneSchema.safeExtend(designerStepTwoSchema(productName).shape),
    'password',
    'passwordConfirm',
  );
}

/**
 * The company description: "max 500" in one place, "70 to 500" in another; the supplier is
 * shown to buyers, so 70–500 (decision 007).
 */
const companyDescription = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .min(70, MESSAGES.companyDescriptionMin)
  .max(LIMITS.descriptionMaxLength, MESSAGES.companyDescriptionMax);

const optionalText = z.string().trim().optional().default('');

export const supplierStepOneSchema = withConfirmation(
  z
    .object({
      company_name: requiredText(),
      company_phone: phoneField,
      company_email: emailField,
      NIT: nitField,
      street_address: requiredText(),
      city_name: requiredText(),
      city_id: cityId,
      warehouse1_address: requiredText(),
      warehouse1_city_name: requiredText(),
      warehouse2_address: optionalText,
      warehouse2_city_name: optionalText,
      warehouse3_address: optionalText,
      warehouse3_city_name: optionalText,
      password: strongPasswordField,
      passwordConfirm: confirmation,
      company_description: companyDescription,
      legal_rep_first_name: requiredText(),
      legal_rep_last_name: requiredText(),
      legal_rep_phone: phoneField,
      legal_rep_cedula: cedulaField,
    })
    .superRefine((value, ctx) => {
      // An optional warehouse needs both its address and its city.
      for (const index of [2, 3] as const) {
        const address = value[`warehouse${index}_address`];
        const city = value[`warehouse${index}_city_name`];
        if (address && !city) {
          ctx.addIssue({
            code: 'custom',
            path: [`warehouse${index}_city_name`],
            message: MESSAGES.required,
          });
        }
        if (city && !address) {
          ctx.addIssue({
            code: 'custom',
            path: [`warehouse${index}_address`],
            message: MESSAGES.required,
          });
        }
      }
    }),
  'password',
  'passwordConfirm',
);
export type SupplierStepOne = z.infer<typeof supplierStepOneSchema>;

const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const supplierStepTwoSchema = z.object({
  contact_first_name: requiredText(),
  contact_last_name: requiredText(),
  contact_email: emailField,
  contact_phone: phoneField,
  is_taxable: yesNo,
});

/** Everything `POST /v2/suppliers` takes besides its files (rut, chamberOfCommerce). */
export const supplierApplicationSchema = withConfirmation(
  supplierStepOneSchema.safeExtend(supplierStepTwoSchema.shape),
  'password',
  'passwordConfirm',
);

/** `PATCH /v1/users`: the designer's (and others') editable profile. */
export const profileUpdateSchema = z.object({
  user: z
    .object({
      email: emailField.optional(),
      phone: phoneField.optional(),
      is_public: z.boolean().optional(),
    })
    .optional(),
  address: z.object({ street_address: requiredText().optional(), city_id: cityId }).optional(),
  city_name: requiredText().optional(),
  designer: z.object({ bio: bioField.optional() }).optional(),
  socials: z.object({ instagram: instagramProfileField.or(z.literal('')).optional() }).optional(),
  /** Needed only to change the sign-in email (a designer's); checked by the API. */
  currentPassword: z.string().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const bankAccountSchema = z.object({
  bank_name: z.enum(BANKS, { error: MESSAGES.required }),
  account_number: requiredText().pipe(
    z.string().regex(/^\d{6,20}$/, MESSAGES.accountNumberInvalid),
  ),
  // Each member carries the message too: form resolvers show a member's message, not the union's.
  is_savings_account: z
    .union(
      [
        z.boolean({ error: MESSAGES.required }),
        z.literal(1, { error: MESSAGES.required }),
        z.literal(0, { error: MESSAGES.required }),
      ],
      { error: MESSAGES.required },
    )
    .transform((value) => value === true || value === 1),
});
export type BankAccountInput = z.infer<typeof bankAccountSchema>;

/** 'Mi cuenta' of a client: the email is read-only. */
export const clientAccountSchema = z.object({
  // The lengths the users table stores: longer is a 400, not a failed update.
  first_name: requiredText().max(100),
  last_name: requiredText().max(100),
  cedula: cedulaField,
  phone: phoneField,
});
export type ClientAccountInput = z.infer<typeof clientAccountSchema>;

export const warehouseAddressSchema = z.object({
  street_address: requiredText(),
  city_name: requiredText(),
  city_id: cityId,
});
export type WarehouseAddressInput = z.infer<typeof warehouseAddressSchema>;

export const wompiKeySchema = z.object({
  wompiKey: requiredText().pipe(
    z.string().regex(/^pub_(test|prod)_\w+$/, MESSAGES.wompiKeyInvalid),
  ),
});

export const enviaKeySchema = z.object({ enviaKey: requiredText() });

export const MESSAGE_RECIPIENTS = ['designers', 'lsh'] as const;
export type MessageRecipient = (typeof MESSAGE_RECIPIENTS)[number];

export const globalMessageSchema = z.object({
  title: requiredText(),
  text: requiredText(),
});
