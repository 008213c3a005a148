/**
 * A sheet's (or a presential consultancy's) quotes as its people see them (`quoteSchema`): with their lines, each line's supplier
 * and the suppliers' tracking links. The client, the designer, the lsh and admins see every quote
 * whole; a supplier sees only the quotes it has products in, only its own lines and tracking
 * links, and money fields that are the sums of its lines (part 2 §6: a supplier sees its lines).
 */
import type { Quote, QuoteLineView } from '@hogarte/shared/contracts/remodelings';
import { quoteSplit, quoteTotals, type QuoteMoneyLine } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { fileLink } from '../files/files.service.js';
import {
  listQuoteDetails,
  listOwnerQuoteRows,
  type QuoteFilter,
  type QuoteOwnerRef,
} from './quotes.repository.js';

export type { QuoteFilter, QuoteOwnerRef } from './quotes.repository.js';

/** Whose quotes: everyone's view, or one supplier's. */
export type QuoteAudience = { supplierUserId: number } | { supplierUserId?: undefined };

const lineMoney = (line: {
  units: number;
  unitPrice: number;
  shippingCost: number;
  installationPrice: number;
  commissionPercentage: number;
}): QuoteMoneyLine => ({
  units: line.units,
  price: line.unitPrice,
  shippingCost: line.shippingCost,
  installationPrice: line.installationPrice,
  commissionPercent: line.commissionPercentage,
});

type QuoteLineRow = Awaited<ReturnType<typeof listQuoteDetails>>['lines'][number];

/** What a supplier's own lines of a quote add up to: the quote's money as that supplier sees it. */
function ownLinesMoney(own: QuoteLineRow[]) {
  const priced = own.map(lineMoney);
  const totals = quoteTotals(priced);
  const split = quoteSplit(priced);
  return { ...split, subtotal: totals.subtotal, iva: totals.iva };
}

const lineView = (line: QuoteLineRow): QuoteLineView => ({
  product_id: line.productId,
  name: line.name,
  supplier: { uuid: line.supplierUuid, company_name: line.companyName },
  complementary: line.complementary,
  m2: line.m2,
  units: line.units,
  unit_price: line.unitPrice,
  shipping_cost: line.shippingCost,
  installation_price: line.installationPrice,
  subtotal: line.subtotal,
});

/** One supplier's part of a quote: its own lines, what they add up to, its own tracking links. */
export interface SupplierQuotePart {
  lines: QuoteLineView[];
  money: ReturnType<typeof ownLinesMoney>;
  trackings: { id: number; url: string; created_at: string }[];
}

/**
 * One supplier's part of some quotes, whatever they belong to (the supplier's quotes screen),
 * by quote id; a quote without its lines is left out.
 */
export async function supplierQuoteParts(
  executor: Database,
  quoteIds: number[],
  supplierUserId: number,
): Promise<Map<number, SupplierQuotePart>> {
  const parts = new Map<number, SupplierQuotePart>();
  if (quoteIds.length === 0) return parts;
  const { lines, trackings } = await listQuoteDetails(executor, quoteIds, supplierUserId);
  for (const quoteId of quoteIds) {
    const own = lines.filter((line) => line.quoteId === quoteId);
    if (own.length === 0) continue;
    parts.set(quoteId, {
      lines: own.map(lineView),
      money: ownLinesMoney(own),
      trackings: trackings
        .filter((tracking) => tracking.quoteId === quoteId)
        .map((tracking) => ({
          id: tracking.id,
          url: tracking.url,
          created_at: tracking.createdAt.toISOString(),
        })),
    });
  }
  return parts;
}

/** The quotes of a sheet or a consultancy, oldest first, as `audience` may see them. */
export async function ownerQuotes(
  ctx: AppContext,
  executor: Database,
  owner: QuoteOwnerRef,
  audience: QuoteAudience,
  filter: QuoteFilter = {},
): Promise<Quote[]> {
  const rows = await listOwnerQuoteRows(executor, owner, filter);
  if (rows.length === 0) return [];
  const { lines, trackings } = await listQuoteDetails(
    executor,
    rows.map((row) => row.id),
    audience.supplierUserId,
  );
  const now = ctx.now();
  const views: Quote[] = [];
  for (const row of rows) {
    const own = lines.filter((line) => line.quoteId === row.id);
    // A supplier sees a quote only through its own lines.
    if (audience.supplierUserId !== undefined && own.length === 0) continue;
    const money = audience.supplierUserId === undefined ? row : ownLinesMoney(own);
    views.push({
      id: row.id,
      name: row.name,
      filename: row.fileName,
      // The caller has found the sheet (or consultancy) visible to this person: the link is the grant.
      url: fileLink(ctx, { id: row.fileId, storageKey: row.storageKey, isPrivate: row.isPrivate }),
      is_approved: row.approvedAt !== null,
      approved_at: row.approvedAt?.toISOString() ?? null,
      paid_at: row.paidAt?.toISOString() ?? null,
      subtotal: money.subtotal,
      iva: money.iva,
      to_pay: money.toPay,
      to_pay_designer: money.toPayDesigner,
      to_pay_supplier: money.toPaySupplier,
      to_pay_lsh: money.toPayLsh,
      to_pay_platform: money.toPayPlatform,
      reserved_until: row.reservedUntil.toISOString(),
      is_reserved:
        row.paidAt === null &&
        row.releasedAt === null &&
        row.reservedUntil.getTime() > now.getTime(),
      lines: own.map(lineView),
      trackings: trackings
        .filter((tracking) => tracking.quoteId === row.id)
        .map((tracking) => ({
          id: tracking.id,
          url: tracking.url,
          supplier: { uuid: tracking.supplierUuid, company_name: tracking.companyName },
          created_at: tracking.createdAt.toISOString(),
        })),
      created_at: row.createdAt.toISOString(),
    });
  }
  return views;
}
