// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { showToast } from '../../../lib/toast';
import { bodyOf, callsTo, cartItem } from '../../../test/cart-fixtures';
import { json, stubFetch } from '../../../test/render-app';
import { CART_SYNC_DEBOUNCE_MS, createCartStore } from './cart-store';

vi.mock('../../../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

type FetchMock = ReturnType<typeof stubFetch>;

function syncCalls(fetchMock: FetchMock) {
  return callsTo(fetchMock, '/v2/cart/syncCart');
}

interface SyncBody {
  cartItems: { productId: number; quantity: number }[];
}

function stubServer(answer: (body: SyncBody) => Response) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/cart') && init?.method === 'GET') {
      return json({ cartItems: [cartItem(1, { quantity: 1, units_available: 10 })] });
    }
    if (url.endsWith('/v2/cart/syncCart')) return answer(bodyOf(init) as SyncBody);
    return undefined;
  });
}

async function startedStore() {
  const store = createCartStore('client-uuid');
  store.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(store.getSnapshot().ready).toBe(true);
  return store;
}

describe('the server cart store', () => {
  it('sends a burst of changes once, after the buyer pauses', async () => {
    const fetchMock = stubServer((body) =>
      json({
        code: 'SUCCESS',
        cartItems: body.cartItems.map((line) =>
          cartItem(line.productId, { quantity: line.quantity, units_available: 10 }),
        ),
        removed: [],
      }),
    );
    const store = await startedStore();
    store.setQuantity(1, 2);
    store.setQuantity(1, 3);
    store.setQuantity(1, 4);
    expect(store.getSnapshot().syncing).toBe(true);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS - 1);
    expect(syncCalls(fetchMock)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(syncCalls(fetchMock)).toHaveLength(1);
    expect(bodyOf(syncCalls(fetchMock)[0]?.[1])).toEqual({
      cartItems: [{ productId: 1, quantity: 4 }],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().syncing).toBe(false);
    expect(store.getSnapshot().totals.itemsCount).toBe(4);
    store.stop();
  });

  it('still saves the last change when the page is left before the pause ends', async () => {
    const fetchMock = stubServer((body) =>
      json({
        code: 'SUCCESS',
        cartItems: body.cartItems.map((line) => cartItem(line.productId, line)),
        removed: [],
      }),
    );
    const store = await startedStore();
    store.setQuantity(1, 5);
    window.dispatchEvent(new Event('pagehide'));
    const [call] = syncCalls(fetchMock);
    expect(call?.[1]).toMatchObject({ keepalive: true });
    expect(bodyOf(call?.[1])).toEqual({ cartItems: [{ productId: 1, quantity: 5 }] });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    expect(syncCalls(fetchMock)).toHaveLength(1);
    store.stop();
  });

  it('warns 3 s after an answer that lowered or removed lines, not before', async () => {
    stubServer(() =>
      json({
        code: 'SUCCESS_WITH_REMOVED_ITEMS',
        cartItems: [cartItem(1, { quantity: 2, units_available: 2 })],
        removed: [{ product_id: 1, name: 'Producto 1', requested: 5, available: 2 }],
      }),
    );
    const store = await startedStore();
    store.setQuantity(1, 5);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    // The server's answer is the cart now.
    expect(store.getSnapshot().items[0]?.quantity).toBe(2);
    expect(showToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LIMITS.cartRemovedItemsWarningDelayMs - 1);
    expect(showToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(showToast).toHaveBeenCalledWith(MESSAGES.cartItemsRemoved, 'warning');
    store.stop();
  });

  it('shows the stock warning and sends nothing when a change goes above the stock', async () => {
    const fetchMock = stubServer(() => json({ code: 'SUCCESS', cartItems: [], removed: [] }));
    const store = await startedStore();
    expect(store.setQuantity(1, 11)).toBe(false);
    expect(showToast).toHaveBeenCalledWith(
      'La cantidad solicitada para el producto Producto 1 no está disponible en el stock. Solo hay 10 unidades disponibles.',
      'warning',
    );
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS * 2);
    expect(syncCalls(fetchMock)).toHaveLength(0);
    store.stop();
  });

  it('keeps a change made while an earlier one is on its way', async () => {
    let release: (() => void) | undefined;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/cart') && init?.method === 'GET') {
        return json({ cartItems: [cartItem(1, { quantity: 1, units_available: 10 })] });
      }
      return undefined;
    });
    const store = await startedStore();
    fetchMock.mockImplementation((_input, init) => {
      const body = bodyOf(init) as SyncBody;
      const answer = json({
        code: 'SUCCESS',
        cartItems: body.cartItems.map((line) =>
          cartItem(line.productId, { quantity: line.quantity, units_available: 10 }),
        ),
        removed: [],
      });
      return new Promise((resolve) => {
        release = () => resolve(answer);
      });
    });
    store.setQuantity(1, 2);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    // The first send waits for the server; the buyer changes the cart again meanwhile.
    store.setQuantity(1, 3);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().items[0]?.quantity).toBe(3);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(syncCalls(fetchMock)).toHaveLength(2);
    expect(store.getSnapshot().items[0]?.quantity).toBe(3);
    expect(store.getSnapshot().syncing).toBe(false);
    store.stop();
  });

  it('reloads the server cart as it is', async () => {
    const fetchMock = stubServer(() => json({ code: 'SUCCESS', cartItems: [], removed: [] }));
    const store = await startedStore();
    fetchMock.mockImplementation(() => Promise.resolve(json({ cartItems: [] })));
    await store.reload();
    expect(store.getSnapshot().items).toEqual([]);
    store.stop();
  });
});
