import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '@hogarte/shared/business-days';
import { bogotaDay } from '@hogarte/shared/calendar';
import type { PqrsDetail, PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { orders } from '../../db/schema/commerce.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { TEST_ADDRESS } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let client: TestUser;
let otherClient: TestUser;
let admins: TestUser[];
let designer: TestUser;
let clientOrderId: number;
let otherClientOrderId: number;

async function insertOrder(buyer: TestUser): Promise<number> {
  const [row] = await harness.ctx.db
    .insert(orders)
    .values({
      buyerUserId: buyer.id,
      status: 'paid',
      subtotal: 100_000,
      shippingTotal: 15_000,
      total: 115_000,
      billing: {
        type: 'natural_person',
        first_name: 'Camila',
        last_name: 'Restrepo',
        legal_document_type_id: 1,
        identification_code: '1020304050',
      },
      address: TEST_ADDRESS,
      reservedUntil: harness.ctx.now(),
      paidAt: harness.ctx.now(),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

beforeAll(async () => {
  harness = await createTestApp();
  const { app, ctx } = harness;
  client = await createTestUser(app, ctx, ROLE.client);
  otherClient = await createTestUser(app, ctx, ROLE.client);
  admins = [await createTestUser(app, ctx, ROLE.admin), await createTestUser(app, ctx, ROLE.admin)];
  designer = await createTestUser(app, ctx, ROLE.designer);
  clientOrderId = await insertOrder(client);
  otherClientOrderId = await insertOrder(otherClient);
});
afterAll(() => harness.close());

const FILING = {
  type: 'reclamo',
  subject: 'El porcelanato llegó con piezas rotas',
  text: 'De las 12 cajas, dos llegaron con piezas partidas. Pido el cambio de esas cajas.',
};

interface Changed {
  message: string;
  pqrs: PqrsDetail;
}

function file(user: TestUser | null, payload: Record<string, unknown> | FormData) {
  return harness.app.inject({
    method: 'POST',
    url: '/v1/pqrs',
    headers: user ? bearer(user) : {},
    payload,
  });
}

function fileForm(user: TestUser, fields: Record<string, string>, attachment: UploadPart[] = []) {
  return file(user, formOf(fields, attachment.length > 0 ? { attachment } : {}));
}

async function filed(user: TestUser, payload: Record<string, unknown> = FILING) {
  const response = await file(user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Changed>().pqrs;
}

const get = (user: TestUser, url: string) =>
  harness.app.inject({ method: 'GET', url, headers: bearer(user) });

const update = (user: TestUser, hashid: string, payload: Record<string, unknown>) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/v1/admin/pqrs/${hashid}`,
    headers: bearer(user),
    payload,
  });

async function emailsTo(recipient: string) {
  return harness.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(outboxMessages.id);
}

describe('POST /v1/pqrs', () => {
  it('files a request with its number and due date, and emails the client and every admin', async () => {
    const response = await file(client, FILING);
    expect(response.statusCode, response.body).toBe(201);
    const { message, pqrs } = response.json<Changed>();
    const filingDay = bogotaDay(harness.ctx.now());
    expect(pqrs.filing_number).toMatch(new RegExp(`^PQRS-${filingDay.slice(0, 4)}-\\d{6}$`));
    expect(pqrs).toMatchObject({
      type: 'reclamo',
      subject: FILING.subject,
      text: FILING.text,
      state: 'radicada',
      due_on: addBusinessDays(filingDay, LIMITS.pqrsAnswerBusinessDays),
      order_id: null,
      order_number: null,
      attachment: null,
      in_progress_at: null,
      answer: null,
      answered_at: null,
    });
    expect(message).toContain(pqrs.filing_number);
    expect(message).toMatch(/^Radicamos tu solicitud con el número PQRS-/);

    const [toClient] = (await emailsTo(client.email)).filter((row) =>
      row.subject.includes(pqrs.filing_number),
    );
    expect(toClient?.subject).toBe(`Radicamos tu solicitud ${pqrs.filing_number}`);
    expect(toClient?.bodyText).toContain(`Número de radicado: ${pqrs.filing_number}`);
    expect(toClient?.bodyText).toContain('15 días hábiles');
    for (const admin of admins) {
      const toAdmin = (await emailsTo(admin.email)).find((row) =>
        row.subject.includes(pqrs.filing_number),
      );
      expect(toAdmin?.subject).toBe(`Nueva PQRS ${pqrs.filing_number}: Reclamo`);
      expect(toAdmin?.bodyText).toContain(`/admin/pqrs?pqrs=${pqrs.hashid}`);
    }
  });

  it('numbers filings from a sequence, each one unique', async () => {
    const first = await filed(client, { ...FILING, type: 'peticion' });
    const second = await filed(otherClient, { ...FILING, type: 'sugerencia' });
    const sequenceOf = (number: string) => Number(number.slice(-6));
    expect(sequenceOf(second.filing_number)).toBe(sequenceOf(first.filing_number) + 1);
  });

  it('files a multipart request about one of the client’s orders with a PDF the admin can open', async () => {
    const response = await fileForm(
      client,
      { ...FILING, type: 'queja', order_id: String(clientOrderId) },
      [pdf('factura.pdf')],
    );
    expect(response.statusCode, response.body).toBe(201);
    const { pqrs } = response.json<Changed>();
    expect(pqrs.order_id).toBe(clientOrderId);
    expect(pqrs.order_number).toBe(`HG-${String(clientOrderId).padStart(6, '0')}`);
    expect(pqrs.attachment?.filename).toBe('factura.pdf');
    expect(pqrs.attachment?.url).toMatch(/^\/files\/\d+\?expires=\d+&signature=/);

    const asAdmin = await get(admins[0] as TestUser, `/v1/pqrs/${pqrs.hashid}`);
    expect(asAdmin.statusCode).toBe(200);
    const link = asAdmin.json<PqrsDetail>().attachment?.url ?? '';
    const download = await harness.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('takes a PNG and an empty order field from a form', async () => {
    const response = await fileForm(client, { ...FILING, order_id: '' }, [png('caja.png')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Changed>().pqrs).toMatchObject({
      order_id: null,
      attachment: { filename: 'caja.png' },
    });
  });

  it('refuses a file that is not a PDF, JPG or PNG, naming it, and records nothing', async () => {
    const before = (await get(client, '/v1/pqrs')).json<{ pagination: { totalItems: number } }>();
    const text = { name: 'nota.pdf', content: Buffer.from('solo texto'), type: 'application/pdf' };
    const response = await fileForm(client, FILING, [text]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: 'FILE_WRONG_FORMAT',
      message: wrongFormatMessage('nota.pdf'),
      errors: [{ field: 'attachment', message: wrongFormatMessage('nota.pdf') }],
    });
    const after = (await get(client, '/v1/pqrs')).json<{ pagination: { totalItems: number } }>();
    expect(after.pagination.totalItems).toBe(before.pagination.totalItems);
  });

  it('answers 400 with the field and its Spanish message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...FILING, type: 'denuncia' }, 'type', MESSAGES.pqrsTypeRequired],
      [{ ...FILING, subject: '   ' }, 'subject', MESSAGES.pqrsSubjectRequired],
      [
        { ...FILING, subject: 'a'.repeat(LIMITS.pqrsSubjectMaxLength + 1) },
        'subject',
        MESSAGES.pqrsSubjectMax,
      ],
      [{ ...FILING, text: 'a'.repeat(LIMITS.pqrsTextMaxLength + 1) }, 'text', MESSAGES.pqrsTextMax],
      [{ type: 'queja', subject: 'Demora' }, 'text', MESSAGES.pqrsTextRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await file(client, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message,
        errors: [{ field, message }],
      });
    }
    const form = await fileForm(client, { ...FILING, subject: '' });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual([
      { field: 'subject', message: MESSAGES.pqrsSubjectRequired },
    ]);
  });

  it('refuses an order that is not the client’s', async () => {
    const response = await file(client, { ...FILING, order_id: otherClientOrderId });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([
      { field: 'order_id', message: MESSAGES.pqrsOrderNotFound },
    ]);
  });

  it('is for clients only', async () => {
    expect((await file(null, FILING)).statusCode).toBe(401);
    expect((await file(designer, FILING)).statusCode).toBe(403);
    expect((await file(admins[0] as TestUser, FILING)).statusCode).toBe(403);
  });
});

describe('GET /v1/pqrs and /v1/pqrs/{hashid}', () => {
  it('lists only the client’s own, newest first', async () => {
    const mine = await filed(otherClient, { ...FILING, subject: 'Solo mía' });
    const response = await get(otherClient, '/v1/pqrs');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: PqrsRow[] }>();
    expect(items[0]?.hashid).toBe(mine.hashid);
    expect(items.every((item) => item.client.email === otherClient.email)).toBe(true);
  });

  it('answers 404 for another client’s request', async () => {
    const theirs = await filed(otherClient);
    expect((await get(client, `/v1/pqrs/${theirs.hashid}`)).statusCode).toBe(404);
    expect((await get(otherClient, `/v1/pqrs/${theirs.hashid}`)).statusCode).toBe(200);
    expect((await get(client, '/v1/pqrs/no-existe')).statusCode).toBe(404);
    expect((await get(designer, `/v1/pqrs/${theirs.hashid}`)).statusCode).toBe(403);
  });
});

describe('the admins', () => {
  it('list every request, filtered by state and type', async () => {
    const suggestion = await filed(client, { ...FILING, type: 'sugerencia', subject: 'Filtro' });
    const all = await get(admins[0] as TestUser, '/v1/admin/pqrs?itemsPerPage=100');
    expect(all.statusCode).toBe(200);
    const allItems = all.json<{ items: PqrsRow[] }>().items;
    expect(new Set(allItems.map((item) => item.client.email))).toEqual(
      new Set([client.email, otherClient.email]),
    );

    const filtered = await get(
      admins[0] as TestUser,
      '/v1/admin/pqrs?state=radicada&type=sugerencia&itemsPerPage=100',
    );
    const items = filtered.json<{ items: PqrsRow[] }>().items;
    expect(items.map((item) => item.hashid)).toContain(suggestion.hashid);
    expect(items.every((item) => item.type === 'sugerencia' && item.state === 'radicada')).toBe(
      true,
    );

    const searched = await get(
      admins[0] as TestUser,
      `/v1/admin/pqrs?search=${suggestion.filing_number}`,
    );
    expect(searched.json<{ items: PqrsRow[] }>().items.map((item) => item.hashid)).toEqual([
      suggestion.hashid,
    ]);

    const wrong = await get(admins[0] as TestUser, '/v1/admin/pqrs?state=cerrada');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'state', message: MESSAGES.pqrsStateInvalid }]);
    expect((await get(client, '/v1/admin/pqrs')).statusCode).toBe(403);
  });

  it('take a request up, answer it once, and the client is emailed the answer', async () => {
    const request = await filed(client, { ...FILING, subject: 'Para responder' });
    const admin = admins[0] as TestUser;

    const taken = await update(admin, request.hashid, { state: 'en_tramite' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<Changed>()).toMatchObject({
      message: MESSAGES.pqrsInProgress,
      pqrs: { state: 'en_tramite', answer: null },
    });
    expect(taken.json<Changed>().pqrs.in_progress_at).not.toBeNull();
    // Taking it up again changes nothing.
    const again = await update(admin, request.hashid, { state: 'en_tramite' });
    expect(again.json<Changed>().pqrs.in_progress_at).toBe(
      taken.json<Changed>().pqrs.in_progress_at,
    );

    const answer = 'Enviaremos las dos cajas de reemplazo esta semana.';
    const answered = await update(admin, request.hashid, { state: 'respondida', answer });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Changed>()).toMatchObject({
      message: MESSAGES.pqrsAnswered,
      pqrs: { state: 'respondida', answer },
    });

    const second = await update(admins[1] as TestUser, request.hashid, {
      state: 'respondida',
      answer: 'Otra respuesta',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      code: 'PQRS_ALREADY_ANSWERED',
      message: MESSAGES.pqrsAlreadyAnswered,
    });
    expect((await update(admin, request.hashid, { state: 'en_tramite' })).statusCode).toBe(409);

    const seen = (await get(client, `/v1/pqrs/${request.hashid}`)).json<PqrsDetail>();
    expect(seen).toMatchObject({ state: 'respondida', answer });
    expect(seen.answered_at).not.toBeNull();

    const email = (await emailsTo(client.email)).find(
      (row) => row.subject === `Respondimos tu solicitud ${request.filing_number}`,
    );
    expect(email?.bodyText).toContain(answer);
  });

  it('answer a request nobody took up, dating its taking up', async () => {
    const request = await filed(client);
    const answered = await update(admins[0] as TestUser, request.hashid, {
      state: 'respondida',
      answer: 'Gracias por tu sugerencia.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<Changed>().pqrs.in_progress_at).toBe(
      answered.json<Changed>().pqrs.answered_at,
    );
  });

  it('get 400 with the field for an empty answer or an unknown state, 404 for an unknown request', async () => {
    const request = await filed(client);
    const empty = await update(admins[0] as TestUser, request.hashid, {
      state: 'respondida',
      answer: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'answer', message: MESSAGES.pqrsAnswerRequired },
    ]);
    const long = await update(admins[0] as TestUser, request.hashid, {
      state: 'respondida',
      answer: 'a'.repeat(LIMITS.pqrsAnswerMaxLength + 1),
    });
    expect(long.json().errors).toEqual([{ field: 'answer', message: MESSAGES.pqrsAnswerMax }]);
    const unknownState = await update(admins[0] as TestUser, request.hashid, { state: 'cerrada' });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().errors).toEqual([
      { field: 'state', message: MESSAGES.pqrsStateInvalid },
    ]);
    expect(
      (await update(admins[0] as TestUser, 'no-existe', { state: 'en_tramite' })).statusCode,
    ).toBe(404);
    expect((await update(client, request.hashid, { state: 'en_tramite' })).statusCode).toBe(403);
  });
});
