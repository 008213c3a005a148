import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { addWarehouse, createBrand, createProduct, productFields } from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let supplier: TestUser;
let otherSupplier: TestUser;
let admin: TestUser;

beforeAll(async () => {
  harness = await createTestApp();
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
});
afterAll(() => harness.close());

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: object,
) {
  return harness.app.inject({
    method,
    url,
    headers: bearer(user),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

describe('brands', () => {
  it('are created, listed by type with their product count, renamed and deleted', async () => {
    const created = await call('POST', '/v1/suppliers/brands', supplier, {
      name: 'Valle Cerámica',
      product_type_id: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Valle Cerámica',
      type: 'revestimiento',
      product_count: 0,
      message: 'Marca creada exitosamente',
    });
    await createBrand(harness.app, supplier, 'Nórdica Home', 2);
    const coverings = await call('GET', '/v1/suppliers/brands?type=revestimiento', supplier);
    expect(coverings.json().map((brand: { name: string }) => brand.name)).toEqual([
      'Valle Cerámica',
    ]);
    const all = await call('GET', '/v1/suppliers/brands', supplier);
    expect(all.json()).toHaveLength(2);

    const id = created.json().id as number;
    const renamed = await call('PATCH', `/v1/brands/${id}`, supplier, { name: 'Valle Cerámicas' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Valle Cerámicas');
    const removed = await call('DELETE', `/v1/brands/${id}`, supplier);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Marca eliminada exitosamente');
  });

  it('have names of 2 to 25 characters, unique per supplier and type, and a type', async () => {
    const short = await call('POST', '/v1/suppliers/brands', supplier, {
      name: 'A',
      product_type_id: 1,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'name', message: MESSAGES.brandNameLength }]);
    const typeless = await call('POST', '/v1/suppliers/brands', supplier, { name: 'Sin Tipo' });
    expect(typeless.json().errors).toEqual([
      { field: 'product_type_id', message: MESSAGES.optionUnknown },
    ]);
    await createBrand(harness.app, supplier, 'Andina Luz', 2);
    const twice = await call('POST', '/v1/suppliers/brands', supplier, {
      name: 'ANDINA LUZ',
      product_type_id: 2,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.brandTaken);
    // Another supplier may use the same name.
    const theirs = await call('POST', '/v1/suppliers/brands', otherSupplier, {
      name: 'Andina Luz',
      product_type_id: 2,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('stay while a product carries them, and a warehouse stays while a product ships from it', async () => {
    const brandId = await createBrand(harness.app, supplier, 'Con Productos', 1);
    const warehouseId = await addWarehouse(harness.app, supplier);
    await createProduct(
      harness.app,
      supplier,
      productFields({ coveringBrandId: brandId, decorativeBrandId: brandId, warehouseId }, 8),
    );
    await createProduct(
      harness.app,
      supplier,
      productFields({ coveringBrandId: brandId, decorativeBrandId: brandId, warehouseId }, 9),
    );
    const listed = await call('GET', '/v1/suppliers/brands?type=1', supplier);
    expect(listed.json().find((brand: { id: number }) => brand.id === brandId).product_count).toBe(
      2,
    );
    const brand = await call('DELETE', `/v1/brands/${brandId}`, supplier);

    expect(brand.statusCode).toBe(409);
    expect(brand.json().message).toBe(MESSAGES.brandInUse);
    const warehouse = await call('DELETE', `/v2/users/addresses/${warehouseId}`, supplier);
    expect(warehouse.statusCode).toBe(409);
    expect(warehouse.json().message).toBe(MESSAGES.storageAddressInUse);
  });

  it("of another supplier are not found, and the admin lists everyone's", async () => {
    const theirs = await createBrand(harness.app, otherSupplier, 'Ajena', 1);
    expect(
      (await call('PATCH', `/v1/brands/${theirs}`, supplier, { name: 'Mía' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v1/brands/${theirs}`, supplier)).statusCode).toBe(404);
    const list = await call('GET', '/v1/brands?search=ajena', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ name: 'Ajena', type: 'revestimiento', product_count: 0 }),
    ]);
    // What a person types is searched as typed: '%' and '_' are not wildcards.
    for (const typed of ['%', '_jena']) {
      const none = await call('GET', `/v1/brands?search=${encodeURIComponent(typed)}`, admin);
      expect(none.json().items, typed).toEqual([]);
    }
    expect((await call('GET', '/v1/brands', supplier)).statusCode).toBe(403);
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await call('GET', '/v1/suppliers/brands', client)).statusCode).toBe(403);
  });
});
