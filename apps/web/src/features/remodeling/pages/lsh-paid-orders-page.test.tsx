// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { callsTo } from '../../../test/cart-fixtures';
import { fakeFile, sentForm } from '../../../test/files';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { rowsPage, sheet, sheetRow } from '../testing/checkout-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const FILE_UPLOADED = {
  message: MESSAGES.documentUploaded,
  info: { id: 9, filename: 'f.pdf', url: '/files/f.pdf', created_at: '2026-05-06T15:00:00.000Z' },
};

function stubLsh(upload?: () => Response) {
  return stubFetch((url, init) => {
    if (url.includes('/v1/remodelings?')) {
      return json(rowsPage([sheetRow({ installers_count: 2, has_lsh_invoice: true })]));
    }
    if (url.endsWith('/v1/remodelings/rX7k2')) return json({ info: sheet() });
    if (url.includes('/v1/remodelings/rX7k2/files/') && init?.method === 'POST') {
      return upload?.() ?? json(FILE_UPLOADED, 201);
    }
    return undefined;
  }, logIn(ROLE.lsh));
}

async function openTable() {
  const table = await screen.findByRole('table', { name: 'Ordenes pagadas' }, PAGE);
  await within(table).findByText('#rX7k2', {}, PAGE);
  return table;
}

describe('the lsh paid orders', { timeout: 40_000 }, () => {
  it('lists the paid sheets with their installers and documents', async () => {
    const fetchMock = stubLsh();
    renderApp('/lsh/dashboard');
    const table = await openTable();
    const link = within(table).getByRole('link', { name: /Hoja de proceso #rX7k2/ });
    expect(link.getAttribute('href')).toBe('/compra/rX7k2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(table).getByText('Camila Gómez')).toBeTruthy();
    expect(within(table).getByText('Valentina Ochoa')).toBeTruthy();
    // A document's button tells whether it is there: a green check and 'Reemplazar…' once it is.
    const invoice = within(table).getByRole('button', { name: 'Reemplazar factura' });
    expect(within(invoice).queryByTestId('CheckCircleIcon')).not.toBeNull();
    const policy = within(table).getByRole('button', { name: 'Subir póliza' });
    expect(within(policy).queryByTestId('CheckCircleIcon')).toBeNull();
    expect(within(policy).queryByTestId('UploadFileIcon')).not.toBeNull();
    // The list as lsh sends no filter: the server keeps the sheets with a paid quote.
    expect(callsTo(fetchMock, '/v1/remodelings?page=1&itemsPerPage=10')).toHaveLength(1);
  });

  it('offers no installer on a finished sheet, which takes none', async () => {
    stubFetch((url) => {
      if (url.includes('/v1/remodelings?')) {
        return json(rowsPage([sheetRow({ finished_at: '2026-05-20T15:00:00.000Z' })]));
      }
      return undefined;
    }, logIn(ROLE.lsh));
    renderApp('/lsh/dashboard');
    const table = await openTable();
    expect(within(table).getByRole('button', { name: 'Detalle de compra de #rX7k2' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Agregar instalador' })).toBeNull();
  });

  it('opens the installer dialog and the purchase detail', async () => {
    stubLsh();
    renderApp('/lsh/dashboard');
    const table = await openTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Agregar instalador' }));
    const installer = await screen.findByRole('dialog', { name: 'Agregar instalador' }, PAGE);
    expect(within(installer).getByLabelText('Cédula')).toBeTruthy();
    fireEvent.click(within(installer).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE);

    fireEvent.click(within(table).getByRole('button', { name: 'Detalle de compra de #rX7k2' }));
    const detail = await screen.findByRole('dialog', { name: 'Detalle de compra · #rX7k2' }, PAGE);
    expect(await within(detail).findByText('Porcelanato Roble 60x60', {}, PAGE)).toBeTruthy();
    expect(within(detail).getByText('Cerámicas Andinas')).toBeTruthy();
  });

  it('uploads the invoice and the policy as PDFs', async () => {
    const fetchMock = stubLsh();
    renderApp('/lsh/dashboard');
    await openTable();
    const invoice = fakeFile('factura.pdf', 'application/pdf');
    fireEvent.change(screen.getByLabelText('Factura de la remodelación #rX7k2'), {
      target: { files: [invoice] },
    });
    expect(await screen.findByText(MESSAGES.invoiceUploaded, {}, PAGE)).toBeTruthy();
    expect(sentForm(fetchMock, '/v1/remodelings/rX7k2/files/invoice')?.get('file')).toBe(invoice);

    fireEvent.change(screen.getByLabelText('Póliza de responsabilidad de la remodelación #rX7k2'), {
      target: { files: [fakeFile('poliza.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText(MESSAGES.policyUploaded, {}, PAGE)).toBeTruthy();
    expect(callsTo(fetchMock, '/v1/remodelings/rX7k2/files/policy', 'POST')).toHaveLength(1);
  });

  it('says the generic error when an upload fails', async () => {
    stubLsh(() => new Response('falló', { status: 500 }));
    renderApp('/lsh/dashboard');
    await openTable();
    fireEvent.change(screen.getByLabelText('Factura de la remodelación #rX7k2'), {
      target: { files: [fakeFile('factura.pdf', 'application/pdf')] },
    });
    await waitFor(() => expect(screen.getByText(MESSAGES.unexpected)).toBeTruthy(), PAGE);
  });
});
