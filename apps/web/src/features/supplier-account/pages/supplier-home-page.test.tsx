// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { fakeFile, sentForm } from '../../../test/files';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { rowsPage, sheetRow } from '../../remodeling/testing/checkout-fixtures';
import {
  paidSupplierQuote,
  supplierQuote,
  supplierQuotePage,
} from '../testing/supplier-quote-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const QUOTES_API = '/v1/presential-consultancy/suppliers/invoices?page=1&itemsPerPage=10';
/** The supplier's own uuid, from its session's token. */
const OWN_UUID = `user-${ROLE.supplier}`;

function stubSupplier(extra: Parameters<typeof stubFetch>[0] = () => undefined) {
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.endsWith('/v1/remodelings?page=1&itemsPerPage=10')) {
      return json(rowsPage([sheetRow()]));
    }
    if (url.endsWith(QUOTES_API)) {
      return json(
        supplierQuotePage([paidSupplierQuote(), supplierQuote({ id: 22, name: 'Cocina' })]),
      );
    }
    return undefined;
  }, logIn(ROLE.supplier));
}

async function clientsTable() {
  const table = await screen.findByRole('table', { name: 'Clientes' }, PAGE);
  await waitFor(() => expect(within(table).getAllByText('#pC4x9')).toHaveLength(2), PAGE);
  return table;
}

describe('the supplier’s clients page', { timeout: 40_000 }, () => {
  it('lists the process sheets quoting its products, each opening its sheet', async () => {
    stubSupplier();
    renderApp('/proveedor/dashboard');
    const table = await screen.findByRole('table', { name: 'Hojas de proceso' }, PAGE);
    const link = await within(table).findByRole('link', { name: /Hoja de proceso #rX7k2/ });
    expect(link.getAttribute('href')).toBe('/compra/rX7k2');
    expect(within(table).getByText('Camila Gómez')).toBeTruthy();
    expect(within(table).getByText('Valentina Ochoa')).toBeTruthy();
    expect(within(table).getByText('Medellín')).toBeTruthy();
  });

  it('lists every presential quote as a client with its quotation, and links the quotes screen', async () => {
    const fetchMock = stubSupplier();
    renderApp('/proveedor/dashboard');
    const table = await clientsTable();
    expect(within(table).getAllByText('Camila Gómez')).toHaveLength(2);
    expect(within(table).getAllByText('Valentina Ochoa')).toHaveLength(2);
    const quotation = within(table).getByRole('link', {
      name: 'Ver cotización Baño principal (#pC4x9) (se abre en otra pestaña)',
    });
    expect(quotation.getAttribute('href')).toBe('/files/cotizacion-bano.pdf');
    expect(quotation.getAttribute('target')).toBe('_blank');
    // Links and the upload wait for the payment; the unpaid quote says so.
    expect(
      within(table).getByRole('button', {
        name: /: Enlaces de seguimiento de Baño principal \(#pC4x9\)$/,
      }),
    ).toBeTruthy();
    expect(
      within(table).queryByRole('button', { name: /Enlaces de seguimiento de Cocina/ }),
    ).toBeNull();
    expect(within(table).getByText('Disponible al pagar')).toBeTruthy();
    expect(screen.queryByLabelText('Factura de Cocina (#pC4x9)')).toBeNull();
    // The dashboard asks for every quote: no chip flag.
    expect(callsTo(fetchMock, QUOTES_API)).toHaveLength(1);
    const more = screen.getByRole('link', { name: 'Ver cotizaciones y facturas' });
    expect(more.getAttribute('href')).toBe('/proveedor/cotizaciones');
  });

  it('uploads the supplier’s invoice of a paid quote through its own uuid', async () => {
    const fetchMock = stubSupplier((url, init) =>
      url.includes(`/v1/suppliers/${OWN_UUID}/files/invoice`) && init?.method === 'POST'
        ? json(
            {
              message: MESSAGES.invoiceUploaded,
              url: '/files/factura.pdf',
              info: paidSupplierQuote(),
            },
            201,
          )
        : undefined,
    );
    renderApp('/proveedor/dashboard');
    await clientsTable();
    const invoice = fakeFile('factura.pdf', 'application/pdf');
    fireEvent.change(screen.getByLabelText('Factura de Baño principal (#pC4x9)'), {
      target: { files: [invoice] },
    });
    expect(await screen.findByText(MESSAGES.invoiceUploaded, {}, PAGE)).toBeTruthy();
    const calls = callsTo(
      fetchMock,
      `/v1/suppliers/${OWN_UUID}/files/invoice?invoice_id=21`,
      'POST',
    );
    expect(calls).toHaveLength(1);
    expect(sentForm(fetchMock, `/v1/suppliers/${OWN_UUID}/files/invoice`)?.get('file')).toBe(
      invoice,
    );
  });

  it('shows the client’s billing data and generates its PDF, or explains it waits for the payment', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:facturacion');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const fetchMock = stubSupplier((url, init) =>
      url.endsWith(`/v1/suppliers/${OWN_UUID}/document/receipt`) && init?.method === 'POST'
        ? json({ info: btoa('%PDF-1.7'), fileName: 'facturacion-pC4x9.pdf' })
        : undefined,
    );
    renderApp('/proveedor/dashboard');
    const table = await clientsTable();

    fireEvent.click(
      within(table).getByRole('button', { name: /: Datos de facturación de Cocina \(#pC4x9\)$/ }),
    );
    const unpaid = await screen.findByRole(
      'dialog',
      { name: /Datos de facturación · Cocina/ },
      PAGE,
    );
    expect(within(unpaid).getByText(/estarán disponibles cuando el cliente pague/)).toBeTruthy();
    expect(within(unpaid).queryByRole('button', { name: 'Generar PDF' })).toBeNull();
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE);

    fireEvent.click(
      within(table).getByRole('button', {
        name: /: Datos de facturación de Baño principal \(#pC4x9\)$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Datos de facturación · Baño/ }, PAGE);
    expect(within(dialog).getByText('Cédula de ciudadanía')).toBeTruthy();
    expect(within(dialog).getByText('Medellín, Antioquia')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), PAGE);
    const [call] = callsTo(fetchMock, `/v1/suppliers/${OWN_UUID}/document/receipt`, 'POST');
    expect(bodyOf(call?.[1])).toEqual({ invoice_id: 21 });
  });
});
