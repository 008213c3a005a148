// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { useCart } from '../../../lib/cart-context';
import { showServerError } from '../../../lib/toast';
import { callsTo, cartItem } from '../../../test/cart-fixtures';
import { json, logIn, sentBody, stubBrowser, stubFetch, wasCalled } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { CartProvider } from './cart-provider';

vi.mock('../../../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/toast')>()),
  showServerError: vi.fn(),
}));

beforeEach(() => {
  stubBrowser();
  vi.mocked(showServerError).mockClear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Probe() {
  const cart = useCart();
  return (
    <div>
      <p data-testid="mode">{cart.mode}</p>
      <p data-testid="ready">{String(cart.ready)}</p>
      <p data-testid="lines">
        {cart.items.map((item) => `${item.product_id}x${item.quantity}`).join(',')}
      </p>
      <button onClick={() => cart.add(cartItem(7, { quantity: 2 }))}>agregar</button>
    </div>
  );
}

function renderCart() {
  return renderComponent(
    <CartProvider>
      <Probe />
    </CartProvider>,
  );
}

const lines = () => screen.getByTestId('lines').textContent;

describe('the cart provider', () => {
  it('keeps a visitor’s cart in this browser and never asks the server', async () => {
    const fetchMock = stubFetch();
    localStorage.setItem('cart', JSON.stringify([cartItem(1, { quantity: 2 })]));
    renderCart();
    expect(screen.getByTestId('mode').textContent).toBe('local');
    await waitFor(() => expect(lines()).toBe('1x2'));
    fireEvent.click(screen.getByRole('button', { name: 'agregar' }));
    expect(lines()).toBe('1x2,7x2');
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as { product_id: number }[];
    expect(stored.map((item) => item.product_id)).toEqual([1, 7]);
    expect(wasCalled(fetchMock, '/v2/cart')).toBe(false);
  });

  it('keeps the cart locally for roles that do not buy', () => {
    const user = logIn(ROLE.supplier);
    const fetchMock = stubFetch(undefined, user);
    renderCart();
    expect(screen.getByTestId('mode').textContent).toBe('local');
    fireEvent.click(screen.getByRole('button', { name: 'agregar' }));
    expect(lines()).toBe('7x2');
    expect(localStorage.getItem('cart')).toContain('"product_id":7');
    expect(wasCalled(fetchMock, '/v2/cart')).toBe(false);
    expect(wasCalled(fetchMock, '/v2/cart/syncCart')).toBe(false);
  });

  it('reads a client’s cart from the server and sends changes, taking its answer as truth', async () => {
    const user = logIn(ROLE.client);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/cart') && init?.method === 'GET') {
        return json({ cartItems: [cartItem(1, { quantity: 1 })] });
      }
      if (url.endsWith('/v2/cart/syncCart')) {
        // Only 1 unit of product 7 is left: the server lowers the quantity.
        return json({
          code: 'SUCCESS_WITH_REMOVED_ITEMS',
          cartItems: [cartItem(1, { quantity: 1 }), cartItem(7, { quantity: 1 })],
          removed: [{ product_id: 7, name: 'Producto 7', requested: 2, available: 1 }],
        });
      }
      return undefined;
    }, user);
    renderCart();
    expect(screen.getByTestId('mode').textContent).toBe('server');
    await waitFor(() => expect(lines()).toBe('1x1'));
    expect(screen.getByTestId('ready').textContent).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'agregar' }));
    expect(lines()).toBe('1x1,7x2');
    await waitFor(() => expect(lines()).toBe('1x1,7x1'));
    expect(sentBody(fetchMock, '/v2/cart/syncCart')).toEqual({
      cartItems: [
        { productId: 1, quantity: 1 },
        { productId: 7, quantity: 2 },
      ],
    });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('adds the cart kept before logging in to the server cart, once, and forgets the local copy', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([cartItem(1, { quantity: 2 }), cartItem(3, { quantity: 1 })]),
    );
    const user = logIn(ROLE.designer);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/cart') && init?.method === 'GET') {
        return json({ cartItems: [cartItem(1, { quantity: 1 })] });
      }
      if (url.endsWith('/v2/cart/syncCart')) {
        return json({
          code: 'SUCCESS',
          cartItems: [cartItem(1, { quantity: 3 }), cartItem(3, { quantity: 1 })],
          removed: [],
        });
      }
      return undefined;
    }, user);
    renderCart();
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
    expect(sentBody(fetchMock, '/v2/cart/syncCart')).toEqual({
      cartItems: [
        { productId: 1, quantity: 3 },
        { productId: 3, quantity: 1 },
      ],
    });
    expect(lines()).toBe('1x3,3x1');
    expect(callsTo(fetchMock, '/v2/cart/syncCart')).toHaveLength(1);
  });

  it('keeps the local copy when the merge could not be saved', async () => {
    localStorage.setItem('cart', JSON.stringify([cartItem(3, { quantity: 1 })]));
    const user = logIn(ROLE.client);
    stubFetch((url, init) => {
      if (url.endsWith('/v2/cart') && init?.method === 'GET') return json({ cartItems: [] });
      if (url.endsWith('/v2/cart/syncCart')) {
        return json({ statusCode: 500, code: 'INTERNAL', message: 'Falló' }, 500);
      }
      return undefined;
    }, user);
    renderCart();
    await waitFor(() =>
      expect(showServerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Falló' })),
    );
    await act(() => Promise.resolve());
    expect(localStorage.getItem('cart')).toContain('"product_id":3');
    // What the server holds is shown again.
    await waitFor(() => expect(lines()).toBe(''));
  });
});
