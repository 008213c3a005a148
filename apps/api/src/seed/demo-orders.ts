/**
 * Paid orders of the demo client and the demo designer, so 'Mis compras', the suppliers' sales
 * and the admin's sales have something to show on a fresh demo: lines in preparation, shipped
 * with a tracking link, delivered and rated, one canceled; an order older than 30 days; one
 * supplier already paid by the admin. Each order is written as the checkout leaves a paid one,
 * and the products' stock goes down by what was sold, as an approved payment does.
 */
import type { OrderAddress, OrderBilling } from '@hogarte/shared/contracts/orders';
import { designerDiscount } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import type { SuborderStatus } from '@hogarte/shared/orders';
import type { AppContext } from '../context.js';
import { cardImageKey } from '../integrations/images/image-variants.js';
import {
  insertOrder,
  insertOrderItems,
  insertOrderSuppliers,
  insertReview,
} from '../modules/orders/orders.repository.js';
import type { Database } from '../db/client.js';
import { findBuyers, findProducts, sell } from './seed.repository.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface DemoLine {
  product: string;
  quantity: number;
  status: SuborderStatus;
  review?: { rating: number; comment: string };
}

interface DemoOrder {
  buyerEmail: string;
  daysAgo: number;
  lines: DemoLine[];
  /** Company names whose part the admin has already paid. */
  paidSuppliers?: string[];
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    buyerEmail: 'cliente@demo.co',
    daysAgo: 42,
    paidSuppliers: ['Cerámicas del Valle'],
    lines: [
      {
        product: 'Porcelanato Mármol Carrara 60x60',
        quantity: 12,
        status: 'Delivered',
        review: {
          rating: 5,
          comment:
            'Llegó muy bien empacado y sin ninguna pieza rota. El acabado mármol se ve elegante en la sala y el instalador dijo que es fácil de cortar.',
        },
      },
      {
        product: 'Pegante Porcelanato Blanco 25 kg',
        quantity: 4,
        status: 'Delivered',
      },
      {
        product: 'Lámpara Colgante Fique Natural',
        quantity: 2,
        status: 'Delivered',
        review: {
          rating: 4,
          comment: 'Preciosa sobre el comedor, da una luz cálida. Tardó un día más de lo previsto.',
        },
      },
    ],
  },
  {
    buyerEmail: 'cliente@demo.co',
    daysAgo: 6,
    lines: [
      { product: 'Tapete Yute Natural 160x230', quantity: 1, status: 'Shipped' },
      { product: 'Cojín Tejido Mostaza 45x45', quantity: 3, status: 'Shipped' },
      { product: 'Mesa de Centro Redonda Nogal', quantity: 1, status: 'Preparation' },
      { product: 'Poltrona Terracota Tejida', quantity: 1, status: 'Canceled' },
    ],
  },
  {
    buyerEmail: 'cliente@demo.co',
    daysAgo: 1,
    lines: [{ product: 'Lámpara de Pie Trípode Madera', quantity: 1, status: 'Created' }],
  },
  {
    buyerEmail: 'disenador@demo.co',
    daysAgo: 18,
    lines: [
      {
        product: 'Porcelanato Mármol Carrara 60x60',
        quantity: 20,
        status: 'Delivered',
        review: {
          rating: 5,
          comment:
            'Lo usé en la remodelación de un baño social: formato grande, pocas juntas y el tono es igual en todas las cajas.',
        },
      },
      { product: 'Poltrona Terracota Tejida', quantity: 2, status: 'Shipped' },
    ],
  },
];

/** Shipping each supplier's part of a demo order, in COP. */
const DEMO_SHIPPING_COST = 18_900;
const DEMO_CARRIER = 'servientrega';
/** The Envia simulator's tracking numbers open with the carrier's two letters (SE: Servientrega). */
const DEMO_CARRIER_PREFIX = 'SE';

/**
 * A tracking number in the Envia simulator's own format (carrier, creation second, transit days,
 * serial), so the demo's tracking links open the simulator's tracking page.
 */
function trackingNumber(shippedAt: Date, days: number, serial: number): string {
  const seconds = String(Math.floor(shippedAt.getTime() / 1000)).padStart(10, '0');
  return `${DEMO_CARRIER_PREFIX}${seconds}${Math.min(9, days)}${String(serial % 1000).padStart(3, '0')}`;
}

/** Writes the demo orders inside the demo seed's transaction, after the catalogue. */
export async function seedDemoOrders(ctx: AppContext, tx: Database, now: Date): Promise<void> {
  const buyers = await findBuyers(tx, [...new Set(DEMO_ORDERS.map((order) => order.buyerEmail))]);
  const catalogue = await findProducts(tx, [
    ...new Set(DEMO_ORDERS.flatMap((order) => order.lines.map((line) => line.product))),
  ]);
  let serial = 0;
  for (const demo of DEMO_ORDERS) {
    const buyer = buyers.get(demo.buyerEmail);
    if (!buyer) throw new Error(`Demo buyer ${demo.buyerEmail} is missing`);
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const lines = demo.lines.map((line) => {
      const product = catalogue.get(line.product);
      if (!product) throw new Error(`Demo product ${line.product} is missing`);
      return { ...line, product };
    });
    const supplierIds = [...new Set(lines.map((line) => line.product.supplierUserId))];
    const subtotal = lines.reduce((sum, line) => sum + line.product.taxedPrice * line.quantity, 0);
    // An approved designer buys with half the commission off, as the checkout computes it.
    const discount =
      buyer.isApproved === true && buyer.roleId === ROLE.designer
        ? lines.reduce(
            (sum, line) =>
              sum +
              designerDiscount(line.product.taxedPrice, line.quantity, line.product.commission),
            0,
          )
        : 0;
    const shippingTotal = DEMO_SHIPPING_COST * supplierIds.length;
    const [firstName = buyer.firstName] = buyer.firstName.split(' ');
    const address: OrderAddress = {
      name: firstName,
      lastname: buyer.lastName,
      address: buyer.streetAddress ?? '',
      city: buyer.cityName ?? '',
      city_code: buyer.cityCode ?? '05001',
      phone: buyer.phone,
    };
    const billing: OrderBilling = {
      type: 'natural_person',
      first_name: firstName,
      last_name: buyer.lastName,
      legal_document_type_id: 1,
      identification_code: buyer.cedula ?? '',
    };
    const { id: orderId } = await insertOrder(tx, {
      buyerUserId: buyer.id,
      status: 'paid',
      subtotal,
      shippingTotal,
      discount,
      total: subtotal - discount + shippingTotal,
      billing,
      address,
      reservedUntil: new Date(createdAt.getTime() + 30 * 60_000),
      paidAt: new Date(createdAt.getTime() + 5 * 60_000),
      createdAt,
    });
    await insertOrderSuppliers(
      tx,
      supplierIds.map((supplierUserId) => {
        const own = lines.filter((line) => line.product.supplierUserId === supplierUserId);
        const paid = own.some((line) => demo.paidSuppliers?.includes(line.product.companyName));
        return {
          orderId,
          supplierUserId,
          carrierName: DEMO_CARRIER,
          carrierService: 'ground',
          shippingCost: DEMO_SHIPPING_COST,
          deliveryDays: Math.max(...own.map((line) => line.product.deliveryDays)) + 3,
          isPaid: paid,
          paidConfirmedAt: paid ? new Date(createdAt.getTime() + 20 * DAY_MS) : null,
        };
      }),
    );
    const items = lines.map((line) => {
      const { product } = line;
      const moved = line.status === 'Shipped' || line.status === 'Delivered';
      const shippedAt = new Date(createdAt.getTime() + 2 * DAY_MS);
      const transitDays = Math.min(9, product.deliveryDays);
      serial += 1;
      const tracking = moved ? trackingNumber(shippedAt, transitDays, serial) : null;
      // As the simulator makes them: root-relative, for any origin the demo is opened on.
      const shippingPath = new URL(ctx.config.envia.shippingUrl).pathname;
      const key = product.imageKey;
      return {
        orderId,
        supplierUserId: product.supplierUserId,
        productId: product.id,
        productName: product.name,
        productCode: product.code,
        imageUrl: key ? ctx.storage.publicUrl(cardImageKey(key)) : null,
        unitPrice: product.taxedPrice,
        quantity: line.quantity,
        amount: product.taxedPrice * line.quantity,
        commissionPercentage: product.commission,
        status: line.status,
        trackingNumber: tracking,
        trackUrl: tracking ? `${shippingPath}/rastreo/${tracking}` : null,
        labelUrl: tracking ? `${shippingPath}/etiquetas/${tracking}.pdf` : null,
        shippedAt: moved ? shippedAt : null,
        deliveredAt:
          line.status === 'Delivered' ? new Date(shippedAt.getTime() + transitDays * DAY_MS) : null,
        createdAt,
      };
    });
    const suborderIds = await insertOrderItems(tx, items);
    for (const [index, line] of lines.entries()) {
      // Stock leaves with the payment; a line the supplier cancels afterwards does not restock.
      await sell(tx, line.product.id, line.quantity);
      const suborderId = suborderIds[index];
      const deliveredAt = items[index]?.deliveredAt;
      if (line.review && suborderId !== undefined && deliveredAt) {
        await insertReview(tx, {
          orderItemId: suborderId,
          productId: line.product.id,
          userId: buyer.id,
          rating: line.review.rating,
          comment: line.review.comment,
          createdAt: new Date(deliveredAt.getTime() + 6 * HOUR_MS),
        });
      }
    }
  }
}
