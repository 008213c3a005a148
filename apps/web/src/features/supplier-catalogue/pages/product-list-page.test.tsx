// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, renderApp, sentBody, stubBrowser } from '../../../test/render-app';
import { productPage, productRow } from '../../../test/product-fixtures';
import { calledUrls, stubCatalogue } from '../test/catalogue-fixtures';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

const ROWS = [
  productRow(),
  productRow({
    id: 102,
    name: 'Lámpara Colgante Mimbre',
    category_id: 3,
    category: 'Iluminación',
    type: 'decorativo',
    brand: { id: 12, name: 'Luz de Casa' },
    presentation: 'Unidad',
    price: 250000,
    taxed_price: 297500,
    units_available: 8,
    is_approved: null,
    approval_label: 'En proceso',
    is_public: false,
  }),
  productRow({ id: 103, name: 'Mosaico Azul', is_approved: false, approval_label: 'Declinado' }),
];

async function openList() {
  renderApp('/proveedor/producto/lista');
  return screen.findByRole('table', { name: 'Productos' }, PAGE_LOAD);
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('the product list', { timeout: 60_000 }, () => {
  it('shows each product with its price with IVA, stock and review state', async () => {
    stubCatalogue((url) =>
      url.includes('/v2/suppliers/products?') ? json(productPage(ROWS)) : undefined,
    );
    const table = await openList();
    await within(table).findByText('Lámpara Colgante Mimbre');
    const lamp = rowOf(table, 'Lámpara Colgante Mimbre');
    expect(within(lamp).getByText('Iluminación')).toBeTruthy();
    expect(within(lamp).getByText('$ 297.500')).toBeTruthy();
    expect(within(lamp).getByText('8')).toBeTruthy();
    expect(within(lamp).getByText('En proceso')).toBeTruthy();
    expect(within(rowOf(table, 'Porcelanato Roble 60x60')).getByText('Aprobado')).toBeTruthy();
    expect(within(rowOf(table, 'Mosaico Azul')).getByText('Declinado')).toBeTruthy();
    expect(
      within(lamp).getByRole<HTMLInputElement>('switch', {
        name: 'Público: Lámpara Colgante Mimbre',
      }).checked,
    ).toBe(false);
    expect(
      within(lamp)
        .getByRole('link', { name: 'Editar Lámpara Colgante Mimbre' })
        .getAttribute('href'),
    ).toBe('/proveedor/producto/102/editar');
    for (const [name, href] of [
      ['Crear producto', '/proveedor/producto/nuevo'],
      ['Marcas', '/proveedor/marcas'],
      ['Revestimientos', '/proveedor/revestimientos'],
      ['Decorativos', '/proveedor/decorativos'],
    ]) {
      const links = screen.getAllByRole('link', { name });
      expect(links.some((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });

  it('asks before deleting, deletes and says so', async () => {
    let deleted = false;
    const fetchMock = stubCatalogue((url, init) => {
      if (url.endsWith('/v1/products/102') && init?.method === 'DELETE') {
        deleted = true;
        return json({ message: MESSAGES.productDeleted });
      }
      if (url.includes('/v2/suppliers/products?')) {
        return json(productPage(deleted ? ROWS.filter((row) => row.id !== 102) : ROWS));
      }
      return undefined;
    });
    const table = await openList();
    await within(table).findByText('Lámpara Colgante Mimbre');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Lámpara Colgante Mimbre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    // Cancelling deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Lámpara Colgante Mimbre' }));
    const again = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    expect(within(again).getByText('Lámpara Colgante Mimbre')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.productDeleted)).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('Lámpara Colgante Mimbre')).toBeNull());
  });

  it('says when the product could not be deleted', async () => {
    stubCatalogue((url, init) => {
      if (url.endsWith('/v1/products/101') && init?.method === 'DELETE') {
        return json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500);
      }
      if (url.includes('/v2/suppliers/products?')) return json(productPage(ROWS));
      return undefined;
    });
    const table = await openList();
    await within(table).findByText('Porcelanato Roble 60x60');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Porcelanato Roble 60x60' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.productDeleteFailed)).toBeTruthy();
    expect(within(table).getByText('Porcelanato Roble 60x60')).toBeTruthy();
  });

  it('shows and features products with their switches', async () => {
    let lampPublished = false;
    const fetchMock = stubCatalogue((url, init) => {
      if (url.endsWith('/v2/suppliers/products/102/public') && init?.method === 'PATCH') {
        lampPublished = true;
        return json({ id: 102, is_public: true, message: MESSAGES.productUpdated });
      }
      if (url.endsWith('/v2/suppliers/products/101/featured') && init?.method === 'PATCH') {
        return json({ statusCode: 500, code: 'INTERNAL', message: MESSAGES.unexpected }, 500);
      }
      if (url.includes('/v2/suppliers/products?')) {
        return json(
          productPage(
            ROWS.map((row) => (row.id === 102 ? { ...row, is_public: lampPublished } : row)),
          ),
        );
      }
      return undefined;
    });
    const table = await openList();
    await within(table).findByText('Lámpara Colgante Mimbre');
    const lampPublic = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Público: Lámpara Colgante Mimbre',
    });
    fireEvent.click(lampPublic);
    await waitFor(() => expect(lampPublic.checked).toBe(true));
    expect(sentBody(fetchMock, '/v2/suppliers/products/102/public')).toEqual({ is_public: true });

    // A refusal puts the switch back and says so.
    const featured = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Destacado: Porcelanato Roble 60x60',
    });
    fireEvent.click(featured);
    expect(await screen.findByText(MESSAGES.unexpected)).toBeTruthy();
    expect(sentBody(fetchMock, '/v2/suppliers/products/101/featured')).toEqual({
      is_featured: true,
    });
    await waitFor(() => expect(featured.checked).toBe(false));
  });

  it('searches through the server and says when nothing matches', async () => {
    const fetchMock = stubCatalogue((url) => {
      if (!url.includes('/v2/suppliers/products?')) return undefined;
      const search = new URL(url, 'http://localhost').searchParams.get('search');
      return json(productPage(search ? [] : ROWS));
    });
    const table = await openList();
    await within(table).findByText('Porcelanato Roble 60x60');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar productos' }), {
      target: { value: 'zzz' },
    });
    expect(
      await within(table).findByText(MESSAGES.searchEmpty, {}, { timeout: 3000 }),
    ).toBeTruthy();
    const searched = calledUrls(fetchMock).find((url) => url.includes('search=zzz'));
    expect(searched).toContain('/v2/suppliers/products?page=1&itemsPerPage=10&search=zzz');
  });
});
