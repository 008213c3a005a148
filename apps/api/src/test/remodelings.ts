/**
 * Process sheets for the API tests: the people of a remodelling, a sheet asked for through the
 * real API, and quotes written straight into the tables (their builder is tested with the quotes
 * module; here they only need to exist, approved or paid, with lines of given suppliers).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import { documentTypeId } from '@hogarte/shared/lookups';
import { quoteLineSubtotal, quoteSplit, quoteTotals } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { quoteLines, quotes } from '../db/schema/quotes.js';
import { remodelings } from '../db/schema/remodelings.js';
import { insertStoredFile } from '../modules/files/files.repository.js';
import { insertConsultancy } from '../modules/presential/presential.repository.js';
import { createProduct, productFields, setUpSupplier } from './catalogue.js';
import { bearer, createTestUser, type TestUser } from './fixtures.js';
import type { TestApp } from './test-app.js';
import { createTestDesigner } from './virtual-consultancies.js';

export interface QuotingSupplier extends TestUser {
  productId: number;
}

async function quotingSupplier(harness: TestApp): Promise<QuotingSupplier> {
  const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  const setup = await setUpSupplier(harness.app, supplier);
  const productId = await createProduct(
    harness.app,
    supplier,
    productFields(setup, CATEGORY_ID.decoration),
  );
  return { ...supplier, productId };
}

/** Everyone a sheet involves, and someone of each role who is not in it. */
export async function createRemodelingUsers(harness: TestApp) {
  const { app, ctx } = harness;
  return {
    client: await createTestUser(app, ctx, ROLE.client),
    otherClient: await createTestUser(app, ctx, ROLE.client),
    designer: await createTestDesigner(harness),
    otherDesigner: await createTestDesigner(harness),
    supplier: await quotingSupplier(harness),
    otherSupplier: await quotingSupplier(harness),
    lsh: await createTestUser(app, ctx, ROLE.lsh),
    admin: await createTestUser(app, ctx, ROLE.admin),
  };
}

export const SHEET_REQUEST = {
  address: 'Carrera 43A # 1-50, apto 901',
  city_name: 'Medellín, Antioquia',
  space_quantity: 2,
};

export function requestRemodeling(
  harness: TestApp,
  client: { token: string },
  body: Record<string, unknown>,
) {
  return harness.app.inject({
    method: 'POST',
    url: '/v1/remodelings',
    headers: bearer(client),
    payload: body,
  });
}

/** A new sheet of `client` with `designer`: its hashid and row id. */
export async function newSheet(harness: TestApp, client: TestUser, designer: TestUser) {
  const response = await requestRemodeling(harness, client, {
    ...SHEET_REQUEST,
    designer_uuid: designer.uuid,
  });
  if (response.statusCode !== 201) throw new Error(`remodelling: ${response.body}`);
  const { hashid } = response.json<{ hashid: string }>();
  const [row] = await harness.ctx.db
    .select({ id: remodelings.id })
    .from(remodelings)
    .where(eq(remodelings.hashid, hashid));
  if (!row) throw new Error('remodelling row missing');
  return { hashid, id: row.id };
}

/**
 * An approved presential consultancy of `client` with `designer`, its steps pending, written
 * straight into the tables (its request and approval are tested with the presential module).
 */
export async function approvedPresentialConsultancy(
  harness: TestApp,
  client: TestUser,
  designer: TestUser,
) {
  const now = harness.ctx.now();
  const hashid = randomBytes(9).toString('base64url');
  const id = await insertConsultancy(harness.ctx.db, {
    hashid,
    clientUserId: client.id,
    designerUserId: designer.id,
    address: 'Carrera 43A # 1-50',
    cityName: 'Medellín, Antioquia',
    preferredDates: ['2026-12-01'],
    isApproved: true,
    decidedAt: now,
    createdAt: now,
  });
  return { id, hashid, kind: 'presential' as const };
}

export interface TestQuoteLine {
  supplier: QuotingSupplier;
  units: number;
  price: number;
  shippingCost?: number;
  installationPrice?: number;
  commissionPercent?: number;
}

/**
 * A quote of a sheet (or, with `kind: 'presential'`, of a presential consultancy) with its lines,
 * totals and split as the quote rules compute them; approved and paid when asked (a paid quote is
 * approved first, as the table requires).
 */
export async function insertQuote(
  harness: TestApp,
  sheet: { id: number; kind?: 'remodeling' | 'presential' },
  designer: TestUser,
  lines: TestQuoteLine[],
  state: { approved?: boolean; paid?: boolean; name?: string } = {},
): Promise<number> {
  const { ctx } = harness;
  const now = ctx.now();
  const money = lines.map((line) => ({
    units: line.units,
    price: line.price,
    shippingCost: line.shippingCost ?? 0,
    installationPrice: line.installationPrice ?? 0,
    commissionPercent: line.commissionPercent ?? 30,
  }));
  const totals = quoteTotals(money);
  const split = quoteSplit(money);
  const file = await insertStoredFile(ctx.db, {
    ownerUserId: designer.id,
    documentTypeId: documentTypeId('invoice'),
    storageKey: `private/cotizacion-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`,
    fileName: 'cotizacion.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 100,
    isPrivate: true,
  });
  const [quote] = await ctx.db
    .insert(quotes)
    .values({
      remodelingId: sheet.kind === 'presential' ? null : sheet.id,
      presentialConsultancyId: sheet.kind === 'presential' ? sheet.id : null,
      designerUserId: designer.id,
      name: state.name ?? 'Cocina',
      fileId: file.id,
      subtotal: totals.subtotal,
      iva: totals.iva,
      ...split,
      approvedAt: state.approved || state.paid ? now : null,
      paidAt: state.paid ? now : null,
      reservedUntil: new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: quotes.id });
  if (!quote) throw new Error('quote not inserted');
  await ctx.db.insert(quoteLines).values(
    lines.map((line, index) => ({
      quoteId: quote.id,
      productId: line.supplier.productId,
      supplierUserId: line.supplier.id,
      productName: `Producto ${index + 1}`,
      units: line.units,
      unitPrice: line.price,
      shippingCost: money[index]?.shippingCost ?? 0,
      installationPrice: money[index]?.installationPrice ?? 0,
      commissionPercentage: money[index]?.commissionPercent ?? 30,
      subtotal: quoteLineSubtotal(line.units, line.price, line.shippingCost ?? 0),
    })),
  );
  return quote.id;
}
