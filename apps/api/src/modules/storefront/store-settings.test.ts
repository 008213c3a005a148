import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSchema } from '@hogarte/shared/contracts/store-settings';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { users } from '../../db/schema/users.js';
import { PDF, formOf, type UploadPart } from '../../test/applications.js';
import { photo } from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let supplier: TestUser;
let other: TestUser;
let client: TestUser;
let admin: TestUser;

const COMPANY = 'Baldosas   del Río';
const SLUG = 'Baldosas-del-Río';

beforeAll(async () => {
  harness = await createTestApp();
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
    companyName: COMPANY,
  });
  other = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  client = await createTestUser(harness.app, harness.ctx, ROLE.client);
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function call(method: Method, url: string, user?: { token: string }, payload?: unknown) {
  return harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function upload(method: Method, url: string, user: TestUser, form: FormData) {
  return harness.app.inject({ method, url, headers: bearer(user), payload: form });
}

const BRANDING = {
  company_primary_color: '#1E5AA8',
  company_secondary_color: '#f2b705',
  company_font_type: 'Montserrat',
};

function errorsOf(response: { json: () => unknown }) {
  return (response.json() as { errors?: { field: string; message: string }[] }).errors ?? [];
}

function messagesFor(response: { json: () => unknown }, field: string) {
  return errorsOf(response)
    .filter((error) => error.field === field)
    .map((error) => error.message);
}

async function setApproval(user: TestUser, values: Partial<typeof users.$inferInsert>) {
  await harness.ctx.db.update(users).set(values).where(eq(users.id, user.id));
}

function publicPath(key: string) {
  return path.join(harness.ctx.config.dataDir, 'uploads', key);
}

function keyOf(url: string) {
  return url.replace(/^\/uploads\//, 'public/');
}

describe('who may call the storefront settings', () => {
  const calls: [Method, string, unknown?][] = [
    ['GET', '/v2/suppliers/e-commerce'],
    ['PATCH', '/v2/suppliers/e-commerce', BRANDING],
    ['PATCH', '/v2/suppliers/e-commerce/banner/delete/1'],
    ['GET', '/v2/suppliers/navigation-link'],
    ['POST', '/v2/suppliers/navigation-link', { name: 'Baños', url: 'https://ejemplo.co' }],
    ['PATCH', '/v2/suppliers/navigation-link/1', { name: 'Baños', url: 'https://ejemplo.co' }],
    ['DELETE', '/v2/suppliers/navigation-link/1'],
    ['GET', '/v2/suppliers/social-media'],
    ['GET', '/v2/suppliers/social-media-links'],
    ['POST', '/v2/suppliers/social-media-links', { socialMediaTypeId: 1, url: 'https://fb.co' }],
    ['PUT', '/v2/suppliers/social-media-links/1', { socialMediaTypeId: 1, url: 'https://fb.co' }],
    ['PATCH', '/v2/suppliers/social-media-links/1'],
  ];

  it('asks anonymous visitors to log in', async () => {
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const banner = await harness.app.inject({
      method: 'POST',
      url: '/v2/suppliers/e-commerce/banner',
      payload: formOf({}, { companyBanner: [await photo()] }),
    });
    expect(banner.statusCode).toBe(401);
  });

  it('refuses clients and admins', async () => {
    for (const user of [client, admin]) {
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, user, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      const banner = await upload(
        'POST',
        '/v2/suppliers/e-commerce/banner',
        user,
        formOf({}, { companyBanner: [await photo()] }),
      );
      expect(banner.statusCode).toBe(403);
    }
  });

  it('waits for the supplier to be approved', async () => {
    const pending = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    await setApproval(pending, { isApproved: null });
    const response = await call('GET', '/v2/suppliers/e-commerce', pending);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'APPROVAL_REQUIRED' });
  });
});

describe('GET and PATCH /v2/suppliers/e-commerce', () => {
  it('starts with the default colours, Open Sans and nothing else', async () => {
    const fresh = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const response = await call('GET', '/v2/suppliers/e-commerce', fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      company_primary_color: '#9c4f32',
      company_secondary_color: '#3f5a4c',
      company_font_type: 'Open Sans',
      company_logo: null,
      company_banner: [],
      company_navbarLinks: [],
      company_social_Media_Links: [],
    });
  });

  it('saves colours and font sent as the spec’s ecommerceData', async () => {
    const response = await upload(
      'PATCH',
      '/v2/suppliers/e-commerce',
      supplier,
      formOf({ ecommerceData: JSON.stringify(BRANDING) }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.ecommerceUpdated,
      company_name: COMPANY,
      store: SLUG,
      company_primary_color: '#1e5aa8',
      company_secondary_color: '#f2b705',
      company_font_type: 'Montserrat',
    });
  });

  it('accepts the plain multipart fields and JSON too, and short hex colours', async () => {
    const multipart = await upload(
      'PATCH',
      '/v2/suppliers/e-commerce',
      supplier,
      formOf({ ...BRANDING, company_primary_color: '#A4C' }),
    );
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toMatchObject({ company_primary_color: '#aa44cc' });
    const json = await call('PATCH', '/v2/suppliers/e-commerce', supplier, BRANDING);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ company_primary_color: '#1e5aa8' });
  });

  it('requires the colours and a font of the list, each with its message', async () => {
    const empty = await upload('PATCH', '/v2/suppliers/e-commerce', supplier, formOf({}));
    expect(empty.statusCode).toBe(400);
    expect(messagesFor(empty, 'company_primary_color')).toEqual([MESSAGES.required]);
    expect(messagesFor(empty, 'company_secondary_color')).toEqual([MESSAGES.required]);
    expect(messagesFor(empty, 'company_font_type')).toEqual([MESSAGES.required]);

    const wrong = await call('PATCH', '/v2/suppliers/e-commerce', supplier, {
      company_primary_color: 'azul',
      company_secondary_color: '#12345',
      company_font_type: 'Comic Sans MS',
    });
    expect(wrong.statusCode).toBe(400);
    expect(messagesFor(wrong, 'company_primary_color')).toEqual([MESSAGES.colorInvalid]);
    expect(messagesFor(wrong, 'company_secondary_color')).toEqual([MESSAGES.colorInvalid]);
    expect(messagesFor(wrong, 'company_font_type')).toEqual([MESSAGES.fontUnknown]);

    const badJson = await upload(
      'PATCH',
      '/v2/suppliers/e-commerce',
      supplier,
      formOf({ ecommerceData: '{no es json' }),
    );
    expect(badJson.statusCode).toBe(400);
    expect(messagesFor(badJson, 'ecommerceData')).toEqual([MESSAGES.invalidRequest]);
  });

  it('stores a new logo with the colours and drops the previous one', async () => {
    const first = await upload(
      'PATCH',
      '/v2/suppliers/e-commerce',
      supplier,
      formOf(BRANDING, { companyLogo: [await photo('logo.png', '#1e5aa8')] }),
    );
    expect(first.statusCode).toBe(200);
    const firstLogo = first.json<{ company_logo: string }>().company_logo;
    expect(firstLogo).toMatch(/^\/uploads\/.+\.png$/);
    expect(existsSync(publicPath(keyOf(firstLogo)))).toBe(true);

    const second = await upload(
      'PATCH',
      '/v2/suppliers/e-commerce',
      supplier,
      formOf(BRANDING, { companyLogo: [await photo('logo-nuevo.png', '#f2b705')] }),
    );
    expect(second.statusCode).toBe(200);
    const secondLogo = second.json<{ company_logo: string }>().company_logo;
    expect(secondLogo).not.toBe(firstLogo);
    expect(existsSync(publicPath(keyOf(firstLogo)))).toBe(false);

    // The supplier's settings page and top bar read the same logo.
    const profile = await call('GET', '/v1/suppliers/profile', supplier);
    expect(profile.json()).toMatchObject({ logo: secondLogo });
  });

  it('refuses a logo that is not an image, and keeps the colours as they were', async () => {
    const response = await upload(
      'PATCH',
      '/v2/suppliers/e-commerce',
      supplier,
      formOf(
        { ...BRANDING, company_font_type: 'Lora' },
        { companyLogo: [{ name: 'logo.pdf', content: PDF, type: 'application/pdf' }] },
      ),
    );
    expect(response.statusCode).toBe(415);
    expect(errorsOf(response)[0]?.field).toBe('companyLogo');
    const settings = await call('GET', '/v2/suppliers/e-commerce', supplier);
    expect(settings.json()).toMatchObject({ company_font_type: 'Montserrat' });
  });
});

describe('banners', () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  });

  const addBanner = async (user: TestUser, part?: UploadPart) =>
    upload(
      'POST',
      '/v2/suppliers/e-commerce/banner',
      user,
      formOf({}, { companyBanner: [part ?? (await photo('banner.png'))] }),
    );

  it('adds resized banners, at most four', async () => {
    for (let index = 0; index < LIMITS.bannersMax; index += 1) {
      const response = await addBanner(seller);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: MESSAGES.bannerAdded });
      expect(response.json<{ url: string }>().url).toMatch(/\.webp$/);
    }
    const fifth = await addBanner(seller);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ message: MESSAGES.bannersLimit });
    const settings = await call('GET', '/v2/suppliers/e-commerce', seller);
    const banners = settings.json<{ company_banner: { url: string; card_url: string }[] }>()
      .company_banner;
    expect(banners).toHaveLength(LIMITS.bannersMax);
    expect(banners[0]?.card_url).toMatch(/-card\.webp$/);
  });

  it('lets only one of two racing uploads take the last place', async () => {
    const racer = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    for (let index = 0; index < LIMITS.bannersMax - 1; index += 1) {
      expect((await addBanner(racer)).statusCode).toBe(201);
    }
    const parts = [await photo('a.png'), await photo('b.png')];
    const answers = await Promise.all(parts.map((part) => addBanner(racer, part)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('asks for a file, refuses other formats and files over 15 MB with the spec’s message', async () => {
    const none = await upload('POST', '/v2/suppliers/e-commerce/banner', seller, formOf({}));
    expect(none.statusCode).toBe(400);
    expect(messagesFor(none, 'companyBanner')).toEqual([MESSAGES.fileMissing]);

    const fresh = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const pdf = await addBanner(fresh, {
      name: 'banner.pdf',
      content: PDF,
      type: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(415);

    const huge = await addBanner(fresh, {
      name: 'enorme.png',
      content: Buffer.alloc(LIMITS.maxFileBytes + 1024, 1),
      type: 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    expect(messagesFor(huge, 'companyBanner')).toEqual([MESSAGES.bannerTooLarge]);
  });

  it('deletes my banner and its files; someone else’s is not found', async () => {
    const settings = await call('GET', '/v2/suppliers/e-commerce', seller);
    const [banner] = settings.json<{ company_banner: { id: number; url: string }[] }>()
      .company_banner;
    if (!banner) throw new Error('no banner');
    expect(existsSync(publicPath(keyOf(banner.url)))).toBe(true);

    const foreign = await call(
      'PATCH',
      `/v2/suppliers/e-commerce/banner/delete/${banner.id}`,
      other,
    );
    expect(foreign.statusCode).toBe(404);

    const response = await call(
      'PATCH',
      `/v2/suppliers/e-commerce/banner/delete/${banner.id}`,
      seller,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.bannerDeleted });
    expect(existsSync(publicPath(keyOf(banner.url)))).toBe(false);
    expect(existsSync(publicPath(keyOf(banner.url).replace('.webp', '-card.webp')))).toBe(false);

    const again = await call(
      'PATCH',
      `/v2/suppliers/e-commerce/banner/delete/${banner.id}`,
      seller,
    );
    expect(again.statusCode).toBe(404);
    // With three left, one more fits.
    expect((await addBanner(seller)).statusCode).toBe(201);
  });

  it('does not delete a file of another type through the banner call', async () => {
    const settings = await call('GET', '/v2/suppliers/e-commerce', supplier);
    const logo = settings.json<{ company_logo: string }>().company_logo;
    const [row] = await harness.ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.storageKey, keyOf(logo)));
    if (!row) throw new Error('no logo row');
    const response = await call(
      'PATCH',
      `/v2/suppliers/e-commerce/banner/delete/${row.id}`,
      supplier,
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await call('PATCH', '/v2/suppliers/e-commerce/banner/delete/abc', seller);
    expect(response.statusCode).toBe(400);
  });
});

describe('navbar links', () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  });

  const add = (user: TestUser, body: unknown) =>
    call('POST', '/v2/suppliers/navigation-link', user, body);

  it('adds, lists, changes and deletes a link', async () => {
    const created = await add(seller, { name: ' Baños ', url: 'https://ejemplo.co/banos' });
    expect(created.statusCode).toBe(201);
    const link = created.json<{ id: number; name: string; url: string }>();
    expect(link).toMatchObject({ name: 'Baños', url: 'https://ejemplo.co/banos' });

    const internal = await add(seller, { name: 'Pisos', url: '/Mi-Tienda/productos?categoria=9' });
    expect(internal.statusCode).toBe(201);

    const list = await call('GET', '/v2/suppliers/navigation-link', seller);
    expect(list.json<{ name: string }[]>().map((item) => item.name)).toEqual(['Baños', 'Pisos']);

    const changed = await call('PATCH', `/v2/suppliers/navigation-link/${link.id}`, seller, {
      name: 'Cocinas',
      url: 'https://ejemplo.co/cocinas',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: link.id,
      name: 'Cocinas',
      url: 'https://ejemplo.co/cocinas',
    });

    const removed = await call('DELETE', `/v2/suppliers/navigation-link/${link.id}`, seller);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.navbarLinkDeleted });
    const after = await call('GET', '/v2/suppliers/navigation-link', seller);
    expect(after.json()).toHaveLength(1);
  });

  it('checks the name and the address, with their messages', async () => {
    const empty = await add(seller, { name: '', url: '' });
    expect(empty.statusCode).toBe(400);
    expect(messagesFor(empty, 'name')).toEqual([MESSAGES.required]);
    expect(messagesFor(empty, 'url')).toEqual([MESSAGES.required]);

    for (const url of ['javascript:alert(1)', 'no es una url', '//otro.sitio/x', 'ftp://x.co']) {
      const response = await add(seller, { name: 'Malo', url });
      expect(response.statusCode, url).toBe(400);
      expect(messagesFor(response, 'url'), url).toEqual([MESSAGES.urlInvalid]);
    }
    const long = await add(seller, { name: 'x'.repeat(41), url: 'https://ejemplo.co' });
    expect(messagesFor(long, 'name')).toEqual([MESSAGES.navbarLinkNameMax]);
  });

  it('keeps ten at most, also when two requests race for the last place', async () => {
    const racer = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    for (let index = 1; index < LIMITS.navbarLinksMax; index += 1) {
      const response = await add(racer, { name: `Enlace ${index}`, url: 'https://ejemplo.co' });
      expect(response.statusCode).toBe(201);
    }
    const answers = await Promise.all(
      ['A', 'B'].map((name) => add(racer, { name, url: 'https://ejemplo.co' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: MESSAGES.navbarLinksLimit });
    const list = await call('GET', '/v2/suppliers/navigation-link', racer);
    expect(list.json()).toHaveLength(LIMITS.navbarLinksMax);
  });

  it("answers 404 for another supplier's link", async () => {
    const mine = await add(seller, { name: 'Mío', url: 'https://ejemplo.co' });
    const id = mine.json<{ id: number }>().id;
    const body = { name: 'Ajeno', url: 'https://ejemplo.co' };
    expect(
      (await call('PATCH', `/v2/suppliers/navigation-link/${id}`, other, body)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v2/suppliers/navigation-link/${id}`, other)).statusCode).toBe(
      404,
    );
    const list = await call('GET', '/v2/suppliers/navigation-link', seller);
    expect(list.json<{ name: string }[]>().map((item) => item.name)).toContain('Mío');
  });
});

describe('social links', () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  });

  it('lists the five networks', async () => {
    const response = await call('GET', '/v2/suppliers/social-media', seller);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: number; name: string }[]>().map((type) => type.name)).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'tiktok',
      'youtube',
    ]);
  });

  it('adds one link per network, changes it and removes it with PATCH', async () => {
    const created = await call('POST', '/v2/suppliers/social-media-links', seller, {
      socialMediaTypeId: 2,
      url: 'https://www.instagram.com/mitienda',
    });
    expect(created.statusCode).toBe(201);
    const link = created.json<{ id: number }>();
    expect(link).toMatchObject({
      socialMediaTypeId: 2,
      social_media_type_id: 2,
      name: 'instagram',
      url: 'https://www.instagram.com/mitienda',
    });

    const duplicate = await call('POST', '/v2/suppliers/social-media-links', seller, {
      socialMediaTypeId: '2',
      url: 'https://www.instagram.com/otra',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(messagesFor(duplicate, 'socialMediaTypeId')).toEqual([MESSAGES.socialNetworkTaken]);

    const facebook = await call('POST', '/v2/suppliers/social-media-links', seller, {
      socialMediaTypeId: 1,
      url: 'https://facebook.com/mitienda',
    });
    expect(facebook.statusCode).toBe(201);

    const changed = await call('PUT', `/v2/suppliers/social-media-links/${link.id}`, seller, {
      socialMediaTypeId: 5,
      url: 'https://youtube.com/@mitienda',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: link.id, name: 'youtube' });

    const clash = await call('PUT', `/v2/suppliers/social-media-links/${link.id}`, seller, {
      socialMediaTypeId: 1,
      url: 'https://facebook.com/otra',
    });
    expect(clash.statusCode).toBe(409);

    const list = await call('GET', '/v2/suppliers/social-media-links', seller);
    expect(list.json<{ name: string }[]>().map((item) => item.name)).toEqual([
      'facebook',
      'youtube',
    ]);

    const removed = await call('PATCH', `/v2/suppliers/social-media-links/${link.id}`, seller);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.socialLinkDeleted });
    const again = await call('PATCH', `/v2/suppliers/social-media-links/${link.id}`, seller);
    expect(again.statusCode).toBe(404);
  });

  it('requires a network of the list and a valid address', async () => {
    const response = await call('POST', '/v2/suppliers/social-media-links', seller, {
      socialMediaTypeId: 9,
      url: 'instagram.com/tienda',
    });
    expect(response.statusCode).toBe(400);
    expect(messagesFor(response, 'socialMediaTypeId')).toEqual([MESSAGES.socialNetworkRequired]);
    expect(messagesFor(response, 'url')).toEqual([MESSAGES.urlInvalid]);
    const missing = await call('POST', '/v2/suppliers/social-media-links', seller, { url: '' });
    expect(messagesFor(missing, 'socialMediaTypeId')).toEqual([MESSAGES.socialNetworkRequired]);
    expect(messagesFor(missing, 'url')).toEqual([MESSAGES.required]);
  });

  it("answers 404 for another supplier's link", async () => {
    const mine = await call('POST', '/v2/suppliers/social-media-links', seller, {
      socialMediaTypeId: 4,
      url: 'https://www.tiktok.com/@mitienda',
    });
    const id = mine.json<{ id: number }>().id;
    const put = await call('PUT', `/v2/suppliers/social-media-links/${id}`, other, {
      socialMediaTypeId: 4,
      url: 'https://www.tiktok.com/@ajeno',
    });
    expect(put.statusCode).toBe(404);
    const remove = await call('PATCH', `/v2/suppliers/social-media-links/${id}`, other);
    expect(remove.statusCode).toBe(404);
  });
});

describe('GET /v2/suppliers/e-commerce/{companyName}', () => {
  it('shows a visible store to anyone, by its dashed name in any case', async () => {
    await call('POST', '/v2/suppliers/navigation-link', supplier, {
      name: 'Contacto',
      url: 'https://baldosas.co/contacto',
    });
    await call('POST', '/v2/suppliers/social-media-links', supplier, {
      socialMediaTypeId: 1,
      url: 'https://facebook.com/baldosas',
    });
    const response = await call(
      'GET',
      `/v2/suppliers/e-commerce/${encodeURIComponent(SLUG.toLowerCase())}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      company_name: COMPANY,
      company_primary_color: '#1e5aa8',
      company_secondary_color: '#f2b705',
      company_font_type: 'Montserrat',
      company_logo: expect.stringMatching(/^\/uploads\//) as unknown,
      company_banner: [],
      company_navbarLinks: [
        {
          id: expect.any(Number) as unknown,
          name: 'Contacto',
          url: 'https://baldosas.co/contacto',
        },
      ],
      company_social_Media_Links: [
        {
          id: expect.any(Number) as unknown,
          socialMediaTypeId: 1,
          social_media_type_id: 1,
          name: 'facebook',
          url: 'https://facebook.com/baldosas',
        },
      ],
    });
    // Sent as JSON text, past the serializer: the real answer proves the contract.
    const body: unknown = response.json();
    expect(storeSchema.parse(body)).toEqual(body);
  });

  it('may be cached, and answers 304 to its ETag', async () => {
    const url = `/v2/suppliers/e-commerce/${encodeURIComponent(SLUG)}`;
    const first = await call('GET', url);
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await harness.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('hides unknown, unapproved, hidden and inactive suppliers with the store message', async () => {
    const unknown = await call('GET', '/v2/suppliers/e-commerce/No-Existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.storeNotFound });

    const cases: [RoleId, Partial<typeof users.$inferInsert>][] = [
      [ROLE.supplier, { isApproved: null }],
      [ROLE.supplier, { isApproved: false }],
      [ROLE.supplier, { isPublic: false }],
      [ROLE.supplier, { isActive: false }],
    ];
    let index = 0;
    for (const [roleId, values] of cases) {
      index += 1;
      const name = `Tienda Oculta ${index}`;
      const hidden = await createTestUser(harness.app, harness.ctx, roleId, { companyName: name });
      await setApproval(hidden, values);
      const response = await call('GET', `/v2/suppliers/e-commerce/Tienda-Oculta-${index}`);
      expect(response.statusCode, JSON.stringify(values)).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.storeNotFound });
    }
  });
});
