// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { fakeFile, sentForm } from '../../../test/files';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { PAID_AT, paidSupplierQuote, supplierQuotePage } from '../testing/supplier-quote-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const LIST = '/v1/presential-consultancy/suppliers/invoices?';
const COUNTS = { quoted: 1, paid: 1, finished: 0 };
const RECEIPT = {
  id: 31,
  presential_consultancy_file_id: 31,
  filename: 'factura-1.pdf',
  url: '/files/factura-1.pdf',
  created_at: '2026-05-06T15:00:00.000Z',
};

function changed(message: string, quote: SupplierQuote, status = 200) {
  return json({ message, info: quote }, status);
}

/** The supplier's quotes screen, its list answering `paid` for the chip Pagadas. */
function stubQuotes(extra: Parameters<typeof stubFetch>[0] = () => undefined) {
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.includes(LIST)) {
      const paid = url.includes('paid=true');
      return json(supplierQuotePage(paid ? [paidSupplierQuote()] : [], COUNTS));
    }
    return undefined;
  }, logIn(ROLE.supplier));
}

async function openPaid() {
  const tabs = await screen.findByRole(
    'tablist',
    { name: 'Filtrar cotizaciones por estado' },
    PAGE,
  );
  fireEvent.click(within(tabs).getByRole('tab', { name: /Pagadas/ }));
  const table = await screen.findByRole('table', { name: 'Pagadas' }, PAGE);
  await within(table).findByText('#pC4x9', {}, PAGE);
  return table;
}

describe('the supplier’s quotes and invoices', { timeout: 40_000 }, () => {
  it('asks each chip’s flag and shows the counts', async () => {
    const fetchMock = stubQuotes();
    renderApp('/proveedor/cotizaciones');
    const tabs = await screen.findByRole(
      'tablist',
      { name: 'Filtrar cotizaciones por estado' },
      PAGE,
    );
    await waitFor(
      () =>
        expect(within(tabs).getByRole('tab', { name: /Cotizaciones/ }).textContent).toContain('1'),
      PAGE,
    );
    expect(await screen.findByText('Aún no tienes cotizaciones por pagar', {}, PAGE)).toBeTruthy();
    expect(callsTo(fetchMock, `${LIST}paid=false&page=1&itemsPerPage=10`)).toHaveLength(1);

    const table = await openPaid();
    expect(callsTo(fetchMock, `${LIST}paid=true&page=1&itemsPerPage=10`)).toHaveLength(1);
    expect(within(table).getByText('Camila Gómez')).toBeTruthy();
    expect(within(table).getByText('Pagada')).toBeTruthy();
    expect(within(table).getByText(/1\.000\.000/)).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: /Terminadas/ }));
    expect(await screen.findByText('Aún no tienes cotizaciones terminadas', {}, PAGE)).toBeTruthy();
    expect(callsTo(fetchMock, `${LIST}finished=true&page=1&itemsPerPage=10`)).toHaveLength(1);
  });

  it('adds a tracking link, showing the server’s refusal under the url field, and deletes it', async () => {
    let refused = false;
    const tracked = paidSupplierQuote({
      trackings: [{ id: 51, url: 'https://envios.co/guia/123', created_at: PAID_AT }],
    });
    const fetchMock = stubQuotes((url, init) => {
      if (url.endsWith('/v1/presential-consultancy/invoices/21/trackings?whatsapp=true')) {
        if (!refused) {
          refused = true;
          return json(
            {
              statusCode: 409,
              code: 'TRACKING_TOO_MANY',
              message: MESSAGES.trackingTooMany,
              errors: [{ field: 'url', message: MESSAGES.trackingTooMany }],
            },
            409,
          );
        }
        return changed(MESSAGES.trackingAdded, tracked, 201);
      }
      if (url.endsWith('/v1/presential-consultancy/trackUrl/51') && init?.method === 'DELETE') {
        return changed(MESSAGES.trackingDeleted, paidSupplierQuote());
      }
      return undefined;
    });
    renderApp('/proveedor/cotizaciones');
    const table = await openPaid();
    fireEvent.click(
      within(table).getByRole('button', {
        name: /: Enlaces de seguimiento de Baño principal \(#pC4x9\)$/,
      }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Agregar enlace de seguimiento/ },
      PAGE,
    );
    const field = within(dialog).getByLabelText('Enlace de seguimiento');
    fireEvent.change(field, { target: { value: 'https://envios.co/guia/123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(MESSAGES.trackingTooMany, {}, PAGE)).toBeTruthy();
    const [call] = callsTo(
      fetchMock,
      '/v1/presential-consultancy/invoices/21/trackings?whatsapp=true',
      'POST',
    );
    expect(bodyOf(call?.[1])).toEqual({ url: 'https://envios.co/guia/123' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    const link = await within(dialog).findByRole(
      'link',
      { name: 'https://envios.co/guia/123' },
      PAGE,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(await screen.findByText(MESSAGES.trackingAdded, {}, PAGE)).toBeTruthy();

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Eliminar enlace https://envios.co/guia/123' }),
    );
    expect(await screen.findByText(MESSAGES.trackingDeleted, {}, PAGE)).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('link')).toBeNull(), PAGE);
    expect(callsTo(fetchMock, '/v1/presential-consultancy/trackUrl/51', 'DELETE')).toHaveLength(1);
  });

  it('uploads a receipt from the invoice history and deletes it after asking', async () => {
    const fetchMock = stubQuotes((url, init) => {
      if (
        url.includes('/v1/presential-consultancy/pC4x9/files/invoice') &&
        init?.method === 'POST'
      ) {
        return changed(
          MESSAGES.invoiceUploaded,
          paidSupplierQuote({ supplierReceipts: [RECEIPT] }),
          201,
        );
      }
      if (
        url.endsWith('/v1/presential-consultancy/supplier-receipt/31') &&
        init?.method === 'DELETE'
      ) {
        return changed(MESSAGES.supplierReceiptDeleted, paidSupplierQuote());
      }
      return undefined;
    });
    renderApp('/proveedor/cotizaciones');
    const table = await openPaid();
    fireEvent.click(
      within(table).getByRole('button', {
        name: /: Historial de facturas de Baño principal \(#pC4x9\)$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Historial de facturas/ }, PAGE);
    expect(
      within(dialog).getByText('Aún no has cargado facturas para esta cotización.'),
    ).toBeTruthy();
    const file = fakeFile('factura-1.pdf', 'application/pdf');
    fireEvent.change(
      within(dialog).getByLabelText('Archivo de factura de Baño principal (#pC4x9)'),
      {
        target: { files: [file] },
      },
    );
    expect(await screen.findByText(MESSAGES.invoiceUploaded, {}, PAGE)).toBeTruthy();
    expect(
      callsTo(
        fetchMock,
        '/v1/presential-consultancy/pC4x9/files/invoice?supplier_receipt=true&invoice_id=21',
        'POST',
      ),
    ).toHaveLength(1);
    expect(sentForm(fetchMock, '/files/invoice?supplier_receipt=true')?.get('file')).toBe(file);
    const receipt = await within(dialog).findByRole('link', { name: 'factura-1.pdf' }, PAGE);
    expect(receipt.getAttribute('href')).toBe('/files/factura-1.pdf');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar factura-1.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar factura' }, PAGE);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.supplierReceiptDeleted, {}, PAGE)).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('link')).toBeNull(), PAGE);
    expect(
      callsTo(fetchMock, '/v1/presential-consultancy/supplier-receipt/31', 'DELETE'),
    ).toHaveLength(1);
  });

  it('shows each quote as a card with its actions on a phone', async () => {
    stubBrowser(false);
    stubQuotes();
    renderApp('/proveedor/cotizaciones');
    const tabs = await screen.findByRole(
      'tablist',
      { name: 'Filtrar cotizaciones por estado' },
      PAGE,
    );
    fireEvent.click(within(tabs).getByRole('tab', { name: /Pagadas/ }));
    const cards = await screen.findByRole('list', { name: 'Pagadas' }, PAGE);
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByText('#pC4x9')).toBeTruthy();
    expect(within(card!).getByText('Pagada')).toBeTruthy();
    fireEvent.click(
      within(card!).getByRole('button', {
        name: /: Datos de facturación de Baño principal \(#pC4x9\)$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Datos de facturación · Baño/ }, PAGE);
    expect(within(dialog).getByRole('button', { name: 'Generar PDF' })).toBeTruthy();
  });
});
