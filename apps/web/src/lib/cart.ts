/**
 * The cart of part 2 §4: its lines, the reducer (add, remove, set quantity, clear, initialise)
 * and its totals (§3 Cart item, computed by the shared money rules). Pure code: the cart
 * provider keeps the state (localStorage or the server) and the screens read it through
 * `useCart`. It lives in lib/ because the headers, the product page and the checkout (three
 * features) all read the same cart.
 */
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { fillMessage } from '@hogarte/shared/fill-message';
import { cartStockExceeded } from '@hogarte/shared/message-texts/cart';
import { linesTotals, type PricedLine } from '@hogarte/shared/money';

export interface CartState {
  items: CartItem[];
  /**
   * The stock warning of the last action when it was refused (§8), else null. The provider
   * shows it as a toast; the reducer stays free of side effects.
   */
  warning: string | null;
}

export type CartAction =
  | { type: 'add'; payload: { item: CartItem } }
  | { type: 'remove'; payload: { productId: number } }
  | { type: 'setQuantity'; payload: { productId: number; quantity: number } }
  | { type: 'clear' }
  | { type: 'initialize'; payload: { items: CartItem[] } };

export const EMPTY_CART: CartState = { items: [], warning: null };

function stockWarning(item: CartItem): string {
  return fillMessage(cartStockExceeded, { name: item.name, n: item.units_available });
}

function requirePayload<T>(action: { type: string; payload?: T }): T {
  if (action.payload === undefined || action.payload === null) {
    throw new Error(`Cart action '${action.type}' needs a payload`);
  }
  return action.payload;
}

function findIndex(items: readonly CartItem[], productId: number, type: string): number {
  const index = items.findIndex((item) => item.product_id === productId);
  if (index === -1)
    throw new Error(`Cart action '${type}': product ${productId} is not in the cart`);
  return index;
}

/**
 * The cart's transitions. Going above `units_available` is refused with the §8 warning (the
 * state keeps its items); a quantity of zero or less removes the line. A missing payload or a
 * product that is not in the cart is a programming error and throws.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const { item } = requirePayload(action);
      if (!item) throw new Error("Cart action 'add' needs an item");
      const index = state.items.findIndex((line) => line.product_id === item.product_id);
      const current = index === -1 ? 0 : (state.items[index]?.quantity ?? 0);
      const quantity = current + item.quantity;
      if (quantity > item.units_available) {
        return { items: state.items, warning: stockWarning(item) };
      }
      if (item.quantity <= 0) return { items: state.items, warning: null };
      // An existing line keeps what the server told about it (its supplier's uuid, its id).
      const items =
        index === -1
          ? [...state.items, { ...item, quantity }]
          : state.items.map((existing, at) =>
              at === index ? { ...existing, quantity } : existing,
            );
      return { items, warning: null };
    }
    case 'remove': {
      const { productId } = requirePayload(action);
      const index = findIndex(state.items, productId, action.type);
      return { items: state.items.filter((_item, at) => at !== index), warning: null };
    }
    case 'setQuantity': {
      const { productId, quantity } = requirePayload(action);
      const index = findIndex(state.items, productId, action.type);
      const line = state.items[index] as CartItem;
      if (quantity <= 0) {
        return { items: state.items.filter((_item, at) => at !== index), warning: null };
      }
      if (quantity > line.units_available) {
        return { items: state.items, warning: stockWarning(line) };
      }
      return {
        items: state.items.map((existing, at) => (at === index ? { ...line, quantity } : existing)),
        warning: null,
      };
    }
    case 'clear':
      return EMPTY_CART;
    case 'initialize': {
      const { items } = requirePayload(action);
      if (!Array.isArray(items)) throw new Error("Cart action 'initialize' needs a list of items");
      return { items, warning: null };
    }
    default: {
      const unknown = action as { type?: unknown };
      throw new Error(`Unknown cart action '${String(unknown.type)}'`);
    }
  }
}

export interface CartTotals {
  /** Units in the cart (the header badge). */
  itemsCount: number;
  /** Σ quantity × taxed_price, COP. */
  total: number;
  /** What a designer saves (part 2 §9), as `designerDiscount` of the shared money rules. */
  designerDiscount: number;
}

/** A cart line as the shared money rules read it. */
export function pricedLine(item: CartItem): PricedLine {
  return {
    taxedPrice: item.taxed_price,
    quantity: item.quantity,
    commissionPercent: item.comission_percentage,
  };
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  const totals = linesTotals(items.map(pricedLine));
  return {
    itemsCount: totals.itemsCount,
    total: totals.subtotal,
    designerDiscount: totals.designerDiscount,
  };
}

/** A path segment as the address bar and the API may write it: decoded, lower case. */
function storeKey(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not percent-encoded: compared as it is.
  }
  return decoded.trim().replace(/\s+/g, '-').toLowerCase();
}

/** The lines a store's own cart page shows: only that supplier's products (part 2 §2.7). */
export function itemsOfStore(items: readonly CartItem[], companyName: string): CartItem[] {
  const key = storeKey(companyName);
  return items.filter((item) => storeKey(item.supplier.store) === key);
}
