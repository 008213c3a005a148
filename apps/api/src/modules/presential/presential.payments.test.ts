import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PresentialPaymentCreated,
  PresentialPaymentResult,
} from '@hogarte/shared/contracts/presential';
import { MONEY } from '@hogarte/shared/limits';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { PRESENTIAL_STEP_NAMES, type PresentialStepName } from '@hogarte/shared/process-steps';
import { products } from '../../db/schema/catalogue.js';
import { payments } from '../../db/schema/commerce.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { presentialConsultancies, presentialSteps } from '../../db/schema/presential.js';
import { quotes } from '../../db/schema/quotes.js';
import { WompiSimulator } from '../../integrations/wompi/simulator.js';
import { approveProduct } from '../../test/catalogue.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import { createRemodelingUsers, insertQuote } from '../../test/remodelings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let people: Awaited<ReturnType<typeof createRemodelingUsers>>;
let client: TestUser;

const BASE = '/v1/presential-consultancy';

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

interface Consultancy {
  id: number;
  hashid: string;
}

/**
 * A consultancy of the client with the designer, written straight into its tables (its request
 * and approval are tested with the consultancy's own calls): approved unless said, its designs
 * paid when asked, its five steps pending.
 */
async function newConsultancy(
  state: { approved?: boolean | null; designsPaid?: boolean } = {},
): Promise<Consultancy> {
  const now = harness.ctx.now();
  const approved = state.approved === undefined ? true : state.approved;
  const [row] = await harness.ctx.db
    .insert(presentialConsultancies)
    .values({
      hashid: randomBytes(9).toString('base64url'),
      clientUserId: client.id,
      designerUserId: people.designer.id,
      address: 'Calle 10 # 40-20',
      cityName: 'Medellín, Antioquia',
      preferredDates: ['2030-01-15'],
      isApproved: approved,
      decidedAt: approved === null ? null : now,
      designsPaidAt: state.designsPaid ? now : null,
    })
    .returning({ id: presentialConsultancies.id, hashid: presentialConsultancies.hashid });
  if (!row) throw new Error('consultancy not inserted');
  await harness.ctx.db
    .insert(presentialSteps)
    .values(
      PRESENTIAL_STEP_NAMES.map((name, position) => ({ consultancyId: row.id, position, name })),
    );
  return row;
}

/**
 * An approved quote of the consultancy whose to_pay is exactly `total` (its split all the
 * supplier's): the deposit's threshold is tested to the peso.
 */
async function quoteFor(consultancy: Consultancy, total: number): Promise<number> {
  const id = await insertQuote(
    harness,
    { id: consultancy.id, kind: 'presential' },
    people.designer,
    [{ supplier: people.supplier, units: 2, price: 100_000 }],
    { approved: true },
  );
  await harness.ctx.db
    .update(quotes)
    .set({
      subtotal: total,
      iva: 0,
      toPay: total,
      toPayDesigner: 0,
      toPayPlatform: 0,
      toPayLsh: 0,
      toPaySupplier: total,
    })
    .where(eq(quotes.id, id));
  return id;
}

function payQuotes(
  hashid: string,
  body: { toPay: number; invoices: number[]; receiptData?: object },
  user: { token: string } = client,
) {
  return send('POST', `${BASE}/${hashid}/payments`, user, {
    toPay: body.toPay,
    invoices: body.invoices,
    receipt: { type: 'person', receiptData: body.receiptData ?? PERSON },
  });
}

const payDesigns = (hashid: string, user: { token: string } = client) =>
  send('POST', `${BASE}/${hashid}/designs/payments`, user);

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

async function consultancyRow(id: number) {
  const [row] = await harness.ctx.db
    .select()
    .from(presentialConsultancies)
    .where(eq(presentialConsultancies.id, id));
  if (!row) throw new Error('consultancy missing');
  return row;
}

async function stepOf(consultancyId: number, name: PresentialStepName) {
  const [row] = await harness.ctx.db
    .select({ statusId: presentialSteps.statusId })
    .from(presentialSteps)
    .where(and(eq(presentialSteps.consultancyId, consultancyId), eq(presentialSteps.name, name)));
  return row?.statusId;
}

async function paidAt(quoteId: number) {
  const [row] = await harness.ctx.db
    .select({ paidAt: quotes.paidAt })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return row?.paidAt ?? null;
}

const emailsTo = (recipient: string) =>
  harness.ctx.db
    .select({ subject: outboxMessages.subject, text: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));

const depositFlag = async (hashid: string, user: { token: string } = client) =>
  (await send('GET', `${BASE}/deposit/${hashid}`, user)).json<{ info: boolean }>().info;

beforeAll(async () => {
  harness = await createTestApp();
  people = await createRemodelingUsers(harness);
  ({ client } = people);
  await approveProduct(harness.app, people.admin, people.supplier.productId);
});

afterAll(async () => {
  await harness.close();
});

describe('the designs payment', () => {
  it('pays the designs once: designs paid, design step in progress, designer told, flag set', async () => {
    const consultancy = await newConsultancy();
    expect(await depositFlag(consultancy.hashid)).toBe(false);

    const created = await payDesigns(consultancy.hashid);
    expect(created.statusCode).toBe(201);
    const payment = created.json<PresentialPaymentCreated>();
    expect(payment).toMatchObject({ to_pay: MONEY.presentialDeposit, deposit_applied: 0 });
    const checkout = new URL(payment.checkout_url);
    expect(checkout.searchParams.get('amount-in-cents')).toBe(
      String(MONEY.presentialDeposit * 100),
    );
    expect(checkout.searchParams.get('redirect-url')).toContain(
      `/cliente/compra/asesoria-presencial/${consultancy.hashid}/wompi`,
    );

    const transactionId = await payCheckout(payment.checkout_url);
    expect((await consultancyRow(consultancy.id)).designsPaidAt).not.toBeNull();
    expect(await stepOf(consultancy.id, 'design')).toBe(2);
    expect(await emailsTo(people.designer.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.presentialDesignsPaidEmailSubject, {
          hashid: consultancy.hashid,
        }),
      }),
    );

    const result = await send('GET', `${BASE}/payments/wompi/${transactionId}`, client);
    expect(result.json<PresentialPaymentResult>()).toEqual({
      status: 'APPROVED',
      hashid: consultancy.hashid,
      kind: 'designs',
      deposit_applied: 0,
    });
    const foreign = await send(
      'GET',
      `${BASE}/payments/wompi/${transactionId}`,
      people.otherClient,
    );
    expect(foreign.statusCode).toBe(404);

    // The flag: designs paid and the deposit unused; the designer and admins read it too.
    expect(await depositFlag(consultancy.hashid)).toBe(true);
    expect(await depositFlag(consultancy.hashid, people.designer)).toBe(true);
    expect(await depositFlag(consultancy.hashid, people.admin)).toBe(true);
    const deposit = await send('GET', `${BASE}/deposit/${consultancy.hashid}`, client);
    expect(deposit.json()).toMatchObject({
      deposit: {
        available: true,
        amount: MONEY.presentialDeposit,
        threshold: MONEY.presentialDepositThreshold,
      },
    });

    const again = await payDesigns(consultancy.hashid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.presentialDesignsAlreadyPaid });
  });

  it('pays the designs once when two approved attempts name them, and asks the admins to refund', async () => {
    const consultancy = await newConsultancy();
    // A new attempt while the first is pending is allowed; both could still be paid.
    const first = (await payDesigns(consultancy.hashid)).json<PresentialPaymentCreated>();
    const second = (await payDesigns(consultancy.hashid)).json<PresentialPaymentCreated>();
    await payCheckout(first.checkout_url);
    const paidAtFirst = (await consultancyRow(consultancy.id)).designsPaidAt;
    await payCheckout(second.checkout_url);
    expect((await consultancyRow(consultancy.id)).designsPaidAt).toEqual(paidAtFirst);
    expect(await emailsTo(people.admin.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.presentialPaymentRefundEmailSubject, {
          hashid: consultancy.hashid,
        }),
        text: expect.stringContaining(second.uuid),
      }),
    );
  });

  it('leaves the designs unpaid when the card is declined', async () => {
    const consultancy = await newConsultancy();
    const payment = (await payDesigns(consultancy.hashid)).json<PresentialPaymentCreated>();
    await payCheckout(payment.checkout_url, '4111 1111 1111 1111');
    expect((await consultancyRow(consultancy.id)).designsPaidAt).toBeNull();
    expect(await stepOf(consultancy.id, 'design')).toBe(1);
  });

  it('refuses a forged Wompi event: the designs stay unpaid', async () => {
    const consultancy = await newConsultancy();
    const payment = (await payDesigns(consultancy.hashid)).json<PresentialPaymentCreated>();
    const timestamp = Math.floor(harness.ctx.now().getTime() / 1000);
    const forged = await harness.app.inject({
      method: 'POST',
      url: '/v2/payments/wompi/events',
      payload: {
        event: 'transaction.updated',
        data: {
          transaction: {
            id: '4321-1-1',
            amount_in_cents: MONEY.presentialDeposit * 100,
            reference: payment.uuid,
            currency: 'COP',
            payment_method_type: 'CARD',
            status: 'APPROVED',
          },
        },
        environment: 'test',
        signature: {
          properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
          checksum: 'e'.repeat(64),
        },
        timestamp,
        sent_at: new Date(timestamp * 1000).toISOString(),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect((await consultancyRow(consultancy.id)).designsPaidAt).toBeNull();
  });

  it('is the client’s, of an approved consultancy only', async () => {
    const consultancy = await newConsultancy();
    expect((await payDesigns(consultancy.hashid, people.otherClient)).statusCode).toBe(404);
    expect((await payDesigns(consultancy.hashid, people.designer)).statusCode).toBe(403);
    expect(
      (await send('GET', `${BASE}/deposit/${consultancy.hashid}`, people.otherClient)).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', `${BASE}/deposit/${consultancy.hashid}`, people.supplier)).statusCode,
    ).toBe(403);

    const pending = await newConsultancy({ approved: null });
    const refused = await payDesigns(pending.hashid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.presentialNotApproved });
  });
});

describe('paying quotes', () => {
  it('deducts no deposit from exactly 2.500.000, and the deposit from 2.500.001', async () => {
    const consultancy = await newConsultancy({ designsPaid: true });
    const atThreshold = await quoteFor(consultancy, MONEY.presentialDepositThreshold);
    const above = await quoteFor(consultancy, MONEY.presentialDepositThreshold + 1);

    const none = await payQuotes(consultancy.hashid, {
      toPay: MONEY.presentialDepositThreshold,
      invoices: [atThreshold],
    });
    expect(none.statusCode).toBe(201);
    expect(none.json<PresentialPaymentCreated>()).toMatchObject({
      to_pay: MONEY.presentialDepositThreshold,
      deposit_applied: 0,
    });

    const charged = MONEY.presentialDepositThreshold + 1 - MONEY.presentialDeposit;
    const created = await payQuotes(consultancy.hashid, { toPay: charged, invoices: [above] });
    expect(created.statusCode).toBe(201);
    const payment = created.json<PresentialPaymentCreated>();
    expect(payment).toMatchObject({ to_pay: charged, deposit_applied: MONEY.presentialDeposit });
    expect(new URL(payment.checkout_url).searchParams.get('amount-in-cents')).toBe(
      String(charged * 100),
    );
    const [row] = await harness.ctx.db
      .select({ depositApplied: payments.depositApplied, receipt: payments.receipt })
      .from(payments)
      .where(eq(payments.reference, payment.uuid));
    expect(row).toEqual({
      depositApplied: MONEY.presentialDeposit,
      receipt: { type: 'person', ...PERSON },
    });
  });

  it('deducts nothing before the designs are paid', async () => {
    const consultancy = await newConsultancy();
    const quoteId = await quoteFor(consultancy, 3_000_000);
    const created = await payQuotes(consultancy.hashid, { toPay: 3_000_000, invoices: [quoteId] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ deposit_applied: 0 });
  });

  it('refuses a total that is not what will be charged, on toPay', async () => {
    const consultancy = await newConsultancy({ designsPaid: true });
    const quoteId = await quoteFor(consultancy, 3_000_000);
    // The quotes' sum, without the deposit it deducts.
    const response = await payQuotes(consultancy.hashid, { toPay: 3_000_000, invoices: [quoteId] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'toPay', message: MESSAGES.paymentTotalChanged }],
    });
  });

  it('pays once: quotes paid, payment step done, deposit used, suppliers and designer told', async () => {
    const consultancy = await newConsultancy({ designsPaid: true });
    const quoteId = await quoteFor(consultancy, 3_000_000);
    const toPay = 3_000_000 - MONEY.presentialDeposit;
    const payment = (
      await payQuotes(consultancy.hashid, { toPay, invoices: [quoteId] })
    ).json<PresentialPaymentCreated>();
    expect(new URL(payment.checkout_url).searchParams.get('redirect-url')).toContain(
      `/cliente/compra/asesoria-presencial/${consultancy.hashid}/wompi-transaction`,
    );
    const transactionId = await payCheckout(payment.checkout_url);

    expect(await paidAt(quoteId)).not.toBeNull();
    expect(await stepOf(consultancy.id, 'payment')).toBe(3);
    expect((await consultancyRow(consultancy.id)).depositAppliedAt).not.toBeNull();
    expect(await depositFlag(consultancy.hashid)).toBe(false);
    expect(await emailsTo(people.supplier.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.presentialPaidSupplierEmailSubject, {
          hashid: consultancy.hashid,
        }),
      }),
    );
    expect(await emailsTo(people.designer.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.presentialPaidDesignerEmailSubject, {
          hashid: consultancy.hashid,
        }),
      }),
    );
    // lsh installs remodelling sheets only.
    expect(
      (await emailsTo(people.lsh.email)).filter((mail) =>
        mail.subject.includes(consultancy.hashid),
      ),
    ).toEqual([]);

    const result = await send('GET', `${BASE}/payments/wompi/${transactionId}`, client);
    expect(result.json<PresentialPaymentResult>()).toEqual({
      status: 'APPROVED',
      hashid: consultancy.hashid,
      kind: 'quotes',
      deposit_applied: MONEY.presentialDeposit,
    });

    const again = await payQuotes(consultancy.hashid, { toPay: 3_000_000, invoices: [quoteId] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: MESSAGES.quoteAlreadyPaid,
      errors: [{ field: 'invoices' }],
    });
  });

  it('pays nothing when the deposit it deducted was used meanwhile, and asks the admins to refund', async () => {
    const consultancy = await newConsultancy({ designsPaid: true });
    const first = await quoteFor(consultancy, 3_000_000);
    const second = await quoteFor(consultancy, 2_600_000);
    // Both started while the deposit was unused: both deduct it.
    const firstPayment = (
      await payQuotes(consultancy.hashid, {
        toPay: 3_000_000 - MONEY.presentialDeposit,
        invoices: [first],
      })
    ).json<PresentialPaymentCreated>();
    const secondPayment = (
      await payQuotes(consultancy.hashid, {
        toPay: 2_600_000 - MONEY.presentialDeposit,
        invoices: [second],
      })
    ).json<PresentialPaymentCreated>();
    expect(secondPayment.deposit_applied).toBe(MONEY.presentialDeposit);

    await payCheckout(firstPayment.checkout_url);
    const appliedAt = (await consultancyRow(consultancy.id)).depositAppliedAt;
    expect(appliedAt).not.toBeNull();
    await payCheckout(secondPayment.checkout_url);

    expect(await paidAt(first)).not.toBeNull();
    expect(await paidAt(second)).toBeNull();
    expect((await consultancyRow(consultancy.id)).depositAppliedAt).toEqual(appliedAt);
    expect(await emailsTo(people.admin.email)).toContainEqual(
      expect.objectContaining({
        subject: fillMessage(MESSAGES.presentialPaymentRefundEmailSubject, {
          hashid: consultancy.hashid,
        }),
        text: expect.stringContaining(secondPayment.uuid),
      }),
    );
  });

  it('answers the spec’s text for a quoted product no longer available', async () => {
    const consultancy = await newConsultancy();
    const quoteId = await quoteFor(consultancy, 1_000_000);
    // The reservation lapsed and the shop sold the units meanwhile.
    await harness.ctx.db
      .update(quotes)
      .set({ releasedAt: harness.ctx.now(), reservedUntil: harness.ctx.now() })
      .where(eq(quotes.id, quoteId));
    const [product] = await harness.ctx.db
      .select({ units: products.unitsAvailable })
      .from(products)
      .where(eq(products.id, people.supplier.productId));
    await harness.ctx.db
      .update(products)
      .set({ unitsAvailable: 1 })
      .where(eq(products.id, people.supplier.productId));
    try {
      const response = await payQuotes(consultancy.hashid, {
        toPay: 1_000_000,
        invoices: [quoteId],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: MESSAGES.presentialProductUnavailable,
        errors: [{ field: 'invoices', message: MESSAGES.presentialProductUnavailable }],
      });
    } finally {
      await harness.ctx.db
        .update(products)
        .set({ unitsAvailable: product?.units ?? 0 })
        .where(eq(products.id, people.supplier.productId));
    }
  });

  it('asks for missing receipt data with the presential text', async () => {
    const consultancy = await newConsultancy();
    const quoteId = await quoteFor(consultancy, 1_000_000);
    const response = await payQuotes(consultancy.hashid, {
      toPay: 1_000_000,
      invoices: [quoteId],
      receiptData: { ...PERSON, document_number: '', address: undefined, city: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining(
        ['document_number', 'address', 'city'].map((field) => ({
          field: `receipt.receiptData.${field}`,
          message: MESSAGES.presentialMissingData,
        })),
      ),
    );

    const saved = await send('POST', `${BASE}/payments/receipts?person=true`, client, {
      ...PERSON,
      first_name: '',
      city: '',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { field: 'city', message: MESSAGES.presentialMissingData },
        { field: 'first_name', message: MESSAGES.required },
      ]),
    );
  });

  it('keeps the receipt data the remodelling offers too', async () => {
    const saved = await send('POST', `${BASE}/payments/receipts?person=true`, client, PERSON);
    expect(saved.statusCode).toBe(200);
    const read = await send('GET', '/v1/remodelings/payments/receipts', client);
    expect(read.json()).toEqual({ info: { type: 'person', ...PERSON } });
    expect((await send('GET', `${BASE}/payments/receipts`, client)).json()).toEqual({
      info: { type: 'person', ...PERSON },
    });
  });

  it('is the client’s, of an approved consultancy only', async () => {
    const consultancy = await newConsultancy();
    const quoteId = await quoteFor(consultancy, 1_000_000);
    const body = { toPay: 1_000_000, invoices: [quoteId] };
    expect((await payQuotes(consultancy.hashid, body, people.otherClient)).statusCode).toBe(404);
    expect((await payQuotes(consultancy.hashid, body, people.designer)).statusCode).toBe(403);

    const pending = await newConsultancy({ approved: false });
    const refused = await payQuotes(pending.hashid, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.presentialNotApproved });
  });
});
