/**
 * Paid orders written straight into the tables, as the checkout leaves them once Wompi approves:
 * the orders module's tests then need neither the cart nor the payment. People and products are
 * made through the real API (catalogue.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import type { OrderAddress } from '@hogarte/shared/contracts/orders';
import { ROLE } from '@hogarte/shared/roles';
import type { SuborderStatus } from '@hogarte/shared/orders';
import type { AppContext } from '../context.js';
import { products } from '../db/schema/catalogue.js';
import { storedFiles } from '../db/schema/files.js';
import { inTransaction } from '../db/transaction.js';
import { cardVariantKey, hasCardVariant } from '../integrations/images/image-variants.js';
import {
  insertOrder,
  insertOrderItems,
  insertOrderSuppliers,
} from '../modules/orders/orders.repository.js';
import { approveProduct, createProduct, productFields, setUpSupplier } from './catalogue.js';
import { bearer, createTestUser, type TestUser } from './fixtures.js';
import type { TestApp } from './test-app.js';

export interface OrderWorld {
  admin: TestUser;
  client: TestUser;
  designer: TestUser;
  otherClient: TestUser;
  /** Two products: a covering and a lamp. */
  supplierA: TestUser;
  /** One product: a side table. */
  supplierB: TestUser;
  /** Sells nothing in these orders. */
  otherSupplier: TestUser;
  lsh: TestUser;
  covering: number;
  lamp: number;
  table: number;
}

export const COMPANY_A = 'Cerámicas de Prueba';
export const COMPANY_B = 'Muebles del Río';

/** Admin, buyers and three suppliers, two of them with approved products. */
export async function createOrderWorld(harness: TestApp): Promise<OrderWorld> {
  const { app, ctx } = harness;
  const admin = await createTestUser(app, ctx, ROLE.admin);
  const supplierA = await createTestUser(app, ctx, ROLE.supplier, { companyName: COMPANY_A });
  const supplierB = await createTestUser(app, ctx, ROLE.supplier, { companyName: COMPANY_B });
  const setupA = await setUpSupplier(app, supplierA);
  const setupB = await setUpSupplier(app, supplierB);
  // Labels are bought with the supplier's own Envia key (the simulator accepts any).
  for (const supplier of [supplierA, supplierB]) {
    const key = await app.inject({
      method: 'PATCH',
      url: '/v2/suppliers/envia-key',
      headers: bearer(supplier),
      payload: { enviaKey: 'envia_test_key_123' },
    });
    if (key.statusCode !== 200) throw new Error(`envia key: ${key.body}`);
  }
  const covering = await createProduct(app, supplierA, productFields(setupA));
  const lamp = await createProduct(app, supplierA, productFields(setupA, CATEGORY_ID.lighting));
  const table = await createProduct(app, supplierB, productFields(setupB, CATEGORY_ID.decoration));
  for (const product of [covering, lamp, table]) await approveProduct(app, admin, product);
  return {
    admin,
    client: await createTestUser(app, ctx, ROLE.client),
    designer: await createTestUser(app, ctx, ROLE.designer),
    otherClient: await createTestUser(app, ctx, ROLE.client),
    supplierA,
    supplierB,
    otherSupplier: await createTestUser(app, ctx, ROLE.supplier),
    lsh: await createTestUser(app, ctx, ROLE.lsh),
    covering,
    lamp,
    table,
  };
}

export interface OrderLine {
  supplier: { id: number };
  productId: number;
  quantity: number;
  status?: SuborderStatus;
  trackUrl?: string;
}

export interface PlacedOrder {
  orderId: number;
  total: number;
  /** The suborder ids, in the order of `lines`. */
  suborderIds: number[];
}

export const TEST_ADDRESS: OrderAddress = {
  name: 'Camila',
  lastname: 'Restrepo',
  address: 'Calle 10 # 35-20, apto 1102',
  city: 'Medellín, Antioquia',
  city_code: '05001',
  phone: '3201234567',
};

/** Shipping each supplier's part costs in these orders. */
export const TEST_SHIPPING = 15_000;

/** A paid order (or `pending`/`canceled` with `status`) of `buyer`, placed at `createdAt`. */
export async function insertPaidOrder(
  ctx: AppContext,
  buyer: { id: number },
  lines: OrderLine[],
  options: { createdAt?: Date; status?: 'paid' | 'pending' | 'canceled'; carrier?: string } = {},
): Promise<PlacedOrder> {
  const createdAt = options.createdAt ?? ctx.now();
  const status = options.status ?? 'paid';
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      taxedPrice: products.taxedPrice,
      commission: products.commissionPercentage,
      imageKey: storedFiles.storageKey,
    })
    .from(products)
    .leftJoin(storedFiles, eq(storedFiles.id, products.principalImageId))
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new Error(`unknown product ${line.productId}`);
    const key = product.imageKey;
    return {
      supplierUserId: line.supplier.id,
      productId: product.id,
      productName: product.name,
      productCode: product.code,
      imageUrl: key ? ctx.storage.publicUrl(hasCardVariant(key) ? cardVariantKey(key) : key) : null,
      unitPrice: product.taxedPrice,
      quantity: line.quantity,
      amount: product.taxedPrice * line.quantity,
      commissionPercentage: product.commission,
      status: line.status ?? 'Created',
      trackUrl: line.trackUrl ?? null,
      trackingNumber: line.trackUrl ? 'SE0000000001' : null,
      createdAt,
    };
  });
  const supplierIds = [...new Set(lines.map((line) => line.supplier.id))];
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const shippingTotal = TEST_SHIPPING * supplierIds.length;
  const total = subtotal + shippingTotal;
  return inTransaction(ctx.db, async (tx) => {
    const { id: orderId } = await insertOrder(tx, {
      buyerUserId: buyer.id,
      status,
      subtotal,
      shippingTotal,
      discount: 0,
      total,
      billing: {
        type: 'natural_person',
        first_name: 'Camila',
        last_name: 'Restrepo',
        legal_document_type_id: 1,
        identification_code: '1017234567',
      },
      address: TEST_ADDRESS,
      reservedUntil: new Date(createdAt.getTime() + 30 * 60_000),
      paidAt: status === 'paid' ? createdAt : null,
      canceledAt: status === 'canceled' ? createdAt : null,
      createdAt,
    });
    await insertOrderSuppliers(
      tx,
      supplierIds.map((supplierUserId) => ({
        orderId,
        supplierUserId,
        carrierName: options.carrier ?? 'servientrega',
        carrierService: 'ground',
        shippingCost: TEST_SHIPPING,
        deliveryDays: 11,
      })),
    );
    const suborderIds = await insertOrderItems(
      tx,
      items.map((item) => ({ ...item, orderId })),
    );
    return { orderId, total, suborderIds };
  });
}
