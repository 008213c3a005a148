/**
 * The catalogue under load (docs/architecture.md §6): 50,000 products in a fresh database, then,
 * in one run against the same server process, a bare GET /health and the storefront's hot calls:
 * a category listing with two filters and a sort, the first and the 4,000th page of everything,
 * the search and the product page (autocannon, 50 connections). Also prints how many SQL queries
 * each call makes, counted at the database driver, and how long an uncached listing takes.
 * Prints figures; asserts nothing about time.
 *
 *   npm run bench:catalogue        (PGlite; with DATABASE_URL set, a fresh PostgreSQL database)
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import {
  contextFor,
  dist,
  freshDatabase,
  sqlCounter,
  startApi,
  stopApi,
} from './support/harness.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** Only the calls whose title contains this (and `/health`, the yardstick), e.g. to profile one. */
const only = process.env.BENCH_ONLY;
const base = `http://127.0.0.1:${PORT}`;

const { loadConfig } = await import(dist('config.js'));
const { buildApp } = await import(dist('app.js'));
const { seedDemoIfEmpty } = await import(dist('seed/demo.js'));
const { localStorage } = await import(dist('integrations/storage/local-storage.js'));
const { CATALOGUE_CHANNEL } = await import(dist('modules/storefront/storefront.service.js'));
const { brands, products } = await import(dist('db/schema/catalogue.js'));
const { addresses, users } = await import(dist('db/schema/users.js'));
const { productIsVisible } = await import(dist('db/visibility.js'));

const database = await freshDatabase('hogarte-bench-catalogue-');
const { dataDir, databaseUrl } = database;

const WORDS = {
  8: [
    ['Porcelanato', 'Enchape', 'Cerámica', 'Revestimiento'],
    ['Mármol', 'Piedra', 'Cemento', 'Metro', 'Hexagonal'],
  ],
  9: [
    ['Piso', 'Piso Laminado', 'Piso Vinílico', 'Porcelanato'],
    ['Roble', 'Nogal', 'Cedro', 'Pizarra', 'Arena'],
  ],
  3: [
    ['Lámpara', 'Aplique', 'Plafón', 'Bombillo'],
    ['Colgante', 'Pared', 'Mesa', 'Pie', 'LED'],
  ],
  1: [
    ['Cojín', 'Jarrón', 'Espejo', 'Tapete', 'Cuadro'],
    ['Tejido', 'Artesanal', 'Lino', 'Ratán'],
  ],
  2: [
    ['Sofá', 'Silla', 'Mesa', 'Poltrona', 'Biblioteca'],
    ['Roble', 'Lino', 'Nogal', 'Moderna'],
  ],
};
const FINISHES = ['Mate', 'Brillante', 'Natural', 'Rústico', 'Satinado', 'Clásico'];
const COLORS = [
  [1, 'Blanco'],
  [3, 'Gris'],
  [4, 'Beige'],
  [5, 'Café'],
  [6, 'Madera'],
  [7, 'Terracota'],
  [11, 'Verde'],
  [12, 'Azul'],
];
const MATERIALS = [
  'Porcelanato',
  'Cerámica',
  'Madera',
  'Vinilo',
  'Metal',
  'Vidrio',
  'Lino',
  'Fique',
];
/** Categories weighted like a covering-heavy marketplace. */
const CATEGORY_CYCLE = [8, 8, 8, 9, 9, 9, 3, 3, 1, 2, 4, 5, 6, 7, 11, 12];

/** The demo marketplace, then `PRODUCTS` approved products spread over suppliers and brands. */
async function seed() {
  const handle = await database.open();
  await handle.migrate();
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'silent' });
  const storage = localStorage(path.join(dataDir, 'uploads'));
  const ctx = contextFor(config, handle, storage);
  let started = Date.now();
  await seedDemoIfEmpty(ctx);
  console.log(`demo marketplace seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const brandRows = await handle.db.select().from(brands);
  const warehouses = await handle.db.select().from(addresses);
  const images = await handle.db
    .select({ categoryId: products.categoryId, image: products.principalImageId })
    .from(products);
  const bySupplier = new Map();
  for (const brand of brandRows) {
    const warehouse = warehouses.find(
      (row) => row.userId === brand.supplierUserId && row.kind === 'storage',
    );
    if (!warehouse) continue;
    const list = bySupplier.get(brand.supplierUserId) ?? [];
    list.push({ ...brand, warehouseId: warehouse.id });
    bySupplier.set(brand.supplierUserId, list);
  }
  const allBrands = [...bySupplier.values()].flat();
  started = Date.now();
  const batch = [];
  const now = Date.now();
  for (let n = 1; n <= PRODUCTS; n += 1) {
    const categoryId = CATEGORY_CYCLE[n % CATEGORY_CYCLE.length];
    const typeId = [8, 9, 10].includes(categoryId) ? 1 : 2;
    const candidates = allBrands.filter((brand) => brand.productTypeId === typeId);
    const brand = candidates[(n * 7919) % candidates.length];
    const [first, second] = WORDS[categoryId] ?? [['Producto'], ['Hogar']];
    const [colorId, colorName] = COLORS[(n * 31) % COLORS.length];
    const name = `${first[n % first.length]} ${second[(n >> 2) % second.length]} ${colorName} ${FINISHES[n % FINISHES.length]} ${n}`;
    const price = 15_000 + ((n * 104_729) % 1_500) * 1_000;
    const image = images[n % images.length].image;
    batch.push({
      supplierUserId: brand.supplierUserId,
      categoryId,
      name,
      reference: `BEN-${n}`,
      brandId: brand.id,
      material: MATERIALS[(n * 13) % MATERIALS.length],
      colorId,
      price,
      taxedPrice: Math.round(price * 1.19),
      storageAddressId: brand.warehouseId,
      commissionPercentage: 20 + 5 * (n % 10),
      deliveryTimeDays: 1 + (n % 20),
      unitsAvailable: 1 + (n % 300),
      description:
        'Producto de referencia para medir el catálogo con cincuenta mil productos publicados.',
      minSaleUnit: categoryId === 8 || categoryId === 9 ? 1.44 : null,
      unitsPerPackage: categoryId === 8 || categoryId === 9 ? 6 : null,
      length: 0.6,
      width: 0.6,
      weight: 10,
      packageLength: 62,
      packageWidth: 62,
      packageHeight: 6,
      packageWeight: 11,
      principalImageId: image,
      isApproved: true,
      isFeatured: n % 97 === 0,
      isSeasonal: n % 89 === 0,
      createdAt: new Date(now - (n % 365) * 86_400_000),
    });
    if (batch.length === 1000) await handle.db.insert(products).values(batch.splice(0));
  }
  if (batch.length > 0) await handle.db.insert(products).values(batch.splice(0));
  console.log(
    `${PRODUCTS.toLocaleString('en')} products inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  started = Date.now();
  await ctx.catalogue.fresh();
  console.log(
    `catalogue index built in ${Date.now() - started} ms (${ctx.catalogue.size.toLocaleString('en')} visible products)`,
  );
  return { handle, ctx };
}

/** The calls under test, with what each asks the server. */
function calls(sample) {
  const all = [
    ['GET /health', '/health'],
    [
      'listing: category, 2 filters, sort',
      `/v2/products/category/${sample.category}?brand=${sample.brands.join(',')}&color=${sample.color}&sort=price-desc`,
    ],
    ['listing: everything, page 1', '/v2/products/category/all?currentPage=1'],
    ['listing: everything, page 4,000', '/v2/products/category/all?currentPage=4000'],
    ['search', `/v2/products/searched-list?search=${encodeURIComponent(sample.search)}`],
    ['product page, any of 50,000', `/v2/products/${sample.productId}`],
    ['product page, 500 popular ones', `/v2/products/${sample.productId}`],
  ];
  return all.filter(([title]) => !only || title === 'GET /health' || title.includes(only));
}

/** SQL statements per call and the first (uncached) answer's time, in this process. */
async function countQueries(handle, ctx, sample) {
  const app = await buildApp(ctx, { webDistDir: null, logger: false });
  await app.ready();
  const stop = await handle.listen(
    CATALOGUE_CHANNEL,
    (payload) => ctx.catalogue.markChanged(payload),
    () => ctx.catalogue.markAllChanged(),
  );
  const rows = [];
  let started;
  for (const [title, url] of calls(sample)) {
    sqlCounter.count = 0;
    started = performance.now();
    const first = await app.inject({ method: 'GET', url });
    const firstMs = performance.now() - started;
    const firstQueries = sqlCounter.count;
    sqlCounter.count = 0;
    await app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    rows.push({
      call: title,
      'SQL first': firstQueries,
      'SQL then': sqlCounter.count,
      'first ms': Number(firstMs.toFixed(1)),
    });
  }
  await stop();
  await app.close();
  return rows;
}

function load(title, url, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${url}`, connections, duration, ...extra }, (error, result) => {
      if (error) return reject(error);
      resolve({
        call: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

let server;
try {
  const { handle, ctx } = await seed();
  const facets = await ctx.catalogue.facets(8);
  const sample = {
    category: 8,
    brands: facets.brands.slice(0, 2).map((brand) => brand.id),
    color: facets.colors[0].id,
    search: 'porcelanato gris',
    productId: (
      await handle.db
        .select({ id: products.id })
        .from(products)
        .limit(1)
        .offset(PRODUCTS / 2)
    )[0].id,
  };
  const counted = await countQueries(handle, ctx, sample);
  // Only pages a visitor may open: the demo's products awaiting approval answer 404.
  const productIds = (
    await handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierUserId))
      .where(productIsVisible)
  ).map((row) => row.id);
  await handle.close();

  server = await startApi({ port: PORT, dataDir, databaseUrl });
  // Product pages: a random one of all 50,000 (few are asked twice, the page cache rarely helps),
  // and a random one of 500, as traffic gathers on popular products.
  const randomOf = (ids) => ({
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/v2/products/${ids[Math.floor(Math.random() * ids.length)]}`,
        }),
      },
    ],
  });
  const popular = productIds.filter((_, at) => at % Math.ceil(productIds.length / 500) === 0);
  const options = (title) =>
    title.includes('any of')
      ? randomOf(productIds)
      : title.includes('popular')
        ? randomOf(popular)
        : {};
  // A short run of every call first, so the server's code is compiled before anything counts.
  for (const [title, url] of calls(sample))
    await load(title, url, { ...options(title), duration: 2 });
  const results = [];
  for (const [title, url] of calls(sample)) results.push(await load(title, url, options(title)));

  const health = results[0]['req/s'];
  console.log(
    `\n${PRODUCTS.toLocaleString('en')} products, ${connections} connections, ${duration} s each, ${database.kind}`,
  );
  console.table(
    results.map((row) => {
      const sql = counted.find((entry) => entry.call === row.call);
      return {
        ...row,
        '× health': Number((row['req/s'] / health).toFixed(2)),
        'SQL/call': sql ? `${sql['SQL first']} first, ${sql['SQL then']} then` : '',
        'uncached ms': sql?.['first ms'] ?? '',
      };
    }),
  );
  const page1 = results.find((row) => row.call.endsWith('page 1'));
  const page4000 = results.find((row) => row.call.endsWith('page 4,000'));
  if (page1 && page4000)
    console.log(
      `page 4,000 / page 1 throughput: ${(page4000['req/s'] / page1['req/s']).toFixed(2)}; p99 ${page4000['p99 ms']} ms vs ${page1['p99 ms']} ms`,
    );
} finally {
  await stopApi(server);
  await database.remove();
}
