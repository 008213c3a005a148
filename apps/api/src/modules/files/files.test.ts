import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const AVATAR = documentTypeId('avatar');
const RUT = documentTypeId('rut');

/** A valid 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function formWith(fileName: string, content: Buffer, mimeType: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: mimeType }), fileName);
  return form;
}

function upload(user: TestUser, typeId: number, payload: FormData) {
  return harness.app.inject({
    method: 'POST',
    url: `/v1/users/files/${typeId}`,
    headers: bearer(user),
    payload,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

async function storageKeyOf(fileId: number) {
  const [row] = await harness.ctx.db
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!row) throw new Error(`file ${fileId} not stored`);
  return row.storageKey;
}

describe('POST /v1/users/files/:type', () => {
  it('stores a public avatar and serves it under /uploads/', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await upload(client, AVATAR, formWith('mi foto.png', PNG, 'image/png'));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; url: string; filename: string }>();
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
      filename: 'mi foto.png',
    });

    const served = await get(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const profile = await get('/v1/users/profile', bearer(client));
    expect(profile.json().avatar).toBe(body.url);
  });

  it('decides the type by the content: a text file named .png gets 415 naming the file', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await upload(
      client,
      AVATAR,
      formWith('foto.png', Buffer.from('esto no es una imagen'), 'image/png'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: 'FILE_WRONG_FORMAT',
      message: 'Por favor revisa el formato del archivo foto.png...',
      errors: [{ field: 'file', message: 'Por favor revisa el formato del archivo foto.png...' }],
    });
  });

  it('refuses a PDF where an image is expected', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await upload(client, AVATAR, formWith('cedula.pdf', PDF, 'application/pdf'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(MESSAGES.fileWrongFormat.replace('{name}', 'cedula.pdf'));
  });

  it('refuses a file over 15728640 bytes with 413 naming the file', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const huge = Buffer.alloc(15_728_641);
    PNG.copy(huge);
    const response = await upload(client, AVATAR, formWith('enorme.png', huge, 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message:
        'El archivo enorme.png es demasiado pesado, por favor intenta subir uno con menor resolución',
    });
  });

  it('accepts a file of exactly 15728640 bytes', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const largest = Buffer.alloc(15_728_640);
    PNG.copy(largest);
    const response = await upload(client, AVATAR, formWith('limite.png', largest, 'image/png'));
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 when the form carries no file', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const form = new FormData();
    form.append('note', 'sin archivo');
    const response = await upload(client, AVATAR, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'FILE_MISSING',
      message: MESSAGES.fileMissing,
      errors: [{ field: 'file', message: 'Por favor adjunta un archivo' }],
    });
  });

  it('answers 415 to a request that is not multipart', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await harness.app.inject({
      method: 'POST',
      url: `/v1/users/files/${AVATAR}`,
      headers: bearer(client),
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(MESSAGES.fileMissing);
  });

  it('does not let a client upload a RUT', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await upload(client, RUT, formWith('rut.pdf', PDF, 'application/pdf'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  });

  it('answers 404 for an unknown document type', async () => {
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await upload(supplier, 99, formWith('x.pdf', PDF, 'application/pdf'));
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/v1/users/files/${AVATAR}`,
      payload: formWith('foto.png', PNG, 'image/png'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('private files', () => {
  let supplier: TestUser;
  let fileId: number;

  beforeAll(async () => {
    supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await upload(
      supplier,
      RUT,
      formWith('RUT empresa.pdf', PDF, 'application/pdf'),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; url: string | null; filename: string }>();
    expect(body).toEqual({ id: expect.any(Number), url: null, filename: 'RUT empresa.pdf' });
    fileId = body.id;
  });

  async function linkFor(user: TestUser, id = fileId) {
    return harness.app.inject({
      method: 'GET',
      url: `/v1/users/files/${id}/link`,
      headers: bearer(user),
    });
  }

  it('gives the owner a signed link that downloads the document', async () => {
    const response = await linkFor(supplier);
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/files/${fileId}\\?expires=\\d+&signature=[\\w-]+$`));

    const download = await get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('hides the file from another supplier with 404', async () => {
    const other = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await linkFor(other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });
  });

  it('gives an admin a working link', async () => {
    const admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
    const response = await linkFor(admin);
    expect(response.statusCode).toBe(200);
    expect((await get(response.json().url)).statusCode).toBe(200);
  });

  it('refuses a link whose signature or expiry was tampered with', async () => {
    const { url } = (await linkFor(supplier)).json<{ url: string }>();
    const parsed = new URL(url, 'http://localhost');
    const signature = parsed.searchParams.get('signature') ?? '';
    const expires = Number(parsed.searchParams.get('expires'));

    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/files/${fileId}?expires=${expires}&signature=${flipped}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/files/${fileId}?expires=${expires + 60_000}&signature=${signature}`)).statusCode,
    ).toBe(404);
    expect((await get(`/files/${fileId}?expires=${expires}&signature=short`)).statusCode).toBe(404);
    expect((await get(`/files/${fileId}`)).statusCode).toBe(400);
  });

  it('refuses a link to another file with the same signature', async () => {
    const second = await upload(supplier, RUT, formWith('otro.pdf', PDF, 'application/pdf'));
    const { url } = (await linkFor(supplier)).json<{ url: string }>();
    const swapped = url.replace(`/files/${fileId}?`, `/files/${second.json().id}?`);
    expect((await get(swapped)).statusCode).toBe(404);
  });

  it('expires a link after five minutes', async () => {
    const { url } = (await linkFor(supplier)).json<{ url: string }>();
    harness.advanceClock(4 * 60 * 1000);
    expect((await get(url)).statusCode).toBe(200);
    harness.advanceClock(2 * 60 * 1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('is not reachable under /uploads/', async () => {
    const key = await storageKeyOf(fileId);
    expect(key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
    expect((await harness.ctx.storage.get(key))?.body.equals(PDF)).toBe(true);
    const name = key.replace(/^private\//, '');
    for (const url of [
      `/uploads/${name}`,
      `/uploads/${key}`,
      `/uploads/../${key}`,
      `/uploads/..%2F${key.replace('/', '%2F')}`,
      `/uploads/%2e%2e/${key}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(PDF), url).toBe(false);
    }
  });
});

describe('DELETE /v1/users/files/:id', () => {
  it('lets only the owner delete a file, after which its url is gone', async () => {
    const owner = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    const other = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    const uploaded = (await upload(owner, AVATAR, formWith('yo.png', PNG, 'image/png'))).json<{
      id: number;
      url: string;
    }>();
    const remove = (user: TestUser) =>
      harness.app.inject({
        method: 'DELETE',
        url: `/v1/users/files/${uploaded.id}`,
        headers: bearer(user),
      });

    const byOther = await remove(other);
    expect(byOther.statusCode).toBe(404);
    expect((await get(uploaded.url)).statusCode).toBe(200);

    const byOwner = await remove(owner);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toEqual({ success: true });
    expect((await get(uploaded.url)).statusCode).toBe(404);
    expect((await remove(owner)).statusCode).toBe(404);
    expect((await get('/v1/users/profile', bearer(owner))).json().avatar).toBeNull();
  });

  it('makes a deleted private file’s signed link stop working', async () => {
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const { id } = (await upload(supplier, RUT, formWith('rut.pdf', PDF, 'application/pdf'))).json<{
      id: number;
    }>();
    const { url } = (await get(`/v1/users/files/${id}/link`, bearer(supplier))).json<{
      url: string;
    }>();
    expect((await get(url)).statusCode).toBe(200);
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/v1/users/files/${id}`,
      headers: bearer(supplier),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
  });
});
