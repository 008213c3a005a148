/**
 * The cart kept in memory (cart.service.ts `getCart`): read once, then shown from memory until
 * the database announces a change to its lines or to one of its products, whoever makes it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartSchema } from '@hogarte/shared/contracts/cart';
import { ROLE } from '@hogarte/shared/roles';
import { buildApp } from '../../app.js';
import { products } from '../../db/schema/catalogue.js';
import { cartItems } from '../../db/schema/commerce.js';
import { supplierProfiles } from '../../db/schema/users.js';
import { createRealtimeHub } from '../../realtime/hub.js';
import { createBuyer, openShop, type Buyer, type Shop } from '../../test/commerce.js';
import { bearer, createTestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CATALOGUE_CHANNEL, createCatalogueIndex } from '../storefront/storefront.service.js';
import { ProductMemory } from '../storefront/catalogue-index.js';
import { listenForSessionChanges, SessionCache, type CartLine } from '../users/session-cache.js';
import { findSessionRecord } from '../users/users.repository.js';

interface CartAnswer {
  cartItems: {
    product_id: number;
    quantity: number;
    taxed_price: number;
    units_available: number;
    supplier: { company_name: string };
  }[];
}

/** A second process's memory that counts how often it reads a cart's lines and a session record. */
class CountingSessions extends SessionCache {
  cartReads = 0;
  recordReads = 0;

  constructor() {
    super((uuid) => {
      this.recordReads += 1;
      return findSessionRecord(harness.handle.db, uuid);
    });
  }

  override cart(uuid: string, load: () => Promise<readonly CartLine[]>) {
    return super.cart(uuid, () => {
      this.cartReads += 1;
      return load();
    });
  }
}

let harness: TestApp;
let shop: Shop;
let buyer: Buyer;

beforeAll(async () => {
  harness = await createTestApp();
  const admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  shop = await openShop(harness.app, harness.ctx, admin, [
    { name: 'Tapete Yute Natural', price: 168_067, units: 8 },
    { name: 'Florero Vidrio Soplado', price: 58_824, units: 12 },
  ]);
  buyer = await createBuyer(harness.app, harness.ctx);
}, 60_000);

afterAll(() => harness.close());

/** Another process on the same database: its own session memory and catalogue index. */
async function otherProcess(sessions: SessionCache, hearSessions: boolean) {
  const catalogue = createCatalogueIndex(harness.handle.db, harness.ctx.storage);
  const stopCatalogue = await harness.handle.listen(
    CATALOGUE_CHANNEL,
    (payload) => catalogue.markChanged(payload),
    () => catalogue.markAllChanged(),
  );
  const stopSessions = hearSessions
    ? await listenForSessionChanges(harness.handle, sessions)
    : (sessions.startTrusting(), () => Promise.resolve());
  const app = await buildApp(
    { ...harness.ctx, sessions, catalogue, realtime: createRealtimeHub() },
    { webDistDir: null, logger: false },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await stopSessions();
      await stopCatalogue();
    },
  };
}

async function cartOf(app: TestApp['app']): Promise<CartAnswer['cartItems']> {
  const response = await app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(buyer) });
  expect(response.statusCode).toBe(200);
  // Sent as text, past the serializer: the contract is checked here, undeclared fields included.
  const body = response.json<CartAnswer>();
  expect(cartSchema.parse(body)).toEqual(body);
  return body.cartItems;
}

/** The buyer's cart replaced through `app`, as the browser syncs it: [product, quantity] lines. */
async function syncThrough(app: TestApp['app'], lines: [number, number][]) {
  const synced = await app.inject({
    method: 'POST',
    url: '/v2/cart/syncCart',
    headers: bearer(buyer),
    payload: { cartItems: lines.map(([productId, quantity]) => ({ productId, quantity })) },
  });
  expect(synced.statusCode).toBe(200);
}

const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 2000, interval: 5 });

describe('the cart kept in memory', () => {
  it('reads it once, then shows every change announced, whoever writes it', async () => {
    const [tapete, florero] = shop.productIds as [number, number];
    await syncThrough(harness.app, [
      [tapete, 2],
      [florero, 1],
    ]);

    const sessions = new CountingSessions();
    const other = await otherProcess(sessions, true);
    const productReads = vi.spyOn(ProductMemory.prototype, 'keep');
    try {
      const first = await cartOf(other.app);
      expect(first.map((line) => [line.product_id, line.quantity])).toEqual([
        [tapete, 2],
        [florero, 1],
      ]);
      const productsRead = productReads.mock.calls.length;
      expect(productsRead).toBe(2);
      expect(await cartOf(other.app)).toEqual(first);
      expect({ lines: sessions.cartReads, products: productReads.mock.calls.length }).toEqual({
        lines: 1,
        products: productsRead,
      });

      // Each change written straight to the database, as another process or a person would.
      const db = harness.ctx.db;
      await db.update(products).set({ unitsAvailable: 3 }).where(eq(products.id, tapete));
      await eventually(async () => expect((await cartOf(other.app))[0]?.units_available).toBe(3));
      await db.update(products).set({ taxedPrice: 65_000 }).where(eq(products.id, florero));
      await eventually(async () => expect((await cartOf(other.app))[1]?.taxed_price).toBe(65_000));
      await db
        .update(supplierProfiles)
        .set({ companyName: 'Fibras del Caribe' })
        .where(eq(supplierProfiles.userId, shop.supplier.id));
      await eventually(async () =>
        expect((await cartOf(other.app)).map((line) => line.supplier.company_name)).toEqual([
          'Fibras del Caribe',
          'Fibras del Caribe',
        ]),
      );
      // An approved payment takes the bought products out of the cart.
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, buyer.id), eq(cartItems.productId, tapete)));
      await eventually(async () =>
        expect((await cartOf(other.app)).map((line) => line.product_id)).toEqual([florero]),
      );
      // A cart's announcement drops the cart alone: the buyer's session record was read once.
      expect(sessions.recordReads).toBe(1);
    } finally {
      productReads.mockRestore();
      await other.close();
    }
  });

  it("shows the buyer's own sync in their very next read, before any announcement", async () => {
    const [tapete, florero] = shop.productIds as [number, number];
    // This memory trusts itself but hears nothing of the sessions: only the buyer's call drops it.
    const sessions = new CountingSessions();
    const other = await otherProcess(sessions, false);
    try {
      await cartOf(other.app);
      await cartOf(other.app);
      expect(sessions.cartReads).toBe(1);
      await syncThrough(other.app, [
        [florero, 4],
        [tapete, 1],
      ]);
      expect((await cartOf(other.app)).map((line) => [line.product_id, line.quantity])).toEqual([
        [florero, 4],
        [tapete, 1],
      ]);
    } finally {
      await other.close();
    }
  });
});
