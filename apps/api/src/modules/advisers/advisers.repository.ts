import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { documentTypeId } from '@hogarte/shared/lookups';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { containing, fullNameContains } from '../../db/search.js';
import { salespersonProfiles, supplierProfiles, users } from '../../db/schema/users.js';

const AVATAR_TYPE = documentTypeId('avatar');

const ADVISER_COLUMNS = {
  id: users.id,
  uuid: users.uuid,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  cedula: users.cedula,
  cityCode: users.cityCode,
  cityName: users.cityName,
  isApproved: users.isApproved,
  isPublic: users.isPublic,
  isActive: users.isActive,
  createdAt: users.createdAt,
  supplierUserId: salespersonProfiles.supplierUserId,
  professionalProfile: salespersonProfiles.professionalProfile,
  instagram: salespersonProfiles.instagram,
  videoPresentationUrl: salespersonProfiles.videoPresentationUrl,
  onlineStatus: salespersonProfiles.onlineStatus,
  companyName: supplierProfiles.companyName,
  avatarKey: latestFileKey(users.id, AVATAR_TYPE),
};

function advisersQuery(executor: Database) {
  return executor
    .select(ADVISER_COLUMNS)
    .from(salespersonProfiles)
    .innerJoin(users, eq(users.id, salespersonProfiles.userId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, salespersonProfiles.supplierUserId));
}

export type AdviserRecord = NonNullable<Awaited<ReturnType<typeof findAdviser>>>;

/** An adviser by uuid with its supplier's company; with `lock`, its user row is held. */
export async function findAdviser(executor: Database, uuid: string, lock = false) {
  const query = advisersQuery(executor).where(eq(users.uuid, uuid)).limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

export interface AdviserFilter {
  /** Only this supplier's advisers; every supplier's for the admin. */
  supplierUserId: number | null;
  name: string;
  profile: string;
}

function filterCondition(filter: AdviserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.supplierUserId !== null) {
    conditions.push(eq(salespersonProfiles.supplierUserId, filter.supplierUserId));
  }
  if (filter.name) {
    conditions.push(fullNameContains(users, containing(filter.name)));
  }
  if (filter.profile) {
    conditions.push(ilike(salespersonProfiles.professionalProfile, containing(filter.profile)));
  }
  return and(...conditions);
}

export async function countAdvisers(db: Database, filter: AdviserFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(salespersonProfiles)
    .innerJoin(users, eq(users.id, salespersonProfiles.userId))
    .where(filterCondition(filter));
  return row?.count ?? 0;
}

/** A page of advisers, newest first. */
export async function listAdvisers(
  db: Database,
  filter: AdviserFilter,
  page: { offset: number; limit: number },
) {
  return advisersQuery(db)
    .where(filterCondition(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** A supplier's approved, public advisers: online first, then busy, then the rest, by name. */
export async function listPublicAdvisers(db: Database, supplierUserId: number) {
  return advisersQuery(db)
    .where(
      and(
        eq(salespersonProfiles.supplierUserId, supplierUserId),
        eq(users.isApproved, true),
        eq(users.isPublic, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(
      sql`case ${salespersonProfiles.onlineStatus} when 'online' then 0 when 'away' then 1 else 2 end`,
      asc(users.firstName),
      asc(users.lastName),
    );
}

export async function insertAdviserProfile(
  executor: Database,
  values: typeof salespersonProfiles.$inferInsert,
) {
  await executor.insert(salespersonProfiles).values(values);
}

export type AdviserProfileChanges = Partial<
  Pick<
    typeof salespersonProfiles.$inferInsert,
    'professionalProfile' | 'instagram' | 'videoPresentationUrl' | 'onlineStatus'
  >
>;

export async function updateAdviserProfile(
  executor: Database,
  userId: number,
  changes: AdviserProfileChanges,
): Promise<boolean> {
  const rows = await executor
    .update(salespersonProfiles)
    .set(changes)
    .where(eq(salespersonProfiles.userId, userId))
    .returning({ userId: salespersonProfiles.userId });
  return rows.length > 0;
}

export type AdviserAccountChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'cedula'
    | 'cityCode'
    | 'cityName'
    | 'isApproved'
    | 'isPublic'
  >
>;

/** The adviser's account columns: names, contact, city, and the two switches. */
export async function updateAdviserAccount(
  executor: Database,
  userId: number,
  changes: AdviserAccountChanges,
) {
  await executor
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.roleId, ROLE.salesperson)));
}

/** Removes the adviser's account; its profile and file rows go with it (cascade). */
export async function deleteAdviserAccount(executor: Database, userId: number) {
  await executor.delete(users).where(and(eq(users.id, userId), eq(users.roleId, ROLE.salesperson)));
}
