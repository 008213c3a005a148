import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRemodeling } from '@hogarte/shared/contracts/people';
import type { Remodeling, RemodelingPage } from '@hogarte/shared/contracts/remodelings';
import { quoteTotals } from '@hogarte/shared/money';
import { mayReceiveWork } from '@hogarte/shared/process-steps';
import { products } from '../db/schema/catalogue.js';
import { login } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let harness: TestApp;
const tokens = new Map<string, string>();

const get = (url: string, email: string) =>
  harness.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.get(email) ?? ''}` },
  });

async function sheet(hashid: string, email = 'cliente@demo.co'): Promise<Remodeling> {
  const response = await get(`/v1/remodelings/${hashid}`, email);
  expect(response.statusCode).toBe(200);
  return response.json<{ info: Remodeling }>().info;
}

const statuses = (info: Remodeling) => info.steps.map((step) => step.step_status_id);
const stepStates = (info: Remodeling) =>
  info.steps.map((step) => ({ name: step.name, statusId: step.step_status_id, date: step.date }));

/** The demo client's sheets by their steps' statuses, the story each one tells. */
async function clientSheets() {
  const list = (await get('/v1/clients/remodelings', 'cliente@demo.co')).json<ClientRemodeling[]>();
  const sheets = await Promise.all(list.map((row) => sheet(row.hashid)));
  const find = (pattern: number[]) => {
    const found = sheets.filter((info) => statuses(info).join() === pattern.join());
    expect(found).toHaveLength(1);
    return found[0] as Remodeling;
  };
  return { list, sheets, find };
}

beforeAll(async () => {
  harness = await createTestApp();
  await seedDemoIfEmpty(harness.ctx);
  for (const email of [
    'cliente@demo.co',
    'disenador@demo.co',
    'proveedor@demo.co',
    'muebles.nativa@demo.co',
    'lsh@demo.co',
    'admin@demo.co',
  ]) {
    tokens.set(email, (await login(harness.app, email, DEMO_PASSWORD)).json().token);
  }
  // Drawing and encoding the catalogue's pictures takes seconds on a busy machine.
}, 120_000);
afterAll(() => harness.close());

describe('the demo remodellings', () => {
  it('gives the demo client five sheets, one at every stage, each with its 7 steps', async () => {
    const { list, sheets, find } = await clientSheets();
    expect(list).toHaveLength(5);
    for (const info of sheets) {
      expect(info.steps.map((step) => step.name)).toEqual([
        'visit_date',
        'design',
        'budget',
        'payment',
        'my_orders',
        'contractors_installing',
        'received',
      ]);
    }
    const started = find([2, 1, 1, 1, 1, 1, 1]);
    const visit = Date.parse(started.steps[0]?.date ?? '');
    expect(visit).toBeGreaterThan(Date.now());
    expect(visit).toBeLessThan(Date.now() + 8 * 86_400_000);
    expect(started.designs).toEqual([]);

    const quoting = find([3, 2, 2, 1, 1, 1, 1]);
    expect(quoting.designs.map((design) => design.is_approved)).toEqual([true]);
    expect(quoting.technical_documents).toHaveLength(1);

    const shipping = find([3, 2, 2, 3, 3, 2, 1]);
    // The installation is under way: the client cannot receive the work yet.
    expect(mayReceiveWork(stepStates(shipping))).toBe(false);
    expect(Date.parse(shipping.steps[5]?.date ?? '')).toBeGreaterThan(Date.now());
    expect(shipping.installers).toHaveLength(2);
    expect(shipping.invoices[0]?.trackings).toHaveLength(1);
    expect(shipping.invoices[0]?.paid_at).not.toBeNull();

    const finished = sheets.filter((info) => info.status === 'finished');
    expect(finished).toHaveLength(2);
    for (const info of finished) {
      expect(statuses(info)).toEqual([3, 3, 3, 3, 3, 3, 3]);
      expect(info.designer_rating).toBe(5);
      expect(info.comments).toBeTruthy();
      expect(info.lsh_invoice?.filename).toBe('factura-instalacion.pdf');
      expect(info.lsh_policy?.filename).toBe('poliza-responsabilidad-civil.pdf');
      expect(info.legal_documents).toHaveLength(1);
    }
    const paidOut = finished.filter((info) => info.paid_at !== null);
    expect(paidOut).toHaveLength(1);
    expect(paidOut[0]?.admin_invoice?.filename).toBe('factura-cliente.pdf');
    expect(paidOut[0]?.invoices.filter((quote) => quote.paid_at !== null)).toHaveLength(2);
    expect(paidOut[0]?.designer.first_name).toBe('Santiago');
  }, 30_000);

  it('sends a quote of two suppliers with complements, reserved from the shop stock and not approved', async () => {
    const { find } = await clientSheets();
    const quoting = find([3, 2, 2, 1, 1, 1, 1]);
    const [quote] = quoting.invoices;
    expect(quoting.invoices).toHaveLength(1);
    expect(quote).toMatchObject({ is_approved: false, paid_at: null, is_reserved: true });
    const lines = quote?.lines ?? [];
    expect(new Set(lines.map((line) => line.supplier.company_name)).size).toBe(2);
    // 7.5 m² in boxes of 1.2 m² → 7; its complements follow the brand's 7.5 m².
    const tile = lines.find((line) => line.name === 'Enchape Metro Blanco Brillante 10x30');
    expect(tile).toMatchObject({ m2: 7.5, units: 7, complementary: false });
    const complements = lines.filter((line) => line.complementary);
    expect(complements.map((line) => [line.name, line.units, line.installation_price])).toEqual([
      ['Pegante Cerámico Gris 25 kg', 2, 0],
      ['Boquilla Sin Arena Blanca 2 kg', 2, 0],
    ]);
    const totals = quoteTotals(
      lines.map((line) => ({
        units: line.units,
        price: line.unit_price,
        shippingCost: line.shipping_cost,
        installationPrice: line.installation_price,
        commissionPercent: 0,
      })),
    );
    expect(quote).toMatchObject({
      subtotal: totals.subtotal,
      iva: totals.iva,
      to_pay: totals.total,
    });
    const reservedFor =
      Date.parse(quote?.reserved_until ?? '') - Date.parse(quote?.created_at ?? '');
    expect(reservedFor).toBe(3 * 86_400_000);
    const [stock] = await harness.ctx.db
      .select({ units: products.unitsAvailable })
      .from(products)
      .where(eq(products.name, 'Enchape Metro Blanco Brillante 10x30'));
    expect(stock?.units).toBe(520 - 7);

    const pdf = await harness.app.inject({ method: 'GET', url: quote?.url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const design = await harness.app.inject({ method: 'GET', url: quoting.designs[0]?.url ?? '' });
    expect(design.headers['content-type']).toBe('image/png');
  }, 30_000);

  it('shows the sheets to the demo designer, the quoted suppliers, lsh and the admin', async () => {
    const total = async (url: string, email: string) => {
      const response = await get(url, email);
      expect(response.statusCode).toBe(200);
      return response.json<RemodelingPage>().pagination.totalItems;
    };
    expect(await total('/v1/remodelings', 'disenador@demo.co')).toBe(4);
    expect(await total('/v1/remodelings', 'proveedor@demo.co')).toBe(4);
    expect(await total('/v1/remodelings', 'muebles.nativa@demo.co')).toBe(1);
    // lsh sees the sheets with a paid quote.
    expect(await total('/v1/remodelings', 'lsh@demo.co')).toBe(3);
    expect(await total('/v1/remodelings', 'admin@demo.co')).toBe(5);
    expect(await total('/v1/remodelings?finished=true', 'admin@demo.co')).toBe(2);
    expect(await total('/v1/remodelings?paid=true', 'admin@demo.co')).toBe(1);

    // A supplier sees only its own lines of the quotes it is in.
    const { find } = await clientSheets();
    const shipping = find([3, 2, 2, 3, 3, 2, 1]);
    const seen = await sheet(shipping.hashid, 'proveedor@demo.co');
    const companies = seen.invoices.flatMap((quote) =>
      quote.lines.map((l) => l.supplier.company_name),
    );
    expect(new Set(companies)).toEqual(new Set(['Cerámicas del Valle']));
  }, 30_000);
});
