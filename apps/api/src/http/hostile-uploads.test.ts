/**
 * Every route of the OpenAPI document that takes files, called by a caller allowed to use it on a
 * resource of its own, with hostile files: polyglots, scripts dressed as pictures, empty and
 * oversized files, crafted names, executables and archives, lying content types. What the route's
 * type does not cover is refused with a 4xx in the one error shape and leaves no stored file; what
 * it does cover is stored under a server-chosen key with the name stripped of any path, and is
 * served back with a type no browser runs and `nosniff`.
 */
import { randomUUID } from 'node:crypto';
import { eq, gt, max } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypeId } from '@hogarte/shared/lookups';
import { LIMITS } from '@hogarte/shared/limits';
import { ROLE } from '@hogarte/shared/roles';
import { products } from '../db/schema/catalogue.js';
import { storedFiles } from '../db/schema/files.js';
import { cardVariantKey, hasCardVariant } from '../integrations/images/image-variants.js';
import { adviserFields, adviserFiles, createTestAdviser } from '../test/advisers.js';
import {
  designerFields,
  designerFiles,
  formOf,
  nextAddress,
  PDF,
  pdf,
  supplierFields,
  supplierFiles,
  type UploadPart,
} from '../test/applications.js';
import { createProduct, photo, productFields, setUpSupplier } from '../test/catalogue.js';
import { setUpConversation } from '../test/conversations.js';
import { bearer, createTestUser, type TestUser } from '../test/fixtures.js';
import { insertPaidOrder } from '../test/orders.js';
import { approvedPresentialConsultancy, insertQuote, newSheet } from '../test/remodelings.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { activeConsultancy, createTestDesigner } from '../test/virtual-consultancies.js';

/** What a file's bytes really are, whatever its name and declared type say. */
type Bytes = 'jpeg' | 'png' | 'pdf' | 'xlsx' | 'refused';

interface HostileFile extends UploadPart {
  label: string;
  bytes: Bytes;
}

interface UploadRequest {
  url: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
  fields?: Record<string, string>;
  /** The other files a valid form carries; the hostile file replaces the tested field's. */
  files?: Record<string, UploadPart[]>;
}

interface UploadRoute {
  method: 'POST' | 'PATCH';
  /** The OpenAPI path. */
  path: string;
  field: string;
  /** The kinds of bytes the route stores; a spreadsheet route stores none of these files. */
  accepts: readonly Bytes[];
  /** A fresh request on a resource the caller owns, for one upload. */
  prepare: () => UploadRequest | Promise<UploadRequest>;
}

const IMAGES: readonly Bytes[] = ['jpeg', 'png'];
const PDFS: readonly Bytes[] = ['pdf'];
const IMAGES_OR_PDFS: readonly Bytes[] = ['jpeg', 'png', 'pdf'];

const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML = Buffer.from(`<!DOCTYPE html><html><body>${SCRIPT}</body></html>`);
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10">${SCRIPT}</svg>`);
const concat = (...parts: (Buffer | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));

async function hostileFiles(): Promise<HostileFile[]> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
  const png = (await photo()).content;
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Hoja1').addRow(['<script>', '=HYPERLINK("http://x")']);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const pdfWithScript = concat(
    '%PDF-1.4\n%',
    HTML,
    '\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n',
    PDF.subarray(PDF.indexOf('2 0 obj')),
  );
  const oversized = Buffer.alloc(LIMITS.maxFileBytes + 1);
  png.copy(oversized);
  const file = (
    label: string,
    name: string,
    content: Buffer,
    type: string,
    bytes: Bytes,
  ): HostileFile => ({ label, name, content, type, bytes });
  return [
    file('JPEG/HTML polyglot', 'retrato.jpg', concat(jpeg, HTML), 'image/jpeg', 'jpeg'),
    file(
      'PDF/HTML polyglot with JavaScript',
      'contrato.pdf',
      pdfWithScript,
      'application/pdf',
      'pdf',
    ),
    file('SVG with a script', 'logo.svg', SVG, 'image/svg+xml', 'refused'),
    file('SVG renamed .png', 'logo.png', SVG, 'image/png', 'refused'),
    file('HTML renamed .jpg', 'foto.jpg', HTML, 'image/jpeg', 'refused'),
    file('HTML renamed .pdf', 'factura.pdf', HTML, 'application/pdf', 'refused'),
    file('zero bytes .jpg', 'vacio.jpg', Buffer.alloc(0), 'image/jpeg', 'refused'),
    file('zero bytes .pdf', 'vacio.pdf', Buffer.alloc(0), 'application/pdf', 'refused'),
    file('15 MiB and one byte', 'enorme.png', oversized, 'image/png', 'refused'),
    file('path traversal', '../../etc/passwd.jpg', jpeg, 'image/jpeg', 'jpeg'),
    file('Windows path traversal', '..\\..\\x.pdf', PDF, 'application/pdf', 'pdf'),
    file('a folder in the name', 'a/b.jpg', jpeg, 'image/jpeg', 'jpeg'),
    file('NUL in the name', 'foto\u0000.php.jpg', jpeg, 'image/jpeg', 'refused'),
    file('a very long name', `${'a'.repeat(1000)}.png`, png, 'image/png', 'png'),
    file('PNG bytes named .pdf', 'plano.pdf', png, 'application/pdf', 'png'),
    file(
      'Windows executable',
      'instalador.jpg',
      concat(
        'MZ',
        Buffer.alloc(58),
        Buffer.from([0x80, 0, 0, 0]),
        'This program cannot be run in DOS mode',
      ),
      'image/jpeg',
      'refused',
    ),
    file(
      'ELF executable',
      'manual.pdf',
      concat('\x7fELF\x02\x01\x01', Buffer.alloc(57)),
      'application/pdf',
      'refused',
    ),
    file(
      'ZIP archive',
      'fotos.png',
      concat('PK\x03\x04\x14\x00\x00\x00\x00\x00', Buffer.alloc(20), 'a.html'),
      'image/png',
      'refused',
    ),
    file(
      'GIF with a JavaScript comment',
      'animacion.gif',
      concat('GIF89a/*', Buffer.alloc(8), '*/=alert(1)//'),
      'image/gif',
      'refused',
    ),
    file('XLSX named .jpg', 'catalogo.jpg', xlsx, 'image/jpeg', 'xlsx'),
    file('double extension .jpg.html', 'foto.jpg.html', HTML, 'text/html', 'refused'),
    file('PNG declared as an HTML page', 'pagina.html', png, 'text/html', 'png'),
    file('HTML declared as a PNG', 'imagen.png', HTML, 'image/png', 'refused'),
  ];
}

/** Types a browser would run or render as a document of this origin. */
const EXECUTABLE_TYPES = [
  'text/html',
  'image/svg+xml',
  'application/xhtml+xml',
  'text/javascript',
  'application/javascript',
  'text/xml',
  'application/xml',
];
const STORED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const STORAGE_KEY =
  /^(public|private)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-card)?\.(jpg|png|pdf|webp)$/;

let harness: TestApp;
let files: HostileFile[];
let routes: UploadRoute[];
let admin: TestUser;

const call = (request: InjectOptions) => harness.app.inject(request);

async function lastFileId(): Promise<number> {
  const [row] = await harness.ctx.db.select({ id: max(storedFiles.id) }).from(storedFiles);
  return row?.id ?? 0;
}

async function uploaded(
  method: 'POST' | 'PATCH',
  url: string,
  user: TestUser,
  part: UploadPart,
): Promise<number> {
  const response = await call({
    method,
    url,
    headers: bearer(user),
    payload: formOf({}, { file: [part] }),
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function principalImageOf(productId: number): Promise<number> {
  const [row] = await harness.ctx.db
    .select({ id: products.principalImageId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.id ?? 0;
}

async function buildRoutes(): Promise<UploadRoute[]> {
  const { app, ctx } = harness;
  admin = await createTestUser(app, ctx, ROLE.admin);
  const client = await createTestUser(app, ctx, ROLE.client);
  const designer = await createTestDesigner(harness);
  const supplier = await createTestUser(app, ctx, ROLE.supplier);
  const setup = await setUpSupplier(app, supplier);
  const productId = await createProduct(app, supplier, productFields(setup));
  const quoting = { ...supplier, productId };
  const order = await insertPaidOrder(ctx, client, [{ supplier, productId, quantity: 1 }]);
  const newOrder = () => insertPaidOrder(ctx, client, [{ supplier, productId, quantity: 1 }]);
  const sheet = await newSheet(harness, client, designer);
  const virtual = await activeConsultancy(harness, client, designer);
  const presential = await approvedPresentialConsultancy(harness, client, designer);
  const paidQuote = await insertQuote(
    harness,
    presential,
    designer,
    [{ supplier: quoting, units: 1, price: 100_000 }],
    { paid: true },
  );
  const conversation = await setUpConversation(harness);
  const adviserOwner = conversation.shop.supplier;
  const as = (user: { token: string }) => bearer(user);
  const branding = {
    company_primary_color: '#1E5AA8',
    company_secondary_color: '#f2b705',
    company_font_type: 'Montserrat',
  };
  const freshProduct = () => createProduct(app, supplier, productFields(setup));
  const adviserEditFields = () => {
    const { email: _email, password: _password, ...profile } = adviserFields();
    return profile;
  };

  return [
    {
      method: 'POST',
      path: '/v1/users/files/{type}',
      field: 'file',
      accepts: IMAGES,
      prepare: () => ({
        url: `/v1/users/files/${documentTypeId('avatar')}`,
        headers: as(client),
      }),
    },
    {
      method: 'POST',
      path: '/v1/users/files/{type}',
      field: 'file',
      accepts: PDFS,
      prepare: () => ({
        url: `/v1/users/files/${documentTypeId('curriculum')}`,
        headers: as(designer),
      }),
    },
    {
      method: 'PATCH',
      path: '/v1/designers/avatar',
      field: 'avatar',
      accepts: IMAGES,
      prepare: () => ({ url: '/v1/designers/avatar', headers: as(designer) }),
    },
    ...(['avatar', 'portfolio'] as const).map((field): UploadRoute => ({
      method: 'POST',
      path: '/v1/designers',
      field,
      accepts: IMAGES,
      prepare: () => ({
        url: '/v1/designers',
        remoteAddress: nextAddress(),
        fields: designerFields(),
        files: designerFiles(),
      }),
    })),
    ...(['rut', 'chamberOfCommerce'] as const).map((field): UploadRoute => ({
      method: 'POST',
      path: '/v2/suppliers',
      field,
      accepts: PDFS,
      prepare: () => ({
        url: '/v2/suppliers',
        remoteAddress: nextAddress(),
        fields: supplierFields(),
        files: supplierFiles(),
      }),
    })),
    ...(
      [
        ['avatar', IMAGES],
        ['professionalDiploma', IMAGES_OR_PDFS],
        ['portfolio', IMAGES],
      ] as const
    ).map(([field, accepts]): UploadRoute => ({
      method: 'POST',
      path: '/v2/salespeople/salesperson/{id}',
      field,
      accepts,
      prepare: () => ({
        url: `/v2/salespeople/salesperson/${adviserOwner.uuid}`,
        headers: as(adviserOwner),
        fields: adviserFields(),
        files: adviserFiles(),
      }),
    })),
    ...(
      [
        ['avatar', IMAGES],
        ['professionalDiploma', IMAGES_OR_PDFS],
        ['portfolio', IMAGES],
      ] as const
    ).map(([field, accepts]): UploadRoute => ({
      method: 'PATCH',
      path: '/v2/suppliers/salesperson/{id}',
      field,
      accepts,
      prepare: async () => {
        const adviser = await createTestAdviser(app, adviserOwner);
        return {
          url: `/v2/suppliers/salesperson/${adviser.uuid}`,
          headers: as(adviserOwner),
          fields: adviserEditFields(),
        };
      },
    })),
    ...(
      [
        ['cover', IMAGES],
        ['ambient', IMAGES],
        ['sheet', IMAGES_OR_PDFS],
      ] as const
    ).map(([field, accepts]): UploadRoute => ({
      method: 'POST',
      path: '/v2/suppliers/products',
      field,
      accepts,
      prepare: async () => ({
        url: '/v2/suppliers/products',
        headers: as(supplier),
        fields: productFields(setup),
        files: {
          cover: [await photo('portada.png')],
          ambient: [await photo('ambiente.png')],
          sheet: [pdf('ficha.pdf')],
        },
      }),
    })),
    {
      method: 'PATCH',
      path: '/v2/suppliers/products/{id}/principal-image/{imageId}',
      field: 'image',
      accepts: IMAGES,
      prepare: async () => {
        const id = await freshProduct();
        return {
          url: `/v2/suppliers/products/${id}/principal-image/${await principalImageOf(id)}`,
          headers: as(supplier),
        };
      },
    },
    {
      method: 'PATCH',
      path: '/v2/suppliers/products/{id}/ambient-images',
      field: 'ambientImages',
      accepts: IMAGES,
      prepare: async () => ({
        url: `/v2/suppliers/products/${await freshProduct()}/ambient-images`,
        headers: as(supplier),
      }),
    },
    {
      method: 'PATCH',
      path: '/v2/suppliers/products/{id}/technical-sheet',
      field: 'sheet',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: `/v2/suppliers/products/${productId}/technical-sheet`,
        headers: as(supplier),
      }),
    },
    {
      method: 'PATCH',
      path: '/v2/suppliers/e-commerce',
      field: 'companyLogo',
      accepts: IMAGES,
      prepare: () => ({
        url: '/v2/suppliers/e-commerce',
        headers: as(supplier),
        fields: branding,
      }),
    },
    {
      method: 'POST',
      path: '/v2/suppliers/e-commerce/banner',
      field: 'companyBanner',
      accepts: IMAGES,
      // At most four banners: each upload goes to a store of its own.
      prepare: async () => ({
        url: '/v2/suppliers/e-commerce/banner',
        headers: as(await createTestUser(app, ctx, ROLE.supplier)),
      }),
    },
    {
      method: 'POST',
      path: '/v2/admin/products/excel',
      field: 'excel',
      // Only the filled template is read: none of these files is one.
      accepts: [],
      prepare: () => ({ url: '/v2/admin/products/excel', headers: as(admin) }),
    },
    {
      method: 'POST',
      path: '/v1/chat-message',
      field: 'salesChatFile',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: '/v1/chat-message',
        headers: as(conversation.client),
        fields: {
          chat: conversation.consultancy.salesChat.room_uuid,
          message: 'Mire este archivo',
        },
      }),
    },
    {
      method: 'POST',
      path: '/v1/pqrs',
      field: 'attachment',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: '/v1/pqrs',
        headers: as(client),
        fields: {
          type: 'reclamo',
          subject: 'El porcelanato llegó con piezas rotas',
          text: 'De las 12 cajas, dos llegaron con piezas partidas.',
        },
      }),
    },
    {
      method: 'POST',
      path: '/v1/messages',
      field: 'attachment',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: '/v1/messages?recipient=designers',
        headers: as(admin),
        fields: { title: 'Aviso', text: 'Adjunto un archivo.' },
      }),
    },
    {
      method: 'POST',
      path: '/v2/suppliers/orders/{id}/invoice',
      field: 'file',
      accepts: PDFS,
      prepare: () => ({
        url: `/v2/suppliers/orders/${order.orderId}/invoice`,
        headers: as(supplier),
      }),
    },
    {
      method: 'PATCH',
      path: '/v2/suppliers/orders/{id}/invoice/{fileId}',
      field: 'file',
      accepts: PDFS,
      prepare: async () => {
        const { orderId } = await newOrder();
        const url = `/v2/suppliers/orders/${orderId}/invoice`;
        const fileId = await uploaded('POST', url, supplier, pdf());
        return { url: `${url}/${fileId}`, headers: as(supplier) };
      },
    },
    {
      method: 'POST',
      path: '/v2/admin/orders/{orderId}/{supplierId}',
      field: 'file',
      accepts: PDFS,
      prepare: () => ({
        url: `/v2/admin/orders/${order.orderId}/${supplier.uuid}`,
        headers: as(admin),
      }),
    },
    {
      method: 'POST',
      path: '/v2/admin/clientOrder/{orderId}/invoice',
      field: 'file',
      accepts: PDFS,
      prepare: async () => ({
        url: `/v2/admin/clientOrder/${(await newOrder()).orderId}/invoice`,
        headers: as(admin),
      }),
    },
    {
      method: 'PATCH',
      path: '/v2/admin/clientOrder/{orderId}/invoice/{id}',
      field: 'file',
      accepts: PDFS,
      prepare: async () => {
        const url = `/v2/admin/clientOrder/${(await newOrder()).orderId}/invoice`;
        const fileId = await uploaded('POST', url, admin, pdf());
        return { url: `${url}/${fileId}`, headers: as(admin) };
      },
    },
    {
      method: 'POST',
      path: '/v1/remodelings/{hashid}/files/{type}',
      field: 'file',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: `/v1/remodelings/${sheet.hashid}/files/design`,
        headers: as(designer),
      }),
    },
    {
      method: 'POST',
      path: '/v1/virtual-consultancy/{hashid}/files/{type}',
      field: 'file',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: `/v1/virtual-consultancy/${virtual.hashid}/files/shared-file`,
        headers: as(client),
      }),
    },
    {
      method: 'POST',
      path: '/v1/presential-consultancy/{hashid}/files/design',
      field: 'file',
      accepts: IMAGES_OR_PDFS,
      prepare: () => ({
        url: `/v1/presential-consultancy/${presential.hashid}/files/design`,
        headers: as(designer),
      }),
    },
    {
      method: 'POST',
      path: '/v1/presential-consultancy/{hashid}/files/invoice',
      field: 'file',
      accepts: PDFS,
      prepare: () => ({
        url: `/v1/presential-consultancy/${presential.hashid}/files/invoice?supplier_receipt=true&invoice_id=${paidQuote}`,
        headers: as(supplier),
      }),
    },
    {
      method: 'POST',
      path: '/v1/suppliers/{hash}/files/{type}',
      field: 'file',
      accepts: PDFS,
      prepare: () => ({
        url: `/v1/suppliers/${supplier.uuid}/files/invoice?invoice_id=${paidQuote}`,
        headers: as(supplier),
      }),
    },
  ];
}

/** The OpenAPI operations that take multipart bodies, as `METHOD path`. */
function multipartOperations(): string[] {
  const document = harness.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => 'multipart/form-data' in (operation.requestBody?.content ?? {}))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every link to a stored file in an answer: public `/uploads/…` and signed `/files/…`. */
function linksIn(value: unknown): string[] {
  if (typeof value === 'string') return /^\/(uploads|files)\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(linksIn);
  return [];
}

/**
 * The files an upload stored, each under a random key, with the name stripped of any path and a
 * type checked by its bytes: the links to fetch them back (a public address, or a signed link an
 * admin asks for), and the ids and public addresses that say which links of the answer are theirs.
 */
async function expectStoredSafely(after: number, what: string) {
  const rows = await harness.ctx.db.select().from(storedFiles).where(gt(storedFiles.id, after));
  expect(rows.length, what).toBeGreaterThan(0);
  const links: string[] = [];
  const publicUrls = new Set<string>();
  for (const row of rows) {
    expect(row.storageKey, what).toMatch(STORAGE_KEY);
    expect(row.fileName, what).not.toMatch(/[/\\]/);
    expect(STORED_TYPES, what).toContain(row.mimeType);
    if (!row.isPrivate) {
      const url = harness.ctx.storage.publicUrl(row.storageKey);
      publicUrls.add(url);
      if (hasCardVariant(row.storageKey)) {
        publicUrls.add(harness.ctx.storage.publicUrl(cardVariantKey(row.storageKey)));
      }
      links.push(url);
      continue;
    }
    const link = await call({
      method: 'GET',
      url: `/v1/users/files/${row.id}/link`,
      headers: bearer(admin),
    });
    expect(link.statusCode, what).toBe(200);
    links.push(link.json<{ url: string }>().url);
  }
  const isNew = (link: string) => {
    const privateId = /^\/files\/(\d+)\?/.exec(link)?.[1];
    return privateId ? Number(privateId) > after : publicUrls.has(link);
  };
  return { links, isNew };
}

/** Served with a type a browser shows and never runs, and told not to guess another. */
async function expectServedSafely(link: string, what: string) {
  const served = await call({ method: 'GET', url: link });
  const context = `${what}: ${link}`;
  expect(served.statusCode, context).toBe(200);
  const type = String(served.headers['content-type']).split(';')[0]?.trim() ?? '';
  expect(EXECUTABLE_TYPES, context).not.toContain(type);
  expect(STORED_TYPES, context).toContain(type);
  expect(served.headers['x-content-type-options'], context).toBe('nosniff');
  if (link.startsWith('/files/')) {
    const disposition = String(served.headers['content-disposition']);
    expect(disposition, context).toMatch(/^inline; filename\*=UTF-8''[^/\\]*$/);
    expect(decodeURIComponent(disposition)).not.toMatch(/\.\.[/\\]/);
  }
}

beforeAll(async () => {
  harness = await createTestApp();
  files = await hostileFiles();
  routes = await buildRoutes();
}, 120_000);

afterAll(() => harness.close());

describe('the upload routes', () => {
  it('are every route the OpenAPI document lists with a multipart body', () => {
    const covered = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect(new Set(multipartOperations())).toEqual(covered);
    expect(covered.size).toBeGreaterThanOrEqual(20);
  });

  it('are tried with at least 20 hostile files', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });
});

describe('a hostile file', () => {
  it('is refused with a 4xx in the one error shape, or stored safely and served as data', async () => {
    let stored = 0;
    for (const route of routes) {
      for (const file of files) {
        const what = `${route.method} ${route.path} [${route.field}] ${file.label}`;
        const request = await route.prepare();
        const form = formOf(request.fields ?? {}, { ...request.files, [route.field]: [file] });
        const before = await lastFileId();
        const response = await call({
          method: route.method,
          url: request.url,
          headers: request.headers ?? {},
          ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
          payload: form,
        });
        if (!route.accepts.includes(file.bytes)) {
          expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, what).toBeLessThan(500);
          expect(response.json(), what).toMatchObject({
            statusCode: response.statusCode,
            code: expect.any(String),
            message: expect.any(String),
          });
          if (file.label.startsWith('15 MiB')) expect(response.statusCode, what).toBe(413);
          expect(await lastFileId(), `${what} left a stored file`).toBe(before);
          continue;
        }
        expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
        expect(response.body, what).not.toMatch(/\.\.[/\\]/);
        const { links, isNew } = await expectStoredSafely(before, what);
        // The answer's own links to what was stored, besides the ones asked for here.
        const answered = linksIn(response.json()).filter(isNew);
        for (const link of [...answered, ...links]) await expectServedSafely(link, what);
        stored += 1;
      }
    }
    // Each route that stores one of these types was shown to serve it back safely.
    expect(stored).toBeGreaterThan(routes.length);
  }, 600_000);
});

describe('a stored file of a type a browser would run', () => {
  it('is sent as bytes to download, never as a page of this origin', async () => {
    const owner = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const key = `private/${randomUUID()}.pdf`;
    await harness.ctx.storage.put(key, HTML, 'text/html');
    const [row] = await harness.ctx.db
      .insert(storedFiles)
      .values({
        ownerUserId: owner.id,
        documentTypeId: documentTypeId('rut'),
        storageKey: key,
        fileName: 'pagina.html',
        mimeType: 'text/html',
        sizeBytes: HTML.length,
        isPrivate: true,
      })
      .returning({ id: storedFiles.id });
    const link = await call({
      method: 'GET',
      url: `/v1/users/files/${row?.id}/link`,
      headers: bearer(owner),
    });
    const served = await call({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''pagina.html");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
