/**
 * The admin's review and the lsh operator's installation prices (part 1 §2, part 2 §2.4): who may
 * do what, approval needing the pictures, the supplier's email, the tables' filters and counts,
 * and what buyers see in each state.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { outboxMessages } from '../../db/schema/notifications.js';
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
let lsh: TestUser;
let supplier: TestUser;
let client: TestUser;
let setup: SupplierSetup;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  lsh = await createTestUser(harness.app, harness.ctx, ROLE.lsh);
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  client = await createTestUser(harness.app, harness.ctx, ROLE.client);
  setup = await setUpSupplier(harness.app, supplier);
});
afterAll(() => harness.close());

function patch(id: number, payload: Record<string, unknown>, user: TestUser) {
  return harness.app.inject({
    method: 'PATCH',
    url: `/v1/products/${id}`,
    headers: bearer(user),
    payload,
  });
}

async function buyerSees(id: number): Promise<boolean> {
  const page = await harness.app.inject({ method: 'GET', url: `/v2/products/${id}` });
  const list = await harness.app.inject({
    method: 'GET',
    url: '/v2/products/category/all?itemsPerPage=48',
  });
  const listed = list.json<{ items: { id: number }[] }>().items.some((item) => item.id === id);
  expect(page.statusCode === 200).toBe(listed);
  return listed;
}

describe('approval', () => {
  it('shows a product to buyers only while it is approved, public and not deleted', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    expect(await buyerSees(id)).toBe(false);
    // The supplier and the admin preview it before approval.
    for (const user of [supplier, admin, lsh]) {
      const preview = await harness.app.inject({
        method: 'GET',
        url: `/v2/products/${id}`,
        headers: bearer(user),
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ is_visible: false, is_approved: null });
    }
    const other = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
    const foreignPreview = await harness.app.inject({
      method: 'GET',
      url: `/v2/products/${id}`,
      headers: bearer(other),
    });
    expect(foreignPreview.statusCode).toBe(404);

    const approved = await patch(id, { is_approved: true }, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(
      'Has aprobado el producto Porcelanato Roble Natural 60x60',
    );
    expect(await buyerSees(id)).toBe(true);

    await harness.app.inject({
      method: 'PATCH',
      url: `/v2/suppliers/products/${id}/public`,
      headers: bearer(supplier),
      payload: { is_public: false },
    });
    expect(await buyerSees(id)).toBe(false);
    await harness.app.inject({
      method: 'PATCH',
      url: `/v2/suppliers/products/${id}/public`,
      headers: bearer(supplier),
      payload: { is_public: true },
    });
    expect(await buyerSees(id)).toBe(true);

    const declined = await patch(id, { is_approved: false }, admin);
    expect(declined.json().message).toBe(
      'Has declinado el producto Porcelanato Roble Natural 60x60',
    );
    expect(await buyerSees(id)).toBe(false);

    await approveProduct(harness.app, admin, id);
    await harness.app.inject({
      method: 'DELETE',
      url: `/v1/products/${id}`,
      headers: bearer(admin),
    });
    expect(await buyerSees(id)).toBe(false);
  });

  it('hides every product of a supplier the admin hides', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    await approveProduct(harness.app, admin, id);
    expect(await buyerSees(id)).toBe(true);
    await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/${supplier.uuid}`,
      headers: bearer(admin),
      payload: { is_public: false },
    });
    expect(await buyerSees(id)).toBe(false);
    await harness.app.inject({
      method: 'PATCH',
      url: `/v1/users/${supplier.uuid}`,
      headers: bearer(admin),
      payload: { is_public: true },
    });
    expect(await buyerSees(id)).toBe(true);
  });

  it('needs the principal image and an ambient image', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    await harness.ctx.db
      .update(products)
      .set({ principalImageId: null })
      .where(eq(products.id, id));
    const response = await patch(id, { is_approved: true }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.productNeedsImages);
  });

  it('tells the supplier by email once per decision', async () => {
    const id = await createProduct(
      harness.app,
      supplier,
      productFields(setup, CATEGORY_ID.coverings, { name: 'Enchape Cotto Rojo' }),
    );
    await patch(id, { is_approved: true }, admin);
    await patch(id, { is_approved: true }, admin);
    const emails = await harness.ctx.db
      .select({ recipient: outboxMessages.recipient, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, supplier.email));
    expect(emails.filter((email) => email.subject.includes('Enchape Cotto Rojo'))).toEqual([
      { recipient: supplier.email, subject: 'Tu producto Enchape Cotto Rojo fue aprobado' },
    ]);
  });

  it('is the admin’s alone', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    expect((await patch(id, { is_approved: true }, lsh)).statusCode).toBe(400);
    expect((await patch(id, { is_approved: true }, client)).statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'PATCH',
      url: `/v1/products/${id}`,
      payload: { is_approved: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the admin's and the operator's tables", () => {
  it('filter by type and approval, with the count of each state and the utility', async () => {
    const lamp = await createProduct(
      harness.app,
      supplier,
      productFields(setup, CATEGORY_ID.lighting),
    );
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/admin/products?type=decorativo&approval=pending',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      items: { id: number; type: string; utility: number; comission_percentage: number }[];
      counts: { all: number; pending: number; approved: number; declined: number };
    }>();
    expect(body.items.map((item) => item.id)).toContain(lamp);
    expect(body.items.every((item) => item.type === 'decorativo')).toBe(true);
    expect(body.items[0]?.utility).toBe((body.items[0]?.comission_percentage ?? 0) / 2);
    expect(body.counts).toEqual({ all: 1, pending: 1, approved: 0, declined: 0 });
    const everyType = await harness.app.inject({
      method: 'GET',
      url: '/v2/admin/products',
      headers: bearer(admin),
    });
    const counts = everyType.json<{ counts: typeof body.counts }>().counts;
    expect(counts.all).toBe(counts.pending + counts.approved + counts.declined);
    expect(counts.all).toBeGreaterThan(body.counts.all);
    for (const user of [lsh, supplier, client]) {
      const refused = await harness.app.inject({
        method: 'GET',
        url: '/v2/admin/products',
        headers: bearer(user),
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('let the operator price installations, after which the product leaves its review list', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    const pending = async () =>
      (
        await harness.app.inject({
          method: 'GET',
          url: '/v1/products?type=revestimiento&type=decorativo&installationPrice=false',
          headers: bearer(lsh),
        })
      )
        .json<{ items: { id: number }[] }>()
        .items.map((item) => item.id);
    expect(await pending()).toContain(id);
    const priced = await patch(id, { installation_price: 38000 }, lsh);
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({
      message: 'Precio de instalación actualizado',
      product: { installation_price: 38000 },
    });
    expect(await pending()).not.toContain(id);
    const wrong = await patch(id, { installation_price: '38.000' }, lsh);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({
      field: 'installation_price',
      message: MESSAGES.priceWholeNumber,
    });
    // The operator sets prices, nothing else.
    expect((await patch(id, { price: 1000 }, lsh)).statusCode).toBe(400);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/v1/products', headers: bearer(supplier) }))
        .statusCode,
    ).toBe(403);
  });

  it("open a product's whole detail for the admin", async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/v2/admin/products/${id}`,
      headers: bearer(admin),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id, is_approved: null, approval_label: 'En proceso' });
  });

  it('lets the admin pick seasonal products for the storefront', async () => {
    const id = await createProduct(harness.app, supplier, productFields(setup));
    await approveProduct(harness.app, admin, id);
    expect((await patch(id, { is_seasonal: true }, admin)).statusCode).toBe(200);
    const seasonal = await harness.app.inject({ method: 'GET', url: '/v2/products/seasonal' });
    expect(seasonal.json().items.map((item: { id: number }) => item.id)).toContain(id);
  });
});
