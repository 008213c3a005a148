import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalogue.js';
import { orderItems, orders } from '../db/schema/commerce.js';
import { storedFiles } from '../db/schema/files.js';
import { quoteLines, quotes } from '../db/schema/quotes.js';
import { addresses, supplierProfiles, users } from '../db/schema/users.js';

/** The seeded suppliers by email, each with its company name and first warehouse. */
export async function findSuppliersWithWarehouse(executor: Database, emails: string[]) {
  const rows = await executor
    .select({
      id: users.id,
      email: users.email,
      companyName: supplierProfiles.companyName,
      warehouseId: addresses.id,
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .innerJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.kind, 'storage')))
    .where(inArray(users.email, emails))
    .orderBy(asc(addresses.id));
  const byEmail = new Map<string, { id: number; companyName: string; warehouseId: number }>();
  for (const row of rows) if (!byEmail.has(row.email)) byEmail.set(row.email, row);
  return byEmail;
}

/** The seeded buyers by email, with what an order copies from them. */
export async function findBuyers(tx: Database, emails: string[]) {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      roleId: users.roleId,
      isApproved: users.isApproved,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      cedula: users.cedula,
      cityCode: users.cityCode,
      cityName: users.cityName,
      streetAddress: users.streetAddress,
    })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row]));
}

/** The approved products by name, with their supplier and principal image. */
export async function findProducts(tx: Database, names: string[]) {
  const rows = await tx
    .select({
      id: products.id,
      supplierUserId: products.supplierUserId,
      name: products.name,
      code: products.code,
      taxedPrice: products.taxedPrice,
      commission: products.commissionPercentage,
      deliveryDays: products.deliveryTimeDays,
      imageKey: storedFiles.storageKey,
      companyName: supplierProfiles.companyName,
    })
    .from(products)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(storedFiles, eq(storedFiles.id, products.principalImageId))
    .where(
      and(inArray(products.name, names), eq(products.isApproved, true), isNull(products.deletedAt)),
    );
  return new Map(rows.map((row) => [row.name, row]));
}

/** Takes sold units off a product's stock. */
export async function sell(tx: Database, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ unitsAvailable: sql`${products.unitsAvailable} - ${quantity}` })
    .where(eq(products.id, productId));
}

/** The paid quotes of a demo sheet with what its documents show of them, installation included. */
export async function findPaidQuotes(tx: Database, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return [];
  return tx
    .select({
      id: quotes.id,
      name: quotes.name,
      subtotal: quotes.subtotal,
      iva: quotes.iva,
      toPay: quotes.toPay,
      toPayLsh: quotes.toPayLsh,
      installation: sql<number>`(select coalesce(sum(${quoteLines.units} * ${quoteLines.installationPrice}), 0)::int
        from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`,
    })
    .from(quotes)
    .where(inArray(quotes.id, [...quoteIds]))
    .orderBy(quotes.id);
}

/** A buyer's newest order placed before `before` in which a supplier canceled a line. */
export async function latestOrderWithCanceledLine(
  executor: Database,
  buyerUserId: number,
  before: Date,
): Promise<{ id: number } | null> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderId, orders.id), eq(orderItems.status, 'Canceled')),
    )
    .where(and(eq(orders.buyerUserId, buyerUserId), lt(orders.createdAt, before)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}
