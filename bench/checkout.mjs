/**
 * Checkout under load (docs/architecture.md §6): 50 concurrent simulated buyers, each looping
 * through cart sync → order (stock reserved) → an approved Wompi event, against the demo
 * marketplace served by `apps/api/dist/main.js`. Prints p50/p95/p99 per step and of the whole
 * loop, and the errors; then, counted at the database driver in this process, the SQL statements
 * a cart sync sends for carts of 1, 5 and 20 products, and those of one order of two suppliers
 * and of its approved Wompi event. Prints figures; asserts nothing on time.
 *
 *   npm run bench:checkout        (PGlite; with DATABASE_URL set, a fresh PostgreSQL database)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  contextFor,
  dist,
  freshDatabase,
  percentile,
  sqlCounter,
  startApi,
  stopApi,
} from './support/harness.mjs';
import { checkoutBody } from './support/purchase.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Demo1234!';
// The same signing key here (accounts made in-process) and in the server the buyers call.
const JWT_SECRET = randomBytes(48).toString('base64url');

const { loadConfig } = await import(dist('config.js'));
const { withKeptSimulatorKeys } = await import(dist('demo-secrets.js'));
const { buildApp } = await import(dist('app.js'));
const { seedDemoIfEmpty } = await import(dist('seed/demo.js'));
const { localStorage } = await import(dist('integrations/storage/local-storage.js'));
const { eventChecksum } = await import(dist('integrations/wompi/wompi.js'));
const { products } = await import(dist('db/schema/catalogue.js'));
const { listenForSessionChanges } = await import(dist('modules/users/session-cache.js'));

const database = await freshDatabase('hogarte-bench-checkout-');
const { dataDir, databaseUrl } = database;

const json = (token, body) => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Wompi's signed event approving a placed order's payment. */
function approvedEvent(placed, eventsSecret) {
  const event = {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: `bench-${placed.reference}`,
        created_at: new Date().toISOString(),
        finalized_at: new Date().toISOString(),
        amount_in_cents: placed.amountInCents,
        reference: placed.reference,
        currency: 'COP',
        payment_method_type: 'CARD',
        status: 'APPROVED',
        status_message: null,
      },
    },
    environment: 'test',
    signature: {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum: '',
    },
    timestamp: Math.floor(Date.now() / 1000),
    sent_at: new Date().toISOString(),
  };
  event.signature.checksum = eventChecksum(event, eventsSecret);
  return event;
}

/** The demo marketplace with plenty of stock, and the SQL a cart sync costs by cart size. */
async function prepare() {
  const handle = await database.open();
  await handle.migrate();
  // The server started below reads the same simulator keys from this data directory.
  const config = withKeptSimulatorKeys(
    loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'silent', PUBLIC_URL: base }),
  );
  const ctx = contextFor(config, handle, localStorage(path.join(dataDir, 'uploads')), JWT_SECRET);
  await seedDemoIfEmpty(ctx);
  await handle.db.update(products).set({ unitsAvailable: 1_000_000 });
  // Sessions kept in memory as the server keeps them, so the counts below are the server's.
  const stopHearingSessions = await listenForSessionChanges(handle, ctx.sessions);
  const app = await buildApp(ctx, { webDistDir: null, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: 'cliente@demo.co', password: PASSWORD },
  });
  const token = login.json().token;
  const listing = await app.inject({
    method: 'GET',
    url: '/v2/products/category/all?itemsPerPage=24',
  });
  const ids = listing.json().items.map((item) => item.id);
  // The buyer's session is read once, then kept: the counts are those of a signed-in buyer's calls.
  await app.inject({
    method: 'GET',
    url: '/v1/users/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  const counts = [];
  for (const size of [1, 5, 20]) {
    const cartItems = ids.slice(0, size).map((productId) => ({ productId, quantity: 1 }));
    sqlCounter.count = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/v2/cart/syncCart',
      headers: { authorization: `Bearer ${token}` },
      payload: { cartItems },
    });
    if (response.statusCode !== 200) throw new Error(`sync: ${response.body}`);
    counts.push({ 'cart size': size, 'SQL statements per sync': sqlCounter.count });
  }
  // The buyers' accounts and addresses, each registered from its own address (rate limits).
  const buyers = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const registered = await app.inject({
      method: 'POST',
      url: '/v1/clients',
      remoteAddress: `10.9.${index >> 8}.${index & 255}`,
      payload: {
        first_name: 'Comprador',
        last_name: 'Prueba',
        email: `comprador${index}@bench.co`,
        phone: `310${String(1_000_000 + index).padStart(7, '0')}`,
        cedula: String(70_000_000 + index),
        city_name: 'Medellín, Antioquia',
        city_id: '05001',
        street_address: 'Carrera 43A # 1-50',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        referred_from_id: 1,
      },
    });
    if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
    const buyerToken = registered.json().token;
    const address = await app.inject({
      method: 'POST',
      url: '/v2/users/addresses',
      headers: { authorization: `Bearer ${buyerToken}` },
      payload: { street_address: 'Carrera 43A # 1-50', city: '05001' },
    });
    if (address.statusCode !== 201) throw new Error(`address: ${address.body}`);
    buyers.push({ token: buyerToken, addressId: address.json().id });
  }
  // One purchase of two suppliers' products, its order and its approval counted alike.
  const [first] = buyers;
  const pair = [
    ids[0],
    listing.json().items.find((item) => item.company_name !== listing.json().items[0].company_name)
      .id,
  ];
  const synced = await app.inject({
    method: 'POST',
    url: '/v2/cart/syncCart',
    headers: { authorization: `Bearer ${first.token}` },
    payload: { cartItems: pair.map((productId) => ({ productId, quantity: 1 })) },
  });
  sqlCounter.count = 0;
  const placed = await app.inject({
    method: 'POST',
    url: '/v2/checkout',
    headers: { authorization: `Bearer ${first.token}` },
    payload: checkoutBody(synced.json().cartItems, first.addressId),
  });
  if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.body}`);
  const orderStatements = sqlCounter.count;
  const event = approvedEvent(placed.json(), config.wompi.eventsSecret);
  sqlCounter.count = 0;
  const paid = await app.inject({
    method: 'POST',
    url: '/v2/payments/wompi/events',
    headers: { 'x-event-checksum': event.signature.checksum },
    payload: event,
  });
  if (paid.statusCode !== 200) throw new Error(`event: ${paid.body}`);
  const purchase = [
    { call: 'POST /v2/checkout (2 suppliers)', 'SQL statements': orderStatements },
    { call: 'approved Wompi event', 'SQL statements': sqlCounter.count },
  ];
  await app.close();
  await stopHearingSessions();
  await handle.close();
  return {
    counts,
    purchase,
    listing: listing.json().items,
    buyers,
    eventsSecret: config.wompi.eventsSecret,
  };
}

function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    step: name,
    calls: sorted.length,
    'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
    'p95 ms': Number(percentile(sorted, 95).toFixed(1)),
    'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
  };
}

async function timed(samples, work) {
  const started = performance.now();
  const result = await work();
  samples.push(performance.now() - started);
  return result;
}

/** One buyer: `ROUNDS` purchases of two suppliers' products, one after the other. */
async function buyer({ token, addressId }, pair, eventsSecret, times, errors) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    try {
      const synced = await timed(times.sync, () =>
        fetch(
          `${base}/v2/cart/syncCart`,
          json(token, { cartItems: pair.map((item) => ({ productId: item.id, quantity: 1 })) }),
        ),
      );
      if (!synced.ok) throw new Error(`sync ${synced.status}`);
      const cart = (await synced.json()).cartItems;
      const placedResponse = await timed(times.order, () =>
        fetch(`${base}/v2/checkout`, json(token, checkoutBody(cart, addressId))),
      );
      if (placedResponse.status !== 201) {
        throw new Error(`checkout ${placedResponse.status} ${await placedResponse.text()}`);
      }
      const event = approvedEvent(await placedResponse.json(), eventsSecret);
      const paid = await timed(times.payment, () =>
        fetch(`${base}/v2/payments/wompi/events`, {
          ...json(undefined, event),
          headers: {
            'content-type': 'application/json',
            'x-event-checksum': event.signature.checksum,
          },
        }),
      );
      if (!paid.ok) throw new Error(`event ${paid.status}`);
      times.loop.push(performance.now() - started);
    } catch (error) {
      errors.push(String(error.message ?? error));
    }
  }
}

let server;
try {
  const { counts, purchase, listing, buyers, eventsSecret } = await prepare();
  server = await startApi({
    port: PORT,
    dataDir,
    databaseUrl,
    env: { PUBLIC_URL: base, JWT_SECRET },
  });
  // Each buyer takes two products of two different suppliers, like the journey's cart; buyers
  // spread over the catalogue as shoppers do (the last-unit race is the API tests' business).
  const pairFor = (index) => {
    const first = listing[index % listing.length];
    const offset = listing.findIndex(
      (item, at) => at > index % listing.length && item.company_name !== first.company_name,
    );
    const second =
      offset >= 0
        ? listing[offset]
        : listing.find((item) => item.company_name !== first.company_name);
    return [first, second];
  };
  const times = { sync: [], order: [], payment: [], loop: [] };
  const errors = [];
  const started = performance.now();
  await Promise.all(
    buyers.map((account, index) => buyer(account, pairFor(index), eventsSecret, times, errors)),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${BUYERS} concurrent buyers × ${ROUNDS} purchases, ${database.kind}, ${seconds.toFixed(1)} s`,
  );
  console.table([
    summary('cart sync', times.sync),
    summary('place order (stock reserved, shipping quoted)', times.order),
    summary('approved Wompi event', times.payment),
    summary('whole purchase', times.loop),
  ]);
  console.log(`errors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  console.table(counts);
  console.table(purchase);
} finally {
  await stopApi(server);
  await database.remove();
}
