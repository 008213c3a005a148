// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeFile, sentForm } from '../../../test/files';
import { ADDRESS, BILLING_PERSON, callsTo } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };
const TOGGLE_URL = '/v2/admin/orderItem/12/sup-1';

function order(isPaid: boolean): AdminOrder {
  return {
    id: 12,
    orderNumber: 'HG-000012',
    purchaseDate: '2025-03-03T15:00:00.000Z',
    subtotal: 476000,
    shippingTotal: 36000,
    discount: 0,
    total: 512000,
    buyer: { name: 'Ana Martínez', email: 'ana@demo.co', phone: '3001234567' },
    billingInformation: BILLING_PERSON,
    address: ADDRESS,
    files: [],
    suppliers: [
      {
        supplier_id: 'sup-1',
        supplier_name: 'Cerámicas del Valle',
        is_paid: isPaid,
        total: 238000,
        carrier: 'servientrega',
        shippingCost: 18000,
        counts: { Preparation: 1, Shipped: 0, Delivered: 0, Canceled: 0 },
        supplierFiles: [{ id: 70, url: '/files/70', filename: 'factura-valle.pdf' }],
        adminFiles: [],
      },
    ],
  };
}

function paymentSwitch(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('switch', {
    name: 'Pago confirmado: Cerámicas del Valle',
  });
}

describe('the admin’s suppliers of a sale', { timeout: 60_000 }, () => {
  it('confirms a supplier’s payment with the toggle', async () => {
    let isPaid = false;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/orders/12')) return json(order(isPaid));
      if (url.endsWith(TOGGLE_URL) && init?.method === 'PATCH') {
        isPaid = !isPaid;
        return json({ is_paid: isPaid });
      }
      return undefined;
    }, logIn(ROLE.admin));
    renderApp('/admin/ventas/12/proveedores');
    const table = await screen.findByRole('table', { name: 'Proveedores de la venta' }, PAGE_LOAD);
    const row = within(table).getByText('Cerámicas del Valle').closest('tr') as HTMLElement;
    expect(paymentSwitch().checked).toBe(false);
    expect(within(row).getByText('pendiente')).toBeTruthy();
    expect(within(row).getByText(MESSAGES.noPaymentSupport)).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: 'Ver órdenes de Cerámicas del Valle' })
        .getAttribute('href'),
    ).toBe('/admin/ventas/12/proveedores/sup-1/ordenes');

    fireEvent.click(paymentSwitch());
    expect(await screen.findByText(MESSAGES.supplierPaymentUpdated)).toBeTruthy();
    expect(callsTo(fetchMock, TOGGLE_URL, { method: 'PATCH' })).toHaveLength(1);
    await waitFor(() => expect(paymentSwitch().checked).toBe(true));
    expect(within(row).getByText('pagado')).toBeTruthy();
  });

  it('flips the toggle back when the server refuses', async () => {
    stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/orders/12')) return json(order(false));
      if (url.endsWith(TOGGLE_URL) && init?.method === 'PATCH') {
        return json({ statusCode: 500, code: 'INTERNAL', message: '' }, 500);
      }
      return undefined;
    }, logIn(ROLE.admin));
    renderApp('/admin/ventas/12/proveedores');
    await screen.findByRole('table', { name: 'Proveedores de la venta' }, PAGE_LOAD);
    fireEvent.click(paymentSwitch());
    expect(await screen.findByText(MESSAGES.unexpected)).toBeTruthy();
    await waitFor(() => expect(paymentSwitch().checked).toBe(false));
  });

  it('uploads the supplier’s payment support and the client’s invoice', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/orders/12')) return json(order(false));
      if (init?.method === 'POST')
        return json({ id: 90, url: '/files/90', filename: 'x.pdf' }, 201);
      return undefined;
    }, logIn(ROLE.admin));
    renderApp('/admin/ventas/12/proveedores');
    await screen.findByRole('table', { name: 'Proveedores de la venta' }, PAGE_LOAD);

    const support = fakeFile('soporte.pdf', 'application/pdf');
    fireEvent.change(screen.getByLabelText('Soporte de pago de Cerámicas del Valle'), {
      target: { files: [support] },
    });
    expect(await screen.findByText(MESSAGES.paymentSupportAdded)).toBeTruthy();
    expect(sentForm(fetchMock, '/v2/admin/orders/12/sup-1')?.get('file')).toBe(support);

    const invoice = fakeFile('factura-cliente.pdf', 'application/pdf');
    fireEvent.change(screen.getByLabelText('Factura de venta de HG-000012'), {
      target: { files: [invoice] },
    });
    expect(await screen.findByText(MESSAGES.invoiceAdded)).toBeTruthy();
    expect(sentForm(fetchMock, '/v2/admin/clientOrder/12/invoice')?.get('file')).toBe(invoice);
  });
});
