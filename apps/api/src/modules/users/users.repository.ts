import { and, eq, ne, or, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
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

const sessionRecordQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      roleId: users.roleId,
      tokenVersion: users.tokenVersion,
      isApproved: users.isApproved,
    })
    .from(users)
    .where(eq(users.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('session_record'),
);

export async function findSessionRecord(db: Database, uuid: string) {
  const [row] = await sessionRecordQuery(db).execute({ uuid });
  return row ?? null;
}

const AVATAR_TYPE = documentTypeId('avatar');
const LOGO_TYPE = documentTypeId('companyLogo');

const companyOwner = sql`coalesce(${salespersonProfiles.supplierUserId}, ${supplierProfiles.userId})`;

const sessionViewQuery = preparedPerDatabase((db) =>
  db
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
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_view'),
);

/** The signed-in user as the browser keeps it, in one query whatever the role. */
export async function findSessionView(db: Database, userId: number) {
  const [row] = await sessionViewQuery(db).execute({ userId });
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

/** Which of these contacts another account already uses (the account itself is left out). */
export async function findContactsUsedByOthers(
  db: Database,
  userId: number,
  contact: { email?: string | undefined; phone?: string | undefined; cedula?: string | undefined },
) {
  const conditions = [];
  if (contact.email) conditions.push(eq(users.email, contact.email));
  if (contact.phone) conditions.push(eq(users.phone, contact.phone));
  if (contact.cedula) conditions.push(eq(users.cedula, contact.cedula));
  if (conditions.length === 0) return [];
  return db
    .select({ email: users.email, phone: users.phone, cedula: users.cedula })
    .from(users)
    .where(and(ne(users.id, userId), or(...conditions)));
}

export type UserChanges = Partial<
  Pick<
    NewUser,
    | 'email'
    | 'phone'
    | 'cedula'
    | 'firstName'
    | 'lastName'
    | 'cityCode'
    | 'cityName'
    | 'streetAddress'
    | 'isPublic'
  >
>;

export async function updateUser(executor: Database, userId: number, changes: UserChanges) {
  if (Object.keys(changes).length === 0) return;
  await executor
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findAccountDetails(db: Database, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      cedula: users.cedula,
      phone: users.phone,
      email: users.email,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A designer's own profile: the account, the designer row (if any) and the latest avatar. */
export async function findDesignerProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      uuid: users.uuid,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      cedula: users.cedula,
      streetAddress: users.streetAddress,
      cityCode: users.cityCode,
      cityName: users.cityName,
      isActive: users.isActive,
      isPublic: users.isPublic,
      professionId: designerProfiles.professionId,
      bio: designerProfiles.bio,
      universityName: designerProfiles.universityName,
      graduationYear: designerProfiles.graduationYear,
      instagram: designerProfiles.instagram,
      ratingSum: designerProfiles.ratingSum,
      ratingCount: designerProfiles.ratingCount,
      avatarKey: latestFileKey(users.id, AVATAR_TYPE),
    })
    .from(users)
    .leftJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Creates the designer row when an account has none yet, else changes the given columns. */
export async function upsertDesignerDetails(
  executor: Database,
  userId: number,
  changes: Partial<Pick<typeof designerProfiles.$inferInsert, 'bio' | 'instagram'>>,
) {
  if (Object.keys(changes).length === 0) return;
  await executor
    .insert(designerProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: designerProfiles.userId, set: changes });
}

/** The bank account with what its holder name is made of (a person's or a company's name). */
export async function findBankAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      isSavingsAccount: bankAccounts.isSavingsAccount,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: supplierProfiles.companyName,
    })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(eq(bankAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}
