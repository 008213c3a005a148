/**
 * The password rule of sign-up and recovery (spec part 1 §5), apart from zod (decision 035): the
 * schema checks it and the live checklist under the registration's password field shows it, and
 * the checklist's page loads no zod until its form's first check (decision 043).
 */
import { LIMITS } from './limits.js';
import {
  passwordLength,
  passwordLowercase,
  passwordNumber,
  passwordSpecial,
  passwordUppercase,
} from './message-texts/accounts.js';

export interface PasswordRule {
  message: string;
  /** Patterns, so the API's OpenAPI document shows each part of the rule. */
  pattern: RegExp;
}

/** The five parts of the rule, in the spec's order; a password breaking several gets every message. */
export const STRONG_PASSWORD_RULES: readonly PasswordRule[] = [
  { message: passwordLowercase, pattern: /[a-z]/ },
  { message: passwordUppercase, pattern: /[A-Z]/ },
  { message: passwordSpecial, pattern: /[^A-Za-z0-9]/ },
  { message: passwordNumber, pattern: /\d/ },
  // Any character counts, as `length` counts them.
  {
    message: passwordLength,
    pattern: new RegExp(`^[\\s\\S]{${LIMITS.passwordMinLength},}$`),
  },
];
