import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bogotaDay } from '@hogarte/shared/calendar';
import type {
  PresentialConsultancy,
  PresentialRow,
  SupplierQuotePage,
} from '@hogarte/shared/contracts/presential';
import { MONEY } from '@hogarte/shared/limits';
import { presentialDeposit, toCents } from '@hogarte/shared/money';
import { products } from '../db/schema/catalogue.js';
import { payments } from '../db/schema/commerce.js';
import { presentialConsultancies } from '../db/schema/presential.js';
import { paymentQuotes } from '../db/schema/quotes.js';
import { login } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let harness: TestApp;
const tokens = new Map<string, string>();
const BASE = '/v1/presential-consultancy';

const get = (url: string, email: string) =>
  harness.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.get(email) ?? ''}` },
  });

async function list(path: 'clients' | 'designers', email: string): Promise<PresentialRow[]> {
  const response = await get(`${BASE}/${path}`, email);
  expect(response.statusCode).toBe(200);
  return response.json<{ info: PresentialRow[] }>().info;
}

async function consultancy(hashid: string, email: string): Promise<PresentialConsultancy> {
  const response = await get(`${BASE}/${hashid}`, email);
  expect(response.statusCode).toBe(200);
  return response.json<{ info: PresentialConsultancy }>().info;
}

async function supplierQuotes(email: string, query = ''): Promise<SupplierQuotePage> {
  const response = await get(`${BASE}/suppliers/invoices${query}`, email);
  expect(response.statusCode).toBe(200);
  return response.json<SupplierQuotePage>();
}

const statuses = (info: { steps: { step_status_id: number }[] }) =>
  info.steps.map((step) => step.step_status_id);

/** The payments of a consultancy with the quotes each one names, oldest first. */
async function paymentsOf(hashid: string) {
  const rows = await harness.ctx.db
    .select({
      id: payments.id,
      status: payments.status,
      amountInCents: payments.amountInCents,
      depositApplied: payments.depositApplied,
      receipt: payments.receipt,
    })
    .from(payments)
    .innerJoin(
      presentialConsultancies,
      eq(presentialConsultancies.id, payments.presentialConsultancyId),
    )
    .where(eq(presentialConsultancies.hashid, hashid))
    .orderBy(asc(payments.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      quoteIds: (
        await harness.ctx.db
          .select({ quoteId: paymentQuotes.quoteId })
          .from(paymentQuotes)
          .where(eq(paymentQuotes.paymentId, row.id))
      ).map((quote) => quote.quoteId),
    })),
  );
}

/** The demo client's approved consultancies: designs unpaid, and designs paid. */
async function clientApproved() {
  const rows = (await list('clients', 'cliente@demo.co')).filter((row) => row.is_approved);
  const infos = await Promise.all(rows.map((row) => consultancy(row.hashid, 'cliente@demo.co')));
  const unpaid = infos.filter((info) => info.designs_paid_at === null);
  const paid = infos.filter((info) => info.designs_paid_at !== null);
  expect(unpaid).toHaveLength(1);
  expect(paid).toHaveLength(1);
  return { unpaid: unpaid[0] as PresentialConsultancy, paid: paid[0] as PresentialConsultancy };
}

beforeAll(async () => {
  harness = await createTestApp();
  expect(await seedDemoIfEmpty(harness.ctx)).toBe(true);
  for (const email of [
    'cliente@demo.co',
    'disenador@demo.co',
    'santiago.mejia@demo.co',
    'proveedor@demo.co',
    'luminarias.andinas@demo.co',
  ]) {
    tokens.set(email, (await login(harness.app, email, DEMO_PASSWORD)).json().token);
  }
  // Drawing and encoding the catalogue's pictures takes seconds on a busy machine.
}, 120_000);
afterAll(() => harness.close());

describe('the demo presential consultancies', () => {
  it('are seeded once', async () => {
    const before = await harness.ctx.db.$count(presentialConsultancies);
    expect(before).toBe(7);
    expect(await seedDemoIfEmpty(harness.ctx)).toBe(false);
    expect(await harness.ctx.db.$count(presentialConsultancies)).toBe(before);
  });

  it("puts two requests in the demo designer's Mis clientes, visits asked for the coming week", async () => {
    const rows = await list('designers', 'disenador@demo.co');
    // The rejected one left the list: two pending and three approved.
    expect(rows.map((row) => row.is_approved).sort()).toEqual([null, null, true, true, true]);
    const pending = rows.filter((row) => row.is_approved === null);
    const tomorrow = bogotaDay(new Date(), 1);
    const inAWeek = bogotaDay(new Date(), 7);
    for (const row of pending) {
      expect(['Medellín, Antioquia', 'Envigado, Antioquia']).toContain(row.city);
      expect(row.client.email).not.toBe('cliente@demo.co');
      expect(row.steps.map((step) => step.step_status_id)).toEqual([1, 1, 1, 1, 1]);
      for (const day of row.preferred_dates) {
        expect(day >= tomorrow && day <= inAWeek).toBe(true);
      }
    }
    expect(pending.filter((row) => row.notes)).toHaveLength(1);
    // Another demo designer has the demo client's request waiting.
    const other = await list('designers', 'santiago.mejia@demo.co');
    expect(other.map((row) => [row.client.email, row.is_approved])).toEqual([
      ['cliente@demo.co', null],
    ]);
  });

  it('shows the demo client a rejected, two approved and a pending consultancy', async () => {
    const rows = await list('clients', 'cliente@demo.co');
    expect(rows.map((row) => row.is_approved).sort()).toEqual([false, null, true, true]);
    const rejected = rows.find((row) => row.is_approved === false);
    expect(statuses(rejected as PresentialRow)).toEqual([1, 1, 1, 1, 1]);
  });

  it('leaves the designs to pay and a quote to approve on one approved consultancy', async () => {
    const { unpaid } = await clientApproved();
    expect(statuses(unpaid)).toEqual([3, 2, 2, 1, 1]);
    expect(Date.parse(unpaid.steps[0]?.date ?? '')).toBeLessThan(Date.now());
    expect(unpaid.deposit).toMatchObject({ available: false, applied_at: null });
    expect(unpaid.designs).toHaveLength(1);
    const design = await harness.app.inject({ method: 'GET', url: unpaid.designs[0]?.url ?? '' });
    expect(design.headers['content-type']).toBe('image/png');
    expect(unpaid.invoices).toHaveLength(1);
    expect(unpaid.invoices[0]).toMatchObject({
      is_approved: false,
      paid_at: null,
      is_reserved: true,
    });
    expect(new Set(unpaid.invoices[0]?.lines.map((line) => line.supplier.company_name))).toEqual(
      new Set(['Cerámicas del Valle', 'Luminarias Andinas']),
    );
    expect(await paymentsOf(unpaid.hashid)).toEqual([]);
  });

  it('has the designs paid and an approved quote above the deposit threshold on the other', async () => {
    const { paid } = await clientApproved();
    expect(statuses(paid)).toEqual([3, 2, 2, 1, 1]);
    expect(paid.deposit).toMatchObject({ available: true, applied_at: null });
    const [designs] = await paymentsOf(paid.hashid);
    expect(designs).toMatchObject({
      status: 'APPROVED',
      amountInCents: toCents(MONEY.presentialDeposit),
      depositApplied: 0,
      quoteIds: [],
    });
    expect(await paymentsOf(paid.hashid)).toHaveLength(1);

    const approved = paid.invoices.filter((quote) => quote.is_approved);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ paid_at: null, is_reserved: true });
    // Paying it deducts the designs payment.
    const total = approved[0]?.to_pay ?? 0;
    expect(total).toBeGreaterThan(MONEY.presentialDepositThreshold);
    expect(presentialDeposit(total, paid.deposit.available)).toBe(MONEY.presentialDeposit);
    const sent = paid.invoices.filter((quote) => !quote.is_approved);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.paid_at).toBeNull();

    // The sofa's unit is reserved from the shop's stock.
    const [sofa] = await harness.ctx.db
      .select({ units: products.unitsAvailable })
      .from(products)
      .where(eq(products.name, 'Sofá Tres Puestos Lino Gris'));
    expect(sofa?.units).toBe(12 - 1);
  });

  it("pays another client's quotes, the first one less the deposit", async () => {
    const rows = await list('designers', 'disenador@demo.co');
    const row = rows.find((candidate) => candidate.client.email === 'juan.torres@demo.co');
    const info = await consultancy(row?.hashid ?? '', 'disenador@demo.co');
    expect(statuses(info)).toEqual([3, 2, 2, 3, 2]);
    expect(info.designs_paid_at).not.toBeNull();
    expect(info.deposit.available).toBe(false);
    expect(info.deposit.applied_at).not.toBeNull();
    expect(info.invoices).toHaveLength(2);
    for (const quote of info.invoices) expect(quote.paid_at).not.toBeNull();

    const [designs, first, second] = await paymentsOf(info.hashid);
    expect(designs).toMatchObject({ depositApplied: 0, quoteIds: [] });
    const byId = new Map(info.invoices.map((quote) => [quote.id, quote]));
    const firstTotal = byId.get(first?.quoteIds[0] ?? 0)?.to_pay ?? 0;
    expect(firstTotal).toBeGreaterThan(MONEY.presentialDepositThreshold);
    expect(first).toMatchObject({
      status: 'APPROVED',
      depositApplied: MONEY.presentialDeposit,
      amountInCents: toCents(firstTotal - MONEY.presentialDeposit),
      receipt: { type: 'person', email: 'juan.torres@demo.co' },
    });
    // The deposit is deducted once: the later payment pays its quote whole.
    expect(second).toMatchObject({
      status: 'APPROVED',
      depositApplied: 0,
      amountInCents: toCents(byId.get(second?.quoteIds[0] ?? 0)?.to_pay ?? 0),
    });
  });

  it("fills the demo supplier's chips: quoted, paid and finished, its own lines only", async () => {
    const all = await supplierQuotes('proveedor@demo.co');
    expect(all.counts).toEqual({ quoted: 2, paid: 1, finished: 1 });
    expect(all.items).toHaveLength(4);
    for (const quote of all.items) {
      expect(new Set(quote.lines.map((line) => line.supplier.company_name))).toEqual(
        new Set(['Cerámicas del Valle']),
      );
    }
    const [paid] = (await supplierQuotes('proveedor@demo.co', '?paid=true')).items;
    expect(paid).toMatchObject({ status: 'paid', supplierReceipts: [] });
    expect(paid?.trackings).toHaveLength(1);
    expect(paid?.payments?.email).toBe('juan.torres@demo.co');
    expect(paid?.presentialConsultancy.client.email).toBe('juan.torres@demo.co');
    const [finished] = (await supplierQuotes('proveedor@demo.co', '?finished=true')).items;
    expect(finished?.status).toBe('finished');
    expect(finished?.trackings).toHaveLength(1);
    expect(finished?.supplierReceipts).toHaveLength(1);
    const receipt = await harness.app.inject({
      method: 'GET',
      url: finished?.supplierReceipts[0]?.url ?? '',
    });
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The other supplier of the paid quote shipped its part without invoicing it yet.
    expect((await supplierQuotes('luminarias.andinas@demo.co')).counts).toEqual({
      quoted: 2,
      paid: 1,
      finished: 0,
    });
  });
});
