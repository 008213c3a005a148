import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  cedulaField,
  changedPasswordField,
  emailField,
  phoneField,
  requiredText,
  strongPasswordField,
  withConfirmation,
  withPasswordRule,
} from './common.js';

export const loginSchema = z.object({
  email: emailField,
  password: requiredText(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const confirmationField = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { error: MESSAGES.confirmPasswordRequired, abort: true });

export const clientRegistrationSchema = withConfirmation(
  z.object({
    // The lengths the users table stores: longer is a 400, not a failed insert.
    first_name: requiredText().max(100),
    last_name: requiredText().max(100),
    email: emailField,
    phone: phoneField,
    cedula: cedulaField,
    city_name: requiredText(),
    city_id: z
      .string()
      .regex(/^\d{5}$/, MESSAGES.cityUnknown)
      .optional(),
    street_address: requiredText().max(200),
    password: strongPasswordField,
    passwordConfirm: confirmationField,
    referred_from_id: z.coerce.number().int().positive().optional().nullable(),
  }),
  'password',
  'passwordConfirm',
);
export type ClientRegistrationInput = z.infer<typeof clientRegistrationSchema>;

/** `POST /v1/users/check`: email and phone, plus cedula for salespeople. */
export const userCheckSchema = z.object({
  email: emailField,
  phone: phoneField,
  cedula: cedulaField.optional(),
});
export type UserCheckInput = z.infer<typeof userCheckSchema>;

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.recoveryEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.recoveryEmailRequired, abort: true })
    .regex(z.regexes.email, MESSAGES.recoveryEmailInvalid),
});

/** A recovered password meets the sign-up rule: a reset link must not weaken an account. */
const newPasswordField = withPasswordRule(
  z
    .string({ error: MESSAGES.newPasswordRequired })
    .min(1, { error: MESSAGES.newPasswordRequired, abort: true }),
);

/** What the API takes to set the new password. */
export const passwordResetSchema = z.object({ password: newPasswordField });

/** The recovery form: the new password and its confirmation. */
export const passwordResetFormSchema = withConfirmation(
  z.object({ password: newPasswordField, passwordConfirm: confirmationField }),
  'password',
  'passwordConfirm',
);

export const changePasswordSchema = withConfirmation(
  z.object({
    currentPassword: requiredText().pipe(
      z.string().min(LIMITS.passwordMinLength, MESSAGES.newPasswordMin),
    ),
    newPassword: changedPasswordField,
    confirmPassword: confirmationField,
  }),
  'newPassword',
  'confirmPassword',
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
