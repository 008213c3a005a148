import { exists, sql, type SQLWrapper } from 'drizzle-orm';
import { quoteLines, quotes } from './schema/quotes.js';

/**
 * Whether a supplier has a line in a quote of an owner (a remodelling's sheet, a presential
 * consultancy): what lets a supplier see the owner. `ownerColumn` is the quotes' column naming
 * that kind of owner, `ownerId` the owner's id in the query's own tables.
 */
export function quotesSupplier(
  ownerColumn: typeof quotes.remodelingId | typeof quotes.presentialConsultancyId,
  ownerId: SQLWrapper,
  supplierUserId: number,
) {
  return exists(
    sql`(select 1 from ${quoteLines} join ${quotes} on ${quotes.id} = ${quoteLines.quoteId}
      where ${ownerColumn} = ${ownerId} and ${quoteLines.supplierUserId} = ${supplierUserId})`,
  );
}
