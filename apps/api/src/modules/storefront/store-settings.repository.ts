/** Queries of a supplier's storefront settings: branding, logo, banners, navbar and social links. */
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
import { storeNavbarLinks, storeSocialLinks } from '../../db/schema/storefront.js';
import { supplierProfiles, users } from '../../db/schema/users.js';

const LOGO_TYPE = documentTypeId('companyLogo');
const BANNER_TYPE = documentTypeId('companyBanner');

export interface StoreRow {
  userId: number;
  companyName: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  fontType: string;
  visible: boolean;
  logoKey: string | null;
  banners: { id: number; key: string }[];
  navbarLinks: { id: number; name: string; url: string }[];
  socialLinks: { id: number; typeId: number; url: string }[];
}

/**
 * Everything a store page shows, in one query: the company's branding, its newest logo, and its
 * banners, navbar links and social links in the order they were added.
 */
async function findStore(executor: Database, where: SQL): Promise<StoreRow | null> {
  const rows = await executor
    .select({
      userId: supplierProfiles.userId,
      companyName: supplierProfiles.companyName,
      primaryColor: supplierProfiles.primaryColor,
      secondaryColor: supplierProfiles.secondaryColor,
      fontType: supplierProfiles.fontType,
      visible: sql<boolean>`(${users.isApproved} is true and ${users.isPublic} and ${users.isActive})`,
      logoKey: sql<string | null>`(select f.storage_key from ${storedFiles} f
        where f.owner_user_id = ${supplierProfiles.userId} and f.document_type_id = ${LOGO_TYPE}
        order by f.id desc limit 1)`,
      banners: sql<StoreRow['banners']>`coalesce((
        select json_agg(json_build_object('id', f.id, 'key', f.storage_key) order by f.id)
        from ${storedFiles} f
        where f.owner_user_id = ${supplierProfiles.userId} and f.document_type_id = ${BANNER_TYPE}
      ), '[]'::json)`,
      navbarLinks: sql<StoreRow['navbarLinks']>`coalesce((
        select json_agg(json_build_object('id', l.id, 'name', l.name, 'url', l.url) order by l.id)
        from ${storeNavbarLinks} l where l.supplier_user_id = ${supplierProfiles.userId}
      ), '[]'::json)`,
      socialLinks: sql<StoreRow['socialLinks']>`coalesce((
        select json_agg(json_build_object('id', s.id, 'typeId', s.social_media_type_id, 'url', s.url)
          order by s.social_media_type_id)
        from ${storeSocialLinks} s where s.supplier_user_id = ${supplierProfiles.userId}
      ), '[]'::json)`,
    })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .where(where)
    .limit(1);
  return rows[0] ?? null;
}

export function findStoreOfSupplier(executor: Database, userId: number) {
  return findStore(executor, eq(supplierProfiles.userId, userId));
}

/** The store a path segment names (the company name with dashes for spaces), by its unique index. */
export function findStoreBySlug(executor: Database, slug: string) {
  return findStore(
    executor,
    sql`lower(regexp_replace(btrim(${supplierProfiles.companyName}), '[[:space:]]+', '-', 'g')) = lower(${slug})`,
  );
}

/**
 * Locks the supplier's user row until the transaction ends: two requests adding a banner or a
 * link run one after the other, so a count taken after this cannot be stale.
 */
export async function lockSupplier(executor: Database, userId: number): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function updateBranding(
  executor: Database,
  userId: number,
  values: Partial<{ primaryColor: string; secondaryColor: string; fontType: string }>,
): Promise<boolean> {
  if (Object.keys(values).length === 0) return true;
  const rows = await executor
    .update(supplierProfiles)
    .set(values)
    .where(eq(supplierProfiles.userId, userId))
    .returning({ userId: supplierProfiles.userId });
  return rows.length > 0;
}

/** The ids of the supplier's logos other than `keepId`: the ones a new logo replaces. */
export async function otherLogoIds(executor: Database, userId: number, keepId: number) {
  const rows = await executor
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.documentTypeId, LOGO_TYPE),
        ne(storedFiles.id, keepId),
      ),
    )
    .orderBy(desc(storedFiles.id));
  return rows.map((row) => row.id);
}

export async function countBanners(executor: Database, userId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, userId), eq(storedFiles.documentTypeId, BANNER_TYPE)));
  return row?.total ?? 0;
}

export async function findOwnedBanner(executor: Database, fileId: number, userId: number) {
  const [row] = await executor
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.documentTypeId, BANNER_TYPE),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

const navbarColumns = {
  id: storeNavbarLinks.id,
  name: storeNavbarLinks.name,
  url: storeNavbarLinks.url,
};

export function listNavbarLinks(executor: Database, userId: number) {
  return executor
    .select(navbarColumns)
    .from(storeNavbarLinks)
    .where(eq(storeNavbarLinks.supplierUserId, userId))
    .orderBy(asc(storeNavbarLinks.id));
}

export async function countNavbarLinks(executor: Database, userId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(storeNavbarLinks)
    .where(eq(storeNavbarLinks.supplierUserId, userId));
  return row?.total ?? 0;
}

export async function insertNavbarLink(
  executor: Database,
  userId: number,
  link: { name: string; url: string },
) {
  const [row] = await executor
    .insert(storeNavbarLinks)
    .values({ supplierUserId: userId, ...link })
    .returning(navbarColumns);
  if (!row) throw new Error('navbar link insert returned no row');
  return row;
}

export async function updateOwnedNavbarLink(
  executor: Database,
  id: number,
  userId: number,
  link: { name: string; url: string },
) {
  const [row] = await executor
    .update(storeNavbarLinks)
    .set(link)
    .where(and(eq(storeNavbarLinks.id, id), eq(storeNavbarLinks.supplierUserId, userId)))
    .returning(navbarColumns);
  return row ?? null;
}

export async function deleteOwnedNavbarLink(executor: Database, id: number, userId: number) {
  const [row] = await executor
    .delete(storeNavbarLinks)
    .where(and(eq(storeNavbarLinks.id, id), eq(storeNavbarLinks.supplierUserId, userId)))
    .returning({ id: storeNavbarLinks.id });
  return row ?? null;
}

const socialColumns = {
  id: storeSocialLinks.id,
  typeId: storeSocialLinks.socialMediaTypeId,
  url: storeSocialLinks.url,
};

export function listSocialLinks(executor: Database, userId: number) {
  return executor
    .select(socialColumns)
    .from(storeSocialLinks)
    .where(eq(storeSocialLinks.supplierUserId, userId))
    .orderBy(asc(storeSocialLinks.socialMediaTypeId));
}

export async function insertSocialLink(
  executor: Database,
  userId: number,
  link: { typeId: number; url: string },
) {
  const [row] = await executor
    .insert(storeSocialLinks)
    .values({ supplierUserId: userId, socialMediaTypeId: link.typeId, url: link.url })
    .returning(socialColumns);
  if (!row) throw new Error('social link insert returned no row');
  return row;
}

export async function updateOwnedSocialLink(
  executor: Database,
  id: number,
  userId: number,
  link: { typeId: number; url: string },
) {
  const [row] = await executor
    .update(storeSocialLinks)
    .set({ socialMediaTypeId: link.typeId, url: link.url })
    .where(and(eq(storeSocialLinks.id, id), eq(storeSocialLinks.supplierUserId, userId)))
    .returning(socialColumns);
  return row ?? null;
}

export async function deleteOwnedSocialLink(executor: Database, id: number, userId: number) {
  const [row] = await executor
    .delete(storeSocialLinks)
    .where(and(eq(storeSocialLinks.id, id), eq(storeSocialLinks.supplierUserId, userId)))
    .returning({ id: storeSocialLinks.id });
  return row ?? null;
}
