// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuborderDetail } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { ADDRESS, callsTo, suborder } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

const DETAIL: SuborderDetail = {
  suborder: suborder({
    id: 501,
    status: 'Shipped',
    trackUrl: 'https://envia.example/rastreo/ENV7',
    trackingNumber: 'ENV7',
  }),
  order: { id: 12, orderNumber: 'HG-000012', purchaseDate: '2025-03-03T15:00:00.000Z' },
  customer: { first_name: 'Ana', last_name: 'Martínez', email: 'ana@demo.co', phone: '3001234567' },
  shipping: { carrier: 'servientrega', deliveryDays: 8, shippingCost: 18000 },
  address: ADDRESS,
  supplier: { supplier_id: 'sup-1', supplier_name: 'Cerámicas del Valle' },
};

describe('a suborder’s detail', { timeout: 60_000 }, () => {
  it('shows the supplier the order, customer, shipping, address and product', async () => {
    const fetchMock = stubFetch(
      (url) => (url.endsWith('/v2/suppliers/suborders/501') ? json(DETAIL) : undefined),
      logIn(ROLE.supplier),
    );
    renderApp('/proveedor/ordenes/detalle/501');
    const table = await screen.findByRole('table', { name: 'Productos' }, PAGE_LOAD);
    expect(screen.getByText('Orden HG-000012 · 03 mar 2025')).toBeTruthy();
    const customer = screen.getByRole('heading', { name: 'Cliente' }).parentElement as HTMLElement;
    expect(within(customer).getByText('Ana Martínez')).toBeTruthy();
    expect(within(customer).getByText('ana@demo.co')).toBeTruthy();
    const shipping = screen.getByRole('heading', { name: 'Envío' }).parentElement as HTMLElement;
    expect(within(shipping).getByText('Servientrega')).toBeTruthy();
    expect(within(shipping).getByRole('link', { name: 'ENV7' })).toBeTruthy();
    const address = screen.getByRole('heading', { name: 'Dirección de entrega' })
      .parentElement as HTMLElement;
    expect(within(address).getByText('Carrera 43A # 1-50')).toBeTruthy();
    expect(within(table).getByText('PR-60')).toBeTruthy();
    expect(within(table).getByText('En tránsito')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la orden' }).getAttribute('href')).toBe(
      '/proveedor/ordenes/12',
    );
    expect(callsTo(fetchMock, '/v2/admin/', { partial: true })).toHaveLength(0);
  });

  it('reads the admin’s view for the admin', async () => {
    stubFetch(
      (url) => (url.endsWith('/v2/admin/suborders/501') ? json(DETAIL) : undefined),
      logIn(ROLE.admin),
    );
    renderApp('/admin/ordenes/detalle/501');
    await screen.findByRole('table', { name: 'Productos' }, PAGE_LOAD);
    expect(screen.getByRole('link', { name: 'Volver a la orden' }).getAttribute('href')).toBe(
      '/admin/ventas/12/proveedores/sup-1/ordenes',
    );
  });

  it('says when the line is not the supplier’s', async () => {
    stubFetch(() => undefined, logIn(ROLE.supplier));
    renderApp('/proveedor/ordenes/detalle/999');
    expect(await screen.findByText(MESSAGES.notFound, {}, PAGE_LOAD)).toBeTruthy();
  });
});
