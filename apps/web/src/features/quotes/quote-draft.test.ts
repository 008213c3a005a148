import { describe, expect, it } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { buildQuoteLines } from '@hogarte/shared/quotes';
import {
  draftEntries,
  entriesBody,
  lineIndexOfField,
  parseArea,
  parseShipping,
  toQuoteProduct,
} from './quote-draft';
import { GROUT, LAMP, TILE } from './testing/quote-fixtures';

const RULES = new Map([TILE, GROUT, LAMP].map((product) => [product.id, toQuoteProduct(product)]));

describe('the quote draft', () => {
  it('reads areas with a comma or a dot and up to two decimals', () => {
    expect(parseArea('10,5')).toBe(10.5);
    expect(parseArea(' 4.32 ')).toBe(4.32);
    expect(parseArea('4,325')).toBeNull();
    expect(parseArea('0')).toBeNull();
    expect(parseArea(String(LIMITS.quoteAreaMaxM2 + 1))).toBeNull();
  });

  it('reads shipping as whole pesos, empty as 0, over the limit as none', () => {
    expect(parseShipping('')).toBe(0);
    expect(parseShipping('30000')).toBe(30_000);
    expect(parseShipping(String(LIMITS.quoteShippingMax + 1))).toBeNull();
  });

  it('sends a covering by area, a lamp by units and a complement by its shipping only', () => {
    const entries = draftEntries(
      [
        { productId: TILE.id, amount: '4,32', shipping: '' },
        { productId: LAMP.id, amount: '2', shipping: '15000' },
        { productId: GROUT.id, amount: '', shipping: '5000' },
      ],
      RULES,
      'area',
    );
    expect(entriesBody(entries)).toEqual([
      { product_id: TILE.id, m2: 4.32, shipping_cost: 0 },
      { product_id: LAMP.id, units: 2, shipping_cost: 15_000 },
      { product_id: GROUT.id, shipping_cost: 5_000 },
    ]);
    // 4,32 m² is exactly 3 boxes of 1,44 m²; the grout covers 4 m² a bag: 2 bags.
    const { lines, problems } = buildQuoteLines(entries, RULES);
    expect(problems).toEqual([]);
    expect(lines.map((line) => line.units)).toEqual([3, 2, 2]);
  });

  it('sends the legacy quantity only when the legacy rule accepts it', () => {
    const entries = (amount: string) =>
      entriesBody(draftEntries([{ productId: TILE.id, amount, shipping: '' }], RULES, 'legacy'));
    expect(entries('1')).toEqual([{ product_id: TILE.id, shipping_cost: 0 }]);
    expect(entries('10')).toEqual([{ product_id: TILE.id, m2: 10, shipping_cost: 0 }]);
  });

  it('finds the line a server field error names', () => {
    expect(lineIndexOfField('products.3.m2')).toBe(3);
    expect(lineIndexOfField('products.0')).toBe(0);
    expect(lineIndexOfField('name')).toBeNull();
  });
});
