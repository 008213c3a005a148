// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_ANSWERS_ELEMENT_ID, PLAIN_CATALOGUE_CALLS } from '@hogarte/shared/carried-answers';
import { PRODUCT_SORTS, PRODUCT_SORT_LABELS } from '@hogarte/shared/catalogue';
import type { ProductListPage } from '@hogarte/shared/contracts/storefront';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '../../../lib/format';
import { ROLE } from '@hogarte/shared/roles';
import { carryInThePage, removeCarriedAnswers } from '../../../test/carried-answers';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { CATEGORIES_WITH_COUNTS, FILTERS, card, listPage, requestUrl } from '../testing/products';

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
const LONG_NAME = 'Porcelanato Mármol Carrara Pulido 60x120 Brillante';

/** The catalogue's API: `listing` answers the page and search calls. */
function stubCatalogue(listing: (url: URL) => ProductListPage, user?: ReturnType<typeof logIn>) {
  return stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/v2/categories') return json(CATEGORIES_WITH_COUNTS);
    if (url.pathname.endsWith('/filters')) return json(FILTERS);
    if (url.pathname === '/v2/products/offering') {
      return json(listPage([card(50, { name: 'Lámpara Colgante Fique' })]));
    }
    if (url.pathname === '/v2/products/seasonal') return json(listPage([]));
    if (
      url.pathname.startsWith('/v2/products/category/') ||
      url.pathname === '/v2/products/searched-list'
    ) {
      return json(listing(url));
    }
    return undefined;
  }, user);
}

type FetchMock = ReturnType<typeof stubCatalogue>;

/** The query of every listing call made so far, newest last. */
function listingCalls(fetchMock: FetchMock): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(requestUrl(input), 'http://localhost'))
    .filter(
      (url) =>
        url.pathname.startsWith('/v2/products/category/') ||
        url.pathname === '/v2/products/searched-list',
    );
}

function lastListingCall(fetchMock: FetchMock): URL {
  const calls = listingCalls(fetchMock);
  const last = calls[calls.length - 1];
  if (!last) throw new Error('no listing call');
  return last;
}

const twentyProducts = () =>
  listPage(
    [
      card(1, { name: LONG_NAME }),
      card(2, { name: 'Azulejo Verde Esmeralda', in_stock: false }),
      card(3, { name: 'Piso Laminado Roble Gris', taxed_price: 76755 }),
    ],
    { totalItems: 20 },
  );

describe('the catalogue at /productos', { timeout: 40_000 }, () => {
  it('shows the cards with their name cut to 30, price with IVA and sold-out mark', async () => {
    stubCatalogue(twentyProducts);
    renderApp('/productos');
    const results = await screen.findByRole('region', { name: 'Resultados' }, PAGE_LOAD);
    const link = await within(results).findByRole('link', { name: LONG_NAME }, PAGE_LOAD);
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'Porcelanato Mármol Carrara Pul…',
    );
    expect(link.getAttribute('href')).toBe('/productos/1-producto-1');
    expect(within(results).getByText('Mostrando 1–3 de 20 productos')).toBeTruthy();

    const soldOut = within(results)
      .getByRole('link', { name: 'Azulejo Verde Esmeralda' })
      .closest('article');
    expect(soldOut && within(soldOut).getByText('Agotado')).toBeTruthy();
    const inStock = within(results).getByRole('link', { name: 'Piso Laminado Roble Gris' });
    const inStockCard = inStock.closest('article');
    expect(inStockCard && within(inStockCard).queryByText('Agotado')).toBeNull();
    expect(
      inStockCard && within(inStockCard).getByText(formatCop(76755).replace(/\s/g, ' ')),
    ).toBeTruthy();
    // The plain catalogue also shows the featured products above the grid: their images load
    // first, the grid's when they come into view.
    expect(screen.getByRole('heading', { name: 'Destacados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lámpara Colgante Fique' })).toBeTruthy();
    expect(screen.getByAltText('Lámpara Colgante Fique').getAttribute('loading')).toBe('eager');
    expect(within(results).getByAltText(LONG_NAME).getAttribute('loading')).toBe('lazy');
  });

  it('shows a visitor the first screen its HTML carried, asking the API for none of it', async () => {
    // As the server writes it for /productos (decision 055); each answer differs from the API's.
    carryInThePage({
      [PLAIN_CATALOGUE_CALLS.listing]: listPage([card(7, { name: 'Piso Traído En La Página' })]),
      [PLAIN_CATALOGUE_CALLS.categories]: CATEGORIES_WITH_COUNTS,
      [PLAIN_CATALOGUE_CALLS.filters]: FILTERS,
      [PLAIN_CATALOGUE_CALLS.offering]: listPage([card(8, { name: 'Lámpara Traída' })]),
      [PLAIN_CATALOGUE_CALLS.seasonal]: listPage([]),
    });
    const fetchMock = stubCatalogue(twentyProducts);
    renderApp('/productos');
    const results = await screen.findByRole('region', { name: 'Resultados' }, PAGE_LOAD);
    expect(
      await within(results).findByRole('link', { name: 'Piso Traído En La Página' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lámpara Traída' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Pisos (6)' }, PAGE_LOAD)).toBeTruthy();
    // The paths are the ones the page asks for: had one differed, the API would have been asked.
    const asked = fetchMock.mock.calls.map(([input]) => requestUrl(input));
    expect(
      asked.filter((url) =>
        Object.values(PLAIN_CATALOGUE_CALLS).some((call) => url.endsWith(call)),
      ),
    ).toEqual([]);
    expect(document.getElementById(CARRIED_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('asks the API when someone is signed in, whose answers the HTML cannot know', async () => {
    carryInThePage({
      [PLAIN_CATALOGUE_CALLS.listing]: listPage([card(7, { name: 'Piso Traído En La Página' })]),
    });
    stubCatalogue(twentyProducts, logIn(ROLE.client));
    renderApp('/productos');
    const results = await screen.findByRole('region', { name: 'Resultados' }, PAGE_LOAD);
    expect(await within(results).findByRole('link', { name: LONG_NAME }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Piso Traído En La Página' })).toBeNull();
  });

  it('links every category with its count, keeping the sort but not the filters', async () => {
    stubCatalogue(twentyProducts);
    renderApp('/productos?material=Porcelanato&orden=nombre-asc&pagina=2');
    const nav = await screen.findByRole('navigation', { name: 'Categorías' }, PAGE_LOAD);
    const floors = await within(nav).findByRole('link', { name: 'Pisos (6)' }, PAGE_LOAD);
    expect(floors.getAttribute('href')).toBe('/productos?categoria=9&orden=nombre-asc');
    expect(within(nav).getByRole('link', { name: 'Todos (23)' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // An empty category is a dead end: not offered.
    expect(within(nav).queryByRole('link', { name: /^Mascotas/ })).toBeNull();
    // A filter is on: the featured rows give way to the results.
    expect(screen.queryByRole('heading', { name: 'Destacados' })).toBeNull();
  });

  it('offers the five sorts, price-lowest first by default, and asks for 12 a page', async () => {
    const fetchMock = stubCatalogue(twentyProducts);
    renderApp('/productos');
    const sort = await screen.findByRole('combobox', { name: 'Ordenar por' }, PAGE_LOAD);
    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      PRODUCT_SORTS.map((key) => PRODUCT_SORT_LABELS[key]),
    );
    expect((sort as HTMLSelectElement).value).toBe('price-asc');
    await waitFor(() => expect(listingCalls(fetchMock).length).toBeGreaterThan(0));
    const call = lastListingCall(fetchMock);
    expect(call.pathname).toBe('/v2/products/category/all');
    expect(call.searchParams.get('sort')).toBe('price-asc');
    expect(call.searchParams.get('itemsPerPage')).toBe('12');
    expect(call.searchParams.get('currentPage')).toBe('1');
  });

  it('goes back to page 1 when the sort changes', async () => {
    const fetchMock = stubCatalogue(twentyProducts);
    const { router } = renderApp('/productos?pagina=2');
    const sort = await screen.findByRole('combobox', { name: 'Ordenar por' }, PAGE_LOAD);
    fireEvent.change(sort, { target: { value: 'name-desc' } });
    await waitFor(() => expect(router.location.search).toBe('?orden=nombre-desc'));
    await waitFor(() => {
      const call = lastListingCall(fetchMock);
      expect(call.searchParams.get('sort')).toBe('name-desc');
      expect(call.searchParams.get('currentPage')).toBe('1');
    });
  });

  it('goes back to page 1 when a filter changes, and sends it to the API', async () => {
    const fetchMock = stubCatalogue(twentyProducts);
    const { router } = renderApp('/productos?categoria=8&pagina=2');
    const materials = await screen.findByRole('group', { name: 'Material' }, PAGE_LOAD);
    fireEvent.click(within(materials).getByRole('checkbox', { name: 'Porcelanato (12)' }));
    await waitFor(() => expect(router.location.search).toBe('?categoria=8&material=Porcelanato'));
    await waitFor(() => {
      const call = lastListingCall(fetchMock);
      expect(call.pathname).toBe('/v2/products/category/8');
      expect(call.searchParams.get('material')).toBe('Porcelanato');
      expect(call.searchParams.get('currentPage')).toBe('1');
    });

    const colors = screen.getByRole('group', { name: 'Color' });
    fireEvent.click(within(colors).getByRole('checkbox', { name: 'Madera' }));
    await waitFor(() =>
      expect(router.location.search).toBe('?categoria=8&color=6&material=Porcelanato'),
    );
    const brands = screen.getByRole('group', { name: 'Marca' });
    fireEvent.click(within(brands).getByRole('checkbox', { name: 'Alfa (6)' }));
    await waitFor(() => expect(lastListingCall(fetchMock).searchParams.get('brand')).toBe('4'));
  });

  it('names every field after the address parameter it sets, as browsers expect of a form', async () => {
    stubCatalogue(twentyProducts);
    const { container } = renderApp('/productos?categoria=8');
    const materials = await screen.findByRole('group', { name: 'Material' }, PAGE_LOAD);
    const porcelain = within(materials).getByRole('checkbox', { name: 'Porcelanato (12)' });
    expect([porcelain.getAttribute('name'), porcelain.getAttribute('value')]).toEqual([
      'material',
      'Porcelanato',
    ]);
    const alfa = within(screen.getByRole('group', { name: 'Marca' })).getByRole('checkbox', {
      name: 'Alfa (6)',
    });
    expect([alfa.getAttribute('name'), alfa.getAttribute('value')]).toEqual(['marca', '4']);
    const filters = screen.getByRole('region', { name: 'Filtros' });
    expect(
      within(filters).getByRole('slider', { name: 'Precio mínimo' }).getAttribute('name'),
    ).toBe('precio_min');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' }).getAttribute('name')).toBe(
      'orden',
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' }).getAttribute('name')).toBe(
      'buscar',
    );
    const unnamed = [...container.querySelectorAll('input, select, textarea')].filter(
      (field) => !field.getAttribute('name') && !field.id,
    );
    expect(unnamed.map((field) => field.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('filters by price when a thumb of the range is let go, from page 1', async () => {
    const fetchMock = stubCatalogue(twentyProducts);
    const { router } = renderApp('/productos?pagina=2');
    const filters = await screen.findByRole('region', { name: 'Filtros' }, PAGE_LOAD);
    const highest = await within(filters).findByRole('slider', { name: 'Precio máximo' });
    // The category's prices (22.015 to 415.310) on a track of round steps of 5.000.
    expect(highest.getAttribute('max')).toBe('420000');
    expect(within(filters).getByRole('slider', { name: 'Precio mínimo' }).getAttribute('min')).toBe(
      '20000',
    );
    fireEvent.change(highest, { target: { value: '100000' } });
    await waitFor(() => expect(router.location.search).toBe('?precio_max=100000'));
    await waitFor(() => {
      const call = lastListingCall(fetchMock);
      expect(call.searchParams.get('max_price')).toBe('100000');
      expect(call.searchParams.get('min_price')).toBeNull();
      expect(call.searchParams.get('currentPage')).toBe('1');
    });
  });

  it("'Limpiar filtros' drops every filter and the price range, keeping the category", async () => {
    stubCatalogue(twentyProducts);
    const { router } = renderApp(
      '/productos?categoria=8&marca=1&color=6&material=Porcelanato&precio_min=30000&precio_max=90000&pagina=2',
    );
    const filters = await screen.findByRole('region', { name: 'Filtros' }, PAGE_LOAD);
    expect(await within(filters).findByRole('slider', { name: 'Precio mínimo' })).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.location.search).toBe('?categoria=8'));
  });

  it('pages with links that keep the view', async () => {
    const fetchMock = stubCatalogue((url) =>
      listPage([card(Number(url.searchParams.get('currentPage')) * 100)], {
        totalItems: 40,
        currentPage: Number(url.searchParams.get('currentPage')),
      }),
    );
    const { router } = renderApp('/productos?orden=precio-desc');
    const pages = await screen.findByRole('navigation', { name: 'Paginación' }, PAGE_LOAD);
    const second = within(pages).getByRole('link', { name: 'Ir a la página 2' });
    expect(second.getAttribute('href')).toBe('/productos?orden=precio-desc&pagina=2');
    fireEvent.click(second);
    await waitFor(() => expect(router.location.search).toBe('?orden=precio-desc&pagina=2'));
    expect(await screen.findByText('Mostrando 13–13 de 40 productos', {}, PAGE_LOAD)).toBeTruthy();
    expect(lastListingCall(fetchMock).searchParams.get('currentPage')).toBe('2');
  });

  it("searches every category and says 'No se encontraron resultados' when nothing matches", async () => {
    const fetchMock = stubCatalogue((url) =>
      url.pathname === '/v2/products/searched-list' ? listPage([]) : twentyProducts(),
    );
    const { router } = renderApp('/productos?pagina=2');
    const box = await screen.findByRole('searchbox', { name: 'Buscar productos' }, PAGE_LOAD);
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.searchEmpty, {}, PAGE_LOAD)).toBeTruthy();
    expect(router.location.search).toBe('?buscar=zzz');
    const call = lastListingCall(fetchMock);
    expect(call.pathname).toBe('/v2/products/searched-list');
    expect(call.searchParams.get('search')).toBe('zzz');
    expect(call.searchParams.get('currentPage')).toBe('1');
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para “zzz”' })).toBeTruthy();
  });

  it('shows the list view from the address, and switches back to the grid', async () => {
    stubCatalogue(twentyProducts);
    const { router } = renderApp('/productos?vista=lista&pagina=2');
    const list = await screen.findByRole('button', { name: 'Ver en lista' }, PAGE_LOAD);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ver en cuadrícula' }));
    // The view is no filter: the page stays.
    await waitFor(() => expect(router.location.search).toBe('?pagina=2'));
  });

  it('on phones puts the filters in a drawer', async () => {
    stubBrowser(false);
    stubCatalogue(twentyProducts);
    const { router } = renderApp('/productos');
    fireEvent.click(await screen.findByRole('button', { name: 'Filtros' }, PAGE_LOAD));
    const drawer = await screen.findByRole('dialog', {}, PAGE_LOAD);
    const materials = await within(drawer).findByRole('group', { name: 'Material' }, PAGE_LOAD);
    fireEvent.click(within(materials).getByRole('checkbox', { name: 'Cerámica (8)' }));
    await waitFor(() => expect(router.location.search).toBe('?material=Cer%C3%A1mica'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cerrar filtros' }));
    expect(await screen.findByRole('button', { name: 'Filtros (1)' }, PAGE_LOAD)).toBeTruthy();
  });
});
