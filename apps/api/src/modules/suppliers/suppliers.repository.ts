import { and, asc, count, eq, sql } from 'drizzle-orm';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { addresses, bankAccounts, supplierProfiles, users } from '../../db/schema/users.js';

export type NewAddress = typeof addresses.$inferInsert;

export async function insertSupplierProfile(
  executor: Database,
  values: typeof supplierProfiles.$inferInsert,
): Promise<void> {
  await executor.insert(supplierProfiles).values(values);
}

export async function companyNameExists(db: Database, companyName: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: supplierProfiles.userId })
    .from(supplierProfiles)
    .where(sql`lower(${supplierProfiles.companyName}) = lower(${companyName})`)
    .limit(1);
  return Boolean(row);
}

export async function insertAddresses(executor: Database, rows: NewAddress[]) {
  if (rows.length === 0) return [];
  return executor.insert(addresses).values(rows).returning({
    id: addresses.id,
    streetAddress: addresses.streetAddress,
    cityName: addresses.cityName,
  });
}

/**
 * Locks the user's row until the transaction ends: two requests adding an address for the same
 * user run one after the other, so a count taken after this cannot be stale.
 */
export async function lockUser(executor: Database, userId: number): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAddresses(
  executor: Database,
  userId: number,
  kind: NewAddress['kind'],
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)));
  return row?.total ?? 0;
}

export async function listAddresses(db: Database, userId: number, kind: NewAddress['kind']) {
  return db
    .select({
      id: addresses.id,
      streetAddress: addresses.streetAddress,
      cityName: addresses.cityName,
    })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)))
    .orderBy(asc(addresses.id));
}

export async function deleteOwnedAddress(db: Database, id: number, userId: number) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return row ?? null;
}

const LOGO_TYPE = documentTypeId('companyLogo');

/** The supplier's company as registered, its bank account and newest logo, in one query. */
export async function findSupplierProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      uuid: users.uuid,
      streetAddress: users.streetAddress,
      cityName: users.cityName,
      profile: supplierProfiles,
      bank: {
        bankName: bankAccounts.bankName,
        accountNumber: bankAccounts.accountNumber,
        isSavingsAccount: bankAccounts.isSavingsAccount,
      },
      logoKey: latestFileKey(users.id, LOGO_TYPE),
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findPaymentKeys(db: Database, userId: number) {
  const [row] = await db
    .select({
      wompiPublicKey: supplierProfiles.wompiPublicKey,
      enviaKey: supplierProfiles.enviaKey,
    })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function updatePaymentKeys(
  db: Database,
  userId: number,
  keys: Partial<Pick<typeof supplierProfiles.$inferInsert, 'wompiPublicKey' | 'enviaKey'>>,
): Promise<boolean> {
  const rows = await db
    .update(supplierProfiles)
    .set(keys)
    .where(eq(supplierProfiles.userId, userId))
    .returning({ userId: supplierProfiles.userId });
  return rows.length > 0;
}

export async function findOwnedAddress(
  db: Database,
  id: number,
  userId: number,
  kind: NewAddress['kind'],
) {
  const [row] = await db
    .select({ id: addresses.id, cityCode: addresses.cityCode, cityName: addresses.cityName })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.kind, kind)))
    .limit(1);
  return row ?? null;
}
