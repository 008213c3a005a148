import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { MESSAGES } from '@hogarte/shared/messages';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import {
  COMPANY_A,
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
/** Designer: table (B), delivered. */
let designers: PlacedOrder;
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
      { supplier: world.supplierA, productId: world.lamp, quantity: 1, status: 'Shipped' },
      { supplier: world.supplierB, productId: world.table, quantity: 1, status: 'Canceled' },
    ],
    { createdAt: new Date(ctx.now().getTime() - 60_000) },
  );
  designers = await insertPaidOrder(ctx, world.designer, [
    { supplier: world.supplierB, productId: world.table, quantity: 1, status: 'Delivered' },
  ]);
  pending = await insertPaidOrder(
    ctx,
    world.client,
    [{ supplier: world.supplierA, productId: world.lamp, quantity: 1 }],
    { status: 'pending' },
  );
}, 120_000);
afterAll(() => harness.close());

async function call(method: 'GET' | 'PATCH', url: string, user?: TestUser) {
  const response = await harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
  });
  return { status: response.statusCode, body: response.json() };
}

async function upload(method: 'POST' | 'PATCH', url: string, user?: TestUser, file?: UploadPart) {
  const response = await harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    payload: formOf({}, file ? { file: [file] } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const NOT_ADMINS = () => [world.client, world.designer, world.supplierA, world.lsh];

describe('GET /v2/admin/orders', () => {
  it('lists every paid order with its buyer, billing, files and suppliers count', async () => {
    const { status, body } = await call('GET', '/v2/admin/orders', world.admin);
    expect(status).toBe(200);
    const items = body.items as { id: number }[];
    expect(items.map((item) => item.id)).toEqual([designers.orderId, mixed.orderId]);
    expect(items[1]).toMatchObject({
      orderNumber: orderNumber(mixed.orderId),
      total: mixed.total,
      buyer: { email: world.client.email },
      billingInformation: { type: 'natural_person' },
      files: [],
      suppliersCount: 2,
    });
    expect(body.pagination).toMatchObject({ totalItems: 2, currentPage: 1, itemsPerPage: 10 });
  });

  it('searches by order number, buyer and product', async () => {
    const ids = async (search: string) =>
      (
        (await call('GET', `/v2/admin/orders?search=${encodeURIComponent(search)}`, world.admin))
          .body.items as { id: number }[]
      ).map((item) => item.id);
    expect(await ids(orderNumber(mixed.orderId))).toEqual([mixed.orderId]);
    expect(await ids(world.designer.email)).toEqual([designers.orderId]);
    expect(await ids('lámpara')).toEqual([mixed.orderId]);
    expect(await ids('nada parecido')).toEqual([]);
  });

  it('refuses visitors and every other role', async () => {
    expect((await call('GET', '/v2/admin/orders')).status).toBe(401);
    for (const user of NOT_ADMINS()) {
      expect((await call('GET', '/v2/admin/orders', user)).status).toBe(403);
    }
  });
});

describe('GET /v2/admin/orders/:id', () => {
  it("shows each supplier's part with its total, files and payment", async () => {
    const { status, body } = await call('GET', `/v2/admin/orders/${mixed.orderId}`, world.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: mixed.orderId,
      total: mixed.total,
      address: TEST_ADDRESS,
      billingInformation: { type: 'natural_person' },
      files: [],
    });
    const suppliers = body.suppliers as {
      supplier_id: string;
      supplier_name: string;
      total: number;
      is_paid: boolean;
    }[];
    expect(suppliers.map((supplier) => supplier.supplier_id).sort()).toEqual(
      [world.supplierA.uuid, world.supplierB.uuid].sort(),
    );
    const partA = suppliers.find((supplier) => supplier.supplier_id === world.supplierA.uuid);
    expect(partA).toMatchObject({
      supplier_name: COMPANY_A,
      is_paid: false,
      supplierFiles: [],
      adminFiles: [],
    });
    expect(suppliers.reduce((sum, supplier) => sum + supplier.total, 0) + 30_000).toBe(mixed.total);
  });

  it('answers 404 for an unpaid or missing order and refuses other roles', async () => {
    expect((await call('GET', `/v2/admin/orders/${pending.orderId}`, world.admin)).status).toBe(
      404,
    );
    expect((await call('GET', '/v2/admin/orders/999999', world.admin)).status).toBe(404);
    expect((await call('GET', `/v2/admin/orders/${mixed.orderId}`, world.supplierA)).status).toBe(
      403,
    );
    expect((await call('GET', `/v2/admin/orders/${mixed.orderId}`)).status).toBe(401);
  });
});

describe('GET /v2/admin/suborders/:purchaseId/:supplierId and /v2/admin/suborders/:id', () => {
  it("shows one supplier's lines with the tabs' counts", async () => {
    const url = `/v2/admin/suborders/${mixed.orderId}/${world.supplierA.uuid}`;
    const { status, body } = await call('GET', url, world.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      order: { id: mixed.orderId, orderNumber: orderNumber(mixed.orderId) },
      supplier: { supplier_id: world.supplierA.uuid, supplier_name: COMPANY_A, is_paid: false },
      counts: { Preparation: 1, Shipped: 1, Delivered: 0, Canceled: 0 },
    });
    expect((body.suborders as { id: number }[]).map((line) => line.id)).toEqual(
      mixed.suborderIds.slice(0, 2),
    );
  });

  it('answers 404 for a supplier outside the order or a malformed id', async () => {
    for (const supplierId of [world.otherSupplier.uuid, 'no-es-un-uuid']) {
      const url = `/v2/admin/suborders/${mixed.orderId}/${supplierId}`;
      expect((await call('GET', url, world.admin)).status).toBe(404);
    }
    const url = `/v2/admin/suborders/${pending.orderId}/${world.supplierA.uuid}`;
    expect((await call('GET', url, world.admin)).status).toBe(404);
    const supplierCall = `/v2/admin/suborders/${mixed.orderId}/${world.supplierA.uuid}`;
    expect((await call('GET', supplierCall, world.supplierA)).status).toBe(403);
  });

  it('shows any line in detail', async () => {
    const id = mixed.suborderIds[2] as number;
    const { status, body } = await call('GET', `/v2/admin/suborders/${id}`, world.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      suborder: { id, status: 'Canceled', statusLabel: 'Cancelado' },
      customer: { email: world.client.email },
      supplier: { supplier_id: world.supplierB.uuid },
    });
    expect((await call('GET', `/v2/admin/suborders/${id}`, world.supplierB)).status).toBe(403);
    expect(
      (await call('GET', `/v2/admin/suborders/${pending.suborderIds[0]}`, world.admin)).status,
    ).toBe(404);
  });
});

describe('PATCH /v2/admin/orderItem/:orderId/:supplierId', () => {
  it('toggles the confirmation of paying a supplier, seen by that supplier', async () => {
    const url = `/v2/admin/orderItem/${mixed.orderId}/${world.supplierB.uuid}`;
    const on = await call('PATCH', url, world.admin);
    expect(on).toEqual({ status: 200, body: { is_paid: true } });
    const sales = await call('GET', '/v2/suppliers/orders', world.supplierB);
    const sale = (sales.body.items as { id: number; is_paid: boolean }[]).find(
      (item) => item.id === mixed.orderId,
    );
    expect(sale?.is_paid).toBe(true);
    const partA = await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.supplierA);
    expect(partA.body.is_paid).toBe(false);
    expect(await call('PATCH', url, world.admin)).toEqual({
      status: 200,
      body: { is_paid: false },
    });
  });

  it('answers 404 outside the order and refuses other roles', async () => {
    const outside = `/v2/admin/orderItem/${designers.orderId}/${world.supplierA.uuid}`;
    expect((await call('PATCH', outside, world.admin)).status).toBe(404);
    const unpaid = `/v2/admin/orderItem/${pending.orderId}/${world.supplierA.uuid}`;
    expect((await call('PATCH', unpaid, world.admin)).status).toBe(404);
    const url = `/v2/admin/orderItem/${mixed.orderId}/${world.supplierA.uuid}`;
    for (const user of NOT_ADMINS()) expect((await call('PATCH', url, user)).status).toBe(403);
    expect((await call('PATCH', url)).status).toBe(401);
  });
});

describe('the admin’s files', () => {
  it("uploads a supplier's payment support, shown to that supplier only", async () => {
    const url = `/v2/admin/orders/${mixed.orderId}/${world.supplierA.uuid}`;
    const { status, body } = await upload('POST', url, world.admin, pdf('soporte-pago.pdf'));
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.any(String),
      filename: 'soporte-pago.pdf',
    });
    const partA = await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.supplierA);
    expect(partA.body.adminFiles).toEqual([
      { id: body.id, url: expect.any(String), filename: 'soporte-pago.pdf' },
    ]);
    const partB = await call('GET', `/v2/suppliers/orders/${mixed.orderId}`, world.supplierB);
    expect(partB.body.adminFiles).toEqual([]);
    const detail = await call('GET', `/v2/admin/orders/${mixed.orderId}`, world.admin);
    const adminPartA = (
      detail.body.suppliers as { supplier_id: string; adminFiles: { id: number }[] }[]
    ).find((supplier) => supplier.supplier_id === world.supplierA.uuid);
    expect(adminPartA?.adminFiles.map((file) => file.id)).toEqual([body.id]);

    const image = await upload('POST', url, world.admin, png('soporte.png'));
    expect(image.status).toBe(415);
    expect(image.body.message).toBe(wrongFormatMessage('soporte.png'));
    const outside = `/v2/admin/orders/${mixed.orderId}/${world.otherSupplier.uuid}`;
    expect((await upload('POST', outside, world.admin, pdf())).status).toBe(404);
    expect((await upload('POST', url, world.supplierA, pdf())).status).toBe(403);
  });

  it("uploads and replaces the client's invoice, which the buyer then sees", async () => {
    const url = `/v2/admin/clientOrder/${mixed.orderId}/invoice`;
    const { status, body } = await upload('POST', url, world.admin, pdf('factura-cliente.pdf'));
    expect(status).toBe(201);
    const mine = await call('GET', `/v2/orders/${mixed.orderId}`, world.client);
    expect(mine.body.files).toEqual([
      { id: body.id, url: expect.any(String), filename: 'factura-cliente.pdf' },
    ]);
    const served = await harness.app.inject({ method: 'GET', url: mine.body.files[0].url });
    expect(served.statusCode).toBe(200);
    const list = await call(
      'GET',
      `/v2/admin/orders?search=${orderNumber(mixed.orderId)}`,
      world.admin,
    );
    expect(list.body.items[0].files).toHaveLength(1);

    const replaced = await upload('PATCH', `${url}/${body.id}`, world.admin, pdf('factura-v2.pdf'));
    expect(replaced.status).toBe(200);
    const after = await call('GET', `/v2/orders/${mixed.orderId}`, world.client);
    expect(after.body.files).toEqual([
      { id: replaced.body.id, url: expect.any(String), filename: 'factura-v2.pdf' },
    ]);
    // The old file is gone: its id no longer names anything to replace.
    expect((await upload('PATCH', `${url}/${body.id}`, world.admin, pdf())).status).toBe(404);

    const missing = await upload('POST', url, world.admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.fileMissing);
    expect((await upload('POST', url, world.admin, png())).status).toBe(415);
    const unpaid = `/v2/admin/clientOrder/${pending.orderId}/invoice`;
    expect((await upload('POST', unpaid, world.admin, pdf())).status).toBe(404);
    for (const user of NOT_ADMINS())
      expect((await upload('POST', url, user, pdf())).status).toBe(403);
    expect((await upload('POST', url, undefined, pdf())).status).toBe(401);
  });
});
