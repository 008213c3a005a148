// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, renderApp, stubBrowser } from '../../../test/render-app';
import { sentForm, stubObjectUrls } from '../../../test/files';
import { productPage, productRow } from '../../../test/product-fixtures';
import { button, stubCatalogue } from '../test/catalogue-fixtures';
import { fillValidCovering } from '../test/product-form-steps';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

describe('the new product page', { timeout: 60_000 }, () => {
  it('creates the product and goes to the list, where it shows', async () => {
    let created = false;
    const fetchMock = stubCatalogue((url, init) => {
      if (url.endsWith('/v2/suppliers/products') && init?.method === 'POST') {
        created = true;
        return json({ id: 321, message: MESSAGES.productCreated }, 201);
      }
      if (url.includes('/v2/suppliers/products?')) {
        return json(productPage(created ? [productRow({ id: 321, is_approved: null })] : []));
      }
      return undefined;
    });
    renderApp('/proveedor/producto/nuevo');
    expect(
      await screen.findByRole('heading', { name: 'Crear un nuevo producto' }, PAGE_LOAD),
    ).toBeTruthy();
    for (const section of [
      'Información general',
      'Dimensiones del producto',
      'Dimensiones del empaque',
      'Imágenes y documentos',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    await fillValidCovering();
    fireEvent.click(button('Crear producto'));
    expect(await screen.findByText(MESSAGES.productCreated, {}, PAGE_LOAD)).toBeTruthy();
    expect(sentForm(fetchMock, '/v2/suppliers/products')?.get('category_id')).toBe('9');
    expect(
      await screen.findByRole('heading', { name: 'Lista de productos' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(await screen.findByText('Porcelanato Roble 60x60', {}, PAGE_LOAD)).toBeTruthy();
  });
});
