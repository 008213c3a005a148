import { describe, expect, it } from 'vitest';
import { nitCheckDigit } from './nit.js';

describe('nitCheckDigit', () => {
  it.each([
    ['890903938', 8],
    ['800197268', 4],
    ['860034313', 7],
    ['899999068', 1],
  ])('gives the DIAN check digit of %s as %i', (nit, digit) => {
    expect(nitCheckDigit(nit)).toBe(digit);
  });

  it('ignores dots and dashes in a formatted NIT', () => {
    expect(nitCheckDigit('890.903.938')).toBe(8);
  });

  it('refuses an empty NIT or one longer than 15 digits', () => {
    expect(() => nitCheckDigit('')).toThrow(RangeError);
    expect(() => nitCheckDigit('1'.repeat(16))).toThrow(RangeError);
  });
});
