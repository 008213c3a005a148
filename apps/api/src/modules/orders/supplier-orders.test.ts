import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  SUBORDER_STATUSES,
  SUBORDER_TRANSITIONS,
  type SuborderStatus,
} from '@hogarte/shared/orders';
import { outboxMessages } from '../../db/schema/notifications.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import {
  createOrderWorld,
  insertPaidOrder,
  TEST_ADDRESS,
  type OrderWorld,
  type PlacedOrder,
} from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderNumber } from './order-number.js';

let harness: TestApp;
let world: OrderWorld;
/** Client: covering ×2 and lamp (A), table (B). */
let mixed: PlacedOrder;
/** Other client: table (B) only. */
let onlyB: PlacedOrder;
let pending: PlacedOrder;

beforeAll(async () => {
  harness = await createTestApp();
  world = await createOrderWorld(harness);
  const { ctx } = harness;
  mixed = await insertPaidOrder(
    ctx,
    world.client,
    [
      { supplier: world.supplierA, productId: world.covering, quantity: 2 },
      { supplier: world.supplierA, productId: world.lamp, quantity: 1, status: 'Preparation' },
      { supplier: world.supplierB, productId: world.table, quantity: 1 },
    ],
    { createdAt: new Date(ctx.now().getTime() - 60_000) },
  );
  onlyB = await insertPaidOrder(ctx, world.otherClient, [
    { supplier: world.supplierB, productId: world.table, quantity: 2, status: 'Shipped' },
  ]);
  pending = await insertPaidOrder(
    ctx,
    world.client,
    [{ supplier: world.supplierA, productId: world.lamp, quantity: 1 }],
    { status: 'pending' },
  );
}, 120_000);
afterAll(() => harness.close());

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  user?: TestUser,
  payload?: unknown,
) {
  const response = await harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

interface SaleRow {
  id: number;
  orderNumber: string;
  total: number;
  is_paid: boolean;
  billingInformation: unknown;
  supplierFiles: { id: number; url: string; filename: string }[];
  adminFiles: unknown[];
  counts: Record<string, number>;
}

describe('GET /v2/suppliers/orders (sales list)', () => {
  it("lists the paid orders holding the supplier's products, with its part only", async () => {
    const { status, body } = await call('GET', '/v2/suppliers/orders', world.supplierA);
    expect(status).toBe(200);
    const items = body.items as SaleRow[];
    expect(items.map((item) => item.id)).toEqual([mixed.orderId]);
    const [sale] = items;
    const partA = await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.supplierA);
    const lines = partA.body.suborders as { product: { amount: number } }[];
    expect(sale).toMatchObject({
      orderNumber: orderNumber(mixed.orderId),
      total: lines.reduce((sum, line) => sum + line.product.amount, 0),
      is_paid: false,
      billingInformation: { type: 'natural_person', first_name: 'Camila' },
      supplierFiles: [],
      adminFiles: [],
      counts: { Preparation: 2, Shipped: 0, Delivered: 0, Canceled: 0 },
    });
    expect(body.pagination).toEqual({
      totalItems: 1,
      totalPages: 1,
      currentPage: 1,
      itemsPerPage: 10,
    });

    const b = await call('GET', '/v2/suppliers/orders', world.supplierB);
    expect((b.body.items as SaleRow[]).map((item) => item.id)).toEqual([
      onlyB.orderId,
      mixed.orderId,
    ]);
    const none = await call('GET', '/v2/suppliers/orders', world.otherSupplier);
    expect(none.body.items).toEqual([]);
  });

  it('searches its own products and the order number only', async () => {
    const search = async (user: TestUser, text: string) =>
      (
        (
          await call(
            'GET',
            `/v2/suppliers/orders?search=${encodeURIComponent(text)}&itemsPerPage=50`,
            user,
          )
        ).body.items as SaleRow[]
      ).map((item) => item.id);
    expect(await search(world.supplierA, 'lámpara')).toEqual([mixed.orderId]);
    // The side table in that order is B's, not A's.
    expect(await search(world.supplierA, 'mesa auxiliar')).toEqual([]);
    expect(await search(world.supplierB, 'mesa auxiliar')).toEqual([onlyB.orderId, mixed.orderId]);
    expect(await search(world.supplierB, orderNumber(onlyB.orderId))).toEqual([onlyB.orderId]);
    expect(await search(world.supplierA, orderNumber(onlyB.orderId))).toEqual([]);
  });

  it('refuses visitors and other roles', async () => {
    expect((await call('GET', '/v2/suppliers/orders')).status).toBe(401);
    for (const user of [world.client, world.designer, world.admin, world.lsh]) {
      expect((await call('GET', '/v2/suppliers/orders', user)).status).toBe(403);
    }
  });
});

describe('GET /v2/suppliers/orders/:id', () => {
  it('shows its lines of the order with the tabs’ counts (Created counts as Preparation)', async () => {
    const { status, body } = await call(
      'GET',
      `/v2/suppliers/orders/${mixed.orderId}`,
      world.supplierA,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: mixed.orderId,
      orderNumber: orderNumber(mixed.orderId),
      address: TEST_ADDRESS,
      carrier: 'servientrega',
      counts: { Preparation: 2, Shipped: 0, Delivered: 0, Canceled: 0 },
    });
    expect((body.suborders as { id: number }[]).map((line) => line.id)).toEqual(
      mixed.suborderIds.slice(0, 2),
    );
  });

  it('answers 404 for an order without its products, or unpaid, and refuses other roles', async () => {
    expect(
      (await call('GET', `/v2/suppliers/orders/${onlyB.orderId}`, world.supplierA)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.otherSupplier)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/v2/suppliers/orders/${pending.orderId}`, world.supplierA)).status,
    ).toBe(404);
    expect((await call('GET', `/v2/suppliers/orders/${mixed.orderId}`)).status).toBe(401);
    expect((await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.client)).status).toBe(
      403,
    );
  });
});

describe('GET /v2/suppliers/suborders/:id', () => {
  it('shows its own line, and 404 for another supplier’s', async () => {
    const own = mixed.suborderIds[0] as number;
    const { status, body } = await call('GET', `/v2/suppliers/suborders/${own}`, world.supplierA);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      suborder: { id: own, status: 'Created', statusLabel: 'En preparación' },
      order: { id: mixed.orderId },
      customer: { email: world.client.email },
      shipping: { carrier: 'servientrega' },
      supplier: { supplier_id: world.supplierA.uuid },
    });
    const theirs = mixed.suborderIds[2] as number;
    expect((await call('GET', `/v2/suppliers/suborders/${theirs}`, world.supplierA)).status).toBe(
      404,
    );
    expect((await call('GET', `/v2/suppliers/suborders/${own}`, world.client)).status).toBe(403);
    expect((await call('GET', `/v2/suppliers/suborders/${own}`)).status).toBe(401);
  });
});

describe('PATCH /v2/suppliers/suborders/:id/status', () => {
  const patch = (id: number, status: string, user: TestUser = world.supplierA) =>
    call('PATCH', `/v2/suppliers/suborders/${id}/status`, user, { status });

  it('allows exactly the moves of SUBORDER_TRANSITIONS', async () => {
    const moves = SUBORDER_STATUSES.flatMap((from) =>
      SUBORDER_STATUSES.map((to) => ({ from, to })),
    );
    const order = await insertPaidOrder(
      harness.ctx,
      world.client,
      moves.map(({ from }) => ({
        supplier: world.supplierA,
        productId: world.covering,
        quantity: 1,
        status: from,
      })),
    );
    for (const [index, { from, to }] of moves.entries()) {
      const { status, body } = await patch(order.suborderIds[index] as number, to);
      const allowed = SUBORDER_TRANSITIONS[from].includes(to);
      expect({ from, to, status }).toEqual({ from, to, status: allowed ? 200 : 409 });
      if (allowed) expect(body).toMatchObject({ status: to });
      else expect(body.message).toBe(MESSAGES.suborderTransitionInvalid);
    }
    const after = await call('GET', `/v2/suppliers/orders/${order.orderId}`, world.supplierA);
    const statuses = (after.body.suborders as { status: string }[]).map((line) => line.status);
    const expected = moves.map(({ from, to }) =>
      SUBORDER_TRANSITIONS[from].includes(to) ? to : from,
    );
    expect(statuses).toEqual(expected);
    const count = (wanted: SuborderStatus[]) =>
      expected.filter((status) => wanted.includes(status)).length;
    expect(after.body.counts).toEqual({
      Preparation: count(['Created', 'Preparation']),
      Shipped: count(['Shipped']),
      Delivered: count(['Delivered']),
      Canceled: count(['Canceled']),
    });
  });

  it('emails the buyer with the tracking link when a line ships', async () => {
    const order = await insertPaidOrder(harness.ctx, world.designer, [
      {
        supplier: world.supplierB,
        productId: world.table,
        quantity: 1,
        trackUrl: 'https://envia.example/rastreo/SE99',
      },
    ]);
    const { status } = await patch(order.suborderIds[0] as number, 'Shipped', world.supplierB);
    expect(status).toBe(200);
    const emails = await harness.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, world.designer.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain(orderNumber(order.orderId));
    expect(emails[0]?.bodyText).toContain('https://envia.example/rastreo/SE99');
    expect(emails[0]?.bodyText).toContain(`/mis-compras/detalle/${order.orderId}`);
    // Delivered sends nothing more.
    await patch(order.suborderIds[0] as number, 'Delivered', world.supplierB);
    const after = await harness.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, world.designer.email));
    expect(after).toHaveLength(1);
  });

  it("answers 404 for another supplier's line; lets the admin move any line", async () => {
    const order = await insertPaidOrder(harness.ctx, world.client, [
      { supplier: world.supplierB, productId: world.table, quantity: 1 },
    ]);
    const id = order.suborderIds[0] as number;
    expect((await patch(id, 'Preparation', world.supplierA)).status).toBe(404);
    expect((await patch(id, 'Preparation', world.admin)).status).toBe(200);
    expect((await patch(id, 'Preparation', world.client)).status).toBe(403);
    expect((await patch(id, 'Preparation', world.lsh)).status).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/suppliers/suborders/${id}/status`,
      payload: { status: 'Shipped' },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await patch(id, 'Perdido', world.supplierB);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.suborderTransitionInvalid);
    const unpaid = pending.suborderIds[0] as number;
    expect((await patch(unpaid, 'Preparation')).status).toBe(404);
  });
});

describe('POST /v2/suppliers/suborders/:id/label', () => {
  it('generates one Envia label per line, then refuses a second', async () => {
    const order = await insertPaidOrder(harness.ctx, world.client, [
      { supplier: world.supplierA, productId: world.lamp, quantity: 1 },
    ]);
    const id = order.suborderIds[0] as number;
    const first = await call('POST', `/v2/suppliers/suborders/${id}/label`, world.supplierA);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      trackingNumber: expect.any(String),
      // The simulator's own pages, root-relative so they open on the browser's origin.
      trackUrl: expect.stringMatching(/^\/simulador\/envia\/rastreo\//),
      label: expect.stringMatching(/^\/simulador\/envia\/etiquetas\//),
    });
    const second = await call('POST', `/v2/suppliers/suborders/${id}/label`, world.supplierA);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MESSAGES.labelAlreadyGenerated);

    const line = await call('GET', `/v2/suppliers/suborders/${id}`, world.supplierA);
    expect(line.body.suborder).toMatchObject({
      trackingNumber: first.body.trackingNumber,
      trackUrl: first.body.trackUrl,
      label: first.body.label,
    });

    // The shipment email carries the label's tracking link, absolute on PUBLIC_URL.
    expect(
      (
        await call('PATCH', `/v2/suppliers/suborders/${id}/status`, world.supplierA, {
          status: 'Shipped',
        })
      ).status,
    ).toBe(200);
    const emails = await harness.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, world.client.email));
    const shipped = emails.filter((email) => email.subject.includes(orderNumber(order.orderId)));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.bodyText).toContain(`${harness.ctx.config.publicUrl}${first.body.trackUrl}`);
  });

  it('refuses a line already shipped or canceled, and another supplier’s line', async () => {
    const order = await insertPaidOrder(harness.ctx, world.client, [
      { supplier: world.supplierA, productId: world.lamp, quantity: 1, status: 'Shipped' },
      { supplier: world.supplierA, productId: world.lamp, quantity: 1, status: 'Canceled' },
    ]);
    for (const id of order.suborderIds) {
      const { status, body } = await call(
        'POST',
        `/v2/suppliers/suborders/${id}/label`,
        world.supplierA,
      );
      expect(status).toBe(409);
      expect(body.message).toBe(MESSAGES.labelNotAllowed);
    }
    const theirs = mixed.suborderIds[2] as number;
    expect(
      (await call('POST', `/v2/suppliers/suborders/${theirs}/label`, world.supplierA)).status,
    ).toBe(404);
    expect(
      (await call('POST', `/v2/suppliers/suborders/${theirs}/label`, world.client)).status,
    ).toBe(403);
    expect((await call('POST', `/v2/suppliers/suborders/${theirs}/label`)).status).toBe(401);
  });
});

describe('supplier invoices', () => {
  async function upload(
    method: 'POST' | 'PATCH',
    url: string,
    user: TestUser | undefined,
    file?: UploadPart,
  ) {
    const response = await harness.app.inject({
      method,
      url,
      headers: user ? bearer(user) : {},
      payload: formOf({ note: 'factura' }, file ? { file: [file] } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('takes a PDF, lists it in the sales list and serves it through a signed link', async () => {
    const url = `/v2/suppliers/orders/${mixed.orderId}/invoice`;
    const { status, body } = await upload('POST', url, world.supplierA, pdf('factura-001.pdf'));
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.any(String),
      filename: 'factura-001.pdf',
    });
    const file = await harness.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);

    const sales = await call('GET', '/v2/suppliers/orders?itemsPerPage=50', world.supplierA);
    const sale = (sales.body.items as SaleRow[]).find((item) => item.id === mixed.orderId);
    expect(sale?.supplierFiles).toEqual([
      { id: body.id, url: expect.any(String), filename: 'factura-001.pdf' },
    ]);
    // The other supplier of the order does not see it.
    const b = await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.supplierB);
    expect(b.body.supplierFiles).toEqual([]);

    const replaced = await upload(
      'PATCH',
      `${url}/${body.id}`,
      world.supplierA,
      pdf('factura-001-corregida.pdf'),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.filename).toBe('factura-001-corregida.pdf');
    const after = await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.supplierA);
    expect(after.body.supplierFiles).toEqual([
      { id: replaced.body.id, url: expect.any(String), filename: 'factura-001-corregida.pdf' },
    ]);
    expect((await upload('PATCH', `${url}/${body.id}`, world.supplierA, pdf())).status).toBe(404);
  });

  it('refuses a PNG (415), a missing file (400) and a file over 15 MB (413)', async () => {
    const url = `/v2/suppliers/orders/${mixed.orderId}/invoice`;
    const image = await upload('POST', url, world.supplierA, png('factura.png'));
    expect(image.status).toBe(415);
    expect(image.body.message).toBe(wrongFormatMessage('factura.png'));
    // A PDF's name on an image's bytes is still an image.
    const disguised = await upload('POST', url, world.supplierA, {
      ...png(),
      name: 'factura.pdf',
      type: 'application/pdf',
    });
    expect(disguised.status).toBe(415);
    const missing = await upload('POST', url, world.supplierA);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.fileMissing);
    const huge = pdf('enorme.pdf');
    const oversized = await upload('POST', url, world.supplierA, {
      ...huge,
      content: Buffer.concat([huge.content, Buffer.alloc(LIMITS.maxFileBytes)]),
    });
    expect(oversized.status).toBe(413);
    const json = await harness.app.inject({
      method: 'POST',
      url,
      headers: bearer(world.supplierA),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an order without its products and refuses other roles', async () => {
    const url = `/v2/suppliers/orders/${onlyB.orderId}/invoice`;
    expect((await upload('POST', url, world.supplierA, pdf())).status).toBe(404);
    expect((await upload('POST', url, world.client, pdf())).status).toBe(403);
    expect((await upload('POST', url, world.admin, pdf())).status).toBe(403);
    expect((await upload('POST', url, undefined, pdf())).status).toBe(401);
  });
});
