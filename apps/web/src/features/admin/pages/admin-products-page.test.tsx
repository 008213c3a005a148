// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeFile, sentForm } from '../../../test/files';
import { productDetail } from '../../../test/product-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function product(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    category_id: 8,
    category: 'Revestimientos',
    type: 'revestimiento',
    company_name: 'Cerámicas del Valle',
    brand: { id: 3, name: 'Andina' },
    description: 'Porcelanato rectificado',
    presentation: 'Caja de 1,44 m² (4 piezas)',
    min_sale_unit: 1.44,
    image: null,
    ambient_images: [],
    price: 75546,
    taxed_price: 89900,
    comission_percentage: 30,
    utility: 15,
    units_available: 120,
    installation_price: null,
    is_approved: null,
    approval_label: 'En proceso',
    is_public: true,
    is_featured: false,
    is_seasonal: false,
    created_at: '2025-03-03T10:00:00Z',
    ...overrides,
  };
}

const PORCELANATO = product(1, 'Porcelanato Roble');
const MESA = product(2, 'Mesa Auxiliar', {
  category_id: 1,
  category: 'Decoración',
  type: 'decorativo',
  comission_percentage: 25,
  utility: 12.5,
  installation_price: 30000,
});

function page(items: unknown[], counts = { all: 2, pending: 2, approved: 0, declined: 0 }) {
  return {
    items,
    counts,
    pagination: { totalItems: items.length, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
  };
}

/** The list answers by type; the type tabs' counts come from 5-row pages of each type. */
function listAnswer(url: string) {
  if (!url.includes('/v2/admin/products?')) return undefined;
  const params = new URL(url, 'http://localhost').searchParams;
  const types = params.getAll('type');
  if (types.length === 1 && types[0] === 'revestimiento') {
    return json(page([PORCELANATO], { all: 7, pending: 7, approved: 0, declined: 0 }));
  }
  if (types.length === 1 && types[0] === 'decorativo') {
    return json(page([MESA], { all: 5, pending: 5, approved: 0, declined: 0 }));
  }
  return json(page([PORCELANATO, MESA]));
}

async function openList() {
  renderApp('/admin/lista-productos');
  const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 5000 });
  await within(table).findByText('Porcelanato Roble');
  return table;
}

describe('the admin products list', { timeout: 30_000 }, () => {
  it('filters by type with the counts of each, and shows the utility on demand', async () => {
    const user = logIn(ROLE.admin);
    const fetchMock = stubFetch(listAnswer, user);
    const table = await openList();
    const tabs = screen.getByRole('tablist', { name: 'Filtrar productos por tipo' });
    expect(await within(tabs).findByRole('tab', { name: /Todos\s*12/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Revestimientos\s*7/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Decoración\s*5/ })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Utilidad' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar utilidad' }));
    expect(within(table).getByRole('columnheader', { name: 'Utilidad' })).toBeTruthy();
    expect(within(table).getByText('15 %')).toBeTruthy();
    expect(within(table).getByText('12,5 %')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: /Decoración/ }));
    await waitFor(() => expect(within(table).queryByText('Porcelanato Roble')).toBeNull());
    expect(within(table).getByText('Mesa Auxiliar')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([input]) => input as string);
    expect(
      calls.some((url) => url.includes('type=decorativo&approval=all&page=1&itemsPerPage=10')),
    ).toBe(true);
  });

  it('saves an installation price typed in the row, and refuses one with dots', async () => {
    const user = logIn(ROLE.admin);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v1/products/1') && init?.method === 'PATCH') {
        return json({
          product: productDetail({ id: 1, name: 'Porcelanato Roble' }),
          message: 'ok',
        });
      }
      return listAnswer(url);
    }, user);
    await openList();
    const field = screen.getByRole('textbox', {
      name: 'Precio de instalación de Porcelanato Roble',
    });
    fireEvent.change(field, { target: { value: '45.000' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Guardar precio de instalación de Porcelanato Roble' }),
    );
    expect(await screen.findByText(MESSAGES.priceWholeNumber)).toBeTruthy();

    fireEvent.change(field, { target: { value: '45000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.installationPriceUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/1')).toEqual({ installation_price: 45000 });
  });

  it('marks a product for the season with its switch', async () => {
    const user = logIn(ROLE.admin);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v1/products/2') && init?.method === 'PATCH') {
        return json({ product: productDetail({ id: 2, name: 'Mesa Auxiliar' }), message: 'ok' });
      }
      return listAnswer(url);
    }, user);
    await openList();
    fireEvent.click(screen.getByRole('switch', { name: 'Temporada: Mesa Auxiliar' }));
    expect(await screen.findByText(MESSAGES.productUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/2')).toEqual({ is_seasonal: true });
  });

  it('opens the detail of a row with its images, fields and technical sheet', async () => {
    const user = logIn(ROLE.admin);
    stubFetch((url) => {
      if (url.endsWith('/v2/admin/products/1')) {
        return json(
          productDetail({
            id: 1,
            name: 'Porcelanato Roble',
            technical_sheet: { id: 11, url: '/uploads/ficha.pdf', name: 'ficha.pdf' },
          }),
        );
      }
      return listAnswer(url);
    }, user);
    await openList();
    fireEvent.click(screen.getByRole('row', { name: 'Ver detalle de Porcelanato Roble' }));
    const dialog = await screen.findByRole('dialog', { name: /Porcelanato Roble/ });
    expect(
      await within(dialog).findByRole('img', { name: 'Imagen principal de Porcelanato Roble' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Madera')).toBeTruthy();
    expect(within(dialog).getByText('12 meses')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Ver ficha técnica' }).getAttribute('href'),
    ).toBe('/uploads/ficha.pdf');
  });
});

describe('loading products from a spreadsheet', { timeout: 30_000 }, () => {
  async function openUpload() {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar productos desde Excel' }));
    return screen.findByRole('dialog', { name: 'Cargar productos desde Excel' });
  }

  it('refuses a file that is not an Excel document before sending it', async () => {
    const user = logIn(ROLE.admin);
    stubFetch(listAnswer, user);
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Archivo de Excel'), {
      target: { files: [fakeFile('productos.pdf', 'application/pdf')] },
    });
    expect(within(dialog).getByText(MESSAGES.excelWrongFormat)).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Cargar productos' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('shows the success text and goes to the review 5 seconds later', async () => {
    const user = logIn(ROLE.admin);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/products/excel') && init?.method === 'POST') {
        return json({ message: MESSAGES.excelUploaded, created: 3 }, 201);
      }
      return listAnswer(url);
    }, user);
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Archivo de Excel'), {
      target: { files: [fakeFile('productos.xlsx', XLSX)] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar productos' }));
    expect(await within(dialog).findByText(MESSAGES.excelUploaded)).toBeTruthy();
    expect((sentForm(fetchMock, '/v2/admin/products/excel')?.get('excel') as File).name).toBe(
      'productos.xlsx',
    );
    expect(
      await screen.findByRole('heading', { name: 'Revisión de productos' }, { timeout: 7000 }),
    ).toBeTruthy();
  });

  it('shows the error text with every problem by row and column', async () => {
    const user = logIn(ROLE.admin);
    stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/products/excel') && init?.method === 'POST') {
        return json(
          {
            statusCode: 400,
            code: 'EXCEL_ROWS_INVALID',
            message: MESSAGES.excelUploadFailed,
            errors: [
              {
                row: 3,
                column: 'Precio sin IVA',
                field: 'price',
                message: MESSAGES.priceWholeNumber,
              },
              {
                row: 4,
                column: 'NIT del proveedor',
                field: 'nit',
                message: MESSAGES.excelSupplierUnknown,
              },
            ],
            rows: [3, 4],
          },
          400,
        );
      }
      return listAnswer(url);
    }, user);
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Archivo de Excel'), {
      target: { files: [fakeFile('productos.xlsx', XLSX)] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar productos' }));
    expect(await within(dialog).findByText(MESSAGES.excelUploadFailed)).toBeTruthy();
    const errors = within(dialog).getByRole('table', { name: 'Errores del archivo' });
    const rows = within(errors).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FilaColumnaError',
      `3Precio sin IVA${MESSAGES.priceWholeNumber}`,
      `4NIT del proveedor${MESSAGES.excelSupplierUnknown}`,
    ]);
    expect(within(dialog).getByText(/En 5 segundos/)).toBeTruthy();
  });

  it('shows the server’s reason when the whole file is refused', async () => {
    const user = logIn(ROLE.admin);
    stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/products/excel') && init?.method === 'POST') {
        return json(
          {
            statusCode: 415,
            code: 'EXCEL_WRONG_FORMAT',
            message: MESSAGES.excelWrongFormat,
            errors: [{ field: 'excel', message: MESSAGES.excelWrongFormat }],
          },
          415,
        );
      }
      return listAnswer(url);
    }, user);
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Archivo de Excel'), {
      target: { files: [fakeFile('productos.xlsx', XLSX)] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar productos' }));
    expect(await within(dialog).findByText(MESSAGES.excelUploadFailed)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.excelWrongFormat)).toBeTruthy();
  });
});
