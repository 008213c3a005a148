/**
 * Placing an order and following its payment (part 2 §2.7 /pago, §3 Order, §4 Payment return).
 *
 * Placing reserves the stock in one transaction, under row locks taken in product order, so the
 * last unit has exactly one buyer; prices and stock are checked under those locks against what
 * the buyer saw, so a change is caught before charging. A buyer holds one reservation at a time:
 * placing again releases the buyer's unpaid order in that same transaction, and the shared schema
 * caps the units of one order (LIMITS.reservedUnitsPerBuyer), so no account keeps a product at 0
 * by reserving its whole stock over and over. Wompi's answer (its event, or the return
 * page asking Wompi) turns the reservation into a sale or gives the stock back; each transition
 * happens once, under the payment's lock, and an approved payment never moves backwards.
 */
import { randomBytes } from 'node:crypto';
import { storeSlug } from '@hogarte/shared/catalogue';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { LIMITS } from '@hogarte/shared/limits';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { formatCop, lineAmount, orderTotals, toCents } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import type { CheckoutInput } from '@hogarte/shared/schemas/commerce';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import {
  imageUrl,
  purchasableProducts,
  removeBoughtProducts,
  type PurchasableRow,
} from '../cart/cart.service.js';
import { queueEmails, type EmailMessage } from '../notifications/notifications.service.js';
import { orderNumber } from '../orders/order-number.js';
import { supplierShippingQuoter } from '../shipping/shipping.service.js';
import {
  findDeliveryAddress,
  findPaymentOwner,
  findStoreByCompanyName,
  insertOrder,
  countUnpaidOrdersSince,
  lockBuyer,
  lockExpiredOrders,
  lockOrder,
  lockPendingOrders,
  lockProducts,
  moveStock,
  orderLines,
  orderSupplierContacts,
  reservedUnits,
  setOrderStatus,
  type LockedOrder,
  type LockedProduct,
  type NewOrder,
} from './checkout.repository.js';
import type { SettlementHandler } from '../payments/settlement.js';
import {
  settleReturningTransaction,
  recordPaymentAttempt,
  wompiCheckoutUrl,
  wompiGateway,
} from '../payments/wompi-checkout.js';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * Stock moved: this process's storefront shows it at once (in stock, units on the product page);
 * other processes hear it from the database's notification. Other modules that move stock (a
 * designer's quote) call it too, once their transaction has committed.
 */
export function announceStock(ctx: AppContext, lines: readonly { productId: number }[]): void {
  if (lines.length > 0)
    ctx.catalogue.markChanged(`p:${lines.map((line) => line.productId).join(',')}`);
}

/**
 * Locks, for another module's reservation (a paid quote taking its units again), the products
 * whose stock it moves, in id order and with the lock a purchase takes, so the two queue instead
 * of deadlocking; answers their stock read under the lock.
 */
export function lockReservedStock(
  tx: Database,
  productIds: readonly number[],
): Promise<LockedProduct[]> {
  return lockProducts(tx, productIds);
}

/**
 * Takes (−1) or gives back (+1) units of the stock the shop sells for another module's
 * reservation (a designer's quote, decision 029), inside that module's transaction with the
 * products locked: one stock, one way to move it.
 */
export function moveReservedStock(
  tx: Database,
  lines: readonly { productId: number; quantity: number }[],
  sign: 1 | -1,
): Promise<void> {
  return moveStock(tx, lines, sign);
}

function stockMessage(name: string, available: number): string {
  return fillMessage(MESSAGES.cartStockExceeded, { name, n: available });
}

/** What the buyer saw must still hold: for sale, same price, enough stock. */
function checkLine(
  line: CheckoutInput['items'][number],
  current:
    { visible: boolean; name: string; taxedPrice: number; unitsAvailable: number } | undefined,
): void {
  if (!current?.visible) {
    throw conflict(fillMessage(MESSAGES.productUnavailable, { name: current?.name ?? '' }));
  }
  if (current.taxedPrice !== line.taxedPrice) {
    throw conflict(
      fillMessage(MESSAGES.priceChanged, {
        name: current.name,
        before: formatCop(line.taxedPrice),
        after: formatCop(current.taxedPrice),
      }),
    );
  }
  if (current.unitsAvailable < line.quantity) {
    throw conflict(stockMessage(current.name, current.unitsAvailable));
  }
}

/**
 * A product's stock as this buyer sees it: the units its own unpaid order holds come back when it
 * places again, so the same cart can be placed a second time.
 */
function availableTo<T extends { id: number; unitsAvailable: number }>(
  row: T | undefined,
  held: ReadonlyMap<number, number>,
): T | undefined {
  return row && { ...row, unitsAvailable: row.unitsAvailable + (held.get(row.id) ?? 0) };
}

function unitsByProduct(lines: readonly { productId: number; quantity: number }[]) {
  return new Map(lines.map((line) => [line.productId, line.quantity]));
}

function mergeLines(items: CheckoutInput['items']): CheckoutInput['items'] {
  const merged = new Map<number, CheckoutInput['items'][number]>();
  for (const item of items) {
    const seen = merged.get(item.productId);
    merged.set(item.productId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...merged.values()];
}

async function resolveStore(ctx: AppContext, companyName: string | undefined) {
  if (!companyName) return undefined;
  const store = await findStoreByCompanyName(ctx.db, companyName);
  if (!store) throw notFound(MESSAGES.storeNotFound);
  return store;
}

type Store = Awaited<ReturnType<typeof resolveStore>>;
type DeliveryAddress = NonNullable<Awaited<ReturnType<typeof findDeliveryAddress>>>;

/**
 * The lines against the products as read, without locks. The units the buyer's own unpaid order
 * holds only add to what it may buy, so they are read only when a line falls short without them.
 */
async function checkLinesBeforeLocking(
  ctx: AppContext,
  actor: Actor,
  items: CheckoutInput['items'],
  products: ReadonlyMap<number, PurchasableRow>,
): Promise<void> {
  const enoughAlone = items.every(
    (item) => (products.get(item.productId)?.unitsAvailable ?? 0) >= item.quantity,
  );
  const held = unitsByProduct(enoughAlone ? [] : await reservedUnits(ctx.db, actor.id));
  for (const item of items) checkLine(item, availableTo(products.get(item.productId), held));
}

/**
 * A first look without locks: refuses early, and groups the lines by supplier for the quotes (a
 * store's checkout sells only that store's products).
 */
async function lookBeforeLocking(
  ctx: AppContext,
  actor: Actor,
  items: CheckoutInput['items'],
  store: Store,
) {
  const products = new Map(
    (
      await purchasableProducts(
        ctx.db,
        items.map((item) => item.productId),
      )
    ).map((row) => [row.id, row]),
  );
  await checkLinesBeforeLocking(ctx, actor, items, products);
  const bySupplier = new Map<number, PurchasableRow[]>();
  for (const item of items) {
    const row = products.get(item.productId) as PurchasableRow;
    if (store && row.supplierId !== store.userId) {
      throw conflict(fillMessage(MESSAGES.productUnavailable, { name: row.name }));
    }
    bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
  }
  return { products, bySupplier };
}

/** Shipping is quoted outside the transaction: it is a call to Envia, and locks wait for nobody. */
async function quoteShipping(
  ctx: AppContext,
  input: CheckoutInput,
  items: CheckoutInput['items'],
  bySupplier: ReadonlyMap<number, PurchasableRow[]>,
  address: DeliveryAddress,
): Promise<NewOrder['suppliers']> {
  const suppliers: NewOrder['suppliers'] = [];
  const quoteSupplierShipping = await supplierShippingQuoter(
    ctx,
    items.map((item) => item.productId),
  );
  for (const [supplierUserId, rows] of bySupplier) {
    const first = rows[0] as PurchasableRow;
    const chosen = input.carriers.find((carrier) => carrier.supplierId === first.supplierUuid);
    if (!chosen) {
      throw fieldError(
        422,
        'CARRIER_REQUIRED',
        'carriers',
        fillMessage(MESSAGES.carrierRequired, { supplier: first.companyName }),
      );
    }
    const quote = await quoteSupplierShipping({
      supplierUserId,
      cityCode: address.cityCode,
      items: rows.map((row) => ({
        productId: row.id,
        quantity: items.find((item) => item.productId === row.id)?.quantity ?? 0,
      })),
      carrierName: chosen.carrierName,
    });
    suppliers.push({
      supplierUserId,
      carrierName: quote.carrierName,
      carrierService: quote.service,
      shippingCost: quote.totalPrice,
      deliveryDays: quote.deliveryDays,
    });
  }
  return suppliers;
}

/** The order's lines at the products' current taxed prices, which the buyer saw. */
function orderLineRows(
  ctx: AppContext,
  items: CheckoutInput['items'],
  products: ReadonlyMap<number, PurchasableRow>,
): NewOrder['items'] {
  return items.map((item) => {
    const row = products.get(item.productId) as PurchasableRow;
    return {
      supplierUserId: row.supplierId,
      productId: row.id,
      productName: row.name,
      productCode: row.code,
      imageUrl: imageUrl(ctx.storage, row.imageKey),
      unitPrice: row.taxedPrice,
      quantity: item.quantity,
      amount: lineAmount({ taxedPrice: row.taxedPrice, quantity: item.quantity }),
      commissionPercentage: row.commissionPercentage,
    };
  });
}

/** The order's totals, with the approved designer's discount; an order must have something to pay. */
function totalsOf(actor: Actor, lines: NewOrder['items'], suppliers: NewOrder['suppliers']) {
  const discounted = actor.roleId === ROLE.designer && actor.isApproved === true;
  const shippingTotal = suppliers.reduce((sum, supplier) => sum + supplier.shippingCost, 0);
  const { subtotal, discount, total } = orderTotals(
    lines.map((line) => ({
      taxedPrice: line.unitPrice,
      quantity: line.quantity,
      commissionPercent: line.commissionPercentage,
    })),
    shippingTotal,
    discounted,
  );
  if (total <= 0) throw new AppError(422, 'NOTHING_TO_PAY', MESSAGES.nothingToPay);
  return { subtotal, shippingTotal, discount, total };
}

/** What the order will hold, checked and quoted before the transaction. */
interface OrderDraft {
  items: CheckoutInput['items'];
  store: Store;
  address: DeliveryAddress;
  suppliers: NewOrder['suppliers'];
  lines: NewOrder['items'];
  totals: ReturnType<typeof totalsOf>;
  reservedUntil: Date;
  publicKey: string;
}

/**
 * The one transaction: records the order and its payment, then checks the lines again under the
 * products' locks, releases the buyer's earlier unpaid order and takes the stock (decision 042).
 */
function reserveAndRecord(ctx: AppContext, actor: Actor, input: CheckoutInput, draft: OrderDraft) {
  const { items, store, address, totals, reservedUntil, publicKey } = draft;
  return inTransaction(ctx.db, async (tx) => {
    // Locks in one order everywhere (buyer, its orders, then products by id), as the webhook and
    // the expiry sweep take orders before products: no two transactions wait on each other.
    const buyer = await lockBuyer(tx, actor.id);
    // Each unpaid checkout holds stock for a while: a day's allowance bounds how long one account
    // can keep a small stock at 0 by checking out again and again (decision 016).
    const since = new Date(ctx.now().getTime() - LIMITS.unpaidOrdersWindowMs);
    if ((await countUnpaidOrdersSince(tx, actor.id, since)) >= LIMITS.unpaidOrdersAllowed) {
      throw new AppError(429, 'TOO_MANY_UNPAID_ORDERS', MESSAGES.tooManyUnpaidOrders);
    }
    const replaced = await lockPendingOrders(tx, actor.id);
    const held = unitsByProduct(replaced.length > 0 ? await reservedUnits(tx, actor.id) : []);
    // The order and its payment are written before the products are locked: nobody else sees
    // them until the commit, and a refused line rolls them back. A hot product's lock is then
    // held only for its check and its stock (issue 16 §2). Their foreign keys take `key share`
    // on the products, which the `no key update` lock below does not wait for.
    const orderId = await insertOrder(tx, {
      buyerUserId: actor.id,
      storeSupplierUserId: store?.userId ?? null,
      subtotal: totals.subtotal,
      shippingTotal: totals.shippingTotal,
      discount: totals.discount,
      total: totals.total,
      billing: input.billingInformation,
      address: {
        name: input.recipient.name,
        lastname: input.recipient.lastname,
        phone: input.recipient.phone,
        address: address.streetAddress,
        city: address.cityName,
        city_code: address.cityCode,
      },
      reservedUntil,
      suppliers: draft.suppliers,
      items: draft.lines,
    });
    // Unique per attempt, and not guessable from the order number alone.
    const reference = `${orderNumber(orderId)}-${randomBytes(4).toString('hex')}`;
    const amountInCents = toCents(totals.total);
    await recordPaymentAttempt(tx, { orderId, reference, amountInCents, publicKey });
    const locked = new Map(
      (
        await lockProducts(tx, [
          ...new Set([...items.map((item) => item.productId), ...held.keys()]),
        ])
      ).map((row) => [row.id, row]),
    );
    for (const item of items) checkLine(item, availableTo(locked.get(item.productId), held));
    // Only once this order is sure: a refused checkout leaves the earlier reservation as it was.
    const released = await releaseOrders(
      tx,
      ctx,
      replaced.map((order) => order.id),
    );
    await moveStock(tx, items, -1);
    return { orderId, reference, amountInCents, released, buyerEmail: buyer?.email };
  });
}

/**
 * Wompi's checkout page for the payment, which brings the buyer back to the result page of the
 * store or the marketplace on `returnOrigin`.
 */
function paymentPageUrl(
  ctx: AppContext,
  input: CheckoutInput,
  payment: {
    store: Store;
    publicKey: string;
    reference: string;
    amountInCents: number;
    reservedUntil: Date;
    buyerEmail: string | undefined;
  },
  returnOrigin: string,
): string {
  const returnPath =
    payment.store && input.companyName
      ? `/${storeSlug(input.companyName)}/pago/resultado`
      : '/pago/resultado';
  return wompiCheckoutUrl(
    ctx,
    {
      publicKey: payment.publicKey,
      reference: payment.reference,
      amountInCents: payment.amountInCents,
      expirationTime: payment.reservedUntil,
      customerEmail: payment.buyerEmail,
    },
    returnOrigin,
    returnPath,
  );
}

/**
 * Places the order and answers Wompi's checkout URL, which brings the browser back to
 * `returnOrigin` (the origin the buyer is on, see http/browser-origin.ts).
 */
export async function placeOrder(
  ctx: AppContext,
  actor: Actor,
  input: CheckoutInput,
  returnOrigin: string,
) {
  const wompi = wompiGateway(ctx);
  const items = mergeLines(input.items);
  const store = await resolveStore(ctx, input.companyName);
  const publicKey = store ? store.wompiPublicKey : wompi.publicKey;
  if (!publicKey) throw new AppError(503, 'PAYMENTS_UNAVAILABLE', MESSAGES.paymentNotConfigured);

  const address = await findDeliveryAddress(ctx.db, actor.id, input.addressId);
  if (!address) throw fieldError(422, 'ADDRESS_UNKNOWN', 'addressId', MESSAGES.addressUnknown);

  const { products, bySupplier } = await lookBeforeLocking(ctx, actor, items, store);
  const suppliers = await quoteShipping(ctx, input, items, bySupplier, address);
  const lines = orderLineRows(ctx, items, products);
  const totals = totalsOf(actor, lines, suppliers);
  const reservedUntil = new Date(ctx.now().getTime() + LIMITS.orderReservationMinutes * 60_000);

  const placed = await reserveAndRecord(ctx, actor, input, {
    items,
    store,
    address,
    suppliers,
    lines,
    totals,
    reservedUntil,
    publicKey,
  });

  announceStock(ctx, [...items, ...placed.released]);
  const checkoutUrl = paymentPageUrl(
    ctx,
    input,
    {
      store,
      publicKey,
      reference: placed.reference,
      amountInCents: placed.amountInCents,
      reservedUntil,
      buyerEmail: placed.buyerEmail,
    },
    returnOrigin,
  );
  return {
    orderId: placed.orderId,
    orderNumber: orderNumber(placed.orderId),
    total: totals.total,
    reference: placed.reference,
    amountInCents: placed.amountInCents,
    checkoutUrl,
  };
}

/**
 * Queues the paid order's emails, in one statement, with the order and lines the settlement
 * already read. One transaction is one connection: its statements go one after the other (pg
 * refuses overlapping ones from 9.0).
 */
async function notifyPaid(
  tx: Database,
  ctx: AppContext,
  order: LockedOrder,
  lines: Awaited<ReturnType<typeof orderLines>>,
) {
  const suppliers = await orderSupplierContacts(tx, order.id);
  const number = orderNumber(order.id);
  const purchasesUrl = `${ctx.config.publicUrl}/mis-compras/detalle/${order.id}`;
  const buyerEmail: EmailMessage = {
    to: order.buyerEmail,
    subject: `Recibimos el pago de tu compra ${number}`,
    text: [
      `Hola ${order.buyerFirstName},`,
      '',
      // A shop purchase's text: the spec's approved text speaks of a remodelling.
      MESSAGES.purchasePaymentApproved,
      '',
      ...lines.map((line) => `- ${line.productName} × ${line.quantity}: ${formatCop(line.amount)}`),
      '',
      `Mis compras: ${purchasesUrl}`,
    ].join('\n'),
  };
  const supplierEmails = suppliers.map((supplier): EmailMessage => {
    const own = lines.filter((line) => line.supplierUserId === supplier.supplierUserId);
    return {
      to: supplier.email,
      subject: `Nueva venta ${number}`,
      text: [
        `Hola ${supplier.companyName},`,
        '',
        `Tienes una nueva venta pagada (${number}). Prepárala y genera la guía de envío:`,
        ...own.map((line) => `- ${line.productName} × ${line.quantity}`),
        '',
        `${ctx.config.publicUrl}/proveedor/ordenes/${order.id}`,
      ].join('\n'),
    };
  });
  await queueEmails(tx, [buyerEmail, ...supplierEmails]);
}

const FINAL_FAILURES: ReadonlySet<PaymentStatus> = new Set(['DECLINED', 'VOIDED', 'ERROR']);

/**
 * What a shop order's payment reaching a final status does, inside the payment's transaction: an
 * approval sells the reserved stock (or takes it again when the reservation expired meanwhile and
 * the stock is still there); a failure gives the stock back. The stock that moved is announced
 * once committed.
 */
export const orderPayment: SettlementHandler = async (tx, ctx, payment, status) => {
  const order = payment.orderId === null ? undefined : await lockOrder(tx, payment.orderId);
  if (!order) return undefined;
  const lines = await orderLines(tx, order.id);
  let moved: { productId: number }[] = [];
  if (status === 'APPROVED') {
    const late = order.status === 'canceled';
    if (late && !(await reserveAgain(tx, lines))) return undefined;
    await setOrderStatus(tx, order.id, { status: 'paid', paidAt: ctx.now() });
    await removeBoughtProducts(
      tx,
      order.buyerUserId,
      lines.map((line) => line.productId),
    );
    await notifyPaid(tx, ctx, order, lines);
    if (late) moved = lines;
  } else if (FINAL_FAILURES.has(status) && order.status === 'pending') {
    await moveStock(tx, lines, 1);
    await setOrderStatus(tx, order.id, { status: 'canceled', canceledAt: ctx.now() });
    moved = lines;
  }
  return () => announceStock(ctx, moved);
};

/** An approval that arrived after the reservation was released: take the stock if it is there. */
async function reserveAgain(
  tx: Database,
  lines: { productId: number; quantity: number; productName: string }[],
): Promise<boolean> {
  const locked = new Map(
    (
      await lockProducts(
        tx,
        lines.map((line) => line.productId),
      )
    ).map((row) => [row.id, row]),
  );
  const enough = lines.every(
    (line) => (locked.get(line.productId)?.unitsAvailable ?? 0) >= line.quantity,
  );
  // Without stock the money must go back: the payment stays APPROVED on a canceled order, which
  // the admin's sales list shows for a refund.
  if (!enough) return false;
  await moveStock(tx, lines, -1);
  return true;
}

/** The return page: asks Wompi, applies the answer, and tells the buyer how it went. */
export async function confirmPayment(ctx: AppContext, actor: Actor, transactionId: string) {
  const { status, owner } = await settleReturningTransaction(ctx, actor, transactionId, {
    find: (reference) => findPaymentOwner(ctx.db, reference),
    payerOf: (found) => found.buyerUserId,
    handlers: { order: orderPayment },
  });
  return {
    status,
    orderId: owner.orderId,
    orderNumber: orderNumber(owner.orderId),
  };
}

/**
 * Cancels unpaid orders and gives their stock back: their reservation ran out, or their buyer
 * placed a new order. The caller holds the orders' locks; returns the lines released.
 */
async function releaseOrders(
  tx: Database,
  ctx: AppContext,
  orderIds: readonly number[],
): Promise<{ productId: number }[]> {
  const lines: { productId: number }[] = [];
  for (const orderId of orderIds) {
    const released = await orderLines(tx, orderId);
    await moveStock(tx, released, 1);
    await setOrderStatus(tx, orderId, { status: 'canceled', canceledAt: ctx.now() });
    lines.push(...released);
  }
  return lines;
}

/** Gives back the stock of orders nobody paid in time. */
export async function releaseExpiredOrders(ctx: AppContext, batch = 100): Promise<number> {
  const released = await inTransaction(ctx.db, async (tx) => {
    const expired = await lockExpiredOrders(tx, ctx.now(), batch);
    const lines = await releaseOrders(
      tx,
      ctx,
      expired.map((order) => order.id),
    );
    return { count: expired.length, lines };
  });
  announceStock(ctx, released.lines);
  return released.count;
}

/** A store's Wompi public key, for its own checkout (part 2 §7). */
export async function storeWompiKey(ctx: AppContext, supplierName: string) {
  const store = await findStoreByCompanyName(ctx.db, supplierName);
  if (!store) throw notFound(MESSAGES.storeNotFound);
  return { publicKey: store.wompiPublicKey };
}
