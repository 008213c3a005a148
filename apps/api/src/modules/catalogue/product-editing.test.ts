/**
 * 'Editar Producto': each of the five sections saved by its own call with its own rules, the
 * category locked, the files replaced and removed, the quick edit of the supplier's tables, the
 * public and featured switches, deletion, and another supplier's product answered 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { formOf, pdf } from '../../test/applications.js';
import {
  approveProduct,
  createProduct,
  photo,
  productFields,
  setUpSupplier,
  type SupplierSetup,
} from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let admin: TestUser;
let supplier: TestUser;
let otherSupplier: TestUser;
let setup: SupplierSetup;
let productId: number;

interface Detail {
  id: number;
  name: string;
  price: number;
  taxed_price: number;
  weight: number;
  package_weight: number;
  packing_presentation_id: number;
  is_approved: boolean | null;
  is_public: boolean;
  is_featured: boolean;
  principal_image: { id: number; url: string } | null;
  ambient_images: { id: number; url: string }[];
  technical_sheet: { id: number; url: string; name: string } | null;
  [field: string]: unknown;
}

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  setup = await setUpSupplier(harness.app, supplier);
  productId = await createProduct(harness.app, supplier, productFields(setup));
});
afterAll(() => harness.close());

const url = (suffix = '') => `/v2/suppliers/products/${productId}${suffix}`;

async function detail(id = productId): Promise<Detail> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/v2/suppliers/products/${id}`,
    headers: bearer(supplier),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Detail>();
}

function patch(path: string, payload: unknown, user: TestUser = supplier) {
  return harness.app.inject({
    method: 'PATCH',
    url: path,
    headers: bearer(user),
    payload: payload as Record<string, unknown>,
  });
}

function fieldMessages(response: { json: () => unknown }) {
  const body = response.json() as { errors?: { field: string; message: string }[] };
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
}

/** Where a public upload lives on disk, from its URL. */
function onDisk(publicUrl: string): string {
  return path.join(harness.ctx.config.dataDir, 'uploads', 'public', path.basename(publicUrl));
}

describe('the general section', () => {
  it('saves the information and recomputes the price with IVA', async () => {
    const fields = productFields(setup, CATEGORY_ID.coverings, {
      name: 'Porcelanato Roble Miel 60x60',
      price: '100000',
    });
    const response = await patch(url('/general'), fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Producto actualizado con éxito');
    expect(await detail()).toMatchObject({
      name: 'Porcelanato Roble Miel 60x60',
      price: 100000,
      taxed_price: 119000,
    });
  });

  it('keeps the category locked', async () => {
    const response = await patch(
      url('/general'),
      productFields(setup, CATEGORY_ID.floors, { category_id: '9' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).category_id).toBe(MESSAGES.categoryLocked);
  });

  it('checks the fields with the form’s rules', async () => {
    const response = await patch(
      url('/general'),
      productFields(setup, CATEGORY_ID.coverings, { delivery_time: '45', material: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toMatchObject({
      delivery_time: MESSAGES.deliveryTimeMax,
      material: MESSAGES.required,
    });
  });

  it('sends a declined product back to review when the supplier fixes it', async () => {
    await approveProduct(harness.app, admin, productId, false);
    expect((await detail()).is_approved).toBe(false);
    await patch(
      url('/general'),
      productFields(setup, CATEGORY_ID.coverings, { name: 'Porcelanato Corregido' }),
    );
    expect((await detail()).is_approved).toBeNull();
  });
});

describe('the measures and the package', () => {
  it('saves the product measures, at least two of them', async () => {
    const saved = await patch(url('/product-measurements'), {
      length: '0.6',
      width: '1.2',
      thickness: '1',
      weight: '20',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Medidas del producto actualizadas correctamente');
    expect(await detail()).toMatchObject({ width: 1.2, thickness: 1, weight: 20 });
    const one = await patch(url('/product-measurements'), {
      length: '0.6',
      width: '',
      weight: '20',
    });
    expect(one.statusCode).toBe(400);
  });

  it('never lets the product outweigh its package', async () => {
    const heavy = await patch(url('/product-measurements'), {
      length: '0.6',
      width: '0.6',
      weight: '30',
    });
    expect(heavy.statusCode).toBe(400);
    expect(fieldMessages(heavy).weight).toBe(MESSAGES.packedWeightTooLow);
    const light = await patch(url('/packaging-measurements/2'), {
      package_length: '62',
      package_width: '62',
      package_height: '4',
      package_weight: '19',
    });
    expect(light.statusCode).toBe(400);
    expect(fieldMessages(light).package_weight).toBe(MESSAGES.packedWeightTooLow);
  });

  it('saves the package with the presentation of the path', async () => {
    const saved = await patch(url('/packaging-measurements/2'), {
      package_length: '65',
      package_width: '64',
      package_height: '5',
      package_weight: '21.5',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Medidas del empaque actualizadas correctamente');
    expect(await detail()).toMatchObject({ packing_presentation_id: 2, package_weight: 21.5 });
    const unknown = await patch(url('/packaging-measurements/7'), {
      package_length: '65',
      package_width: '64',
      package_height: '5',
      package_weight: '21.5',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown).packing_presentation_id).toBe(MESSAGES.optionUnknown);
  });
});

describe('the images and the technical sheet', () => {
  it('replaces the principal image and removes the old files', async () => {
    const before = await detail();
    const old = before.principal_image as { id: number; url: string };
    expect(existsSync(onDisk(old.url))).toBe(true);
    const wrong = await harness.app.inject({
      method: 'PATCH',
      url: url(`/principal-image/${old.id + 999}`),
      headers: bearer(supplier),
      payload: formOf({}, { image: [await photo('nueva.png', '#2E5C8A')] }),
    });
    expect(wrong.statusCode).toBe(404);
    const response = await harness.app.inject({
      method: 'PATCH',
      url: url(`/principal-image/${old.id}`),
      headers: bearer(supplier),
      payload: formOf({}, { image: [await photo('nueva.png', '#2E5C8A')] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Imagen principal actualizada correctamente');
    const after = await detail();
    expect(after.principal_image?.id).not.toBe(old.id);
    expect(existsSync(onDisk(old.url))).toBe(false);
    expect(existsSync(onDisk(old.url).replace('.webp', '-card.webp'))).toBe(false);
  });

  it('adds and removes ambient images, keeping between 1 and 5', async () => {
    const [first] = (await detail()).ambient_images;
    const images = await Promise.all([1, 2, 3].map((n) => photo(`ambiente-${n}.png`)));
    const added = await harness.app.inject({
      method: 'PATCH',
      url: url('/ambient-images'),
      headers: bearer(supplier),
      payload: formOf(
        { 'deletedImages[0]': JSON.stringify({ id: first?.id }) },
        { ambientImages: images },
      ),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Imágenes actualizadas correctamente');
    const now = (await detail()).ambient_images;
    expect(now).toHaveLength(3);
    expect(now.map((image) => image.id)).not.toContain(first?.id);
    // The product page shows them too, in the same order, beside another product's.
    const otherProductId = await createProduct(harness.app, supplier, productFields(setup));
    const [page, other] = await Promise.all(
      [productId, otherProductId].map((id) =>
        harness.app.inject({ method: 'GET', url: `/v2/products/${id}`, headers: bearer(supplier) }),
      ),
    );
    const idsOf = (response: typeof page) =>
      response!.json<Detail>().ambient_images.map((image) => image.id);
    expect(idsOf(page)).toEqual(now.map((image) => image.id));
    expect(idsOf(other)).toHaveLength(1);
    expect(idsOf(other)).not.toContain(now[0]?.id);

    const six = await Promise.all([1, 2, 3].map((n) => photo(`mas-${n}.png`)));
    const tooMany = await harness.app.inject({
      method: 'PATCH',
      url: url('/ambient-images'),
      headers: bearer(supplier),
      payload: formOf({}, { ambientImages: six }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldMessages(tooMany).ambientImages).toBe(MESSAGES.ambientImagesMax);

    const none = await harness.app.inject({
      method: 'PATCH',
      url: url('/ambient-images'),
      headers: bearer(supplier),
      payload: formOf(
        Object.fromEntries(now.map((image, at) => [`deletedImages[${at}]`, String(image.id)])),
      ),
    });
    expect(none.statusCode).toBe(400);
    expect(fieldMessages(none).ambientImages).toBe(MESSAGES.ambientImagesMin);
    expect((await detail()).ambient_images).toHaveLength(3);
  });

  it("refuses to delete another product's image through this one", async () => {
    const other = await createProduct(harness.app, supplier, productFields(setup));
    const [foreign] = (await detail(other)).ambient_images;
    const response = await harness.app.inject({
      method: 'PATCH',
      url: url('/ambient-images'),
      headers: bearer(supplier),
      payload: formOf({ 'deletedImages[0]': String(foreign?.id) }),
    });
    expect(response.statusCode).toBe(404);
    expect((await detail(other)).ambient_images).toHaveLength(1);
  });

  it('replaces the technical sheet', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: url('/technical-sheet'),
      headers: bearer(supplier),
      payload: formOf({}, { technicalSheet: [pdf('ficha-nueva.pdf')] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Ficha técnica actualizada correctamente');
    expect((await detail()).technical_sheet?.name).toBe('ficha-nueva.pdf');
  });

  it('keeps product files out of the generic file deletion', async () => {
    const { principal_image: image } = await detail();
    const response = await harness.app.inject({
      method: 'DELETE',
      url: `/v1/users/files/${image?.id}`,
      headers: bearer(supplier),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the list switches, the quick edit and deletion', () => {
  it('shows, hides and features a product', async () => {
    const hidden = await patch(url('/public'), { is_public: false });
    expect(hidden.statusCode).toBe(200);
    const featured = await patch(url('/featured'), { is_featured: true });
    expect(featured.statusCode).toBe(200);
    expect(await detail()).toMatchObject({ is_public: false, is_featured: true });
    expect((await patch(url('/public'), { is_public: 'no' })).statusCode).toBe(400);
  });

  it('changes price, stock and commission from the tables', async () => {
    const response = await patch(`/v1/products/${productId}`, {
      price: 120000,
      units_available: 8,
      comission_percentage: 45,
    });
    expect(response.statusCode).toBe(200);
    expect(await detail()).toMatchObject({
      units_available: 8,
      price: 120000,
      taxed_price: 142800,
      comission_percentage: 45,
    });
    const wrong = await patch(`/v1/products/${productId}`, { price: '12.000' });
    expect(fieldMessages(wrong).price).toBe(MESSAGES.priceWholeNumber);
    // A supplier cannot approve its own product or price its installation.
    const approve = await patch(`/v1/products/${productId}`, { is_approved: true });
    expect(approve.statusCode).toBe(400);
  });

  it("answers 404 for another supplier's product, whatever the call", async () => {
    const calls = [
      { method: 'GET', url: url() },
      { method: 'PATCH', url: url('/general'), payload: productFields(setup) },
      {
        method: 'PATCH',
        url: url('/product-measurements'),
        payload: { length: 1, width: 1, weight: 1 },
      },
      { method: 'PATCH', url: url('/public'), payload: { is_public: true } },
      { method: 'PATCH', url: url('/featured'), payload: { is_featured: true } },
      { method: 'PATCH', url: `/v1/products/${productId}`, payload: { price: 1 } },
      { method: 'DELETE', url: `/v1/products/${productId}` },
    ] as const;
    for (const call of calls) {
      const response = await harness.app.inject({
        method: call.method,
        url: call.url,
        headers: bearer(otherSupplier),
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('deletes a product: it leaves every list and answers 404 afterwards', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    const response = await harness.app.inject({
      method: 'DELETE',
      url: `/v1/products/${id}`,
      headers: bearer(supplier),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Producto eliminado con éxito.');
    const mine = await harness.app.inject({
      method: 'GET',
      url: '/v2/suppliers/products?itemsPerPage=100',
      headers: bearer(supplier),
    });
    expect(mine.json().items.map((item: { id: number }) => item.id)).not.toContain(id);
    const again = await harness.app.inject({
      method: 'GET',
      url: `/v2/suppliers/products/${id}`,
      headers: bearer(supplier),
    });
    expect(again.statusCode).toBe(404);
  });
});
