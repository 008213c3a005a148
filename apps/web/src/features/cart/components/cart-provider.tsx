/**
 * Gives every screen the cart (part 2 §4 Cart). Clients and designers keep it on the server;
 * visitors and the other roles in this browser. It loads with the first page, so it stays small:
 * no UI library, no checkout code.
 */
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { isBuyer } from '@hogarte/shared/roles';
import { CartContext, type CartContextValue } from '../../../lib/cart-context';
import { useSession } from '../../../lib/session';
import { createCartStore } from '../utils/cart-store';

export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const buyer = isBuyer(session?.roleId);
  const uuid = buyer && session ? session.uuid : null;
  // A new session (login or logout in another tab) gets its own cart.
  const store = useMemo(() => createCartStore(uuid), [uuid]);

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const value = useMemo<CartContextValue>(
    () => ({
      ...snapshot,
      mode: store.mode,
      add: store.add,
      setQuantity: store.setQuantity,
      remove: store.remove,
      clear: store.clear,
      reload: store.reload,
      syncNow: store.syncNow,
    }),
    [snapshot, store],
  );
  return <CartContext value={value}>{children}</CartContext>;
}
