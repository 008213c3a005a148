// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { cartItem } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';
import { productDetail } from '../testing/products';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const PATH = '/productos/1-porcelanato-roble-natural-60x60';
const NAME = 'Porcelanato Roble Natural 60x60';

function stubProduct(product: ProductDetailData, user?: ReturnType<typeof logIn>) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/products/1')) return json(product);
    if (url.endsWith('/v2/cart') && init?.method === 'GET') return json({ cartItems: [] });
    if (url.endsWith('/v2/cart/syncCart')) {
      return json({
        code: 'SUCCESS',
        cartItems: [cartItem(1, { name: NAME, quantity: 2, units_available: 3 })],
        removed: [],
      });
    }
    return undefined;
  }, user);
}

function quantityGroup() {
  return screen.getByRole('group', { name: `Cantidad de ${NAME}` });
}

describe('adding to the cart from the product page', { timeout: 40_000 }, () => {
  it('adds the chosen quantity to a visitor’s cart, shown in the header’s badge', async () => {
    stubProduct(productDetail({ units_available: 3 }));
    renderApp(PATH);
    const add = await screen.findByRole('button', { name: 'Agregar al carrito' }, PAGE);
    const group = quantityGroup();
    fireEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
    expect(within(group).getByText('2')).toBeTruthy();
    fireEvent.click(add);
    expect(await screen.findByText(MESSAGES.cartItemAdded, {}, PAGE)).toBeTruthy();
    // The header has the cart twice: in the bar, and beside the phones' menu button.
    const carts = screen.getAllByRole('link', { name: 'Carrito de compras, 2 unidades' });
    expect(carts.map((cart) => cart.getAttribute('href'))).toEqual(['/pago', '/pago']);
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      product_id: number;
      quantity: number;
      supplier: { store: string };
    }[];
    expect(stored).toMatchObject([
      { product_id: 1, quantity: 2, supplier: { store: 'Cerámicas-del-Valle' } },
    ]);

    // The picker stops at the stock; adding beyond what is left is refused with the warning.
    fireEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
    expect(within(group).getByRole('button', { name: 'Aumentar cantidad' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(add);
    expect(
      await screen.findByText(
        fillMessage(MESSAGES.cartStockExceeded, { name: NAME, n: 3 }),
        {},
        PAGE,
      ),
    ).toBeTruthy();
    // The header has the cart twice: in the bar, and beside the phones' menu button.
    expect(screen.getAllByRole('link', { name: 'Carrito de compras, 2 unidades' })).toHaveLength(2);
  });

  it('cannot add a product that is sold out', async () => {
    stubProduct(productDetail({ units_available: 0, in_stock: false }));
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: 'Agregar al carrito' }, PAGE)).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('sends a client’s addition to the server cart', async () => {
    const user = logIn(ROLE.client);
    const fetchMock = stubProduct(productDetail({ units_available: 3 }), user);
    renderApp(PATH);
    const add = await screen.findByRole('button', { name: 'Agregar al carrito' }, PAGE);
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    fireEvent.click(within(quantityGroup()).getByRole('button', { name: 'Aumentar cantidad' }));
    fireEvent.click(add);
    await waitFor(() =>
      expect(sentBody(fetchMock, '/v2/cart/syncCart')).toEqual({
        cartItems: [{ productId: 1, quantity: 2 }],
      }),
    );
    // The header has the cart twice: in the bar, and beside the phones' menu button.
    expect(screen.getAllByRole('link', { name: 'Carrito de compras, 2 unidades' })).toHaveLength(2);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
