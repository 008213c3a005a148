import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooLargeMessage, wrongFormatMessage } from '@hogarte/shared/files';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { storedFiles } from '../../db/schema/files.js';
import { designerProfiles, users } from '../../db/schema/users.js';
import {
  PNG,
  apply,
  designerFields,
  designerFiles,
  formOf,
  pdf,
  png,
  type UploadPart,
} from '../../test/applications.js';
import { bearer, login } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

function applyAsDesigner(
  fields: Record<string, string> = designerFields(),
  files: Record<string, UploadPart[]> = designerFiles(),
  remoteAddress?: string,
) {
  return apply(harness.app, '/v1/designers', formOf(fields, files), remoteAddress);
}

async function fieldErrorsOf(
  fields: Record<string, string>,
  files: Record<string, UploadPart[]> = designerFiles(),
) {
  const response = await applyAsDesigner(fields, files);
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

function publicUploads() {
  return readdirSync(path.join(harness.ctx.config.dataDir, 'uploads', 'public')).sort();
}

const productName = () => harness.ctx.config.brand.productName;

describe('POST /v1/designers', () => {
  it('creates a pending designer with profile, avatar and portfolio', async () => {
    const fields = designerFields();
    const response = await applyAsDesigner(fields, {
      avatar: [png('yo.png')],
      portfolio: [png('cocina.png'), png('sala.png'), png('baño.png')],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Recibimos tu solicitud' });

    const user = await userByEmail(fields.email ?? '');
    expect(user).toMatchObject({
      roleId: ROLE.designer,
      isApproved: null,
      firstName: 'Valentina',
      lastName: 'Gómez',
      phone: fields.phone,
      cedula: fields.cedula,
      cityCode: '05001',
      cityName: 'Medellín, Antioquia',
      streetAddress: 'Carrera 43A # 7-50',
      referredFromId: 2,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await harness.ctx.db
      .select()
      .from(designerProfiles)
      .where(eq(designerProfiles.userId, user?.id ?? 0));
    expect(profile).toMatchObject({
      professionId: 1,
      bio: fields.bio,
      universityName: 'Universidad Pontificia Bolivariana',
      graduationYear: 2014,
      instagram: 'https://instagram.com/valentina.disena',
    });

    const files = await harness.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, user?.id ?? 0))
      .orderBy(storedFiles.id);
    expect(files.map((file) => [file.documentTypeId, file.fileName, file.isPrivate])).toEqual([
      [documentTypeId('avatar'), 'yo.png', false],
      [documentTypeId('portfolio'), 'cocina.png', false],
      [documentTypeId('portfolio'), 'sala.png', false],
      [documentTypeId('portfolio'), 'baño.png', false],
    ]);
    for (const file of files) {
      expect((await harness.ctx.storage.get(file.storageKey))?.body.equals(PNG)).toBe(true);
    }

    // A pending designer may sign in and sees their state and photo.
    const session = await login(harness.app, fields.email ?? '');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      role_id: ROLE.designer,
      is_approved: null,
      avatar: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
    });
    const profileResponse = await harness.app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(session.json()),
    });
    expect(profileResponse.json().is_approved).toBeNull();
  });

  it('stores no Instagram profile when the optional user is left empty', async () => {
    const fields = designerFields({ instagram: '' });
    expect((await applyAsDesigner(fields)).statusCode).toBe(201);
    const user = await userByEmail(fields.email ?? '');
    const [profile] = await harness.ctx.db
      .select({ instagram: designerProfiles.instagram })
      .from(designerProfiles)
      .where(eq(designerProfiles.userId, user?.id ?? 0));
    expect(profile?.instagram).toBeNull();
  });

  it('asks for every missing field and file at once', async () => {
    const errors = await fieldErrorsOf({}, {});
    for (const field of [
      'first_name',
      'last_name',
      'phone',
      'email',
      'cedula',
      'city_name',
      'street_address',
      'password',
      'bio',
    ]) {
      expect(errors).toContainEqual({ field, message: MESSAGES.required });
    }
    expect(errors).toContainEqual({ field: 'profession_id', message: MESSAGES.required });
    expect(errors).toContainEqual({
      field: 'passwordConfirm',
      message: MESSAGES.confirmPasswordRequired,
    });
    expect(errors).toContainEqual({
      field: 'university_name',
      message: 'Por favor escribe el nombre de la institución donde te graduaste',
    });
    expect(errors).toContainEqual({
      field: 'graduation_year',
      message: 'Por favor escribe un año válido de cuatro digitos, por ejemplo: 2006',
    });
    expect(errors).toContainEqual({
      field: 'referred_from_id',
      message: `Cuentanos cómo conociste ${productName()}`,
    });
    expect(errors).toContainEqual({
      field: 'avatar',
      message: 'Por favor carga tu imagen de perfil',
    });
    expect(errors).toContainEqual({
      field: 'portfolio',
      message: 'Por favor carga imágenes de tu portafolio',
    });
  });

  it('asks for a bio of 170 to 500 characters', async () => {
    expect(await messagesFor('bio', designerFields({ bio: 'Muy corta.' }))).toEqual([
      'Tu biografía debe tener mínimo 170 caracteres',
    ]);
    expect(await messagesFor('bio', designerFields({ bio: 'a'.repeat(501) }))).toEqual([
      'Tu biografía debe tener máximo 500 caracteres',
    ]);
    expect((await applyAsDesigner(designerFields({ bio: 'a'.repeat(170) }))).statusCode).toBe(201);
    expect((await applyAsDesigner(designerFields({ bio: 'a'.repeat(500) }))).statusCode).toBe(201);
  });

  it('asks for the university', async () => {
    expect(
      await messagesFor('university_name', designerFields({ university_name: '   ' })),
    ).toEqual([MESSAGES.universityRequired]);
  });

  it('asks for a graduation year of exactly four digits', async () => {
    for (const year of ['206', '20066', 'dos mil', '']) {
      expect(
        await messagesFor('graduation_year', designerFields({ graduation_year: year })),
      ).toEqual([MESSAGES.graduationYearInvalid]);
    }
  });

  it('refuses an Instagram user that is not valid, naming the product as the example', async () => {
    const message = fillMessage(MESSAGES.instagramInvalid, {
      product: productName().toLowerCase(),
    });
    expect(message).toMatch(
      /^Por favor escribe un usuario de instagram válido \(sin @\), por ejemplo: \S+$/,
    );
    for (const instagram of ['@valentina', 'a', 'dos..puntos', 'termina.', 'con espacio']) {
      expect(await messagesFor('instagram', designerFields({ instagram }))).toEqual([message]);
    }
  });

  it('asks how they met the product, refusing a source that is not in the list', async () => {
    const message = `Cuentanos cómo conociste ${productName()}`;
    expect(await messagesFor('referred_from_id', designerFields({ referred_from_id: '' }))).toEqual(
      [message],
    );
    expect(
      await messagesFor('referred_from_id', designerFields({ referred_from_id: '99' })),
    ).toEqual([message]);
  });

  it('refuses a profession and a city that are not in the lists', async () => {
    expect(await messagesFor('profession_id', designerFields({ profession_id: '42' }))).toEqual([
      MESSAGES.required,
    ]);
    const { city_id: _cityId, ...withoutCode } = designerFields({
      city_name: 'Ciudad Inventada, Antioquia',
    });
    expect(await messagesFor('city_name', withoutCode)).toEqual([MESSAGES.cityUnknown]);
    expect(await messagesFor('city_name', designerFields({ city_id: '99999' }))).toEqual([
      MESSAGES.cityUnknown,
    ]);
  });

  it('refuses text longer than its column instead of failing', async () => {
    const errors = await fieldErrorsOf(designerFields({ first_name: 'a'.repeat(101) }));
    expect(errors.map((error) => error.field)).toEqual(['first_name']);
  });

  it('reports the step-one rules: email, phone, cedula, password and its confirmation', async () => {
    const errors = await fieldErrorsOf(
      designerFields({
        email: 'valentina@',
        phone: '300123',
        cedula: '123',
        password: 'clave',
        passwordConfirm: 'otra',
      }),
    );
    expect(errors).toContainEqual({ field: 'email', message: MESSAGES.emailInvalid });
    expect(errors).toContainEqual({ field: 'phone', message: MESSAGES.phoneInvalid });
    expect(errors).toContainEqual({ field: 'cedula', message: MESSAGES.cedulaInvalid });
    expect(errors).toContainEqual({ field: 'password', message: MESSAGES.passwordLength });
    expect(errors).toContainEqual({
      field: 'passwordConfirm',
      message: MESSAGES.passwordsDoNotMatch,
    });
  });

  it('takes at most 3 portfolio images', async () => {
    const files = {
      avatar: [png()],
      portfolio: [png('1.png'), png('2.png'), png('3.png'), png('4.png')],
    };
    expect(await messagesFor('portfolio', designerFields(), files)).toEqual([
      'Máximo se permiten 3 imágenes de portafolio',
    ]);
  });

  it('asks for the profile photo and the portfolio when only one is sent', async () => {
    expect(await messagesFor('avatar', designerFields(), { portfolio: [png()] })).toEqual([
      MESSAGES.avatarRequired,
    ]);
    expect(await messagesFor('portfolio', designerFields(), { avatar: [png()] })).toEqual([
      MESSAGES.portfolioRequired,
    ]);
  });

  it('treats an empty file input as no file', async () => {
    const form = formOf(designerFields(), { portfolio: [png()] });
    form.append('avatar', new Blob([]), '');
    const response = await apply(harness.app, '/v1/designers', form);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'avatar', message: MESSAGES.avatarRequired }]);
  });

  it('refuses a PDF as the profile photo or in the portfolio with 415 on that field', async () => {
    const before = publicUploads();
    const fields = designerFields();
    const asAvatar = await applyAsDesigner(fields, {
      avatar: [pdf('cedula.pdf')],
      portfolio: [png()],
    });
    expect(asAvatar.statusCode).toBe(415);
    expect(asAvatar.json()).toEqual({
      statusCode: 415,
      code: 'FILE_WRONG_FORMAT',
      message: wrongFormatMessage('cedula.pdf'),
      errors: [
        { field: 'avatar', message: 'Por favor revisa el formato del archivo cedula.pdf...' },
      ],
    });

    const inPortfolio = await applyAsDesigner(fields, {
      avatar: [png()],
      portfolio: [png('bien.png'), pdf('planos.pdf')],
    });
    expect(inPortfolio.statusCode).toBe(415);
    expect(inPortfolio.json().errors).toEqual([
      { field: 'portfolio', message: wrongFormatMessage('planos.pdf') },
    ]);
    expect(await userByEmail(fields.email ?? '')).toBeUndefined();
    expect(publicUploads()).toEqual(before);
  });

  it('refuses an image over 15728640 bytes with 413 naming it', async () => {
    const huge = Buffer.alloc(15_728_641);
    PNG.copy(huge);
    const response = await applyAsDesigner(designerFields(), {
      avatar: [png()],
      portfolio: [{ name: 'enorme.png', content: huge, type: 'image/png' }, png('otra.png')],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: tooLargeMessage('enorme.png'),
      errors: [
        {
          field: 'portfolio',
          message:
            'El archivo enorme.png es demasiado pesado, por favor intenta subir uno con menor resolución',
        },
      ],
    });
  });

  it.each([
    ['email', MESSAGES.emailTaken],
    ['phone', MESSAGES.phoneTaken],
    ['cedula', MESSAGES.cedulaTaken],
  ] as const)(
    'answers 409 on %s when it is already registered, storing nothing',
    async (field, message) => {
      const existing = designerFields();
      expect((await applyAsDesigner(existing)).statusCode).toBe(201);
      const before = publicUploads();
      const response = await applyAsDesigner(designerFields({ [field]: existing[field] ?? '' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'DUPLICATE_USER',
        message,
        errors: [{ field, message }],
      });
      expect(publicUploads()).toEqual(before);
    },
  );

  it('lets one of two identical applications sent at once win, removing the loser’s files', async () => {
    const before = publicUploads();
    const fields = designerFields();
    const responses = await Promise.all([applyAsDesigner(fields), applyAsDesigner(fields)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const user = await userByEmail(fields.email ?? '');
    const rows = await harness.ctx.db
      .select({ storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, user?.id ?? 0));
    expect(rows).toHaveLength(3);
    const added = publicUploads().filter((name) => !before.includes(name));
    expect(added.sort()).toEqual(rows.map((row) => row.storageKey.replace('public/', '')).sort());
  });

  it('answers 415 to a request that is not multipart', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/designers',
      payload: designerFields(),
      remoteAddress: '10.3.0.1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'NOT_MULTIPART' });
  });

  it('answers 429 to the 21st application from one address within a minute', async () => {
    const address = '10.9.9.1';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await applyAsDesigner({}, {}, address)).statusCode).toBe(400);
    }
    const blocked = await applyAsDesigner(designerFields(), designerFiles(), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyAttempts });
  });
});
