import { PgliteClientStandIn, PgliteTransactionStandIn } from '../../db/pglite-statements.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSlug } from '@hogarte/shared/catalogue';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { bearer, type TestUser } from '../../test/fixtures.js';
import {
  COMPANY_B,
  createOrderWorld,
  insertPaidOrder,
  TEST_ADDRESS,
  type OrderWorld,
  type PlacedOrder,
} from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderNumber } from './order-number.js';
import { purchaseDateRange } from './purchase-dates.js';

let harness: TestApp;
let world: OrderWorld;
/** Covering ×2 (A) and table (B), today. */
let recent: PlacedOrder;
/** Lamp (A), shipped, in the middle of last month. */
let lastMonth: PlacedOrder;
/** Table (B), delivered, more than a year ago. */
let old: PlacedOrder;
let pending: PlacedOrder;
let canceled: PlacedOrder;
let othersOrder: PlacedOrder;
let designersOrder: PlacedOrder;
let lastMonthDate: Date;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  harness = await createTestApp();
  world = await createOrderWorld(harness);
  const { ctx } = harness;
  const now = ctx.now();
  const previousMonth = purchaseDateRange('last_month', now);
  lastMonthDate = new Date((previousMonth.from as Date).getTime() + 10 * DAY_MS);
  old = await insertPaidOrder(
    ctx,
    world.client,
    [{ supplier: world.supplierB, productId: world.table, quantity: 1, status: 'Delivered' }],
    { createdAt: new Date(now.getTime() - 400 * DAY_MS) },
  );
  lastMonth = await insertPaidOrder(
    ctx,
    world.client,
    [
      {
        supplier: world.supplierA,
        productId: world.lamp,
        quantity: 1,
        status: 'Shipped',
        trackUrl: 'https://envia.example/rastreo/SE1',
      },
    ],
    { createdAt: lastMonthDate },
  );
  recent = await insertPaidOrder(ctx, world.client, [
    { supplier: world.supplierA, productId: world.covering, quantity: 2 },
    { supplier: world.supplierB, productId: world.table, quantity: 1 },
  ]);
  pending = await insertPaidOrder(
    ctx,
    world.client,
    [{ supplier: world.supplierA, productId: world.lamp, quantity: 1 }],
    { status: 'pending' },
  );
  canceled = await insertPaidOrder(
    ctx,
    world.client,
    [{ supplier: world.supplierA, productId: world.lamp, quantity: 1 }],
    { status: 'canceled' },
  );
  othersOrder = await insertPaidOrder(ctx, world.otherClient, [
    { supplier: world.supplierA, productId: world.covering, quantity: 1, status: 'Shipped' },
  ]);
  designersOrder = await insertPaidOrder(ctx, world.designer, [
    { supplier: world.supplierB, productId: world.table, quantity: 3 },
  ]);
}, 120_000);
afterAll(() => harness.close());

interface Suborder {
  id: number;
  status: string;
  statusLabel: string;
  product: { id: number; name: string; price: number; amount: number; quantity: number };
  trackUrl: string | null;
  review: { rating: number; comment: string } | null;
}
interface OrderSummary {
  id: number;
  orderNumber: string;
  purchaseDate: string;
  total: number;
  is_paid: boolean;
  suppliers: { supplier_id: string; supplier_name: string }[];
  suborders: Suborder[];
}
interface Page<T> {
  items: T[];
  pagination: { totalItems: number; totalPages: number; currentPage: number; itemsPerPage: number };
}

async function get<T>(url: string, user?: TestUser) {
  const response = await harness.app.inject({
    method: 'GET',
    url,
    headers: user ? bearer(user) : {},
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const idsOf = (page: Page<{ id: number }>) => page.items.map((item) => item.id);

describe('GET /v2/orders', () => {
  it("lists only the buyer's paid orders, newest first, split into suborders", async () => {
    const { status, body } = await get<Page<OrderSummary>>('/v2/orders', world.client);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([recent.orderId, lastMonth.orderId, old.orderId]);
    expect(idsOf(body)).not.toContain(pending.orderId);
    expect(idsOf(body)).not.toContain(canceled.orderId);
    expect(body.pagination).toEqual({
      totalItems: 3,
      totalPages: 1,
      currentPage: 1,
      itemsPerPage: 10,
    });
    const [first] = body.items;
    expect(first).toMatchObject({
      orderNumber: orderNumber(recent.orderId),
      total: recent.total,
      is_paid: true,
    });
    expect(first?.suppliers.map((supplier) => supplier.supplier_id).sort()).toEqual(
      [world.supplierA.uuid, world.supplierB.uuid].sort(),
    );
    expect(first?.suborders).toHaveLength(2);
    expect(first?.suborders[0]).toMatchObject({
      id: recent.suborderIds[0],
      status: 'Created',
      statusLabel: 'En preparación',
      product: { id: world.covering, quantity: 2 },
      review: null,
    });
    const line = first?.suborders[0]?.product;
    expect(line?.amount).toBe((line?.price ?? 0) * 2);
    expect(body.items[1]?.suborders[0]).toMatchObject({
      status: 'Shipped',
      statusLabel: 'En tránsito',
      trackUrl: 'https://envia.example/rastreo/SE1',
    });
  });

  it('serves designers their own purchases too', async () => {
    const { body } = await get<Page<OrderSummary>>('/v2/orders', world.designer);
    expect(idsOf(body)).toEqual([designersOrder.orderId]);
  });

  it('filters by purchase date on Colombia’s calendar', async () => {
    const ids = async (date: string) =>
      idsOf((await get<Page<OrderSummary>>(`/v2/orders?date=${date}`, world.client)).body);
    expect(await ids('this_month')).toEqual([recent.orderId]);
    expect(await ids('last_month')).toEqual([lastMonth.orderId]);
    const thisYear = purchaseDateRange('this_year', harness.ctx.now());
    const lastMonthThisYear = lastMonthDate >= (thisYear.from as Date);
    expect(await ids('this_year')).toEqual(
      lastMonthThisYear ? [recent.orderId, lastMonth.orderId] : [recent.orderId],
    );
    expect(await ids('all')).toHaveLength(3);
    expect((await get(`/v2/orders?date=yesterday`, world.client)).status).toBe(400);
  });

  it('searches by order number (whole, partial or bare) and by product name', async () => {
    const ids = async (search: string) =>
      idsOf(
        (
          await get<Page<OrderSummary>>(
            `/v2/orders?search=${encodeURIComponent(search)}`,
            world.client,
          )
        ).body,
      );
    expect(await ids(orderNumber(old.orderId))).toEqual([old.orderId]);
    expect(await ids(String(lastMonth.orderId))).toContain(lastMonth.orderId);
    expect(await ids(`hg-${lastMonth.orderId}`)).toEqual([lastMonth.orderId]);
    expect(await ids('lámpara colgante')).toEqual([lastMonth.orderId]);
    expect(await ids('MESA AUXILIAR')).toEqual([recent.orderId, old.orderId]);
    // Another buyer's product or number finds nothing here; wildcards are plain text.
    expect(await ids(orderNumber(othersOrder.orderId))).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const empty = await get<Page<OrderSummary>>('/v2/orders?search=sofá', world.client);
    expect(empty.body).toEqual({
      items: [],
      pagination: { totalItems: 0, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
    });
  });

  it('keeps to a white-label store’s orders with companyName', async () => {
    const slug = encodeURIComponent(storeSlug(COMPANY_B));
    const { body } = await get<Page<OrderSummary>>(`/v2/orders?companyName=${slug}`, world.client);
    expect(idsOf(body)).toEqual([recent.orderId, old.orderId]);
    const none = await get<Page<OrderSummary>>('/v2/orders?companyName=No-Existe', world.client);
    expect(none.body.items).toEqual([]);
  });

  it('pages with the table sizes only', async () => {
    expect(LIMITS.tablePageSizes).toContain(5);
    const second = await get<Page<OrderSummary>>('/v2/orders?page=2&itemsPerPage=5', world.client);
    expect(second.body.items).toEqual([]);
    expect(second.body.pagination).toMatchObject({ totalItems: 3, currentPage: 2, totalPages: 1 });
    expect((await get('/v2/orders?itemsPerPage=7', world.client)).status).toBe(400);
    expect((await get('/v2/orders?page=0', world.client)).status).toBe(400);
  });

  it('reads all lines of a page in one statement, whatever the number of orders', async () => {
    // Every statement goes through one of these; a spy still calls the original.
    const spies = [
      vi.spyOn(PgliteClientStandIn.prototype, 'query'),
      vi.spyOn(PgliteTransactionStandIn.prototype, 'query'),
      vi.spyOn(pg.Client.prototype, 'query'),
    ];
    try {
      const count = async (url: string) => {
        for (const spy of spies) spy.mockClear();
        expect((await get(url, world.client)).status).toBe(200);
        return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      };
      const one = await count(`/v2/orders?search=${orderNumber(old.orderId)}`);
      const three = await count('/v2/orders');
      expect(one).toBeGreaterThan(1);
      expect(three).toBe(one);
      expect(three).toBeLessThanOrEqual(4);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('refuses visitors (401) and every role but client and designer (403)', async () => {
    expect((await get('/v2/orders')).status).toBe(401);
    for (const user of [world.supplierA, world.admin, world.lsh]) {
      expect((await get('/v2/orders', user)).status).toBe(403);
    }
  });
});

describe('GET /v2/orders/:id', () => {
  interface Detail {
    id: number;
    orderNumber: string;
    subtotal: number;
    shippingTotal: number;
    total: number;
    is_paid: boolean;
    billingInformation: { type: string };
    address: typeof TEST_ADDRESS;
    files: unknown[];
    suppliers: {
      supplier_id: string;
      store: string;
      carrier: string;
      shippingCost: number;
      deliveryDays: number;
      is_paid: boolean;
      suborders: Suborder[];
    }[];
  }

  it('shows the order split by supplier, with billing and address', async () => {
    const { status, body } = await get<Detail>(`/v2/orders/${recent.orderId}`, world.client);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: recent.orderId,
      orderNumber: orderNumber(recent.orderId),
      total: recent.total,
      is_paid: true,
      billingInformation: { type: 'natural_person' },
      address: TEST_ADDRESS,
      files: [],
    });
    expect(body.subtotal + body.shippingTotal).toBe(body.total);
    expect(body.suppliers).toHaveLength(2);
    const partA = body.suppliers.find((part) => part.supplier_id === world.supplierA.uuid);
    expect(partA).toMatchObject({ carrier: 'servientrega', deliveryDays: 11, is_paid: false });
    expect(partA?.suborders.map((line) => line.id)).toEqual([recent.suborderIds[0]]);
  });

  it("answers 404 for another buyer's, an unpaid or a missing order", async () => {
    for (const orderId of [othersOrder.orderId, pending.orderId, canceled.orderId, 999_999]) {
      const { status, body } = await get<{ message: string }>(
        `/v2/orders/${orderId}`,
        world.client,
      );
      expect(status).toBe(404);
      expect(body.message).toBe(MESSAGES.notFound);
    }
    expect((await get('/v2/orders/abc', world.client)).status).toBe(400);
  });

  it('refuses visitors and other roles', async () => {
    expect((await get(`/v2/orders/${recent.orderId}`)).status).toBe(401);
    expect((await get(`/v2/orders/${recent.orderId}`, world.supplierA)).status).toBe(403);
  });
});

describe('GET /v2/clients/suborders/:id', () => {
  it('shows one of my lines with the order, customer, shipping and address', async () => {
    const suborderId = lastMonth.suborderIds[0] as number;
    const { status, body } = await get<Record<string, unknown>>(
      `/v2/clients/suborders/${suborderId}`,
      world.client,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      suborder: { id: suborderId, status: 'Shipped', product: { id: world.lamp } },
      order: { id: lastMonth.orderId, orderNumber: orderNumber(lastMonth.orderId) },
      customer: { email: world.client.email, phone: world.client.phone },
      shipping: { carrier: 'servientrega', deliveryDays: 11, shippingCost: 15_000 },
      address: TEST_ADDRESS,
      supplier: { supplier_id: world.supplierA.uuid },
    });
  });

  it("answers 404 for another buyer's line and refuses other roles", async () => {
    const theirs = othersOrder.suborderIds[0] as number;
    expect((await get(`/v2/clients/suborders/${theirs}`, world.client)).status).toBe(404);
    const unpaid = pending.suborderIds[0] as number;
    expect((await get(`/v2/clients/suborders/${unpaid}`, world.client)).status).toBe(404);
    expect((await get(`/v2/clients/suborders/${theirs}`)).status).toBe(401);
    expect((await get(`/v2/clients/suborders/${theirs}`, world.supplierA)).status).toBe(403);
  });
});

describe('reviews', () => {
  async function review(suborderId: number, payload: unknown, user?: TestUser) {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/v2/orders/suborders/${suborderId}/review`,
      headers: user ? bearer(user) : {},
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('waits until the product has left the supplier', async () => {
    const { status, body } = await review(
      recent.suborderIds[0] as number,
      { rating: 5, comment: 'Excelente' },
      world.client,
    );
    expect(status).toBe(409);
    expect(body.message).toBe(MESSAGES.reviewNotDelivered);
  });

  it('checks the comment: required, at most 1500 characters, and the rating 1 to 5', async () => {
    const suborderId = lastMonth.suborderIds[0] as number;
    const tooLong = await review(
      suborderId,
      { rating: 4, comment: 'a'.repeat(1501) },
      world.client,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(MESSAGES.reviewMax);
    expect(tooLong.body.errors).toEqual([{ field: 'comment', message: MESSAGES.reviewMax }]);
    const empty = await review(suborderId, { rating: 4, comment: '   ' }, world.client);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.reviewRequired);
    expect((await review(suborderId, { rating: 6, comment: 'Bien' }, world.client)).status).toBe(
      400,
    );
    expect((await review(suborderId, { rating: 0, comment: 'Bien' }, world.client)).status).toBe(
      400,
    );
  });

  it('saves a review once and shows it on the product and in my purchases', async () => {
    const suborderId = lastMonth.suborderIds[0] as number;
    const comment = `${'Muy buena luz. '.repeat(99)}Fin`.slice(0, 1500);
    const saved = await review(suborderId, { rating: 4, comment }, world.client);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ rating: 4, comment });
    expect(typeof saved.body.id).toBe('number');

    const again = await review(suborderId, { rating: 5, comment: 'Otra vez' }, world.client);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.reviewAlreadyGiven);

    const delivered = await review(
      old.suborderIds[0] as number,
      { rating: 5, comment: 'Llegó perfecta' },
      world.client,
    );
    expect(delivered.status).toBe(201);

    const reviews = await get<{
      average: number;
      count: number;
      items: { rating: number; comment: string; author: string; created_at: string }[];
    }>(`/v2/products/${world.lamp}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toMatchObject({ average: 4, count: 1 });
    expect(reviews.body.items[0]).toMatchObject({ rating: 4, comment });
    expect(reviews.body.items[0]?.author).toMatch(/^Prueba U\.$/);

    const mine = await get<Page<OrderSummary>>(
      `/v2/orders?search=${orderNumber(lastMonth.orderId)}`,
      world.client,
    );
    expect(mine.body.items[0]?.suborders[0]?.review).toEqual({ rating: 4, comment });
  });

  it('averages a product’s reviews and answers 404 for an unknown product', async () => {
    const none = await get<{ average: number; count: number; items: unknown[] }>(
      `/v2/products/${world.covering}/reviews`,
    );
    expect(none.body).toEqual({ average: 0, count: 0, items: [] });
    expect((await get('/v2/products/999999/reviews')).status).toBe(404);
  });

  it("answers 404 for another buyer's line and refuses visitors and other roles", async () => {
    const theirs = othersOrder.suborderIds[0] as number;
    const payload = { rating: 5, comment: 'Bien' };
    expect((await review(theirs, payload, world.client)).status).toBe(404);
    expect((await review(theirs, payload)).status).toBe(401);
    expect((await review(theirs, payload, world.supplierA)).status).toBe(403);
    expect((await review(theirs, payload, world.admin)).status).toBe(403);
  });
});
