import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { products } from '../../db/schema/catalogue.js';
import {
  approveProduct,
  createProduct,
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
let otherSetup: SupplierSetup;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  otherSupplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  setup = await setUpSupplier(harness.app, supplier);
  otherSetup = await setUpSupplier(harness.app, otherSupplier);
  await createProduct(harness.app, supplier, productFields(setup));
  await createProduct(
    harness.app,
    supplier,
    productFields(setup, 8, { name: 'Enchape Metro Blanco', reference: 'ENC-METRO' }),
  );
  await createProduct(harness.app, otherSupplier, productFields(otherSetup, 3));
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

describe('a product from creation to the storefront', () => {
  it('is listed for buyers only once approved', async () => {
    const id = await createProduct(
      harness.app,
      supplier,
      productFields(setup, 9, { name: 'Piso Vinilico Nogal', reference: 'VIN-NOGAL' }),
    );
    const list = async () =>
      (await harness.app.inject({ method: 'GET', url: '/v2/products/category/9' })).json<{
        items: { id: number; name: string }[];
        pagination: { totalItems: number };
      }>();
    expect((await list()).items.map((item) => item.id)).not.toContain(id);
    await approveProduct(harness.app, admin, id);
    const after = await list();
    expect(after.items.map((item) => item.id)).toContain(id);
    expect(after.pagination.totalItems).toBe(1);
  });
});
