/**
 * Advisers as clients meet them and as they present themselves (spec part 2 §2.8, §4 Advisor):
 * the advisers a supplier's product page and store offer, each with its online status, and the
 * status an adviser sets for itself ('Activo', 'Ocupado', 'Desconectado'), which turns
 * 'Desconectado' by itself when the adviser's last open tab closes.
 */
import type { PublicAdviser } from '@hogarte/shared/contracts/advisers';
import { MESSAGES } from '@hogarte/shared/messages';
import type { OnlineStatus } from '@hogarte/shared/online-status';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { storeSupplierId } from '../storefront/storefront.service.js';
import { findAdviser, listPublicAdvisers, updateAdviserProfile } from './advisers.repository.js';

/**
 * `GET /v2/salespeople/{companyName}` (the company name with dashes for spaces): the visible
 * supplier's approved and active advisers, online first. An unknown or hidden store is 404.
 */
export async function publicAdvisers(ctx: AppContext, storeName: string): Promise<PublicAdviser[]> {
  const supplierId = await storeSupplierId(ctx, storeName);
  const rows = await listPublicAdvisers(ctx.db, supplierId);
  return rows.map((row) => ({
    salesperson_id: row.uuid,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatarKey ? ctx.storage.publicUrl(row.avatarKey) : null,
    professional_profile: row.professionalProfile,
    city_name: row.cityName,
    online_status: row.onlineStatus,
  }));
}

/** `PATCH /v2/salespeople/onlineStatus` `{onlineStatus}`: the adviser's own status. */
export async function setOwnOnlineStatus(ctx: AppContext, actor: Actor, status: OnlineStatus) {
  const updated = await updateAdviserProfile(ctx.db, actor.id, { onlineStatus: status });
  // A salesperson account without an adviser profile has no status to set.
  if (!updated) throw notFound();
  return { message: MESSAGES.onlineStatusUpdated, online_status: status };
}

/**
 * The realtime layer found no socket of this user left open: an adviser who closed the app is
 * no longer there to answer, so it shows 'Desconectado' until it sets its status again.
 */
export async function leaveWhenLastSocketCloses(ctx: AppContext, actor: Actor): Promise<void> {
  await updateAdviserProfile(ctx.db, actor.id, { onlineStatus: 'offline' });
}

/**
 * An adviser a client may start a consultancy with: approved, active and public (the ones the
 * store lists). Any other, or no adviser at all, is not found.
 */
export async function reachableAdviser(ctx: AppContext, uuid: string) {
  const adviser = await findAdviser(ctx.db, uuid);
  if (!adviser?.isApproved || !adviser.isPublic || !adviser.isActive) throw notFound();
  return { id: adviser.id, supplierUserId: adviser.supplierUserId };
}
