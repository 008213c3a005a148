import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Remodeling, RemodelingPage } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { quoteSplit } from '@hogarte/shared/money';
import { REMODELING_STEP_NAMES, type StepName } from '@hogarte/shared/process-steps';
import { outboxMessages } from '../../db/schema/notifications.js';
import { designerProfiles } from '../../db/schema/users.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import {
  SHEET_REQUEST,
  createRemodelingUsers,
  insertQuote,
  newSheet,
  requestRemodeling,
  type QuotingSupplier,
} from '../../test/remodelings.js';
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

const BASE = '/v1/remodelings';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user?: { token: string }, payload?: object) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

const sheetOf = async (hashid: string, user: { token: string } = client) => {
  const response = await call('GET', `${BASE}/${hashid}`, user);
  if (response.statusCode !== 200) throw new Error(`sheet: ${response.body}`);
  return response.json<{ info: Remodeling }>().info;
};
const stepOf = (sheet: Remodeling, name: StepName) => {
  const step = sheet.steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no step ${name}`);
  return step;
};
const statuses = (sheet: Remodeling) =>
  Object.fromEntries(sheet.steps.map((step) => [step.name, step.step_status_id]));

const editStep = (stepId: number, body: object, user: { token: string } = designer, query = '') =>
  call('PATCH', `${BASE}/steps/${stepId}${query}`, user, body);

const upload = (hashid: string, type: string, user: { token: string }, part: UploadPart) =>
  harness.app.inject({
    method: 'POST',
    url: `${BASE}/${hashid}/files/${type}`,
    headers: bearer(user),
    payload: formOf({}, { file: [part] }),
  });

async function outboxTo(recipient: string) {
  return harness.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));
}

/** The lsh's invoice: the installation is done, so the client may receive the work. */
async function completeInstallation(hashid: string) {
  const uploaded = await upload(hashid, 'invoice', lsh, pdf('factura-lsh.pdf'));
  if (uploaded.statusCode !== 201) throw new Error(`lsh invoice: ${uploaded.body}`);
}

const finish = (hashid: string, user: { token: string } = client, query = '') =>
  call('PATCH', `${BASE}/${hashid}${query}`, user, { finished_at: new Date().toISOString() });

/** A sheet with a paid quote of `supplier` (so the lsh sees it). */
async function paidSheet() {
  const sheet = await newSheet(harness, client, designer);
  const quoteId = await insertQuote(
    harness,
    sheet,
    designer,
    [{ supplier, units: 3, price: 100_000, shippingCost: 20_000, installationPrice: 10_000 }],
    { paid: true },
  );
  return { ...sheet, quoteId };
}

beforeAll(async () => {
  harness = await createTestApp();
  ({ client, otherClient, designer, otherDesigner, supplier, otherSupplier, lsh, admin } =
    await createRemodelingUsers(harness));
});

afterAll(async () => {
  await harness.close();
});

describe('asking a designer for a remodelling', () => {
  it('creates the sheet with its seven pending steps and tells the designer', async () => {
    const response = await requestRemodeling(harness, client, {
      ...SHEET_REQUEST,
      designer_uuid: designer.uuid,
    });
    expect(response.statusCode).toBe(201);
    const { hashid, message } = response.json<{ hashid: string; message: string }>();
    expect(hashid).toMatch(/^[\w-]{12}$/);
    expect(message).toBe(fillMessage(MESSAGES.remodelingCreated, { hashid }));
    const sheet = await sheetOf(hashid);
    expect(sheet).toMatchObject({
      hashid,
      status: 'active',
      viewer: 'client',
      city: SHEET_REQUEST.city_name,
      address: SHEET_REQUEST.address,
      space: { quantity: 2 },
      client: { uuid: client.uuid, email: client.email },
      designer: { uuid: designer.uuid, avatar: expect.stringMatching(/^\/uploads\//) as string },
      invoices: [],
      designs: [],
      finished_at: null,
    });
    expect(sheet.steps.map((step) => [step.name, step.step_status_id, step.date])).toEqual(
      REMODELING_STEP_NAMES.map((name) => [name, 1, null]),
    );
    const messages = await outboxTo(designer.email);
    expect(messages.map((row) => row.subject)).toContain(
      fillMessage(MESSAGES.remodelingRequestEmailSubject, { hashid }),
    );
    const whatsapp = (await outboxTo(designer.phone)).find((row) =>
      row.bodyText.includes(`#${hashid}`),
    );
    expect(whatsapp?.bodyText).toContain(`http://localhost:3000/compra/${hashid}`);
  });

  it('takes a city of the list, by the label the picker shows, and keeps it as the list writes it', async () => {
    const unknown = await requestRemodeling(harness, client, {
      ...SHEET_REQUEST,
      designer_uuid: designer.uuid,
      city_name: 'Gotham, Antioquia',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ field: 'city_name', message: MESSAGES.cityUnknown }],
    });
    const bogota = await requestRemodeling(harness, client, {
      ...SHEET_REQUEST,
      designer_uuid: designer.uuid,
      city_name: 'bogotá, d.c.',
    });
    expect(bogota.statusCode).toBe(201);
    expect((await sheetOf(bogota.json<{ hashid: string }>().hashid)).city).toBe('Bogotá, D.C.');
  });

  it('refuses a designer who is not available, and says what is wrong with each field', async () => {
    const hidden = await createTestDesigner(harness, { isPublic: false });
    for (const uuid of [hidden.uuid, supplier.uuid]) {
      const refused = await requestRemodeling(harness, client, {
        ...SHEET_REQUEST,
        designer_uuid: uuid,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'designer_uuid', message: MESSAGES.remodelingDesignerUnavailable }],
      });
    }
    const invalid = await requestRemodeling(harness, client, {
      designer_uuid: designer.uuid,
      address: ' ',
      city_name: 'Medellín',
      space_quantity: 0,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'address', message: MESSAGES.required },
        { field: 'space_quantity', message: MESSAGES.remodelingSpacesRange },
      ]) as unknown,
    });
  });

  it('is for clients only', async () => {
    const body = { ...SHEET_REQUEST, designer_uuid: designer.uuid };
    expect((await call('POST', BASE, undefined, body)).statusCode).toBe(401);
    for (const user of [designer, supplier, lsh, admin]) {
      expect((await requestRemodeling(harness, user, body)).statusCode).toBe(403);
    }
  });
});

describe('who opens a sheet', () => {
  it('is its client, its designer, admins, the lsh after a paid quote, and a quoted supplier', async () => {
    const sheet = await newSheet(harness, client, designer);
    const url = `${BASE}/${sheet.hashid}`;
    expect((await sheetOf(sheet.hashid, designer)).viewer).toBe('designer');
    expect((await sheetOf(sheet.hashid, admin)).viewer).toBe('admin');
    for (const user of [otherClient, otherDesigner, supplier, lsh]) {
      expect((await call('GET', url, user)).statusCode).toBe(404);
    }
    await insertQuote(harness, sheet, designer, [{ supplier, units: 2, price: 50_000 }]);
    expect((await sheetOf(sheet.hashid, supplier)).viewer).toBe('supplier');
    // Quoted but not paid: the lsh has nothing to install yet.
    expect((await call('GET', url, lsh)).statusCode).toBe(404);
    expect((await call('GET', url, otherSupplier)).statusCode).toBe(404);
    await insertQuote(harness, sheet, designer, [{ supplier, units: 1, price: 80_000 }], {
      paid: true,
    });
    expect((await sheetOf(sheet.hashid, lsh)).viewer).toBe('lsh');
    expect((await call('GET', `${BASE}/nohay`, client)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('shows a supplier only its own lines, and money that is the sum of them', async () => {
    const sheet = await newSheet(harness, client, designer);
    const mine = {
      supplier,
      units: 4,
      price: 25_000,
      shippingCost: 10_000,
      installationPrice: 5_000,
    };
    const theirs = { supplier: otherSupplier, units: 2, price: 300_000, commissionPercent: 20 };
    await insertQuote(harness, sheet, designer, [mine, theirs], { name: 'Baño' });
    await insertQuote(harness, sheet, designer, [theirs], { name: 'Solo del otro' });
    const whole = await sheetOf(sheet.hashid, client);
    expect(whole.invoices.map((quote) => quote.name)).toEqual(['Baño', 'Solo del otro']);
    expect(whole.invoices[0]?.lines).toHaveLength(2);
    const seen = await sheetOf(sheet.hashid, supplier);
    expect(seen.invoices).toHaveLength(1);
    const [quote] = seen.invoices;
    expect(quote?.lines.map((line) => line.supplier.uuid)).toEqual([supplier.uuid]);
    const split = quoteSplit([
      {
        units: 4,
        price: 25_000,
        shippingCost: 10_000,
        installationPrice: 5_000,
        commissionPercent: 30,
      },
    ]);
    // 4 × 25.000 + 10.000 + 4 × 5.000 = 130.000, and its 19% IVA.
    expect(quote).toMatchObject({
      subtotal: 130_000,
      iva: 24_700,
      to_pay: 154_700,
      to_pay_designer: split.toPayDesigner,
      to_pay_supplier: split.toPaySupplier,
      to_pay_lsh: split.toPayLsh,
      to_pay_platform: split.toPayPlatform,
    });
    const listed = await call('GET', `${BASE}/${sheet.hashid}/invoices`, supplier);
    expect(listed.json<{ info: unknown[] }>().info).toHaveLength(1);
  });
});

describe('a sheet’s quotes', () => {
  it('are listed by approval and payment for the people of the sheet', async () => {
    const sheet = await newSheet(harness, client, designer);
    const line = { supplier, units: 1, price: 10_000 };
    await insertQuote(harness, sheet, designer, [line], { name: 'Enviada' });
    await insertQuote(harness, sheet, designer, [line], { name: 'Aprobada', approved: true });
    await insertQuote(harness, sheet, designer, [line], { name: 'Pagada', paid: true });
    const names = async (query: string, user: { token: string } = client) => {
      const response = await call('GET', `${BASE}/${sheet.hashid}/invoices${query}`, user);
      expect(response.statusCode).toBe(200);
      return response.json<{ info: Array<{ name: string }> }>().info.map((quote) => quote.name);
    };
    expect(await names('')).toEqual(['Enviada', 'Aprobada', 'Pagada']);
    expect(await names('?approved=true&paid=false')).toEqual(['Aprobada']);
    expect(await names('?paid=true', lsh)).toEqual(['Pagada']);
    expect(await names('?paid=true', designer)).toEqual(['Pagada']);
    for (const user of [otherClient, otherDesigner, otherSupplier]) {
      expect((await call('GET', `${BASE}/${sheet.hashid}/invoices`, user)).statusCode).toBe(404);
    }
  });
});

describe('the lists of sheets', () => {
  it('shows each role its own, newest first, with the sums of the paid quotes', async () => {
    const unpaid = await newSheet(harness, client, otherDesigner);
    const paid = await newSheet(harness, client, otherDesigner);
    const first = await insertQuote(
      harness,
      paid,
      otherDesigner,
      [{ supplier: otherSupplier, units: 1, price: 100_000 }],
      { paid: true },
    );
    await insertQuote(harness, paid, otherDesigner, [
      { supplier: otherSupplier, units: 9, price: 100_000 },
    ]);
    expect(first).toBeGreaterThan(0);
    const page = await call('GET', `${BASE}?itemsPerPage=10`, otherDesigner);
    expect(page.statusCode).toBe(200);
    const { items, pagination } = page.json<RemodelingPage>();
    expect(items.slice(0, 2).map((row) => row.hashid)).toEqual([paid.hashid, unpaid.hashid]);
    expect(items.every((row) => row.designer.uuid === otherDesigner.uuid)).toBe(true);
    // 100.000 + 19% IVA, of the paid quote only.
    expect(items[0]).toMatchObject({ paid_quotes: 1, to_pay: 119_000 });
    expect(items[1]).toMatchObject({ paid_quotes: 0, to_pay: 0 });
    expect(pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10 });
    const lshRows = (await call('GET', BASE, lsh)).json<RemodelingPage>().items;
    expect(lshRows.map((row) => row.hashid)).toContain(paid.hashid);
    expect(lshRows.map((row) => row.hashid)).not.toContain(unpaid.hashid);
    const supplierRows = (await call('GET', BASE, supplier)).json<RemodelingPage>().items;
    expect(supplierRows.map((row) => row.hashid)).not.toContain(paid.hashid);
    expect((await call('GET', BASE, client)).statusCode).toBe(403);
  });

  it('filters the admin’s list by finished and by the paid mark', async () => {
    const sheet = await newSheet(harness, client, designer);
    const finishedOnly = () =>
      call('GET', `${BASE}?finished=true&itemsPerPage=50`, admin).then((response) =>
        response.json<RemodelingPage>().items.map((row) => row.hashid),
      );
    const paidOnly = () =>
      call('GET', `${BASE}?paid=true&itemsPerPage=50`, admin).then((response) =>
        response.json<RemodelingPage>().items.map((row) => row.hashid),
      );
    expect(await finishedOnly()).not.toContain(sheet.hashid);
    expect((await finish(sheet.hashid)).statusCode).toBe(200);
    expect(await finishedOnly()).toContain(sheet.hashid);
    expect(await paidOnly()).not.toContain(sheet.hashid);
    await call('PATCH', `${BASE}/${sheet.hashid}`, admin, { paid_at: 'now' });
    expect(await paidOnly()).toContain(sheet.hashid);
    expect((await call('GET', `${BASE}?paid=quizas`, admin)).statusCode).toBe(400);
  });
});

describe('the step rules', () => {
  it('moves a pending step to in progress when its date is set, and never back', async () => {
    const sheet = await newSheet(harness, client, designer);
    const visit = stepOf(await sheetOf(sheet.hashid), 'visit_date');
    const date = '2026-12-03T15:00:00.000Z';
    const edited = await editStep(visit.id, { date }, designer, '?whatsapp=true');
    expect(edited.statusCode).toBe(200);
    const { message, info } = edited.json<{ message: string; info: Remodeling }>();
    expect(message).toBe(MESSAGES.stepUpdated);
    expect(stepOf(info, 'visit_date')).toMatchObject({ step_status_id: 2, date });
    const told = (await outboxTo(client.phone)).find((row) =>
      row.bodyText.includes(`#${sheet.hashid}`),
    );
    expect(told?.bodyText).toContain('fecha de visita');
    expect((await editStep(visit.id, { step_status_id: 3 })).statusCode).toBe(200);
    const back = await editStep(visit.id, { step_status_id: 2 });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ message: MESSAGES.stepStatusBackwards });
  });

  it('completes my orders when the installation date is set, and refuses the installation’s status', async () => {
    const sheet = await newSheet(harness, client, designer);
    const installing = stepOf(await sheetOf(sheet.hashid), 'contractors_installing');
    const refused = await editStep(installing.id, { step_status_id: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.stepStatusNotEditable });
    const edited = await editStep(installing.id, { date: '2027-01-15T13:00:00.000Z' }, admin);
    expect(edited.statusCode).toBe(200);
    expect(statuses(edited.json<{ info: Remodeling }>().info)).toMatchObject({
      my_orders: 3,
      contractors_installing: 2,
    });
  });

  it('has no edit for design, budget, payment, my orders and the reception', async () => {
    const sheet = await newSheet(harness, client, designer);
    const current = await sheetOf(sheet.hashid);
    for (const name of ['design', 'budget', 'payment', 'my_orders', 'received'] as const) {
      for (const body of [{ date: '2026-12-03T15:00:00.000Z' }, { step_status_id: 2 }]) {
        const refused = await editStep(stepOf(current, name).id, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ message: MESSAGES.stepNotEditable });
      }
    }
    expect(statuses(await sheetOf(sheet.hashid))).toEqual(
      Object.fromEntries(REMODELING_STEP_NAMES.map((name) => [name, 1])),
    );
  });

  it('is for the sheet’s designer and admins, on an active sheet, with a valid edit', async () => {
    const sheet = await newSheet(harness, client, designer);
    const visit = stepOf(await sheetOf(sheet.hashid), 'visit_date');
    const date = { date: '2026-12-03T15:00:00.000Z' };
    expect((await editStep(visit.id, date, otherDesigner)).statusCode).toBe(404);
    expect((await editStep(visit.id, date, client)).statusCode).toBe(403);
    expect((await editStep(visit.id, date, lsh)).statusCode).toBe(403);
    expect((await editStep(999_999, date)).statusCode).toBe(404);
    expect((await editStep(visit.id, {})).statusCode).toBe(400);
    expect((await editStep(visit.id, { date: 'mañana' })).statusCode).toBe(400);
    expect((await finish(sheet.hashid)).statusCode).toBe(200);
    const finished = await editStep(visit.id, date);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ message: MESSAGES.remodelingFinished });
  });
});

describe('designs and documents', () => {
  it('lets the designer show a design (step in progress) and the client approve it once', async () => {
    const sheet = await newSheet(harness, client, designer);
    const uploaded = await upload(sheet.hashid, 'design', designer, png('sala.png'));
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json<{ message: string; info: { id: number; url: string } }>();
    expect(file.message).toBe(MESSAGES.designUploaded);
    expect(file.info.url).toMatch(/^\/files\/\d+\?expires=\d+&signature=/);
    expect((await upload(sheet.hashid, 'design', otherDesigner, png())).statusCode).toBe(404);
    expect((await upload(sheet.hashid, 'design', admin, png())).statusCode).toBe(403);
    const shown = await call('POST', `${BASE}/${sheet.hashid}/designs?whatsapp=true`, designer, {
      remodeling_process_file_id: file.info.id,
    });
    expect(shown.statusCode).toBe(201);
    const info = shown.json<{ info: Remodeling }>().info;
    expect(stepOf(info, 'design').step_status_id).toBe(2);
    expect(info.designs).toMatchObject([{ filename: 'sala.png', is_approved: false }]);
    const designId = info.designs[0]?.id ?? 0;
    const again = await call('POST', `${BASE}/${sheet.hashid}/designs`, designer, {
      remodeling_process_file_id: file.info.id,
    });
    expect(again.statusCode).toBe(409);
    const approveUrl = `${BASE}/${sheet.hashid}/designs/${designId}?whatsapp=true`;
    expect((await call('PATCH', approveUrl, otherClient, { is_approved: true })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', approveUrl, designer, { is_approved: true })).statusCode).toBe(403);
    const approved = await call('PATCH', approveUrl, client, { is_approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ info: Remodeling }>().info.designs[0]).toMatchObject({
      is_approved: true,
      approved_at: expect.any(String) as string,
    });
    const twice = await call('PATCH', approveUrl, client, { is_approved: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.designAlreadyApproved });
    const designerTold = (await outboxTo(designer.phone)).some((row) =>
      row.bodyText.includes(`aprobó un diseño de la remodelación #${sheet.hashid}`),
    );
    expect(designerTold).toBe(true);
  });

  it('refuses a design that is not one of the sheet’s design files', async () => {
    const sheet = await newSheet(harness, client, designer);
    const legal = await upload(sheet.hashid, 'legal', designer, pdf('contrato.pdf'));
    expect(legal.statusCode).toBe(201);
    const refused = await call('POST', `${BASE}/${sheet.hashid}/designs`, designer, {
      remodeling_process_file_id: legal.json<{ info: { id: number } }>().info.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      errors: [{ field: 'remodeling_process_file_id', message: MESSAGES.designFileNotFound }],
    });
  });

  it('takes legal documents as PDF and technical ones as an image or PDF', async () => {
    const sheet = await newSheet(harness, client, designer);
    const image = await upload(sheet.hashid, 'legal', admin, png('contrato.png'));
    expect(image.statusCode).toBe(415);
    expect((await upload(sheet.hashid, 'legal', admin, pdf('contrato.pdf'))).statusCode).toBe(201);
    expect((await upload(sheet.hashid, 'technical', designer, png('plano.png'))).statusCode).toBe(
      201,
    );
    expect((await upload(sheet.hashid, 'technical', client, png())).statusCode).toBe(403);
    const missing = await harness.app.inject({
      method: 'POST',
      url: `${BASE}/${sheet.hashid}/files/technical`,
      headers: bearer(designer),
      payload: formOf({ nada: 'x' }),
    });
    expect(missing.statusCode).toBe(400);
    const sheetNow = await sheetOf(sheet.hashid);
    expect(sheetNow.legal_documents.map((file) => file.filename)).toEqual(['contrato.pdf']);
    expect(sheetNow.technical_documents.map((file) => file.filename)).toEqual(['plano.png']);
  });

  it('lets the lsh upload its invoice (installation done) and policy, and an admin the client’s invoice once finished', async () => {
    const sheet = await paidSheet();
    expect((await upload(sheet.hashid, 'policy', designer, pdf())).statusCode).toBe(403);
    const policy = await upload(sheet.hashid, 'policy', lsh, pdf('poliza.pdf'));
    expect(policy.statusCode).toBe(201);
    expect(policy.json()).toMatchObject({ message: MESSAGES.policyUploaded });
    const installing = stepOf(await sheetOf(sheet.hashid), 'contractors_installing');
    await editStep(installing.id, { date: '2027-01-15T13:00:00.000Z' });
    const invoice = await upload(sheet.hashid, 'invoice', lsh, pdf('factura-lsh.pdf'));
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({ message: MESSAGES.invoiceUploaded });
    const after = await sheetOf(sheet.hashid);
    expect(stepOf(after, 'contractors_installing').step_status_id).toBe(3);
    expect(after.lsh_invoice?.filename).toBe('factura-lsh.pdf');
    expect(after.lsh_policy?.filename).toBe('poliza.pdf');
    const early = await upload(sheet.hashid, 'invoice', admin, pdf('factura.pdf'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.remodelingNotFinished });
    expect((await finish(sheet.hashid)).statusCode).toBe(200);
    expect((await upload(sheet.hashid, 'invoice', admin, pdf('factura.pdf'))).statusCode).toBe(201);
    expect((await sheetOf(sheet.hashid, admin)).admin_invoice?.filename).toBe('factura.pdf');
    const row = (await call('GET', `${BASE}?itemsPerPage=50`, admin))
      .json<RemodelingPage>()
      .items.find((item) => item.hashid === sheet.hashid);
    expect(row).toMatchObject({
      has_lsh_invoice: true,
      has_lsh_policy: true,
      has_admin_invoice: true,
    });
  });
});

describe('installers', () => {
  it('are added by the lsh once a quote is paid, with the spec’s messages on each field', async () => {
    const unpaid = await newSheet(harness, client, designer);
    const body = { full_name: 'Jorge Iván Gómez', cedula: '1037654321' };
    expect((await call('POST', `${BASE}/${unpaid.hashid}/installers`, lsh, body)).statusCode).toBe(
      404,
    );
    const sheet = await paidSheet();
    const url = `${BASE}/${sheet.hashid}/installers`;
    expect((await call('POST', url, designer, body)).statusCode).toBe(403);
    const invalid = await call('POST', url, lsh, { full_name: ' ', cedula: '12.345' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'full_name', message: MESSAGES.installerNameRequired },
        { field: 'cedula', message: MESSAGES.installerCedulaInvalid },
      ]) as unknown,
    });
    for (const cedula of ['1234567', '12345678901']) {
      const refused = await call('POST', url, lsh, { ...body, cedula });
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'cedula', message: MESSAGES.installerCedulaInvalid }],
      });
    }
    const added = await call('POST', url, lsh, body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: MESSAGES.installerAdded,
      info: { installers: [{ full_name: 'Jorge Iván Gómez', cedula: '1037654321' }] },
    });
    expect((await call('POST', url, admin, { ...body, cedula: '12345678' })).statusCode).toBe(201);
  });
});

describe('tracking links', () => {
  it('are added by a supplier with lines in a paid quote, and removed only by it', async () => {
    const sheet = await paidSheet();
    const unpaidQuote = await insertQuote(harness, sheet, designer, [
      { supplier, units: 1, price: 10_000 },
    ]);
    const url = (id: number, query = '') => `${BASE}/invoices/${id}/trackings${query}`;
    const link = { url: 'https://rastreo.envia.com/guia/123456' };
    expect((await call('POST', url(sheet.quoteId), otherSupplier, link)).statusCode).toBe(404);
    expect((await call('POST', url(sheet.quoteId), client, link)).statusCode).toBe(403);
    const notPaid = await call('POST', url(unpaidQuote), supplier, link);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ message: MESSAGES.quoteNotPaid });
    for (const bad of ['http://rastreo.co/1', 'rastreo', '']) {
      const refused = await call('POST', url(sheet.quoteId), supplier, { url: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'url', message: MESSAGES.trackingUrlInvalid }],
      });
    }
    const added = await call('POST', url(sheet.quoteId, '?whatsapp=true'), supplier, link);
    expect(added.statusCode).toBe(201);
    const info = added.json<{ message: string; info: Remodeling }>();
    expect(info.message).toBe(MESSAGES.trackingAdded);
    expect(stepOf(info.info, 'my_orders').step_status_id).toBe(2);
    const quote = info.info.invoices.find((candidate) => candidate.id === sheet.quoteId);
    expect(quote?.trackings).toMatchObject([{ url: link.url, supplier: { uuid: supplier.uuid } }]);
    const trackingId = quote?.trackings[0]?.id ?? 0;
    const told = (await outboxTo(client.phone)).some((row) =>
      row.bodyText.includes(`seguimiento del envío de tu remodelación #${sheet.hashid}`),
    );
    expect(told).toBe(true);
    expect((await call('DELETE', `${BASE}/trackUrl/${trackingId}`, otherSupplier)).statusCode).toBe(
      404,
    );
    const removed = await call('DELETE', `${BASE}/trackUrl/${trackingId}`, supplier);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: MESSAGES.trackingDeleted });
    expect((await sheetOf(sheet.hashid)).invoices[0]?.trackings).toEqual([]);
  });
});

describe('receiving the work', () => {
  it('is refused while the installation is in progress, then finishes every step once', async () => {
    const sheet = await paidSheet();
    const installing = stepOf(await sheetOf(sheet.hashid), 'contractors_installing');
    await editStep(installing.id, { date: '2027-01-15T13:00:00.000Z' });
    const early = await finish(sheet.hashid);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.remodelingInstallationInProgress });
    await completeInstallation(sheet.hashid);
    expect((await finish(sheet.hashid, otherClient)).statusCode).toBe(404);
    expect((await finish(sheet.hashid, designer)).statusCode).toBe(403);
    const done = await finish(sheet.hashid, client, '?email=true');
    expect(done.statusCode).toBe(200);
    const { message, info } = done.json<{ message: string; info: Remodeling }>();
    expect(message).toBe(MESSAGES.remodelingFinishedToast);
    expect(info).toMatchObject({ status: 'finished', finished_at: expect.any(String) as string });
    expect(info.steps.every((step) => step.step_status_id === 3)).toBe(true);
    const subject = fillMessage(MESSAGES.remodelingFinishedEmailSubject, { hashid: sheet.hashid });
    for (const person of [client, designer]) {
      expect((await outboxTo(person.email)).filter((row) => row.subject === subject)).toHaveLength(
        1,
      );
    }
    const again = await finish(sheet.hashid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.remodelingFinished });
  });

  it('is rated by the client once, after it is finished, and counts in the designer’s average', async () => {
    const ratedDesigner = await createTestDesigner(harness);
    const sheet = await newSheet(harness, client, ratedDesigner);
    const rating = { designer_rating: 4, installers_rating: 5, comments: 'Muy puntuales' };
    const url = `${BASE}/${sheet.hashid}`;
    const early = await call('PATCH', url, client, rating);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.remodelingNotFinished });
    await finish(sheet.hashid);
    expect((await call('PATCH', url, admin, rating)).statusCode).toBe(403);
    expect((await call('PATCH', url, client, { ...rating, designer_rating: 6 })).statusCode).toBe(
      400,
    );
    const rated = await call('PATCH', url, client, rating);
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      message: MESSAGES.remodelingRated,
      info: { designer_rating: 4, installers_rating: 5, comments: 'Muy puntuales' },
    });
    const twice = await call('PATCH', url, client, rating);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.remodelingAlreadyRated });
    const [profile] = await harness.ctx.db
      .select()
      .from(designerProfiles)
      .where(eq(designerProfiles.userId, ratedDesigner.id));
    expect(profile).toMatchObject({ ratingSum: 4, ratingCount: 1 });
  });
});

describe('the paid mark', () => {
  it('is the admin’s, on finished sheets only, and can be taken back', async () => {
    const sheet = await newSheet(harness, client, designer);
    const url = `${BASE}/${sheet.hashid}`;
    expect((await call('PATCH', url, client, { paid_at: 'now' })).statusCode).toBe(403);
    const early = await call('PATCH', url, admin, { paid_at: 'now' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.remodelingNotFinished });
    await finish(sheet.hashid);
    const marked = await call('PATCH', url, admin, { paid_at: '2001-01-01T00:00:00Z' });
    expect(marked.statusCode).toBe(200);
    const info = marked.json<{ message: string; info: Remodeling }>();
    expect(info.message).toBe(fillMessage(MESSAGES.remodelingPaidMarked, { hashid: sheet.hashid }));
    // The server stamps the time, not the browser.
    expect(new Date(info.info.paid_at ?? 0).getFullYear()).toBeGreaterThan(2001);
    const unmarked = await call('PATCH', url, admin, { paid_at: null });
    expect(unmarked.json()).toMatchObject({
      message: fillMessage(MESSAGES.remodelingPaidUnmarked, { hashid: sheet.hashid }),
      info: { paid_at: null },
    });
    expect((await call('PATCH', url, admin, { paid_at: 'now', extra: 1 })).statusCode).toBe(400);
  });
});

describe('the equivalent document', () => {
  it('is a PDF of a finished sheet for its client, designer and admins', async () => {
    const sheet = await paidSheet();
    const url = `${BASE}/${sheet.hashid}/document/equivalent`;
    const early = await call('POST', url, client);
    expect(early.statusCode).toBe(409);
    await finish(sheet.hashid);
    for (const user of [client, designer, admin]) {
      const response = await call('POST', url, user);
      expect(response.statusCode).toBe(200);
      const { info, fileName } = response.json<{ info: string; fileName: string }>();
      expect(fileName).toBe(`documento-equivalente-${sheet.hashid}.pdf`);
      expect(Buffer.from(info, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call('POST', url, otherClient)).statusCode).toBe(404);
    expect((await call('POST', url, otherDesigner)).statusCode).toBe(404);
    expect((await call('POST', url, supplier)).statusCode).toBe(403);
    expect((await call('POST', url, lsh)).statusCode).toBe(403);
  });
});
