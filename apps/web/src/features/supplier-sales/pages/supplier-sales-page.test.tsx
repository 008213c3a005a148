// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierSale } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeFile, sentForm } from '../../../test/files';
import { BILLING_PERSON, callsTo, paged } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };
const COUNTS = { Preparation: 1, Shipped: 0, Delivered: 0, Canceled: 0 };

const UNPAID: SupplierSale = {
  id: 12,
  orderNumber: 'HG-000012',
  purchaseDate: '2025-03-03T15:00:00.000Z',
  total: 238000,
  billingInformation: BILLING_PERSON,
  supplierFiles: [],
  adminFiles: [],
  is_paid: false,
  counts: COUNTS,
};

const PAID: SupplierSale = {
  ...UNPAID,
  id: 13,
  orderNumber: 'HG-000013',
  billingInformation: { type: 'company', company_name: 'Obras Andinas SAS', NIT: '900123456' },
  supplierFiles: [{ id: 70, url: '/files/70', filename: 'factura-13.pdf' }],
  adminFiles: [{ id: 71, url: '/files/71', filename: 'soporte-pago-13.pdf' }],
  is_paid: true,
};

function rowOf(table: HTMLElement, orderNumber: string): HTMLElement {
  const row = within(table).getByText(orderNumber).closest('tr');
  if (!row) throw new Error(`No row for ${orderNumber}`);
  return row;
}

function stubSales(onUpload?: () => void) {
  return stubFetch(
    (url, init) => {
      if (url.includes('/v2/suppliers/orders?')) return json(paged([UNPAID, PAID]));
      if (/\/v2\/suppliers\/orders\/\d+\/invoice/.test(url) && init?.method) {
        onUpload?.();
        return json({ id: 80, url: '/files/80', filename: 'factura.pdf' }, 201);
      }
      return undefined;
    },
    logIn(ROLE.supplier, { hasBankInfo: false }),
  );
}

describe('the supplier’s sales', { timeout: 60_000 }, () => {
  it('shows the payment chip, the proof or its absence and the billing data', async () => {
    stubSales();
    renderApp('/proveedor/ventas');
    const table = await screen.findByRole('table', { name: 'Ventas' }, PAGE_LOAD);
    await within(table).findByText('HG-000012');
    expect(screen.getByText('Configura tus datos bancarios')).toBeTruthy();
    // 'Clientes' is in no menu of the spec: the sales page links to it, beside the orders.
    expect(screen.getByRole('link', { name: 'Ver clientes' }).getAttribute('href')).toBe(
      '/proveedor/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Ver órdenes' }).getAttribute('href')).toBe(
      '/proveedor/ordenes',
    );

    const unpaid = rowOf(table, 'HG-000012');
    expect(within(unpaid).getByText('pendiente')).toBeTruthy();
    expect(within(unpaid).getByText(MESSAGES.noPaymentSupport)).toBeTruthy();
    expect(within(unpaid).getByRole('link', { name: 'HG-000012' }).getAttribute('href')).toBe(
      '/proveedor/ordenes/12',
    );

    const paid = rowOf(table, 'HG-000013');
    expect(within(paid).getByText('pagado')).toBeTruthy();
    expect(within(paid).queryByText(MESSAGES.noPaymentSupport)).toBeNull();
    expect(
      within(paid).getByRole('link', { name: 'soporte-pago-13.pdf' }).getAttribute('href'),
    ).toBe('/files/71');
    expect(within(paid).getByRole('link', { name: 'factura-13.pdf' })).toBeTruthy();

    fireEvent.click(
      within(paid).getByRole('button', { name: 'Ver datos de facturación de HG-000013' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Datos de facturación · HG-000013',
    });
    expect(within(dialog).getByText('Obras Andinas SAS')).toBeTruthy();
    expect(within(dialog).getByText('900123456')).toBeTruthy();
  });

  it('uploads the first invoice as a PDF and replaces an existing one', async () => {
    const fetchMock = stubSales();
    renderApp('/proveedor/ventas');
    const table = await screen.findByRole('table', { name: 'Ventas' }, PAGE_LOAD);
    await within(table).findByText('HG-000012');

    const invoice = fakeFile('factura.pdf', 'application/pdf');
    fireEvent.change(screen.getByLabelText('Factura de venta de HG-000012'), {
      target: { files: [invoice] },
    });
    expect(await screen.findByText(MESSAGES.invoiceAdded)).toBeTruthy();
    expect(callsTo(fetchMock, '/v2/suppliers/orders/12/invoice', { method: 'POST' })).toHaveLength(
      1,
    );
    expect(sentForm(fetchMock, '/v2/suppliers/orders/12/invoice')?.get('file')).toBe(invoice);

    fireEvent.change(screen.getByLabelText('Factura de venta de HG-000013'), {
      target: { files: [fakeFile('nueva.pdf', 'application/pdf')] },
    });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/v2/suppliers/orders/13/invoice/70', { method: 'PATCH' }),
      ).toHaveLength(1),
    );
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    const fetchMock = stubSales();
    renderApp('/proveedor/ventas');
    const table = await screen.findByRole('table', { name: 'Ventas' }, PAGE_LOAD);
    await within(table).findByText('HG-000012');
    fireEvent.change(screen.getByLabelText('Factura de venta de HG-000012'), {
      target: { files: [fakeFile('factura.png', 'image/png')] },
    });
    expect(
      await screen.findByText(/Por favor revisa el formato del archivo factura.png/),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/invoice', { partial: true })).toHaveLength(0);
  });
});
