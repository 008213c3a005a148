// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { productDetail } from '../../../test/product-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function product(id: number, name: string, installationPrice: number | null) {
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
    installation_price: installationPrice,
    is_approved: true,
    approval_label: 'Aprobado',
    is_public: true,
    is_featured: false,
    is_seasonal: false,
    created_at: '2025-03-03T10:00:00Z',
  };
}

function page(items: unknown[]) {
  return {
    items,
    pagination: { totalItems: items.length, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
  };
}

describe('the lsh installation prices', { timeout: 20_000 }, () => {
  it('lists the products without a price; a priced one leaves the list with a toast', async () => {
    const user = logIn(ROLE.lsh);
    let waiting = [product(1, 'Porcelanato Roble', null), product(2, 'Enchape Metro', null)];
    const requests: string[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v1/products/1') && init?.method === 'PATCH') {
        waiting = waiting.filter((item) => item.id !== 1);
        return json({
          product: productDetail({ id: 1, installation_price: 18000 }),
          message: MESSAGES.installationPriceUpdated,
        });
      }
      if (!url.includes('/v1/products?')) return undefined;
      requests.push(url);
      return json(page(waiting));
    }, user);
    renderApp('/lsh/revision-productos');
    const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 5000 });
    await within(table).findByText('Porcelanato Roble');
    expect(requests[0]).toContain(
      '/v1/products?type=revestimiento&type=decorativo&installationPrice=false&page=1&itemsPerPage=10',
    );

    const field = within(table).getByRole('textbox', {
      name: 'Precio de instalación de Porcelanato Roble',
    });
    fireEvent.change(field, { target: { value: '18000' } });
    fireEvent.click(
      within(table).getByRole('button', {
        name: 'Guardar precio de instalación de Porcelanato Roble',
      }),
    );
    await waitFor(() => expect(within(table).queryByText('Porcelanato Roble')).toBeNull());
    expect(within(table).getByText('Enchape Metro')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.installationPriceUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/1')).toEqual({ installation_price: 18000 });
  });

  it('keeps the row and shows the server message when the price is refused', async () => {
    const user = logIn(ROLE.lsh);
    stubFetch((url, init) => {
      if (url.endsWith('/v1/products/1') && init?.method === 'PATCH') {
        return json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.productNotFound }, 404);
      }
      if (url.includes('/v1/products?')) return json(page([product(1, 'Porcelanato Roble', null)]));
      return undefined;
    }, user);
    renderApp('/lsh/revision-productos');
    const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 5000 });
    const field = await within(table).findByRole('textbox', {
      name: 'Precio de instalación de Porcelanato Roble',
    });
    fireEvent.change(field, { target: { value: '18000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.productNotFound)).toBeTruthy();
    expect(within(table).getByText('Porcelanato Roble')).toBeTruthy();
  });
});

describe('the lsh product list', { timeout: 20_000 }, () => {
  it('shows every product with its installation price, editable, filtered by type', async () => {
    const user = logIn(ROLE.lsh);
    const requests: string[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v1/products/1') && init?.method === 'PATCH') {
        return json({
          product: productDetail({ id: 1, installation_price: 16500 }),
          message: MESSAGES.installationPriceUpdated,
        });
      }
      if (!url.includes('/v1/products?')) return undefined;
      requests.push(url);
      return json(page([product(1, 'Porcelanato Roble', 15000)]));
    }, user);
    renderApp('/lsh/lista-productos');
    const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 5000 });
    const field = await within(table).findByRole('textbox', {
      name: 'Precio de instalación de Porcelanato Roble',
    });
    expect((field as HTMLInputElement).value).toBe('15000');
    expect(requests[0]).not.toContain('installationPrice');

    fireEvent.change(field, { target: { value: '16500' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.installationPriceUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/1')).toEqual({ installation_price: 16500 });

    fireEvent.click(screen.getByRole('tab', { name: 'Revestimientos' }));
    await waitFor(() =>
      expect(requests.at(-1)).toContain('/v1/products?type=revestimiento&page=1'),
    );
  });
});
