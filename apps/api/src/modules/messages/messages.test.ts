import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { inboxMessages } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let admin: TestUser;
let designers: TestUser[];
let pendingDesigner: TestUser;
let rejectedDesigner: TestUser;
let lsh: TestUser;
let client: TestUser;

beforeAll(async () => {
  harness = await createTestApp();
  const make = (roleId: (typeof ROLE)[keyof typeof ROLE]) =>
    createTestUser(harness.app, harness.ctx, roleId);
  admin = await make(ROLE.admin);
  designers = [await make(ROLE.designer), await make(ROLE.designer)];
  pendingDesigner = await make(ROLE.designer);
  rejectedDesigner = await make(ROLE.designer);
  lsh = await make(ROLE.lsh);
  client = await make(ROLE.client);
  await harness.ctx.db
    .update(users)
    .set({ isApproved: null })
    .where(eq(users.id, pendingDesigner.id));
  await harness.ctx.db
    .update(users)
    .set({ isApproved: false })
    .where(eq(users.id, rejectedDesigner.id));
});
afterAll(() => harness.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface InboxItem {
  id: number;
  id_message: number;
  title: string;
  text: string;
  created_at: string;
  is_read: boolean;
  attachment: { url: string; filename: string } | null;
}

let titleSequence = 0;
function nextTitle() {
  titleSequence += 1;
  return `Aviso ${titleSequence}`;
}

function send(
  sender: TestUser | null,
  recipient: string | null,
  payload: Record<string, unknown> | FormData,
) {
  return harness.app.inject({
    method: 'POST',
    url: recipient === null ? '/v1/messages' : `/v1/messages?recipient=${recipient}`,
    headers: sender ? bearer(sender) : {},
    payload,
  });
}

async function inboxOf(user: TestUser) {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/v1/users/messages',
    headers: bearer(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json<InboxItem[]>();
}

const mark = (user: TestUser, id: number, payload: Record<string, unknown> = { is_read: true }) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/v1/messages/${id}`,
    headers: bearer(user),
    payload,
  });

async function approvedDesignerCount() {
  const rows = await harness.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.designer), eq(users.isApproved, true)));
  return rows.length;
}

const titlesIn = (items: InboxItem[]) => items.map((item) => item.title);

describe('POST /v1/messages', () => {
  it('sends to approved designers only when they are the recipients', async () => {
    const title = nextTitle();
    const response = await send(admin, 'designers', { title, text: 'Nuevas tarifas desde julio.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Tu mensaje ha sido enviado exitosamente',
      recipients: await approvedDesignerCount(),
    });
    expect(response.json().recipients).toBe(2);

    for (const designer of designers) {
      const [item] = await inboxOf(designer);
      expect(item).toEqual({
        id: expect.any(Number),
        id_message: expect.any(Number),
        title,
        text: 'Nuevas tarifas desde julio.',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        is_read: false,
        attachment: null,
      });
    }
    for (const outsider of [lsh, pendingDesigner, rejectedDesigner]) {
      expect(titlesIn(await inboxOf(outsider))).not.toContain(title);
    }
  });

  it('sends to lsh only, or to both groups', async () => {
    const lshTitle = nextTitle();
    const toLsh = await send(admin, 'lsh', { title: lshTitle, text: 'Solo operación.' });
    expect(toLsh.json().recipients).toBe(1);
    expect(titlesIn(await inboxOf(lsh))).toContain(lshTitle);
    expect(titlesIn(await inboxOf(designers[0] as TestUser))).not.toContain(lshTitle);

    const bothTitle = nextTitle();
    const toBoth = await send(admin, 'designers,lsh', { title: bothTitle, text: 'Para todos.' });
    expect(toBoth.statusCode).toBe(201);
    expect(toBoth.json().recipients).toBe((await approvedDesignerCount()) + 1);
    for (const recipient of [...designers, lsh]) {
      expect(titlesIn(await inboxOf(recipient))).toContain(bothTitle);
    }
    expect(titlesIn(await inboxOf(pendingDesigner))).not.toContain(bothTitle);
    const [stored] = await harness.ctx.db
      .select({ recipients: inboxMessages.recipients })
      .from(inboxMessages)
      .where(eq(inboxMessages.title, bothTitle));
    expect(stored?.recipients).toBe('designers,lsh');
  });

  it('sends a multipart message with a PDF each recipient can open', async () => {
    const title = nextTitle();
    const form = new FormData();
    form.append('title', title);
    form.append('text', 'Adjunto el reglamento.');
    form.append(
      'attachment',
      new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
      'reglamento.pdf',
    );
    const response = await send(admin, 'designers,lsh', form);
    expect(response.statusCode).toBe(201);

    for (const recipient of [designers[1] as TestUser, lsh]) {
      const item = (await inboxOf(recipient)).find((entry) => entry.title === title);
      expect(item?.attachment).toEqual({
        url: expect.stringMatching(/^\/files\/\d+\?expires=\d+&signature=[\w-]+$/),
        filename: 'reglamento.pdf',
      });
      const download = await harness.app.inject({
        method: 'GET',
        url: item?.attachment?.url ?? '',
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('accepts an image attachment and a form without one', async () => {
    const withImage = new FormData();
    withImage.append('title', nextTitle());
    withImage.append('text', 'Así queda la vitrina.');
    withImage.append(
      'attachment',
      new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
      'vitrina.png',
    );
    expect((await send(admin, 'lsh', withImage)).statusCode).toBe(201);

    const title = nextTitle();
    const plain = new FormData();
    plain.append('title', title);
    plain.append('text', 'Sin adjunto.');
    expect((await send(admin, 'lsh', plain)).statusCode).toBe(201);
    const item = (await inboxOf(lsh)).find((entry) => entry.title === title);
    expect(item?.attachment).toBeNull();
  });

  it('refuses an attachment that is neither an image nor a PDF, and sends nothing', async () => {
    const title = nextTitle();
    const form = new FormData();
    form.append('title', title);
    form.append('text', 'Con un archivo de texto.');
    form.append('attachment', new Blob(['hola'], { type: 'text/plain' }), 'notas.txt');
    const filesBefore = await harness.ctx.db.select({ id: storedFiles.id }).from(storedFiles);
    const response = await send(admin, 'designers', form);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual([
      { field: 'attachment', message: 'Por favor revisa el formato del archivo notas.txt...' },
    ]);
    expect(titlesIn(await inboxOf(designers[0] as TestUser))).not.toContain(title);
    const filesAfter = await harness.ctx.db.select({ id: storedFiles.id }).from(storedFiles);
    expect(filesAfter).toHaveLength(filesBefore.length);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['unknown', 'clientes'],
    ['partly unknown', 'designers,clientes'],
  ])('answers 400 when the recipient is %s', async (_case, recipient) => {
    const response = await send(admin, recipient, { title: nextTitle(), text: 'Hola.' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: MESSAGES.recipientsRequired,
      errors: [{ field: 'recipient', message: 'Selecciona al menos un destinatario' }],
    });
  });

  it('asks for the title and the text, as JSON or as a form', async () => {
    const json = await send(admin, 'designers', { title: ' ', text: '' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([
      { field: 'title', message: 'Recuerda llenar este campo' },
      { field: 'text', message: 'Recuerda llenar este campo' },
    ]);
    const form = new FormData();
    form.append('text', 'Falta el título.');
    const multipart = await send(admin, 'designers', form);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'title', message: 'Recuerda llenar este campo' }],
    });
  });

  it('is for admins only', async () => {
    const body = { title: nextTitle(), text: 'No autorizado.' };
    for (const sender of [designers[0] as TestUser, lsh, client]) {
      const response = await send(sender, 'designers', body);
      expect(response.statusCode).toBe(403);
    }
    expect((await send(null, 'designers', body)).statusCode).toBe(401);
  });
});

describe('GET /v1/users/messages and PATCH /v1/messages/:id', () => {
  it('lists only the caller’s copies, newest first', async () => {
    const older = nextTitle();
    const newer = nextTitle();
    await send(admin, 'designers', { title: older, text: 'Primero.' });
    await send(admin, 'designers', { title: newer, text: 'Después.' });
    const items = await inboxOf(designers[0] as TestUser);
    const titles = titlesIn(items);
    expect(titles.indexOf(newer)).toBe(0);
    expect(titles.indexOf(older)).toBe(1);
    const dates = items.map((item) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each designer holds a copy of its own, with its own id.
    const mine = items[0] as InboxItem;
    const theirs = (await inboxOf(designers[1] as TestUser))[0] as InboxItem;
    expect(theirs.id_message).toBe(mine.id_message);
    expect(theirs.id).not.toBe(mine.id);
  });

  it('marks a message read for its recipient only', async () => {
    const title = nextTitle();
    await send(admin, 'designers', { title, text: 'Léelo.' });
    const [reader, other] = designers as [TestUser, TestUser];
    const item = (await inboxOf(reader)).find((entry) => entry.title === title) as InboxItem;

    const response = await mark(reader, item.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...item, is_read: true });
    expect((await inboxOf(reader)).find((entry) => entry.id === item.id)?.is_read).toBe(true);
    const othersCopy = (await inboxOf(other)).find((entry) => entry.title === title);
    expect(othersCopy?.is_read).toBe(false);
  });

  it('answers 404 for someone else’s copy or an unknown id', async () => {
    await send(admin, 'designers', { title: nextTitle(), text: 'Privado.' });
    const [owner, other] = designers as [TestUser, TestUser];
    const [item] = await inboxOf(owner);
    const response = await mark(other, item?.id ?? 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    expect((await inboxOf(owner))[0]?.is_read).toBe(false);
    expect((await mark(owner, 999_999)).statusCode).toBe(404);
    expect((await mark(owner, 99_999_999_999)).statusCode).toBe(400);
  });

  it('checks the body and the role', async () => {
    const [item] = await inboxOf(designers[0] as TestUser);
    const response = await mark(designers[0] as TestUser, item?.id ?? 0, { is_read: 'si' });
    expect(response.statusCode).toBe(400);
    expect((await mark(client, item?.id ?? 0)).statusCode).toBe(403);
    const inbox = await harness.app.inject({
      method: 'GET',
      url: '/v1/users/messages',
      headers: bearer(client),
    });
    expect(inbox.statusCode).toBe(403);
  });

  it('answers an empty list when nothing was received', async () => {
    const newcomer = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    expect(await inboxOf(newcomer)).toEqual([]);
    expect(await inboxOf(admin)).toEqual([]);
    expect(await inboxOf(pendingDesigner)).toEqual([]);
  });
});
