import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { documentTypeId } from '@hogarte/shared/lookups';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { designerProfiles, users } from '../../db/schema/users.js';

export async function insertDesignerProfile(
  executor: Database,
  values: typeof designerProfiles.$inferInsert,
): Promise<void> {
  await executor.insert(designerProfiles).values(values);
}

/**
 * Adds a rating to the designer's totals (its profile row is created if it had none): the virtual
 * consultancy's and the remodelling's ratings both count in one average.
 */
export async function addDesignerRating(
  executor: Database,
  designerUserId: number,
  rating: number,
) {
  await executor
    .insert(designerProfiles)
    .values({ userId: designerUserId, ratingSum: rating, ratingCount: 1 })
    .onConflictDoUpdate({
      target: designerProfiles.userId,
      set: {
        ratingSum: sql`${designerProfiles.ratingSum} + ${rating}`,
        ratingCount: sql`${designerProfiles.ratingCount} + 1`,
      },
    });
}

/** Designers a client may hire: approved, with a current membership, showing their profile. */
const PUBLIC_DESIGNER: SQL | undefined = and(
  eq(users.roleId, ROLE.designer),
  eq(users.isApproved, true),
  eq(users.isActive, true),
  eq(users.isPublic, true),
);

/** A public designer's id by uuid, or null (anyone else, or a designer not shown). */
export async function findPublicDesignerId(executor: Database, uuid: string) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.uuid, uuid), PUBLIC_DESIGNER))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A page of public designers, the best rated first (average, then how many rated), then the
 * newest: a client choosing whom to pay looks for proven ones first, and among the unrated the
 * newcomers still show before the ones who never got a consultancy.
 */
export async function listPublicDesigners(executor: Database, limit: number, offset: number) {
  const average = sql`${designerProfiles.ratingSum}::numeric / nullif(${designerProfiles.ratingCount}, 0)`;
  return executor
    .select({
      id: users.id,
      uuid: users.uuid,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      professionId: designerProfiles.professionId,
      bio: designerProfiles.bio,
      ratingSum: designerProfiles.ratingSum,
      ratingCount: designerProfiles.ratingCount,
      avatarKey: latestFileKey(users.id, documentTypeId('avatar')),
    })
    .from(users)
    .leftJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(PUBLIC_DESIGNER)
    .orderBy(
      sql`${average} desc nulls last`,
      sql`${designerProfiles.ratingCount} desc nulls last`,
      desc(users.createdAt),
      desc(users.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countPublicDesigners(executor: Database) {
  const [row] = await executor.select({ total: count() }).from(users).where(PUBLIC_DESIGNER);
  return row?.total ?? 0;
}
