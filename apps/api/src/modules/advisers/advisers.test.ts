import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviserDetail, AdviserPage } from '@hogarte/shared/contracts/advisers';
import { tooLargeMessage, wrongFormatMessage } from '@hogarte/shared/files';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { salespersonProfiles, users } from '../../db/schema/users.js';
import {
  adviserFields,
  adviserFiles,
  createAdviserRequest,
  createTestAdviser,
} from '../../test/advisers.js';
import { PDF, PNG, formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import { PASSWORD, bearer, createTestUser, login, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let supplier: TestUser;
let otherSupplier: TestUser;
let admin: TestUser;
const others: Partial<Record<RoleId, TestUser>> = {};

beforeAll(async () => {
  harness = await createTestApp();
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
    companyName: 'Cerámicas del Valle',
  });
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  for (const roleId of [ROLE.client, ROLE.designer, ROLE.lsh, ROLE.salesperson] as const) {
    others[roleId] = await createTestUser(harness.app, harness.ctx, roleId);
  }
});
afterAll(() => harness.close());

const OTHER_ROLES = [ROLE.client, ROLE.designer, ROLE.lsh, ROLE.salesperson] as const;

function other(roleId: (typeof OTHER_ROLES)[number]): TestUser {
  const user = others[roleId];
  if (!user) throw new Error(`no test user for role ${roleId}`);
  return user;
}

function call(
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  who: { token: string } | null,
  payload?: Record<string, unknown> | FormData,
) {
  return harness.app.inject({
    method,
    url,
    headers: who ? bearer(who) : {},
    ...(payload ? { payload } : {}),
  });
}

async function newAdviser(owner: TestUser = supplier, overrides: Record<string, string> = {}) {
  const response = await createAdviserRequest(harness.app, owner, adviserFields(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ salesperson_id: string }>().salesperson_id;
}

async function userByUuid(uuid: string) {
  const [row] = await harness.ctx.db.select().from(users).where(eq(users.uuid, uuid));
  return row;
}

async function filesOf(userId: number) {
  return harness.ctx.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.ownerUserId, userId))
    .orderBy(storedFiles.id);
}

async function errorsOf(
  fields: Record<string, string>,
  files: Record<string, UploadPart[]> = adviserFiles(),
) {
  const response = await createAdviserRequest(harness.app, supplier, fields, files);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  return response.json<{ errors: { field: string; message: string }[] }>().errors;
}

async function messagesFor(
  field: string,
  fields: Record<string, string>,
  files?: Record<string, UploadPart[]>,
) {
  return (await errorsOf(fields, files))
    .filter((error) => error.field === field)
    .map((error) => error.message);
}

describe('POST /v2/salespeople/salesperson/{supplier uuid}', () => {
  it('creates an unapproved, active adviser of the supplier with its files and password', async () => {
    const fields = adviserFields();
    const response = await createAdviserRequest(harness.app, supplier, fields, {
      avatar: [png('daniela.png')],
      professionalDiploma: [pdf('diploma.pdf')],
      portfolio: [png('cocina.png'), png('baño.png')],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; salesperson_id: string }>();
    expect(body.message).toBe('Solicitud de asesor enviada con éxito');

    const user = await userByUuid(body.salesperson_id);
    expect(user).toMatchObject({
      roleId: ROLE.salesperson,
      email: fields.email,
      phone: fields.phone,
      cedula: fields.cedula,
      firstName: 'Daniela',
      lastName: 'Ruiz Montoya',
      cityCode: '05001',
      cityName: 'Medellín, Antioquia',
      isApproved: false,
      isPublic: true,
    });
    const [profile] = await harness.ctx.db
      .select()
      .from(salespersonProfiles)
      .where(eq(salespersonProfiles.userId, user?.id ?? 0));
    expect(profile).toEqual({
      userId: user?.id,
      supplierUserId: supplier.id,
      professionalProfile: 'Diseñadora de interiores, asesora en revestimientos',
      // Stored without the at-sign.
      instagram: 'daniela.acabados',
      videoPresentationUrl: 'https://www.youtube.com/watch?v=abc123',
      onlineStatus: 'offline',
    });
    const files = await filesOf(user?.id ?? 0);
    expect(files.map((file) => [file.documentTypeId, file.fileName, file.isPrivate])).toEqual([
      [documentTypeId('avatar'), 'daniela.png', false],
      [documentTypeId('curriculum'), 'diploma.pdf', true],
      [documentTypeId('portfolio'), 'cocina.png', false],
      [documentTypeId('portfolio'), 'baño.png', false],
    ]);
    for (const file of files) {
      const expected = file.mimeType === 'application/pdf' ? PDF : PNG;
      expect((await harness.ctx.storage.get(file.storageKey))?.body.equals(expected)).toBe(true);
    }

    // The adviser signs in with the password the supplier chose.
    const session = await login(harness.app, fields.email ?? '', PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      role_id: ROLE.salesperson,
      online_status: 'offline',
      company_name: 'Cerámicas del Valle',
    });
  });

  it('takes a photo of the diploma as well as a PDF, and no avatar at all', async () => {
    const response = await createAdviserRequest(harness.app, supplier, adviserFields(), {
      professionalDiploma: [png('diploma.png')],
      portfolio: [png()],
    });
    expect(response.statusCode).toBe(201);
    const detail = await call(
      'GET',
      `/v2/suppliers/salesperson/${response.json().salesperson_id}`,
      supplier,
    );
    expect(detail.json()).toMatchObject({ avatar: null, cv: [{ filename: 'diploma.png' }] });
  });

  it('does not want the password confirmation (it stays in the browser)', async () => {
    const response = await createAdviserRequest(
      harness.app,
      supplier,
      adviserFields({ passwordConfirm: 'otra cosa' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['first_name', { first_name: 'Ana' }, MESSAGES.adviserFirstNameMin],
    ['first_name', { first_name: '' }, MESSAGES.required],
    ['last_name', { last_name: 'Gil' }, MESSAGES.adviserLastNameMin],
    ['cedula', { cedula: '123' }, MESSAGES.cedulaInvalid],
    ['email', { email: 'daniela@' }, MESSAGES.emailInvalid],
    ['phone', { phone: '300123' }, MESSAGES.phoneInvalid],
    ['city_name', { city_name: '' }, MESSAGES.required],
    ['professional_profile', { professional_profile: ' ' }, MESSAGES.required],
    ['professional_profile', { professional_profile: 'x'.repeat(121) }, MESSAGES.adviserProfileMax],
    ['instagram_account', { instagram_account: 'a'.repeat(31) }, MESSAGES.adviserInstagramInvalid],
    [
      'instagram_account',
      { instagram_account: 'daniela-acabados' },
      MESSAGES.adviserInstagramInvalid,
    ],
    ['instagram_account', { instagram_account: '@@daniela' }, MESSAGES.adviserInstagramInvalid],
    ['video_presentation_url', { video_presentation_url: '' }, MESSAGES.required],
    [
      'video_presentation_url',
      { video_presentation_url: 'mi video' },
      MESSAGES.adviserVideoUrlInvalid,
    ],
    [
      'video_presentation_url',
      { video_presentation_url: 'javascript:alert(1)' },
      MESSAGES.adviserVideoUrlInvalid,
    ],
    ['password', { password: 'clave' }, MESSAGES.passwordUppercase],
  ] as const)('refuses a bad %s with its Spanish message', async (field, change, message) => {
    expect(await messagesFor(field, adviserFields(change))).toContain(message);
  });

  it('accepts an Instagram user of 30 characters after an at-sign, and none at all', async () => {
    await newAdviser(supplier, { instagram_account: `@${'a'.repeat(30)}` });
    const uuid = await newAdviser(supplier, { instagram_account: '' });
    const detail = await call('GET', `/v2/suppliers/salesperson/${uuid}`, supplier);
    expect(detail.json().instagram).toBeNull();
  });

  it('refuses a city that is not a municipality', async () => {
    const { city_id: _cityId, ...fields } = adviserFields({ city_name: 'Gotham' });
    expect(await messagesFor('city_name', fields)).toEqual([MESSAGES.cityUnknown]);
  });

  it('asks for the diploma and for 1 to 5 portfolio images', async () => {
    expect(
      await messagesFor('professionalDiploma', adviserFields(), {
        avatar: [png()],
        portfolio: [png()],
      }),
    ).toEqual([MESSAGES.adviserDiplomaRequired]);
    expect(
      await messagesFor('portfolio', adviserFields(), { professionalDiploma: [pdf()] }),
    ).toEqual(['Por favor carga al menos una imagen de portafolio']);
    expect(
      await messagesFor('portfolio', adviserFields(), {
        professionalDiploma: [pdf()],
        portfolio: [png(), png(), png(), png(), png(), png()],
      }),
    ).toEqual(['Máximo se permiten 5 imágenes de portafolio']);
  });

  it('refuses hostile files by their bytes, naming the field, storing nothing', async () => {
    const fields = adviserFields();
    const html: UploadPart = {
      name: 'foto.png',
      content: Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      type: 'image/png',
    };
    const svg: UploadPart = {
      name: 'perfil.svg',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      type: 'image/svg+xml',
    };
    const executable: UploadPart = {
      name: 'diploma.pdf',
      content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      type: 'application/pdf',
    };
    const cases: [Record<string, UploadPart[]>, string, string][] = [
      [{ ...adviserFiles(), avatar: [svg] }, 'avatar', 'perfil.svg'],
      [{ ...adviserFiles(), portfolio: [png(), html] }, 'portfolio', 'foto.png'],
      [{ ...adviserFiles(), portfolio: [pdf('planos.pdf')] }, 'portfolio', 'planos.pdf'],
      [
        { ...adviserFiles(), professionalDiploma: [executable] },
        'professionalDiploma',
        'diploma.pdf',
      ],
    ];
    for (const [files, field, name] of cases) {
      const response = await createAdviserRequest(harness.app, supplier, fields, files);
      expect(response.statusCode, field).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        code: 'FILE_WRONG_FORMAT',
        message: wrongFormatMessage(name),
        errors: [{ field, message: wrongFormatMessage(name) }],
      });
    }
    const [created] = await harness.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, fields.email ?? ''));
    expect(created).toBeUndefined();
  });

  it('refuses a file over 15728640 bytes with 413 naming it', async () => {
    const huge = Buffer.alloc(15_728_641);
    PNG.copy(huge);
    const response = await createAdviserRequest(harness.app, supplier, adviserFields(), {
      ...adviserFiles(),
      portfolio: [{ name: 'enorme.png', content: huge, type: 'image/png' }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([
      { field: 'portfolio', message: tooLargeMessage('enorme.png') },
    ]);
  });

  it.each([
    ['email', MESSAGES.emailTaken],
    ['phone', MESSAGES.phoneTaken],
    ['cedula', MESSAGES.cedulaTaken],
  ] as const)('answers 409 on %s already registered', async (field, message) => {
    const existing = adviserFields();
    expect((await createAdviserRequest(harness.app, supplier, existing)).statusCode).toBe(201);
    const response = await createAdviserRequest(
      harness.app,
      supplier,
      adviserFields({ [field]: existing[field] ?? '' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE_USER',
      message,
      errors: [{ field, message }],
    });
  });

  it('is the supplier’s own call: another supplier’s uuid is not found', async () => {
    const response = await createAdviserRequest(
      harness.app,
      supplier,
      adviserFields(),
      adviserFiles(),
      otherSupplier.uuid,
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses the admin and every other role (403), and a visitor (401)', async () => {
    for (const who of [admin, ...OTHER_ROLES.map(other)]) {
      const response = await call(
        'POST',
        `/v2/salespeople/salesperson/${supplier.uuid}`,
        who,
        formOf(adviserFields(), adviserFiles()),
      );
      expect(response.statusCode, String(who.roleId)).toBe(403);
    }
    const visitor = await call(
      'POST',
      `/v2/salespeople/salesperson/${supplier.uuid}`,
      null,
      formOf(adviserFields(), adviserFiles()),
    );
    expect(visitor.statusCode).toBe(401);
  });

  it('waits for the supplier’s own approval', async () => {
    const pending = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    await harness.ctx.db.update(users).set({ isApproved: null }).where(eq(users.id, pending.id));
    const response = await createAdviserRequest(harness.app, pending, adviserFields());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'APPROVAL_REQUIRED' });
  });
});

describe('GET /v2/suppliers/salespeople', () => {
  let listSupplier: TestUser;
  beforeAll(async () => {
    listSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
      companyName: 'Luminarias Andinas',
    });
    await newAdviser(listSupplier, {
      first_name: 'Marcela',
      last_name: 'Ochoa Betancur',
      professional_profile: 'Asesora en baños y cocinas',
    });
    await newAdviser(listSupplier, {
      first_name: 'Julián',
      last_name: 'Restrepo Mejía',
      professional_profile: 'Arquitecto especialista en pisos',
    });
    await newAdviser(listSupplier, {
      first_name: 'Felipe',
      last_name: 'Cárdenas Suárez',
      professional_profile: 'Diseñador de iluminación',
    });
  });

  async function listOf(who: TestUser, query = '') {
    const response = await call('GET', `/v2/suppliers/salespeople${query}`, who);
    expect(response.statusCode).toBe(200);
    return response.json<AdviserPage>();
  }

  it('lists only my advisers, newest first, a page at a time', async () => {
    const page = await listOf(listSupplier, '?itemsPerPage=5');
    expect(page.items.map((row) => row.first_name)).toEqual(['Felipe', 'Julián', 'Marcela']);
    expect(page.pagination).toEqual({
      totalItems: 3,
      totalPages: 1,
      currentPage: 1,
      itemsPerPage: 5,
    });
    expect(page.items[0]).toMatchObject({
      last_name: 'Cárdenas Suárez',
      city_name: 'Medellín, Antioquia',
      professional_profile: 'Diseñador de iluminación',
      is_approved: false,
      is_public: true,
      online_status: 'offline',
      company_name: 'Luminarias Andinas',
    });
    expect(page.items[0]?.avatar).toMatch(/^\/uploads\/.+\.png$/);
    const second = await listOf(listSupplier, '?itemsPerPage=5&page=2');
    expect(second.items).toEqual([]);
  });

  it('filters by name and by professional profile, in any case and accents as typed', async () => {
    expect(
      (await listOf(listSupplier, '?name=restrepo')).items.map((row) => row.first_name),
    ).toEqual(['Julián']);
    expect(
      (await listOf(listSupplier, `?name=${encodeURIComponent('felipe cárdenas')}`)).items,
    ).toHaveLength(1);
    expect(
      (await listOf(listSupplier, `?profile=${encodeURIComponent('BAÑOS')}`)).items.map(
        (row) => row.first_name,
      ),
    ).toEqual(['Marcela']);
    expect((await listOf(listSupplier, '?name=%25')).items).toEqual([]);
  });

  it('shows the admin every supplier’s advisers with their company', async () => {
    const page = await listOf(admin, '?itemsPerPage=100');
    const companies = new Set(page.items.map((row) => row.company_name));
    expect(companies.has('Luminarias Andinas')).toBe(true);
    expect(companies.has('Cerámicas del Valle')).toBe(true);
  });

  it('refuses a page size the tables do not offer', async () => {
    const response = await call('GET', '/v2/suppliers/salespeople?itemsPerPage=7', listSupplier);
    expect(response.statusCode).toBe(400);
  });

  it('refuses every other role', async () => {
    for (const roleId of OTHER_ROLES) {
      const response = await call('GET', '/v2/suppliers/salespeople', other(roleId));
      expect(response.statusCode, String(roleId)).toBe(403);
    }
    expect((await call('GET', '/v2/suppliers/salespeople', null)).statusCode).toBe(401);
  });
});

describe('GET /v2/suppliers/salesperson/{id}', () => {
  it('shows one of my advisers with a diploma link that works for five minutes', async () => {
    const uuid = await newAdviser();
    const response = await call('GET', `/v2/suppliers/salesperson/${uuid}`, supplier);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdviserDetail>();
    expect(detail).toMatchObject({
      salesperson_id: uuid,
      first_name: 'Daniela',
      city_id: '05001',
      instagram: 'daniela.acabados',
      video_presentation_url: 'https://www.youtube.com/watch?v=abc123',
      cv: [{ filename: 'diploma.pdf' }],
      portfolio: [{ filename: 'cocina.png' }, { filename: 'baño.png' }],
    });
    const diploma = await harness.app.inject({ method: 'GET', url: detail.cv[0]?.url ?? '' });
    expect(diploma.statusCode).toBe(200);
    expect(diploma.body.startsWith('%PDF')).toBe(true);
    harness.advanceClock(6 * 60 * 1000);
    const expired = await harness.app.inject({ method: 'GET', url: detail.cv[0]?.url ?? '' });
    expect(expired.statusCode).toBe(404);
  });

  it('is not found for another supplier, an unknown adviser or a non-adviser', async () => {
    const uuid = await newAdviser();
    expect((await call('GET', `/v2/suppliers/salesperson/${uuid}`, otherSupplier)).statusCode).toBe(
      404,
    );
    const unknown = '8b7c2a55-1c1e-4f38-9d0a-8d2f4c1b2a10';
    expect((await call('GET', `/v2/suppliers/salesperson/${unknown}`, supplier)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/v2/suppliers/salesperson/${otherSupplier.uuid}`, admin)).statusCode,
    ).toBe(404);
    const malformed = await call('GET', '/v2/suppliers/salesperson/12', supplier);
    expect(malformed.statusCode).toBe(400);
  });

  it('lets the admin read any adviser and refuses every other role', async () => {
    const uuid = await newAdviser();
    expect((await call('GET', `/v2/suppliers/salesperson/${uuid}`, admin)).statusCode).toBe(200);
    for (const roleId of OTHER_ROLES) {
      const response = await call('GET', `/v2/suppliers/salesperson/${uuid}`, other(roleId));
      expect(response.statusCode, String(roleId)).toBe(403);
    }
  });
});

describe('PATCH /v2/suppliers/salesperson/{id}', () => {
  function edit(
    uuid: string,
    who: TestUser,
    fields: Record<string, string>,
    files: Record<string, UploadPart[]> = {},
  ) {
    return call('PATCH', `/v2/suppliers/salesperson/${uuid}`, who, formOf(fields, files));
  }

  function editFields(overrides: Record<string, string> = {}) {
    const { email: _email, password: _password, ...profile } = adviserFields(overrides);
    return profile;
  }

  it('saves the profile, replaces the avatar and diploma, and swaps portfolio images', async () => {
    const uuid = await newAdviser();
    const before = (
      await call('GET', `/v2/suppliers/salesperson/${uuid}`, supplier)
    ).json<AdviserDetail>();
    const oldFiles = await filesOf((await userByUuid(uuid))?.id ?? 0);
    const fields = editFields({
      first_name: 'Daniela Alejandra',
      city_name: 'Envigado, Antioquia',
      city_id: '05266',
      professional_profile: 'Arquitecta',
      instagram_account: '',
      'deletedPortfolio[0]': String(before.portfolio[0]?.id),
      // The email is locked: a different one sent along changes nothing.
      email: 'otro.correo@prueba.co',
    });
    const response = await edit(uuid, supplier, fields, {
      avatar: [png('nueva.png')],
      professionalDiploma: [png('diploma-foto.png')],
      portfolio: [png('terraza.png')],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; salesperson: AdviserDetail }>();
    expect(body.message).toBe('El asesor ha sido modificado con éxito');
    expect(body.salesperson).toMatchObject({
      first_name: 'Daniela Alejandra',
      email: before.email,
      city_name: 'Envigado, Antioquia',
      professional_profile: 'Arquitecta',
      instagram: null,
      cv: [{ filename: 'diploma-foto.png' }],
      portfolio: [{ filename: 'baño.png' }, { filename: 'terraza.png' }],
    });
    expect(body.salesperson.avatar).not.toBe(before.avatar);
    const user = await userByUuid(uuid);
    expect(user?.email).toBe(before.email);
    // The replaced and removed files leave storage too.
    const kept = new Set((await filesOf(user?.id ?? 0)).map((file) => file.storageKey));
    for (const file of oldFiles.filter((row) => !kept.has(row.storageKey))) {
      expect(await harness.ctx.storage.get(file.storageKey)).toBeNull();
    }
    expect(oldFiles.filter((row) => !kept.has(row.storageKey))).toHaveLength(3);
  });

  it('keeps 1 to 5 portfolio images, and removes only the adviser’s own', async () => {
    const uuid = await newAdviser();
    const detail = (
      await call('GET', `/v2/suppliers/salesperson/${uuid}`, supplier)
    ).json<AdviserDetail>();
    const all = detail.portfolio.map((image, at) => [`deletedPortfolio[${at}]`, String(image.id)]);
    const emptied = await edit(uuid, supplier, { ...editFields(), ...Object.fromEntries(all) });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toEqual([
      { field: 'portfolio', message: MESSAGES.adviserPortfolioRequired },
    ]);
    const crowded = await edit(uuid, supplier, editFields(), {
      portfolio: [png(), png(), png(), png()],
    });
    expect(crowded.json().errors).toEqual([
      { field: 'portfolio', message: MESSAGES.adviserPortfolioMax },
    ]);
    const stranger = await newAdviser(otherSupplier);
    const strangerImage = (
      await call('GET', `/v2/suppliers/salesperson/${stranger}`, otherSupplier)
    ).json<AdviserDetail>().portfolio[0];
    const foreign = await edit(uuid, supplier, {
      ...editFields(),
      'deletedPortfolio[0]': String(strangerImage?.id),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('validates like the creation form, and refuses a phone another account has', async () => {
    const uuid = await newAdviser();
    const short = await edit(uuid, supplier, editFields({ last_name: 'Paz' }));
    expect(short.json().errors).toEqual([
      { field: 'last_name', message: MESSAGES.adviserLastNameMin },
    ]);
    const taken = await edit(uuid, supplier, editFields({ phone: supplier.phone }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'phone', message: MESSAGES.phoneTaken }]);
  });

  it('is only the own supplier’s: another supplier 404, the admin and others 403', async () => {
    const uuid = await newAdviser();
    expect((await edit(uuid, otherSupplier, editFields())).statusCode).toBe(404);
    for (const who of [admin, ...OTHER_ROLES.map(other)]) {
      expect((await edit(uuid, who, editFields())).statusCode, String(who.roleId)).toBe(403);
    }
  });
});

describe('the approval and active switches', () => {
  it('approve and activate, each sending the value the switch shows next', async () => {
    const uuid = await newAdviser();
    const approve = await call('PATCH', `/v2/suppliers/salesperson/approve/${uuid}`, supplier, {
      is_approved: true,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({
      message: 'El asesor ha sido modificado con éxito',
      salesperson_id: uuid,
      is_approved: true,
    });
    const hide = await call('PATCH', `/v2/suppliers/salesperson/activate/${uuid}`, supplier, {
      is_public: false,
    });
    expect(hide.json()).toEqual({
      message: 'El asesor ha sido modificado con éxito',
      salesperson_id: uuid,
      is_public: false,
    });
    expect(await userByUuid(uuid)).toMatchObject({ isApproved: true, isPublic: false });
  });

  it('let the admin switch any adviser; another supplier’s is not found', async () => {
    const uuid = await newAdviser();
    for (const [path, body] of [
      ['approve', { is_approved: true }],
      ['activate', { is_public: false }],
    ] as const) {
      const url = `/v2/suppliers/salesperson/${path}/${uuid}`;
      expect((await call('PATCH', url, otherSupplier, body)).statusCode).toBe(404);
      expect((await call('PATCH', url, admin, body)).statusCode).toBe(200);
      for (const roleId of OTHER_ROLES) {
        expect((await call('PATCH', url, other(roleId), body)).statusCode).toBe(403);
      }
    }
    expect(await userByUuid(uuid)).toMatchObject({ isApproved: true, isPublic: false });
  });

  it('refuses a body without the switch’s value', async () => {
    const uuid = await newAdviser();
    const response = await call('PATCH', `/v2/suppliers/salesperson/approve/${uuid}`, supplier, {
      is_public: true,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /v2/suppliers/salesperson/{id}', () => {
  it('removes the adviser, its sign-in and its stored files', async () => {
    const fields = adviserFields();
    const response = await createAdviserRequest(harness.app, supplier, fields);
    const uuid = response.json().salesperson_id as string;
    const user = await userByUuid(uuid);
    const files = await filesOf(user?.id ?? 0);
    expect(files).toHaveLength(4);
    const removed = await call('DELETE', `/v2/suppliers/salesperson/${uuid}`, supplier);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'El asesor ha sido eliminado con éxito' });
    expect(await userByUuid(uuid)).toBeUndefined();
    for (const file of files) expect(await harness.ctx.storage.get(file.storageKey)).toBeNull();
    expect((await login(harness.app, fields.email ?? '')).statusCode).toBe(401);
    expect((await call('GET', `/v2/suppliers/salesperson/${uuid}`, supplier)).statusCode).toBe(404);
  });

  it('is refused to another supplier (404) and other roles (403); the admin may', async () => {
    const uuid = await newAdviser();
    const url = `/v2/suppliers/salesperson/${uuid}`;
    expect((await call('DELETE', url, otherSupplier)).statusCode).toBe(404);
    for (const roleId of OTHER_ROLES) {
      expect((await call('DELETE', url, other(roleId))).statusCode).toBe(403);
    }
    expect((await call('DELETE', url, admin)).statusCode).toBe(200);
    expect(await userByUuid(uuid)).toBeUndefined();
  });
});

describe("the adviser's own calls", () => {
  it('reads its own profile, which its supplier and the admin read too', async () => {
    const adviser = await createTestAdviser(harness.app, supplier);
    const url = `/v2/salespeople/salesperson/${adviser.uuid}`;
    const own = await call('GET', url, adviser);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      salesperson_id: adviser.uuid,
      email: adviser.email,
      is_approved: true,
      company_name: 'Cerámicas del Valle',
    });
    expect((await call('GET', url, supplier)).statusCode).toBe(200);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', url, otherSupplier)).statusCode).toBe(404);
    const colleague = await createTestAdviser(harness.app, supplier);
    expect((await call('GET', url, colleague)).statusCode).toBe(404);
    for (const roleId of [ROLE.client, ROLE.designer, ROLE.lsh] as const) {
      expect((await call('GET', url, other(roleId))).statusCode).toBe(403);
    }
  });

  it('sets its online status with the spec’s toast, and the session shows it', async () => {
    const adviser = await createTestAdviser(harness.app, supplier);
    for (const status of ['online', 'away', 'offline'] as const) {
      const response = await call('PATCH', '/v2/salespeople/onlineStatus', adviser, {
        onlineStatus: status,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Estado de usuario actualizado correctamente',
        online_status: status,
      });
      const profile = await call('GET', '/v1/users/profile', adviser);
      expect(profile.json().online_status).toBe(status);
    }
    const unknown = await call('PATCH', '/v2/salespeople/onlineStatus', adviser, {
      onlineStatus: 'busy',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is the salesperson’s alone; an account without an adviser profile has none', async () => {
    for (const who of [supplier, admin, other(ROLE.client), other(ROLE.designer)]) {
      const response = await call('PATCH', '/v2/salespeople/onlineStatus', who, {
        onlineStatus: 'online',
      });
      expect(response.statusCode).toBe(403);
    }
    const bare = await call('PATCH', '/v2/salespeople/onlineStatus', other(ROLE.salesperson), {
      onlineStatus: 'online',
    });
    expect(bare.statusCode).toBe(404);
  });
});

describe('GET /v2/salespeople/{companyName}', () => {
  it('lists the store’s approved, active advisers with their status, online first', async () => {
    const store = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
      companyName: 'Casa Textil Deco',
    });
    const offline = await createTestAdviser(harness.app, store, { first_name: 'Andrea' });
    const online = await createTestAdviser(harness.app, store, { first_name: 'Camilo' });
    const away = await createTestAdviser(harness.app, store, { first_name: 'Beatriz' });
    const hidden = await createTestAdviser(harness.app, store, { first_name: 'Hernán' });
    await createTestAdviser(harness.app, store, { first_name: 'Pendiente' }, false);
    await call('PATCH', `/v2/suppliers/salesperson/activate/${hidden.uuid}`, store, {
      is_public: false,
    });
    await call('PATCH', '/v2/salespeople/onlineStatus', online, { onlineStatus: 'online' });
    await call('PATCH', '/v2/salespeople/onlineStatus', away, { onlineStatus: 'away' });

    const response = await call('GET', '/v2/salespeople/Casa-Textil-Deco', null);
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ salesperson_id: string; first_name: string; online_status: string }[]>(),
    ).toEqual([
      expect.objectContaining({ salesperson_id: online.uuid, online_status: 'online' }),
      expect.objectContaining({ salesperson_id: away.uuid, online_status: 'away' }),
      expect.objectContaining({ salesperson_id: offline.uuid, online_status: 'offline' }),
    ]);
    expect(response.json()[0]).toEqual({
      salesperson_id: online.uuid,
      first_name: 'Camilo',
      last_name: 'Ruiz Montoya',
      avatar: expect.stringMatching(/^\/uploads\/.+\.png$/),
      professional_profile: 'Diseñadora de interiores, asesora en revestimientos',
      city_name: 'Medellín, Antioquia',
      online_status: 'online',
    });
    // Spaces or dashes, in any case.
    const lower = await call(
      'GET',
      `/v2/salespeople/${encodeURIComponent('casa-textil-deco')}`,
      null,
    );
    expect(lower.json()).toHaveLength(3);
  });

  it('is not found for an unknown or hidden store', async () => {
    const unknown = await call('GET', '/v2/salespeople/No-Existe', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.storeNotFound);
    const hidden = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
      companyName: 'Tienda Oculta',
    });
    await harness.ctx.db.update(users).set({ isPublic: false }).where(eq(users.id, hidden.id));
    expect((await call('GET', '/v2/salespeople/Tienda-Oculta', null)).statusCode).toBe(404);
  });
});
