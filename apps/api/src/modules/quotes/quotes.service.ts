/**
 * Designer quotes (part 1 §3 Quote line, §4 Quote flow, §5, §9; part 2 §7 designer quoting;
 * decisions 029, 030). One module for everything a quote belongs to: a remodelling's process sheet
 * and a presential consultancy, each an owner kind that calls `createQuote`, `previewQuote` and
 * the release sweep with its own people and place.
 *
 * The server builds every line again from the products it locks (`buildQuoteLines`), charges what
 * it built (`quoteTotals`, `quoteSplit`), and reserves the quoted units by taking them from the
 * stock the shop sells, under the same row locks as a purchase: a reserved unit is sold to no one
 * else and quoted to no one else until the quote is paid or its reservation runs out.
 */
import { pageInfo } from '@hogarte/shared/contracts/common';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { presentationText } from '@hogarte/shared/catalogue';
import { LIMITS } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { quoteSplit, quoteTotals } from '@hogarte/shared/money';
import {
  buildQuoteLines,
  isComplementary,
  soldByArea,
  type QuoteLine,
  type QuoteProblem,
  type QuoteProduct,
} from '@hogarte/shared/quotes';
import type { QuoteInput } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError, notFound, type FieldError } from '../../http/errors.js';
import { cardImageKey } from '../../integrations/images/image-variants.js';
import { announceStock, moveReservedStock } from '../checkout/checkout.service.js';
import {
  inTransactionWithFiles,
  documentTypeFor,
  recordStagedFile,
  stageFile,
  type StagedFile,
} from '../files/files.service.js';
import { findConsultancyParties } from '../presential/presential.access.js';
import { findSheetRow } from '../remodelings/remodelings.access.js';
import { renderQuotePdf, quoteFileName, type QuoteDocument } from './quotes.documents.js';
import {
  findQuoteProducts,
  heldUnits,
  insertQuote,
  listQuoteProducts,
  lockExpiredQuotes,
  lockOwnerQuote,
  lockQuoteProducts,
  markQuoteApproved,
  markQuotesReleased,
  type QuoteCatalogueFilter,
  type QuoteOwnerRef,
  type QuoteProductRow,
} from './quotes.repository.js';

/**
 * What a quote belongs to: a remodelling's sheet or a presential consultancy, with its people
 * (decision 030). Its kind and id say where the quote is stored; the rest is for its PDF.
 */
export interface QuoteOwner extends QuoteOwnerRef {
  hashid: string;
  clientUserId: number;
  designerUserId: number;
}

/** The quote as the server built it: its lines with their suppliers, and its money. */
export interface BuiltQuote {
  lines: (QuoteLine & { supplierUserId: number; supplierName: string })[];
  totals: ReturnType<typeof quoteTotals>;
  split: ReturnType<typeof quoteSplit>;
}

function quoteProductOf(row: QuoteProductRow): QuoteProduct {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    brandId: row.brandId,
    complementedBrandId: row.complementedBrandId,
    minSaleUnit: row.minSaleUnit,
    yieldM2: row.yieldM2,
    price: row.price,
    installationPrice: row.installationPrice,
    commissionPercent: row.commissionPercent,
    unitsAvailable: row.unitsAvailable,
  };
}

/** The field of the builder's line a problem belongs to (`products.{i}.m2|units|product_id`). */
function problemField(problem: QuoteProblem, product: QuoteProductRow | undefined): string {
  switch (problem.code) {
    case 'needs_area':
      return 'm2';
    case 'needs_units':
      return 'units';
    case 'unavailable':
      return product && soldByArea(product) && !isComplementary(product) ? 'm2' : 'units';
    default:
      return 'product_id';
  }
}

function problemMessage(problem: QuoteProblem, name: string): string {
  switch (problem.code) {
    case 'unknown_product':
      return fillMessage(MESSAGES.quoteProductUnavailable, { name });
    case 'needs_area':
      return fillMessage(MESSAGES.quoteNeedsArea, { name });
    case 'needs_units':
      return fillMessage(MESSAGES.quoteNeedsUnits, { name });
    case 'not_complementary':
      return fillMessage(MESSAGES.quoteNotComplementary, { name });
    case 'unavailable':
      return fillMessage(MESSAGES.quoteUnitsUnavailable, { name, units: problem.unitsAvailable });
  }
}

/** What the builder must fix (400) comes before what changed on the server meanwhile (409). */
const CONFLICTS: ReadonlySet<QuoteProblem['code']> = new Set(['unknown_product', 'unavailable']);

/**
 * Builds the quote from the products read (locked, when it reserves): only visible products are
 * quoted; every problem is answered on its line's field, with the spec's Spanish text.
 */
export function buildQuote(input: QuoteInput, rows: readonly QuoteProductRow[]): BuiltQuote {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Map(rows.filter((row) => row.visible).map((row) => [row.id, row]));
  const { lines, problems } = buildQuoteLines(
    input.products.map((entry) => ({
      productId: entry.product_id,
      m2: entry.m2 ?? null,
      units: entry.units ?? null,
      shippingCost: entry.shipping_cost,
    })),
    new Map([...visible].map(([id, row]) => [id, quoteProductOf(row)])),
  );
  if (problems.length > 0) {
    const index = new Map(input.products.map((entry, position) => [entry.product_id, position]));
    const asInput = problems.filter((problem) => !CONFLICTS.has(problem.code));
    const reported = asInput.length > 0 ? asInput : problems;
    const errors: FieldError[] = reported.map((problem) => {
      const row = byId.get(problem.productId);
      return {
        field: `products.${index.get(problem.productId) ?? 0}.${problemField(problem, row)}`,
        message: problemMessage(problem, row?.name ?? `#${problem.productId}`),
      };
    });
    const status = asInput.length > 0 ? 400 : 409;
    const code = asInput.length > 0 ? 'QUOTE_INVALID' : 'QUOTE_CONFLICT';
    throw new AppError(status, code, errors[0]?.message ?? MESSAGES.invalidRequest, errors);
  }
  return {
    lines: lines.map((line) => {
      const row = visible.get(line.productId) as QuoteProductRow;
      return { ...line, supplierUserId: row.supplierUserId, supplierName: row.companyName };
    }),
    totals: quoteTotals(lines),
    split: quoteSplit(lines),
  };
}

/** The people, place and label of what the quote belongs to, for its PDF. */
async function ownerDocument(
  ctx: AppContext,
  executor: Database,
  owner: QuoteOwner,
): Promise<
  Pick<QuoteDocument, 'brand' | 'ownerLabel' | 'address' | 'city' | 'client' | 'designer'>
> {
  const parties =
    owner.kind === 'remodeling'
      ? await findSheetRow(executor, owner.id)
      : await findConsultancyParties(executor, owner.id);
  return {
    brand: ctx.config.brand.productName,
    ownerLabel:
      owner.kind === 'remodeling'
        ? `Hoja de proceso #${owner.hashid}`
        : `Asesoría presencial #${owner.hashid}`,
    address: parties.address,
    city: parties.cityName,
    client: {
      firstName: parties.clientFirstName,
      lastName: parties.clientLastName,
      email: parties.clientEmail,
      phone: parties.clientPhone,
    },
    designer: {
      firstName: parties.designerFirstName,
      lastName: parties.designerLastName,
      email: parties.designerEmail,
      phone: parties.designerPhone,
    },
  };
}

const productIdsOf = (input: QuoteInput) => input.products.map((entry) => entry.product_id);

/**
 * The purchase the quote builder names, when it names one, must be the owner being quoted (the
 * builder's other purchase fields, its subtotal and the client's phone, are the server's to know,
 * never taken).
 */
export function assertQuotedPurchase(owner: { hashid: string }, input: QuoteInput): void {
  if (input.purchase && input.purchase.hashid !== owner.hashid) {
    throw fieldError(400, 'PURCHASE_MISMATCH', 'purchase.hashid', MESSAGES.invalidRequest);
  }
}

/**
 * `PATCH …/invoices/{id}` {is_approved: true}, in the caller's transaction on the locked owner:
 * the owner's quote is locked (404 when the owner has no such quote), `assertOpen` checks the
 * owner's own state, and the quote is approved once (409 the second time). Returns the quote.
 */
export async function approveOwnerQuote(
  ctx: AppContext,
  tx: Database,
  owner: QuoteOwnerRef,
  quoteId: number,
  assertOpen: () => void = () => undefined,
) {
  const quote = await lockOwnerQuote(tx, owner, quoteId);
  if (!quote) throw notFound();
  assertOpen();
  if (!(await markQuoteApproved(tx, quote.id, ctx.now()))) {
    throw new AppError(409, 'QUOTE_ALREADY_APPROVED', MESSAGES.quoteAlreadyApproved);
  }
  return quote;
}

/** `POST …/invoices/preview`: the quote's PDF as it would be sent, reserving nothing. */
export async function previewQuote(ctx: AppContext, owner: QuoteOwner, input: QuoteInput) {
  const built = buildQuote(input, await findQuoteProducts(ctx.db, productIdsOf(input)));
  const createdAt = ctx.now();
  const pdf = await renderQuotePdf({
    ...(await ownerDocument(ctx, ctx.db, owner)),
    name: input.name,
    lines: built.lines,
    createdAt,
  });
  return { info: pdf.toString('base64'), fileName: quoteFileName(input.name, createdAt) };
}

export interface CreatedQuote {
  id: number;
  /** The products whose stock moved, to announce once the transaction has committed. */
  lines: { productId: number }[];
}

/**
 * Builds, reserves and stores a quote inside the owner's transaction (the owner's row already
 * locked by the caller): the products locked in id order, the lines built and checked against the
 * stock under those locks, the units taken from the shop's stock for `quoteReservationDays`, the
 * PDF drawn from those same lines and kept as a private file of the designer. The PDF's object is
 * pushed to `staged` before it is recorded: the caller discards it when its transaction fails.
 */
export async function createQuote(
  ctx: AppContext,
  tx: Database,
  owner: QuoteOwner,
  input: QuoteInput,
  staged: StagedFile[],
): Promise<CreatedQuote> {
  const built = buildQuote(input, await lockQuoteProducts(tx, productIdsOf(input)));
  await moveReservedStock(
    tx,
    built.lines.map((line) => ({ productId: line.productId, quantity: line.units })),
    -1,
  );
  const createdAt = ctx.now();
  const reservedUntil = new Date(createdAt.getTime() + LIMITS.quoteReservationDays * 86_400_000);
  const pdf = await renderQuotePdf({
    ...(await ownerDocument(ctx, tx, owner)),
    name: input.name,
    lines: built.lines,
    createdAt,
    reservedUntil,
  });
  const file = await stageFile(ctx, documentTypeFor(documentTypeId('invoice')), {
    fileName: quoteFileName(input.name, createdAt),
    content: pdf,
  });
  staged.push(file);
  const stored = await recordStagedFile(ctx, tx, owner.designerUserId, file);
  const id = await insertQuote(tx, {
    owner: { kind: owner.kind, id: owner.id },
    designerUserId: owner.designerUserId,
    name: input.name,
    fileId: stored.id,
    subtotal: built.totals.subtotal,
    iva: built.totals.iva,
    toPay: built.split.toPay,
    toPayDesigner: built.split.toPayDesigner,
    toPaySupplier: built.split.toPaySupplier,
    toPayLsh: built.split.toPayLsh,
    toPayPlatform: built.split.toPayPlatform,
    reservedUntil,
    createdAt,
    lines: built.lines.map((line) => ({
      productId: line.productId,
      supplierUserId: line.supplierUserId,
      productName: line.name,
      complementary: line.complementary,
      m2: line.m2,
      units: line.units,
      unitPrice: line.price,
      shippingCost: line.shippingCost,
      installationPrice: line.installationPrice,
      commissionPercentage: line.commissionPercent,
      subtotal: line.subtotal,
    })),
  });
  return { id, lines: built.lines };
}

/**
 * Runs `work` (which calls `createQuote`) in one transaction and, when it fails, removes the PDF
 * it stored; once committed, the storefront hears about the stock the quote took.
 */
export async function inQuoteTransaction<T extends { quote: CreatedQuote }>(
  ctx: AppContext,
  work: (tx: Database, staged: StagedFile[]) => Promise<T>,
): Promise<T> {
  const staged: StagedFile[] = [];
  const done = await inTransactionWithFiles(ctx, staged, (tx) => work(tx, staged));
  announceStock(ctx, done.quote.lines);
  return done;
}

/**
 * Gives back the units of unpaid quotes whose reservation ran out, in one transaction: the quotes
 * locked (skipping any being paid this instant), then their products in id order, as a quote's
 * creation and a purchase lock them. Run by the same periodic sweep as the shop's unpaid orders.
 */
export async function releaseExpiredQuotes(ctx: AppContext, batch = 100): Promise<number> {
  const released = await inTransaction(ctx.db, async (tx) => {
    const expired = (await lockExpiredQuotes(tx, ctx.now(), batch)).map((quote) => quote.id);
    if (expired.length === 0) return { count: 0, lines: [] };
    const units = await heldUnits(tx, expired);
    await lockQuoteProducts(
      tx,
      units.map((line) => line.productId),
    );
    await moveReservedStock(tx, units, 1);
    await markQuotesReleased(tx, expired, ctx.now());
    return { count: expired.length, lines: units };
  });
  announceStock(ctx, released.lines);
  return released.count;
}

function quoteProductView(ctx: AppContext, row: QuoteProductRow): QuoteProductView {
  return {
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    brand:
      row.brandId !== null && row.brandName !== null
        ? { id: row.brandId, name: row.brandName }
        : null,
    brand_that_complements_id: row.complementedBrandId,
    min_sale_unit: row.minSaleUnit,
    yield_m2: row.yieldM2,
    presentation: presentationText(row),
    price: row.price,
    taxed_price: row.taxedPrice,
    installation_price: row.installationPrice,
    comission_percentage: row.commissionPercent,
    units_available: row.unitsAvailable,
    principal_image: row.imageKey ? ctx.storage.publicUrl(cardImageKey(row.imageKey)) : null,
    supplier: { uuid: row.supplierUuid, company_name: row.companyName },
  };
}

/**
 * `GET /v1/quotes/products`: the visible products a designer may quote, by name. With `ids` (the
 * builder loading its selection or a brand's complements) every named visible product comes in
 * one page, since a quote holds at most `quoteLinesMax` of them.
 */
export async function quoteProducts(
  ctx: AppContext,
  query: QuoteCatalogueFilter & { page: number; itemsPerPage: number },
) {
  const filter = { search: query.search, categoryId: query.categoryId, ids: query.ids };
  const page = query.ids ? 1 : query.page;
  const size = query.ids ? query.ids.length : query.itemsPerPage;
  const [rows, total] = await listQuoteProducts(ctx.db, filter, {
    limit: size,
    offset: (page - 1) * size,
  });
  return {
    items: rows.map((row) => quoteProductView(ctx, row)),
    pagination: pageInfo(total, page, size),
  };
}
