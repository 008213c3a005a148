/**
 * The cart's state and its persistence, outside React (the provider subscribes to it).
 *
 * - Local mode (visitors, roles that do not buy): the lines live in localStorage, and other tabs'
 *   changes are followed through the `storage` event.
 * - Server mode (clients and designers): `GET /v2/cart` at start; changes show at once and are
 *   sent as the whole cart (`POST /v2/cart/syncCart`) once the buyer pauses; the server's answer
 *   is the truth (it lowers quantities to the stock and drops what is not for sale). A cart left
 *   in localStorage before logging in is added to the server cart once, then removed.
 */
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { LIMITS } from '@hogarte/shared/limits';
import { cartItemsRemoved } from '@hogarte/shared/message-texts/cart';
import {
  cartReducer,
  cartTotals,
  EMPTY_CART,
  type CartAction,
  type CartState,
  type CartTotals,
} from '../../../lib/cart';
import { showServerError, showToast } from '../../../lib/toast';
import { getCart } from '../api/get-cart';
import { syncCart } from '../api/sync-cart';
import { clearLocalCart, LOCAL_CART_KEY, readLocalCart, writeLocalCart } from './local-cart';

/** A burst of +/− clicks becomes one request. */
export const CART_SYNC_DEBOUNCE_MS = 400;

export interface CartSnapshot {
  items: CartItem[];
  totals: CartTotals;
  ready: boolean;
  syncing: boolean;
  loadError: unknown;
}

export interface CartStore {
  mode: 'local' | 'server';
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CartSnapshot;
  /** Loads the cart and starts following it; `stop` undoes it (unmount, another session). */
  start: () => void;
  stop: () => void;
  add: (item: CartItem) => boolean;
  setQuantity: (productId: number, quantity: number) => boolean;
  remove: (productId: number) => void;
  clear: () => void;
  reload: () => Promise<void>;
  syncNow: () => Promise<void>;
}

/** The server's lines with the local ones added: quantities of the same product are summed. */
function mergeCarts(server: readonly CartItem[], local: readonly CartItem[]): CartItem[] {
  const merged = server.map((item) => ({ ...item }));
  for (const line of local) {
    const same = merged.find((item) => item.product_id === line.product_id);
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}

/** `uuid` of a client or designer keeps the cart on the server; null keeps it in this browser. */
export function createCartStore(uuid: string | null): CartStore {
  const server = uuid !== null;
  let state: CartState = EMPTY_CART;
  let snapshot: CartSnapshot = {
    items: [],
    totals: cartTotals([]),
    ready: !server,
    syncing: false,
    loadError: null,
  };
  const listeners = new Set<() => void>();
  // Answers that arrive after a stop or a reload belong to an older cart and are dropped.
  let generation = 0;
  // Every change bumps `version`; `acked` is the last version the server has answered for.
  let version = 0;
  let acked = 0;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let sending = 0;
  // Sends run one after the other, so the server always ends with the newest cart.
  let queue: Promise<unknown> = Promise.resolve();
  const warningTimers = new Set<ReturnType<typeof setTimeout>>();
  let mergeTried = false;

  function publish(patch: Partial<CartSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function publishSyncing(): void {
    const syncing = debounce !== null || sending > 0;
    if (syncing !== snapshot.syncing) publish({ syncing });
  }

  function setItems(items: CartItem[]): void {
    state = { items, warning: null };
    publish({ items, totals: cartTotals(items) });
  }

  function warnLater(message: string): void {
    // The spec shows this warning 3 s after the answer, once the cart on screen has settled.
    const timer = setTimeout(() => {
      warningTimers.delete(timer);
      showToast(message, 'warning');
    }, LIMITS.cartRemovedItemsWarningDelayMs);
    warningTimers.add(timer);
  }

  const cartBody = () => ({
    cartItems: state.items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
  });

  async function send(): Promise<boolean> {
    const sentGeneration = generation;
    const sentVersion = version;
    if (sentVersion === acked) return true;
    sending += 1;
    publishSyncing();
    try {
      const answer = await syncCart(cartBody());
      if (sentGeneration !== generation) return true;
      acked = Math.max(acked, sentVersion);
      // A newer change waits for its own send: this answer would undo it on screen.
      if (version === sentVersion) setItems(answer.cartItems);
      if (answer.code === 'SUCCESS_WITH_REMOVED_ITEMS') warnLater(cartItemsRemoved);
      return true;
    } catch (error) {
      if (sentGeneration !== generation) return false;
      showServerError(error);
      // What the server holds is the truth: show it again rather than a cart it did not keep.
      void reload();
      return false;
    } finally {
      sending -= 1;
      publishSyncing();
    }
  }

  function flush(): Promise<boolean> {
    if (debounce !== null) {
      clearTimeout(debounce);
      debounce = null;
    }
    const next = queue.then(send, send);
    queue = next;
    publishSyncing();
    return next;
  }

  function changed(): void {
    if (!server) {
      writeLocalCart(state.items);
      return;
    }
    version += 1;
    if (debounce !== null) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = null;
      void flush();
    }, CART_SYNC_DEBOUNCE_MS);
    publishSyncing();
  }

  function apply(action: CartAction): boolean {
    if (!snapshot.ready) return false;
    const next = cartReducer(state, action);
    if (next.warning) {
      showToast(next.warning, 'warning');
      return false;
    }
    state = next;
    publish({ items: next.items, totals: cartTotals(next.items) });
    changed();
    return true;
  }

  async function load(): Promise<void> {
    const loadGeneration = generation;
    try {
      const { cartItems } = await getCart();
      if (loadGeneration !== generation) return;
      // Tried once per session: a failed merge keeps the local copy for the next page load,
      // rather than retrying (and failing) in a loop.
      const local = mergeTried ? [] : readLocalCart();
      if (local.length === 0) {
        setItems(cartItems);
        publish({ ready: true, loadError: null });
        return;
      }
      // Logged in with a visitor's cart: it joins the server's, which clamps to the stock.
      mergeTried = true;
      setItems(mergeCarts(cartItems, local));
      publish({ ready: true, loadError: null });
      version += 1;
      if (await flush()) clearLocalCart();
    } catch (error) {
      if (loadGeneration === generation) publish({ loadError: error });
    }
  }

  /** Leaving the page (a reload, another site) within the debounce still saves the last change. */
  function onPageHide(): void {
    if (debounce === null) return;
    clearTimeout(debounce);
    debounce = null;
    syncCart(cartBody(), { keepalive: true }).catch(() => undefined);
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === LOCAL_CART_KEY || event.key === null) setItems(readLocalCart());
  }

  async function reload(): Promise<void> {
    if (!server) {
      setItems(readLocalCart());
      return;
    }
    generation += 1;
    if (debounce !== null) {
      clearTimeout(debounce);
      debounce = null;
    }
    // Changes not sent yet are given up: the server's cart is taken as it is.
    acked = version;
    publishSyncing();
    await queue.catch(() => undefined);
    await load();
  }

  return {
    mode: server ? 'server' : 'local',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      generation += 1;
      if (server) {
        window.addEventListener('pagehide', onPageHide);
        void load();
        return;
      }
      setItems(readLocalCart());
      window.addEventListener('storage', onStorage);
    },
    stop() {
      generation += 1;
      if (debounce !== null) clearTimeout(debounce);
      debounce = null;
      for (const timer of warningTimers) clearTimeout(timer);
      warningTimers.clear();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onPageHide);
    },
    add: (item) => apply({ type: 'add', payload: { item } }),
    setQuantity: (productId, quantity) =>
      apply({ type: 'setQuantity', payload: { productId, quantity } }),
    remove: (productId) => {
      apply({ type: 'remove', payload: { productId } });
    },
    clear: () => {
      apply({ type: 'clear' });
    },
    reload,
    async syncNow() {
      if (!server || !snapshot.ready) return;
      // Sent even without a change: the answer brings today's prices and stock.
      version += 1;
      await flush();
    },
  };
}
