/**
 * DIAN check digit (DV) of a Colombian NIT: weights applied from the rightmost digit,
 * r = sum mod 11, DV = r when r ≤ 1, else 11 − r.
 */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function nitCheckDigit(nit: string): number {
  const digits = nit.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > NIT_WEIGHTS.length) {
    throw new RangeError('A NIT has between 1 and 15 digits');
  }
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (NIT_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}
