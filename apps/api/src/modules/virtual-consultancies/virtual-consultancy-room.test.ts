import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicDesignersPage,
  VirtualConsultancy,
  VirtualFile,
  VirtualSharedFiles,
} from '@hogarte/shared/contracts/virtual-consultancies';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/notifications.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { sendChatMessage } from '../../test/conversations.js';
import { bearer, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  activeConsultancy as activeConsultancyOf,
  createConsultancyUsers,
  createTestDesigner,
  finish,
  newConsultancy,
  payThroughSimulator,
} from '../../test/virtual-consultancies.js';

let harness: TestApp;
let client: TestUser;
let otherClient: TestUser;
let designer: TestUser;
let otherDesigner: TestUser;
let admin: TestUser;

const BASE = '/v1/virtual-consultancy';

const get = (url: string, user?: { token: string }) =>
  harness.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const upload = (
  hashid: string,
  type: string,
  user: { token: string },
  file: UploadPart = png('plano.png'),
  query = '',
) =>
  harness.app.inject({
    method: 'POST',
    url: `${BASE}/${hashid}/files/${type}${query}`,
    headers: bearer(user),
    payload: formOf({}, { file: [file] }),
  });
const approveFile = (id: number, user: { token: string }) =>
  harness.app.inject({
    method: 'PATCH',
    url: `${BASE}/${id}/approve-file`,
    headers: bearer(user),
  });
const rate = (hashid: string, user: { token: string }, payload: object) =>
  harness.app.inject({
    method: 'PATCH',
    url: `${BASE}/${hashid}/submit-rating`,
    headers: bearer(user),
    payload,
  });
const equivalent = (hashid: string, user: { token: string }) =>
  harness.app.inject({
    method: 'POST',
    url: `${BASE}/document/equivalent`,
    headers: bearer(user),
    payload: { equivalentDocData: { hashid } },
  });

const activeConsultancy = (owner = client, professional = designer) =>
  activeConsultancyOf(harness, owner, professional, 2);

async function finishedConsultancy(owner = client, professional = designer) {
  const consultancy = await activeConsultancy(owner, professional);
  const finished = await finish(harness, owner, consultancy);
  if (finished.statusCode !== 200) throw new Error(`finish: ${finished.body}`);
  return finished.json<{ info: VirtualConsultancy }>().info;
}

beforeAll(async () => {
  harness = await createTestApp();
  ({ client, otherClient, admin, designer, otherDesigner } = await createConsultancyUsers(harness));
});

afterAll(async () => {
  await harness.close();
});

describe("the room's files", () => {
  it('refuses files before the approval', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    await payThroughSimulator(harness, client, consultancy.hashid);
    const early = await upload(consultancy.hashid, 'shared-file', client);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.virtualNotApproved });
  });

  it('lets each role upload its kinds, lists them with links both sides open, and tells by WhatsApp', async () => {
    const consultancy = await activeConsultancy();
    const { hashid } = consultancy;
    const fromClient = await upload(
      hashid,
      'shared-file',
      client,
      pdf('medidas.pdf'),
      '?whatsapp=true',
    );
    expect(fromClient.statusCode).toBe(201);
    expect(fromClient.json()).toMatchObject({
      message: MESSAGES.virtualFileUploaded,
      info: { filename: 'medidas.pdf', kind: 'pdf', uploaded_by: 'client', is_approved: null },
    });
    const toDesigner = (
      await harness.ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, designer.phone))
    ).filter((message) => message.bodyText.includes('medidas.pdf'));
    expect(toDesigner).toHaveLength(1);

    const fromDesigner = await upload(hashid, 'shared-file', designer, png('idea.png'));
    expect(fromDesigner.json()).toMatchObject({ info: { uploaded_by: 'designer', kind: 'image' } });
    const design = await upload(hashid, 'design', designer, png('render.png'));
    expect(design.statusCode).toBe(201);
    expect(design.json()).toMatchObject({ info: { is_approved: false, uploaded_by: 'designer' } });
    expect((await upload(hashid, 'legal-doc', designer, pdf('contrato.pdf'))).statusCode).toBe(201);
    expect((await upload(hashid, 'legal-doc', admin, pdf('anexo.pdf'))).statusCode).toBe(201);

    // Each kind's roles: a client shares files only; an admin adds legal documents only.
    expect((await upload(hashid, 'design', client)).statusCode).toBe(403);
    expect((await upload(hashid, 'legal-doc', client)).statusCode).toBe(403);
    expect((await upload(hashid, 'shared-file', admin)).statusCode).toBe(403);
    expect((await upload(hashid, 'shared-file', otherClient)).statusCode).toBe(404);
    expect((await upload(hashid, 'design', otherDesigner)).statusCode).toBe(404);
    expect((await upload(hashid, 'other', designer)).statusCode).toBe(400);
    const disguised = await upload(hashid, 'shared-file', client, {
      name: 'foto.png',
      content: Buffer.from('MZ not an image'),
      type: 'image/png',
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ message: wrongFormatMessage('foto.png') });

    const shared = await get(`${BASE}/shared-file/${hashid}`, designer);
    expect(shared.statusCode).toBe(200);
    const files = shared.json<{ info: VirtualSharedFiles }>().info;
    expect(files.client.map((file) => file.filename)).toEqual(['medidas.pdf']);
    expect(files.designer.map((file) => file.filename)).toEqual(['idea.png']);
    expect(files.designs.map((file) => file.filename)).toEqual(['render.png']);
    for (const viewer of [client, admin]) {
      const seen = (await get(`${BASE}/shared-file/${hashid}`, viewer)).json<{
        info: VirtualSharedFiles;
      }>().info;
      // Each file's signed link is the grant: the other side and admins open it too.
      for (const file of [...seen.client, ...seen.designer, ...seen.designs]) {
        const opened = await harness.app.inject({ method: 'GET', url: file.url });
        expect(opened.statusCode).toBe(200);
      }
    }
    const legal = await get(`${BASE}/legal-docs/${hashid}`, client);
    expect(
      legal.json<{ info: VirtualFile[] }>().info.map((file) => [file.filename, file.uploaded_by]),
    ).toEqual([
      ['contrato.pdf', 'designer'],
      ['anexo.pdf', 'admin'],
    ]);
    expect((await get(`${BASE}/shared-file/${hashid}`, otherClient)).statusCode).toBe(404);
    expect((await get(`${BASE}/legal-docs/${hashid}`, otherDesigner)).statusCode).toBe(404);
    expect((await get(`${BASE}/legal-docs/${hashid}`)).statusCode).toBe(401);

    // The client approves a design of its own, once; anything else is not found.
    const designId = design.json<{ info: VirtualFile }>().info.id;
    expect((await approveFile(designId, otherClient)).statusCode).toBe(404);
    expect((await approveFile(designId, designer)).statusCode).toBe(403);
    const sharedId = fromClient.json<{ info: VirtualFile }>().info.id;
    expect((await approveFile(sharedId, client)).statusCode).toBe(404);
    const approved = await approveFile(designId, client);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: MESSAGES.virtualDesignApproved,
      info: { id: designId, is_approved: true },
    });
    const again = await approveFile(designId, client);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: MESSAGES.virtualDesignApproved,
      info: { id: designId, is_approved: true },
    });
  });
});

describe('finishing', () => {
  it('checks who finishes and what the body names, then closes the chat and writes to both', async () => {
    const consultancy = await activeConsultancy();
    const { hashid } = consultancy;
    const url = `${BASE}/${hashid}/finish?email=true`;
    const wrongUuid = await harness.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(client),
      payload: { client_uuid: otherClient.uuid, designer_uuid: designer.uuid },
    });
    expect(wrongUuid.statusCode).toBe(422);
    expect(wrongUuid.json()).toMatchObject({ errors: [{ field: 'client_uuid' }] });
    expect((await finish(harness, designer, consultancy)).statusCode).toBe(403);
    expect((await finish(harness, otherClient, consultancy)).statusCode).toBe(404);

    const finished = await finish(harness, client, consultancy, '?email=true');
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({
      message: MESSAGES.virtualFinishedToast,
      info: { status: 'finished', finished_at: expect.any(String) as string },
    });
    const subject = fillMessage(MESSAGES.virtualFinishedEmailSubject, { hashid });
    const emails = await harness.ctx.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, subject));
    expect(emails.map((email) => email.recipient).sort()).toEqual(
      [client.email, designer.email].sort(),
    );

    const twice = await finish(harness, client, consultancy);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.virtualFinished });
    const room = consultancy.virtualChat?.room_uuid ?? '';
    const closed = await sendChatMessage(harness.app, designer, room, 'Hola');
    expect(closed.statusCode).toBe(409);
    const knock = await harness.app.inject({
      method: 'POST',
      url: `${BASE}/${hashid}/client/knock-knock-whatsapp`,
      headers: bearer(client),
    });
    expect(knock.statusCode).toBe(409);
    const late = await upload(hashid, 'shared-file', client);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: MESSAGES.virtualFinished });
  });

  it('lets an admin finish any approved one, and nobody finish one not yet approved', async () => {
    const consultancy = await activeConsultancy(otherClient, otherDesigner);
    expect((await finish(harness, admin, consultancy)).statusCode).toBe(200);
    const waiting = await newConsultancy(harness, client, designer);
    await payThroughSimulator(harness, client, waiting.hashid);
    const early = await finish(harness, client, waiting);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.virtualNotApproved });
  });
});

describe('rating', () => {
  it('rates a finished one once and updates the designer’s average', async () => {
    const professional = await createTestDesigner(harness);
    const active = await activeConsultancy(client, professional);
    const early = await rate(active.hashid, client, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.virtualNotFinished });
    await finish(harness, client, active);

    expect((await rate(active.hashid, otherClient, { rating: 5 })).statusCode).toBe(404);
    expect((await rate(active.hashid, professional, { rating: 5 })).statusCode).toBe(403);
    const outOfRange = await rate(active.hashid, client, { rating: 6 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({ message: MESSAGES.ratingRange });
    const long = await rate(active.hashid, client, { rating: 4, comment: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: MESSAGES.ratingCommentMax });

    const rated = await rate(active.hashid, client, { rating: 4, comment: 'Muy buena asesoría' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      message: MESSAGES.virtualRated,
      info: { professional_rating: 4, rating_comment: 'Muy buena asesoría' },
    });
    const twice = await rate(active.hashid, client, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.virtualAlreadyRated });

    const second = await finishedConsultancy(otherClient, professional);
    const byDefault = await rate(second.hashid, otherClient, {});
    expect(byDefault.json()).toMatchObject({ info: { professional_rating: 5 } });
    const designers = await get('/v1/designers/public?itemsPerPage=48');
    const listed = designers
      .json<PublicDesignersPage>()
      .items.find((item) => item.uuid === professional.uuid);
    expect(listed).toMatchObject({ rating: 4.5, rating_count: 2 });
    // The best rated come first.
    expect(designers.json<PublicDesignersPage>().items[0]?.uuid).toBe(professional.uuid);
  });
});

describe('documents', () => {
  it('answers the equivalent document of a finished one to its people and admins', async () => {
    const active = await activeConsultancy();
    const early = await equivalent(active.hashid, client);
    expect(early.statusCode).toBe(409);
    await finish(harness, client, active);
    for (const viewer of [client, designer, admin]) {
      const response = await equivalent(active.hashid, viewer);
      expect(response.statusCode).toBe(200);
      const { fileName, pdf: content } = response.json<{ fileName: string; pdf: string }>();
      expect(fileName).toBe(`documento-equivalente-${active.hashid}.pdf`);
      expect(Buffer.from(content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await equivalent(active.hashid, otherClient)).statusCode).toBe(404);
    expect((await equivalent(active.hashid, otherDesigner)).statusCode).toBe(404);
  });

  it('answers the payment receipt as a PDF to its people and admins', async () => {
    const active = await activeConsultancy();
    const reference = active.payment?.uuid ?? '';
    expect(reference).toMatch(/^AV-/);
    for (const viewer of [client, designer, admin]) {
      const response = await get(`${BASE}/receipt/${reference}`, viewer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="comprobante-${reference}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get(`${BASE}/receipt/${reference}`, otherClient)).statusCode).toBe(404);
    expect((await get(`${BASE}/receipt/${reference}`, otherDesigner)).statusCode).toBe(404);
    expect((await get(`${BASE}/receipt/AV-nada-00000000`, client)).statusCode).toBe(404);
    expect((await get(`${BASE}/receipt/${reference}`)).statusCode).toBe(401);
  });
});
