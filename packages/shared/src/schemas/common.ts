/**
 * Field rules shared by every form and by the API. Each rule and its Spanish message is written
 * here once (spec part 1 §5, part 2 §5).
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { STRONG_PASSWORD_RULES } from '../passwords.js';

export function requiredText(message: string = MESSAGES.required) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(z.regexes.email, MESSAGES.emailInvalid);

export const phoneField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(new RegExp(`^\\d{${LIMITS.phoneDigits}}$`), MESSAGES.phoneInvalid);

export const cedulaField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(
    new RegExp(`^\\d{${LIMITS.cedulaMinDigits},${LIMITS.cedulaMaxDigits}}$`),
    MESSAGES.cedulaInvalid,
  );

export const nitField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(new RegExp(`^\\d{${LIMITS.nitDigits}}$`), MESSAGES.nitInvalid);

/**
 * The password rule of sign-up and recovery on a field that is already required: its five
 * messages are reported together.
 */
export const withPasswordRule = (field: z.ZodString) =>
  STRONG_PASSWORD_RULES.reduce((rule, part) => rule.regex(part.pattern, part.message), field);

/** The client and supplier password at sign-up. */
export const strongPasswordField = withPasswordRule(
  z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required, abort: true }),
);

/** The change-password rule: upper, lower, number and one of @$!%*?&. */
export const changedPasswordField = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .min(LIMITS.passwordMinLength, MESSAGES.newPasswordMin)
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/\d/, MESSAGES.passwordNumber)
  .regex(/[@$!%*?&]/, MESSAGES.passwordChangeSpecial);

/** Instagram user at designer sign-up: 2–30 of letters, digits, `_` and `.`, no `..`. */
export const INSTAGRAM_USER_PATTERN = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_.]{0,28}[A-Za-z0-9_]$/;

/** Instagram on the profile form: 4–50 characters, no leading at-sign. */
export const instagramProfileField = z
  .string()
  .trim()
  .min(4, 'El usuario de Instagram debe tener mínimo 4 caracteres')
  .max(50, 'El usuario de Instagram debe tener máximo 50 caracteres')
  .regex(/^[^@]/, 'Escribe tu usuario de Instagram sin @');

/**
 * Adds "confirmation equals password" to an object schema. It runs even when other fields
 * failed, so a form shows the mismatch together with the rest.
 */
export function withConfirmation<T extends z.ZodObject>(
  schema: T,
  field: string,
  confirmationField: string,
  message: string = MESSAGES.passwordsDoNotMatch,
) {
  return schema.refine(
    (value: Record<string, unknown>) => {
      const confirmation = value[confirmationField];
      return (
        typeof confirmation !== 'string' || confirmation === '' || confirmation === value[field]
      );
    },
    {
      error: message,
      path: [confirmationField],
      // Run even when other fields failed, so the form shows every problem at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}
