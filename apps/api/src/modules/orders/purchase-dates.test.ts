import { describe, expect, it } from 'vitest';
import { orderIdFromNumber, orderNumber } from './order-number.js';
import { purchaseDateRange } from './purchase-dates.js';

describe('purchaseDateRange', () => {
  it("reads months on Bogotá's calendar, not UTC's", () => {
    // 1 March 2026 at 03:00 UTC is still 28 February at 22:00 in Bogotá.
    const now = new Date('2026-03-01T03:00:00Z');
    expect(purchaseDateRange('this_month', now)).toEqual({
      from: new Date('2026-02-01T05:00:00Z'),
      to: new Date('2026-03-01T05:00:00Z'),
    });
    expect(purchaseDateRange('last_month', now)).toEqual({
      from: new Date('2026-01-01T05:00:00Z'),
      to: new Date('2026-02-01T05:00:00Z'),
    });
  });

  it('crosses the year in January and covers the whole year', () => {
    const now = new Date('2027-01-15T12:00:00Z');
    expect(purchaseDateRange('last_month', now)).toEqual({
      from: new Date('2026-12-01T05:00:00Z'),
      to: new Date('2027-01-01T05:00:00Z'),
    });
    expect(purchaseDateRange('this_year', now)).toEqual({
      from: new Date('2027-01-01T05:00:00Z'),
      to: new Date('2028-01-01T05:00:00Z'),
    });
    expect(purchaseDateRange('all', now)).toEqual({});
  });
});

describe('orderNumber', () => {
  it('pads the id to six digits and keeps longer ones whole', () => {
    expect(orderNumber(123)).toBe('HG-000123');
    expect(orderNumber(1_234_567)).toBe('HG-1234567');
  });

  it('reads an order number back from what a person types', () => {
    expect(orderIdFromNumber('HG-000123')).toBe(123);
    expect(orderIdFromNumber('hg123')).toBe(123);
    expect(orderIdFromNumber(' 000123 ')).toBe(123);
    expect(orderIdFromNumber('porcelanato')).toBeNull();
  });
});
