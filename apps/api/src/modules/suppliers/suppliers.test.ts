import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { addresses, bankAccounts, supplierProfiles, users } from '../../db/schema/users.js';
import {
  PDF,
  apply,
  formOf,
  pdf,
  png,
  supplierFields,
  supplierFiles,
  type UploadPart,
} from '../../test/applications.js';
import { bearer, createTestUser, login, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let admin: TestUser;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
});
afterAll(() => harness.close());

function applyAsSupplier(
  fields: Record<string, string> = supplierFields(),
  files: Record<string, UploadPart[]> = supplierFiles(),
) {
  return apply(harness.app, '/v2/suppliers', formOf(fields, files));
}

async function fieldErrorsOf(
  fields: Record<string, string>,
  files: Record<string, UploadPart[]> = supplierFiles(),
) {
  const response = await applyAsSupplier(fields, files);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  return response.json<{ errors: { field: string; message: string }[] }>().errors;
}

async function messagesFor(
  field: string,
  fields: Record<string, string>,
  files?: Record<string, UploadPart[]>,
) {
  const errors = await fieldErrorsOf(fields, files);
  return errors.filter((error) => error.field === field).map((error) => error.message);
}

async function userByEmail(email: string) {
  const [row] = await harness.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

function privateUploads() {
  const folder = path.join(harness.ctx.config.dataDir, 'uploads', 'private');
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
}

/** Applies, signs in while pending, and returns the session with the uuid. */
async function pendingSupplier(overrides: Record<string, string> = {}) {
  const fields = supplierFields(overrides);
  expect((await applyAsSupplier(fields)).statusCode).toBe(201);
  const session = await login(harness.app, fields.company_email ?? '');
  expect(session.statusCode).toBe(200);
  const { token, user } = session.json<{ token: string; user: { uuid: string } }>();
  return { token, uuid: user.uuid, fields };
}

async function approve(uuid: string) {
  const response = await harness.app.inject({
    method: 'PATCH',
    url: `/v1/users/${uuid}`,
    headers: bearer(admin),
    payload: { is_approved: true },
  });
  expect(response.statusCode).toBe(200);
}

async function approvedSupplier(overrides: Record<string, string> = {}) {
  const supplier = await pendingSupplier(overrides);
  await approve(supplier.uuid);
  return supplier;
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user?: { token: string },
  payload?: Record<string, unknown>,
) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

describe('POST /v2/suppliers', () => {
  it('creates a pending supplier with its company, warehouses and legal documents', async () => {
    const before = privateUploads();
    const fields = supplierFields({
      warehouse2_address: 'Bodega 2, Calle 13 # 68-50',
      warehouse2_city_name: 'Bogotá, D.C.',
    });
    const response = await applyAsSupplier(fields);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Recibimos tu solicitud' });

    const user = await userByEmail(fields.company_email ?? '');
    expect(user).toMatchObject({
      roleId: ROLE.supplier,
      isApproved: null,
      phone: fields.company_phone,
      firstName: 'Carlos',
      lastName: 'Ramírez',
      cedula: fields.legal_rep_cedula,
      cityCode: '05001',
      cityName: 'Medellín, Antioquia',
      streetAddress: 'Calle 10 Sur # 50FF-28',
    });
    const userId = user?.id ?? 0;
    const [profile] = await harness.ctx.db
      .select()
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, userId));
    expect(profile).toMatchObject({
      companyName: fields.company_name,
      nit: '900123456',
      companyPhone: fields.company_phone,
      companyEmail: fields.company_email,
      companyDescription: fields.company_description,
      legalRepFirstName: 'Carlos',
      legalRepLastName: 'Ramírez',
      legalRepPhone: fields.legal_rep_phone,
      legalRepCedula: fields.legal_rep_cedula,
      contactFirstName: 'Paula',
      contactLastName: 'Toro',
      contactEmail: fields.contact_email,
      contactPhone: fields.contact_phone,
      isTaxable: true,
    });
    const warehouses = await harness.ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(addresses.id);
    expect(
      warehouses.map((row) => [row.kind, row.streetAddress, row.cityCode, row.cityName]),
    ).toEqual([
      ['storage', 'Bodega 1, Autopista Sur # 29-10', '05360', 'Itagüí, Antioquia'],
      ['storage', 'Bodega 2, Calle 13 # 68-50', '11001', 'Bogotá, D.C.'],
    ]);
    const files = await harness.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, userId))
      .orderBy(storedFiles.id);
    expect(files.map((file) => [file.documentTypeId, file.fileName, file.isPrivate])).toEqual([
      [documentTypeId('rut'), 'RUT empresa.pdf', true],
      [documentTypeId('chamberOfCommerce'), 'Cámara de comercio.pdf', true],
    ]);
    expect(privateUploads()).toHaveLength(before.length + 2);
    for (const file of files) {
      expect(file.storageKey).toMatch(/^private\//);
      expect((await harness.ctx.storage.get(file.storageKey))?.body.equals(PDF)).toBe(true);
    }
  });

  it('takes a supplier that is not VAT-responsible without the chamber of commerce', async () => {
    const fields = supplierFields({ is_taxable: 'false' });
    const response = await applyAsSupplier(fields, { rut: [pdf()] });
    expect(response.statusCode).toBe(201);
    const user = await userByEmail(fields.company_email ?? '');
    const [profile] = await harness.ctx.db
      .select({ isTaxable: supplierProfiles.isTaxable })
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, user?.id ?? 0));
    expect(profile?.isTaxable).toBe(false);
  });

  it('asks for the RUT, and for the chamber of commerce when VAT-responsible', async () => {
    const errors = await fieldErrorsOf(supplierFields({ is_taxable: 'true' }), {});
    expect(errors).toEqual([
      { field: 'rut', message: 'Por favor carga el RUT' },
      { field: 'chamberOfCommerce', message: 'Por favor carga la Cámara de comercio.' },
    ]);
    expect(await fieldErrorsOf(supplierFields({ is_taxable: 'false' }), {})).toEqual([
      { field: 'rut', message: MESSAGES.rutRequired },
    ]);
  });

  it('takes only PDFs as the RUT and the chamber of commerce', async () => {
    const asRut = await applyAsSupplier(supplierFields(), {
      rut: [png('rut.png')],
      chamberOfCommerce: [pdf()],
    });
    expect(asRut.statusCode).toBe(415);
    expect(asRut.json()).toMatchObject({
      code: 'FILE_WRONG_FORMAT',
      errors: [{ field: 'rut', message: wrongFormatMessage('rut.png') }],
    });
    const asChamber = await applyAsSupplier(supplierFields(), {
      rut: [pdf()],
      chamberOfCommerce: [png('camara.png')],
    });
    expect(asChamber.statusCode).toBe(415);
    expect(asChamber.json().errors).toEqual([
      {
        field: 'chamberOfCommerce',
        message: 'Por favor revisa el formato del archivo camara.png...',
      },
    ]);
  });

  it('asks for every missing field at once', async () => {
    const errors = await fieldErrorsOf({}, supplierFiles());
    for (const field of [
      'company_name',
      'company_phone',
      'company_email',
      'NIT',
      'street_address',
      'city_name',
      'warehouse1_address',
      'warehouse1_city_name',
      'password',
      'company_description',
      'legal_rep_first_name',
      'legal_rep_last_name',
      'legal_rep_phone',
      'legal_rep_cedula',
      'contact_first_name',
      'contact_last_name',
      'contact_email',
      'contact_phone',
    ]) {
      expect(errors).toContainEqual({ field, message: MESSAGES.required });
    }
  });

  it('checks the NIT, the description and the phones', async () => {
    expect(await messagesFor('NIT', supplierFields({ NIT: '90012345' }))).toEqual([
      'El NIT debe tener 9 dígitos',
    ]);
    expect(
      await messagesFor('company_description', supplierFields({ company_description: 'Corta.' })),
    ).toEqual(['La descripción debe tener mínimo 70 caracteres']);
    expect(
      await messagesFor(
        'company_description',
        supplierFields({ company_description: 'a'.repeat(501) }),
      ),
    ).toEqual(['La descripción debe tener máximo 500 caracteres']);
    expect(await messagesFor('contact_phone', supplierFields({ contact_phone: '123' }))).toEqual([
      MESSAGES.phoneInvalid,
    ]);
  });

  it('needs both the address and the city of an optional warehouse, from the city list', async () => {
    expect(
      await messagesFor(
        'warehouse2_city_name',
        supplierFields({ warehouse2_address: 'Bodega 2, Calle 13 # 68-50' }),
      ),
    ).toEqual([MESSAGES.required]);
    expect(
      await messagesFor('warehouse3_address', supplierFields({ warehouse3_city_name: 'Cali' })),
    ).toEqual([MESSAGES.required]);
    expect(
      await messagesFor(
        'warehouse1_city_name',
        supplierFields({ warehouse1_city_name: 'Ciudad Inventada' }),
      ),
    ).toEqual([MESSAGES.cityUnknown]);
  });

  it.each([
    ['company_email', MESSAGES.emailTaken],
    ['company_phone', MESSAGES.phoneTaken],
    ['legal_rep_cedula', MESSAGES.cedulaTaken],
  ] as const)('answers 409 on %s when another account has it', async (field, message) => {
    const existing = supplierFields();
    expect((await applyAsSupplier(existing)).statusCode).toBe(201);
    const before = privateUploads();
    const response = await applyAsSupplier(supplierFields({ [field]: existing[field] ?? '' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE_USER',
      message,
      errors: [{ field, message }],
    });
    expect(privateUploads()).toEqual(before);
  });

  it('answers 409 on company_name when the company is registered, whatever the case', async () => {
    const existing = supplierFields();
    expect((await applyAsSupplier(existing)).statusCode).toBe(201);
    const response = await applyAsSupplier(
      supplierFields({ company_name: (existing.company_name ?? '').toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { field: 'company_name', message: 'Ya existe una empresa registrada con este nombre' },
    ]);
  });

  it('lets one of two applications for one company name sent at once win', async () => {
    const name = supplierFields().company_name ?? '';
    const before = privateUploads();
    const responses = await Promise.all([
      applyAsSupplier(supplierFields({ company_name: name })),
      applyAsSupplier(supplierFields({ company_name: name })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().errors).toEqual([
      { field: 'company_name', message: MESSAGES.companyNameTaken },
    ]);
    expect(privateUploads()).toHaveLength(before.length + 2);
  });
});

describe('GET /v1/suppliers/profile', () => {
  it('shows a pending supplier its company as registered', async () => {
    const supplier = await pendingSupplier();
    const response = await call('GET', '/v1/suppliers/profile', supplier);
    expect(response.statusCode).toBe(200);
    const { fields } = supplier;
    expect(response.json()).toEqual({
      uuid: supplier.uuid,
      company_name: fields.company_name,
      nit: '900123456',
      company_phone: fields.company_phone,
      company_email: fields.company_email,
      company_description: fields.company_description,
      street_address: 'Calle 10 Sur # 50FF-28',
      city: 'Medellín, Antioquia',
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
      logo: null,
      bank: null,
      hasBankInfo: false,
    });
  });

  it('shows the bank account held by the company and the newest logo', async () => {
    const supplier = await approvedSupplier();
    const user = await userByEmail(supplier.fields.company_email ?? '');
    await harness.ctx.db.insert(bankAccounts).values({
      userId: user?.id ?? 0,
      bankName: 'davivienda',
      accountNumber: '4900123456',
      isSavingsAccount: false,
    });
    const form = formOf({}, { file: [png('logo.png')] });
    const logo = await harness.app.inject({
      method: 'POST',
      url: `/v1/users/files/${documentTypeId('companyLogo')}`,
      headers: bearer(supplier),
      payload: form,
    });
    expect(logo.statusCode).toBe(201);

    const response = await call('GET', '/v1/suppliers/profile', supplier);
    expect(response.json()).toMatchObject({
      logo: logo.json().url,
      bank: {
        bank_name: 'davivienda',
        account_holder_name: supplier.fields.company_name,
        account_number: '4900123456',
        is_savings_account: false,
      },
      hasBankInfo: true,
    });
  });

  it.each([ROLE.client, ROLE.designer, ROLE.admin] as RoleId[])(
    'answers 403 to role %i',
    async (role) => {
      const user = await createTestUser(harness.app, harness.ctx, role);
      expect((await call('GET', '/v1/suppliers/profile', user)).statusCode).toBe(403);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/v1/suppliers/profile')).statusCode).toBe(401);
  });
});

describe('warehouses', () => {
  const warehouse = { street_address: 'Calle 30 # 65-20', city_name: 'Medellín, Antioquia' };

  it('needs an approved account: 403 APPROVAL_REQUIRED while pending, 201 after approval', async () => {
    const supplier = await pendingSupplier();
    const pending = await call('POST', '/v2/suppliers/storage-address', supplier, warehouse);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({
      statusCode: 403,
      code: 'APPROVAL_REQUIRED',
      message: MESSAGES.approvalRequired,
    });
    expect((await call('GET', '/v2/suppliers/storage-address', supplier)).statusCode).toBe(403);

    await approve(supplier.uuid);
    const approved = await call('POST', '/v2/suppliers/storage-address', supplier, {
      ...warehouse,
      city_id: '05001',
    });
    expect(approved.statusCode).toBe(201);
    expect(approved.json()).toEqual({
      id: expect.any(Number),
      street_address: 'Calle 30 # 65-20',
      city_name: 'Medellín, Antioquia',
    });
    const list = await call('GET', '/v2/suppliers/storage-address', supplier);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        street_address: 'Bodega 1, Autopista Sur # 29-10',
        city_name: 'Itagüí, Antioquia',
      },
      approved.json(),
    ]);
  });

  it('refuses a fourth warehouse with 409', async () => {
    const supplier = await approvedSupplier({
      warehouse2_address: 'Bodega 2',
      warehouse2_city_name: 'Cali, Valle del Cauca',
    });
    expect(
      (await call('POST', '/v2/suppliers/storage-address', supplier, warehouse)).statusCode,
    ).toBe(201);
    const fourth = await call('POST', '/v2/suppliers/storage-address', supplier, warehouse);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      statusCode: 409,
      code: 'WAREHOUSE_LIMIT',
      message: 'No puedes agregar más de 3 direcciones de bodega',
    });
    expect((await call('GET', '/v2/suppliers/storage-address', supplier)).json()).toHaveLength(3);
  });

  it('creates exactly 3 when 4 are sent at once', async () => {
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/v2/suppliers/storage-address', supplier, warehouse),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const rows = await harness.ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, supplier.id), eq(addresses.kind, 'storage')));
    expect(rows).toHaveLength(3);
  });

  it('checks the street and the city', async () => {
    const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const missing = await call('POST', '/v2/suppliers/storage-address', supplier, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'street_address', message: MESSAGES.required },
      { field: 'city_name', message: MESSAGES.required },
    ]);
    const unknown = await call('POST', '/v2/suppliers/storage-address', supplier, {
      street_address: 'Calle 1',
      city_name: 'Ciudad Inventada',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'city_name', message: MESSAGES.cityUnknown }]);
  });

  it('refuses other roles', async () => {
    for (const role of [ROLE.client, ROLE.designer, ROLE.admin] as RoleId[]) {
      const user = await createTestUser(harness.app, harness.ctx, role);
      expect((await call('GET', '/v2/suppliers/storage-address', user)).statusCode).toBe(403);
      expect(
        (await call('POST', '/v2/suppliers/storage-address', user, warehouse)).statusCode,
      ).toBe(403);
    }
  });
});

describe('DELETE /v2/users/addresses/:id', () => {
  const warehouse = { street_address: 'Calle 30 # 65-20', city_name: 'Medellín, Antioquia' };

  it('deletes the owner’s address and hides it from everyone else with 404', async () => {
    const owner = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const other = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const { id } = (await call('POST', '/v2/suppliers/storage-address', owner, warehouse)).json<{
      id: number;
    }>();

    const byOther = await call('DELETE', `/v2/users/addresses/${id}`, other);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No se pudo eliminar la dirección',
    });
    expect((await call('GET', '/v2/suppliers/storage-address', owner)).json()).toHaveLength(1);

    const byOwner = await call('DELETE', `/v2/users/addresses/${id}`, owner);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toEqual({ message: 'Dirección eliminada con éxito' });
    expect((await call('GET', '/v2/suppliers/storage-address', owner)).json()).toEqual([]);
    expect((await call('DELETE', `/v2/users/addresses/${id}`, owner)).statusCode).toBe(404);
  });

  it('lets any role delete its own address, and answers 404 for one that does not exist', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const [row] = await harness.ctx.db
      .insert(addresses)
      .values({
        userId: client.id,
        kind: 'shipping',
        streetAddress: 'Calle 10 # 35-20',
        cityCode: '05001',
        cityName: 'Medellín, Antioquia',
      })
      .returning({ id: addresses.id });
    expect((await call('DELETE', `/v2/users/addresses/${row?.id}`, client)).statusCode).toBe(200);
    expect((await call('DELETE', '/v2/users/addresses/2147483647', client)).statusCode).toBe(404);
    expect((await call('DELETE', '/v2/users/addresses/abc', client)).statusCode).toBe(400);
    expect((await call('DELETE', `/v2/users/addresses/${row?.id}`)).statusCode).toBe(401);
  });
});

describe('payment keys', () => {
  it('keeps the Wompi public key', async () => {
    const supplier = await approvedSupplier();
    expect((await call('GET', '/v2/suppliers/wompi-key', supplier)).json()).toEqual({
      wompiKey: null,
    });
    const invalid = await call('PATCH', '/v2/suppliers/wompi-key', supplier, { wompiKey: 'abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'wompiKey', message: 'La llave pública de Wompi empieza por pub_test_ o pub_prod_' },
    ]);
    const empty = await call('PATCH', '/v2/suppliers/wompi-key', supplier, { wompiKey: ' ' });
    expect(empty.json().errors).toEqual([{ field: 'wompiKey', message: MESSAGES.required }]);

    const saved = await call('PATCH', '/v2/suppliers/wompi-key', supplier, {
      wompiKey: 'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ wompiKey: 'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf' });
    expect((await call('GET', '/v2/suppliers/wompi-key', supplier)).json()).toEqual({
      wompiKey: 'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
    });
    const tooLong = await call('PATCH', '/v2/suppliers/wompi-key', supplier, {
      wompiKey: `pub_prod_${'a'.repeat(200)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('keeps the Envia key secret, showing only its last four characters', async () => {
    const supplier = await approvedSupplier();
    expect((await call('GET', '/v2/suppliers/envia-key', supplier)).json()).toEqual({
      enviaKey: null,
      isSet: false,
    });
    const empty = await call('PATCH', '/v2/suppliers/envia-key', supplier, { enviaKey: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'enviaKey', message: MESSAGES.required }]);

    const saved = await call('PATCH', '/v2/suppliers/envia-key', supplier, {
      enviaKey: 'f3a9c1d27be84e6a9d0c5b1e2f7a1234',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ isSet: true });
    const shown = await call('GET', '/v2/suppliers/envia-key', supplier);
    expect(shown.json()).toEqual({ enviaKey: '••••••1234', isSet: true });
    expect(shown.body).not.toContain('f3a9c1d2');
  });

  it('needs an approved supplier', async () => {
    const supplier = await pendingSupplier();
    for (const [method, url, payload] of [
      ['GET', '/v2/suppliers/wompi-key', undefined],
      ['PATCH', '/v2/suppliers/wompi-key', { wompiKey: 'pub_test_abc' }],
      ['GET', '/v2/suppliers/envia-key', undefined],
      ['PATCH', '/v2/suppliers/envia-key', { enviaKey: 'clave' }],
    ] as const) {
      const response = await call(method, url, supplier, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('APPROVAL_REQUIRED');
    }
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await call('GET', '/v2/suppliers/wompi-key', client)).json().code).toBe('FORBIDDEN');
    expect((await call('GET', '/v2/suppliers/envia-key')).statusCode).toBe(401);
  });
});
