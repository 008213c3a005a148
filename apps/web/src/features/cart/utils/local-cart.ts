/**
 * The cart of visitors and of roles that do not buy, kept in this browser's localStorage. A
 * client or designer who logs in gets it merged into the server cart, and then it is removed.
 */
import type { CartItem } from '@hogarte/shared/contracts/cart';

export const LOCAL_CART_KEY = 'cart';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.product_id === 'number' &&
    typeof item.quantity === 'number' &&
    item.quantity > 0 &&
    typeof item.taxed_price === 'number' &&
    typeof item.units_available === 'number' &&
    typeof item.name === 'string' &&
    typeof item.supplier === 'object' &&
    item.supplier !== null
  );
}

/** The stored lines; anything unreadable (an older format, a hand edit) counts as no cart. */
export function readLocalCart(): CartItem[] {
  try {
    const raw = window.localStorage.getItem(LOCAL_CART_KEY);
    if (!raw) return [];
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(items));
  } catch {
    // A full or blocked storage keeps the cart for this page only; nothing else to do.
  }
}

export function clearLocalCart(): void {
  writeLocalCart([]);
}
