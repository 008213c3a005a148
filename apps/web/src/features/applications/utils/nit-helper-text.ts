import { LIMITS } from '@hogarte/shared/limits';
import { nitCheckDigit } from '@hogarte/shared/nit';

/**
 * The NIT field's helper line. The NIT is typed without its check digit (nine digits, part 2 §5);
 * once complete the DIAN check digit is shown, so the person can compare it with their RUT.
 */
export function nitHelperText(nit: string): string {
  return nit.length === LIMITS.nitDigits && /^\d+$/.test(nit)
    ? `Dígito de verificación: ${nitCheckDigit(nit)}`
    : `${LIMITS.nitDigits} dígitos, sin el dígito de verificación`;
}
