// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };

function productPage(id: number, name: string) {
  return {
    items: [
      {
        id,
        slug: `${id}-producto`,
        name,
        category_id: 3,
        category: 'Iluminación',
        type: 'decorativo',
        brand: null,
        company_name: 'Luminarias Andinas',
        store: 'Luminarias-Andinas',
        color: null,
        material: 'Fique',
        price: 242857,
        taxed_price: 289000,
        presentation: 'Unidad',
        sale_unit: 'unidad',
        image: null,
        is_featured: true,
        is_seasonal: true,
        in_stock: true,
      },
    ],
    pagination: {
      totalItems: 1,
      lastPage: 1,
      totalPages: 1,
      itemsPerPage: 4,
      currentPage: 1,
      from: 1,
      to: 1,
    },
  };
}

describe('the home page', { timeout: 40_000 }, () => {
  it('links each category to its page of the catalogue, with its count', async () => {
    stubFetch((url) => {
      if (url.endsWith('/v2/categories')) {
        return json([
          { id: 8, name: 'Revestimientos', type: 'revestimiento', productCount: 14 },
          { id: 12, name: 'Mascotas', type: 'decorativo', productCount: 0 },
        ]);
      }
      if (url.includes('/v2/products/offering')) return json(productPage(1, 'Lámpara Colgante'));
      if (url.includes('/v2/products/seasonal')) return json(productPage(2, 'Jarrón Artesanal'));
      return undefined;
    });
    renderApp('/');
    const categories = await screen.findByRole(
      'region',
      { name: 'Explora por categoría' },
      PAGE_LOAD,
    );
    const coverings = await within(categories).findByRole(
      'link',
      { name: /Revestimientos.*14 productos/ },
      PAGE_LOAD,
    );
    expect(coverings.getAttribute('href')).toBe('/productos?categoria=8');

    const featured = await screen.findByRole('region', { name: 'Productos destacados' }, PAGE_LOAD);
    expect(
      within(featured).getByRole('link', { name: 'Lámpara Colgante' }).getAttribute('href'),
    ).toBe('/productos/1-producto');
    const seasonal = await screen.findByRole('region', { name: 'Temporada' }, PAGE_LOAD);
    expect(within(seasonal).getByRole('link', { name: 'Jarrón Artesanal' })).toBeTruthy();

    // The consultancy and the two sign-ups stay.
    expect(screen.getAllByRole('link', { name: 'Solicitar Asesoría' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Únete como diseñador' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Únete como proveedor' })).toBeTruthy();
  });
});
