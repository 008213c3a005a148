// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suborder, SupplierOrder } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { ADDRESS, BILLING_PERSON, suborder } from '../../../test/order-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

function order(suborders: Suborder[]): SupplierOrder {
  return {
    id: 12,
    orderNumber: 'HG-000012',
    purchaseDate: '2025-03-03T15:00:00.000Z',
    address: ADDRESS,
    billingInformation: BILLING_PERSON,
    carrier: 'servientrega',
    deliveryDays: 8,
    shippingCost: 18000,
    total: 357000,
    is_paid: false,
    supplierFiles: [],
    adminFiles: [],
    // The API's counts are ignored: the tabs count the lines they show.
    counts: { Preparation: 0, Shipped: 0, Delivered: 0, Canceled: 0 },
    suborders,
  };
}

const LINES = [
  suborder({ id: 501, status: 'Created' }),
  suborder({ id: 502, status: 'Preparation', productName: 'Lámpara Colgante Mimbre' }),
  suborder({
    id: 503,
    status: 'Shipped',
    productName: 'Mosaico Azul',
    trackUrl: 'https://envia.example/rastreo/ENV9',
    trackingNumber: 'ENV9',
    label: 'https://envia.example/etiquetas/ENV9.pdf',
  }),
];

function tabCount(name: RegExp): string | null | undefined {
  return screen.getByRole('tab', { name }).textContent?.replace(/\D+/g, '');
}

describe('the supplier’s order page', { timeout: 60_000 }, () => {
  it('counts Created as Preparation and lists each tab’s lines with their links', async () => {
    stubFetch(
      (url) => (url.endsWith('/v2/suppliers/orders/12') ? json(order(LINES)) : undefined),
      logIn(ROLE.supplier),
    );
    renderApp('/proveedor/ordenes/12');
    const table = await screen.findByRole('table', { name: 'Pedidos de la orden' }, PAGE_LOAD);
    expect(screen.getByText('Compra HG-000012 · 03 mar 2025')).toBeTruthy();
    // Envia's carrier name, as the carrier writes itself.
    expect(screen.getByText('Servientrega')).toBeTruthy();
    expect(tabCount(/En preparacion/)).toBe('2');
    expect(tabCount(/En transito/)).toBe('1');
    expect(tabCount(/Entregado/)).toBe('0');
    expect(tabCount(/Cancelado/)).toBe('0');
    expect(within(table).getByText('Porcelanato Roble 60x60')).toBeTruthy();
    expect(within(table).getByText('Lámpara Colgante Mimbre')).toBeTruthy();
    expect(within(table).queryByText('Mosaico Azul')).toBeNull();
    expect(
      within(table).getByRole('link', { name: 'Ver detalle del pedido 501' }).getAttribute('href'),
    ).toBe('/proveedor/ordenes/detalle/501');
    // Each button's name holds the words it shows, which is what voice control users say.
    for (const button of within(table).getAllByRole('button')) {
      const shown = button.textContent?.trim() ?? '';
      if (shown) expect(button.getAttribute('aria-label') ?? shown).toContain(shown);
    }

    fireEvent.click(screen.getByRole('tab', { name: /En transito/ }));
    const shipped = await within(table).findByText('Mosaico Azul');
    const row = shipped.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'ENV9' }).getAttribute('href')).toBe(
      'https://envia.example/rastreo/ENV9',
    );
    expect(
      within(row).getByRole('link', { name: 'Ver etiqueta del pedido 503' }).getAttribute('href'),
    ).toBe('https://envia.example/etiquetas/ENV9.pdf');
    // Shipped: only delivery is left, no label, no cancelling and no other moves.
    expect(
      within(row).getByRole('button', { name: 'Marcar como entregado el pedido 503' }),
    ).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Generar guía/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Más acciones/ })).toBeNull();

    // The packaging guide opens from the alert.
    fireEvent.click(screen.getByRole('button', { name: 'guía de empaque' }));
    expect(await screen.findByRole('dialog', { name: 'Guía de empaque' })).toBeTruthy();
  });

  it('opens on the first tab with lines: a delivered order on Entregado', async () => {
    stubFetch(
      (url) =>
        url.endsWith('/v2/suppliers/orders/12')
          ? json(order([suborder({ id: 504, status: 'Delivered', productName: 'Mosaico Azul' })]))
          : undefined,
      logIn(ROLE.supplier),
    );
    renderApp('/proveedor/ordenes/12');
    const table = await screen.findByRole('table', { name: 'Pedidos de la orden' }, PAGE_LOAD);
    expect(screen.getByRole('tab', { name: /Entregado/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(table).getByText('Mosaico Azul')).toBeTruthy();
  });

  it('stays on the tab it opened on when its last line is marked shipped', async () => {
    let lines = [
      suborder({
        id: 501,
        status: 'Created',
        trackingNumber: 'ENV7',
        trackUrl: 'https://envia.example/rastreo/ENV7',
        label: 'https://envia.example/etiquetas/ENV7.pdf',
      }),
    ];
    stubFetch((url, init) => {
      if (url.endsWith('/v2/suppliers/orders/12')) return json(order(lines));
      if (url.endsWith('/v2/suppliers/suborders/501/status') && init?.method === 'PATCH') {
        lines = lines.map((line) => ({ ...line, status: 'Shipped' as const }));
        return json(lines[0]);
      }
      return undefined;
    }, logIn(ROLE.supplier));
    renderApp('/proveedor/ordenes/12');
    const table = await screen.findByRole('table', { name: 'Pedidos de la orden' }, PAGE_LOAD);
    fireEvent.click(
      within(table).getByRole('button', { name: 'Marcar como enviado el pedido 501' }),
    );
    await waitFor(() => expect(tabCount(/En transito/)).toBe('1'));
    const preparation = screen.getByRole('tab', { name: /En preparacion/ });
    expect(preparation.getAttribute('aria-selected')).toBe('true');
  });

  it('generates a line’s label and marks it shipped', async () => {
    let lines = LINES;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/suppliers/orders/12')) return json(order(lines));
      if (url.endsWith('/v2/suppliers/suborders/501/label') && init?.method === 'POST') {
        lines = lines.map((line) =>
          line.id === 501
            ? {
                ...line,
                trackingNumber: 'ENV7',
                trackUrl: 'https://envia.example/rastreo/ENV7',
                label: 'https://envia.example/etiquetas/ENV7.pdf',
              }
            : line,
        );
        return json({ trackingNumber: 'ENV7', trackUrl: 'x', label: 'y' });
      }
      if (url.endsWith('/v2/suppliers/suborders/501/status') && init?.method === 'PATCH') {
        lines = lines.map((line) => (line.id === 501 ? { ...line, status: 'Shipped' } : line));
        return json(lines.find((line) => line.id === 501));
      }
      return undefined;
    }, logIn(ROLE.supplier));
    renderApp('/proveedor/ordenes/12');
    const table = await screen.findByRole('table', { name: 'Pedidos de la orden' }, PAGE_LOAD);

    fireEvent.click(within(table).getByRole('button', { name: 'Generar guía del pedido 501' }));
    expect(await screen.findByText(MESSAGES.labelGenerated)).toBeTruthy();
    expect(await within(table).findByRole('link', { name: 'ENV7' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Generar guía del pedido 501' })).toBeNull();

    fireEvent.click(
      within(table).getByRole('button', { name: 'Marcar como enviado el pedido 501' }),
    );
    expect(await screen.findByText(MESSAGES.suborderStatusUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v2/suppliers/suborders/501/status')).toEqual({
      status: 'Shipped',
    });
    await waitFor(() => expect(tabCount(/En transito/)).toBe('2'));
    expect(tabCount(/En preparacion/)).toBe('1');
  });

  it('asks before cancelling a line', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/suppliers/orders/12')) return json(order(LINES));
      if (url.endsWith('/status') && init?.method === 'PATCH') {
        return json(suborder({ id: 502, status: 'Canceled', statusLabel: 'Cancelado' }));
      }
      return undefined;
    }, logIn(ROLE.supplier));
    renderApp('/proveedor/ordenes/12');
    const table = await screen.findByRole('table', { name: 'Pedidos de la orden' }, PAGE_LOAD);
    fireEvent.click(within(table).getByRole('button', { name: 'Más acciones del pedido 502' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/v2/suppliers/suborders/502/status')).toEqual({
        status: 'Canceled',
      }),
    );
  });
});
