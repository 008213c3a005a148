/**
 * What the catalogue and the builders hand each other in the router's state (spec part 1 §2:
 * "Quote builders receive selected products and the purchase as passed state").
 */
import { readQuotePurchase, type QuotePurchase } from '../../lib/quote-purchase';

/** Into the catalogue: the purchase, a selection to keep (back from a builder), a note. */
export interface CatalogueState {
  quotePurchase: QuotePurchase;
  selected: number[];
  /** Why the designer was sent here (a builder opened without products). */
  notice: string;
}

/** Into a builder: the chosen products' ids and the purchase they are quoted for. */
export interface BuilderState {
  products: number[];
  purchase: QuotePurchase;
}

/** A builder's state as it arrived (a reload or a typed address may bring none). */
export function readBuilderState(state: unknown): {
  productIds: number[];
  purchase: QuotePurchase | null;
} {
  const given = (state ?? {}) as Partial<Record<keyof BuilderState, unknown>>;
  const productIds = Array.isArray(given.products)
    ? given.products.filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
    : [];
  return { productIds, purchase: readQuotePurchase({ quotePurchase: given.purchase }) };
}
