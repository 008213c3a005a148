/**
 * A small marketplace for the cart and checkout tests: two suppliers with Envia keys and
 * approved products, and buyers with a delivery address.
 */
import type { FastifyInstance } from 'fastify';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { AppContext } from '../context.js';
import { approveProduct, createProduct, productFields, setUpSupplier } from './catalogue.js';
import { bearer, createTestUser, type TestUser } from './fixtures.js';

export interface Shop {
  supplier: TestUser;
  productIds: number[];
}

export async function openShop(
  app: FastifyInstance,
  ctx: AppContext,
  admin: TestUser,
  products: { name: string; price: number; units: number }[],
): Promise<Shop> {
  const supplier = await createTestUser(app, ctx, ROLE.supplier);
  const setup = await setUpSupplier(app, supplier);
  const key = await app.inject({
    method: 'PATCH',
    url: '/v2/suppliers/envia-key',
    headers: bearer(supplier),
    payload: { enviaKey: 'envia_test_key_123' },
  });
  if (key.statusCode !== 200) throw new Error(`envia key: ${key.body}`);
  const productIds: number[] = [];
  for (const product of products) {
    const id = await createProduct(
      app,
      supplier,
      productFields(setup, CATEGORY_ID.decoration, {
        name: product.name,
        price: String(product.price),
        units_available: String(product.units),
      }),
    );
    await approveProduct(app, admin, id);
    productIds.push(id);
  }
  return { supplier, productIds };
}

export interface Buyer extends TestUser {
  addressId: number;
}

export async function createBuyer(
  app: FastifyInstance,
  ctx: AppContext,
  roleId: RoleId = ROLE.client,
): Promise<Buyer> {
  const user = await createTestUser(app, ctx, roleId);
  const response = await app.inject({
    method: 'POST',
    url: '/v2/users/addresses',
    headers: bearer(user),
    payload: { street_address: 'Carrera 43A # 1-50', city: '05001' },
  });
  if (response.statusCode !== 201) throw new Error(`address: ${response.body}`);
  return { ...user, addressId: response.json<{ id: number }>().id };
}

export const BILLING = {
  type: 'natural_person',
  first_name: 'Ana',
  last_name: 'Restrepo',
  legal_document_type_id: 1,
  identification_code: '1020304050',
} as const;

export const RECIPIENT = { name: 'Ana', lastname: 'Restrepo', phone: '3001234567' } as const;
