/**
 * An order's sub-orders as their screens read them (part 2 §4 Suborder status) and the purchase
 * list's date filter. Free of zod, so the lists and details that show them load none; the
 * contracts (`contracts/orders.ts`) and the accepted forms (`schemas/commerce.ts`) build on these.
 */

export const SUBORDER_STATUSES = [
  'Created',
  'Preparation',
  'Shipped',
  'Delivered',
  'Canceled',
] as const;
export type SuborderStatus = (typeof SUBORDER_STATUSES)[number];

/** How each status reads (part 2 §4 Suborder status); an empty one reads 'Por entregar'. */
export const SUBORDER_STATUS_LABEL: Record<SuborderStatus, string> = {
  Created: 'En preparación',
  Preparation: 'En preparación',
  Shipped: 'En tránsito',
  Delivered: 'Entregado',
  Canceled: 'Cancelado',
};

export const SUBORDER_STATUS_EMPTY_LABEL = 'Por entregar';

/** The moves a supplier may make (admins too): forward only, cancel before shipping. */
export const SUBORDER_TRANSITIONS: Record<SuborderStatus, readonly SuborderStatus[]> = {
  Created: ['Preparation', 'Shipped', 'Canceled'],
  Preparation: ['Shipped', 'Canceled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Canceled: [],
};

/** The purchase list's date filter (part 2 §2.6). */
export const PURCHASE_DATE_FILTERS = ['all', 'this_month', 'last_month', 'this_year'] as const;
export type PurchaseDateFilter = (typeof PURCHASE_DATE_FILTERS)[number];

/**
 * Envia names its carriers in lower case (`servientrega`), and an order keeps that name; the
 * screens write it as the carrier writes itself. A carrier not listed here reads capitalized.
 */
const CARRIER_NAMES: Readonly<Record<string, string>> = {
  servientrega: 'Servientrega',
  coordinadora: 'Coordinadora',
  deprisa: 'Deprisa',
  interrapidisimo: 'Interrapidísimo',
  tcc: 'TCC',
  envia: 'Envía',
  saferbo: 'Saferbo',
  '99minutos': '99 Minutos',
  fedex: 'FedEx',
  dhl: 'DHL',
};

export function carrierLabel(name: string): string {
  const known = CARRIER_NAMES[name.toLowerCase()];
  if (known) return known;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
