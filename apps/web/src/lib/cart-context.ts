/**
 * How screens reach the cart. The provider (features/cart, mounted by the app's root layout)
 * fills this context; the headers, the product page and the checkout only read it, so none of
 * them loads the provider's sync code, nor the provider any checkout code.
 */
import { createContext, useContext } from 'react';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import type { CartTotals } from './cart';

export interface CartContextValue {
  items: CartItem[];
  totals: CartTotals;
  /** `server` for clients and designers (`/v2/cart`); `local` (localStorage) for everyone else. */
  mode: 'local' | 'server';
  /** False while the server cart is not known yet: changes wait for it. */
  ready: boolean;
  /** A change waits to be sent to the server, or is on its way. */
  syncing: boolean;
  /** Why the server cart could not be read, if it could not. */
  loadError: unknown;
  /** Adds `item.quantity` units; false (with the stock warning shown) when the stock is short. */
  add: (item: CartItem) => boolean;
  /** Zero removes the line; false (with the stock warning shown) when the stock is short. */
  setQuantity: (productId: number, quantity: number) => boolean;
  remove: (productId: number) => void;
  clear: () => void;
  /** Reads the server cart again and takes it as it is (after a payment the server changed it). */
  reload: () => Promise<void>;
  /** Sends the cart now: the server lowers quantities to the stock and answers today's prices. */
  syncNow: () => Promise<void>;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs the CartProvider above it');
  return cart;
}
