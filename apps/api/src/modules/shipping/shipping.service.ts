/**
 * Delivery addresses and shipping (part 2 §2.7, §7 Cart, §9): each supplier quotes from its own
 * warehouses with its own Envia key; the buyer's address is the destination. The delivery time a
 * buyer sees is the slowest product's preparation time plus the carrier's days (§9).
 */
import { storeSlug } from '@hogarte/shared/catalogue';
import type { OrderAddress } from '@hogarte/shared/contracts/orders';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { DeliveryAddressInput } from '@hogarte/shared/schemas/commerce';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import {
  EnviaError,
  enviaState,
  type EnviaAddress,
  type EnviaCarrier,
  type EnviaPackage,
} from '../../integrations/envia/envia.js';
import { cityLabel, findCity, requireCity } from '../lookups/cities.js';
import { orderNumber } from '../orders/order-number.js';
import {
  cartShippingLines,
  findSellingSupplierBySlug,
  findSellingSupplierByUuid,
  findShippingAddress,
  findSupplierById,
  insertShippingAddress,
  listShippingAddresses,
  shippingProducts,
  shippingProductsWithSuppliers,
  type AddressRow,
  type ShippingProductRow,
  type ShippingSupplierRow,
} from './shipping.repository.js';

const carrierUnavailable = (code = 'CARRIER_UNAVAILABLE') =>
  new AppError(422, code, MESSAGES.carrierUnavailable);
const addressUnknown = () => new AppError(404, 'ADDRESS_UNKNOWN', MESSAGES.addressUnknown);
const shippingCostNotFound = () =>
  new AppError(404, 'SHIPPING_COST_NOT_FOUND', MESSAGES.shippingCostNotFound);

function addressView(row: AddressRow) {
  return {
    id: row.id,
    street_address: row.streetAddress,
    city: { code: row.cityCode, name: row.cityName },
  };
}

export async function deliveryAddresses(ctx: AppContext, actor: Actor) {
  const rows = await listShippingAddresses(ctx.db, actor.id);
  // An empty list is an answer, not an error: the checkout offers to add the first address.
  return rows.length > 0
    ? { addresses: rows.map(addressView) }
    : { addresses: [], message: MESSAGES.addressesNotFound };
}

export async function addDeliveryAddress(
  ctx: AppContext,
  actor: Actor,
  input: DeliveryAddressInput,
) {
  const city = requireCity({ id: input.city }, 'city');
  const row = await insertShippingAddress(ctx.db, {
    userId: actor.id,
    streetAddress: input.street_address,
    cityCode: city.id,
    cityName: cityLabel(city),
  });
  return { ...addressView(row), message: MESSAGES.addressAdded };
}

/** Envia's place of a 5-digit DIVIPOLA municipality code: its 8-digit DANE code and department. */
export function enviaPlace(
  cityCode: string,
): Pick<EnviaAddress, 'city' | 'state' | 'country'> | null {
  const city = findCity({ id: cityCode });
  const state = city ? enviaState(city.daneCode) : undefined;
  return city && state ? { city: city.daneCode, state, country: 'CO' } : null;
}

/** "Calle 10 # 35-20" → street "Calle 10", number "35-20", as Envia's two fields want. */
function streetParts(text: string): { street: string; number?: string } {
  const [street = '', ...rest] = text.split('#');
  const number = rest.join('#').trim();
  return number && street.trim() ? { street: street.trim(), number } : { street: text.trim() };
}

/** A product whose box is not measured still ships: a mid-size box, never a zero Envia rejects. */
const DEFAULT_BOX_CM = { length: 30, width: 30, height: 20 };
const DEFAULT_BOX_KG = 1;
const MIN_BOX_KG = 0.1;

interface BoxMeasures {
  kg: number;
  /** Centimetres. */
  length: number;
  width: number;
  height: number;
}

/**
 * `amount` identical boxes as Envia's package: whole centimetres and kilograms to the hundredth,
 * rounded up, never a zero Envia rejects.
 */
export function enviaBox(content: string, amount: number, box: BoxMeasures): EnviaPackage {
  const side = (cm: number) => Math.max(1, Math.ceil(cm));
  return {
    content,
    amount,
    type: 'box',
    weight: Math.max(MIN_BOX_KG, Math.ceil(box.kg * 100) / 100),
    dimensions: { length: side(box.length), width: side(box.width), height: side(box.height) },
    weightUnit: 'KG',
    lengthUnit: 'CM',
  };
}

/**
 * One cart line as Envia's package: `quantity` identical boxes of the product's packing
 * presentation (package measures in cm, weight in kg; see the product schema).
 */
function packageOf(product: ShippingProductRow, quantity: number): EnviaPackage {
  return {
    ...enviaBox(product.name, quantity, {
      kg: product.packageWeight ?? product.weight ?? DEFAULT_BOX_KG,
      length: product.packageLength ?? DEFAULT_BOX_CM.length,
      width: product.packageWidth ?? DEFAULT_BOX_CM.width,
      height: product.packageHeight ?? DEFAULT_BOX_CM.height,
    }),
    declaredValue: product.taxedPrice,
  };
}

interface ShippingLine {
  product: ShippingProductRow;
  quantity: number;
}

/** Something on our side keeps a shipment from being quoted (no warehouse, unknown city). */
class CannotShip extends Error {}

interface WarehouseLoad {
  origin: EnviaAddress;
  packages: EnviaPackage[];
}

/** A warehouse as Envia's origin, with the supplier's contact; null when its city is unknown. */
export function warehouseOrigin(
  sender: ShippingSupplierRow,
  street: string,
  cityCode: string,
): EnviaAddress | null {
  const place = enviaPlace(cityCode);
  if (!place) return null;
  return {
    name: senderName(sender),
    company: sender.companyName,
    email: sender.companyEmail,
    phone: sender.companyPhone,
    ...streetParts(street),
    ...place,
  };
}

/** The boxes grouped by the warehouse each product leaves from: one Envia shipment each. */
function warehouseLoads(lines: readonly ShippingLine[], sender: ShippingSupplierRow) {
  const loads = new Map<number, WarehouseLoad>();
  for (const { product, quantity } of lines) {
    if (product.warehouseId === null || !product.warehouseCityCode) {
      throw new CannotShip(`product ${product.productId} names no warehouse`);
    }
    let load = loads.get(product.warehouseId);
    if (!load) {
      const origin = warehouseOrigin(
        sender,
        product.warehouseStreet ?? '',
        product.warehouseCityCode,
      );
      if (!origin) throw new CannotShip(`warehouse city ${product.warehouseCityCode} is unknown`);
      load = { origin, packages: [] };
      loads.set(product.warehouseId, load);
    }
    load.packages.push(packageOf(product, quantity));
  }
  return [...loads.values()];
}

function senderName(supplier: ShippingSupplierRow): string {
  const contact = [supplier.contactFirstName, supplier.contactLastName].filter(Boolean).join(' ');
  return contact || supplier.companyName;
}

/** The slowest product's days plus the carrier's (part 2 §9: delivery time + 3). */
function deliveryDays(lines: readonly ShippingLine[]): number {
  return (
    Math.max(0, ...lines.map((line) => line.product.deliveryTimeDays)) + LIMITS.carrierExtraDays
  );
}

interface CarrierPrice {
  carrier: string;
  service: string;
  totalPrice: number;
}

/**
 * One carrier's price for the lines: a shipment from each warehouse, the cheapest service of
 * each, added up. Envia may price in cents of a peso: the buyer pays whole pesos, rounded up.
 */
async function priceWith(
  ctx: AppContext,
  key: string,
  sender: ShippingSupplierRow,
  lines: readonly ShippingLine[],
  destination: EnviaAddress,
  carrierName: string,
): Promise<CarrierPrice> {
  const loads = warehouseLoads(lines, sender);
  const cheapest = await Promise.all(
    loads.map(async (load) => {
      const rates = await ctx.envia.rate(key, {
        origin: load.origin,
        destination,
        packages: load.packages,
        shipment: { type: 1, carrier: carrierName },
        settings: { currency: 'COP' },
      });
      // The adapter returns a carrier's services cheapest first, and never none.
      return rates[0] as (typeof rates)[number];
    }),
  );
  const [first] = cheapest;
  if (!first) throw new CannotShip('nothing to ship');
  return {
    carrier: first.carrier,
    service: first.service,
    totalPrice: cheapest.reduce((sum, rate) => sum + Math.ceil(rate.totalPrice), 0),
  };
}

/** A quote that Envia or our data could not give is no quote; anything else is a bug. */
function cannotQuote(error: unknown): boolean {
  return error instanceof EnviaError || error instanceof CannotShip;
}

function supplierView(supplier: ShippingSupplierRow) {
  return {
    id: supplier.uuid,
    company_name: supplier.companyName,
    store: storeSlug(supplier.companyName),
  };
}

function destinationOf(address: AddressRow): EnviaAddress | null {
  const place = enviaPlace(address.cityCode);
  return place ? { ...streetParts(address.streetAddress), ...place } : null;
}

/** A carrier by Envia's code and the name people know it by. */
export function carrierView(carrier: EnviaCarrier) {
  return { name: carrier.name, description: carrier.description || carrier.name };
}

/** The carriers a supplier's Envia account offers for Colombia. */
export async function supplierCarriers(ctx: AppContext, supplierUuid: string) {
  const supplier = await findSellingSupplierByUuid(ctx.db, supplierUuid);
  if (!supplier) throw new AppError(404, 'CARRIERS_NOT_FOUND', MESSAGES.carriersNotFound);
  if (!supplier.enviaKey) throw carrierUnavailable();
  let carriers: EnviaCarrier[];
  try {
    carriers = await ctx.envia.carriers(supplier.enviaKey);
  } catch (error) {
    if (error instanceof EnviaError) {
      throw new AppError(502, 'CARRIERS_LOAD_FAILED', MESSAGES.carriersLoadFailed);
    }
    throw error;
  }
  const list = carriers.map(carrierView);
  return list.length > 0
    ? { carriers: list }
    : { carriers: [], message: MESSAGES.carriersNotFound };
}

/** Every carrier's quote for one supplier's lines; the carriers that cannot quote are left out. */
async function quotesFor(
  ctx: AppContext,
  supplier: ShippingSupplierRow,
  lines: readonly ShippingLine[],
  destination: EnviaAddress | null,
) {
  const key = supplier.enviaKey;
  if (!key || !destination) return [];
  let carriers: EnviaCarrier[];
  try {
    carriers = await ctx.envia.carriers(key);
  } catch (error) {
    if (error instanceof EnviaError) return [];
    throw error;
  }
  const days = deliveryDays(lines);
  const priced = await Promise.all(
    carriers.map(async (carrier) => {
      try {
        const price = await priceWith(ctx, key, supplier, lines, destination, carrier.name);
        return [
          {
            carrier: price.carrier,
            description: carrier.description || carrier.name,
            service: price.service,
            totalPrice: price.totalPrice,
            deliveryDays: days,
          },
        ];
      } catch (error) {
        if (cannotQuote(error)) return [];
        throw error;
      }
    }),
  );
  return priced.flat().sort((a, b) => a.totalPrice - b.totalPrice);
}

/** The buyer's cart by supplier, each with the supplier's shipping data and its lines. */
async function cartBySupplier(ctx: AppContext, actor: Actor) {
  const rows = await cartShippingLines(ctx.db, actor.id);
  const groups = new Map<number, { supplier: ShippingSupplierRow; lines: ShippingLine[] }>();
  for (const { supplier, quantity, ...product } of rows) {
    const group = groups.get(supplier.id) ?? { supplier, lines: [] };
    group.lines.push({ product, quantity });
    groups.set(supplier.id, group);
  }
  return [...groups.values()];
}

/** `GET /v2/cart/shipping-cost`: every carrier's quote for every supplier of the cart. */
export async function cartShippingCosts(ctx: AppContext, actor: Actor, addressId: number) {
  const address = await findShippingAddress(ctx.db, addressId, actor.id);
  if (!address) throw addressUnknown();
  const destination = destinationOf(address);
  const groups = await cartBySupplier(ctx, actor);
  const suppliers = await Promise.all(
    groups.map(async ({ supplier, lines }) => ({
      supplier: supplierView(supplier),
      quotes: await quotesFor(ctx, supplier, lines, destination),
    })),
  );
  return { suppliers };
}

/** `GET /v2/cart/shipping-cost/{store}`: one carrier's quote for one supplier of the cart. */
export async function cartShippingCost(
  ctx: AppContext,
  actor: Actor,
  query: { store: string; carrierName: string; addressId: number },
) {
  const address = await findShippingAddress(ctx.db, query.addressId, actor.id);
  if (!address) throw addressUnknown();
  const supplier = await findSellingSupplierBySlug(ctx.db, query.store);
  if (!supplier) throw shippingCostNotFound();
  const group = (await cartBySupplier(ctx, actor)).find(
    (candidate) => candidate.supplier.id === supplier.id,
  );
  if (!group) throw shippingCostNotFound();
  const destination = destinationOf(address);
  if (!supplier.enviaKey || !destination) throw carrierUnavailable();
  let price: CarrierPrice;
  try {
    price = await priceWith(
      ctx,
      supplier.enviaKey,
      supplier,
      group.lines,
      destination,
      query.carrierName,
    );
  } catch (error) {
    if (cannotQuote(error)) throw carrierUnavailable();
    throw error;
  }
  return {
    supplier: supplierView(supplier),
    carrier: price.carrier,
    service: price.service,
    totalPrice: price.totalPrice,
    deliveryDays: deliveryDays(group.lines),
  };
}

export interface ShippingItem {
  productId: number;
  quantity: number;
}

/** The items' quantities by product, a repeated product's added up, lines of none left out. */
function quantitiesOf(items: readonly ShippingItem[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const item of items) {
    if (item.quantity > 0) {
      quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
    }
  }
  return quantities;
}

/**
 * The supplier's products among the items, with their quantities. A product of another supplier,
 * or an unknown one, means the caller's data is wrong: no quote.
 */
function linesOf(
  products: readonly ShippingProductRow[],
  supplierUserId: number,
  quantities: ReadonlyMap<number, number>,
): ShippingLine[] {
  if (
    products.length === 0 ||
    products.length !== quantities.size ||
    products.some((product) => product.supplierId !== supplierUserId)
  ) {
    throw carrierUnavailable();
  }
  return products.map((product) => ({
    product,
    quantity: quantities.get(product.productId) ?? 0,
  }));
}

async function supplierLines(
  ctx: AppContext,
  supplierUserId: number,
  items: readonly ShippingItem[],
): Promise<ShippingLine[]> {
  const quantities = quantitiesOf(items);
  const products = await shippingProducts(ctx.db, [...quantities.keys()]);
  return linesOf(products, supplierUserId, quantities);
}

export interface SupplierShippingInput {
  supplierUserId: number;
  /** 5-digit DIVIPOLA code of the destination municipality. */
  cityCode: string;
  items: ShippingItem[];
  carrierName: string;
}

export interface ShippingQuote {
  /** Envia's name of the carrier, e.g. `servientrega`. */
  carrierName: string;
  service: string;
  /** Integer COP. */
  totalPrice: number;
  deliveryDays: number;
}

/**
 * The checkout's quotes: reads what shipping needs of the products (their boxes and warehouses,
 * their suppliers' Envia keys and contacts) in one statement, and answers a function that quotes
 * one supplier's items to a municipality with one carrier, from the supplier's warehouses with its
 * Envia key; 422 `carrierUnavailable` when they cannot be quoted.
 */
export async function supplierShippingQuoter(
  ctx: AppContext,
  productIds: readonly number[],
): Promise<(input: SupplierShippingInput) => Promise<ShippingQuote>> {
  const rows = new Map(
    (await shippingProductsWithSuppliers(ctx.db, [...new Set(productIds)])).map((row) => [
      row.productId,
      row,
    ]),
  );
  return async (input) => {
    const quantities = quantitiesOf(input.items);
    const found = [...quantities.keys()].flatMap((id) => rows.get(id) ?? []);
    const lines = linesOf(found, input.supplierUserId, quantities);
    const supplier = found[0]?.supplier;
    if (!supplier?.enviaKey) throw carrierUnavailable();
    const place = enviaPlace(input.cityCode);
    if (!place) throw carrierUnavailable();
    try {
      const price = await priceWith(
        ctx,
        supplier.enviaKey,
        supplier,
        lines,
        place,
        input.carrierName,
      );
      return {
        carrierName: price.carrier,
        service: price.service,
        totalPrice: price.totalPrice,
        deliveryDays: deliveryDays(lines),
      };
    } catch (error) {
      if (cannotQuote(error)) throw carrierUnavailable();
      throw error;
    }
  };
}

export interface ShipmentLabelInput {
  supplierUserId: number;
  orderId: number;
  address: OrderAddress;
  items: ShippingItem[];
  carrierName: string;
}

export interface ShipmentLabel {
  trackingNumber: string;
  trackUrl: string;
  /** The label's PDF URL. */
  labelUrl: string;
}

/**
 * Buys the Envia label of a supplier's items of an order. Labels are made per suborder (one
 * product, so one warehouse); items from several warehouses ship from the first one's. 422
 * `carrierUnavailable` when Envia refuses (code ENVIA_UNAVAILABLE when it could not be reached).
 */
export async function createShipmentLabel(
  ctx: AppContext,
  input: ShipmentLabelInput,
): Promise<ShipmentLabel> {
  const supplier = await findSupplierById(ctx.db, input.supplierUserId);
  if (!supplier?.enviaKey) throw carrierUnavailable();
  const lines = await supplierLines(ctx, input.supplierUserId, input.items);
  const place = enviaPlace(input.address.city_code);
  if (!place) throw carrierUnavailable();
  const reference = orderNumber(input.orderId);
  try {
    const [load] = warehouseLoads(lines, supplier);
    if (!load) throw new CannotShip('nothing to ship');
    const label = await ctx.envia.generate(supplier.enviaKey, {
      origin: load.origin,
      destination: {
        name: `${input.address.name} ${input.address.lastname}`.trim(),
        phone: input.address.phone,
        ...streetParts(input.address.address),
        ...place,
        reference,
      },
      packages: lines.map((line) => packageOf(line.product, line.quantity)),
      shipment: { type: 1, carrier: input.carrierName },
      settings: {
        currency: 'COP',
        printFormat: 'PDF',
        printSize: 'STOCK_4X6',
        comments: reference,
      },
    });
    return {
      trackingNumber: label.trackingNumber,
      trackUrl: label.trackUrl,
      labelUrl: label.label,
    };
  } catch (error) {
    if (error instanceof EnviaError && error.failure === 'unavailable') {
      throw carrierUnavailable('ENVIA_UNAVAILABLE');
    }
    if (cannotQuote(error)) throw carrierUnavailable();
    throw error;
  }
}
