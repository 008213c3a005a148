/**
 * A supplier's tracking links on the paid quotes it has products in (part 2 §7; decisions 029,
 * 030), one rule for a remodelling's quotes and a presential consultancy's: only once paid, and at
 * most `trackingsPerSupplierMax` links per supplier and quote. The owner's service finds the quote
 * (its 404s), locks its owner and moves its 'my orders' step; this module keeps the links.
 */
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { Database } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import {
  countTrackings,
  deleteTracking,
  findOwnTracking,
  insertTracking,
} from './quote-trackings.repository.js';
import type { QuoteOwnerRef } from './quotes.repository.js';

/**
 * Adds `url` to a quote the supplier has lines in, inside the caller's transaction, the quote read
 * under its owner's lock (which a payment of the quote takes too): 409 unless it is paid or when
 * the supplier already has the most links allowed on it.
 */
export async function addSupplierTracking(
  tx: Database,
  quote: { id: number; paidAt: Date | null } | null,
  supplierUserId: number,
  url: string,
  now: Date,
): Promise<void> {
  if (!quote?.paidAt) throw new AppError(409, 'QUOTE_NOT_PAID', MESSAGES.quoteNotPaid);
  if ((await countTrackings(tx, quote.id, supplierUserId)) >= LIMITS.trackingsPerSupplierMax) {
    throw fieldError(409, 'TRACKING_TOO_MANY', 'url', MESSAGES.trackingTooMany);
  }
  await insertTracking(tx, { quoteId: quote.id, supplierUserId, url, createdAt: now });
}

/**
 * Removes one of the supplier's own links on a quote of `kind` (anyone else's: 404); answers the
 * quote and the hashid of what it belongs to, for the caller's view.
 */
export async function removeSupplierTracking(
  executor: Database,
  kind: QuoteOwnerRef['kind'],
  trackingId: number,
  supplierUserId: number,
): Promise<{ quoteId: number; hashid: string }> {
  const tracking = await findOwnTracking(executor, kind, trackingId, supplierUserId);
  if (!tracking) throw notFound();
  await deleteTracking(executor, tracking.id);
  return { quoteId: tracking.quoteId, hashid: tracking.hashid };
}
