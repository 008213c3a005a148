// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { MESSAGES } from '@hogarte/shared/messages';
import { CARRIED_ANSWERS_ELEMENT_ID, productPageCall } from '@hogarte/shared/carried-answers';
import { ROLE } from '@hogarte/shared/roles';
import { formatCop } from '../../../lib/format';
import { carryInThePage, removeCarriedAnswers } from '../../../test/carried-answers';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { card, productDetail, requestUrl } from '../testing/products';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  removeCarriedAnswers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };
const PATH = '/productos/1-porcelanato-roble-natural-60x60';
const NAME = 'Porcelanato Roble Natural 60x60';
/** Testing Library folds the non-breaking space of the COP format into a plain one. */
const cop = (amount: number) => formatCop(amount).replace(/\s/g, ' ');

function stubProduct(product: ProductDetailData | null, user?: ReturnType<typeof logIn>) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/products/1')) {
      return product
        ? json(product)
        : json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.productNotFound }, 404);
    }
    if (url.endsWith('/v1/brands/1/complementaries')) {
      return json([card(8, { name: 'Pegante Cerámico Gris', category_id: 10 })]);
    }
    if (url.endsWith('/v2/favorite/add/1') && init?.method === 'POST') {
      return json({ message: MESSAGES.favoriteAdded }, 201);
    }
    if (url.endsWith('/v2/favorite/remove/1') && init?.method === 'DELETE') {
      return json({ message: MESSAGES.favoriteRemoved });
    }
    return undefined;
  }, user);
}

describe('the product page', { timeout: 40_000 }, () => {
  it('shows the price with IVA, the split without IVA, stock, delivery and specs', async () => {
    stubProduct(productDetail());
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, PAGE_LOAD)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${NAME} | Hogarte`));

    expect(screen.getByLabelText(`Precio con IVA: ${cop(89900)}`).textContent).toBe(
      formatCop(89900),
    );
    const terms = screen.getByText('Precio sin IVA');
    expect(terms.nextElementSibling?.textContent).toBe(formatCop(75546));
    expect(screen.getByText('IVA (19 %)').nextElementSibling?.textContent).toBe(formatCop(14354));
    expect(screen.getByText(`${cop(62431)} por m²`)).toBeTruthy();
    expect(screen.getByText('Presentación').nextElementSibling?.textContent).toBe(
      'Caja de 1,44 m² (4 piezas)',
    );
    expect(screen.getByText('120 unidades disponibles')).toBeTruthy();
    expect(screen.getByText('Entrega estimada en 11 días')).toBeTruthy();
    expect(screen.getByText('Garantía de 1 año')).toBeTruthy();

    const specs = await screen.findByRole('table', {}, PAGE_LOAD);
    expect(
      within(specs).getByRole('rowheader', { name: 'Espesor (cm)' }).nextElementSibling
        ?.textContent,
    ).toBe('0,9');
    expect(
      within(specs).getByRole('rowheader', { name: 'Largo (m)' }).nextElementSibling?.textContent,
    ).toBe('0,6');
    expect(
      within(specs).getByRole('rowheader', { name: 'Empaque' }).nextElementSibling?.textContent,
    ).toBe('Caja, 62 × 62 × 4 cm');
    expect(screen.getByRole('link', { name: 'Ver ficha técnica' }).getAttribute('href')).toBe(
      '/uploads/ficha.pdf',
    );
    const stores = screen.getAllByRole('link', { name: 'Cerámicas del Valle' });
    expect(stores[0]?.getAttribute('href')).toBe('/Cer%C3%A1micas-del-Valle/productos');
    expect(screen.getByRole('button', { name: 'Ver imagen 2 de 2' })).toBeTruthy();

    // Coverings suggest what to lay them with.
    const row = await screen.findByRole(
      'region',
      { name: 'Complementa tu instalación' },
      PAGE_LOAD,
    );
    expect(
      within(row).getByRole('link', { name: 'Pegante Cerámico Gris' }).getAttribute('href'),
    ).toBe('/productos/8-producto-8');
  });

  it("says 'Agotado' when no unit is left", async () => {
    stubProduct(productDetail({ units_available: 0, in_stock: false }));
    renderApp(PATH);
    expect(await screen.findByText('Agotado', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByText(/unidades disponibles/)).toBeNull();
  });

  it('shows a friendly not-found view for an unknown product', async () => {
    stubProduct(null);
    renderApp(PATH);
    expect(await screen.findByText(MESSAGES.productNotFound, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe(
      '/productos',
    );
  });

  it('shows a visitor the product its HTML carried, without asking the API', async () => {
    carryInThePage({ [productPageCall(1)]: productDetail() });
    const fetchMock = stubProduct(productDetail());
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('120 unidades disponibles')).toBeTruthy();
    // Read once: a later visit asks the API.
    expect(document.getElementById(CARRIED_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).endsWith('/v2/products/1'))).toBe(
      false,
    );
  });

  it('asks the API for a buyer, whose favourite the HTML cannot know', async () => {
    carryInThePage({ [productPageCall(1)]: { ...productDetail(), units_available: 5 } });
    const fetchMock = stubProduct(productDetail(), logIn(ROLE.client));
    renderApp(PATH);
    expect(await screen.findByText('120 unidades disponibles', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByText('5 unidades disponibles')).toBeNull();
    expect(document.getElementById(CARRIED_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).endsWith('/v2/products/1'))).toBe(
      true,
    );
  });

  it("ignores a carried product that is not the page's", async () => {
    carryInThePage({ [productPageCall(2)]: { ...productDetail(), name: 'Otro producto' } });
    stubProduct(productDetail());
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByText('Otro producto')).toBeNull();
  });

  it('does not ask the API for a link without a product id', async () => {
    const fetchMock = stubProduct(productDetail());
    renderApp('/productos/porcelanato');
    expect(await screen.findByText(MESSAGES.productNotFound, {}, PAGE_LOAD)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).includes('/v2/products/'))).toBe(
      false,
    );
  });

  it('lets a client add and remove the product from favourites', async () => {
    const user = logIn(ROLE.client);
    const fetchMock = stubProduct(productDetail(), user);
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a favoritos' }, PAGE_LOAD));
    expect(await screen.findByText(MESSAGES.favoriteAdded, {}, PAGE_LOAD)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => requestUrl(url).endsWith('/v2/favorite/add/1') && init?.method === 'POST',
      ),
    ).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Quitar de favoritos' }, PAGE_LOAD));
    expect(await screen.findByText(MESSAGES.favoriteRemoved, {}, PAGE_LOAD)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Agregar a favoritos' })).toBeTruthy();
  });

  it('sends a visitor to log in and back, then adds the favourite', async () => {
    stubProduct(productDetail());
    const { router } = renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a favoritos' }, PAGE_LOAD));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    const callback = new URLSearchParams(router.location.search).get('callback');
    expect(callback).toBe(`${PATH}?favorito=agregar`);
    cleanup();

    // The login form reloads at the callback: the product page adds the favourite once.
    const user = logIn(ROLE.designer);
    const fetchMock = stubProduct(productDetail(), user);
    const back = renderApp(callback ?? '');
    expect(await screen.findByText(MESSAGES.favoriteAdded, {}, PAGE_LOAD)).toBeTruthy();
    await waitFor(() => expect(back.router.location.search).toBe(''));
    const adds = fetchMock.mock.calls.filter(([url]) =>
      requestUrl(url).endsWith('/v2/favorite/add/1'),
    );
    expect(adds).toHaveLength(1);
  });

  it('shows no favourite button to roles without favourites', async () => {
    const user = logIn(ROLE.supplier);
    stubProduct(productDetail(), user);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar a favoritos' })).toBeNull();
  });
});
