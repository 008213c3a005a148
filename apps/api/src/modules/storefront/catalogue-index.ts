/**
 * The public catalogue held in memory, so that listing, filtering, sorting and searching 50,000
 * products costs no SQL at all once the index is warm (decision 011).
 *
 * The database stays the only source of truth: the index loads the products buyers may see, and
 * every change to them is announced by triggers on the `catalogue_changed` channel when its
 * transaction commits ('p:<ids>', 's:<supplier>', 'b:<brand>', '*'). Announced changes are only
 * marked; the next read reloads exactly those rows (one query) before answering, so a reader never
 * sees an index older than the last notification this process received. Deep pages cost the same
 * as the first: every order is kept presorted and a page is a slice of it.
 */
import { CATEGORY_IDS, type ProductSort } from '@hogarte/shared/catalogue';
import { setBounded } from '../../bounded-map.js';

/** One product as the loader reads it; `visible` says whether buyers may see it now. */
export interface IndexSource {
  id: number;
  visible: boolean;
  name: string;
  categoryId: number;
  categoryName: string;
  brandId: number | null;
  brandName: string | null;
  supplierId: number;
  companyName: string;
  colorId: number | null;
  colorName: string | null;
  material: string | null;
  taxedPrice: number;
  isFeatured: boolean;
  isSeasonal: boolean;
  createdAt: Date;
}

/** Which rows to reload; `null` reloads everything. */
export interface ChangeScope {
  productIds: number[];
  supplierIds: number[];
  brandIds: number[];
}

export interface IndexLoader<Source extends IndexSource> {
  load(scope: ChangeScope | null): Promise<Source[]>;
  /** The JSON text of a product's card, built once per change, sent as is. */
  cardJson(source: Source): string;
}

/**
 * Names one kind of value read from the database per product and kept beside the index (a
 * product page, a cart line's product), with how many of them to keep. Declared once by the module
 * that reads them; the index drops them whenever their product is announced as changed.
 */
export interface ProductMemoryKind<Value> {
  readonly capacity: number;
  /**
   * Keep a product's value only the second time it is read while its first read is still among
   * the last `capacity` first reads. For what visitors and crawlers open across the whole
   * catalogue (product pages): a page read once and never again would push a popular one out,
   * and every value kept outlives the young generation, which the garbage collector then copies.
   */
  readonly keepFromSecondRead: boolean;
  /** Carries the kept value's type only. */
  readonly value?: Value;
}

export function productMemoryKind<Value>(
  capacity: number,
  { keepFromSecondRead = false } = {},
): ProductMemoryKind<Value> {
  return { capacity, keepFromSecondRead };
}

/** Values kept per product until their product, its supplier or its brand is announced as changed. */
export class ProductMemory<Value> {
  private readonly values = new Map<number, Value>();
  /** With `keepFromSecondRead`: the products lately read once, their value not kept. */
  private readonly readOnce = new Map<number, true>();
  /** Bumped on every announcement: a value read before it is not kept after it. */
  private generation = 0;

  constructor(
    private readonly capacity: number,
    private readonly keepFromSecondRead = false,
  ) {}

  /** Taken before reading from the database, handed back to `keep`. */
  currentGeneration(): number {
    return this.generation;
  }

  get(productId: number): Value | undefined {
    return this.values.get(productId);
  }

  /** Keeps a value, unless a change was announced since `generation`: it may be out of date. */
  keep(productId: number, generation: number, value: Value): void {
    if (generation !== this.generation) return;
    if (this.keepFromSecondRead && !this.readOnce.delete(productId)) {
      setBounded(this.readOnce, productId, true, this.capacity);
      return;
    }
    setBounded(this.values, productId, value, this.capacity);
  }

  /** Any announcement: a read in flight may predate it; the products named are read again. */
  drop(productIds: readonly number[]): void {
    this.generation += 1;
    for (const id of productIds) this.values.delete(id);
  }

  /** A supplier, a brand or many products changed: any value may show what changed. */
  clear(): void {
    this.generation += 1;
    this.values.clear();
  }
}

export interface ListQuery {
  /** null: every category. */
  categoryId: number | null;
  supplierId?: number | undefined;
  brandIds?: readonly number[] | undefined;
  colorIds?: readonly number[] | undefined;
  /** Materials as shown; compared without case or accents. */
  materials?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  search?: string | undefined;
  featuredOnly?: boolean | undefined;
  seasonalOnly?: boolean | undefined;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

export interface ListResult {
  /** The cards of the page, as JSON texts. */
  items: string[];
  totalItems: number;
}

export interface Facets {
  brands: { id: number; name: string; count: number }[];
  colors: { id: number; name: string; count: number }[];
  materials: { name: string; count: number }[];
  price: { min: number; max: number };
}

interface Entry<Source extends IndexSource> {
  source: Source;
  slot: number;
  /** Sort keys, kept as plain numbers and strings: sorting 50,000 slots calls them a million times. */
  price: number;
  createdMs: number;
  featured: number;
  nameKey: string;
  materialKey: string;
  words: string[];
  json: string;
}

type OrderKey = 'price' | 'name' | 'recent';
type Orders = Record<OrderKey, number[]>;
const ORDER_KEYS: readonly OrderKey[] = ['price', 'name', 'recent'];
const ALL = 'all' as const;
type CategoryKey = number | typeof ALL;

/** Lower case without accents: "Lámpara" and "lampara" are the same word to a buyer. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const MAX_SEARCH_WORDS = 8;
const CACHED_QUERIES = 500;
/** Above this many changed rows at once, orders are rebuilt rather than patched. */
const PATCH_LIMIT = 64;

export class CatalogueIndex<Source extends IndexSource = IndexSource> {
  private readonly entries: (Entry<Source> | undefined)[] = [];
  private readonly slotById = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private readonly orders = new Map<CategoryKey, Orders>();
  private readonly postings = new Map<string, Set<number>>();
  private sortedWords: string[] | null = null;
  private readonly queryCache = new Map<string, { version: number; slots: number[] }>();
  private readonly facetCache = new Map<string, { version: number; facets: Facets }>();
  private version = 0;
  /** What modules keep per product (product pages, cart lines' products), by kind. */
  private readonly memories = new Map<ProductMemoryKind<unknown>, ProductMemory<unknown>>();

  private built = false;
  private pendingAll = false;
  private readonly pendingProducts = new Set<number>();
  private readonly pendingSuppliers = new Set<number>();
  private readonly pendingBrands = new Set<number>();
  private refreshing: Promise<void> | null = null;

  constructor(private readonly loader: IndexLoader<Source>) {}

  /** A notification payload of the `catalogue_changed` channel. */
  markChanged(payload: string): void {
    const [kind, list = ''] = payload.split(':', 2);
    const ids = list
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    if (kind === 'p') {
      for (const id of ids) this.pendingProducts.add(id);
      for (const memory of this.memories.values()) memory.drop(ids);
      return;
    }
    for (const memory of this.memories.values()) memory.clear();
    if (kind === 's') ids.forEach((id) => this.pendingSuppliers.add(id));
    else if (kind === 'b') ids.forEach((id) => this.pendingBrands.add(id));
    else this.pendingAll = true;
  }

  /** Changes may have been missed (the listening connection dropped): reload everything. */
  markAllChanged(): void {
    this.pendingAll = true;
    for (const memory of this.memories.values()) memory.clear();
  }

  /** The values of one kind kept per product, kept as true as the index itself. */
  memory<Value>(kind: ProductMemoryKind<Value>): ProductMemory<Value> {
    let memory = this.memories.get(kind);
    if (!memory) {
      memory = new ProductMemory<unknown>(kind.capacity, kind.keepFromSecondRead);
      this.memories.set(kind, memory);
    }
    return memory as ProductMemory<Value>;
  }

  get size(): number {
    return this.slotById.size;
  }

  /** Brings the index up to date with every change announced so far. */
  async fresh(): Promise<void> {
    while (!this.built || this.hasPending()) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = null;
      });
      await this.refreshing;
    }
  }

  private hasPending(): boolean {
    return (
      this.pendingAll ||
      this.pendingProducts.size > 0 ||
      this.pendingSuppliers.size > 0 ||
      this.pendingBrands.size > 0
    );
  }

  private async refresh(): Promise<void> {
    if (!this.built || this.pendingAll) {
      this.pendingAll = false;
      this.pendingProducts.clear();
      this.pendingSuppliers.clear();
      this.pendingBrands.clear();
      const rows = await this.loader.load(null);
      this.replaceAll(rows);
      this.built = true;
      return;
    }
    const scope: ChangeScope = {
      productIds: [...this.pendingProducts],
      supplierIds: [...this.pendingSuppliers],
      brandIds: [...this.pendingBrands],
    };
    this.pendingProducts.clear();
    this.pendingSuppliers.clear();
    this.pendingBrands.clear();
    const rows = await this.loader.load(scope);
    this.applyScope(scope, rows);
  }

  private replaceAll(rows: Source[]): void {
    this.entries.length = 0;
    this.slotById.clear();
    this.freeSlots.length = 0;
    this.postings.clear();
    for (const row of rows) if (row.visible) this.insertEntry(row);
    this.rebuildOrders();
    this.sortedWords = null;
    this.version += 1;
  }

  private applyScope(scope: ChangeScope, rows: Source[]): void {
    const seen = new Set<number>();
    const touched = new Set<CategoryKey>();
    const removedSlots = new Set<number>();
    const insertedSlots: number[] = [];
    const removeId = (id: number) => {
      const slot = this.slotById.get(id);
      const entry = slot === undefined ? undefined : this.entries[slot];
      if (!entry) return;
      touched.add(entry.source.categoryId);
      removedSlots.add(entry.slot);
      this.removeEntry(entry);
    };
    for (const row of rows) {
      seen.add(row.id);
      removeId(row.id);
      if (row.visible) {
        insertedSlots.push(this.insertEntry(row));
        touched.add(row.categoryId);
      }
    }
    // Rows of the scope the loader no longer returns are gone (deleted, or moved out of it).
    for (const id of scope.productIds) if (!seen.has(id)) removeId(id);
    const suppliers = new Set(scope.supplierIds);
    const brands = new Set(scope.brandIds);
    if (suppliers.size > 0 || brands.size > 0) {
      for (const entry of this.entries) {
        if (!entry || seen.has(entry.source.id)) continue;
        const { supplierId, brandId } = entry.source;
        if (suppliers.has(supplierId) || (brandId !== null && brands.has(brandId))) {
          removeId(entry.source.id);
        }
      }
    }
    if (removedSlots.size === 0 && insertedSlots.length === 0) return;
    if (removedSlots.size + insertedSlots.length > PATCH_LIMIT) this.rebuildOrders();
    else this.patchOrders(touched, removedSlots, insertedSlots);
    this.sortedWords = null;
    this.version += 1;
  }

  /** Adds a visible product; returns its slot. */
  private insertEntry(source: Source): number {
    const slot = this.freeSlots.pop() ?? this.entries.length;
    const words = [
      ...new Set(
        wordsOf(
          [
            source.name,
            source.brandName ?? '',
            source.companyName,
            source.material ?? '',
            source.categoryName,
            source.colorName ?? '',
          ].join(' '),
        ),
      ),
    ];
    const entry: Entry<Source> = {
      source,
      slot,
      price: source.taxedPrice,
      createdMs: source.createdAt.getTime(),
      featured: source.isFeatured ? 1 : 0,
      nameKey: foldText(source.name),
      materialKey: foldText(source.material ?? ''),
      words,
      json: this.loader.cardJson(source),
    };
    this.entries[slot] = entry;
    this.slotById.set(source.id, slot);
    for (const word of words) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = new Set();
        this.postings.set(word, posting);
      }
      posting.add(slot);
    }
    return slot;
  }

  private removeEntry(entry: Entry<Source>): void {
    for (const word of entry.words) {
      const posting = this.postings.get(word);
      posting?.delete(entry.slot);
      if (posting?.size === 0) this.postings.delete(word);
    }
    this.entries[entry.slot] = undefined;
    this.slotById.delete(entry.source.id);
    this.freeSlots.push(entry.slot);
  }

  private readonly comparators: Record<OrderKey, (a: number, b: number) => number> = {
    price: (a, b) => {
      const x = this.entry(a);
      const y = this.entry(b);
      return x.price - y.price || x.source.id - y.source.id;
    },
    name: (a, b) => {
      const x = this.entry(a);
      const y = this.entry(b);
      if (x.nameKey !== y.nameKey) return x.nameKey < y.nameKey ? -1 : 1;
      return x.source.id - y.source.id;
    },
    // 'Sin orden': featured products first, then the newest.
    recent: (a, b) => {
      const x = this.entry(a);
      const y = this.entry(b);
      return y.featured - x.featured || y.createdMs - x.createdMs || y.source.id - x.source.id;
    },
  };

  private entry(slot: number): Entry<Source> {
    const entry = this.entries[slot];
    if (!entry) throw new Error(`Empty catalogue slot ${slot}`);
    return entry;
  }

  /** Sorts every order again: on a full load, or after many changes at once. */
  private rebuildOrders(): void {
    const slots: number[] = [];
    for (const entry of this.entries) if (entry) slots.push(entry.slot);
    // Everything is sorted once; each category's orders are then read off it in one pass.
    const all: Orders = {
      price: [...slots].sort(this.comparators.price),
      name: [...slots].sort(this.comparators.name),
      recent: slots.sort(this.comparators.recent),
    };
    this.orders.set(ALL, all);
    const byCategory = new Map<number, Orders>(
      CATEGORY_IDS.map((id) => [id, { price: [], name: [], recent: [] }]),
    );
    for (const orderKey of ORDER_KEYS) {
      for (const slot of all[orderKey]) {
        byCategory.get(this.entry(slot).source.categoryId)?.[orderKey].push(slot);
      }
    }
    for (const [key, orders] of byCategory) this.orders.set(key, orders);
  }

  /**
   * A few changed products: their old slots leave the orders of the categories they touched, and
   * their new ones go in at their sorted place, instead of sorting 50,000 slots again.
   */
  private patchOrders(touched: Set<CategoryKey>, removed: Set<number>, inserted: number[]): void {
    for (const key of [...touched, ALL]) {
      const orders = this.orders.get(key) ?? { price: [], name: [], recent: [] };
      for (const orderKey of ORDER_KEYS) {
        const compare = this.comparators[orderKey];
        const list =
          removed.size > 0
            ? orders[orderKey].filter((slot) => !removed.has(slot))
            : orders[orderKey];
        for (const slot of inserted) {
          if (key !== ALL && this.entry(slot).source.categoryId !== key) continue;
          let low = 0;
          let high = list.length;
          while (low < high) {
            const middle = (low + high) >> 1;
            if (compare(list[middle] as number, slot) < 0) low = middle + 1;
            else high = middle;
          }
          list.splice(low, 0, slot);
        }
        orders[orderKey] = list;
      }
      this.orders.set(key, orders);
    }
  }

  private ordersOf(categoryId: number | null): Orders {
    return this.orders.get(categoryId ?? ALL) ?? { price: [], name: [], recent: [] };
  }

  /** The slots of products whose words start with every word of the search. */
  private searchSlots(search: string): Set<number> {
    const terms = [...new Set(wordsOf(search))].slice(0, MAX_SEARCH_WORDS);
    this.sortedWords ??= [...this.postings.keys()].sort();
    const words = this.sortedWords;
    let result: Set<number> | null = null;
    for (const term of terms) {
      const matches = new Set<number>();
      let low = 0;
      let high = words.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((words[middle] as string) < term) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < words.length; index += 1) {
        const word = words[index] as string;
        if (!word.startsWith(term)) break;
        const posting = this.postings.get(word);
        if (!posting) continue;
        for (const slot of posting) if (!result || result.has(slot)) matches.add(slot);
      }
      result = matches;
      if (result.size === 0) break;
    }
    return result ?? new Set();
  }

  async list(query: ListQuery): Promise<ListResult> {
    await this.fresh();
    const orderKey: OrderKey =
      query.sort === 'none' ? 'recent' : query.sort.startsWith('price') ? 'price' : 'name';
    const descending = query.sort === 'price-desc' || query.sort === 'name-desc';
    const start = (query.page - 1) * query.pageSize;
    const filtered = this.hasFilters(query);
    let slots: number[];
    if (filtered) {
      slots = this.filteredSlots(query, orderKey);
    } else {
      slots = this.ordersOf(query.categoryId)[orderKey];
    }
    const totalItems = slots.length;
    const items: string[] = [];
    for (let index = start; index < Math.min(start + query.pageSize, totalItems); index += 1) {
      const slot = slots[descending ? totalItems - 1 - index : index] as number;
      items.push(this.entry(slot).json);
    }
    return { items, totalItems };
  }

  private hasFilters(query: ListQuery): boolean {
    return Boolean(
      query.supplierId !== undefined ||
      query.brandIds?.length ||
      query.colorIds?.length ||
      query.materials?.length ||
      query.minPrice !== undefined ||
      query.maxPrice !== undefined ||
      query.search?.trim() ||
      query.featuredOnly ||
      query.seasonalOnly,
    );
  }

  /** The matching slots in the order's ascending direction, cached per query until a change. */
  private filteredSlots(query: ListQuery, orderKey: OrderKey): number[] {
    const key = JSON.stringify([
      query.categoryId,
      query.supplierId,
      query.brandIds,
      query.colorIds,
      query.materials?.map(foldText),
      query.minPrice,
      query.maxPrice,
      query.search ? foldText(query.search).trim() : '',
      query.featuredOnly,
      query.seasonalOnly,
      orderKey,
    ]);
    const cached = this.queryCache.get(key);
    if (cached && cached.version === this.version) {
      // Most recently used last: the oldest entry is the first one dropped.
      this.queryCache.delete(key);
      this.queryCache.set(key, cached);
      return cached.slots;
    }
    const accepts = this.predicate(query);
    let slots: number[];
    if (query.search?.trim()) {
      const found = this.searchSlots(query.search);
      slots = [...found].filter(accepts).sort(this.comparators[orderKey]);
    } else {
      slots = this.ordersOf(query.categoryId)[orderKey].filter(accepts);
    }
    this.queryCache.delete(key);
    setBounded(this.queryCache, key, { version: this.version, slots }, CACHED_QUERIES);
    return slots;
  }

  private predicate(query: ListQuery): (slot: number) => boolean {
    const brands = query.brandIds?.length ? new Set(query.brandIds) : null;
    const colors = query.colorIds?.length ? new Set(query.colorIds) : null;
    const materials = query.materials?.length ? new Set(query.materials.map(foldText)) : null;
    return (slot) => {
      const entry = this.entry(slot);
      const product = entry.source;
      return (
        (query.categoryId === null || product.categoryId === query.categoryId) &&
        (query.supplierId === undefined || product.supplierId === query.supplierId) &&
        (!brands || (product.brandId !== null && brands.has(product.brandId))) &&
        (!colors || (product.colorId !== null && colors.has(product.colorId))) &&
        (!materials || materials.has(entry.materialKey)) &&
        (query.minPrice === undefined || product.taxedPrice >= query.minPrice) &&
        (query.maxPrice === undefined || product.taxedPrice <= query.maxPrice) &&
        (!query.featuredOnly || product.isFeatured) &&
        (!query.seasonalOnly || product.isSeasonal)
      );
    };
  }

  /** The filter choices of a category (and store): brands, colours, materials, price range. */
  async facets(categoryId: number | null, supplierId?: number): Promise<Facets> {
    await this.fresh();
    const key = `${categoryId ?? ALL}:${supplierId ?? ''}`;
    const cached = this.facetCache.get(key);
    if (cached && cached.version === this.version) return cached.facets;
    const brands = new Map<number, { id: number; name: string; count: number }>();
    const colors = new Map<number, { id: number; name: string; count: number }>();
    const materials = new Map<string, { name: string; count: number }>();
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (const slot of this.ordersOf(categoryId).price) {
      const entry = this.entry(slot);
      const product = entry.source;
      if (supplierId !== undefined && product.supplierId !== supplierId) continue;
      min = Math.min(min, product.taxedPrice);
      max = Math.max(max, product.taxedPrice);
      if (product.brandId !== null) {
        const brand = brands.get(product.brandId);
        if (brand) brand.count += 1;
        else
          brands.set(product.brandId, {
            id: product.brandId,
            name: product.brandName ?? '',
            count: 1,
          });
      }
      if (product.colorId !== null) {
        const color = colors.get(product.colorId);
        if (color) color.count += 1;
        else
          colors.set(product.colorId, {
            id: product.colorId,
            name: product.colorName ?? '',
            count: 1,
          });
      }
      if (entry.materialKey) {
        const material = materials.get(entry.materialKey);
        if (material) {
          material.count += 1;
          // Suppliers write "metal" and "Metal": the filter shows the capitalised spelling.
          const spelling = product.material ?? '';
          if (spelling > '' && material.name[0] !== material.name[0]?.toUpperCase()) {
            material.name = spelling;
          }
        } else materials.set(entry.materialKey, { name: product.material ?? '', count: 1 });
      }
    }
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
    const facets: Facets = {
      brands: [...brands.values()].sort(byName),
      colors: [...colors.values()].sort(byName),
      materials: [...materials.values()].sort(byName),
      price: { min: Number.isFinite(min) ? min : 0, max },
    };
    this.facetCache.set(key, { version: this.version, facets });
    return facets;
  }

  /** How many products each category shows (of one store, when given). */
  async categoryCounts(supplierId?: number): Promise<Map<number, number>> {
    await this.fresh();
    const counts = new Map<number, number>();
    for (const id of CATEGORY_IDS) {
      const slots = this.ordersOf(id).price;
      counts.set(
        id,
        supplierId === undefined
          ? slots.length
          : slots.filter((slot) => this.entry(slot).source.supplierId === supplierId).length,
      );
    }
    return counts;
  }
}
