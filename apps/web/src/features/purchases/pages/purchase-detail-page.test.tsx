// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseDetail } from '@hogarte/shared/contracts/orders';
import { ROLE } from '@hogarte/shared/roles';
import { formatCop } from '../../../lib/format';
import { ADDRESS, BILLING_PERSON, suborder } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Testing Library folds the non-breaking space of the COP format into a plain one. */
const cop = (amount: number) => formatCop(amount).replace(/\s/g, ' ');

const PURCHASE: PurchaseDetail = {
  id: 12,
  orderNumber: 'HG-000012',
  purchaseDate: '2025-03-03T15:00:00.000Z',
  subtotal: 494000,
  shippingTotal: 30000,
  discount: 12000,
  total: 512000,
  is_paid: true,
  billingInformation: BILLING_PERSON,
  address: ADDRESS,
  files: [{ id: 90, url: '/files/90', filename: 'factura-HG-000012.pdf' }],
  suppliers: [
    {
      supplier_id: 'sup-1',
      supplier_name: 'Cerámicas del Valle',
      store: 'ceramicas-del-valle',
      is_paid: false,
      carrier: 'servientrega',
      shippingCost: 18000,
      deliveryDays: 8,
      suborders: [
        suborder({
          id: 501,
          status: 'Shipped',
          trackUrl: 'https://envia.example/rastreo/ENV7',
          trackingNumber: 'ENV7',
        }),
      ],
    },
    {
      supplier_id: 'sup-2',
      supplier_name: 'Luz de Casa',
      store: 'luz-de-casa',
      is_paid: false,
      carrier: 'coordinadora',
      shippingCost: 12000,
      deliveryDays: 6,
      suborders: [suborder({ id: 502, status: 'Preparation', productName: 'Lámpara Mimbre' })],
    },
  ],
};

describe('a purchase’s detail', { timeout: 60_000 }, () => {
  it('shows each supplier’s part, the invoices, the address, billing and totals', async () => {
    stubFetch(
      (url) => (url.endsWith('/v2/orders/12') ? json(PURCHASE) : undefined),
      logIn(ROLE.client),
    );
    renderApp('/mis-compras/detalle/12');
    const valle = await screen.findByRole(
      'region',
      { name: 'Cerámicas del Valle' },
      { timeout: 15_000 },
    );
    expect(screen.getByText('Compra HG-000012 · 03 mar 2025')).toBeTruthy();
    expect(
      within(valle).getByText(
        `Envío con Servientrega · ${cop(18000)} · entrega estimada en 8 días`,
      ),
    ).toBeTruthy();
    expect(within(valle).getByText('En tránsito')).toBeTruthy();
    expect(within(valle).getByRole('link', { name: 'Rastrear envío' })).toBeTruthy();
    const lamp = screen.getByRole('region', { name: 'Luz de Casa' });
    expect(within(lamp).getByText('En preparación')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'factura-HG-000012.pdf' }).getAttribute('href')).toBe(
      '/files/90',
    );
    expect(screen.getByText('Carrera 43A # 1-50')).toBeTruthy();
    expect(screen.getByText('1020304050')).toBeTruthy();
    expect(screen.getByText(`− ${cop(12000)}`)).toBeTruthy();
    expect(screen.getByText(cop(512000))).toBeTruthy();
  });
});
