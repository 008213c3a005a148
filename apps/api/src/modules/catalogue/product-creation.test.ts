/**
 * `POST /v2/suppliers/products`: every rule of 'Crear un nuevo producto' answered by the server
 * with the field and the spec's message, each category's own fields, the files, the roles, and a
 * failed creation leaving nothing behind.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { products } from '../../db/schema/catalogue.js';
import { formOf, pdf, png, type UploadPart } from '../../test/applications.js';
import {
  photo,
  productFields,
  productForm,
  setUpSupplier,
  type SupplierSetup,
} from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let supplier: TestUser;
let otherSupplier: TestUser;
let setup: SupplierSetup;
let otherSetup: SupplierSetup;

beforeAll(async () => {
  harness = await createTestApp();
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  setup = await setUpSupplier(harness.app, supplier);
  otherSetup = await setUpSupplier(harness.app, otherSupplier);
});
afterAll(() => harness.close());

async function create(
  fields: Record<string, string>,
  files: Partial<Record<'cover' | 'ambient' | 'sheet', UploadPart[]>> = {},
  user: TestUser = supplier,
) {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/suppliers/products',
    headers: bearer(user),
    payload: await productForm(fields, files),
  });
}

function fieldMessages(response: { json: () => unknown }) {
  const body = response.json() as { errors?: { field: string; message: string }[] };
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
}

async function productCount() {
  const [row] = await harness.ctx.db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

function storedObjects(): number {
  const root = path.join(harness.ctx.config.dataDir, 'uploads', 'public');
  try {
    return readdirSync(root).length;
  } catch {
    return 0;
  }
}

describe('a new product', () => {
  it.each([
    ['coverings', CATEGORY_ID.coverings],
    ['floors', CATEGORY_ID.floors],
    ['lighting', CATEGORY_ID.lighting],
    ['home and wellbeing', CATEGORY_ID.wellbeing],
    ['pets', CATEGORY_ID.pets],
    ['complementary', CATEGORY_ID.complementary],
    ['furniture', CATEGORY_ID.furniture],
  ])('of %s is created with its own fields, files and IVA price', async (_name, categoryId) => {
    const response = await create(productFields(setup, categoryId));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Producto creado exitosamente' });
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/v2/suppliers/products/${response.json().id}`,
      headers: bearer(supplier),
    });
    const product = detail.json();
    expect(product).toMatchObject({
      category_id: categoryId,
      price: 75546,
      taxed_price: 89900,
      is_approved: null,
      approval_label: 'En proceso',
    });
    expect(product.principal_image.url).toMatch(/\.webp$/);
    expect(product.principal_image.card_url).toMatch(/-card\.webp$/);
    expect(product.ambient_images).toHaveLength(1);
    expect(product.technical_sheet.url).toMatch(/\.pdf$/);
  });

  it('takes a missing warranty as 0, with its unit 0 (years)', async () => {
    const response = await create(
      productFields(setup, CATEGORY_ID.coverings, { warranty: '', is_warranty_in_months: 'true' }),
    );
    const product = (
      await harness.app.inject({
        method: 'GET',
        url: `/v2/suppliers/products/${response.json().id}`,
        headers: bearer(supplier),
      })
    ).json();
    expect(product).toMatchObject({ warranty: 0, is_warranty_in_months: false });
  });

  it('keeps only the fields its category asks for', async () => {
    const response = await create(
      productFields(setup, CATEGORY_ID.decoration, {
        min_sale_unit: '1.44',
        light_type_id: '1',
        thickness: '0.9',
      }),
    );
    expect(response.statusCode).toBe(201);
    const product = (
      await harness.app.inject({
        method: 'GET',
        url: `/v2/suppliers/products/${response.json().id}`,
        headers: bearer(supplier),
      })
    ).json();
    expect(product).toMatchObject({ min_sale_unit: null, light_type_id: null, thickness: null });
  });

  it.each([
    ['the price with a dot', { price: '89.900' }, 'price', MESSAGES.priceWholeNumber],
    ['a comma decimal', { min_sale_unit: '1,44' }, 'min_sale_unit', MESSAGES.decimalWithDot],
    [
      'a delivery of 31 days',
      { delivery_time: '31' },
      'delivery_time',
      'El tiempo de entrega debe ser menor a 30 días',
    ],
    ['no stock', { units_available: '0' }, 'units_available', MESSAGES.positiveNumber],
    [
      'a commission of 70 %',
      { comission_percentage: '70' },
      'comission_percentage',
      MESSAGES.commissionInvalid,
    ],
    [
      'a commission off the steps',
      { comission_percentage: '22' },
      'comission_percentage',
      MESSAGES.commissionInvalid,
    ],
    [
      'a name with symbols',
      { name: 'Porcelanato (roble)' },
      'name',
      MESSAGES.productNameCharacters,
    ],
    ['a one-letter name', { name: 'P' }, 'name', MESSAGES.productNameLength],
    [
      'a short description',
      { description: 'Muy bonito.' },
      'description',
      MESSAGES.productDescriptionMin,
    ],
    ['no units per package', { units_per_package: '' }, 'units_per_package', MESSAGES.required],
    [
      'a packed weight under the weight',
      { package_weight: '20' },
      'package_weight',
      MESSAGES.packedWeightTooLow,
    ],
    ['an unknown colour', { color_id: '99' }, 'color_id', MESSAGES.optionUnknown],
  ])(
    'refuses %s with the field and its message, creating nothing',
    async (_name, change, field, message) => {
      const before = await productCount();
      const response = await create(productFields(setup, CATEGORY_ID.coverings, change));
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response)[field]).toBe(message);
      expect(await productCount()).toBe(before);
    },
  );

  it('asks for at least two dimensions of the category', async () => {
    const response = await create(
      productFields(setup, CATEGORY_ID.lighting, { height: '', diameter: '0.4' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).dimensions).toBe(
      'Debes ingresar valores en al menos dos campos relacionados con las dimensiones',
    );
  });

  it('asks each category for its own fields', async () => {
    const lamp = await create(
      productFields(setup, CATEGORY_ID.lighting, { light_type_id: '', lamp_type_id: '9' }),
    );
    expect(fieldMessages(lamp)).toMatchObject({
      light_type_id: MESSAGES.optionUnknown,
      lamp_type_id: MESSAGES.optionUnknown,
    });
    const wellbeing = await create(
      productFields(setup, CATEGORY_ID.wellbeing, { origin_id: '', product_content: '' }),
    );
    expect(fieldMessages(wellbeing)).toMatchObject({
      origin_id: MESSAGES.optionUnknown,
      product_content: MESSAGES.required,
    });
    const complementary = await create(
      productFields(setup, CATEGORY_ID.complementary, { yield_m2: '', unit_of_measure_id: '' }),
    );
    expect(fieldMessages(complementary)).toMatchObject({
      yield_m2: MESSAGES.required,
      unit_of_measure_id: MESSAGES.optionUnknown,
    });
  });

  it('refuses an unknown category', async () => {
    const response = await create(
      productFields(setup, CATEGORY_ID.coverings, { category_id: '99' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).category_id).toBe(MESSAGES.categoryUnknown);
  });

  it("refuses another supplier's brand and warehouse, and a brand of the other type", async () => {
    const foreign = await create(
      productFields(setup, CATEGORY_ID.coverings, {
        supplier_brand_id: String(otherSetup.coveringBrandId),
        storage_address_id: String(otherSetup.warehouseId),
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(fieldMessages(foreign)).toEqual({
      supplier_brand_id: MESSAGES.brandUnknown,
      storage_address_id: MESSAGES.storageAddressUnknown,
    });
    const wrongType = await create(
      productFields(setup, CATEGORY_ID.coverings, {
        supplier_brand_id: String(setup.decorativeBrandId),
      }),
    );
    expect(fieldMessages(wrongType).supplier_brand_id).toBe(MESSAGES.brandTypeMismatch);
    const complementedDecorative = await create(
      productFields(setup, CATEGORY_ID.complementary, {
        brand_that_complements_id: String(setup.decorativeBrandId),
      }),
    );
    expect(fieldMessages(complementedDecorative).brand_that_complements_id).toBe(
      MESSAGES.complementedBrandUnknown,
    );
  });

  it('asks for the cover, 1 to 5 ambient images and the technical sheet', async () => {
    const fields = productFields(setup);
    const missing = await harness.app.inject({
      method: 'POST',
      url: '/v2/suppliers/products',
      headers: bearer(supplier),
      payload: formOf(fields),
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing)).toMatchObject({
      cover: 'Por favor carga una imagen para el producto',
      ambient: 'Por favor, selecciona al menos una imagen. ¡Gracias!',
      sheet: 'Por favor carga la ficha técnica del producto',
    });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`ambiente-${n}.png`)));
    const tooMany = await create(fields, { ambient: six });
    expect(fieldMessages(tooMany).ambient).toBe(
      'Por favor, selecciona hasta un máximo de 5 imágenes. ¡Gracias!',
    );
    const five = await create(fields, { ambient: six.slice(0, 5) });
    expect(five.statusCode).toBe(201);
  });

  it('checks each file by its content, and keeps no file of a refused product', async () => {
    const objects = storedObjects();
    const pdfCover = await create(productFields(setup), { cover: [pdf('portada.pdf')] });
    expect(pdfCover.statusCode).toBe(415);
    expect(fieldMessages(pdfCover).cover).toBe(
      'Por favor revisa el formato del archivo portada.pdf...',
    );
    // A PNG header on bytes that are not an image: refused as a wrong format, not a 500.
    const broken: UploadPart = {
      name: 'roto.png',
      content: Buffer.concat([png().content.subarray(0, 16), Buffer.alloc(64)]),
      type: 'image/png',
    };
    const brokenAmbient = await create(productFields(setup), { ambient: [broken] });
    expect(brokenAmbient.statusCode).toBe(415);
    expect(fieldMessages(brokenAmbient).ambient).toBe(
      'Por favor revisa el formato del archivo roto.png...',
    );
    expect(storedObjects()).toBe(objects);
  });

  it('is for approved suppliers only', async () => {
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await create(productFields(setup), {}, client)).statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/v2/suppliers/products',
      payload: await productForm(productFields(setup)),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
