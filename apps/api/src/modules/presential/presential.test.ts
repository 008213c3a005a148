import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { bogotaDay } from '@hogarte/shared/calendar';
import type { PresentialConsultancy, PresentialRow } from '@hogarte/shared/contracts/presential';
import type { Quote } from '@hogarte/shared/contracts/remodelings';
import { MONEY } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { PRESENTIAL_STEP_NAMES, type PresentialStepName } from '@hogarte/shared/process-steps';
import { products } from '../../db/schema/catalogue.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { approveProduct } from '../../test/catalogue.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import { createRemodelingUsers, type QuotingSupplier } from '../../test/remodelings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDesigner } from '../../test/virtual-consultancies.js';

let harness: TestApp;
let client: TestUser;
let otherClient: TestUser;
let designer: TestUser;
let otherDesigner: TestUser;
let supplier: QuotingSupplier;
let otherSupplier: QuotingSupplier;
let lsh: TestUser;
let admin: TestUser;

const BASE = '/v1/presential-consultancy';

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, user?: { token: string }, payload?: object) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

/** A day on Bogotá's calendar, `days` from today. */
const day = (days: number) => bogotaDay(harness.ctx.now(), days);

const request = (body: object, user: { token: string } = client) =>
  call('POST', BASE, user, {
    address: 'Calle 10 # 35-20, casa 4',
    city_name: 'Envigado, Antioquia',
    preferred_dates: [day(3), day(1)],
    notes: 'Queremos remodelar la cocina',
    ...body,
  });

/** A new consultancy of `owner` with `professional`, approved (or rejected) when asked. */
async function newConsultancy(
  decision?: boolean,
  owner: TestUser = client,
  professional: TestUser = designer,
) {
  const response = await request({ designer_uuid: professional.uuid }, owner);
  if (response.statusCode !== 201) throw new Error(`presential: ${response.body}`);
  const { hashid } = response.json<{ info: PresentialRow }>().info;
  if (decision !== undefined) {
    const body = { is_approved: decision, client_uuid: owner.uuid };
    const decided = await decide(hashid, body, professional);
    if (decided.statusCode !== 200) throw new Error(`decision: ${decided.body}`);
  }
  return hashid;
}

const decide = (hashid: string, body: object, user: { token: string } = designer) =>
  call('PATCH', `${BASE}/${hashid}`, user, body);

const consultancyOf = async (hashid: string, user: { token: string } = client) => {
  const response = await call('GET', `${BASE}/${hashid}`, user);
  if (response.statusCode !== 200) throw new Error(`consultancy: ${response.body}`);
  return response.json<{ info: PresentialConsultancy }>().info;
};

const stepOf = (consultancy: { steps: PresentialRow['steps'] }, name: PresentialStepName) => {
  const step = consultancy.steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no step ${name}`);
  return step;
};

const editStep = (stepId: number, body: object, user: { token: string } = designer, query = '') =>
  call('PATCH', `${BASE}/steps/${stepId}${query}`, user, body);

const uploadDesign = (hashid: string, user: { token: string }, part: UploadPart, query = '') =>
  harness.app.inject({
    method: 'POST',
    url: `${BASE}/${hashid}/files/design${query}`,
    headers: bearer(user),
    payload: formOf({}, { file: [part] }),
  });

/** A quote of `units` of each supplier's product, as the builder sends it. */
const quoteBody = (lines: [QuotingSupplier, number][], name = 'Cocina') => ({
  name,
  products: lines.map(([owner, units]) => ({ product_id: owner.productId, units })),
});

const sendQuote = (hashid: string, body: object, query = '', user: { token: string } = designer) =>
  call('POST', `${BASE}/${hashid}/invoices${query}`, user, body);

async function unitsOf(productIds: number[]) {
  const rows = await harness.ctx.db
    .select({ id: products.id, units: products.unitsAvailable })
    .from(products)
    .where(inArray(products.id, productIds));
  return Object.fromEntries(rows.map((row) => [row.id, row.units]));
}

async function outboxTo(recipient: string) {
  return harness.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));
}

beforeAll(async () => {
  harness = await createTestApp();
  ({ client, otherClient, designer, otherDesigner, supplier, otherSupplier, lsh, admin } =
    await createRemodelingUsers(harness));
  // Quoted products must be visible in the catalogue.
  for (const owner of [supplier, otherSupplier]) {
    await approveProduct(harness.app, admin, owner.productId);
  }
}, 120_000);

afterAll(async () => {
  await harness.close();
});

describe('asking a designer for a presential consultancy', () => {
  it('creates it pending with its five steps, and tells the designer by email and WhatsApp', async () => {
    const response = await request({ designer_uuid: designer.uuid });
    expect(response.statusCode).toBe(201);
    const { message, info } = response.json<{ message: string; info: PresentialRow }>();
    expect(message).toBe(MESSAGES.presentialRequested);
    expect(info.hashid).toMatch(/^[\w-]{12}$/);
    expect(info).toMatchObject({
      is_approved: null,
      address: 'Calle 10 # 35-20, casa 4',
      city: 'Envigado, Antioquia',
      // Sorted, whatever order they came in.
      preferred_dates: [day(1), day(3)],
      notes: 'Queremos remodelar la cocina',
      client: { uuid: client.uuid, email: client.email, phone: client.phone },
      designer: { uuid: designer.uuid, avatar: expect.stringMatching(/^\/uploads\//) as string },
    });
    expect(info.steps.map((step) => [step.name, step.step_status_id, step.date])).toEqual(
      PRESENTIAL_STEP_NAMES.map((name) => [name, 1, null]),
    );
    const subject = fillMessage(MESSAGES.presentialRequestEmailSubject, { hashid: info.hashid });
    const email = (await outboxTo(designer.email)).find((row) => row.subject === subject);
    expect(email?.bodyText).toContain('http://localhost:3000/disenador/dashboard');
    const whatsapp = (await outboxTo(designer.phone)).find((row) => row.subject === subject);
    expect(whatsapp?.bodyText).toContain('te pidió una asesoría presencial en Envigado');
  });

  it('takes one to three different real days from tomorrow on Bogotá’s calendar', async () => {
    for (const preferred_dates of [
      [day(0)],
      [day(-5), day(2)],
      ['2031-02-30'],
      [],
      [day(1), day(2), day(3), day(4)],
      [day(2), day(2)],
      ['mañana'],
    ]) {
      const refused = await request({ designer_uuid: designer.uuid, preferred_dates });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [
          {
            field: expect.stringMatching(/^preferred_dates/) as string,
            message: MESSAGES.presentialPreferredDatesInvalid,
          },
        ],
      });
    }
    const invalid = await request({ designer_uuid: designer.uuid, address: ' ', city_name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'address', message: MESSAGES.required },
        { field: 'city_name', message: MESSAGES.required },
      ]) as unknown,
    });
  });

  it('takes a city of the list, by the label the picker shows, and keeps it as the list writes it', async () => {
    const unknown = await request({ designer_uuid: designer.uuid, city_name: 'Gotham, Antioquia' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ field: 'city_name', message: MESSAGES.cityUnknown }],
    });
    const bogota = await request({ designer_uuid: designer.uuid, city_name: 'bogotá, d.c.' });
    expect(bogota.statusCode).toBe(201);
    expect(bogota.json<{ info: PresentialRow }>().info.city).toBe('Bogotá, D.C.');
  });

  it('refuses a designer who is not approved, active and public', async () => {
    const hidden = await createTestDesigner(harness, { isPublic: false });
    const inactive = await createTestDesigner(harness, { isActive: false });
    for (const uuid of [hidden.uuid, inactive.uuid, supplier.uuid]) {
      const refused = await request({ designer_uuid: uuid });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'designer_uuid', message: MESSAGES.presentialDesignerUnavailable }],
      });
    }
  });

  it('is for clients only', async () => {
    expect((await call('POST', BASE, undefined, {})).statusCode).toBe(401);
    for (const user of [designer, supplier, lsh, admin]) {
      expect((await request({ designer_uuid: designer.uuid }, user)).statusCode).toBe(403);
    }
  });
});

describe('the lists', () => {
  it('show the designer its pending and approved requests, and the client all of its own', async () => {
    const listDesigner = await createTestDesigner(harness);
    const rejected = await newConsultancy(false, client, listDesigner);
    const approved = await newConsultancy(true, client, listDesigner);
    const pending = await newConsultancy(undefined, otherClient, listDesigner);
    await newConsultancy(undefined, client, otherDesigner);
    const mine = await call('GET', `${BASE}/designers`, listDesigner);
    expect(mine.statusCode).toBe(200);
    const rows = mine.json<{ info: PresentialRow[] }>().info;
    expect(rows.map((row) => [row.hashid, row.is_approved])).toEqual([
      [pending, null],
      [approved, true],
    ]);
    expect(rows[0]?.client.uuid).toBe(otherClient.uuid);
    expect(rows[0]?.steps).toHaveLength(5);
    const own = (await call('GET', `${BASE}/clients`, client)).json<{ info: PresentialRow[] }>();
    const hashids = own.info.map((row) => row.hashid);
    expect(hashids).toEqual(expect.arrayContaining([approved, rejected]));
    expect(hashids).not.toContain(pending);
    expect(own.info.find((row) => row.hashid === rejected)?.is_approved).toBe(false);
    expect(own.info.every((row) => row.client.uuid === client.uuid)).toBe(true);
    expect((await call('GET', `${BASE}/designers`, client)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/clients`, designer)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/clients`)).statusCode).toBe(401);
  });
});

describe('who opens a consultancy', () => {
  it('is its client, its designer, admins and a quoted supplier; anyone else gets 404', async () => {
    const hashid = await newConsultancy(true);
    const url = `${BASE}/${hashid}`;
    const seen = await consultancyOf(hashid);
    expect(seen).toMatchObject({
      viewer: 'client',
      is_approved: true,
      decided_at: expect.any(String) as string,
      designs: [],
      invoices: [],
      designs_price: MONEY.presentialDeposit,
      designs_paid_at: null,
      deposit: {
        available: false,
        amount: MONEY.presentialDeposit,
        threshold: MONEY.presentialDepositThreshold,
        applied_at: null,
      },
    });
    expect((await consultancyOf(hashid, designer)).viewer).toBe('designer');
    expect((await consultancyOf(hashid, admin)).viewer).toBe('admin');
    for (const user of [otherClient, otherDesigner, supplier]) {
      expect((await call('GET', url, user)).statusCode).toBe(404);
    }
    expect((await call('GET', url, lsh)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/nohay`, client)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await sendQuote(hashid, quoteBody([[supplier, 1]]))).statusCode).toBe(201);
    expect((await consultancyOf(hashid, supplier)).viewer).toBe('supplier');
    expect((await call('GET', url, otherSupplier)).statusCode).toBe(404);
    expect((await call('GET', `${url}/invoices`, otherSupplier)).statusCode).toBe(404);
  });
});

describe('the designer’s decision', () => {
  it('is taken once by the consultancy’s designer, for its client, and the client hears it', async () => {
    const hashid = await newConsultancy();
    const approve = { is_approved: true, client_uuid: client.uuid };
    expect((await decide(hashid, approve, otherDesigner)).statusCode).toBe(404);
    expect((await decide(hashid, approve, client)).statusCode).toBe(403);
    expect((await decide(hashid, approve, admin)).statusCode).toBe(403);
    const mismatch = await decide(hashid, { ...approve, client_uuid: otherClient.uuid });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      errors: [{ field: 'client_uuid', message: MESSAGES.presentialClientMismatch }],
    });
    expect((await decide(hashid, { is_approved: 'sí', client_uuid: client.uuid })).statusCode).toBe(
      400,
    );
    const approved = await decide(hashid, approve);
    expect(approved.statusCode).toBe(200);
    const { message, info } = approved.json<{ message: string; info: PresentialConsultancy }>();
    expect(message).toBe(fillMessage(MESSAGES.presentialApproved, { hashid }));
    expect(info).toMatchObject({ is_approved: true, viewer: 'designer' });
    const subject = fillMessage(MESSAGES.presentialDecisionEmailSubject, { hashid });
    const told = (await outboxTo(client.email)).filter((row) => row.subject === subject);
    expect(told).toHaveLength(1);
    expect(told[0]?.bodyText).toContain(`aprobó tu solicitud de asesoría presencial #${hashid}`);
    for (const is_approved of [true, false]) {
      const again = await decide(hashid, { is_approved, client_uuid: client.uuid });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: MESSAGES.presentialAlreadyDecided });
    }
  });

  it('rejects, and a rejected request takes no steps, designs or quotes', async () => {
    const hashid = await newConsultancy();
    const rejected = await decide(hashid, { is_approved: false, client_uuid: client.uuid });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: fillMessage(MESSAGES.presentialRejected, { hashid }),
      info: { is_approved: false },
    });
    const visit = stepOf(await consultancyOf(hashid), 'visit_date');
    const refusals = [
      await sendQuote(hashid, quoteBody([[supplier, 1]])),
      await call(
        'POST',
        `${BASE}/${hashid}/invoices/preview`,
        designer,
        quoteBody([[supplier, 1]]),
      ),
      await uploadDesign(hashid, designer, png('sala.png')),
      await editStep(visit.id, { date: '2026-12-03T15:00:00.000Z' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: MESSAGES.presentialNotApproved });
    }
  });
});

describe('the steps', () => {
  it('let the designer date the visit, which moves it to in progress, and never back', async () => {
    const hashid = await newConsultancy(true);
    const visit = stepOf(await consultancyOf(hashid), 'visit_date');
    const date = '2026-12-03T15:00:00.000Z';
    const edited = await editStep(visit.id, { date }, designer, '?whatsapp=true');
    expect(edited.statusCode).toBe(200);
    const { message, info } = edited.json<{ message: string; info: PresentialConsultancy }>();
    expect(message).toBe(MESSAGES.stepUpdated);
    expect(stepOf(info, 'visit_date')).toMatchObject({ step_status_id: 2, date });
    const told = (await outboxTo(client.phone)).find((row) =>
      row.bodyText.includes(`fecha de visita de tu asesoría presencial #${hashid}`),
    );
    expect(told?.bodyText).toContain(
      `http://localhost:3000/cliente/compra/asesoria-presencial/${hashid}`,
    );
    expect((await editStep(visit.id, { step_status_id: 3 })).statusCode).toBe(200);
    const back = await editStep(visit.id, { step_status_id: 2 });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ message: MESSAGES.stepStatusBackwards });
  });

  it('have no edit for design, budget, payment and my orders', async () => {
    const hashid = await newConsultancy(true);
    const current = await consultancyOf(hashid);
    for (const name of ['design', 'budget', 'payment', 'my_orders'] as const) {
      for (const body of [{ date: '2026-12-03T15:00:00.000Z' }, { step_status_id: 2 }]) {
        const refused = await editStep(stepOf(current, name).id, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ message: MESSAGES.stepNotEditable });
      }
    }
    expect((await consultancyOf(hashid)).steps.every((step) => step.step_status_id === 1)).toBe(
      true,
    );
  });

  it('are edited by the consultancy’s designer only', async () => {
    const hashid = await newConsultancy(true);
    const visit = stepOf(await consultancyOf(hashid), 'visit_date');
    const date = { date: '2026-12-03T15:00:00.000Z' };
    expect((await editStep(visit.id, date, otherDesigner)).statusCode).toBe(404);
    for (const user of [client, admin, supplier]) {
      expect((await editStep(visit.id, date, user)).statusCode).toBe(403);
    }
    expect((await editStep(999_999, date)).statusCode).toBe(404);
    expect((await editStep(visit.id, {})).statusCode).toBe(400);
    expect((await editStep(visit.id, { date: 'mañana' })).statusCode).toBe(400);
  });
});

describe('designs', () => {
  it('are uploaded by the designer of an approved consultancy, which moves the design step', async () => {
    const pending = await newConsultancy();
    const early = await uploadDesign(pending, designer, png());
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.presentialNotApproved });
    const hashid = await newConsultancy(true);
    expect((await uploadDesign(hashid, otherDesigner, png())).statusCode).toBe(404);
    expect((await uploadDesign(hashid, client, png())).statusCode).toBe(403);
    const text: UploadPart = {
      name: 'notas.txt',
      content: Buffer.from('hola'),
      type: 'text/plain',
    };
    expect((await uploadDesign(hashid, designer, text)).statusCode).toBe(415);
    const uploaded = await uploadDesign(hashid, designer, png('sala.png'), '?whatsapp=true');
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json<{ message: string; info: { id: number; url: string } }>();
    expect(file.message).toBe(MESSAGES.designUploaded);
    expect(file.info.url).toMatch(/^\/files\/\d+\?expires=\d+&signature=/);
    expect((await uploadDesign(hashid, designer, pdf('planos.pdf'))).statusCode).toBe(201);
    const seen = await consultancyOf(hashid);
    expect(stepOf(seen, 'design').step_status_id).toBe(2);
    expect(seen.designs.map((design) => [design.id, design.filename])).toEqual([
      [file.info.id, 'sala.png'],
      [expect.any(Number), 'planos.pdf'],
    ]);
    const told = (await outboxTo(client.phone)).some((row) =>
      row.bodyText.includes(`cargó un diseño en tu asesoría presencial #${hashid}`),
    );
    expect(told).toBe(true);
  });
});

describe('quotes', () => {
  it('are previewed and sent by the designer: units reserved, budget step in progress, client told', async () => {
    const hashid = await newConsultancy(true);
    const body = {
      ...quoteBody([
        [supplier, 2],
        [otherSupplier, 1],
      ]),
      // What the legacy builder sends besides: accepted, never trusted.
      presential_consultancy_file_id: 12,
      purchase: { hashid, subtotal: 1, client_phone: client.phone },
    };
    const preview = await call('POST', `${BASE}/${hashid}/invoices/preview`, designer, body);
    expect(preview.statusCode).toBe(200);
    const pdfInfo = preview.json<{ info: string; fileName: string }>();
    expect(Buffer.from(pdfInfo.info, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const ids = [supplier.productId, otherSupplier.productId];
    const before = await unitsOf(ids);
    const forged = { ...body, purchase: { hashid: 'otra' } };
    const mismatch = await sendQuote(hashid, forged);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ errors: [{ field: 'purchase.hashid' }] });
    expect((await sendQuote(hashid, body, '', otherDesigner)).statusCode).toBe(404);
    expect((await sendQuote(hashid, body, '', client)).statusCode).toBe(403);
    const sent = await sendQuote(hashid, body, '?whatsapp=true&email=true');
    expect(sent.statusCode).toBe(201);
    const { message, info } = sent.json<{ message: string; info: PresentialConsultancy }>();
    expect(message).toBe(MESSAGES.quoteSent);
    expect(stepOf(info, 'budget').step_status_id).toBe(2);
    expect(info.invoices).toHaveLength(1);
    expect(info.invoices[0]).toMatchObject({
      name: 'Cocina',
      is_reserved: true,
      is_approved: false,
    });
    expect(info.invoices[0]?.lines.map((line) => line.units)).toEqual([2, 1]);
    const after = await unitsOf(ids);
    expect(after[supplier.productId]).toBe((before[supplier.productId] ?? 0) - 2);
    expect(after[otherSupplier.productId]).toBe((before[otherSupplier.productId] ?? 0) - 1);
    const whatsapp = (await outboxTo(client.phone)).some((row) =>
      row.bodyText.includes('te envió la cotización Cocina de tu asesoría presencial'),
    );
    expect(whatsapp).toBe(true);
    const subject = fillMessage(MESSAGES.presentialQuoteEmailSubject, { hashid });
    expect((await outboxTo(client.email)).some((row) => row.subject === subject)).toBe(true);
  });

  it('show a supplier only its own lines, and are approved by the client once', async () => {
    const hashid = await newConsultancy(true);
    const sent = await sendQuote(
      hashid,
      quoteBody([
        [supplier, 1],
        [otherSupplier, 3],
      ]),
    );
    expect(sent.statusCode).toBe(201);
    const quoteId = sent.json<{ info: PresentialConsultancy }>().info.invoices[0]?.id ?? 0;
    const seen = await consultancyOf(hashid, supplier);
    expect(seen.invoices[0]?.lines.map((line) => [line.supplier.uuid, line.units])).toEqual([
      [supplier.uuid, 1],
    ]);
    const listed = await call('GET', `${BASE}/${hashid}/invoices`, otherSupplier);
    expect(listed.json<{ info: Quote[] }>().info[0]?.lines.map((line) => line.units)).toEqual([3]);
    const url = `${BASE}/${hashid}/invoices/${quoteId}?whatsapp=true`;
    const approval = { is_approved: true };
    expect((await call('PATCH', url, otherClient, approval)).statusCode).toBe(404);
    expect((await call('PATCH', url, designer, approval)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `${BASE}/${hashid}/invoices/999999`, client, approval)).statusCode,
    ).toBe(404);
    const approved = await call('PATCH', url, client, approval);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: MESSAGES.quoteApproved,
      info: { invoices: [{ id: quoteId, is_approved: true }] },
    });
    const twice = await call('PATCH', url, client, approval);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.quoteAlreadyApproved });
    const designerTold = (await outboxTo(designer.phone)).some((row) =>
      row.bodyText.includes(`aprobó la cotización Cocina de la asesoría presencial #${hashid}`),
    );
    expect(designerTold).toBe(true);
    const names = async (query: string) =>
      (await call('GET', `${BASE}/${hashid}/invoices${query}`, client))
        .json<{ info: Quote[] }>()
        .info.map((quote) => quote.id);
    expect(await names('?approved=true&paid=false')).toEqual([quoteId]);
    expect(await names('?paid=true')).toEqual([]);
  });
});
