import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY } from './limits.js';
import {
  presentialDeposit,
  complementaryUnits,
  coveringUnits,
  designerDiscount,
  formatCop,
  formatNumber,
  lineAmount,
  linesTotals,
  orderTotals,
  quoteLineSubtotal,
  toCents,
  fromCents,
  utilityPercent,
  withIva,
} from './money.js';

/** What the hand-written formatter stands in for (Node carries the full ICU data). */
function intlText(value: number, maximumFractionDigits: number, minimumFractionDigits = 0) {
  return new Intl.NumberFormat('es-CO', { maximumFractionDigits, minimumFractionDigits }).format(
    value,
  );
}

describe('formatNumber', () => {
  it('writes thousands with dots and decimals with a comma', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1.44)).toBe('1,44');
    expect(formatNumber(-3.5)).toBe('-3,5');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
  });

  it('rounds the shortest decimal text half away from zero, as Intl does', () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatNumber(2.45, { maximumFractionDigits: 1 })).toBe('2,5');
    expect(formatNumber(999.9996)).toBe('1.000');
    expect(formatNumber(9.96, { maximumFractionDigits: 1, minimumFractionDigits: 1 })).toBe('10,0');
    expect(formatNumber(4, { maximumFractionDigits: 1, minimumFractionDigits: 1 })).toBe('4,0');
  });

  it('writes what Intl writes for zero, negative zero, tiny, huge and NaN; infinity as JavaScript does', () => {
    for (const value of [0, -0, 0.0005, -0.0001, 1e-7, 1e21, 123456789012345680000, NaN]) {
      expect(formatNumber(value), String(value)).toBe(intlText(value, 3));
    }
    // Never a price or a measure: written as JavaScript writes it, not as `Intl`'s `∞`.
    expect(formatNumber(Infinity)).toBe('Infinity');
    expect(formatNumber(-Infinity)).toBe('-Infinity');
  });

  it('agrees with Intl.NumberFormat es-CO on any finite number and digit counts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
          fc.integer({ min: -1e9, max: 1e9 }),
          // Prices, areas and units as the product has them: few decimals, often on a tie.
          fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
        ),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (value, maximum, minimumWanted) => {
          const minimum = Math.min(minimumWanted, maximum);
          expect(
            formatNumber(value, { maximumFractionDigits: maximum, minimumFractionDigits: minimum }),
          ).toBe(intlText(value, maximum, minimum));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});

describe('formatCop', () => {
  it('groups thousands with dots and shows no decimals', () => {
    const text = formatCop(1234567);
    expect(text).toContain('1.234.567');
    expect(text).toContain('$');
    expect(text).not.toMatch(/,\d/);
  });

  it('rounds fractional pesos to whole pesos', () => {
    expect(formatCop(999.6)).toContain('1.000');
    expect(formatCop(999.6)).not.toMatch(/,\d/);
    expect(formatCop(0)).toMatch(/\$\s?0$/);
  });

  it('writes what Intl writes for COP in es-CO, for any amount', () => {
    const intl = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    expect(formatCop(1234567)).toBe('$\u00a01.234.567');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
        ),
        (amount) => {
          expect(formatCop(amount)).toBe(intl.format(Math.round(amount)));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('withIva (prices carry 19% IVA)', () => {
  it('adds the IVA of MONEY and rounds to whole pesos', () => {
    expect(MONEY.ivaPercent).toBe(19);
    expect(withIva(100000)).toBe(119000);
    expect(withIva(75549)).toBe(89903); // 89,903.31
    expect(withIva(75550)).toBe(89905); // 89,904.5 rounds up
    expect(withIva(0)).toBe(0);
  });
});

describe('toCents (the payment provider is paid in cents)', () => {
  it('is total × 100', () => {
    expect(toCents(119000)).toBe(11900000);
    expect(toCents(0)).toBe(0);
  });
  it('comes back to whole pesos with fromCents', () => {
    expect(fromCents(toCents(749000))).toBe(749000);
    expect(fromCents(149_800_050)).toBe(1_498_001);
  });
});

describe('utilityPercent and designerDiscount (half the commission)', () => {
  it('shows half the commission as the utility', () => {
    expect(utilityPercent(20)).toBe(10);
    expect(utilityPercent(35)).toBe(17.5);
  });

  it('takes commission / 100 / 2 × price with IVA × quantity off a line', () => {
    expect(designerDiscount(100000, 3, 20)).toBe(30000);
    expect(designerDiscount(250000, 2, 35)).toBe(87500);
  });

  it('rounds each line to whole pesos', () => {
    // 25/100/2 × 89,901 = 11,237.625.
    expect(designerDiscount(89901, 1, 25)).toBe(11238);
    expect(designerDiscount(89901, 0, 25)).toBe(0);
  });
});

describe('linesTotals (part 2 §3 Cart item)', () => {
  it('counts units, sums quantity × price with IVA and each line’s discount', () => {
    const lines = [
      { taxedPrice: 100000, quantity: 3, commissionPercent: 20 },
      { taxedPrice: 250000, quantity: 2, commissionPercent: 35 },
    ];
    expect(lineAmount(lines[0]!)).toBe(300000);
    expect(linesTotals(lines)).toEqual({
      itemsCount: 5,
      subtotal: 800000,
      designerDiscount: 117500,
    });
  });

  it('sums discounts rounded per line, not the rounded sum', () => {
    const line = { taxedPrice: 89901, quantity: 1, commissionPercent: 25 };
    // 11,237.625 → 11,238 twice, where rounding the sum (22,475.25) would give 22,475.
    expect(linesTotals([line, line]).designerDiscount).toBe(22476);
  });

  it('is zero for no lines', () => {
    expect(linesTotals([])).toEqual({ itemsCount: 0, subtotal: 0, designerDiscount: 0 });
  });
});

describe('orderTotals', () => {
  const lines = [
    { taxedPrice: 100000, quantity: 3, commissionPercent: 20 },
    { taxedPrice: 250000, quantity: 2, commissionPercent: 35 },
  ];

  it('gives an approved designer the discount: subtotal + shipping − discount', () => {
    expect(orderTotals(lines, 20000, true)).toEqual({
      subtotal: 800000,
      shipping: 20000,
      discount: 117500,
      total: 702500,
    });
  });

  it('charges everyone else the full price', () => {
    expect(orderTotals(lines, 20000, false)).toEqual({
      subtotal: 800000,
      shipping: 20000,
      discount: 0,
      total: 820000,
    });
    expect(orderTotals([], 0, true)).toEqual({ subtotal: 0, shipping: 0, discount: 0, total: 0 });
  });
});

describe('quote units (part 1 §9)', () => {
  it('sells a covering by whole boxes: units = ceil(area ÷ min_sale_unit)', () => {
    // Boxes of 1.44 m²: 10 m² need 6.94… boxes, so 7.
    expect(coveringUnits(10, 1.44)).toBe(7);
    expect(coveringUnits(1, 1.44)).toBe(1);
    expect(coveringUnits(0, 1.44)).toBe(0);
    expect(coveringUnits(2.88, 1.44)).toBe(2);
  });

  it('does not add a box for floating-point noise', () => {
    expect(4.32 / 1.44).toBeGreaterThan(3); // 3.0000000000000004
    expect(coveringUnits(4.32, 1.44)).toBe(3);
    expect(coveringUnits(4.33, 1.44)).toBe(4);
  });

  it('counts a complement by the brand’s total area ÷ its yield per m², rounded up', () => {
    // Grout yielding 4 m² per unit for 20 m² and 21 m² of its brand's coverings.
    expect(complementaryUnits(20, 4)).toBe(5);
    expect(complementaryUnits(21, 4)).toBe(6);
    // Two lines of the same brand, 10 m² and 4.32 m², add up before rounding.
    expect(complementaryUnits(10 + 4.32, 2.5)).toBe(6);
  });

  it('refuses a sale unit or yield that is not positive, and a negative area', () => {
    expect(() => coveringUnits(10, 0)).toThrow(RangeError);
    expect(() => complementaryUnits(10, -1)).toThrow(RangeError);
    expect(() => coveringUnits(-1, 1.44)).toThrow(RangeError);
  });

  it('prices a quote line as units × price plus shipping', () => {
    expect(quoteLineSubtotal(7, 119000, 25000)).toBe(858000);
    expect(quoteLineSubtotal(coveringUnits(10, 1.44), 119000, 0)).toBe(833000);
  });
});

describe('presentialDeposit', () => {
  it('applies 450.000 only above 2.500.000 and only while available', () => {
    expect(presentialDeposit(2_500_000, true)).toBe(0);
    expect(presentialDeposit(2_500_001, true)).toBe(450_000);
    expect(presentialDeposit(9_000_000, false)).toBe(0);
  });
});
