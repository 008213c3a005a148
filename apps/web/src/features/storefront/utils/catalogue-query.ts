/**
 * The catalogue's state lives in the address bar, in Spanish (`?categoria=8&marca=1,4&orden=
 * precio-desc&pagina=2`), so a shared link reproduces the view. This module is the one mapping
 * between the address, the screen's state and the API's query: pure functions, unit-tested.
 * Anything the address holds that makes no sense is dropped, never sent to the API.
 */
import { DEFAULT_PRODUCT_SORT, type ProductSort } from '@hogarte/shared/catalogue';
import { LIMITS } from '@hogarte/shared/limits';
import { CATEGORIES, COLORS } from '@hogarte/shared/product-lookups';

export type CatalogueView = 'grid' | 'list';

export interface CatalogueState {
  /** `null` is every category ("Todos"). */
  categoryId: number | null;
  brandIds: number[];
  colorIds: number[];
  materials: string[];
  /** Prices with IVA, in whole pesos; `null` is no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
  page: number;
  view: CatalogueView;
  search: string;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = {
  categoryId: null,
  brandIds: [],
  colorIds: [],
  materials: [],
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_PRODUCT_SORT,
  page: 1,
  view: 'grid',
  search: '',
};

/** The address's parameter names. */
export const CATALOGUE_PARAM = {
  category: 'categoria',
  brand: 'marca',
  color: 'color',
  material: 'material',
  minPrice: 'precio_min',
  maxPrice: 'precio_max',
  sort: 'orden',
  page: 'pagina',
  view: 'vista',
  search: 'buscar',
} as const;

/** The sorts as the address writes them; the API keeps the spec's names. */
const SORT_SLUG: Record<ProductSort, string> = {
  none: 'sin-orden',
  'price-asc': 'precio-asc',
  'price-desc': 'precio-desc',
  'name-asc': 'nombre-asc',
  'name-desc': 'nombre-desc',
};

const VIEW_SLUG: Record<CatalogueView, string> = { grid: 'cuadricula', list: 'lista' };

const MAX_LIST_LENGTH = 50;
const MAX_MATERIAL_LENGTH = 25;
const MAX_ID = 2_147_483_647;
const MAX_PRICE = 1_000_000_000;
const MAX_PAGE = 1_000_000;

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function listOf(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Distinct ids in ascending order, so one view has one address. */
function idList(text: string | null, isKnown: (id: number) => boolean): number[] {
  const ids = listOf(text)
    .map((part) => wholeNumber(part, 1, MAX_ID))
    .filter((id): id is number => id !== null && isKnown(id));
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_LIST_LENGTH);
}

function materialList(text: string | null): string[] {
  const materials = listOf(text).filter((material) => material.length <= MAX_MATERIAL_LENGTH);
  return [...new Set(materials)].sort((a, b) => a.localeCompare(b, 'es')).slice(0, MAX_LIST_LENGTH);
}

function entryOf<T extends string>(map: Record<T, string>, slug: string | null): T | undefined {
  return (Object.keys(map) as T[]).find((key) => map[key] === slug);
}

/** The address → the screen's state; unknown or malformed values fall back to the defaults. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueState {
  const category = wholeNumber(params.get(CATALOGUE_PARAM.category), 1, MAX_ID);
  let minPrice = wholeNumber(params.get(CATALOGUE_PARAM.minPrice), 0, MAX_PRICE);
  let maxPrice = wholeNumber(params.get(CATALOGUE_PARAM.maxPrice), 0, MAX_PRICE);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    // A range that contains nothing is not a filter anyone meant.
    minPrice = null;
    maxPrice = null;
  }
  const sort = entryOf(SORT_SLUG, params.get(CATALOGUE_PARAM.sort));
  const view = entryOf(VIEW_SLUG, params.get(CATALOGUE_PARAM.view));
  return {
    categoryId: CATEGORIES.some((item) => item.id === category) ? category : null,
    brandIds: idList(params.get(CATALOGUE_PARAM.brand), () => true),
    colorIds: idList(params.get(CATALOGUE_PARAM.color), (id) =>
      COLORS.some((color) => color.id === id),
    ),
    materials: materialList(params.get(CATALOGUE_PARAM.material)),
    minPrice,
    maxPrice,
    sort: sort ?? DEFAULT_PRODUCT_SORT,
    page: wholeNumber(params.get(CATALOGUE_PARAM.page), 1, MAX_PAGE) ?? 1,
    view: view ?? 'grid',
    search: (params.get(CATALOGUE_PARAM.search) ?? '').trim().slice(0, LIMITS.searchMaxLength),
  };
}

/** The screen's state → the address; defaults are left out, so the plain catalogue is `/productos`. */
export function catalogueSearchParams(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(CATALOGUE_PARAM.search, state.search);
  if (state.categoryId !== null) params.set(CATALOGUE_PARAM.category, String(state.categoryId));
  if (state.brandIds.length) params.set(CATALOGUE_PARAM.brand, state.brandIds.join(','));
  if (state.colorIds.length) params.set(CATALOGUE_PARAM.color, state.colorIds.join(','));
  if (state.materials.length) params.set(CATALOGUE_PARAM.material, state.materials.join(','));
  if (state.minPrice !== null) params.set(CATALOGUE_PARAM.minPrice, String(state.minPrice));
  if (state.maxPrice !== null) params.set(CATALOGUE_PARAM.maxPrice, String(state.maxPrice));
  if (state.sort !== DEFAULT_PRODUCT_SORT) params.set(CATALOGUE_PARAM.sort, SORT_SLUG[state.sort]);
  if (state.view !== 'grid') params.set(CATALOGUE_PARAM.view, VIEW_SLUG[state.view]);
  if (state.page > 1) params.set(CATALOGUE_PARAM.page, String(state.page));
  return params;
}

/** `?a=1` or '' for a link's `search` part. */
export function catalogueSearch(state: CatalogueState): string {
  const text = catalogueSearchParams(state).toString();
  return text ? `?${text}` : '';
}

/** What a filter, a sort, the category or the search may change. */
export type CatalogueFilterChange = Partial<Omit<CatalogueState, 'page' | 'view'>>;

/** Any change of filter, sort, category or search starts again at page 1 (part 2 §2.7). */
export function withFilters(state: CatalogueState, change: CatalogueFilterChange): CatalogueState {
  return { ...state, ...change, page: 1 };
}

/**
 * Another category has other brands, colours, materials and prices: its filters start empty.
 * The search, the sort and the view stay.
 */
export function withCategory(state: CatalogueState, categoryId: number | null): CatalogueState {
  return withFilters(state, {
    categoryId,
    brandIds: [],
    colorIds: [],
    materials: [],
    minPrice: null,
    maxPrice: null,
  });
}

/** 'Limpiar filtros': brands, colours, materials and the whole price range again. */
export function withoutFilters(state: CatalogueState): CatalogueState {
  return withFilters(state, {
    brandIds: [],
    colorIds: [],
    materials: [],
    minPrice: null,
    maxPrice: null,
  });
}

export function countActiveFilters(state: CatalogueState): number {
  return (
    state.brandIds.length +
    state.colorIds.length +
    state.materials.length +
    (state.minPrice !== null || state.maxPrice !== null ? 1 : 0)
  );
}

/** The plain catalogue (no category, filter or search) also shows the featured and seasonal rows. */
export function isPlainBrowse(state: CatalogueState): boolean {
  return state.categoryId === null && state.search === '' && countActiveFilters(state) === 0;
}

/** Adds the value when absent, removes it when present. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * The API call of a state: a search over every category goes to `searched-list`; a category's
 * page (searched or not) to `category/{id}`. `store` limits everything to one storefront.
 */
export function listingPath(state: CatalogueState, store?: string): string {
  const query = new URLSearchParams({
    currentPage: String(state.page),
    itemsPerPage: String(LIMITS.productPageSize),
    sort: state.sort,
  });
  if (state.brandIds.length) query.set('brand', state.brandIds.join(','));
  if (state.colorIds.length) query.set('color', state.colorIds.join(','));
  if (state.materials.length) query.set('material', state.materials.join(','));
  if (state.minPrice !== null) query.set('min_price', String(state.minPrice));
  if (state.maxPrice !== null) query.set('max_price', String(state.maxPrice));
  if (state.search) query.set('search', state.search);
  if (store) query.set('store', store);
  const path =
    state.search && state.categoryId === null
      ? '/v2/products/searched-list'
      : `/v2/products/category/${state.categoryId ?? 'all'}`;
  return `${path}?${query.toString()}`;
}
