// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSale, AdminSupplierSuborders } from '@hogarte/shared/contracts/orders';
import { ROLE } from '@hogarte/shared/roles';
import { BILLING_PERSON, paged, suborder } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

const SALE: AdminSale = {
  id: 12,
  orderNumber: 'HG-000012',
  purchaseDate: '2025-03-03T15:00:00.000Z',
  total: 512000,
  buyer: { name: 'Ana Martínez', email: 'ana@demo.co' },
  billingInformation: BILLING_PERSON,
  files: [],
  suppliersCount: 2,
};

describe('the admin’s sales', { timeout: 60_000 }, () => {
  it('lists paid orders with buyer, billing data and a link to their suppliers', async () => {
    const requests: URLSearchParams[] = [];
    stubFetch((url) => {
      if (!url.includes('/v2/admin/orders?')) return undefined;
      requests.push(new URL(url, 'http://localhost').searchParams);
      return json(paged([SALE]));
    }, logIn(ROLE.admin));
    renderApp('/admin/ventas');
    const table = await screen.findByRole('table', { name: 'Ventas' }, PAGE_LOAD);
    const row = (await within(table).findByText('Ana Martínez')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'HG-000012' }).getAttribute('href')).toBe(
      '/admin/ventas/12/proveedores',
    );
    expect(within(row).getByText('Sin factura')).toBeTruthy();
    expect(requests.at(-1)?.get('itemsPerPage')).toBe('10');

    fireEvent.click(
      within(row).getByRole('button', { name: 'Ver datos de facturación de HG-000012' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Datos de facturación · HG-000012' });
    expect(within(dialog).getByText('Cédula de ciudadanía')).toBeTruthy();
    expect(within(dialog).getByText('1020304050')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    fireEvent.change(screen.getByLabelText('Buscar ventas'), { target: { value: 'ana' } });
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('ana'), { timeout: 3000 });
  });

  it('shows a supplier’s lines of a sale by status', async () => {
    const body: AdminSupplierSuborders = {
      order: { id: 12, orderNumber: 'HG-000012' },
      supplier: {
        supplier_id: 'sup-1',
        supplier_name: 'Cerámicas del Valle',
        is_paid: false,
        carrier: 'servientrega',
        shippingCost: 18000,
        deliveryDays: 8,
        total: 357000,
      },
      counts: { Preparation: 1, Shipped: 0, Delivered: 1, Canceled: 0 },
      suborders: [
        suborder({ id: 501, status: 'Preparation' }),
        suborder({ id: 502, status: 'Delivered', productName: 'Mosaico Azul' }),
      ],
    };
    stubFetch(
      (url) => (url.endsWith('/v2/admin/suborders/12/sup-1') ? json(body) : undefined),
      logIn(ROLE.admin),
    );
    renderApp('/admin/ventas/12/proveedores/sup-1/ordenes');
    const table = await screen.findByRole('table', { name: 'Pedidos de la orden' }, PAGE_LOAD);
    expect(screen.getByText('Compra HG-000012 · Cerámicas del Valle')).toBeTruthy();
    expect(within(table).queryByText('Mosaico Azul')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Entregado/ }));
    expect(await within(table).findByText('Mosaico Azul')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Ver detalle del pedido 502' }).getAttribute('href'),
    ).toBe('/admin/ordenes/detalle/502');
    // The admin follows the lines; moving them is the supplier's.
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
