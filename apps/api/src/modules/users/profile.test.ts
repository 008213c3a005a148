import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { designerProfiles, users } from '../../db/schema/users.js';
import { bearer, createTestUser, login, PASSWORD, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const PORTFOLIO = documentTypeId('portfolio');
const AVATAR = documentTypeId('avatar');

/** A valid 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const BIO = 'Diseñadora de interiores con diez años de experiencia en vivienda y oficinas. '.repeat(
  3,
);

function formWith(field: string, fileName: string, content: Buffer, mimeType: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type: mimeType }), fileName);
  return form;
}

const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown> | FormData,
) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

const designer = () => createTestUser(harness.app, harness.ctx, ROLE.designer);

function uploadPortfolio(user: TestUser, name = 'sala.png') {
  return request(
    'POST',
    `/v1/users/files/${PORTFOLIO}`,
    user,
    formWith('file', name, PNG, 'image/png'),
  );
}

async function portfolioCount(user: TestUser) {
  const rows = await harness.ctx.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, user.id), eq(storedFiles.documentTypeId, PORTFOLIO)));
  return rows.length;
}

async function setUser(user: TestUser, values: Partial<typeof users.$inferInsert>) {
  await harness.ctx.db.update(users).set(values).where(eq(users.id, user.id));
}

describe('GET /v1/designers/profile', () => {
  it('returns the whole profile of the signed-in designer', async () => {
    const owner = await designer();
    await setUser(owner, {
      cityCode: '05001',
      cityName: 'Medellín, Antioquia',
      streetAddress: 'Calle 10 # 35-20',
    });
    await harness.ctx.db.insert(designerProfiles).values({
      userId: owner.id,
      professionId: 2,
      bio: BIO,
      universityName: 'Universidad Pontificia Bolivariana',
      graduationYear: 2014,
      instagram: 'https://instagram.com/vale.disena',
      ratingSum: 13,
      ratingCount: 3,
    });
    const first = (await uploadPortfolio(owner, 'cocina.png')).json<{ id: number; url: string }>();
    const second = (await uploadPortfolio(owner, 'baño.png')).json<{ id: number; url: string }>();

    const response = await request('GET', '/v1/designers/profile', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uuid: owner.uuid,
      first_name: 'Prueba',
      last_name: expect.stringMatching(/^Usuario \d+$/),
      average_rating: 4.3,
      number_of_ratings: 3,
      email: owner.email,
      phone: owner.phone,
      address: 'Calle 10 # 35-20',
      city: 'Medellín, Antioquia',
      city_id: '05001',
      bio: BIO,
      socials: { instagram: 'https://instagram.com/vale.disena' },
      is_active: true,
      is_public: true,
      portfolio: [
        { id: first.id, url: first.url, filename: 'cocina.png' },
        { id: second.id, url: second.url, filename: 'baño.png' },
      ],
      bank: null,
      avatar: null,
      university_name: 'Universidad Pontificia Bolivariana',
      graduation_year: 2014,
      cedula: expect.stringMatching(/^\d{7,10}$/),
      profession: 'Arquitecto(a)',
    });
  });

  it('answers with empty designer data and a 0 rating when nothing was filled in', async () => {
    const owner = await designer();
    const body = (await request('GET', '/v1/designers/profile', owner)).json();
    expect(body).toMatchObject({
      average_rating: 0,
      number_of_ratings: 0,
      bio: null,
      socials: { instagram: null },
      portfolio: [],
      bank: null,
      profession: null,
      graduation_year: null,
    });
  });

  it('lets a pending designer read it too', async () => {
    const pending = await designer();
    await setUser(pending, { isApproved: null });
    const response = await request('GET', '/v1/designers/profile', pending);
    expect(response.statusCode).toBe(200);
    expect(response.json().uuid).toBe(pending.uuid);
  });

  it('is for designers only', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    expect((await request('GET', '/v1/designers/profile', client)).statusCode).toBe(403);
    expect((await request('GET', '/v1/designers/profile', supplier)).statusCode).toBe(403);
    expect((await request('GET', '/v1/designers/profile', null)).statusCode).toBe(401);
  });
});

describe('PATCH /v1/designers/avatar', () => {
  const change = (user: TestUser | null, form: FormData) =>
    request('PATCH', '/v1/designers/avatar', user, form);

  it('replaces the avatar, which the profile and the session user then show', async () => {
    const owner = await designer();
    const first = await change(owner, formWith('avatar', 'yo.png', PNG, 'image/png'));
    expect(first.statusCode).toBe(200);
    const { url } = first.json<{ url: string }>();
    expect(first.json()).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/) });
    expect((await request('GET', url, null)).statusCode).toBe(200);

    const second = await change(owner, formWith('avatar', 'yo-nueva.png', PNG, 'image/png'));
    const newUrl = second.json<{ url: string }>().url;
    expect(newUrl).not.toBe(url);
    expect((await request('GET', '/v1/designers/profile', owner)).json().avatar).toBe(newUrl);
    expect((await request('GET', '/v1/users/profile', owner)).json().avatar).toBe(newUrl);
    // The replaced image is gone, from the table and from storage.
    expect((await request('GET', url, null)).statusCode).toBe(404);
    const avatars = await harness.ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, owner.id));
    expect(avatars).toHaveLength(1);
  });

  it('asks for the image when none was sent', async () => {
    const owner = await designer();
    const form = new FormData();
    form.append('nota', 'sin imagen');
    const response = await change(owner, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'FILE_MISSING',
      message: 'Por favor carga tu imagen de perfil',
      errors: [{ field: 'avatar', message: 'Por favor carga tu imagen de perfil' }],
    });
  });

  it('refuses a PDF with 415 on the avatar field', async () => {
    const owner = await designer();
    const response = await change(owner, formWith('avatar', 'hoja.pdf', PDF, 'application/pdf'));
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual([
      { field: 'avatar', message: 'Por favor revisa el formato del archivo hoja.pdf...' },
    ]);
  });

  it('needs an approved designer', async () => {
    const pending = await designer();
    await setUser(pending, { isApproved: null });
    const response = await change(pending, formWith('avatar', 'yo.png', PNG, 'image/png'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'APPROVAL_REQUIRED' });
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await change(client, formWith('avatar', 'yo.png', PNG, 'image/png'))).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH /v1/users', () => {
  const update = (user: TestUser | null, payload: Record<string, unknown>) =>
    request('PATCH', '/v1/users', user, payload);

  async function errorsFor(payload: Record<string, unknown>) {
    const owner = await designer();
    const response = await update(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    return response.json<{ errors: { field: string; message: string }[] }>().errors;
  }

  it('saves every field and answers with the updated designer profile', async () => {
    const owner = await designer();
    const response = await update(owner, {
      user: { email: ' Nueva.Direccion@Prueba.CO ', phone: '3157778899' },
      currentPassword: PASSWORD,
      address: { street_address: 'Carrera 43A # 1-50', city_id: '11001' },
      city_name: 'Bogotá, D.C.',
      designer: { bio: BIO },
      socials: { instagram: 'estudio.luz' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: owner.uuid,
      email: 'nueva.direccion@prueba.co',
      phone: '3157778899',
      address: 'Carrera 43A # 1-50',
      city_id: '11001',
      city: 'Bogotá, D.C.',
      bio: BIO.trim(),
      socials: { instagram: 'https://instagram.com/estudio.luz' },
    });
    expect((await request('GET', '/v1/designers/profile', owner)).json()).toEqual(response.json());

    const cleared = await update(owner, { socials: { instagram: '' } });
    expect(cleared.json().socials).toEqual({ instagram: null });
  });

  it('finds the city by its label when no code is sent', async () => {
    const owner = await designer();
    const response = await update(owner, { city_name: 'medellín, antioquia' });
    expect(response.json()).toMatchObject({ city: 'Medellín, Antioquia', city_id: '05001' });
    const unknown = await update(owner, { city_name: 'Ciudad Inventada' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'city_name', message: MESSAGES.cityUnknown }]);
  });

  it.each([
    [
      'a bio under 170 characters',
      { designer: { bio: 'Muy corta' } },
      'designer.bio',
      'Tu biografía debe tener mínimo 170 caracteres',
    ],
    [
      'a bio over 500 characters',
      { designer: { bio: 'a'.repeat(501) } },
      'designer.bio',
      'Tu biografía debe tener máximo 500 caracteres',
    ],
    ['an empty bio', { designer: { bio: '  ' } }, 'designer.bio', 'Recuerda llenar este campo'],
    [
      'a malformed email',
      { user: { email: 'correo@sin-punto' } },
      'user.email',
      'Por favor revisa el formato de tu correo',
    ],
    [
      'a 9-digit phone',
      { user: { phone: '315777889' } },
      'user.phone',
      'El número celular debe ser de 10 dígitos',
    ],
    [
      'a phone with letters',
      { user: { phone: '31577788ab' } },
      'user.phone',
      'El número celular debe ser de 10 dígitos',
    ],
    [
      'an Instagram user with @',
      { socials: { instagram: '@estudio.luz' } },
      'socials.instagram',
      'Escribe tu usuario de Instagram sin @',
    ],
    [
      'an Instagram user under 4 characters',
      { socials: { instagram: 'abc' } },
      'socials.instagram',
      'El usuario de Instagram debe tener mínimo 4 caracteres',
    ],
    [
      'an Instagram user over 50 characters',
      { socials: { instagram: 'a'.repeat(51) } },
      'socials.instagram',
      'El usuario de Instagram debe tener máximo 50 caracteres',
    ],
    [
      'an empty street address',
      { address: { street_address: '' } },
      'address.street_address',
      'Recuerda llenar este campo',
    ],
  ])('refuses %s', async (_case, payload, field, message) => {
    const errors = await errorsFor(payload);
    expect(errors).toContainEqual({ field, message });
  });

  it('answers 409 naming the email or phone another account uses, and saves nothing', async () => {
    const owner = await designer();
    const other = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const byEmail = await update(owner, {
      user: { email: other.email.toUpperCase() },
      designer: { bio: BIO },
      currentPassword: PASSWORD,
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE_USER',
      message: MESSAGES.emailTaken,
      errors: [{ field: 'email', message: 'Ya existe una cuenta registrada con este correo' }],
    });
    const byPhone = await update(owner, { user: { phone: other.phone } });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().errors).toEqual([
      { field: 'phone', message: 'Ya existe una cuenta registrada con este número celular' },
    ]);
    const profile = (await request('GET', '/v1/designers/profile', owner)).json();
    expect(profile).toMatchObject({ email: owner.email, phone: owner.phone, bio: null });
  });

  it('accepts the designer’s own unchanged email and phone', async () => {
    const owner = await designer();
    const response = await update(owner, { user: { email: owner.email, phone: owner.phone } });
    expect(response.statusCode).toBe(200);
  });

  describe('a changed email', () => {
    async function storedEmail(user: TestUser) {
      const [row] = await harness.ctx.db
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, user.id));
      return row;
    }

    function mailsTo(recipient: string) {
      return harness.ctx.db
        .select({ subject: outboxMessages.subject, text: outboxMessages.bodyText })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient));
    }

    it.each([
      ['client', ROLE.client],
      ['supplier', ROLE.supplier],
      ['lsh', ROLE.lsh],
      ['admin', ROLE.admin],
      ['salesperson', ROLE.salesperson],
    ] as const)('is refused to a %s, whose email is read-only', async (_role, roleId) => {
      const user = await createTestUser(harness.app, harness.ctx, roleId);
      const response = await update(user, {
        user: { email: `otro.${user.email}`, phone: `311${user.phone.slice(3)}` },
        currentPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        statusCode: 422,
        code: 'EMAIL_READ_ONLY',
        message: MESSAGES.emailReadOnly,
        errors: [{ field: 'user.email', message: MESSAGES.emailReadOnly }],
      });
      expect(await storedEmail(user)).toEqual({ email: user.email, phone: user.phone });
      expect((await login(harness.app, user.email)).statusCode).toBe(200);
      // Its own email sent back unchanged is no change.
      const same = await update(user, { user: { email: user.email.toUpperCase() } });
      expect(same.statusCode).toBe(200);
    });

    it('asks a designer for the current password, and saves nothing without it', async () => {
      const owner = await designer();
      const newEmail = `nuevo.${owner.email}`;
      const missing = await update(owner, {
        user: { email: newEmail, phone: `311${owner.phone.slice(3)}` },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        statusCode: 400,
        code: 'CURRENT_PASSWORD_REQUIRED',
        message: MESSAGES.currentPasswordRequired,
        errors: [{ field: 'currentPassword', message: MESSAGES.currentPasswordRequired }],
      });
      const empty = await update(owner, { user: { email: newEmail }, currentPassword: '' });
      expect(empty.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
      const wrong = await update(owner, {
        user: { email: newEmail },
        currentPassword: 'Equivocada1!',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        statusCode: 400,
        code: 'WRONG_PASSWORD',
        message: MESSAGES.currentPasswordWrong,
        errors: [{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }],
      });
      expect(await storedEmail(owner)).toEqual({ email: owner.email, phone: owner.phone });
      expect(await mailsTo(owner.email)).toEqual([]);
    });

    it('changes a designer’s email with the current password and tells the old address', async () => {
      const owner = await designer();
      const newEmail = `nuevo.${owner.email}`;
      const response = await update(owner, {
        user: { email: newEmail },
        currentPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe(newEmail);
      expect((await login(harness.app, newEmail)).statusCode).toBe(200);
      expect(await mailsTo(owner.email)).toEqual([
        {
          subject: MESSAGES.emailChangedSubject,
          text: expect.stringContaining(newEmail),
        },
      ]);
      expect(await mailsTo(newEmail)).toEqual([]);
    });
  });

  it('switches the public profile while the membership is active', async () => {
    const owner = await designer();
    const hidden = await update(owner, { user: { is_public: false } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ is_public: false, is_active: true });
    const shown = await update(owner, { user: { is_public: true } });
    expect(shown.json()).toMatchObject({ is_public: true });
  });

  it('refuses the public switch once the membership expired', async () => {
    const owner = await designer();
    await setUser(owner, { isActive: false, isPublic: false });
    const response = await update(owner, { user: { is_public: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'MEMBERSHIP_EXPIRED',
      message: MESSAGES.membershipExpired,
      errors: [
        { field: 'user.is_public', message: 'Por favor renueva tu membresia para continuar' },
      ],
    });
    expect((await request('GET', '/v1/designers/profile', owner)).json()).toMatchObject({
      is_active: false,
      is_public: false,
    });
    // The rest of the data can still be edited.
    expect((await update(owner, { designer: { bio: BIO } })).statusCode).toBe(200);
  });

  it('answers other roles with success, and keeps the public switch for designers', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const response = await update(client, { user: { phone: '3009991122' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await request('GET', '/v1/users/profile', client)).json().phone).toBe('3009991122');
    expect((await update(client, { user: { is_public: true } })).statusCode).toBe(403);
    expect((await update(null, { user: { phone: '3009991123' } })).statusCode).toBe(401);
  });
});

describe('POST and PATCH /v1/users/bank', () => {
  const save = (
    method: 'POST' | 'PATCH',
    user: TestUser | null,
    payload: Record<string, unknown>,
  ) => request(method, '/v1/users/bank', user, payload);

  it('creates and then updates the designer’s account, held in the designer’s name', async () => {
    const owner = await designer();
    const created = await save('POST', owner, {
      bank_name: 'bancolombia',
      account_number: '12345678901',
      is_savings_account: 1,
      account_holder_name: 'Otra Persona',
    });
    expect(created.statusCode).toBe(200);
    const holder = (await request('GET', '/v1/users/profile', owner)).json();
    expect(created.json()).toEqual({
      bank: {
        bank_name: 'bancolombia',
        account_holder_name: `${holder.first_name} ${holder.last_name}`,
        account_number: '12345678901',
        is_savings_account: true,
      },
    });
    expect(holder.hasBankInfo).toBe(true);

    const updated = await save('PATCH', owner, {
      bank_name: 'davivienda',
      account_number: '998877',
      is_savings_account: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().bank).toMatchObject({
      bank_name: 'davivienda',
      account_number: '998877',
      is_savings_account: false,
    });
    expect((await request('GET', '/v1/designers/profile', owner)).json().bank).toEqual(
      updated.json().bank,
    );
  });

  it('holds a supplier’s account in the company name', async () => {
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
      companyName: 'Cerámicas del Río',
    });
    const response = await save('POST', supplier, {
      bank_name: 'bbva',
      account_number: '55554444',
      is_savings_account: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bank).toEqual({
      bank_name: 'bbva',
      account_holder_name: 'Cerámicas del Río',
      account_number: '55554444',
      is_savings_account: false,
    });
  });

  it.each([
    [
      'an unknown bank',
      { bank_name: 'banco inventado' },
      'bank_name',
      'Recuerda llenar este campo',
    ],
    [
      'an account number with letters',
      { account_number: '12ab5678' },
      'account_number',
      'El número de cuenta debe tener solo dígitos',
    ],
    [
      'a 5-digit account number',
      { account_number: '12345' },
      'account_number',
      'El número de cuenta debe tener solo dígitos',
    ],
    [
      'an empty account number',
      { account_number: ' ' },
      'account_number',
      'Recuerda llenar este campo',
    ],
    [
      'no account type',
      { is_savings_account: undefined },
      'is_savings_account',
      'Recuerda llenar este campo',
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const owner = await designer();
    const response = await save('POST', owner, {
      bank_name: 'bancolombia',
      account_number: '12345678',
      is_savings_account: true,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await request('GET', '/v1/users/profile', owner)).json().hasBankInfo).toBe(false);
  });

  it('is for designers and suppliers only', async () => {
    const body = { bank_name: 'citi', account_number: '12345678', is_savings_account: true };
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await save('POST', client, body)).statusCode).toBe(403);
    expect((await save('PATCH', client, body)).statusCode).toBe(403);
    expect((await save('POST', null, body)).statusCode).toBe(401);
  });
});

describe('designer portfolio limits', () => {
  const remove = (user: TestUser, id: number) => request('DELETE', `/v1/users/files/${id}`, user);

  it('refuses a fifth image with 409', async () => {
    const owner = await designer();
    for (let index = 0; index < 4; index += 1) {
      expect((await uploadPortfolio(owner)).statusCode).toBe(201);
    }
    const fifth = await uploadPortfolio(owner);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toEqual({
      statusCode: 409,
      code: 'FILE_LIMIT',
      message: 'Has alcanzado el límite de imágenes, puedes eliminar alguna para subir más',
      errors: [
        {
          field: 'file',
          message: 'Has alcanzado el límite de imágenes, puedes eliminar alguna para subir más',
        },
      ],
    });
    expect(await portfolioCount(owner)).toBe(4);
    // Other document types are not counted against the portfolio.
    const avatar = await request(
      'POST',
      `/v1/users/files/${AVATAR}`,
      owner,
      formWith('file', 'yo.png', PNG, 'image/png'),
    );
    expect(avatar.statusCode).toBe(201);
  });

  it('lets three parallel uploads at three images make four, not six', async () => {
    const owner = await designer();
    for (let index = 0; index < 3; index += 1) await uploadPortfolio(owner);
    const answers = await Promise.all([
      uploadPortfolio(owner),
      uploadPortfolio(owner),
      uploadPortfolio(owner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await portfolioCount(owner)).toBe(4);
  });

  it('keeps the last image: deleting it answers 409', async () => {
    const owner = await designer();
    const first = (await uploadPortfolio(owner)).json<{ id: number; url: string }>();
    const second = (await uploadPortfolio(owner)).json<{ id: number }>();
    expect((await remove(owner, second.id)).statusCode).toBe(200);
    const last = await remove(owner, first.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      statusCode: 409,
      code: 'FILE_MINIMUM',
      message: 'Debes tener al menos una imagen en tu portafolio',
    });
    expect(await portfolioCount(owner)).toBe(1);
    expect((await request('GET', first.url, null)).statusCode).toBe(200);
  });

  it('lets only one of two parallel deletions at two images pass', async () => {
    const owner = await designer();
    const first = (await uploadPortfolio(owner)).json<{ id: number }>();
    const second = (await uploadPortfolio(owner)).json<{ id: number }>();
    const answers = await Promise.all([remove(owner, first.id), remove(owner, second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await portfolioCount(owner)).toBe(1);
  });

  it('still answers 404 for another designer’s image', async () => {
    const owner = await designer();
    const other = await designer();
    const image = (await uploadPortfolio(owner)).json<{ id: number }>();
    await uploadPortfolio(owner);
    expect((await remove(other, image.id)).statusCode).toBe(404);
  });
});
