import { describe, expect, it } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import {
  DEFAULT_CATALOGUE_STATE,
  catalogueSearch,
  catalogueSearchParams,
  countActiveFilters,
  isPlainBrowse,
  listingPath,
  parseCatalogueParams,
  toggled,
  withCategory,
  withFilters,
  withoutFilters,
  type CatalogueState,
} from './catalogue-query';

const parse = (query: string) => parseCatalogueParams(new URLSearchParams(query));

const FULL: CatalogueState = {
  categoryId: 8,
  brandIds: [1, 4],
  colorIds: [3, 6],
  materials: ['Madera', 'Porcelanato'],
  minPrice: 20000,
  maxPrice: 150000,
  sort: 'price-desc',
  page: 3,
  view: 'list',
  search: 'roble',
};

describe('the catalogue address', () => {
  it('is empty for the plain catalogue: every default is left out', () => {
    expect(parse('')).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(catalogueSearchParams(DEFAULT_CATALOGUE_STATE).toString()).toBe('');
    expect(catalogueSearch(DEFAULT_CATALOGUE_STATE)).toBe('');
    expect(DEFAULT_CATALOGUE_STATE.sort).toBe('price-asc');
    expect(DEFAULT_CATALOGUE_STATE.page).toBe(1);
    expect(DEFAULT_CATALOGUE_STATE.view).toBe('grid');
  });

  it('reads every parameter in Spanish', () => {
    expect(
      parse(
        'categoria=8&marca=4,1&color=6,3&material=Porcelanato,Madera&precio_min=20000' +
          '&precio_max=150000&orden=precio-desc&pagina=3&vista=lista&buscar=roble',
      ),
    ).toEqual(FULL);
  });

  it('writes every parameter and reads back the same state', () => {
    const params = catalogueSearchParams(FULL);
    expect(Object.fromEntries(params)).toEqual({
      buscar: 'roble',
      categoria: '8',
      marca: '1,4',
      color: '3,6',
      material: 'Madera,Porcelanato',
      precio_min: '20000',
      precio_max: '150000',
      orden: 'precio-desc',
      vista: 'lista',
      pagina: '3',
    });
    expect(parseCatalogueParams(params)).toEqual(FULL);
  });

  it('names each sort and the list view', () => {
    const sortOf = (slug: string) => parse(`orden=${slug}`).sort;
    expect(sortOf('sin-orden')).toBe('none');
    expect(sortOf('precio-asc')).toBe('price-asc');
    expect(sortOf('precio-desc')).toBe('price-desc');
    expect(sortOf('nombre-asc')).toBe('name-asc');
    expect(sortOf('nombre-desc')).toBe('name-desc');
    expect(parse('vista=cuadricula').view).toBe('grid');
    expect(catalogueSearch({ ...DEFAULT_CATALOGUE_STATE, sort: 'none' })).toBe('?orden=sin-orden');
  });

  it('drops invalid values instead of passing them on', () => {
    expect(
      parse(
        'categoria=99&marca=abc,0,-2,7,7&color=3,99,x&material=,%20,' +
          'Un%20material%20con%20un%20nombre%20larguísimo&precio_min=-5&precio_max=caro' +
          '&orden=precio&pagina=0&vista=mosaico',
      ),
    ).toEqual({ ...DEFAULT_CATALOGUE_STATE, brandIds: [7], colorIds: [3] });
    expect(parse('categoria=ocho').categoryId).toBeNull();
    expect(parse('pagina=2.5').page).toBe(1);
    expect(parse('pagina=abc').page).toBe(1);
    expect(parse('precio_min=1e5').minPrice).toBeNull();
  });

  it('drops a price range that contains nothing', () => {
    expect(parse('precio_min=90000&precio_max=10000')).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
    expect(parse('precio_min=0&precio_max=10000')).toMatchObject({ minPrice: 0, maxPrice: 10000 });
  });

  it('trims the search and keeps it within the search box limit', () => {
    expect(parse('buscar=%20%20porcelanato%20').search).toBe('porcelanato');
    expect(parse(`buscar=${'a'.repeat(150)}`).search).toHaveLength(LIMITS.searchMaxLength);
  });
});

describe('changing the view', () => {
  const onPageFour = { ...FULL, page: 4 };

  it('goes back to page 1 on any filter, sort, category or search change', () => {
    expect(withFilters(onPageFour, { sort: 'name-asc' }).page).toBe(1);
    expect(withFilters(onPageFour, { brandIds: [2] }).page).toBe(1);
    expect(withFilters(onPageFour, { colorIds: [] }).page).toBe(1);
    expect(withFilters(onPageFour, { materials: ['Vidrio'] }).page).toBe(1);
    expect(withFilters(onPageFour, { minPrice: 1000, maxPrice: null }).page).toBe(1);
    expect(withFilters(onPageFour, { search: 'lámpara' }).page).toBe(1);
    expect(withCategory(onPageFour, 3).page).toBe(1);
    expect(withoutFilters(onPageFour).page).toBe(1);
  });

  it("starts another category's filters empty but keeps the search, sort and view", () => {
    expect(withCategory(FULL, 3)).toEqual({
      ...DEFAULT_CATALOGUE_STATE,
      categoryId: 3,
      search: 'roble',
      sort: 'price-desc',
      view: 'list',
    });
  });

  it('clears brands, colours, materials and the whole price range', () => {
    const cleared = withoutFilters(FULL);
    expect(cleared).toMatchObject({
      brandIds: [],
      colorIds: [],
      materials: [],
      minPrice: null,
      maxPrice: null,
      categoryId: 8,
      search: 'roble',
    });
    expect(countActiveFilters(cleared)).toBe(0);
    expect(countActiveFilters(FULL)).toBe(7);
  });

  it('shows the featured rows only on the plain catalogue', () => {
    expect(isPlainBrowse(DEFAULT_CATALOGUE_STATE)).toBe(true);
    expect(isPlainBrowse({ ...DEFAULT_CATALOGUE_STATE, page: 2, sort: 'name-asc' })).toBe(true);
    expect(isPlainBrowse({ ...DEFAULT_CATALOGUE_STATE, categoryId: 1 })).toBe(false);
    expect(isPlainBrowse({ ...DEFAULT_CATALOGUE_STATE, search: 'mesa' })).toBe(false);
    expect(isPlainBrowse({ ...DEFAULT_CATALOGUE_STATE, maxPrice: 5000 })).toBe(false);
  });

  it('toggles a value in a list', () => {
    expect(toggled([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 1)).toEqual([2]);
  });
});

describe('the API call of a view', () => {
  it('asks for a page of 12 of every category, cheapest first, by default', () => {
    expect(listingPath(DEFAULT_CATALOGUE_STATE)).toBe(
      '/v2/products/category/all?currentPage=1&itemsPerPage=12&sort=price-asc',
    );
  });

  it("sends a category's filters with the spec's parameter names", () => {
    const path = listingPath({ ...FULL, search: '' }, 'Cerámicas-del-Valle');
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/v2/products/category/8');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      currentPage: '3',
      itemsPerPage: '12',
      sort: 'price-desc',
      brand: '1,4',
      color: '3,6',
      material: 'Madera,Porcelanato',
      min_price: '20000',
      max_price: '150000',
      store: 'Cerámicas-del-Valle',
    });
  });

  it('searches every category through searched-list, and one category through its page', () => {
    const everywhere = listingPath({ ...DEFAULT_CATALOGUE_STATE, search: 'roble' });
    expect(everywhere).toBe(
      '/v2/products/searched-list?currentPage=1&itemsPerPage=12&sort=price-asc&search=roble',
    );
    expect(listingPath({ ...DEFAULT_CATALOGUE_STATE, search: 'roble', categoryId: 9 })).toBe(
      '/v2/products/category/9?currentPage=1&itemsPerPage=12&sort=price-asc&search=roble',
    );
  });
});
