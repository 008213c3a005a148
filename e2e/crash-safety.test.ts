/**
 * A SIGKILL of the embedded server in the middle of a burst of purchases (issue 16 §3): every
 * checkout the server acknowledged is there with its lines when the product starts again on the
 * same data folder, and no stock stays held. Each buyer holds at most one reservation, still within
 * its expiry; units available plus units reserved is what the products had before the burst; and
 * once the reservations run out, the product's own expiry sweep gives every unit back.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { checkoutBody, type PurchasedLine } from '../bench/support/purchase.mjs';
import { callApi, registerClient, type RegisteredClient } from './support/api.js';
import { builtApi, startServer, stopServer, type RunningServer } from './support/server.js';

const BUYERS = 12;
/** Each buyer's checkouts; within the unpaid orders one account may place in a day. */
const ROUNDS = LIMITS.unpaidOrdersAllowed - 1;
/** The kill comes once this many checkouts were acknowledged, with every buyer's next in flight. */
const KILL_AFTER = 20;
const embedded = { DATABASE_URL: undefined, REDIS_URL: undefined };

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  if (servers[0]) rmSync(servers[0].dataDir, { recursive: true, force: true });
});

interface Line {
  productId: number;
  quantity: number;
}
interface Acknowledged {
  orderId: number;
  total: number;
  lines: Line[];
}

/** Two products of two suppliers per buyer, like the checkout bench, spread over the catalogue. */
async function pairs(base: string): Promise<number[][]> {
  const listing = await callApi<{ items: { id: number; company_name: string }[] }>(
    `${base}/v2/products/category/all?itemsPerPage=24`,
  );
  const items = listing.body.items;
  return Array.from({ length: BUYERS }, (_, index) => {
    const first = items[index % items.length];
    const second = items.find((item) => item.company_name !== first?.company_name);
    if (!first || !second) throw new Error('the demo catalogue needs two suppliers');
    return [first.id, second.id];
  });
}

async function unitsAvailable(base: string, productId: number): Promise<number> {
  const page = await callApi<{ units_available: number }>(`${base}/v2/products/${productId}`);
  expect(page.status).toBe(200);
  return page.body.units_available;
}

async function addressOf(base: string, buyer: RegisteredClient): Promise<number> {
  const added = await callApi<{ id: number }>(`${base}/v2/users/addresses`, {
    token: buyer.token,
    body: { street_address: 'Carrera 43A # 1-50', city: '05001' },
  });
  expect(added.status).toBe(201);
  return added.body.id;
}

interface Shopper {
  buyer: RegisteredClient;
  addressId: number;
  products: number[];
}

/** What the burst saw: the checkouts answered 201, and the purchases the kill cut short. */
interface BurstRecord {
  acknowledged: Acknowledged[];
  cut: number;
  /** Called after each acknowledged checkout: the test kills the server from here. */
  onAcknowledged(): void;
}

/**
 * One buyer's purchases one after the other (cart sync → checkout), until its rounds are done or
 * the server is gone. Acknowledged checkouts are recorded the moment their answer arrives.
 */
async function purchases(base: string, shopper: Shopper, record: BurstRecord) {
  const { buyer, addressId, products } = shopper;
  for (let round = 0; round < ROUNDS; round += 1) {
    try {
      const synced = await callApi<{ cartItems: PurchasedLine[] }>(`${base}/v2/cart/syncCart`, {
        token: buyer.token,
        body: { cartItems: products.map((productId) => ({ productId, quantity: 1 })) },
      });
      if (synced.status !== 200) throw new Error(`sync ${synced.status}`);
      const cart = synced.body.cartItems;
      const placed = await callApi<{ orderId: number; total: number }>(`${base}/v2/checkout`, {
        token: buyer.token,
        body: checkoutBody(cart, addressId),
      });
      if (placed.status !== 201) throw new Error(`checkout ${placed.status}`);
      record.acknowledged.push({
        orderId: placed.body.orderId,
        total: placed.body.total,
        lines: cart.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
      });
      record.onAcknowledged();
    } catch (error) {
      // The kill cuts the connection: this purchase's outcome is unknown, and the buyer stops.
      if (error instanceof TypeError) {
        record.cut += 1;
        return;
      }
      throw error;
    }
  }
}

/** The built expiry sweep, as the server runs it each minute, on a clock of our choosing. */
async function sweepAt(dataDir: string, now: Date): Promise<void> {
  const client = (await import(pathToFileURL(builtApi('db/client.js')).href)) as {
    wrapPglite(client: PGlite): { db: unknown; close(): Promise<void> };
  };
  const checkout = (await import(
    pathToFileURL(builtApi('modules/checkout/checkout.service.js')).href
  )) as {
    releaseExpiredOrders(ctx: object): Promise<number>;
  };
  const handle = client.wrapPglite(await PGlite.create(path.join(dataDir, 'pgdata')));
  try {
    const ctx = { db: handle.db, now: () => now, catalogue: { markChanged: () => {} } };
    while ((await checkout.releaseExpiredOrders(ctx)) > 0);
  } finally {
    await handle.close();
  }
}

describe('a SIGKILL during a burst of purchases', () => {
  let first: RunningServer;
  let shoppers: Shopper[];
  let touched: number[];
  /** Each touched product's units available before the burst. */
  let initial: Map<number, number>;

  // The first start seeds the demo marketplace in a new data folder: the slow part, kept out of
  // the crash's own time.
  beforeAll(async () => {
    first = await startServer({ environment: embedded });
    servers.push(first);
    const chosen = await pairs(first.url);
    shoppers = await Promise.all(
      chosen.map(async (products, index) => {
        const buyer = await registerClient(first.url, index, 'compra-choque');
        return { buyer, addressId: await addressOf(first.url, buyer), products };
      }),
    );
    touched = [...new Set(chosen.flat())];
    initial = new Map(
      await Promise.all(
        touched.map(
          async (productId) => [productId, await unitsAvailable(first.url, productId)] as const,
        ),
      ),
    );
  }, 180_000);

  it('keeps every acknowledged order and holds no stock past its reservation', async () => {
    const base = first.url;
    const buyers = shoppers.map((shopper) => shopper.buyer);
    let killed: Promise<void> | undefined;
    const record: BurstRecord = {
      acknowledged: [],
      cut: 0,
      onAcknowledged() {
        if (record.acknowledged.length >= KILL_AFTER) killed ??= stopServer(first, 'SIGKILL');
      },
    };
    await Promise.all(shoppers.map((shopper) => purchases(base, shopper, record)));
    expect(killed, 'the burst ended before the kill').toBeDefined();
    await killed;
    expect(first.process.signalCode).toBe('SIGKILL');
    const { acknowledged } = record;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // Mid-burst: some purchases were in flight when the process died.
    expect(record.cut).toBeGreaterThan(0);

    // PGlite recovers its files: the product starts again and serves the same accounts.
    const second = await startServer({ dataDir: first.dataDir, environment: embedded });
    servers.push(second);
    const login = await callApi(`${second.url}/v1/auth/login`, {
      body: { email: shoppers[0]?.buyer.email, password: shoppers[0]?.buyer.password },
    });
    expect(login.status).toBe(200);
    for (const productId of touched) await unitsAvailable(second.url, productId);
    await stopServer(second);

    const database = await PGlite.create(path.join(first.dataDir, 'pgdata'));
    const orderIds = acknowledged.map((order) => order.orderId);
    try {
      const stored = await database.query<{ id: number; total: number; status: string }>(
        'select id, total, status from orders where id = any($1)',
        [orderIds],
      );
      const lines = await database.query<Line & { orderId: number }>(
        `select order_id as "orderId", product_id as "productId", quantity from order_items
         where order_id = any($1) order by product_id`,
        [orderIds],
      );
      for (const order of acknowledged) {
        const row = stored.rows.find((candidate) => candidate.id === order.orderId);
        expect(row, `acknowledged order ${order.orderId}`).toMatchObject({ total: order.total });
        expect(
          lines.rows
            .filter((line) => line.orderId === order.orderId)
            .map(({ productId, quantity }) => ({ productId, quantity })),
        ).toEqual([...order.lines].sort((a, b) => a.productId - b.productId));
      }

      // Held stock: each buyer's one unpaid order, still within its expiry.
      const emails = buyers.map((buyer) => buyer.email);
      const pending = await database.query<{ buyer: string; reservedUntil: Date }>(
        `select u.email as buyer, o.reserved_until as "reservedUntil" from orders o
         join users u on u.id = o.buyer_user_id where o.status = 'pending' and u.email = any($1)`,
        [emails],
      );
      expect(new Set(pending.rows.map((row) => row.buyer)).size).toBe(pending.rows.length);
      const reservationEnd = Date.now() + LIMITS.orderReservationMinutes * 60_000;
      for (const row of pending.rows) {
        expect(row.reservedUntil.getTime()).toBeGreaterThan(Date.now());
        expect(row.reservedUntil.getTime()).toBeLessThanOrEqual(reservationEnd);
      }
      const stock = async () => {
        const result = await database.query<{ id: number; units: number; reserved: number }>(
          `select p.id, p.units_available as units, coalesce((
             select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
             where i.product_id = p.id and o.status = 'pending'), 0)::int as reserved
           from products p where p.id = any($1)`,
          [touched],
        );
        return result.rows;
      };
      const held = await stock();
      expect(held.some((row) => row.reserved > 0)).toBe(true);
      for (const row of held) expect(row.units + row.reserved).toBe(initial.get(row.id));
    } finally {
      await database.close();
    }

    // Past every reservation, the sweep the server runs each minute gives all units back.
    await sweepAt(
      first.dataDir,
      new Date(Date.now() + (LIMITS.orderReservationMinutes + 1) * 60_000),
    );
    const reopened = await PGlite.create(path.join(first.dataDir, 'pgdata'));
    try {
      const left = await reopened.query<{ id: number; units: number }>(
        'select id, units_available as units from products where id = any($1)',
        [touched],
      );
      for (const row of left.rows) expect(row.units).toBe(initial.get(row.id));
      const unpaid = await reopened.query(
        `select 1 from orders o join users u on u.id = o.buyer_user_id
         where o.status = 'pending' and u.email = any($1)`,
        [buyers.map((buyer) => buyer.email)],
      );
      expect(unpaid.rows).toHaveLength(0);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
