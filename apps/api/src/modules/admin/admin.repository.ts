import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { containing, fullNameContains } from '../../db/search.js';
import { storedFiles } from '../../db/schema/files.js';
import { bankAccounts, designerProfiles, supplierProfiles, users } from '../../db/schema/users.js';

export type ApprovalStatus = 'all' | 'pending' | 'approved' | 'rejected';

function approvalCondition(status: ApprovalStatus): SQL | undefined {
  if (status === 'pending') return isNull(users.isApproved);
  if (status === 'approved') return eq(users.isApproved, true);
  if (status === 'rejected') return eq(users.isApproved, false);
  return undefined;
}

/** How many designers or suppliers are in each state, in one query. */
export async function countByApproval(db: Database, roleId: number) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${users.isApproved} is null))::int`,
      approved: sql<number>`(count(*) filter (where ${users.isApproved} = true))::int`,
      rejected: sql<number>`(count(*) filter (where ${users.isApproved} = false))::int`,
    })
    .from(users)
    .where(eq(users.roleId, roleId));
  return row ?? { all: 0, pending: 0, approved: 0, rejected: 0 };
}

export async function listDesigners(db: Database, status: ApprovalStatus) {
  return db
    .select({
      id: users.id,
      uuid: users.uuid,
      createdAt: users.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      cedula: users.cedula,
      cityName: users.cityName,
      streetAddress: users.streetAddress,
      isApproved: users.isApproved,
      isActive: users.isActive,
      isPublic: users.isPublic,
      professionId: designerProfiles.professionId,
      bio: designerProfiles.bio,
      universityName: designerProfiles.universityName,
      graduationYear: designerProfiles.graduationYear,
      instagram: designerProfiles.instagram,
    })
    .from(users)
    .leftJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(and(eq(users.roleId, ROLE.designer), approvalCondition(status)))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export async function listSuppliers(db: Database, status: ApprovalStatus) {
  return db
    .select({
      id: users.id,
      uuid: users.uuid,
      createdAt: users.createdAt,
      phone: users.phone,
      email: users.email,
      cityName: users.cityName,
      streetAddress: users.streetAddress,
      isApproved: users.isApproved,
      isPublic: users.isPublic,
      profile: supplierProfiles,
      bank: {
        bankName: bankAccounts.bankName,
        accountNumber: bankAccounts.accountNumber,
        isSavingsAccount: bankAccounts.isSavingsAccount,
      },
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .where(and(eq(users.roleId, ROLE.supplier), approvalCondition(status)))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** The files of some document types for a list of owners, oldest first. */
export async function listFilesOf(db: Database, ownerUserIds: number[], typeIds: number[]) {
  if (ownerUserIds.length === 0 || typeIds.length === 0) return [];
  return db
    .select({
      id: storedFiles.id,
      ownerUserId: storedFiles.ownerUserId,
      documentTypeId: storedFiles.documentTypeId,
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.fileName,
    })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.ownerUserId, ownerUserIds),
        inArray(storedFiles.documentTypeId, typeIds),
      ),
    )
    .orderBy(asc(storedFiles.id));
}

/** A user under review, locked until the transaction ends so two admins' answers queue up. */
export async function lockUserByUuid(executor: Database, uuid: string) {
  const [row] = await executor
    .select({
      id: users.id,
      uuid: users.uuid,
      roleId: users.roleId,
      email: users.email,
      firstName: users.firstName,
      isApproved: users.isApproved,
      isPublic: users.isPublic,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.uuid, uuid))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findCompanyName(executor: Database, userId: number) {
  const [row] = await executor
    .select({ companyName: supplierProfiles.companyName })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, userId))
    .limit(1);
  return row?.companyName ?? null;
}

export async function updateReviewFlags(
  executor: Database,
  userId: number,
  flags: { isApproved?: boolean; isPublic?: boolean },
): Promise<void> {
  await executor
    .update(users)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserRoleByUuid(db: Database, uuid: string) {
  const [row] = await db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(eq(users.uuid, uuid))
    .limit(1);
  return row ?? null;
}

export type ClientSort = 'created_at' | 'first_name' | 'last_name' | 'email' | 'city';

const CLIENT_SORT_COLUMNS = {
  created_at: users.createdAt,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  city: users.cityName,
} as const;

function clientsCondition(search: string): SQL | undefined {
  const isClient = eq(users.roleId, ROLE.client);
  if (!search) return isClient;
  const pattern = containing(search);
  return and(
    isClient,
    or(
      fullNameContains(users, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
      ilike(users.cedula, pattern),
    ),
  );
}

export async function countClients(db: Database, search: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(clientsCondition(search));
  return row?.total ?? 0;
}

export async function listClientsPage(
  db: Database,
  page: { search: string; sort: ClientSort; order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const direction = page.order === 'asc' ? asc : desc;
  return (
    db
      .select({
        uuid: users.uuid,
        createdAt: users.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
        cityName: users.cityName,
        cedula: users.cedula,
        streetAddress: users.streetAddress,
      })
      .from(users)
      .where(clientsCondition(page.search))
      // The id breaks ties, so rows with equal names do not swap between pages.
      .orderBy(direction(CLIENT_SORT_COLUMNS[page.sort]), direction(users.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}
