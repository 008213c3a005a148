import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SupplierQuote, SupplierQuotePage } from '@hogarte/shared/contracts/presential';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { quoteSplit, quoteTotals } from '@hogarte/shared/money';
import { PRESENTIAL_STEP_NAMES } from '@hogarte/shared/process-steps';
import { payments } from '../../db/schema/commerce.js';
import { storedFiles } from '../../db/schema/files.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { paymentQuotes, quoteSupplierReceipts } from '../../db/schema/quotes.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import {
  approvedPresentialConsultancy,
  createRemodelingUsers,
  insertQuote,
  newSheet,
  type QuotingSupplier,
} from '../../test/remodelings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let client: TestUser;
let designer: TestUser;
let supplier: QuotingSupplier;
let otherSupplier: QuotingSupplier;

const BASE = '/v1/presential-consultancy';

const PERSON_RECEIPT: ReceiptData = {
  type: 'person',
  first_name: 'Laura',
  last_name: 'Restrepo',
  document_type: 'CC',
  document_number: '1037000111',
  email: 'laura@correo.co',
  address: 'Calle 10 # 43-12',
  city: 'Medellín',
};

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, user?: { token: string }, payload?: object) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

const uploadTo = (url: string, user: { token: string }, part: UploadPart) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: bearer(user),
    payload: formOf({}, { file: [part] }),
  });

const receiptUrl = (hashid: string, quoteId: number) =>
  `${BASE}/${hashid}/files/invoice?supplier_receipt=true&invoice_id=${quoteId}`;
const trackingUrl = (quoteId: number, query = '') =>
  `${BASE}/invoices/${quoteId}/trackings${query}`;

async function listOf(user: { token: string }, query = '') {
  const response = await call('GET', `${BASE}/suppliers/invoices${query}`, user);
  if (response.statusCode !== 200) throw new Error(`list: ${response.body}`);
  return response.json<SupplierQuotePage>();
}

async function quoteOf(user: { token: string }, quoteId: number): Promise<SupplierQuote> {
  const found = (await listOf(user, '?itemsPerPage=50')).items.find((item) => item.id === quoteId);
  if (!found) throw new Error(`quote ${quoteId} not listed`);
  return found;
}

/** The approved Wompi payment that paid a quote, with the client's receipt data. */
async function recordPayment(consultancyId: number, quoteId: number, receipt: ReceiptData) {
  const { db } = harness.ctx;
  const [payment] = await db
    .insert(payments)
    .values({
      presentialConsultancyId: consultancyId,
      receipt,
      reference: `test-${randomBytes(6).toString('hex')}`,
      amountInCents: 100,
      publicKey: 'pub_test',
      status: 'APPROVED',
      finalizedAt: harness.ctx.now(),
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment not inserted');
  await db.insert(paymentQuotes).values({ paymentId: payment.id, quoteId });
}

const ownLine = { units: 2, price: 150_000, shippingCost: 10_000, installationPrice: 5_000 };

beforeAll(async () => {
  harness = await createTestApp();
  ({ client, designer, supplier, otherSupplier } = await createRemodelingUsers(harness));
});

afterAll(async () => {
  await harness.close();
});

describe("a supplier's presential quotes", () => {
  it('lists only its own quotes, newest first, with its lines, money, receipt data and counts', async () => {
    const consultancy = await approvedPresentialConsultancy(harness, client, designer);
    const unpaid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }], {
      name: 'Baño',
    });
    const shared = await insertQuote(
      harness,
      consultancy,
      designer,
      [
        { supplier, ...ownLine },
        { supplier: otherSupplier, units: 1, price: 90_000 },
      ],
      { paid: true, name: 'Cocina' },
    );
    await recordPayment(consultancy.id, shared, PERSON_RECEIPT);
    const othersOnly = await insertQuote(harness, consultancy, designer, [
      { supplier: otherSupplier, units: 1, price: 50_000 },
    ]);
    // A remodelling's quote is not a presential one.
    const sheet = await newSheet(harness, client, designer);
    await insertQuote(harness, sheet, designer, [{ supplier, ...ownLine }], { paid: true });

    const all = await listOf(supplier);
    expect(all.items.map((item) => item.id)).toEqual([shared, unpaid]);
    expect(all.counts).toEqual({ quoted: 1, paid: 1, finished: 0 });
    expect(all.pagination).toMatchObject({ totalItems: 2, currentPage: 1 });
    const ownMoney = [{ ...ownLine, commissionPercent: 30 }];
    expect(all.items[0]).toMatchObject({
      id: shared,
      name: 'Cocina',
      status: 'paid',
      filename: 'cotizacion.pdf',
      subtotal: quoteTotals(ownMoney).subtotal,
      to_pay_supplier: quoteSplit(ownMoney).toPaySupplier,
      lines: [{ supplier: { uuid: supplier.uuid }, units: 2 }],
      payments: PERSON_RECEIPT,
      trackings: [],
      supplierReceipts: [],
      presentialConsultancy: {
        hashid: consultancy.hashid,
        city: 'Medellín, Antioquia',
        street_address: 'Carrera 43A # 1-50',
        client: { uuid: client.uuid, email: client.email, phone: client.phone },
        designer: { uuid: designer.uuid },
      },
    });
    expect(all.items[0]?.lines).toHaveLength(1);
    expect(all.items[0]?.presentialConsultancy.steps.map((step) => step.name)).toEqual([
      ...PRESENTIAL_STEP_NAMES,
    ]);
    expect(all.items[1]).toMatchObject({ id: unpaid, status: 'quoted', payments: null });

    expect((await listOf(supplier, '?paid=false')).items.map((item) => item.id)).toEqual([unpaid]);
    expect((await listOf(supplier, '?paid=true')).items.map((item) => item.id)).toEqual([shared]);
    expect((await listOf(supplier, '?finished=true')).items).toEqual([]);

    const theirs = await listOf(otherSupplier);
    expect(theirs.items.map((item) => item.id)).toEqual([othersOnly, shared]);
    expect(theirs.items[1]?.lines.map((line) => line.supplier.uuid)).toEqual([otherSupplier.uuid]);

    expect((await call('GET', `${BASE}/suppliers/invoices`, client)).statusCode).toBe(403);
  });

  it('takes tracking links on paid quotes only, moves my orders and tells the client', async () => {
    const consultancy = await approvedPresentialConsultancy(harness, client, designer);
    const paid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }], {
      paid: true,
    });
    const unpaid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }]);
    const sheet = await newSheet(harness, client, designer);
    const sheetQuote = await insertQuote(harness, sheet, designer, [{ supplier, ...ownLine }], {
      paid: true,
    });
    const link = { url: 'https://rastreo.envia.com/guia/998877' };

    expect((await call('POST', trackingUrl(paid), otherSupplier, link)).statusCode).toBe(404);
    expect((await call('POST', trackingUrl(sheetQuote), supplier, link)).statusCode).toBe(404);
    expect((await call('POST', trackingUrl(paid), client, link)).statusCode).toBe(403);
    const notPaid = await call('POST', trackingUrl(unpaid), supplier, link);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ message: MESSAGES.quoteNotPaid });

    const added = await call('POST', trackingUrl(paid, '?whatsapp=true'), supplier, link);
    expect(added.statusCode).toBe(201);
    const { message, info } = added.json<{ message: string; info: SupplierQuote }>();
    expect(message).toBe(MESSAGES.trackingAdded);
    expect(info.trackings).toMatchObject([{ url: link.url }]);
    const myOrders = info.presentialConsultancy.steps.find((step) => step.name === 'my_orders');
    expect(myOrders?.step_status_id).toBe(2);
    const told = await harness.ctx.db
      .select({ text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, client.phone));
    expect(
      told.some((row) =>
        row.text.includes(`asesoría presencial #${consultancy.hashid} van en camino`),
      ),
    ).toBe(true);

    const trackingId = info.trackings[0]?.id ?? 0;
    expect((await call('DELETE', `${BASE}/trackUrl/${trackingId}`, otherSupplier)).statusCode).toBe(
      404,
    );
    // The remodelling's door does not remove a presential quote's link.
    expect(
      (await call('DELETE', `/v1/remodelings/trackUrl/${trackingId}`, supplier)).statusCode,
    ).toBe(404);
    const removed = await call('DELETE', `${BASE}/trackUrl/${trackingId}`, supplier);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: MESSAGES.trackingDeleted,
      info: { id: paid, trackings: [] },
    });
  });

  it('takes PDF receipts on paid quotes, removes them, and finishes a tracked and invoiced quote', async () => {
    const consultancy = await approvedPresentialConsultancy(harness, client, designer);
    const elsewhere = await approvedPresentialConsultancy(harness, client, designer);
    const paid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }], {
      paid: true,
    });
    const unpaid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }]);
    await insertQuote(harness, elsewhere, designer, [{ supplier, ...ownLine }]);

    const notPaid = await uploadTo(receiptUrl(consultancy.hashid, unpaid), supplier, pdf());
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ message: MESSAGES.supplierReceiptNotPaid });
    const noFlag = `${BASE}/${consultancy.hashid}/files/invoice?invoice_id=${paid}`;
    expect((await uploadTo(noFlag, supplier, pdf())).statusCode).toBe(400);
    const noQuote = `${BASE}/${consultancy.hashid}/files/invoice?supplier_receipt=true`;
    expect((await uploadTo(noQuote, supplier, pdf())).statusCode).toBe(400);
    expect((await uploadTo(receiptUrl(consultancy.hashid, paid), supplier, png())).statusCode).toBe(
      415,
    );
    // The quote belongs to another consultancy than the one named.
    expect((await uploadTo(receiptUrl(elsewhere.hashid, paid), supplier, pdf())).statusCode).toBe(
      404,
    );
    expect(
      (await uploadTo(receiptUrl(consultancy.hashid, paid), otherSupplier, pdf())).statusCode,
    ).toBe(404);

    const uploaded = await uploadTo(
      receiptUrl(consultancy.hashid, paid),
      supplier,
      pdf('factura-proveedor.pdf'),
    );
    expect(uploaded.statusCode).toBe(201);
    const first = uploaded.json<{ message: string; info: SupplierQuote }>();
    expect(first.message).toBe(MESSAGES.invoiceUploaded);
    expect(first.info).toMatchObject({
      status: 'paid',
      supplierReceipts: [{ filename: 'factura-proveedor.pdf' }],
    });
    const receipt = first.info.supplierReceipts[0];
    expect(receipt?.presential_consultancy_file_id).toBe(receipt?.id);

    const link = { url: 'https://rastreo.envia.com/guia/112233' };
    expect((await call('POST', trackingUrl(paid), supplier, link)).statusCode).toBe(201);
    expect((await quoteOf(supplier, paid)).status).toBe('finished');
    const finished = await listOf(supplier, '?finished=true');
    expect(finished.items.map((item) => item.id)).toContain(paid);
    expect((await listOf(supplier, '?paid=true')).items.map((item) => item.id)).not.toContain(paid);

    // The dashboard's door: the same upload, named by the supplier's own uuid.
    const dashboard = (user: TestUser, id: number) =>
      `/v1/suppliers/${user.uuid}/files/invoice?invoice_id=${id}`;
    expect((await uploadTo(dashboard(otherSupplier, paid), supplier, pdf())).statusCode).toBe(404);
    expect((await uploadTo(dashboard(supplier, unpaid), supplier, pdf())).statusCode).toBe(409);
    const second = await uploadTo(dashboard(supplier, paid), supplier, pdf('segunda.pdf'));
    expect(second.statusCode).toBe(201);
    const secondBody = second.json<{ url: string; info: SupplierQuote }>();
    expect(secondBody.info.supplierReceipts.map((file) => file.filename)).toEqual([
      'factura-proveedor.pdf',
      'segunda.pdf',
    ]);
    expect(secondBody.url).toBe(secondBody.info.supplierReceipts[1]?.url);

    const receiptId = receipt?.id ?? 0;
    const [file] = await harness.ctx.db
      .select({ storageKey: storedFiles.storageKey })
      .from(quoteSupplierReceipts)
      .innerJoin(storedFiles, eq(storedFiles.id, quoteSupplierReceipts.fileId))
      .where(eq(quoteSupplierReceipts.id, receiptId));
    expect(await harness.ctx.storage.get(file?.storageKey ?? '')).not.toBeNull();
    const deleteUrl = `${BASE}/supplier-receipt/${receiptId}`;
    expect((await call('DELETE', deleteUrl, otherSupplier)).statusCode).toBe(404);
    const removed = await call('DELETE', deleteUrl, supplier);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: MESSAGES.supplierReceiptDeleted,
      info: { id: paid, supplierReceipts: [{ filename: 'segunda.pdf' }] },
    });
    expect(await harness.ctx.storage.get(file?.storageKey ?? '')).toBeNull();
    expect((await call('DELETE', deleteUrl, supplier)).statusCode).toBe(404);
  });

  it("draws the client's billing data of a paid quote for the supplier itself", async () => {
    const consultancy = await approvedPresentialConsultancy(harness, client, designer);
    const paid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }], {
      paid: true,
    });
    await recordPayment(consultancy.id, paid, {
      type: 'company',
      business_name: 'Constructora Andina S.A.S.',
      NIT: '900123456-7',
      company_address: 'Calle 5 # 10-20',
      email: 'compras@andina.co',
    });
    const unpaid = await insertQuote(harness, consultancy, designer, [{ supplier, ...ownLine }]);
    const documentUrl = (user: TestUser) => `/v1/suppliers/${user.uuid}/document/receipt`;

    expect(
      (await call('POST', documentUrl(otherSupplier), supplier, { invoice_id: paid })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', documentUrl(otherSupplier), otherSupplier, { invoice_id: paid }))
        .statusCode,
    ).toBe(404);
    const notPaid = await call('POST', documentUrl(supplier), supplier, { invoice_id: unpaid });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ message: MESSAGES.quoteNotPaid });

    const drawn = await call('POST', documentUrl(supplier), supplier, { invoice_id: paid });
    expect(drawn.statusCode).toBe(200);
    const { info, fileName } = drawn.json<{ info: string; fileName: string }>();
    expect(Buffer.from(info, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    expect(fileName).toBe(`datos-facturacion-${consultancy.hashid}-${paid}.pdf`);
  });
});
