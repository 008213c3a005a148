import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayuCheckout } from '@hogarte/shared/contracts/legacy-checkout';
import type { QuotePaymentCreated } from '@hogarte/shared/contracts/remodelings';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { products } from '../../db/schema/catalogue.js';
import { payments } from '../../db/schema/commerce.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { quotes } from '../../db/schema/quotes.js';
import { remodelingSteps } from '../../db/schema/remodelings.js';
import {
  confirmationSign,
  newValue,
  PAYU_CONFIRMATION_PATH,
} from '../../integrations/payu/payu.js';
import { PAYU_SIMULATOR_PAY_PATH, PAYU_SIMULATOR_PATH } from '../../integrations/payu/simulator.js';
import { WompiSimulator } from '../../integrations/wompi/simulator.js';
import { approveProduct } from '../../test/catalogue.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import {
  createRemodelingUsers,
  insertQuote,
  newSheet,
  type QuotingSupplier,
} from '../../test/remodelings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let people: Awaited<ReturnType<typeof createRemodelingUsers>>;
let client: TestUser;
let supplier: QuotingSupplier;

const PERSON = {
  first_name: 'Ana',
  last_name: 'Restrepo',
  document_type: 'CC',
  document_number: '1020304050',
  email: 'ana.restrepo@prueba.co',
  address: 'Carrera 43A # 1-50',
  city: 'Medellín',
};

const send = (method: 'GET' | 'POST', url: string, user: { token: string }, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

function pay(
  hashid: string,
  body: { to_pay: number; invoices: number[]; receiptData?: object },
  user: { token: string } = client,
) {
  return send('POST', `/v1/remodelings/${hashid}/payments`, user, {
    to_pay: body.to_pay,
    invoices: body.invoices,
    receipt: { type: 'person', receiptData: body.receiptData ?? PERSON },
  });
}

/** Pays a Wompi checkout in the simulator, as the browser does; answers the transaction id. */
async function payCheckout(checkoutUrl: string, card = '4242 4242 4242 4242') {
  const form = new URLSearchParams({
    ...Object.fromEntries(new URL(checkoutUrl).searchParams),
    'payment-method': 'CARD',
    'card-number': card,
    'card-holder': 'ANA RESTREPO',
    'card-expiry': '12/49',
    'card-cvc': '123',
  });
  const paid = await harness.app.inject({
    method: 'POST',
    url: '/simulador/wompi/p/pagar',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(paid.statusCode).toBe(303);
  if (harness.ctx.wompi instanceof WompiSimulator) await harness.ctx.wompi.settled();
  return new URL(paid.headers.location as string).searchParams.get('id') ?? '';
}

async function quoteRow(id: number) {
  const [row] = await harness.ctx.db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw new Error('quote missing');
  return row;
}

async function paymentStep(remodelingId: number) {
  const [row] = await harness.ctx.db
    .select({ statusId: remodelingSteps.statusId })
    .from(remodelingSteps)
    .where(
      and(eq(remodelingSteps.remodelingId, remodelingId), eq(remodelingSteps.name, 'payment')),
    );
  return row?.statusId;
}

const emailsTo = (recipient: string) =>
  harness.ctx.db
    .select({ subject: outboxMessages.subject, text: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));

const stockOf = async (productId: number) =>
  (
    await harness.ctx.db
      .select({ units: products.unitsAvailable })
      .from(products)
      .where(eq(products.id, productId))
  )[0]?.units;

/** A sheet of the client with one approved quote of 2 units at 100.000 (to pay 238.000). */
async function sheetWithQuote(state: { approved?: boolean } = { approved: true }) {
  const sheet = await newSheet(harness, client, people.designer);
  const quoteId = await insertQuote(
    harness,
    sheet,
    people.designer,
    [{ supplier, units: 2, price: 100_000 }],
    state,
  );
  return { sheet, quoteId, toPay: (await quoteRow(quoteId)).toPay };
}

beforeAll(async () => {
  harness = await createTestApp();
  people = await createRemodelingUsers(harness);
  ({ client, supplier } = people);
  await approveProduct(harness.app, people.admin, supplier.productId);
});

afterAll(async () => {
  await harness.close();
});

describe('receipt data', () => {
  it('keeps the client’s receipt and offers it again', async () => {
    const none = await send('GET', '/v1/remodelings/payments/receipts', people.otherClient);
    expect(none.json()).toEqual({ info: null });

    const saved = await send('POST', '/v1/remodelings/payments/receipts?person=true', client, {
      ...PERSON,
      type: 'company',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: MESSAGES.dataUpdated,
      info: { type: 'person', ...PERSON },
    });
    const read = await send('GET', '/v1/remodelings/payments/receipts', client);
    expect(read.json()).toEqual({ info: { type: 'person', ...PERSON } });
  });

  it('answers the spec’s messages on the fields', async () => {
    const person = await send('POST', '/v1/remodelings/payments/receipts?person=true', client, {
      ...PERSON,
      document_number: '1.020.304',
      email: 'no-es-correo',
      city: '',
    });
    expect(person.statusCode).toBe(400);
    const errors = person.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'document_number', message: MESSAGES.receiptDocumentNumber },
        { field: 'city', message: MESSAGES.required },
        expect.objectContaining({ field: 'email' }),
      ]),
    );
    const company = await send('POST', '/v1/remodelings/payments/receipts?company=true', client, {
      business_name: '',
      NIT: '12',
    });
    expect(company.statusCode).toBe(400);
    expect(
      company.json<{ errors: { field: string }[] }>().errors.map((error) => error.field),
    ).toEqual(expect.arrayContaining(['business_name', 'NIT']));
    const neither = await send('POST', '/v1/remodelings/payments/receipts', client, PERSON);
    expect(neither.statusCode).toBe(400);
  });

  it('is the client’s only', async () => {
    const response = await send('GET', '/v1/remodelings/payments/receipts', people.designer);
    expect(response.statusCode).toBe(403);
  });
});

describe('paying quotes', () => {
  it('pays approved quotes once through Wompi: quotes paid, payment step done, people told', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    expect(toPay).toBe(238_000);
    const created = await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] });
    expect(created.statusCode).toBe(201);
    const payment = created.json<QuotePaymentCreated>();
    expect(payment.to_pay).toBe(toPay);
    const checkout = new URL(payment.checkout_url);
    expect(checkout.searchParams.get('amount-in-cents')).toBe(String(toPay * 100));
    expect(checkout.searchParams.get('reference')).toBe(payment.uuid);
    expect(checkout.searchParams.get('redirect-url')).toContain(`/compra/${sheet.hashid}/wompi`);
    const [row] = await harness.ctx.db
      .select({ receipt: payments.receipt, provider: payments.provider })
      .from(payments)
      .where(eq(payments.reference, payment.uuid));
    expect(row).toEqual({ provider: 'wompi', receipt: { type: 'person', ...PERSON } });

    const transactionId = await payCheckout(payment.checkout_url);
    expect((await quoteRow(quoteId)).paidAt).not.toBeNull();
    expect(await paymentStep(sheet.id)).toBe(3);
    const supplierMail = await emailsTo(supplier.email);
    expect(supplierMail).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.remodelingPaidSupplierEmailSubject, { hashid: sheet.hashid }),
        text: expect.stringContaining(`/compra/${sheet.hashid}`),
      }),
    );
    expect(await emailsTo(people.lsh.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.remodelingPaidLshEmailSubject, { hashid: sheet.hashid }),
      }),
    );
    expect(await emailsTo(people.designer.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.remodelingPaidDesignerEmailSubject, {
          hashid: sheet.hashid,
        }),
      }),
    );

    // The return page's lookup: the client's only.
    const result = await send('GET', `/v1/remodelings/payments/wompi/${transactionId}`, client);
    expect(result.json()).toEqual({ status: 'APPROVED', hashid: sheet.hashid });
    const foreign = await send(
      'GET',
      `/v1/remodelings/payments/wompi/${transactionId}`,
      people.otherClient,
    );
    expect(foreign.statusCode).toBe(404);

    const again = await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: MESSAGES.quoteAlreadyPaid,
      errors: [{ field: 'invoices' }],
    });
  });

  it('pays a quote once when two approved payments name it, and asks the admins to refund', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const first = (
      await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] })
    ).json<QuotePaymentCreated>();
    // A new attempt while the first is pending replaces it; both could still be paid.
    const second = (
      await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] })
    ).json<QuotePaymentCreated>();
    await payCheckout(first.checkout_url);
    const paidAt = (await quoteRow(quoteId)).paidAt;
    await payCheckout(second.checkout_url);
    expect((await quoteRow(quoteId)).paidAt).toEqual(paidAt);
    const supplierMail = (await emailsTo(supplier.email)).filter((mail) =>
      mail.text.includes(sheet.hashid),
    );
    expect(supplierMail).toHaveLength(1);
    expect(await emailsTo(people.admin.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.remodelingPaymentRefundEmailSubject, {
          hashid: sheet.hashid,
        }),
        text: expect.stringContaining(second.uuid),
      }),
    );
  });

  it('leaves everything as it was when the card is declined', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const payment = (
      await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] })
    ).json<QuotePaymentCreated>();
    const transactionId = await payCheckout(payment.checkout_url, '4111 1111 1111 1111');
    expect((await quoteRow(quoteId)).paidAt).toBeNull();
    expect(await paymentStep(sheet.id)).toBe(1);
    const result = await send('GET', `/v1/remodelings/payments/wompi/${transactionId}`, client);
    expect(result.json()).toEqual({ status: 'DECLINED', hashid: sheet.hashid });
  });

  it('recomputes the total from the stored quotes', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const response = await pay(sheet.hashid, { to_pay: toPay - 1, invoices: [quoteId] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: MESSAGES.paymentTotalChanged,
      errors: [{ field: 'to_pay', message: MESSAGES.paymentTotalChanged }],
    });
  });

  it('refuses a quote not approved yet, or not of this sheet', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote({ approved: false });
    const unapproved = await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] });
    expect(unapproved.statusCode).toBe(409);
    expect(unapproved.json()).toMatchObject({ message: MESSAGES.quoteNotApproved });
    const other = await sheetWithQuote();
    const foreignQuote = await pay(sheet.hashid, { to_pay: toPay, invoices: [other.quoteId] });
    expect(foreignQuote.statusCode).toBe(404);
  });

  it('answers 404 for another client’s sheet and 403 for other roles', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const foreign = await pay(
      sheet.hashid,
      { to_pay: toPay, invoices: [quoteId] },
      people.otherClient,
    );
    expect(foreign.statusCode).toBe(404);
    const designer = await pay(
      sheet.hashid,
      { to_pay: toPay, invoices: [quoteId] },
      people.designer,
    );
    expect(designer.statusCode).toBe(403);
  });

  it('answers receipt errors on receipt.receiptData.<field>', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const response = await pay(sheet.hashid, {
      to_pay: toPay,
      invoices: [quoteId],
      receiptData: { ...PERSON, document_number: '12.345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        { field: 'receipt.receiptData.document_number', message: MESSAGES.receiptDocumentNumber },
      ],
    });
  });

  it('refuses a forged Wompi event: nothing is paid', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const payment = (
      await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] })
    ).json<QuotePaymentCreated>();
    const timestamp = Math.floor(harness.ctx.now().getTime() / 1000);
    const forged = await harness.app.inject({
      method: 'POST',
      url: '/v2/payments/wompi/events',
      payload: {
        event: 'transaction.updated',
        data: {
          transaction: {
            id: '1234-1-1',
            amount_in_cents: toPay * 100,
            reference: payment.uuid,
            currency: 'COP',
            payment_method_type: 'CARD',
            status: 'APPROVED',
          },
        },
        environment: 'test',
        signature: {
          properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
          checksum: 'f'.repeat(64),
        },
        timestamp,
        sent_at: new Date(timestamp * 1000).toISOString(),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect((await quoteRow(quoteId)).paidAt).toBeNull();
  });
});

describe('a reservation released before paying', () => {
  async function releasedQuote(units: number) {
    const found = await sheetWithQuote();
    // The sweep gave the units back: the shop may have sold them since.
    await harness.ctx.db
      .update(quotes)
      .set({ releasedAt: harness.ctx.now(), reservedUntil: harness.ctx.now() })
      .where(eq(quotes.id, found.quoteId));
    await harness.ctx.db
      .update(products)
      .set({ unitsAvailable: units })
      .where(eq(products.id, supplier.productId));
    return found;
  }

  it('takes the units again when they are still there', async () => {
    const { sheet, quoteId, toPay } = await releasedQuote(5);
    const response = await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] });
    expect(response.statusCode).toBe(201);
    expect(await stockOf(supplier.productId)).toBe(3);
    const quote = await quoteRow(quoteId);
    expect(quote.releasedAt).toBeNull();
    expect(quote.reservedUntil.getTime()).toBeGreaterThan(harness.ctx.now().getTime());
  });

  it('is refused when the stock is gone', async () => {
    const { sheet, quoteId, toPay } = await releasedQuote(1);
    const response = await pay(sheet.hashid, { to_pay: toPay, invoices: [quoteId] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: fillMessage(MESSAGES.quoteUnitsUnavailable, { name: 'Producto 1', units: 1 }),
      errors: [{ field: 'invoices' }],
    });
    expect(await stockOf(supplier.productId)).toBe(1);
    expect((await quoteRow(quoteId)).releasedAt).not.toBeNull();
  });
});

describe('the legacy checkout', () => {
  const legacyBody = (total: number, budgets: number[]) => ({
    total,
    budgets,
    receiptType: 'person',
    receiptData: PERSON,
  });

  it('shows the sheet and its payable quotes to its client only', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const info = await send('GET', `/v1/purchase-info/${sheet.hashid}`, client);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      info: { hashid: sheet.hashid, status: 'active', approved_unpaid: 1, to_pay: toPay },
    });
    const checkout = await send('GET', `/v1/checkout/${sheet.hashid}`, client);
    expect(checkout.json()).toMatchObject({
      info: {
        budgets: [{ id: quoteId, to_pay: toPay, is_reserved: true }],
        total: toPay,
        receipt: { type: 'person' },
      },
    });
    for (const url of [`/v1/purchase-info/${sheet.hashid}`, `/v1/checkout/${sheet.hashid}`]) {
      expect((await send('GET', url, people.otherClient)).statusCode).toBe(404);
    }
  });

  it('pays through PayU: the signed form, the simulator’s card, its confirmation settles', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const response = await send(
      'POST',
      `/v1/payu-checkout/${sheet.hashid}`,
      client,
      legacyBody(toPay, [quoteId]),
    );
    expect(response.statusCode).toBe(200);
    const checkout = response.json<PayuCheckout>();
    const quote = await quoteRow(quoteId);
    expect(checkout.fields).toMatchObject({
      referenceCode: checkout.reference,
      amount: String(toPay),
      tax: String(quote.iva),
      taxReturnBase: String(quote.subtotal),
      currency: 'COP',
      buyerEmail: client.email,
      responseUrl: expect.stringContaining(`/compra/${sheet.hashid}/res/payu/`),
      confirmationUrl: expect.stringContaining(PAYU_CONFIRMATION_PATH),
    });
    expect(new URL(checkout.action).pathname).toBe(PAYU_SIMULATOR_PATH);

    const page = await harness.app.inject({
      method: 'POST',
      url: PAYU_SIMULATOR_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(checkout.fields).toString(),
    });
    expect(page.statusCode).toBe(200);
    const paid = await harness.app.inject({
      method: 'POST',
      url: PAYU_SIMULATOR_PAY_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...checkout.fields,
        'card-number': '4242424242424242',
        'card-holder': 'ANA RESTREPO',
        'card-expiry': '12/49',
        'card-cvc': '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe(`/compra/${sheet.hashid}/res/payu/`);
    expect(back.searchParams.get('transactionState')).toBe('4');
    expect(back.searchParams.get('referenceCode')).toBe(checkout.reference);

    expect((await quoteRow(quoteId)).paidAt).not.toBeNull();
    expect(await paymentStep(sheet.id)).toBe(3);
    const [payment] = await harness.ctx.db
      .select({ provider: payments.provider, status: payments.status })
      .from(payments)
      .where(eq(payments.reference, checkout.reference));
    expect(payment).toEqual({ provider: 'payu', status: 'APPROVED' });
  });

  it('refuses a forged PayU confirmation and applies a genuine one once, whatever the retries', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const checkout = (
      await send('POST', `/v1/payu-checkout/${sheet.hashid}`, client, legacyBody(toPay, [quoteId]))
    ).json<PayuCheckout>();
    const payu = harness.ctx.config.payu;
    if (!payu) throw new Error('PayU simulator not configured');
    const value = newValue(toPay * 100);
    const confirmation = {
      merchant_id: payu.merchantId,
      reference_sale: checkout.reference,
      value,
      currency: 'COP',
      state_pol: '4',
      transaction_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      sign: confirmationSign(payu.apiKey, payu.merchantId, checkout.reference, value, 'COP', '4'),
    };
    const post = (body: Record<string, string>) =>
      harness.app.inject({
        method: 'POST',
        url: PAYU_CONFIRMATION_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });

    const forged = await post({ ...confirmation, sign: 'a'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect((await quoteRow(quoteId)).paidAt).toBeNull();

    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await post(confirmation)).statusCode).toBe(200);
    }
    expect((await quoteRow(quoteId)).paidAt).not.toBeNull();
    const told = (await emailsTo(people.lsh.email)).filter((mail) =>
      mail.subject.includes(sheet.hashid),
    );
    expect(told).toHaveLength(1);
  });

  it('pays through Wompi with the same payment, returning to /compra/{hashid}/res/wompi/{reference}/', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const response = await send(
      'POST',
      `/v1/wompi-checkout/${sheet.hashid}`,
      client,
      legacyBody(toPay, [quoteId]),
    );
    expect(response.statusCode).toBe(200);
    const checkout = response.json<{
      reference: string;
      checkout_url: string;
      signature: string;
    }>();
    expect(new URL(checkout.checkout_url).searchParams.get('redirect-url')).toContain(
      `/compra/${sheet.hashid}/res/wompi/${checkout.reference}/`,
    );
    expect(checkout.signature).toMatch(/^[0-9a-f]{64}$/);
    await payCheckout(checkout.checkout_url);
    expect((await quoteRow(quoteId)).paidAt).not.toBeNull();

    const stale = await send(
      'POST',
      `/v1/wompi-checkout/${sheet.hashid}`,
      client,
      legacyBody(toPay, [quoteId]),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: [{ field: 'budgets' }] });
  });

  it('answers a changed total on the total field', async () => {
    const { sheet, quoteId, toPay } = await sheetWithQuote();
    const response = await send(
      'POST',
      `/v1/payu-checkout/${sheet.hashid}`,
      client,
      legacyBody(toPay + 1000, [quoteId]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: [{ field: 'total' }] });
    const recorded = await harness.ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.remodelingId, sheet.id));
    expect(recorded).toEqual([]);
  });
});
