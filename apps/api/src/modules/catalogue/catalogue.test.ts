import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { products } from '../../db/schema/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let admin: TestUser;
let supplier: TestUser;
let otherSupplier: TestUser;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  await harness.ctx.db.insert(products).values([
    { supplierUserId: supplier.id, name: 'Porcelanato Roble 60x60' },
    { supplierUserId: supplier.id, name: 'Enchape Metro Blanco' },
    { supplierUserId: otherSupplier.id, name: 'Lámpara Colgante Fique' },
  ]);
});
afterAll(() => harness.close());

async function visibilityOf(supplierUserId: number) {
  const rows = await harness.ctx.db
    .select({ isPublic: products.isPublic })
    .from(products)
    .where(eq(products.supplierUserId, supplierUserId));
  return rows.map((row) => row.isPublic);
}

describe("a supplier's public switch", () => {
  it('hides the supplier and all of its products together, and no one else’s', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/${supplier.uuid}`,
      headers: bearer(admin),
      payload: { is_public: false },
    });
    expect(response.statusCode).toBe(200);
    expect(await visibilityOf(supplier.id)).toEqual([false, false]);
    expect(await visibilityOf(otherSupplier.id)).toEqual([true]);
  });

  it('shows them again through PATCH /v1/products/public_status/:uuid', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/products/public_status/${supplier.uuid}`,
      headers: bearer(admin),
      payload: { is_public: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: supplier.uuid, is_public: true });
    expect(await visibilityOf(supplier.id)).toEqual([true, true]);
  });

  it('is for admins only', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/products/public_status/${otherSupplier.uuid}`,
      headers: bearer(supplier),
      payload: { is_public: false },
    });
    expect(response.statusCode).toBe(403);
    expect(await visibilityOf(otherSupplier.id)).toEqual([true]);
  });
});
