/**
 * How a designer's quote turns catalogue products into lines (part 1 §3 Quote line, §5, §9): a
 * covering or floor is asked for by area and sold in whole boxes, a complementary product (grout,
 * adhesive) follows the area of the brand it complements, anything else is asked for in units.
 * The builder in the browser shows these lines; the API builds them again from the stored
 * products and charges only what it built.
 */
import { CATEGORY_ID } from './catalogue.js';
import { complementaryUnits, coveringUnits, type QuoteMoneyLine } from './money.js';

/** What a quote needs to know of a catalogue product. */
export interface QuoteProduct {
  id: number;
  name: string;
  categoryId: number;
  brandId: number | null;
  /** For a complementary product: the brand of coverings it is laid with. */
  complementedBrandId: number | null;
  /** m² per sale unit, for coverings and floors. */
  minSaleUnit: number | null;
  /** m² one unit of a complementary product covers. */
  yieldM2: number | null;
  /** The supplier's price without IVA. */
  price: number;
  /** Set by the lsh operator; null (not priced yet) counts as 0. */
  installationPrice: number | null;
  commissionPercent: number;
  unitsAvailable: number;
}

/** One product the designer puts in the quote, as the builder sends it. */
export interface QuoteEntry {
  productId: number;
  /** The area for a covering or floor, in m². */
  m2?: number | null;
  /** The units of any other product. Ignored for coverings and complementaries. */
  units?: number | null;
  shippingCost: number;
}

export interface QuoteLine extends QuoteMoneyLine {
  productId: number;
  name: string;
  complementary: boolean;
  /** The area asked for (coverings), or for a complement the area of the brand it follows. */
  m2: number | null;
  /** units × price + shipping (part 1 §9). */
  subtotal: number;
}

export type QuoteProblem =
  | { code: 'unknown_product'; productId: number }
  | { code: 'needs_area' | 'needs_units' | 'not_complementary'; productId: number; name: string }
  | { code: 'unavailable'; productId: number; name: string; unitsAvailable: number };

/** A covering or floor: quoted by area in boxes of `min_sale_unit` m². */
export function soldByArea(product: Pick<QuoteProduct, 'categoryId' | 'minSaleUnit'>): boolean {
  return (
    (product.categoryId === CATEGORY_ID.coverings || product.categoryId === CATEGORY_ID.floors) &&
    product.minSaleUnit !== null &&
    product.minSaleUnit > 0
  );
}

/** A complementary product: its units follow the area of the brand it complements. */
export function isComplementary(
  product: Pick<QuoteProduct, 'complementedBrandId' | 'yieldM2'>,
): boolean {
  return product.complementedBrandId !== null && product.yieldM2 !== null && product.yieldM2 > 0;
}

/**
 * The lines of a quote and what stops it: units from the area or the brand area, a complement's
 * installation at 0, each line's subtotal, and any line asking for more than is available (the
 * builder's 'Revisar cotización' stays disabled while one does).
 */
export function buildQuoteLines(
  entries: readonly QuoteEntry[],
  productsById: ReadonlyMap<number, QuoteProduct>,
): { lines: QuoteLine[]; problems: QuoteProblem[] } {
  const problems: QuoteProblem[] = [];
  const brandArea = new Map<number, number>();
  for (const entry of entries) {
    const product = productsById.get(entry.productId);
    if (product && soldByArea(product) && product.brandId !== null) {
      brandArea.set(product.brandId, (brandArea.get(product.brandId) ?? 0) + (entry.m2 ?? 0));
    }
  }
  const lines: QuoteLine[] = [];
  for (const entry of entries) {
    const product = productsById.get(entry.productId);
    if (!product) {
      problems.push({ code: 'unknown_product', productId: entry.productId });
      continue;
    }
    const { name } = product;
    let units: number;
    let m2: number | null = null;
    let complementary = false;
    let installationPrice = product.installationPrice ?? 0;
    if (isComplementary(product)) {
      const area = brandArea.get(product.complementedBrandId ?? -1);
      // Without a covering of its brand in the quote it complements nothing; with one whose
      // area is still missing, that covering's own line asks for it and this one waits.
      if (area === undefined) {
        problems.push({ code: 'not_complementary', productId: product.id, name });
        continue;
      }
      if (area <= 0) continue;
      complementary = true;
      m2 = area;
      units = complementaryUnits(area, product.yieldM2 ?? 1);
      installationPrice = 0;
    } else if (soldByArea(product)) {
      if (!entry.m2 || entry.m2 <= 0) {
        problems.push({ code: 'needs_area', productId: product.id, name });
        continue;
      }
      m2 = entry.m2;
      units = coveringUnits(entry.m2, product.minSaleUnit ?? 1);
    } else {
      if (!entry.units || entry.units <= 0 || !Number.isInteger(entry.units)) {
        problems.push({ code: 'needs_units', productId: product.id, name });
        continue;
      }
      units = entry.units;
    }
    if (units > product.unitsAvailable) {
      problems.push({
        code: 'unavailable',
        productId: product.id,
        name,
        unitsAvailable: product.unitsAvailable,
      });
    }
    lines.push({
      productId: product.id,
      name,
      complementary,
      m2,
      units,
      price: product.price,
      shippingCost: entry.shippingCost,
      installationPrice,
      commissionPercent: product.commissionPercent,
      subtotal: units * product.price + entry.shippingCost,
    });
  }
  return { lines, problems };
}

/**
 * The legacy builder's quantity (part 1 §5): a whole number from the product's minimum sale unit
 * (the spec's "greater than the minimum" read as "at least", decision 029) up to the minimum times
 * the units available.
 */
export function legacyQuantityRange(
  product: Pick<QuoteProduct, 'minSaleUnit' | 'unitsAvailable'>,
): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(product.minSaleUnit ?? 1));
  return { min, max: Math.floor((product.minSaleUnit ?? 1) * product.unitsAvailable) };
}

export function legacyQuantityValid(
  quantity: number,
  product: Pick<QuoteProduct, 'minSaleUnit' | 'unitsAvailable'>,
): boolean {
  const { min, max } = legacyQuantityRange(product);
  return Number.isInteger(quantity) && quantity >= min && quantity <= max;
}
