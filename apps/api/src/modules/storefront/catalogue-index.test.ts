import { beforeEach, describe, expect, it } from 'vitest';
import {
  CatalogueIndex,
  productMemoryKind,
  type ChangeScope,
  type IndexSource,
  type ListQuery,
} from './catalogue-index.js';

/** A loader over an array the test edits, counting its calls like SQL queries. */
function fakeDatabase(initial: IndexSource[]) {
  let rows = initial.map((row) => ({ ...row }));
  const loads: (ChangeScope | null)[] = [];
  const index = new CatalogueIndex<IndexSource>({
    load(scope) {
      loads.push(scope);
      if (!scope) return Promise.resolve(rows.filter((row) => row.visible));
      return Promise.resolve(
        rows.filter(
          (row) =>
            scope.productIds.includes(row.id) ||
            scope.supplierIds.includes(row.supplierId) ||
            (row.brandId !== null && scope.brandIds.includes(row.brandId)),
        ),
      );
    },
    cardJson: (row) => JSON.stringify({ id: row.id }),
  });
  return {
    index,
    loads,
    update(id: number, change: Partial<IndexSource>) {
      rows = rows.map((row) => (row.id === id ? { ...row, ...change } : row));
    },
    insert(row: IndexSource) {
      rows.push(row);
    },
    remove(id: number) {
      rows = rows.filter((row) => row.id !== id);
    },
  };
}

let sequence = 0;
function product(overrides: Partial<IndexSource> = {}): IndexSource {
  sequence += 1;
  return {
    id: sequence,
    visible: true,
    name: `Producto ${sequence}`,
    categoryId: 8,
    categoryName: 'Revestimientos',
    brandId: 1,
    brandName: 'Valle Cerámica',
    supplierId: 10,
    companyName: 'Cerámicas del Valle',
    colorId: 1,
    colorName: 'Blanco',
    material: 'Porcelanato',
    taxedPrice: 100_000,
    isFeatured: false,
    isSeasonal: false,
    createdAt: new Date(2026, 0, sequence),
    ...overrides,
  };
}

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  categoryId: null,
  sort: 'price-asc',
  page: 1,
  pageSize: 12,
  ...overrides,
});

async function ids(index: CatalogueIndex, overrides: Partial<ListQuery> = {}) {
  const result = await index.list(query(overrides));
  return result.items.map((item) => (JSON.parse(item) as { id: number }).id);
}

beforeEach(() => {
  sequence = 0;
});

describe('the catalogue index', () => {
  it('sorts by price, by name without accents or case, and featured-then-newest', async () => {
    const cheap = product({ name: 'Zócalo Blanco', taxedPrice: 20_000 });
    const dear = product({ name: 'azulejo Verde', taxedPrice: 90_000 });
    const middle = product({ name: 'Ánfora Terracota', taxedPrice: 50_000, isFeatured: true });
    const { index } = fakeDatabase([cheap, dear, middle]);
    expect(await ids(index, { sort: 'price-asc' })).toEqual([cheap.id, middle.id, dear.id]);
    expect(await ids(index, { sort: 'price-desc' })).toEqual([dear.id, middle.id, cheap.id]);
    expect(await ids(index, { sort: 'name-asc' })).toEqual([middle.id, dear.id, cheap.id]);
    expect(await ids(index, { sort: 'name-desc' })).toEqual([cheap.id, dear.id, middle.id]);
    // Featured first, then the newest (a higher sequence was created later).
    expect(await ids(index, { sort: 'none' })).toEqual([middle.id, dear.id, cheap.id]);
  });

  it('pages by slicing the presorted order: the last page costs what the first does', async () => {
    const rows = Array.from({ length: 50 }, (_, at) => product({ taxedPrice: 1_000 * (at + 1) }));
    const { index, loads } = fakeDatabase(rows);
    const first = await index.list(query({ pageSize: 12, page: 1 }));
    const last = await index.list(query({ pageSize: 12, page: 5 }));
    const beyond = await index.list(query({ pageSize: 12, page: 9 }));
    expect(first.totalItems).toBe(50);
    const idOf = (item: string) => (JSON.parse(item) as { id: number }).id;
    expect(first.items.map(idOf)).toEqual(rows.slice(0, 12).map((row) => row.id));
    expect(last.items.map(idOf)).toEqual(rows.slice(48).map((row) => row.id));
    expect(beyond.items).toEqual([]);
    // One load built the index; listing never went back to the database.
    expect(loads).toEqual([null]);
  });

  it('filters by category, store, brand, colour, material (any case, no accents) and price', async () => {
    const base = {
      categoryId: 9,
      brandId: 2,
      colorId: 6,
      material: 'Cerámica',
      taxedPrice: 60_000,
    };
    const match = product(base);
    const tooDear = product({ ...base, taxedPrice: 90_000 });
    const otherBrand = product({ ...base, brandId: 3 });
    const otherCategory = product({ ...base, categoryId: 8 });
    const otherStore = product({
      ...base,
      material: 'ceramica',
      supplierId: 11,
      taxedPrice: 55_000,
    });
    const { index } = fakeDatabase([match, tooDear, otherBrand, otherCategory, otherStore]);
    const filtered = {
      categoryId: 9,
      brandIds: [2],
      colorIds: [6],
      materials: ['CERÁMICA'],
      maxPrice: 70_000,
    };
    expect(await ids(index, filtered)).toEqual([otherStore.id, match.id]);
    expect(await ids(index, { ...filtered, supplierId: 10 })).toEqual([match.id]);
    expect(await ids(index, { ...filtered, minPrice: 58_000 })).toEqual([match.id]);
    expect(await ids(index, { ...filtered, colorIds: [1] })).toEqual([]);
  });

  it('finds products by the start of any word of their name, brand, company, material or colour', async () => {
    const lamp = product({
      name: 'Lámpara Colgante Fique',
      categoryName: 'Iluminación',
      categoryId: 3,
      material: 'Fique',
    });
    const tile = product({ name: 'Porcelanato Roble Natural', brandName: 'Porcelanatos Andes' });
    const { index } = fakeDatabase([lamp, tile]);
    expect(await ids(index, { search: 'lampara colg' })).toEqual([lamp.id]);
    expect(await ids(index, { search: 'ROBLE' })).toEqual([tile.id]);
    expect(await ids(index, { search: 'andes porcel' })).toEqual([tile.id]);
    expect(await ids(index, { search: 'ilum' })).toEqual([lamp.id]);
    expect(await ids(index, { search: 'roble fique' })).toEqual([]);
    expect(await ids(index, { search: 'xyz' })).toEqual([]);
  });

  it('reloads only the products a notification names, and re-sorts them', async () => {
    const a = product({ taxedPrice: 10_000 });
    const b = product({ taxedPrice: 20_000 });
    const c = product({ taxedPrice: 30_000 });
    const database = fakeDatabase([a, b, c]);
    expect(await ids(database.index)).toEqual([a.id, b.id, c.id]);
    database.update(a.id, { taxedPrice: 40_000 });
    database.index.markChanged(`p:${a.id}`);
    expect(await ids(database.index)).toEqual([b.id, c.id, a.id]);
    expect(database.loads.at(-1)).toEqual({ productIds: [a.id], supplierIds: [], brandIds: [] });

    // Declined, then deleted: it leaves the lists; a new approved product enters them.
    database.update(b.id, { visible: false });
    database.remove(c.id);
    const d = product({ taxedPrice: 5_000 });
    database.insert(d);
    database.index.markChanged(`p:${b.id},${c.id},${d.id}`);
    expect(await ids(database.index)).toEqual([d.id, a.id]);
    expect(database.index.size).toBe(2);
  });

  it('drops a hidden supplier and a renamed brand follows its products', async () => {
    const mine = product({ supplierId: 10, brandId: 1 });
    const theirs = product({ supplierId: 11, brandId: 2, brandName: 'Andina Luz' });
    const database = fakeDatabase([mine, theirs]);
    expect(await ids(database.index)).toHaveLength(2);
    database.update(mine.id, { visible: false });
    database.index.markChanged('s:10');
    expect(await ids(database.index)).toEqual([theirs.id]);

    database.update(theirs.id, { brandName: 'Luz Andina' });
    database.index.markChanged('b:2');
    expect(await ids(database.index, { search: 'luz andina' })).toEqual([theirs.id]);
    expect(await ids(database.index, { search: 'andina luz' })).toEqual([theirs.id]);
    expect((await database.index.facets(null)).brands).toEqual([
      { id: 2, name: 'Luz Andina', count: 1 },
    ]);
  });

  it('reloads everything after a bulk change or a lost connection', async () => {
    const database = fakeDatabase([product(), product()]);
    await ids(database.index);
    database.insert(product());
    database.index.markChanged('*');
    expect(await ids(database.index)).toHaveLength(3);
    database.insert(product());
    database.index.markAllChanged();
    expect(await ids(database.index)).toHaveLength(4);
    expect(database.loads.filter((load) => load === null)).toHaveLength(3);
  });

  it('gives each category its filter choices with counts and its price range', async () => {
    const database = fakeDatabase([
      product({
        categoryId: 3,
        brandId: 5,
        brandName: 'Nórdica',
        colorId: 2,
        colorName: 'Negro',
        material: 'Metal',
        taxedPrice: 150_000,
      }),
      product({
        categoryId: 3,
        brandId: 5,
        brandName: 'Nórdica',
        colorId: 14,
        colorName: 'Dorado',
        material: 'metal',
        taxedPrice: 90_000,
      }),
      product({
        categoryId: 3,
        brandId: 6,
        brandName: 'Andina Luz',
        colorId: 2,
        colorName: 'Negro',
        material: 'Fique',
        taxedPrice: 200_000,
        supplierId: 12,
      }),
      product({ categoryId: 8, taxedPrice: 10_000 }),
    ]);
    const facets = await database.index.facets(3);
    expect(facets.brands).toEqual([
      { id: 6, name: 'Andina Luz', count: 1 },
      { id: 5, name: 'Nórdica', count: 2 },
    ]);
    expect(facets.colors).toEqual([
      { id: 14, name: 'Dorado', count: 1 },
      { id: 2, name: 'Negro', count: 2 },
    ]);
    expect(facets.materials).toEqual([
      { name: 'Fique', count: 1 },
      { name: 'Metal', count: 2 },
    ]);
    expect(facets.price).toEqual({ min: 90_000, max: 200_000 });
    expect((await database.index.facets(3, 12)).price).toEqual({ min: 200_000, max: 200_000 });
    const counts = await database.index.categoryCounts();
    expect(counts.get(3)).toBe(3);
    expect(counts.get(8)).toBe(1);
    expect(counts.get(1)).toBe(0);
  });

  it('keeps values per product until their product, its supplier or its brand is announced as changed', () => {
    const { index } = fakeDatabase([]);
    const pages = index.memory(productMemoryKind<{ name: string }>(10));
    const other = index.memory(productMemoryKind<{ name: string }>(10));
    pages.keep(1, pages.currentGeneration(), { name: 'uno' });
    pages.keep(2, pages.currentGeneration(), { name: 'dos' });
    other.keep(1, other.currentGeneration(), { name: 'otro uno' });
    expect(pages.get(1)).toEqual({ name: 'uno' });
    index.markChanged('p:1');
    expect(pages.get(1)).toBeUndefined();
    expect(other.get(1)).toBeUndefined();
    expect(pages.get(2)).toEqual({ name: 'dos' });
    index.markChanged('s:10');
    expect(pages.get(2)).toBeUndefined();
    pages.keep(4, pages.currentGeneration(), { name: 'cuatro' });
    index.markAllChanged();
    expect(pages.get(4)).toBeUndefined();

    // A value read before an announcement is not kept after it: it may predate the change.
    const generation = pages.currentGeneration();
    index.markChanged('p:3');
    pages.keep(3, generation, { name: 'tres, viejo' });
    expect(pages.get(3)).toBeUndefined();
  });

  it('keeps, for a kind kept from the second read, only what is read again soon', () => {
    const { index } = fakeDatabase([]);
    const pages = index.memory(productMemoryKind<string>(2, { keepFromSecondRead: true }));
    const keep = (id: number) => pages.keep(id, pages.currentGeneration(), `página ${id}`);
    keep(1);
    expect(pages.get(1)).toBeUndefined();
    keep(1);
    expect(pages.get(1)).toBe('página 1');
    // Read once, then pushed out of the last two first reads by two others: read anew, not kept.
    keep(2);
    keep(3);
    keep(4);
    keep(2);
    expect(pages.get(2)).toBeUndefined();
    keep(4);
    expect(pages.get(4)).toBe('página 4');
  });
});
