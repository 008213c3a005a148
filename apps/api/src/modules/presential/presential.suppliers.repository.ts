/**
 * The queries of a supplier's presential quotes (part 2 §2.5; decision 030): the quotes of
 * presential consultancies it has lines in, with their status for that supplier, the receipt data
 * the client paid with, and the supplier's receipts.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SupplierQuoteStatus } from '@hogarte/shared/supplier-quotes';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema/commerce.js';
import { storedFiles } from '../../db/schema/files.js';
import { presentialConsultancies } from '../../db/schema/presential.js';
import {
  paymentQuotes,
  quoteLines,
  quoteSupplierReceipts,
  quoteTrackings,
  quotes,
} from '../../db/schema/quotes.js';
import { PARTY_COLUMNS, clients, designers } from './presential.repository.js';

/** A presential quote with at least one line of the supplier. */
const quotesSupplier = (supplierUserId: number) =>
  and(
    isNotNull(quotes.presentialConsultancyId),
    sql`exists (select 1 from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id}
      and ${quoteLines.supplierUserId} = ${supplierUserId})`,
  ) as SQL;

/**
 * The quote's status for the supplier (decision 030): unpaid is 'quoted'; paid is 'finished' once
 * the supplier has a tracking link and a receipt on it, 'paid' until then.
 */
function statusFor(supplierUserId: number) {
  const tracked = sql`exists (select 1 from ${quoteTrackings} where ${quoteTrackings.quoteId} = ${quotes.id}
    and ${quoteTrackings.supplierUserId} = ${supplierUserId})`;
  const invoiced = sql`exists (select 1 from ${quoteSupplierReceipts}
    where ${quoteSupplierReceipts.quoteId} = ${quotes.id}
    and ${quoteSupplierReceipts.supplierUserId} = ${supplierUserId})`;
  return sql<SupplierQuoteStatus>`case when ${quotes.paidAt} is null then 'quoted'
    when ${tracked} and ${invoiced} then 'finished' else 'paid' end`;
}

function supplierQuotesQuery(executor: Database, supplierUserId: number) {
  return executor
    .select({
      id: quotes.id,
      name: quotes.name,
      createdAt: quotes.createdAt,
      approvedAt: quotes.approvedAt,
      paidAt: quotes.paidAt,
      status: statusFor(supplierUserId),
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      storageKey: storedFiles.storageKey,
      isPrivate: storedFiles.isPrivate,
      consultancyId: presentialConsultancies.id,
      hashid: presentialConsultancies.hashid,
      cityName: presentialConsultancies.cityName,
      address: presentialConsultancies.address,
      ...PARTY_COLUMNS,
    })
    .from(quotes)
    .innerJoin(storedFiles, eq(storedFiles.id, quotes.fileId))
    .innerJoin(
      presentialConsultancies,
      eq(presentialConsultancies.id, quotes.presentialConsultancyId),
    )
    .innerJoin(clients, eq(clients.id, presentialConsultancies.clientUserId))
    .innerJoin(designers, eq(designers.id, presentialConsultancies.designerUserId));
}
export type SupplierQuoteRow = Awaited<ReturnType<typeof supplierQuotesQuery>>[number];

/** A page of the supplier's presential quotes, newest first, of one status or all, with the total. */
export function listSupplierQuotes(
  executor: Database,
  supplierUserId: number,
  status: SupplierQuoteStatus | undefined,
  page: { limit: number; offset: number },
): Promise<[SupplierQuoteRow[], number]> {
  const where = and(
    quotesSupplier(supplierUserId),
    status === undefined ? undefined : sql`${statusFor(supplierUserId)} = ${status}`,
  );
  const rows = supplierQuotesQuery(executor, supplierUserId)
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = executor
    .select({ total: sql<number>`count(*)::int` })
    .from(quotes)
    .where(where)
    .then((result) => result[0]?.total ?? 0);
  return Promise.all([rows, total]);
}

/** One of the supplier's presential quotes, as its list shows it. */
export async function findSupplierQuoteRow(
  executor: Database,
  supplierUserId: number,
  quoteId: number,
): Promise<SupplierQuoteRow | undefined> {
  const [row] = await supplierQuotesQuery(executor, supplierUserId)
    .where(and(eq(quotes.id, quoteId), quotesSupplier(supplierUserId)))
    .limit(1);
  return row;
}

/** How many of the supplier's presential quotes are in each status (the screen's chips). */
export async function countSupplierQuotes(executor: Database, supplierUserId: number) {
  const status = statusFor(supplierUserId);
  const [row] = await executor
    .select({
      quoted: sql<number>`(count(*) filter (where ${status} = 'quoted'))::int`,
      paid: sql<number>`(count(*) filter (where ${status} = 'paid'))::int`,
      finished: sql<number>`(count(*) filter (where ${status} = 'finished'))::int`,
    })
    .from(quotes)
    .where(quotesSupplier(supplierUserId));
  return row ?? { quoted: 0, paid: 0, finished: 0 };
}

/**
 * A presential quote the supplier has lines in, with its consultancy, or nothing (another
 * supplier's quote, a remodelling's quote): what the supplier's changes check first.
 */
export async function findSupplierQuote(
  executor: Database,
  quoteId: number,
  supplierUserId: number,
) {
  const [row] = await executor
    .select({
      id: quotes.id,
      paidAt: quotes.paidAt,
      consultancyId: presentialConsultancies.id,
      hashid: presentialConsultancies.hashid,
    })
    .from(quotes)
    .innerJoin(
      presentialConsultancies,
      eq(presentialConsultancies.id, quotes.presentialConsultancyId),
    )
    .where(and(eq(quotes.id, quoteId), quotesSupplier(supplierUserId)))
    .limit(1);
  return row ?? null;
}

/**
 * The receipt data of the approved payment that paid each quote. A later approved payment of the
 * same quote paid nothing (decision 030's used deposit), so the first one is the payer.
 */
export function paidReceipts(executor: Database, quoteIds: number[]) {
  return executor
    .selectDistinctOn([paymentQuotes.quoteId], {
      quoteId: paymentQuotes.quoteId,
      receipt: payments.receipt,
    })
    .from(paymentQuotes)
    .innerJoin(payments, eq(payments.id, paymentQuotes.paymentId))
    .where(and(inArray(paymentQuotes.quoteId, quoteIds), eq(payments.status, 'APPROVED')))
    .orderBy(asc(paymentQuotes.quoteId), asc(payments.finalizedAt), asc(payments.id));
}

/** The supplier's receipts of some quotes, oldest first, with their files. */
export function listSupplierReceipts(
  executor: Database,
  quoteIds: number[],
  supplierUserId: number,
) {
  return executor
    .select({
      id: quoteSupplierReceipts.id,
      quoteId: quoteSupplierReceipts.quoteId,
      createdAt: quoteSupplierReceipts.createdAt,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      storageKey: storedFiles.storageKey,
      isPrivate: storedFiles.isPrivate,
    })
    .from(quoteSupplierReceipts)
    .innerJoin(storedFiles, eq(storedFiles.id, quoteSupplierReceipts.fileId))
    .where(
      and(
        inArray(quoteSupplierReceipts.quoteId, quoteIds),
        eq(quoteSupplierReceipts.supplierUserId, supplierUserId),
      ),
    )
    .orderBy(asc(quoteSupplierReceipts.id));
}

export async function insertSupplierReceipt(
  executor: Database,
  values: typeof quoteSupplierReceipts.$inferInsert,
): Promise<number> {
  const [row] = await executor
    .insert(quoteSupplierReceipts)
    .values(values)
    .returning({ id: quoteSupplierReceipts.id });
  if (!row) throw new Error('supplier receipt not inserted');
  return row.id;
}

/** One of the supplier's own receipts; anyone else's is not found. */
export async function findOwnReceipt(
  executor: Database,
  receiptId: number,
  supplierUserId: number,
) {
  const [row] = await executor
    .select({
      id: quoteSupplierReceipts.id,
      quoteId: quoteSupplierReceipts.quoteId,
      fileId: quoteSupplierReceipts.fileId,
    })
    .from(quoteSupplierReceipts)
    .where(
      and(
        eq(quoteSupplierReceipts.id, receiptId),
        eq(quoteSupplierReceipts.supplierUserId, supplierUserId),
      ),
    )
    .for('update');
  return row ?? null;
}
