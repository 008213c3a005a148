/**
 * A supplier's presential quotes (part 2 §2.5, §3 Presential quote invoice, Supplier list item, §7
 * Presential consultancy; decision 030): the quotes of presential consultancies it has products
 * in, each with only its own lines and money, its tracking links and its receipts; 'quoted' until
 * paid, 'paid', then 'finished' once it has a tracking link and a receipt on it. A supplier adds
 * links (the client hears about it, 'my orders' goes to in progress) and uploads its receipts
 * only on paid quotes. Another supplier's quote, link or receipt is not found.
 */
import { pageInfo } from '@hogarte/shared/contracts/common';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import type { SupplierQuoteStatus } from '@hogarte/shared/supplier-quotes';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { STEP_STATUS } from '@hogarte/shared/process-steps';
import type { SupplierQuotesQuery } from '@hogarte/shared/schemas/presential';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import {
  documentTypeFor,
  fileLink,
  forgetFiles,
  inTransactionWithFiles,
  recordStagedFile,
  removeStoredObjects,
  stageFile,
} from '../files/files.service.js';
import { queueWhatsappText } from '../notifications/notifications.service.js';
import { addSupplierTracking, removeSupplierTracking } from '../quotes/quote-trackings.js';
import { supplierQuoteParts } from '../quotes/quotes.view.js';
import {
  advanceConsultancyStep,
  consultancyFor,
  consultancySteps,
  findConsultancyParties,
} from './presential.access.js';
import { clientView, consultancyUrl, stepView } from './presential.service.js';
import {
  countSupplierQuotes,
  findOwnReceipt,
  findSupplierQuote,
  findSupplierQuoteRow,
  insertSupplierReceipt,
  listSupplierQuotes,
  listSupplierReceipts,
  paidReceipts,
  type SupplierQuoteRow,
} from './presential.suppliers.repository.js';

/** The supplier's quotes as its screen shows them, in the order of `rows`. */
async function supplierQuoteViews(
  ctx: AppContext,
  supplierUserId: number,
  rows: SupplierQuoteRow[],
): Promise<SupplierQuote[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parts = await supplierQuoteParts(ctx.db, ids, supplierUserId);
  const receipts = new Map(
    (await paidReceipts(ctx.db, ids)).map((paid) => [paid.quoteId, paid.receipt]),
  );
  const files = await listSupplierReceipts(ctx.db, ids, supplierUserId);
  const steps = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.consultancyId))].map(
        async (id) => [id, await consultancySteps(ctx.db, id)] as const,
      ),
    ),
  );
  return rows.map((row) => {
    const part = parts.get(row.id);
    // The rows were chosen by the supplier's lines: a quote without them is not the supplier's.
    if (!part) throw new Error(`quote ${row.id} has no lines of supplier ${supplierUserId}`);
    return {
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      // The quote is the supplier's (its lines are in it): the short-lived link is the grant.
      url: fileLink(ctx, { id: row.fileId, storageKey: row.storageKey, isPrivate: row.isPrivate }),
      filename: row.fileName,
      status: row.status,
      is_approved: row.approvedAt !== null,
      paid_at: row.paidAt?.toISOString() ?? null,
      subtotal: part.money.subtotal,
      to_pay_supplier: part.money.toPaySupplier,
      lines: part.lines,
      presentialConsultancy: {
        hashid: row.hashid,
        city: row.cityName,
        street_address: row.address,
        client: clientView(row),
        designer: {
          uuid: row.designerUuid,
          first_name: row.designerFirstName,
          last_name: row.designerLastName,
        },
        steps: (steps.get(row.consultancyId) ?? []).map(stepView),
      },
      payments: receipts.get(row.id) ?? null,
      trackings: part.trackings,
      supplierReceipts: files
        .filter((file) => file.quoteId === row.id)
        .map((file) => ({
          id: file.id,
          presential_consultancy_file_id: file.id,
          filename: file.fileName,
          url: fileLink(ctx, {
            id: file.fileId,
            storageKey: file.storageKey,
            isPrivate: file.isPrivate,
          }),
          created_at: file.createdAt.toISOString(),
        })),
    };
  });
}

/** One of the supplier's quotes as its screen shows it, after a change. */
async function supplierQuoteView(ctx: AppContext, supplierUserId: number, quoteId: number) {
  const row = await findSupplierQuoteRow(ctx.db, supplierUserId, quoteId);
  if (!row) throw notFound();
  const [view] = await supplierQuoteViews(ctx, supplierUserId, [row]);
  if (!view) throw notFound();
  return view;
}

/** The status a filter of the screen asks for: its chips are disjoint; no flag is every quote. */
function statusOf(query: SupplierQuotesQuery): SupplierQuoteStatus | undefined {
  if (query.finished) return 'finished';
  if (query.paid === undefined) return undefined;
  return query.paid ? 'paid' : 'quoted';
}

/**
 * `GET /v1/presential-consultancy/suppliers/invoices[?paid=true|paid=false|finished=true]`: a
 * page of the supplier's quotes, newest first, with how many there are of each status.
 */
export async function supplierQuotes(ctx: AppContext, actor: Actor, query: SupplierQuotesQuery) {
  const [rows, total] = await listSupplierQuotes(ctx.db, actor.id, statusOf(query), {
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  return {
    items: await supplierQuoteViews(ctx, actor.id, rows),
    pagination: pageInfo(total, query.page, query.itemsPerPage),
    counts: await countSupplierQuotes(ctx.db, actor.id),
  };
}

/**
 * `POST /v1/presential-consultancy/invoices/{id}/trackings?whatsapp=true`: on the locked
 * consultancy, the supplier adds a link to a paid quote it has products in, 'my orders' goes to
 * in progress and, with `whatsapp`, the client hears it.
 */
export async function addPresentialTracking(
  ctx: AppContext,
  actor: Actor,
  quoteId: number,
  url: string,
  whatsapp: boolean,
) {
  const found = await findSupplierQuote(ctx.db, quoteId, actor.id);
  if (!found) throw notFound();
  await inTransaction(ctx.db, async (tx) => {
    const consultancy = await consultancyFor(tx, actor, found.hashid, { lock: true });
    const now = ctx.now();
    // Read again under the consultancy's lock, which a payment of its quotes takes too.
    const quote = await findSupplierQuote(tx, quoteId, actor.id);
    await addSupplierTracking(tx, quote, actor.id, url, now);
    await advanceConsultancyStep(tx, consultancy.id, 'my_orders', STEP_STATUS.inProgress, now);
    if (whatsapp) {
      const parties = await findConsultancyParties(tx, consultancy.id);
      await queueWhatsappText(tx, {
        to: parties.clientPhone,
        summary: MESSAGES.trackingAdded,
        template: 'presential_tracking',
        text: fillMessage(MESSAGES.presentialTrackingWhatsapp, {
          name: parties.clientFirstName,
          hashid: consultancy.hashid,
          url: consultancyUrl(ctx, consultancy.hashid, 'client'),
        }),
      });
    }
  });
  return { message: MESSAGES.trackingAdded, info: await supplierQuoteView(ctx, actor.id, quoteId) };
}

/** `DELETE /v1/presential-consultancy/trackUrl/{id}`: a supplier removes one of its own links. */
export async function removePresentialTracking(ctx: AppContext, actor: Actor, trackingId: number) {
  const { quoteId } = await removeSupplierTracking(ctx.db, 'presential', trackingId, actor.id);
  return {
    message: MESSAGES.trackingDeleted,
    info: await supplierQuoteView(ctx, actor.id, quoteId),
  };
}

const receiptNotPaid = () =>
  new AppError(409, 'SUPPLIER_RECEIPT_NOT_PAID', MESSAGES.supplierReceiptNotPaid);

/** A paid presential quote the supplier has lines in, or 404 / 409. */
async function receivableQuote(executor: Database, actor: Actor, quoteId: number) {
  const quote = await findSupplierQuote(executor, quoteId, actor.id);
  if (!quote) throw notFound();
  if (!quote.paidAt) throw receiptNotPaid();
  return quote;
}

/**
 * Stores the supplier's receipt (a PDF, checked as every invoice upload) for a paid quote it has
 * lines in: the file is staged first, then recorded on the locked consultancy with the quote read
 * again; the quote as the screen shows it now, and the receipt's link.
 */
async function storeSupplierReceipt(
  ctx: AppContext,
  actor: Actor,
  quoteId: number,
  file: IncomingFile | null,
) {
  const found = await receivableQuote(ctx.db, actor, quoteId);
  if (!file) throw fieldError(400, 'FILE_MISSING', 'file', MESSAGES.fileMissing);
  const staged = await stageFile(ctx, documentTypeFor(documentTypeId('invoice')), file);
  const receiptId = await inTransactionWithFiles(ctx, [staged], async (tx) => {
    await consultancyFor(tx, actor, found.hashid, { lock: true });
    await receivableQuote(tx, actor, quoteId);
    const stored = await recordStagedFile(ctx, tx, actor.id, staged);
    return insertSupplierReceipt(tx, {
      quoteId,
      supplierUserId: actor.id,
      fileId: stored.id,
      createdAt: ctx.now(),
    });
  });
  const info = await supplierQuoteView(ctx, actor.id, quoteId);
  const receipt = info.supplierReceipts.find((candidate) => candidate.id === receiptId);
  if (!receipt) throw new Error('supplier receipt not found after insert');
  return { message: MESSAGES.invoiceUploaded, url: receipt.url, info };
}

/**
 * `POST /v1/presential-consultancy/{hashid}/files/invoice?supplier_receipt=true&invoice_id=`: the
 * supplier's receipt for a quote of that consultancy (another consultancy's quote: 404).
 */
export async function uploadConsultancyReceipt(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  query: { supplier_receipt?: boolean | undefined; invoice_id?: number | undefined },
  file: IncomingFile | null,
) {
  if (!query.supplier_receipt) {
    throw fieldError(400, 'SUPPLIER_RECEIPT_REQUIRED', 'supplier_receipt', MESSAGES.invalidRequest);
  }
  if (query.invoice_id === undefined) {
    throw fieldError(400, 'INVOICE_REQUIRED', 'invoice_id', MESSAGES.invalidRequest);
  }
  const consultancy = await consultancyFor(ctx.db, actor, hashid);
  const quote = await findSupplierQuote(ctx.db, query.invoice_id, actor.id);
  if (quote?.consultancyId !== consultancy.id) throw notFound();
  const { message, info } = await storeSupplierReceipt(ctx, actor, quote.id, file);
  return { message, info };
}

/** `/v1/suppliers/{hash}/…` names the supplier itself: another uuid is nobody it may act as. */
function assertSelf(actor: Actor, hash: string): void {
  if (hash !== actor.uuid) throw notFound();
}

/** `POST /v1/suppliers/{hash}/files/invoice?invoice_id=`: the dashboard's door to the same upload. */
export async function uploadSupplierFile(
  ctx: AppContext,
  actor: Actor,
  hash: string,
  quoteId: number,
  file: IncomingFile | null,
) {
  assertSelf(actor, hash);
  return storeSupplierReceipt(ctx, actor, quoteId, file);
}

/**
 * `DELETE /v1/presential-consultancy/supplier-receipt/{id}`: the supplier removes one of its own
 * receipts; its stored object goes once the row is gone.
 */
export async function removeSupplierReceipt(ctx: AppContext, actor: Actor, receiptId: number) {
  const removed = await inTransaction(ctx.db, async (tx) => {
    const receipt = await findOwnReceipt(tx, receiptId, actor.id);
    if (!receipt) throw notFound();
    // The receipt's row goes with its file's (on delete cascade).
    return { quoteId: receipt.quoteId, storageKeys: await forgetFiles(tx, [receipt.fileId]) };
  });
  await removeStoredObjects(ctx, removed.storageKeys);
  return {
    message: MESSAGES.supplierReceiptDeleted,
    info: await supplierQuoteView(ctx, actor.id, removed.quoteId),
  };
}

/**
 * What the client's billing document prints: a paid presential quote the supplier (named by
 * `hash`, itself) has lines in, with its consultancy, the receipt data paid with, and the
 * supplier's own part of it.
 */
export async function supplierBillingData(
  ctx: AppContext,
  actor: Actor,
  hash: string,
  quoteId: number,
) {
  assertSelf(actor, hash);
  const found = await findSupplierQuote(ctx.db, quoteId, actor.id);
  if (!found) throw notFound();
  if (!found.paidAt) throw new AppError(409, 'QUOTE_NOT_PAID', MESSAGES.quoteNotPaid);
  return supplierQuoteView(ctx, actor.id, quoteId);
}
