import { describe, expect, it } from 'vitest';
import { CATEGORY_ID } from './catalogue.js';
import { quoteSplit, quoteTotals } from './money.js';
import {
  buildQuoteLines,
  legacyQuantityRange,
  legacyQuantityValid,
  type QuoteProduct,
} from './quotes.js';

const product = (overrides: Partial<QuoteProduct> & Pick<QuoteProduct, 'id'>): QuoteProduct => ({
  name: `Producto ${overrides.id}`,
  categoryId: CATEGORY_ID.decoration,
  brandId: null,
  complementedBrandId: null,
  minSaleUnit: null,
  yieldM2: null,
  price: 100_000,
  installationPrice: null,
  commissionPercent: 20,
  unitsAvailable: 100,
  ...overrides,
});

/** A porcelain tile in boxes of 1.44 m², its adhesive (4 m² a bag) and a lamp. */
const tile = product({
  id: 1,
  name: 'Porcelanato Roble 60x60',
  categoryId: CATEGORY_ID.coverings,
  brandId: 10,
  minSaleUnit: 1.44,
  price: 50_000,
  installationPrice: 12_000,
  commissionPercent: 30,
});
const adhesive = product({
  id: 2,
  name: 'Pegante Gris',
  categoryId: CATEGORY_ID.complementary,
  brandId: 20,
  complementedBrandId: 10,
  yieldM2: 4,
  price: 30_000,
  installationPrice: 5_000,
  commissionPercent: 20,
});
const lamp = product({
  id: 3,
  name: 'Lámpara Fique',
  categoryId: CATEGORY_ID.lighting,
  price: 200_000,
  commissionPercent: 25,
  unitsAvailable: 5,
});
const deck = product({
  id: 4,
  name: 'Piso Deck',
  categoryId: CATEGORY_ID.floors,
  brandId: 10,
  minSaleUnit: 2.5,
  price: 80_000,
  installationPrice: 10_000,
  commissionPercent: 10,
});
const catalogue = new Map([tile, adhesive, lamp, deck].map((item) => [item.id, item]));

describe('buildQuoteLines (part 1 §9)', () => {
  it('counts whole boxes for an area that does not divide evenly, and the complement from the brand’s area', () => {
    const { lines, problems } = buildQuoteLines(
      [
        { productId: 1, m2: 10, shippingCost: 20_000 },
        { productId: 2, shippingCost: 0 },
        { productId: 3, units: 2, shippingCost: 15_000 },
      ],
      catalogue,
    );
    expect(problems).toEqual([]);
    // 10 ÷ 1.44 = 6.94 → 7 boxes; 10 m² ÷ 4 m² a bag = 2.5 → 3 bags, installed at 0.
    expect(
      lines.map((line) => [line.units, line.m2, line.installationPrice, line.subtotal]),
    ).toEqual([
      [7, 10, 12_000, 7 * 50_000 + 20_000],
      [3, 10, 0, 3 * 30_000],
      [2, null, 0, 2 * 200_000 + 15_000],
    ]);
    expect(lines[1]?.complementary).toBe(true);
  });

  it('adds the areas of every covering of the brand before dividing by the yield', () => {
    const { lines } = buildQuoteLines(
      [
        { productId: 1, m2: 10, shippingCost: 0 },
        { productId: 4, m2: 5.5, shippingCost: 0 },
        { productId: 2, shippingCost: 0 },
      ],
      catalogue,
    );
    // Deck: 5.5 ÷ 2.5 = 2.2 → 3; adhesive: (10 + 5.5) ÷ 4 = 3.875 → 4.
    expect(lines.map((line) => line.units)).toEqual([7, 3, 4]);
    expect(lines[2]?.m2).toBe(15.5);
  });

  it('says which line needs an area, units or a covering of its brand, and which asks too much', () => {
    const { problems } = buildQuoteLines(
      [
        { productId: 1, shippingCost: 0 },
        { productId: 2, shippingCost: 0 },
        { productId: 3, units: 6, shippingCost: 0 },
        { productId: 4, m2: 1, units: null, shippingCost: 0 },
        { productId: 99, units: 1, shippingCost: 0 },
      ],
      new Map(
        [...catalogue].map(([id, item]) => [id, id === 4 ? { ...item, categoryId: 1 } : item]),
      ),
    );
    // The adhesive waits for its tile's area: the tile's own line asks for it.
    expect(problems).toEqual([
      { code: 'needs_area', productId: 1, name: tile.name },
      { code: 'unavailable', productId: 3, name: lamp.name, unitsAvailable: 5 },
      { code: 'needs_units', productId: 4, name: deck.name },
      { code: 'unknown_product', productId: 99 },
    ]);
  });

  it('refuses a complement without a covering of its brand in the quote', () => {
    const { lines, problems } = buildQuoteLines([{ productId: 2, shippingCost: 0 }], catalogue);
    expect(lines).toEqual([]);
    expect(problems).toEqual([{ code: 'not_complementary', productId: 2, name: adhesive.name }]);
  });
});

describe('quoteTotals and quoteSplit (decision 029)', () => {
  const { lines } = buildQuoteLines(
    [
      { productId: 1, m2: 10, shippingCost: 20_000 },
      { productId: 2, shippingCost: 0 },
      { productId: 3, units: 2, shippingCost: 15_000 },
    ],
    catalogue,
  );

  it('adds installation to the subtotal and takes 19% IVA on the whole subtotal', () => {
    expect(quoteTotals(lines)).toEqual({
      products: 350_000 + 90_000 + 400_000,
      shipping: 35_000,
      installation: 7 * 12_000,
      subtotal: 959_000,
      iva: 182_210,
      total: 1_141_210,
    });
  });

  it('gives the designer and the platform half the commission each, lsh the installation with IVA, the supplier the rest', () => {
    // Commissions: 350.000 × 30% + 90.000 × 20% + 400.000 × 25% = 105.000 + 18.000 + 100.000.
    expect(quoteSplit(lines)).toEqual({
      toPay: 1_141_210,
      toPayDesigner: 111_500,
      toPayPlatform: 111_500,
      toPayLsh: 84_000 + 15_960,
      toPaySupplier: 1_141_210 - 223_000 - 99_960,
    });
  });

  it('rounds IVA to whole pesos, half up', () => {
    const one = (price: number) => [
      { units: 1, price, shippingCost: 0, installationPrice: 0, commissionPercent: 0 },
    ];
    // 1.234.567 × 19% = 234.567,73 → 234.568; 50 × 19% = 9,5 → 10; 48 × 19% = 9,12 → 9.
    expect(quoteTotals(one(1_234_567))).toMatchObject({ iva: 234_568, total: 1_469_135 });
    expect(quoteTotals(one(50))).toMatchObject({ iva: 10, total: 60 });
    expect(quoteTotals(one(48))).toMatchObject({ iva: 9, total: 57 });
  });

  it('always splits into parts that add up to what the client pays', () => {
    const odd = [
      { units: 3, price: 33_333, shippingCost: 7, installationPrice: 1_111, commissionPercent: 15 },
      { units: 1, price: 99_999, shippingCost: 0, installationPrice: 0, commissionPercent: 35 },
    ];
    const split = quoteSplit(odd);
    expect(split.toPayDesigner + split.toPayPlatform + split.toPayLsh + split.toPaySupplier).toBe(
      split.toPay,
    );
    expect(split.toPay).toBe(quoteTotals(odd).total);
  });
});

describe('the legacy quantity (part 1 §5, decision 029: at least the minimum)', () => {
  it('goes from the minimum sale unit, rounded up, to the minimum times the units available', () => {
    expect(legacyQuantityRange({ minSaleUnit: 1.44, unitsAvailable: 10 })).toEqual({
      min: 2,
      max: 14,
    });
    expect(legacyQuantityValid(2, { minSaleUnit: 1.44, unitsAvailable: 10 })).toBe(true);
    expect(legacyQuantityValid(1, { minSaleUnit: 1.44, unitsAvailable: 10 })).toBe(false);
    expect(legacyQuantityValid(15, { minSaleUnit: 1.44, unitsAvailable: 10 })).toBe(false);
    expect(legacyQuantityValid(2.5, { minSaleUnit: 1.44, unitsAvailable: 10 })).toBe(false);
    expect(legacyQuantityRange({ minSaleUnit: null, unitsAvailable: 3 })).toEqual({
      min: 1,
      max: 3,
    });
  });
});
