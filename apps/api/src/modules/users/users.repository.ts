import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
import {
  bankAccounts,
  designerProfiles,
  salespersonProfiles,
  supplierProfiles,
  users,
} from '../../db/schema/users.js';
import { documentTypeId } from '@hogarte/shared/lookups';

export type NewUser = typeof users.$inferInsert;

export async function findCredentialsByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      roleId: users.roleId,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findCredentialsById(db: Database, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      roleId: users.roleId,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function findSessionRecord(db: Database, uuid: string) {
  const [row] = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      tokenVersion: users.tokenVersion,
      isApproved: users.isApproved,
    })
    .from(users)
    .where(eq(users.uuid, uuid))
    .limit(1);
  return row ?? null;
}

const AVATAR_TYPE = documentTypeId('avatar');
const LOGO_TYPE = documentTypeId('companyLogo');

/** The signed-in user as the browser keeps it, in one query whatever the role. */
export async function findSessionView(db: Database, userId: number) {
  const latestFileKey = (ownerColumn: unknown, typeId: number) =>
    sql<string | null>`(select ${storedFiles.storageKey} from ${storedFiles}
      where ${storedFiles.ownerUserId} = ${ownerColumn} and ${storedFiles.documentTypeId} = ${typeId}
      order by ${storedFiles.id} desc limit 1)`;
  const companyOwner = sql`coalesce(${salespersonProfiles.supplierUserId}, ${supplierProfiles.userId})`;
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      isApproved: users.isApproved,
      avatarKey: latestFileKey(users.id, AVATAR_TYPE),
      hasBankInfo: sql<boolean>`${bankAccounts.userId} is not null`,
      companyName: sql<string | null>`coalesce(${supplierProfiles.companyName},
        (select sp.company_name from supplier_profiles sp where sp.user_id = ${salespersonProfiles.supplierUserId}))`,
      companyLogoKey: latestFileKey(companyOwner, LOGO_TYPE),
      onlineStatus: salespersonProfiles.onlineStatus,
    })
    .from(users)
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .leftJoin(salespersonProfiles, eq(salespersonProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findExistingContacts(
  db: Database,
  contact: { email: string; phone: string; cedula?: string | undefined },
) {
  const conditions = [eq(users.email, contact.email), eq(users.phone, contact.phone)];
  if (contact.cedula) conditions.push(eq(users.cedula, contact.cedula));
  return db
    .select({ email: users.email, phone: users.phone, cedula: users.cedula })
    .from(users)
    .where(or(...conditions));
}

export async function insertUser(executor: Database, values: NewUser) {
  const [row] = await executor.insert(users).values(values).returning({
    id: users.id,
    uuid: users.uuid,
    roleId: users.roleId,
    tokenVersion: users.tokenVersion,
  });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Stores a new password hash and revokes every token issued before it. */
export async function replacePassword(executor: Database, userId: number, passwordHash: string) {
  const [row] = await executor
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ uuid: users.uuid, roleId: users.roleId, tokenVersion: users.tokenVersion });
  if (!row) throw new Error('password update matched no user');
  return row;
}

export async function insertDesignerProfile(
  executor: Database,
  values: typeof designerProfiles.$inferInsert,
) {
  await executor.insert(designerProfiles).values(values);
}

export async function insertSupplierProfile(
  executor: Database,
  values: typeof supplierProfiles.$inferInsert,
) {
  await executor.insert(supplierProfiles).values(values);
}

export async function insertSalespersonProfile(
  executor: Database,
  values: typeof salespersonProfiles.$inferInsert,
) {
  await executor.insert(salespersonProfiles).values(values);
}

export async function upsertBankAccount(
  executor: Database,
  values: typeof bankAccounts.$inferInsert,
) {
  await executor
    .insert(bankAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: bankAccounts.userId,
      set: {
        bankName: values.bankName,
        accountNumber: values.accountNumber,
        isSavingsAccount: values.isSavingsAccount,
      },
    });
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
