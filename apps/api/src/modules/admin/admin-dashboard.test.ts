import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@hogarte/shared/contracts/admin-dashboard';
import { BOGOTA_OFFSET_MS, bogotaDay } from '@hogarte/shared/calendar';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { remodelingSteps, remodelings } from '../../db/schema/remodelings.js';
import { inTransaction } from '../../db/transaction.js';
import { createTestAdviser } from '../../test/advisers.js';
import { createProduct, productFields, setUpSupplier } from '../../test/catalogue.js';
import { bearer, createTestUser } from '../../test/fixtures.js';
import { createOrderWorld, insertPaidOrder, type OrderWorld } from '../../test/orders.js';
import { newSheet } from '../../test/remodelings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createTestDesigner,
  newConsultancy,
  payThroughSimulator,
} from '../../test/virtual-consultancies.js';
import { createUser } from '../users/users.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Its own database, so every figure is exactly what this file creates.
let harness: TestApp;
let world: OrderWorld;
beforeAll(async () => {
  harness = await createTestApp();
  world = await createOrderWorld(harness);
});
afterAll(() => harness.close());

const dashboard = (user?: { token: string }) =>
  harness.app.inject({
    method: 'GET',
    url: '/v1/admin/dashboard',
    headers: user ? bearer(user) : {},
  });

/** An application the admins have not answered yet. */
async function pendingApplicant(roleId: RoleId, email: string, phone: string) {
  await inTransaction(harness.ctx.db, (tx) =>
    createUser(tx, {
      roleId,
      email,
      phone,
      firstName: 'Solicitud',
      lastName: 'Pendiente',
      password: 'Clave123!',
      isApproved: null,
    }),
  );
}

/** Bogotá's midnight starting the day `now` falls on there. */
function bogotaMidnight(now: Date): Date {
  return new Date(Date.parse(`${bogotaDay(now)}T00:00:00Z`) + BOGOTA_OFFSET_MS);
}

describe('GET /v1/admin/dashboard', () => {
  it('answers only admins', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    for (const user of [world.client, world.designer, world.supplierA, world.lsh]) {
      const response = await dashboard(user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403 });
    }
  });

  it('counts approvals, sales on Bogotá’s calendar, supplier payouts and every stage', async () => {
    const { app, ctx } = harness;
    const now = ctx.now();
    const todayStart = bogotaMidnight(now);

    // Waiting for the admin: a designer, a supplier and a product; an adviser for its supplier.
    await pendingApplicant(ROLE.designer, 'pendiente.disenador@prueba.co', '3119990001');
    await pendingApplicant(ROLE.supplier, 'pendiente.proveedor@prueba.co', '3119990002');
    const newcomer = await createTestUser(app, ctx, ROLE.supplier);
    await createProduct(app, newcomer, productFields(await setUpSupplier(app, newcomer)));
    await createTestAdviser(app, world.supplierA, {}, false);
    await createTestAdviser(app, world.supplierA, {}, true);

    // Today's sale has both suppliers; B is then paid out. Yesterday at 11 p.m. in Bogotá is
    // already today in UTC, and still yesterday's sale. Pending and canceled orders sold nothing.
    const today = await insertPaidOrder(
      ctx,
      world.client,
      [
        { supplier: world.supplierA, productId: world.covering, quantity: 2 },
        { supplier: world.supplierB, productId: world.table, quantity: 1 },
      ],
      { createdAt: new Date(todayStart.getTime() + 60_000) },
    );
    const lateYesterday = new Date(todayStart.getTime() - HOUR_MS);
    const yesterday = await insertPaidOrder(
      ctx,
      world.designer,
      [{ supplier: world.supplierA, productId: world.lamp, quantity: 1 }],
      { createdAt: lateYesterday },
    );
    const old = await insertPaidOrder(
      ctx,
      world.otherClient,
      [{ supplier: world.supplierB, productId: world.table, quantity: 3 }],
      { createdAt: new Date(todayStart.getTime() - 40 * DAY_MS) },
    );
    for (const status of ['pending', 'canceled'] as const) {
      await insertPaidOrder(
        ctx,
        world.client,
        [{ supplier: world.supplierA, productId: world.covering, quantity: 1 }],
        { createdAt: new Date(todayStart.getTime() + 120_000), status },
      );
    }
    const paidOut = await app.inject({
      method: 'PATCH',
      url: `/v2/admin/orderItem/${today.orderId}/${world.supplierB.uuid}`,
      headers: bearer(world.admin),
    });
    expect(paidOut.json()).toEqual({ is_paid: true });

    // Sheets: one at its visit, one past its design, one finished.
    const designer = await createTestDesigner(harness);
    await newSheet(harness, world.client, designer);
    const atBudget = await newSheet(harness, world.client, designer);
    const finished = await newSheet(harness, world.otherClient, designer);
    await ctx.db
      .update(remodelingSteps)
      .set({ statusId: 3 })
      .where(
        and(
          eq(remodelingSteps.remodelingId, atBudget.id),
          inArray(remodelingSteps.name, ['visit_date', 'design']),
        ),
      );
    await ctx.db
      .update(remodelings)
      .set({ finishedAt: now })
      .where(eq(remodelings.id, finished.id));

    // Virtual consultancies: one unpaid, one paid and waiting for the designer.
    await newConsultancy(harness, world.client, designer);
    const waiting = await newConsultancy(harness, world.otherClient, designer);
    await payThroughSimulator(harness, world.otherClient, waiting.hashid);

    // Presential consultancies: one waiting for the designer, one rejected.
    const presential = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/presential-consultancy',
        headers: bearer(world.client),
        payload: {
          designer_uuid: designer.uuid,
          address: 'Calle 10 # 35-20',
          city_name: 'Medellín, Antioquia',
          preferred_dates: [bogotaDay(now, 2)],
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ info: { hashid: string } }>().info.hashid;
    };
    await presential();
    const rejected = await app.inject({
      method: 'PATCH',
      url: `/v1/presential-consultancy/${await presential()}`,
      headers: bearer(designer),
      payload: { is_approved: false, client_uuid: world.client.uuid },
    });
    expect(rejected.statusCode).toBe(200);

    const response = await dashboard(world.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminDashboard>();

    // The designer and suppliers the world made are approved; only the two above wait.
    expect(body.approvals).toEqual({ designers: 1, suppliers: 1, products: 1, advisers: 1 });

    expect(body.sales.today).toEqual({ count: 1, amount: today.total });
    const sameMonth = bogotaDay(lateYesterday).slice(0, 7) === bogotaDay(now).slice(0, 7);
    expect(body.sales.month).toEqual(
      sameMonth
        ? { count: 2, amount: today.total + yesterday.total }
        : { count: 1, amount: today.total },
    );
    // The paid virtual consultancy is money in that no shop order shows.
    const consultancyPayment = { count: 1, amount: waiting.to_pay };
    expect(body.sales.other_payments).toEqual({
      today: consultancyPayment,
      month: consultancyPayment,
    });
    expect(body.sales.daily).toHaveLength(30);
    expect(body.sales.daily.at(-1)).toEqual({
      day: bogotaDay(now),
      count: 1,
      amount: today.total,
    });
    expect(body.sales.daily.at(-2)).toEqual({
      day: bogotaDay(now, -1),
      count: 1,
      amount: yesterday.total,
    });
    expect(body.sales.daily[0]?.day).toBe(bogotaDay(now, -29));
    expect(body.sales.daily.slice(0, -2).every((day) => day.count === 0 && day.amount === 0)).toBe(
      true,
    );

    // Owed: A's part of today's order, yesterday's order and the old one; B was paid today.
    const supplierTotal = async (orderId: number, supplierUuid: string) => {
      const order = await app.inject({
        method: 'GET',
        url: `/v2/admin/orders/${orderId}`,
        headers: bearer(world.admin),
      });
      const parts = order.json<{ suppliers: { supplier_id: string; total: number }[] }>();
      return parts.suppliers.find((part) => part.supplier_id === supplierUuid)?.total ?? 0;
    };
    expect(body.supplier_payouts).toEqual({
      parts: 3,
      orders: 3,
      suppliers: 2,
      amount:
        (await supplierTotal(today.orderId, world.supplierA.uuid)) +
        (await supplierTotal(yesterday.orderId, world.supplierA.uuid)) +
        (await supplierTotal(old.orderId, world.supplierB.uuid)),
      oldest_purchase_date: new Date(todayStart.getTime() - 40 * DAY_MS).toISOString(),
    });

    const counts = (stages: { stage: string; count: number }[]) =>
      Object.fromEntries(stages.map((row) => [row.stage, row.count]));
    expect(counts(body.remodelings)).toEqual({
      visit_date: 1,
      design: 0,
      budget: 1,
      payment: 0,
      my_orders: 0,
      contractors_installing: 0,
      received: 0,
      finished: 1,
      paid: 0,
    });
    expect(counts(body.virtual_consultancies)).toEqual({
      unpaid: 1,
      waiting: 1,
      active: 0,
      finished: 0,
    });
    expect(counts(body.presential_consultancies)).toEqual({
      pending: 1,
      rejected: 1,
      approved: 0,
      designs_paid: 0,
    });
  });
});
