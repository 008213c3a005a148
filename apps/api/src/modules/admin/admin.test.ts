import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { inTransaction } from '../../db/transaction.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { bankAccounts, users } from '../../db/schema/users.js';
import {
  PDF,
  apply,
  designerFields,
  designerFiles,
  formOf,
  supplierFields,
  supplierFiles,
} from '../../test/applications.js';
import { PASSWORD, bearer, createTestUser, login, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../users/users.service.js';

let harness: TestApp;
let admin: TestUser;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
});
afterAll(() => harness.close());

const call = (
  method: 'GET' | 'PATCH',
  url: string,
  user?: { token: string },
  payload?: Record<string, unknown>,
  app: TestApp = harness,
) =>
  app.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

/** Applies as a designer; returns the uuid and the email. */
async function designerApplication(app: TestApp = harness, overrides: Record<string, string> = {}) {
  const fields = designerFields(overrides);
  const response = await apply(app.app, '/v1/designers', formOf(fields, designerFiles()));
  expect(response.statusCode).toBe(201);
  const session = await login(app.app, fields.email ?? '');
  return {
    uuid: session.json<{ user: { uuid: string } }>().user.uuid,
    token: session.json<{ token: string }>().token,
    fields,
  };
}

async function supplierApplication(app: TestApp = harness, overrides: Record<string, string> = {}) {
  const fields = supplierFields(overrides);
  const response = await apply(app.app, '/v2/suppliers', formOf(fields, supplierFiles()));
  expect(response.statusCode).toBe(201);
  const session = await login(app.app, fields.company_email ?? '');
  return {
    uuid: session.json<{ user: { uuid: string } }>().user.uuid,
    token: session.json<{ token: string }>().token,
    fields,
  };
}

async function emailsTo(recipient: string) {
  return harness.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(outboxMessages.id);
}

const review = (uuid: string, payload: Record<string, unknown>, query = '') =>
  call('PATCH', `/v1/users/${uuid}${query}`, admin, payload);

describe('GET /v1/designers and GET /v1/suppliers', () => {
  let lists: TestApp;
  let listAdmin: TestUser;
  const designers: Awaited<ReturnType<typeof designerApplication>>[] = [];
  const suppliers: Awaited<ReturnType<typeof supplierApplication>>[] = [];

  beforeAll(async () => {
    // Its own database, so the counts are exactly what this block creates.
    lists = await createTestApp();
    listAdmin = await createTestUser(lists.app, lists.ctx, ROLE.admin);
    for (const firstName of ['Ana', 'Beatriz', 'Carla', 'Diana']) {
      designers.push(await designerApplication(lists, { first_name: firstName }));
    }
    for (let index = 0; index < 3; index += 1) suppliers.push(await supplierApplication(lists));
    const decide = async (uuid: string, isApproved: boolean) =>
      expect(
        (await call('PATCH', `/v1/users/${uuid}`, listAdmin, { is_approved: isApproved }, lists))
          .statusCode,
      ).toBe(200);
    await decide(designers[0]?.uuid ?? '', true);
    await decide(designers[1]?.uuid ?? '', false);
    await decide(suppliers[0]?.uuid ?? '', true);
  });
  afterAll(() => lists.close());

  const list = (url: string) => call('GET', url, listAdmin, undefined, lists);

  it('lists designers newest first with every detail and the count of each state', async () => {
    const response = await list('/v1/designers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({ all: 4, pending: 2, approved: 1, rejected: 1 });
    expect(body.items.map((item: { first_name: string }) => item.first_name)).toEqual([
      'Diana',
      'Carla',
      'Beatriz',
      'Ana',
    ]);
    const ana = designers[0];
    expect(body.items[3]).toEqual({
      uuid: ana?.uuid,
      avatar: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      first_name: 'Ana',
      last_name: 'Gómez',
      phone: ana?.fields.phone,
      email: ana?.fields.email,
      city: 'Medellín, Antioquia',
      is_approved: true,
      is_active: true,
      is_public: true,
      profession: 'Diseñador(a) de interiores',
      bio: ana?.fields.bio,
      university_name: 'Universidad Pontificia Bolivariana',
      graduation_year: 2014,
      instagram: 'https://instagram.com/valentina.disena',
      cedula: ana?.fields.cedula,
      street_address: 'Carrera 43A # 7-50',
      portfolio: [
        {
          id: expect.any(Number),
          url: expect.stringMatching(/^\/uploads\//),
          filename: 'cocina.png',
        },
        {
          id: expect.any(Number),
          url: expect.stringMatching(/^\/uploads\//),
          filename: 'sala.png',
        },
      ],
    });
    const avatar = await lists.app.inject({ method: 'GET', url: body.items[3].avatar });
    expect(avatar.statusCode).toBe(200);
  });

  it.each([
    ['pending', ['Diana', 'Carla'], null],
    ['approved', ['Ana'], true],
    ['rejected', ['Beatriz'], false],
    ['all', ['Diana', 'Carla', 'Beatriz', 'Ana'], undefined],
  ] as const)('filters designers by status %s', async (status, names, state) => {
    const body = (await list(`/v1/designers?status=${status}`)).json();
    expect(body.items.map((item: { first_name: string }) => item.first_name)).toEqual(names);
    if (state !== undefined) {
      expect(body.items.every((item: { is_approved: unknown }) => item.is_approved === state)).toBe(
        true,
      );
    }
    expect(body.counts).toEqual({ all: 4, pending: 2, approved: 1, rejected: 1 });
  });

  it('refuses an unknown status with 400', async () => {
    expect((await list('/v1/designers?status=todos')).statusCode).toBe(400);
    expect((await list('/v1/suppliers?status=todos')).statusCode).toBe(400);
  });

  it('lists suppliers with company, branding, people, bank and documents', async () => {
    const [first] = suppliers;
    const firstUser = await lists.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.uuid, first?.uuid ?? ''));
    await lists.ctx.db.insert(bankAccounts).values({
      userId: firstUser[0]?.id ?? 0,
      bankName: 'bancolombia',
      accountNumber: '1234567890',
      isSavingsAccount: true,
    });
    const response = await list('/v1/suppliers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({ all: 3, pending: 2, approved: 1, rejected: 0 });
    expect(body.items.map((item: { uuid: string }) => item.uuid)).toEqual(
      [...suppliers].reverse().map((supplier) => supplier.uuid),
    );
    const fields = first?.fields ?? {};
    expect(body.items[2]).toEqual({
      uuid: first?.uuid,
      initial: 'C',
      company_name: fields.company_name,
      phone: fields.company_phone,
      email: fields.company_email,
      city: 'Medellín, Antioquia',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      is_approved: true,
      is_public: true,
      nit: '900123456',
      company_description: fields.company_description,
      street_address: 'Calle 10 Sur # 50FF-28',
      branding: { primary_color: null, secondary_color: null, font: 'Open Sans', logo: null },
      legal_rep: {
        first_name: 'Carlos',
        last_name: 'Ramírez',
        phone: fields.legal_rep_phone,
        cedula: fields.legal_rep_cedula,
      },
      contact: {
        first_name: 'Paula',
        last_name: 'Toro',
        email: fields.contact_email,
        phone: fields.contact_phone,
      },
      is_taxable: true,
      bank: {
        bank_name: 'bancolombia',
        account_holder_name: fields.company_name,
        account_number: '1234567890',
        is_savings_account: true,
      },
      documents: {
        rut: { id: expect.any(Number), filename: 'RUT empresa.pdf' },
        chamber_of_commerce: { id: expect.any(Number), filename: 'Cámara de comercio.pdf' },
      },
    });
    expect(body.items[1].bank).toBeNull();

    const pending = (await list('/v1/suppliers?status=pending')).json();
    expect(pending.items).toHaveLength(2);
    expect((await list('/v1/suppliers?status=rejected')).json().items).toEqual([]);
  });
});

describe('PATCH /v1/users/:uuid', () => {
  it('approves a pending designer and queues the email to them; the decision is final', async () => {
    const designer = await designerApplication();
    const response = await review(designer.uuid, { is_approved: true }, '?emailDesigner=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uuid: designer.uuid, is_approved: true });

    const [stored] = await harness.ctx.db
      .select({ isApproved: users.isApproved })
      .from(users)
      .where(eq(users.uuid, designer.uuid));
    expect(stored?.isApproved).toBe(true);
    const emails = await emailsTo(designer.fields.email ?? '');
    expect(emails).toHaveLength(1);
    const product = harness.ctx.config.brand.productName;
    expect(emails[0]).toMatchObject({ channel: 'email', status: 'pending' });
    expect(emails[0]?.subject).toContain(product);
    expect(emails[0]?.bodyText).toContain('Hola Valentina');
    expect(emails[0]?.bodyText).toContain(`${harness.ctx.config.publicUrl}/login`);
    expect(emails[0]?.bodyHtml).toContain(`href="${harness.ctx.config.publicUrl}/login"`);

    // The same answer again changes nothing and sends nothing; the other answer is refused.
    expect(
      (await review(designer.uuid, { is_approved: true }, '?emailDesigner=true')).json(),
    ).toEqual({ uuid: designer.uuid, is_approved: true });
    expect(await emailsTo(designer.fields.email ?? '')).toHaveLength(1);
    const reversed = await review(designer.uuid, { is_approved: false }, '?emailDesigner=true');
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json()).toEqual({
      statusCode: 409,
      code: 'ALREADY_REVIEWED',
      message: 'Esta solicitud ya fue revisada',
    });
  });

  it('rejects a pending supplier with a polite email to the company', async () => {
    const supplier = await supplierApplication();
    const response = await review(supplier.uuid, { is_approved: false }, '?emailSupplier=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uuid: supplier.uuid, is_approved: false });
    const emails = await emailsTo(supplier.fields.company_email ?? '');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.bodyText).toContain(supplier.fields.company_name ?? '');
    expect(emails[0]?.bodyText).toContain('no fue aprobada');
    expect(emails[0]?.bodyText).not.toContain('/login');
    expect(await emailsTo(supplier.fields.contact_email ?? '')).toEqual([]);
    expect((await review(supplier.uuid, { is_approved: true })).statusCode).toBe(409);
  });

  it('sends no email without the email flag', async () => {
    const designer = await designerApplication();
    expect((await review(designer.uuid, { is_approved: false })).statusCode).toBe(200);
    expect(await emailsTo(designer.fields.email ?? '')).toEqual([]);
  });

  it('opens the approval-gated routes the moment the account is approved', async () => {
    const supplier = await supplierApplication();
    const addWarehouse = () =>
      harness.app.inject({
        method: 'POST',
        url: '/v2/suppliers/storage-address',
        headers: bearer(supplier),
        payload: { street_address: 'Calle 30 # 65-20', city_name: 'Medellín, Antioquia' },
      });
    const pending = await addWarehouse();
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('APPROVAL_REQUIRED');
    expect((await review(supplier.uuid, { is_approved: true })).statusCode).toBe(200);
    expect((await addWarehouse()).statusCode).toBe(201);

    const rejected = await supplierApplication();
    expect((await review(rejected.uuid, { is_approved: false })).statusCode).toBe(200);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/v2/suppliers/storage-address',
          headers: bearer(rejected),
        })
      ).json().code,
    ).toBe('APPROVAL_REQUIRED');
  });

  it('switches whether a designer or a supplier is public', async () => {
    const designer = await designerApplication();
    const hidden = await review(designer.uuid, { is_public: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ uuid: designer.uuid, is_public: false });
    const [stored] = await harness.ctx.db
      .select({ isPublic: users.isPublic, isApproved: users.isApproved })
      .from(users)
      .where(eq(users.uuid, designer.uuid));
    expect(stored).toEqual({ isPublic: false, isApproved: null });

    const supplier = await supplierApplication();
    expect((await review(supplier.uuid, { is_public: false })).json()).toEqual({
      uuid: supplier.uuid,
      is_public: false,
    });
    // Shown only once approved, as the admin's switch says (it is locked until then).
    const early = await review(supplier.uuid, { is_public: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'VISIBILITY_LOCKED',
      message: MESSAGES.visibilityPendingApplication,
    });
    expect((await review(supplier.uuid, { is_approved: true })).statusCode).toBe(200);
    expect((await review(supplier.uuid, { is_public: true })).json()).toEqual({
      uuid: supplier.uuid,
      is_public: true,
    });
  });

  it('refuses to show a rejected applicant or a designer whose membership expired', async () => {
    const rejected = await designerApplication();
    await review(rejected.uuid, { is_approved: false });
    expect((await review(rejected.uuid, { is_public: true })).json()).toMatchObject({
      statusCode: 409,
      message: MESSAGES.visibilityRejectedApplication,
    });
    const expired = await designerApplication();
    await review(expired.uuid, { is_approved: true });
    await harness.ctx.db.update(users).set({ isActive: false }).where(eq(users.uuid, expired.uuid));
    expect((await review(expired.uuid, { is_public: true })).json()).toMatchObject({
      statusCode: 409,
      message: MESSAGES.visibilityMembershipExpired,
    });
    // Hiding stays possible whatever the state.
    expect((await review(expired.uuid, { is_public: false })).statusCode).toBe(200);
  });

  it('answers 404 for a user who is not a designer or supplier, or does not exist', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await review(client.uuid, { is_approved: true })).statusCode).toBe(404);
    expect((await review(admin.uuid, { is_public: false })).statusCode).toBe(404);
    expect(
      (await review('6f1c1f8e-6a39-4d2e-9d53-3b9d2a1c0f00', { is_approved: true })).statusCode,
    ).toBe(404);
  });

  it('answers 400 to a malformed uuid or body', async () => {
    const designer = await designerApplication();
    expect((await review('no-es-uuid', { is_approved: true })).statusCode).toBe(400);
    expect((await review(designer.uuid, {})).statusCode).toBe(400);
    expect((await review(designer.uuid, { is_approved: 'si' })).statusCode).toBe(400);
    expect((await review(designer.uuid, { is_approved: null })).statusCode).toBe(400);
  });
});

describe('GET /v1/users/legaldocs', () => {
  it('gives the admin five-minute links that download the RUT and the chamber of commerce', async () => {
    const supplier = await supplierApplication();
    const response = await call('GET', `/v1/users/legaldocs?uuid=${supplier.uuid}`, admin);
    expect(response.statusCode).toBe(200);
    const documents =
      response.json<{ id: number; type: string; filename: string; url: string }[]>();
    expect(documents).toEqual([
      {
        id: expect.any(Number),
        type: 'rut',
        filename: 'RUT empresa.pdf',
        url: expect.stringMatching(/^\/files\/\d+\?expires=\d+&signature=[\w-]+$/),
      },
      {
        id: expect.any(Number),
        type: 'chamberOfCommerce',
        filename: 'Cámara de comercio.pdf',
        url: expect.stringMatching(/^\/files\/\d+\?expires=\d+&signature=/),
      },
    ]);
    for (const document of documents) {
      const download = await harness.app.inject({ method: 'GET', url: document.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(PDF)).toBe(true);
    }
    harness.advanceClock(6 * 60 * 1000);
    const expired = await harness.app.inject({ method: 'GET', url: documents[0]?.url ?? '' });
    expect(expired.statusCode).toBe(404);
  });

  it('answers 404 for a user who is not a supplier and 400 without a uuid', async () => {
    const designer = await designerApplication();
    expect((await call('GET', `/v1/users/legaldocs?uuid=${designer.uuid}`, admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/v1/users/legaldocs', admin)).statusCode).toBe(400);
  });
});

describe('admin routes refuse everyone else', () => {
  it.each([ROLE.client, ROLE.designer, ROLE.supplier, ROLE.lsh, ROLE.salesperson] as RoleId[])(
    'answers 403 to role %i on every admin route',
    async (role) => {
      const user = await createTestUser(harness.app, harness.ctx, role);
      const designer = await designerApplication();
      const requests = [
        ['GET', '/v1/designers'],
        ['GET', '/v1/suppliers'],
        ['PATCH', `/v1/users/${designer.uuid}?emailDesigner=true`],
        ['GET', `/v1/users/legaldocs?uuid=${designer.uuid}`],
        ['GET', '/v1/clients/admin'],
      ] as const;
      for (const [method, url] of requests) {
        const payload = method === 'PATCH' ? { is_approved: true } : undefined;
        const response = await call(method, url, user, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
      }
      const [stored] = await harness.ctx.db
        .select({ isApproved: users.isApproved })
        .from(users)
        .where(eq(users.uuid, designer.uuid));
      expect(stored?.isApproved).toBeNull();
    },
  );

  it('answers 401 without a token', async () => {
    for (const url of ['/v1/designers', '/v1/suppliers', '/v1/clients/admin']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });

  it('lets a pending designer sign in but not review anyone', async () => {
    const designer = await designerApplication();
    const other = await designerApplication();
    expect((await review(other.uuid, { is_approved: true })).statusCode).toBe(200);
    const attempt = await call('PATCH', `/v1/users/${designer.uuid}`, designer, {
      is_approved: true,
    });
    expect(attempt.statusCode).toBe(403);
  });
});

describe('GET /v1/clients/admin', () => {
  let clients: TestApp;
  let clientsAdmin: TestUser;
  const DAY = 86_400_000;
  const PEOPLE = [
    ['camila', 'restrepo', '05001', 'Medellín, Antioquia'],
    ['juan', 'torres', '11001', 'Bogotá, D.C.'],
    ['natalia', 'castro', '76001', 'Cali, Valle del Cauca'],
    ['felipe', 'vargas', '08001', 'Barranquilla, Atlántico'],
    ['sofia', 'martinez', '13001', 'Cartagena de Indias, Bolívar'],
    ['daniel', 'moreno', '68001', 'Bucaramanga, Santander'],
    ['andrea', 'lopez', '05001', 'Medellín, Antioquia'],
    ['bruno', 'diaz', '11001', 'Bogotá, D.C.'],
    ['carlos', 'perez', '76001', 'Cali, Valle del Cauca'],
    ['diana', 'rojas', '05001', 'Medellín, Antioquia'],
    ['elena', 'suarez', '11001', 'Bogotá, D.C.'],
    ['fabio', 'gil', '05001', 'Medellín, Antioquia'],
  ] as const;

  beforeAll(async () => {
    clients = await createTestApp();
    clientsAdmin = await createTestUser(clients.app, clients.ctx, ROLE.admin);
    const now = Date.now();
    await inTransaction(clients.ctx.db, async (tx) => {
      for (const [index, [firstName, lastName, cityCode, cityName]] of PEOPLE.entries()) {
        const createdAt = new Date(now - (index + 1) * DAY);
        await createUser(tx, {
          roleId: ROLE.client,
          email: `${firstName}.${lastName}@clientes.co`,
          phone: `31000000${String(index).padStart(2, '0')}`,
          cedula: `5000000${String(index).padStart(2, '0')}`,
          firstName,
          lastName,
          password: PASSWORD,
          cityCode,
          cityName,
          streetAddress: `Calle ${index + 1} # 10-20`,
          isApproved: true,
          createdAt,
          updatedAt: createdAt,
        });
      }
    });
    // Not clients: never listed.
    await createTestUser(clients.app, clients.ctx, ROLE.designer);
    await createTestUser(clients.app, clients.ctx, ROLE.supplier);
  });
  afterAll(() => clients.close());

  const page = (query = '') =>
    call('GET', `/v1/clients/admin${query}`, clientsAdmin, undefined, clients);
  const names = (body: { items: { first_name: string }[] }) =>
    body.items.map((item) => item.first_name);

  it('gives the first 10 clients, newest first, with the pagination', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({
      totalItems: 12,
      totalPages: 2,
      currentPage: 1,
      itemsPerPage: 10,
    });
    expect(names(body)).toEqual(PEOPLE.slice(0, 10).map(([firstName]) => firstName));
    expect(body.items[0]).toEqual({
      uuid: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      first_name: 'camila',
      last_name: 'restrepo',
      phone: '3100000000',
      email: 'camila.restrepo@clientes.co',
      city: 'Medellín, Antioquia',
      cedula: '500000000',
      address: 'Calle 1 # 10-20',
    });
    const second = (await page('?page=2')).json();
    expect(names(second)).toEqual(['elena', 'fabio']);
    expect(second.pagination.currentPage).toBe(2);
    expect((await page('?page=3')).json().items).toEqual([]);
  });

  it('pages by each size the tables offer', async () => {
    const five = await page('?itemsPerPage=5&page=3');
    expect(five.json().pagination).toEqual({
      totalItems: 12,
      totalPages: 3,
      currentPage: 3,
      itemsPerPage: 5,
    });
    expect(names(five.json())).toEqual(['elena', 'fabio']);
    for (const size of [10, 50, 100, 300, 500]) {
      const response = await page(`?itemsPerPage=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().pagination).toMatchObject({
        itemsPerPage: size,
        totalPages: Math.ceil(12 / size),
      });
    }
  });

  it('refuses a page size the tables do not offer, and a page below 1', async () => {
    for (const query of ['?itemsPerPage=7', '?itemsPerPage=0', '?itemsPerPage=diez']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field).toBe('itemsPerPage');
    }
    expect((await page('?page=0')).statusCode).toBe(400);
    expect((await page('?sort=cedula')).statusCode).toBe(400);
    expect((await page('?order=up')).statusCode).toBe(400);
  });

  it('searches names, email, phone and cedula without caring about case', async () => {
    const search = async (term: string) => {
      const body = (await page(`?search=${encodeURIComponent(term)}`)).json();
      return { names: names(body), total: body.pagination.totalItems };
    };
    expect(await search('RESTREPO')).toEqual({ names: ['camila'], total: 1 });
    expect(await search('Natalia Castro')).toEqual({ names: ['natalia'], total: 1 });
    expect(await search('juan.torres@')).toEqual({ names: ['juan'], total: 1 });
    expect(await search('3100000003')).toEqual({ names: ['felipe'], total: 1 });
    expect(await search('500000004')).toEqual({ names: ['sofia'], total: 1 });
    expect((await search('@clientes.co')).total).toBe(12);
    const none = (await page('?search=nadie')).json();
    expect(none).toEqual({
      items: [],
      pagination: { totalItems: 0, totalPages: 0, currentPage: 1, itemsPerPage: 10 },
    });
    // LIKE's wildcards are searched for literally.
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('sorts by name, email and city in either order', async () => {
    const sorted = [...PEOPLE.map(([firstName]) => firstName)].sort();
    expect(names((await page('?sort=first_name&order=asc&itemsPerPage=50')).json())).toEqual(
      sorted,
    );
    expect(names((await page('?sort=first_name&order=desc&itemsPerPage=50')).json())).toEqual(
      [...sorted].reverse(),
    );
    const byLastName = (await page('?sort=last_name&order=asc&itemsPerPage=5')).json();
    expect(byLastName.items.map((item: { last_name: string }) => item.last_name)).toEqual([
      'castro',
      'diaz',
      'gil',
      'lopez',
      'martinez',
    ]);
    const byEmail = (await page('?sort=email&order=desc&itemsPerPage=50')).json();
    expect(byEmail.items.map((item: { email: string }) => item.email)).toEqual(
      PEOPLE.map(([first, last]) => `${first}.${last}@clientes.co`)
        .sort()
        .reverse(),
    );
    const byCity = (await page('?sort=city&order=asc&itemsPerPage=50')).json();
    const cities = byCity.items.map((item: { city: string }) => item.city);
    expect(cities[0]).toBe('Barranquilla, Atlántico');
    expect(cities.at(-1)).toBe('Medellín, Antioquia');
    // Equal cities are ordered by id, so a page never repeats or skips a row.
    expect(names((await page('?sort=city&order=asc&itemsPerPage=5&page=3')).json())).toEqual(
      names(byCity).slice(10, 15),
    );
    expect(names((await page('?sort=created_at&order=asc&itemsPerPage=50')).json())).toEqual(
      PEOPLE.map(([firstName]) => firstName).reverse(),
    );
  });
});
