// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { BILLING_PERSON, paged } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the supplier’s orders', { timeout: 60_000 }, () => {
  it('lists each order with its lines by state, leading to its page', async () => {
    stubFetch((url) => {
      if (!url.includes('/v2/suppliers/orders?')) return undefined;
      return json(
        paged([
          {
            id: 12,
            orderNumber: 'HG-000012',
            purchaseDate: '2025-03-03T15:00:00.000Z',
            total: 238000,
            billingInformation: BILLING_PERSON,
            supplierFiles: [],
            adminFiles: [],
            is_paid: false,
            counts: { Preparation: 2, Shipped: 1, Delivered: 0, Canceled: 0 },
          },
          {
            id: 13,
            orderNumber: 'HG-000013',
            purchaseDate: '2025-03-04T15:00:00.000Z',
            total: 99000,
            billingInformation: BILLING_PERSON,
            supplierFiles: [],
            adminFiles: [],
            is_paid: true,
            counts: { Preparation: 0, Shipped: 0, Delivered: 1, Canceled: 2 },
          },
        ]),
      );
    }, logIn(ROLE.supplier));
    renderApp('/proveedor/ordenes');
    const table = await screen.findByRole('table', { name: 'Órdenes' }, { timeout: 15_000 });
    const row = (await within(table).findByText('HG-000012')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 en preparación · 1 en tránsito')).toBeTruthy();
    // One line reads in the singular.
    const done = within(table).getByText('HG-000013').closest('tr') as HTMLElement;
    expect(within(done).getByText('1 entregado · 2 cancelados')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ver orden' }).getAttribute('href')).toBe(
      '/proveedor/ordenes/12',
    );
  });
});
