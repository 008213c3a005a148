/** The suppliers' tracking links of quotes, whatever the quote belongs to. */
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { presentialConsultancies } from '../../db/schema/presential.js';
import { quoteTrackings, quotes } from '../../db/schema/quotes.js';
import { remodelings } from '../../db/schema/remodelings.js';
import type { QuoteOwnerRef } from './quotes.repository.js';

export async function countTrackings(executor: Database, quoteId: number, supplierUserId: number) {
  const [row] = await executor
    .select({ total: count() })
    .from(quoteTrackings)
    .where(
      and(eq(quoteTrackings.quoteId, quoteId), eq(quoteTrackings.supplierUserId, supplierUserId)),
    );
  return row?.total ?? 0;
}

export async function insertTracking(
  executor: Database,
  values: typeof quoteTrackings.$inferInsert,
) {
  await executor.insert(quoteTrackings).values(values);
}

const own = (trackingId: number, supplierUserId: number) =>
  and(eq(quoteTrackings.id, trackingId), eq(quoteTrackings.supplierUserId, supplierUserId));

/**
 * A supplier's own tracking link on a quote of `kind`, with its quote and the hashid of what the
 * quote belongs to; anyone else's link, or one of the other kind, is not found.
 */
export async function findOwnTracking(
  executor: Database,
  kind: QuoteOwnerRef['kind'],
  trackingId: number,
  supplierUserId: number,
) {
  const [row] =
    kind === 'remodeling'
      ? await executor
          .select({ id: quoteTrackings.id, quoteId: quotes.id, hashid: remodelings.hashid })
          .from(quoteTrackings)
          .innerJoin(quotes, eq(quotes.id, quoteTrackings.quoteId))
          .innerJoin(remodelings, eq(remodelings.id, quotes.remodelingId))
          .where(own(trackingId, supplierUserId))
          .limit(1)
      : await executor
          .select({
            id: quoteTrackings.id,
            quoteId: quotes.id,
            hashid: presentialConsultancies.hashid,
          })
          .from(quoteTrackings)
          .innerJoin(quotes, eq(quotes.id, quoteTrackings.quoteId))
          .innerJoin(
            presentialConsultancies,
            eq(presentialConsultancies.id, quotes.presentialConsultancyId),
          )
          .where(own(trackingId, supplierUserId))
          .limit(1);
  return row ?? null;
}

export async function deleteTracking(executor: Database, trackingId: number) {
  await executor.delete(quoteTrackings).where(eq(quoteTrackings.id, trackingId));
}
