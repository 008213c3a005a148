// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { formatCop } from '../../../lib/format';
import { reloadAt } from '../../../lib/full-reload';
import { callsTo, cartItem, SUPPLIER_A, SUPPLIER_B } from '../../../test/cart-fixtures';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  wasCalled,
} from '../../../test/render-app';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

beforeEach(() => {
  stubBrowser();
  vi.mocked(reloadAt).mockClear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
/** Testing Library folds the non-breaking space of the COP format into a plain one. */
const cop = (amount: number) => formatCop(amount).replace(/\s/g, ' ');

const LAMP = cartItem(1, {
  name: 'Lámpara Nórdica',
  quantity: 2,
  taxed_price: 100000,
  comission_percentage: 20,
});
const RUG = cartItem(2, {
  name: 'Tapete Yute',
  quantity: 1,
  taxed_price: 250000,
  comission_percentage: 30,
  supplier: SUPPLIER_B,
});
const ADDRESS = {
  id: 11,
  street_address: 'Calle 10 # 43-12',
  city: { code: '05001', name: 'Medellín' },
};
const QUOTES = {
  suppliers: [
    {
      supplier: SUPPLIER_A,
      quotes: [
        {
          carrier: 'coordinadora',
          description: 'Coordinadora',
          service: 'ecommerce',
          totalPrice: 18000,
          deliveryDays: 8,
        },
        {
          carrier: 'servientrega',
          description: 'Servientrega',
          service: 'express',
          totalPrice: 25000,
          deliveryDays: 6,
        },
      ],
    },
    {
      supplier: SUPPLIER_B,
      quotes: [
        {
          carrier: 'servientrega',
          description: 'Servientrega',
          service: 'ground',
          totalPrice: 22000,
          deliveryDays: 9,
        },
      ],
    },
  ],
};
const CHECKOUT_URL = 'http://localhost/simulador/wompi/p/?public-key=pub_test_x';

interface BuyerStubs {
  items?: CartItem[];
  quotes?: unknown;
  checkout?: () => Response;
  extra?: (url: string) => Response | undefined;
}

function storeAnswer(companyName: string, store: string) {
  return {
    company_name: companyName,
    store,
    company_primary_color: '#1e5aa8',
    company_secondary_color: '#f2b705',
    company_font_type: 'Open Sans',
    company_logo: null,
    company_banner: [],
    company_navbarLinks: [],
    company_social_Media_Links: [],
  };
}

function stubBuyer(roleId: typeof ROLE.client | typeof ROLE.designer, stubs: BuyerStubs = {}) {
  const user = logIn(roleId);
  const items = stubs.items ?? [LAMP, RUG];
  return stubFetch((url, init) => {
    const extra = stubs.extra?.(url);
    if (extra) return extra;
    if (url.endsWith('/v2/cart') && init?.method === 'GET') return json({ cartItems: items });
    if (url.endsWith('/v2/cart/syncCart')) {
      return json({ code: 'SUCCESS', cartItems: items, removed: [] });
    }
    if (url.endsWith('/v2/users/addresses') && init?.method === 'GET') {
      return json({ addresses: [ADDRESS] });
    }
    if (url.endsWith('/v2/cart/shipping-cost?addressId=11')) return json(stubs.quotes ?? QUOTES);
    if (url.endsWith('/v2/checkout') && init?.method === 'POST') {
      return (
        stubs.checkout?.() ??
        json(
          {
            orderId: 123,
            orderNumber: 'HG-000123',
            total: 490000,
            reference: 'HG-000123-1',
            amountInCents: 49000000,
            checkoutUrl: CHECKOUT_URL,
          },
          201,
        )
      );
    }
    return undefined;
  }, user);
}

async function chooseCarriers() {
  const first = await screen.findByRole('region', { name: 'Envío de Cerámicas del Valle' }, PAGE);
  fireEvent.click(within(first).getByRole('radio', { name: /Coordinadora/ }));
  const second = screen.getByRole('region', { name: 'Envío de Luz Viva' });
  fireEvent.click(within(second).getByRole('radio', { name: /Servientrega/ }));
}

function payButton() {
  return screen.getByRole('button', { name: 'Pagar con Wompi' });
}

describe('the checkout page', { timeout: 40_000 }, () => {
  it('shows a visitor the cart kept in this browser and a way to log in and come back', async () => {
    localStorage.setItem('cart', JSON.stringify([LAMP, RUG]));
    const fetchMock = stubFetch();
    renderApp('/pago');
    const lamp = await screen.findByRole('listitem', { name: 'Lámpara Nórdica' }, PAGE);
    expect(within(lamp).getByText('Unidad')).toBeTruthy();
    expect(within(lamp).getByText(`${cop(100000)} c/u`)).toBeTruthy();
    expect(within(lamp).getByLabelText(`Total de Lámpara Nórdica: ${cop(200000)}`)).toBeTruthy();
    expect(lamp.querySelector('img')?.getAttribute('src')).toBe('/uploads/1-card.webp');
    expect(screen.getByRole('region', { name: 'Productos de Luz Viva' })).toBeTruthy();

    const login = screen.getByRole('link', { name: 'Ingresa para comprar' });
    expect(login.getAttribute('href')).toBe('/login?callback=%2Fpago');
    expect(screen.queryByRole('button', { name: 'Pagar con Wompi' })).toBeNull();
    expect(wasCalled(fetchMock, '/v2/cart')).toBe(false);

    // − at one unit removes the line; the header's badge follows.
    const rug = screen.getByRole('listitem', { name: 'Tapete Yute' });
    fireEvent.click(within(rug).getByRole('button', { name: 'Disminuir cantidad' }));
    expect(screen.queryByRole('listitem', { name: 'Tapete Yute' })).toBeNull();
    // The header has the cart twice: in the bar, and beside the phones' menu button.
    expect(screen.getAllByRole('link', { name: 'Carrito de compras, 2 unidades' })).toHaveLength(2);
    fireEvent.click(
      within(lamp).getByRole('button', { name: 'Eliminar Lámpara Nórdica del carrito' }),
    );
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('tells other roles that only clients and designers buy', async () => {
    localStorage.setItem('cart', JSON.stringify([LAMP]));
    const user = logIn(ROLE.supplier);
    stubFetch(undefined, user);
    renderApp('/pago');
    expect(await screen.findByText(MESSAGES.cartBuyersOnly, {}, PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar con Wompi' })).toBeNull();
  });

  it('shows only the store’s products in a store’s cart', async () => {
    localStorage.setItem('cart', JSON.stringify([LAMP, RUG]));
    stubFetch((url) =>
      url.endsWith(`/v2/suppliers/e-commerce/${encodeURIComponent('Luz-Viva')}`)
        ? json(storeAnswer('Luz Viva', 'Luz-Viva'))
        : undefined,
    );
    renderApp('/Luz-Viva/pago');
    expect(await screen.findByRole('listitem', { name: 'Tapete Yute' }, PAGE)).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Lámpara Nórdica' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Carrito de compras, 1 unidad' }).getAttribute('href'),
    ).toBe('/Luz-Viva/pago');
    expect(screen.getByRole('link', { name: 'Ingresa para comprar' }).getAttribute('href')).toBe(
      '/login?callback=%2FLuz-Viva%2Fpago',
    );
  });

  it('places a client’s order with the lines, address, carriers and billing, then goes to Wompi', async () => {
    const fetchMock = stubBuyer(ROLE.client);
    renderApp('/pago');
    expect(await screen.findByRole('listitem', { name: 'Lámpara Nórdica' }, PAGE)).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Calle 10 # 43-12/ }, PAGE)).toHaveProperty(
      'checked',
      true,
    );
    expect(payButton()).toHaveProperty('disabled', true);
    await chooseCarriers();
    expect(screen.getAllByText('Entrega estimada en 8 días').length).toBeGreaterThan(0);

    const summary = screen.getByRole('region', { name: 'Resumen de tu compra' });
    expect(within(summary).getByText(cop(450000))).toBeTruthy();
    expect(within(summary).getByText(cop(40000))).toBeTruthy();
    expect(within(summary).getByText(cop(490000))).toBeTruthy();
    expect(within(summary).queryByText('Descuento de diseñador')).toBeNull();

    const recipient = screen.getByRole('region', { name: '¿Quién recibe?' });
    expect(within(recipient).getByLabelText('Nombres')).toHaveProperty('value', 'Camila');
    expect(within(recipient).getByLabelText('Celular')).toHaveProperty('value', '3201234567');
    const billing = screen.getByRole('region', { name: 'Datos de facturación' });
    fireEvent.change(within(billing).getByLabelText('Número de documento'), {
      target: { value: '1020304050' },
    });

    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    fireEvent.click(payButton());
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sentBody(fetchMock, '/v2/checkout')).toEqual({
      items: [
        { productId: 1, quantity: 2, taxedPrice: 100000 },
        { productId: 2, quantity: 1, taxedPrice: 250000 },
      ],
      addressId: 11,
      recipient: { name: 'Camila', lastname: 'Restrepo', phone: '3201234567' },
      carriers: [
        { supplierId: 'supplier-a', carrierName: 'coordinadora' },
        { supplierId: 'supplier-b', carrierName: 'servientrega' },
      ],
      billingInformation: {
        type: 'natural_person',
        first_name: 'Camila',
        last_name: 'Restrepo',
        legal_document_type_id: 1,
        identification_code: '1020304050',
      },
    });
  });

  it('bills a company and names the store when paying inside it; designers see their discount', async () => {
    const stubbed = stubBuyer(ROLE.designer, {
      // The other store's line stays in the cart but out of this store's checkout.
      items: [LAMP, RUG],
      quotes: { suppliers: [QUOTES.suppliers[0]] },
      extra: (url) =>
        url.endsWith(`/v2/suppliers/e-commerce/${encodeURIComponent('Cerámicas-del-Valle')}`)
          ? json(storeAnswer('Cerámicas del Valle', 'Cerámicas-del-Valle'))
          : undefined,
    });
    renderApp('/Cerámicas-del-Valle/pago');
    const first = await screen.findByRole('region', { name: 'Envío de Cerámicas del Valle' }, PAGE);
    fireEvent.click(within(first).getByRole('radio', { name: /Servientrega/ }));
    // Half of the 20 % commission of 2 × 100,000.
    const summary = screen.getByRole('region', { name: 'Resumen de tu compra' });
    expect(within(summary).getByText('Descuento de diseñador')).toBeTruthy();
    expect(within(summary).getByText(`− ${cop(20000)}`)).toBeTruthy();
    expect(within(summary).getByText(cop(200000 + 25000 - 20000))).toBeTruthy();

    const billing = screen.getByRole('region', { name: 'Datos de facturación' });
    fireEvent.click(within(billing).getByRole('radio', { name: 'Empresa' }));
    fireEvent.change(within(billing).getByLabelText('Razón social'), {
      target: { value: 'Estudio Casa Viva SAS' },
    });
    fireEvent.change(within(billing).getByLabelText('NIT'), { target: { value: '900123456' } });
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    fireEvent.click(payButton());
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    const body = sentBody(stubbed, '/v2/checkout') as Record<string, unknown>;
    expect(body.billingInformation).toEqual({
      type: 'company',
      company_name: 'Estudio Casa Viva SAS',
      NIT: '900123456',
    });
    expect(body.companyName).toBe('Cerámicas-del-Valle');
    expect(body.carriers).toEqual([{ supplierId: 'supplier-a', carrierName: 'servientrega' }]);
  });

  it('keeps the pay button off while the total is 0', async () => {
    const free = cartItem(5, { name: 'Muestra gratis', taxed_price: 0, comission_percentage: 0 });
    stubBuyer(ROLE.client, {
      items: [free],
      quotes: {
        suppliers: [
          {
            supplier: SUPPLIER_A,
            quotes: [
              {
                carrier: 'recogida',
                description: 'Recogida',
                service: 'pickup',
                totalPrice: 0,
                deliveryDays: 3,
              },
            ],
          },
        ],
      },
    });
    renderApp('/pago');
    const first = await screen.findByRole('region', { name: 'Envío de Cerámicas del Valle' }, PAGE);
    fireEvent.click(within(first).getByRole('radio', { name: /Recogida/ }));
    const billing = screen.getByRole('region', { name: 'Datos de facturación' });
    fireEvent.change(within(billing).getByLabelText('Número de documento'), {
      target: { value: '1020304050' },
    });
    const summary = screen.getByRole('region', { name: 'Resumen de tu compra' });
    expect(within(summary).getAllByText(cop(0)).length).toBeGreaterThan(0);
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('says which supplier still needs a carrier, and when no carrier can quote', async () => {
    stubBuyer(ROLE.client, {
      quotes: { suppliers: [QUOTES.suppliers[0], { supplier: SUPPLIER_B, quotes: [] }] },
    });
    renderApp('/pago');
    expect(await screen.findByText(MESSAGES.carriersNotFound, {}, PAGE)).toBeTruthy();
    expect(
      screen.getByText(fillMessage(MESSAGES.carrierRequired, { supplier: 'Luz Viva' })),
    ).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('shows the API’s 409 message next to the cart and refreshes the cart', async () => {
    const message = fillMessage(MESSAGES.priceChanged, {
      name: 'Lámpara Nórdica',
      before: formatCop(100000),
      after: formatCop(110000),
    });
    const fetchMock = stubBuyer(ROLE.client, {
      checkout: () => json({ statusCode: 409, code: 'PRICE_CHANGED', message }, 409),
    });
    renderApp('/pago');
    await chooseCarriers();
    const billing = screen.getByRole('region', { name: 'Datos de facturación' });
    fireEvent.change(within(billing).getByLabelText('Número de documento'), {
      target: { value: '1020304050' },
    });
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    const syncsBefore = callsTo(fetchMock, '/v2/cart/syncCart').length;
    fireEvent.click(payButton());

    const cart = screen.getByRole('region', { name: 'Tu carrito' });
    const alert = await within(cart).findByRole('alert');
    expect(alert.textContent).toBe(message);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/v2/cart/syncCart')).toHaveLength(syncsBefore + 1),
    );
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('asks for the billing document before paying', async () => {
    const fetchMock = stubBuyer(ROLE.client);
    renderApp('/pago');
    await chooseCarriers();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    fireEvent.click(payButton());
    const billing = screen.getByRole('region', { name: 'Datos de facturación' });
    expect(await within(billing).findByText(MESSAGES.required)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v2/checkout')).toBe(false);
  });
});
