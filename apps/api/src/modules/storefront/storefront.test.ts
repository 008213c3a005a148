/**
 * What buyers browse: the category listing with its filters, sorts and pages, the search, the
 * filter choices, the categories, a store's own catalogue, the product page, complementary
 * products and favourites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID, storeSlug } from '@hogarte/shared/catalogue';
import { productListPageSchema, productPageSchema } from '@hogarte/shared/contracts/storefront';
import { CATEGORIES, COLORS, PACKING_PRESENTATIONS, PRODUCT_TYPES } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  approveProduct,
  createBrand,
  createProduct,
  productFields,
  setUpSupplier,
  type SupplierSetup,
} from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let admin: TestUser;
let supplier: TestUser;
let otherSupplier: TestUser;
let client: TestUser;
let setup: SupplierSetup;
let otherSetup: SupplierSetup;
const ids: Record<string, number> = {};

interface Card {
  id: number;
  name: string;
  taxed_price: number;
  brand: { id: number; name: string } | null;
  color: { id: number } | null;
  company_name: string;
  store: string;
}
interface Page {
  items: Card[];
  pagination: {
    totalItems: number;
    lastPage: number;
    totalPages: number;
    itemsPerPage: number;
    currentPage: number;
    from: number;
    to: number;
  };
}

/** Ten approved floors with known prices, brands, colours and materials, and a few others. */
beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
    companyName: 'Cerámicas del Valle',
  });
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
    companyName: 'Pisos del Norte',
  });
  client = await createTestUser(harness.app, harness.ctx, ROLE.client);
  setup = await setUpSupplier(harness.app, supplier);
  otherSetup = await setUpSupplier(harness.app, otherSupplier);
  const oak = await createBrand(harness.app, supplier, 'Roble Andino', 1);
  const floors = [
    ['Piso Roble Claro', '50000', oak, '6', 'Madera'],
    ['Piso Nogal Oscuro', '70000', oak, '5', 'Madera'],
    ['Piso Gris Cemento', '40000', setup.coveringBrandId, '3', 'Porcelanato'],
    ['Piso Blanco Nieve', '90000', setup.coveringBrandId, '1', 'Porcelanato'],
    ['Piso Beige Arena', '30000', setup.coveringBrandId, '4', 'Cerámica'],
    ['Piso Terracota Colonial', '60000', setup.coveringBrandId, '7', 'cerámica'],
    ['Piso Azul Marino', '80000', setup.coveringBrandId, '12', 'Porcelanato'],
    ['Piso Verde Jade', '20000', setup.coveringBrandId, '11', 'Vinilo'],
  ] as const;
  for (const [name, price, brand, color, material] of floors) {
    ids[name] = await createProduct(
      harness.app,
      supplier,
      productFields(setup, CATEGORY_ID.floors, {
        name,
        price,
        supplier_brand_id: String(brand),
        color_id: color,
        material,
      }),
    );
    await approveProduct(harness.app, admin, ids[name]);
  }
  ids.otherFloor = await createProduct(
    harness.app,
    otherSupplier,
    productFields(otherSetup, CATEGORY_ID.floors, { name: 'Piso Roble Norteño', price: '55000' }),
  );
  await approveProduct(harness.app, admin, ids.otherFloor);
  ids.pending = await createProduct(
    harness.app,
    supplier,
    productFields(setup, CATEGORY_ID.floors, { name: 'Piso Pendiente Revision' }),
  );
  ids.lamp = await createProduct(harness.app, supplier, productFields(setup, CATEGORY_ID.lighting));
  await approveProduct(harness.app, admin, ids.lamp);
  ids.grout = await createProduct(
    harness.app,
    supplier,
    productFields(setup, CATEGORY_ID.complementary, {
      brand_that_complements_id: String(oak),
      name: 'Boquilla Roble',
    }),
  );
  await approveProduct(harness.app, admin, ids.grout);
}, 120_000);
afterAll(() => harness.close());

async function get<T>(url: string, user?: TestUser) {
  const response = await harness.app.inject({
    method: 'GET',
    url,
    ...(user ? { headers: bearer(user) } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const names = (page: Page) => page.items.map((item) => item.name);

describe('the category listing', () => {
  it('lists only approved, visible products, the lowest price first by default', async () => {
    const { status, body } = await get<Page>('/v2/products/category/9');
    expect(status).toBe(200);
    expect(names(body)).not.toContain('Piso Pendiente Revision');
    expect(body.items.map((item) => item.taxed_price)).toEqual(
      [...body.items.map((item) => item.taxed_price)].sort((a, b) => a - b),
    );
    expect(body.pagination).toEqual({
      totalItems: 9,
      lastPage: 1,
      totalPages: 1,
      itemsPerPage: 12,
      currentPage: 1,
      from: 1,
      to: 9,
    });
  });

  it('sorts by price and by name in both directions', async () => {
    const byPriceDesc = (await get<Page>('/v2/products/category/9?sort=price-desc')).body;
    expect(names(byPriceDesc).slice(0, 2)).toEqual(['Piso Blanco Nieve', 'Piso Azul Marino']);
    const byName = (await get<Page>('/v2/products/category/9?sort=name-asc')).body;
    expect(names(byName)).toEqual([...names(byName)].sort((a, b) => a.localeCompare(b, 'es')));
    const byNameDesc = (await get<Page>('/v2/products/category/9?sort=name-desc')).body;
    expect(names(byNameDesc)).toEqual([...names(byName)].reverse());
  });

  it('filters by brand, colour, material (any spelling) and price range', async () => {
    const oakBrand = (
      await get<Page>(
        `/v2/products/category/9?brand=${
          (await get<Page>('/v2/products/category/9?search=nogal')).body.items[0]?.brand?.id
        }`,
      )
    ).body;
    expect(names(oakBrand).sort()).toEqual(['Piso Nogal Oscuro', 'Piso Roble Claro']);
    const twoColours = (await get<Page>('/v2/products/category/9?color=1,3')).body;
    expect(names(twoColours).sort()).toEqual(['Piso Blanco Nieve', 'Piso Gris Cemento']);
    const ceramic = (await get<Page>('/v2/products/category/9?material=CERAMICA')).body;
    expect(names(ceramic).sort()).toEqual(['Piso Beige Arena', 'Piso Terracota Colonial']);
    const priced = (await get<Page>('/v2/products/category/9?min_price=40000&max_price=72000'))
      .body;
    // Taxed prices: 40,000 → 47,600; 50,000 → 59,500; 55,000 → 65,450; 60,000 → 71,400.
    expect(names(priced).sort()).toEqual([
      'Piso Gris Cemento',
      'Piso Roble Claro',
      'Piso Roble Norteño',
      'Piso Terracota Colonial',
    ]);
  });

  it('pages 12 at a time with the spec’s pagination fields, and bounds the page', async () => {
    const first = (await get<Page>('/v2/products/category/all?itemsPerPage=5')).body;
    expect(first.items).toHaveLength(5);
    expect(first.pagination).toMatchObject({ totalItems: 11, totalPages: 3, from: 1, to: 5 });
    const last = (await get<Page>('/v2/products/category/all?itemsPerPage=5&currentPage=3')).body;
    expect(last.pagination).toMatchObject({ currentPage: 3, from: 11, to: 11 });
    const beyond = (await get<Page>('/v2/products/category/all?itemsPerPage=5&currentPage=9')).body;
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toMatchObject({ from: 0, to: 0, totalItems: 11 });
    expect((await get('/v2/products/category/all?currentPage=0')).status).toBe(400);
    expect((await get('/v2/products/category/all?itemsPerPage=49')).status).toBe(400);
    expect((await get('/v2/products/category/all?sort=cheap')).status).toBe(400);
    expect((await get('/v2/products/category/all?brand=1,x')).status).toBe(400);
    expect((await get('/v2/products/category/99')).status).toBe(404);
  });

  it('answers the older call with json-server parameters the same way', async () => {
    const legacy = (
      await get<Page>('/v2/products/9/products?_page=1&_limit=3&_sort=price-desc&price_lte=80000')
    ).body;
    const current = (
      await get<Page>('/v2/products/category/9?itemsPerPage=3&sort=price-desc&max_price=80000')
    ).body;
    expect(legacy).toEqual(current);
  });
});

describe('the listings’ contract', () => {
  // The listings are sent as JSON text, past the serializer: their real answers prove the contract.
  it.each([
    '/v2/products/category/9',
    '/v2/products/category/all/products',
    '/v2/products/9/products?_limit=3',
    '/v2/products/searched-list?search=piso',
    '/v2/products/offering',
    '/v2/products/seasonal',
  ])('%s answers what the contract declares, every field of it', async (url) => {
    const { status, body } = await get<Page>(url);
    expect(status).toBe(200);
    expect(productListPageSchema.parse(body)).toEqual(body);
  });
});

describe('the search', () => {
  it('matches the start of words of the name, brand or material, without accents', async () => {
    const { body } = await get<Page>('/v2/products/searched-list?search=roble');
    expect(names(body).sort()).toEqual([
      'Boquilla Roble',
      'Piso Nogal Oscuro',
      'Piso Roble Claro',
      'Piso Roble Norteño',
    ]);
    const accents = (await get<Page>('/v2/products/searched-list?search=NORTENO')).body;
    expect(names(accents)).toEqual(['Piso Roble Norteño']);
    const none = (await get<Page>('/v2/products/searched-list?search=zzzz')).body;
    expect(none.items).toEqual([]);
    expect(none.pagination.totalItems).toBe(0);
  });
});

describe('filter choices and categories', () => {
  it("give a category's brands, colours and materials with counts, and its price range", async () => {
    const { body } = await get<{
      brands: { name: string; count: number }[];
      colors: { id: number; hex: string }[];
      materials: { name: string; count: number }[];
      price: { min: number; max: number };
    }>('/v2/products/9/filters');
    expect(body.brands.find((brand) => brand.name === 'Roble Andino')?.count).toBe(2);
    expect(body.materials.find((material) => material.name === 'Cerámica')?.count).toBe(2);
    expect(body.colors.find((color) => color.id === 6)?.hex).toBe('#B5835A');
    expect(body.price).toEqual({ min: 23800, max: 107100 });
  });

  it('count what each category shows', async () => {
    const { body } = await get<{ id: number; productCount: number }[]>('/v2/categories');
    expect(body.find((category) => category.id === 9)?.productCount).toBe(9);
    expect(body.find((category) => category.id === 3)?.productCount).toBe(1);
    expect(body.find((category) => category.id === 1)?.productCount).toBe(0);
  });
});

describe('the catalogue’s lookups', () => {
  it.each([
    ['/v2/products/colors', COLORS],
    ['/v1/products/presentations', PACKING_PRESENTATIONS],
    ['/v1/products/categories', CATEGORIES],
    ['/v1/products/types', PRODUCT_TYPES],
  ])('%s answers the shared list', async (url, list) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(body).toEqual(list);
  });
});

describe("a supplier's store", () => {
  it('shows only its products, found by its name with dashes', async () => {
    const slug = storeSlug('Pisos del Norte');
    expect(slug).toBe('Pisos-del-Norte');
    const { body } = await get<Page>(`/v2/products/category/all?store=${encodeURIComponent(slug)}`);
    expect(names(body)).toEqual(['Piso Roble Norteño']);
    const filters = (
      await get<{ price: { min: number } }>(`/v2/products/all/filters?store=${slug}`)
    ).body;
    expect(filters.price.min).toBe(65450);
    const categories = (
      await get<{ id: number; productCount: number }[]>(`/v2/categories?store=${slug}`)
    ).body;
    expect(categories.find((category) => category.id === 9)?.productCount).toBe(1);
  });

  it('is not found when unknown or hidden', async () => {
    const unknown = await get<{ message: string }>('/v2/products/category/all?store=No-Existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.storeNotFound);
    await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/${otherSupplier.uuid}`,
      headers: bearer(admin),
      payload: { is_public: false },
    });
    expect((await get('/v2/products/category/all?store=Pisos-del-Norte')).status).toBe(404);
    expect(names((await get<Page>('/v2/products/category/9')).body)).not.toContain(
      'Piso Roble Norteño',
    );
    await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/${otherSupplier.uuid}`,
      headers: bearer(admin),
      payload: { is_public: true },
    });
  });
});

describe('the product page', () => {
  it('gives the price with and without IVA, the price per m², images, sheet and delivery', async () => {
    const { status, body } = await get<Record<string, unknown>>(
      `/v2/products/${ids['Piso Roble Claro']}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Piso Roble Claro',
      price: 50000,
      taxed_price: 59500,
      iva: 9500,
      min_sale_unit: 1.44,
      price_per_m2: Math.round(59500 / 1.44),
      presentation: 'Caja de 1,44 m² (4 piezas)',
      sale_unit: 'm²',
      delivery_time: 8,
      delivery_estimate_days: 11,
      company_name: 'Cerámicas del Valle',
      store: 'Cerámicas-del-Valle',
      is_favorite: false,
    });
    expect(body.ambient_images).toHaveLength(1);
    expect(body.technical_sheet).toMatchObject({ name: 'ficha-tecnica.pdf' });
    // Sent as text, past the serializer: the contract is checked here, undeclared fields included;
    // the kept copy a second read gets is the same page.
    expect(productPageSchema.parse(body)).toEqual(body);
    expect((await get(`/v2/products/${ids['Piso Roble Claro']}`)).body).toEqual(body);
    expect((await get(`/v2/products/${ids.pending}`)).status).toBe(404);
    expect((await get('/v2/products/999999')).status).toBe(404);
    expect((await get('/v2/products/abc')).status).toBe(400);
  });

  it('shows a change of the product at once, though the page is kept between visits', async () => {
    const id = ids['Piso Gris Cemento'] as number;
    expect((await get<{ price: number }>(`/v2/products/${id}`)).body.price).toBe(40000);
    expect((await get<{ price: number }>(`/v2/products/${id}`)).body.price).toBe(40000);
    await harness.app.inject({
      method: 'PATCH',
      url: `/v1/products/${id}`,
      headers: bearer(supplier),
      payload: { price: 41000 },
    });
    expect((await get<{ price: number }>(`/v2/products/${id}`)).body.price).toBe(41000);
    // A buyer's favourite flag is theirs, whatever page was kept.
    await harness.app.inject({
      method: 'POST',
      url: `/v2/favorite/add/${id}`,
      headers: bearer(client),
    });
    expect(
      (await get<{ is_favorite: boolean }>(`/v2/products/${id}`, client)).body.is_favorite,
    ).toBe(true);
    expect((await get<{ is_favorite: boolean }>(`/v2/products/${id}`)).body.is_favorite).toBe(
      false,
    );
    await harness.app.inject({
      method: 'DELETE',
      url: `/v2/favorite/remove/${id}`,
      headers: bearer(client),
    });
  });

  it('answers pages opened at the same moment, read in one query, each for its own viewer', async () => {
    const walnut = ids['Piso Nogal Oscuro'] as number;
    await harness.app.inject({
      method: 'POST',
      url: `/v2/favorite/add/${walnut}`,
      headers: bearer(client),
    });
    // None of these pages has been read before, so none is kept: they all reach the database in
    // the same turn of the event loop.
    const [asClient, asVisitor, beige, pending, preview, unknown] = await Promise.all([
      get<{ id: number; is_favorite: boolean }>(`/v2/products/${walnut}`, client),
      get<{ id: number; is_favorite: boolean }>(`/v2/products/${walnut}`),
      get<{ name: string }>(`/v2/products/${ids['Piso Beige Arena']}`),
      get(`/v2/products/${ids.pending}`),
      get<{ name: string }>(`/v2/products/${ids.pending}`, supplier),
      get('/v2/products/999998'),
    ]);
    expect([asClient.body.id, asClient.body.is_favorite]).toEqual([walnut, true]);
    expect([asVisitor.body.id, asVisitor.body.is_favorite]).toEqual([walnut, false]);
    expect(beige.body.name).toBe('Piso Beige Arena');
    expect([pending.status, unknown.status]).toEqual([404, 404]);
    expect([preview.status, preview.body.name]).toEqual([200, 'Piso Pendiente Revision']);
    await harness.app.inject({
      method: 'DELETE',
      url: `/v2/favorite/remove/${walnut}`,
      headers: bearer(client),
    });
  });

  it('lists the complementary products of a covering’s brand', async () => {
    const floor = (await get<{ brand: { id: number } }>(`/v2/products/${ids['Piso Roble Claro']}`))
      .body;
    const { body } = await get<Card[]>(`/v1/brands/${floor.brand.id}/complementaries`);
    expect(body.map((card) => card.name)).toEqual(['Boquilla Roble']);
  });
});

describe('favourites', () => {
  it('are added, listed, shown on the product page and removed by a buyer', async () => {
    const id = ids['Piso Azul Marino'] as number;
    const added = await harness.app.inject({
      method: 'POST',
      url: `/v2/favorite/add/${id}`,
      headers: bearer(client),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Producto agregado a favoritos');
    // Adding twice keeps one.
    await harness.app.inject({
      method: 'POST',
      url: `/v2/favorite/add/${id}`,
      headers: bearer(client),
    });
    const list = await get<Card[]>('/v2/favorite', client);
    expect(list.body.map((card) => card.id)).toEqual([id]);
    expect(
      (await get<{ is_favorite: boolean }>(`/v2/products/${id}`, client)).body.is_favorite,
    ).toBe(true);
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/favorite/remove/${id}`,
      headers: bearer(client),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get<Card[]>('/v2/favorite', client)).body).toEqual([]);
  });

  it('refuse a product buyers cannot see, other roles and visitors', async () => {
    const hidden = await harness.app.inject({
      method: 'POST',
      url: `/v2/favorite/add/${ids.pending}`,
      headers: bearer(client),
    });
    expect(hidden.statusCode).toBe(404);
    const asSupplier = await harness.app.inject({
      method: 'POST',
      url: `/v2/favorite/add/${ids.lamp}`,
      headers: bearer(supplier),
    });
    expect(asSupplier.statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: '/v2/favorite' })).statusCode).toBe(401);
  });
});
