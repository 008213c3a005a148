/**
 * The quote the builder is writing, as plain data: what the designer typed per line (texts, so a
 * half-written "4," stays in its field), turned into the shared quote rules' entries
 * (`buildQuoteLines` of @hogarte/shared/quotes, the same the API builds again) and into the body
 * of the preview and send calls. Nothing here computes units or money itself.
 */
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import {
  isComplementary,
  legacyQuantityRange,
  legacyQuantityValid,
  soldByArea,
  type QuoteEntry,
  type QuoteProblem,
  type QuoteProduct,
} from '@hogarte/shared/quotes';
import type { QuoteEntryInput } from '@hogarte/shared/schemas/remodelings';

/**
 * Which builder is open: the remodelling's and the presential consultancy's ask coverings by m²
 * and the rest by units; the legacy one asks one whole quantity per product (part 1 §5).
 */
export type BuilderMode = 'area' | 'legacy';

/**
 * One product line as typed: the area or the units (or the legacy quantity), and shipping. A
 * complementary product has no amount: its units follow its brand's area.
 */
export interface DraftLine {
  productId: number;
  /** m² of a covering or floor; units of anything else; the legacy quantity in legacy mode. */
  amount: string;
  /** COP, digits only. */
  shipping: string;
}

/** The shared rules' view of a catalogue product. */
export function toQuoteProduct(product: QuoteProductView): QuoteProduct {
  return {
    id: product.id,
    name: product.name,
    categoryId: product.category_id,
    brandId: product.brand?.id ?? null,
    complementedBrandId: product.brand_that_complements_id,
    minSaleUnit: product.min_sale_unit,
    yieldM2: product.yield_m2,
    price: product.price,
    installationPrice: product.installation_price,
    commissionPercent: product.comission_percentage,
    unitsAvailable: product.units_available,
  };
}

/** An area as typed (comma or dot, up to two decimals); null when it is not one yet. */
export function parseArea(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const area = Number(normalized);
  return area > 0 && area <= LIMITS.quoteAreaMaxM2 ? area : null;
}

/** A whole positive number as typed (units, the legacy quantity); null when it is not one. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/** Shipping as typed: empty is 0; digits only, up to the limit; null when over it. */
export function parseShipping(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= LIMITS.quoteShippingMax ? value : null;
}

export function shippingError(text: string): string | null {
  return parseShipping(text) === null
    ? fillMessage(MESSAGES.quoteShippingInvalid, { max: formatCop(LIMITS.quoteShippingMax) })
    : null;
}

/** The legacy rule's message for a quantity that breaks it, else null. */
export function legacyQuantityError(text: string, product: QuoteProduct): string | null {
  const quantity = parseWhole(text);
  if (quantity !== null && legacyQuantityValid(quantity, product)) return null;
  return fillMessage(MESSAGES.legacyQuantityInvalid, legacyQuantityRange(product));
}

/**
 * The entries the shared rules read. A complement sends only its shipping (its units are its
 * brand's area ÷ yield); in legacy mode the whole quantity is the covering's area or the units.
 */
export function draftEntries(
  lines: readonly DraftLine[],
  productsById: ReadonlyMap<number, QuoteProduct>,
  mode: BuilderMode,
): QuoteEntry[] {
  return lines.map((line) => {
    const product = productsById.get(line.productId);
    const shippingCost = parseShipping(line.shipping) ?? 0;
    if (!product || isComplementary(product)) return { productId: line.productId, shippingCost };
    const amount =
      mode === 'legacy'
        ? legacyQuantityError(line.amount, product) === null
          ? parseWhole(line.amount)
          : null
        : soldByArea(product)
          ? parseArea(line.amount)
          : parseWhole(line.amount);
    return soldByArea(product)
      ? { productId: line.productId, m2: amount, shippingCost }
      : { productId: line.productId, units: amount, shippingCost };
  });
}

/** The body's products, in the order of the lines (the server's `products.{i}` errors follow it). */
export function entriesBody(entries: readonly QuoteEntry[]): QuoteEntryInput[] {
  return entries.map((entry) => ({
    product_id: entry.productId,
    ...(entry.m2 ? { m2: entry.m2 } : {}),
    ...(entry.units ? { units: entry.units } : {}),
    shipping_cost: entry.shippingCost,
  }));
}

/** A problem of the shared rules in the spec's words. */
export function problemMessage(problem: QuoteProblem): string {
  switch (problem.code) {
    case 'unknown_product':
      return fillMessage(MESSAGES.quoteProductUnavailable, { name: `#${problem.productId}` });
    case 'needs_area':
      return fillMessage(MESSAGES.quoteNeedsArea, { name: problem.name });
    case 'needs_units':
      return fillMessage(MESSAGES.quoteNeedsUnits, { name: problem.name });
    case 'not_complementary':
      return fillMessage(MESSAGES.quoteNotComplementary, { name: problem.name });
    case 'unavailable':
      return fillMessage(MESSAGES.quoteUnitsUnavailable, {
        name: problem.name,
        units: problem.unitsAvailable,
      });
  }
}

/** `products.3.m2` → 3: which line a server field error belongs to. */
export function lineIndexOfField(field: string): number | null {
  const match = /^products\.(\d+)(\.|$)/.exec(field);
  return match ? Number(match[1]) : null;
}
