/**
 * The money rules of both spec documents, written once for the API and the web: money is whole
 * Colombian pesos in integers (part 2 §9), prices carry 19% IVA, a designer buys with half the
 * commission off (part 2 §3 Cart item, §9), and a quote counts the boxes an area needs (part 1
 * §9). Nothing else turns money, or any number, into text or computes these amounts.
 *
 * Numbers are written as Colombia writes them (`1.234.567`, `1,44`): the same text as
 * `Intl.NumberFormat('es-CO')` (money.test.ts compares the two over many values), by hand
 * because a page's first `Intl` call loads the browser's ICU data: 24–47 ms in this machine's
 * Chromium, 110–230 ms with the CPU slowed four times as on Lighthouse's phone, inside the first
 * render of every page that shows a price (decision 046).
 */
import { LIMITS, MONEY } from './limits.js';

export interface NumberTextOptions {
  /** Digits after the comma at most, rounded half away from zero (3, as `Intl`'s default). */
  maximumFractionDigits?: number;
  /** Digits after the comma at least, padded with zeros (0). */
  minimumFractionDigits?: number;
}

/** A number with dots between thousands and a decimal comma, as `Intl.NumberFormat('es-CO')`. */
export function formatNumber(value: number, options: NumberTextOptions = {}): string {
  const { maximumFractionDigits = 3, minimumFractionDigits = 0 } = options;
  // Not a number any screen shows: written as JavaScript writes it, where `Intl` wrote `∞`.
  if (!Number.isFinite(value)) return String(value);
  // Rounded from the shortest decimal text that reads back as the same number, as `Intl` rounds
  // (1.005 to two digits is 1,01, where `toFixed`, rounding the binary value, gives 1.00): its
  // digits times a power of ten, scaled to whole units of the last digit kept, half away from 0.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = Number(exponent) - mantissa.replace(/^\d\.?/, '').length + maximumFractionDigits;
  const divisor = 10n ** BigInt(Math.max(0, -shift));
  const units = (digits * 10n ** BigInt(Math.max(0, shift)) + divisor / 2n) / divisor;
  const text = units.toString().padStart(maximumFractionDigits + 1, '0');
  const integerLength = text.length - maximumFractionDigits;
  const integer = text.slice(0, integerLength).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = text.slice(integerLength).replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  // Negative zero too, as `Intl` writes it (`-0`): 1 / -0 is -Infinity.
  const sign = 1 / value < 0 ? '-' : '';
  return fraction ? `${sign}${integer},${fraction}` : `${sign}${integer}`;
}

/**
 * COP as the screens, emails and PDFs show it: `$ 1.234.567`, no decimals; the text of
 * `Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP' })` with no fraction digits,
 * a no-break space after the sign.
 */
export function formatCop(amount: number): string {
  const pesos = Math.round(amount);
  const sign = 1 / pesos < 0 ? '-' : '';
  return `${sign}$\u00a0${formatNumber(Math.abs(pesos), { maximumFractionDigits: 0 })}`;
}

/** The public price with IVA, in whole pesos: what the buyer pays for the supplier's price. */
export function withIva(price: number): number {
  return Math.round((price * (100 + MONEY.ivaPercent)) / 100);
}

/** What a payment provider is asked for: the total in cents (part 2 §9, total × 100). */
export function toCents(pesos: number): number {
  return pesos * LIMITS.centsPerPeso;
}

/** What a payment in cents was in whole pesos (a receipt of a provider's amount). */
export function fromCents(cents: number): number {
  return Math.round(cents / LIMITS.centsPerPeso);
}

/**
 * The utility the catalogue shows: half the commission, split equally between the professional
 * and the platform (part 1 §9, part 2 §9).
 */
export function utilityPercent(commissionPercent: number): number {
  return commissionPercent / 2;
}

/**
 * The designer's discount on one line: the same half of the commission, over the line's price
 * with IVA (comission_percentage / 100 / 2 × taxed_price × quantity), rounded to whole pesos per
 * line, so the cart, the checkout and the placed order all agree.
 */
export function designerDiscount(
  taxedPrice: number,
  quantity: number,
  commissionPercent: number,
): number {
  return Math.round((commissionPercent / 100 / 2) * taxedPrice * quantity);
}

/** A cart or order line: one unit's price with IVA, the units, the supplier's commission (%). */
export interface PricedLine {
  taxedPrice: number;
  quantity: number;
  commissionPercent: number;
}

/** A line's amount: quantity × price with IVA. */
export function lineAmount(line: Pick<PricedLine, 'taxedPrice' | 'quantity'>): number {
  return line.quantity * line.taxedPrice;
}

export interface LinesTotals {
  /** Units over all lines (the cart badge). */
  itemsCount: number;
  /** Σ quantity × price with IVA. */
  subtotal: number;
  /** Σ of each line's designer discount; whether the buyer gets it is the caller's rule. */
  designerDiscount: number;
}

/** The derived values of a cart (part 2 §3 Cart item): units, total price, designer discount. */
export function linesTotals(lines: readonly PricedLine[]): LinesTotals {
  let itemsCount = 0;
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    itemsCount += line.quantity;
    subtotal += lineAmount(line);
    discount += designerDiscount(line.taxedPrice, line.quantity, line.commissionPercent);
  }
  return { itemsCount, subtotal, designerDiscount: discount };
}

export interface OrderTotals {
  /** Σ quantity × price with IVA. */
  subtotal: number;
  shipping: number;
  /** The designer discount for an approved designer, zero for everyone else. */
  discount: number;
  /** subtotal + shipping − discount: what the buyer pays. */
  total: number;
}

/** An order's totals as the checkout shows them and the API charges them. */
export function orderTotals(
  lines: readonly PricedLine[],
  shipping: number,
  designerPrices: boolean,
): OrderTotals {
  const { subtotal, designerDiscount: discount } = linesTotals(lines);
  const applied = designerPrices ? discount : 0;
  return { subtotal, shipping, discount: applied, total: subtotal + shipping - applied };
}

/**
 * `numerator ÷ denominator` rounded up, ignoring the binary noise of decimal areas (4.32 ÷ 1.44
 * is 3.0000000000000004 in floating point and needs 3 boxes, not 4).
 */
function ceilRatio(numerator: number, denominator: number, what: string): number {
  if (!(denominator > 0)) throw new RangeError(`${what} must be positive, got ${denominator}`);
  if (!(numerator >= 0)) throw new RangeError(`The area must be zero or more, got ${numerator}`);
  return Math.ceil(Math.round((numerator / denominator) * 1e9) / 1e9);
}

/**
 * Quotes (part 1 §9): the units of a covering or floor for a requested area, the area divided by
 * the product's minimum sale unit (m² per box), rounded up.
 */
export function coveringUnits(areaM2: number, minSaleUnitM2: number): number {
  return ceilRatio(areaM2, minSaleUnitM2, 'The minimum sale unit');
}

/**
 * Quotes (part 1 §9): the units of a complementary product (grout, adhesive), the total area of
 * the brand it complements in the quote divided by the product's yield per m², rounded up. A
 * complement's installation price is 0.
 */
export function complementaryUnits(brandAreaM2: number, yieldM2: number): number {
  return ceilRatio(brandAreaM2, yieldM2, 'The yield per m²');
}

/** A quote line's subtotal (part 1 §9): units × price plus the line's shipping cost. */
export function quoteLineSubtotal(units: number, price: number, shippingCost: number): number {
  return units * price + shippingCost;
}

/** What a virtual consultancy costs and how it is shared (part 2 §3, §9; decision 027). */
export interface VirtualConsultancyAmounts {
  /** 749.000 × spaces: what the client pays. */
  toPay: number;
  toPayDesigner: number;
  /** The platform's share: the rest, so the parts always add up to the total. */
  toPayPlatform: number;
}

export function virtualConsultancyAmounts(spaces: number): VirtualConsultancyAmounts {
  if (!Number.isInteger(spaces) || spaces < 1) {
    throw new RangeError(`A virtual consultancy covers at least one whole space, got ${spaces}`);
  }
  const toPay = MONEY.virtualConsultancyPricePerSpace * spaces;
  const toPayDesigner = Math.round((toPay * MONEY.virtualConsultancyDesignerPercent) / 100);
  return { toPay, toPayDesigner, toPayPlatform: toPay - toPayDesigner };
}

/** One priced line of a quote: units, the supplier's price without IVA, shipping, installation. */
export interface QuoteMoneyLine {
  units: number;
  price: number;
  shippingCost: number;
  /** Per unit; 0 for complementary products (part 1 §9). */
  installationPrice: number;
  commissionPercent: number;
}

export interface QuoteTotals {
  /** Σ units × price. */
  products: number;
  shipping: number;
  /** Σ units × installation price. */
  installation: number;
  /** products + shipping + installation: the sum of the line subtotals and their installation. */
  subtotal: number;
  /** 19% of the subtotal, in whole pesos (part 1 §9). */
  iva: number;
  total: number;
}

/** A quote's totals as its PDF shows them and the client pays them. */
export function quoteTotals(lines: readonly QuoteMoneyLine[]): QuoteTotals {
  let products = 0;
  let shipping = 0;
  let installation = 0;
  for (const line of lines) {
    products += line.units * line.price;
    shipping += line.shippingCost;
    installation += line.units * line.installationPrice;
  }
  const subtotal = products + shipping + installation;
  const iva = Math.round((subtotal * MONEY.ivaPercent) / 100);
  return { products, shipping, installation, subtotal, iva, total: subtotal + iva };
}

/** Who a paid quote's money goes to (part 2 §3 Invoice; decision 029). The parts add up to toPay. */
export interface QuoteSplit {
  toPay: number;
  /** Half of each line's commission (the utility the catalogue shows, part 2 §9). */
  toPayDesigner: number;
  /** The other half of the commission. */
  toPayPlatform: number;
  /** The installation with its IVA. */
  toPayLsh: number;
  /** The rest: the products net of commission, their shipping and their IVA. */
  toPaySupplier: number;
}

export function quoteSplit(lines: readonly QuoteMoneyLine[]): QuoteSplit {
  const { total, installation } = quoteTotals(lines);
  let commission = 0;
  let designer = 0;
  for (const line of lines) {
    const lineCommission = Math.round((line.units * line.price * line.commissionPercent) / 100);
    commission += lineCommission;
    designer += Math.round((lineCommission * utilityPercent(100)) / 100);
  }
  const lsh = installation + Math.round((installation * MONEY.ivaPercent) / 100);
  return {
    toPay: total,
    toPayDesigner: designer,
    toPayPlatform: commission - designer,
    toPayLsh: lsh,
    toPaySupplier: total - commission - lsh,
  };
}

/**
 * The deposit a presential consultancy's quote payment deducts (part 2 §9; decision 030): the
 * 450.000 designs payment, once it is paid and unused (`available`), and only when the quotes paid
 * together total more than 2.500.000. One rule for the checkout's total and the server's charge.
 */
export function presentialDeposit(total: number, available: boolean): number {
  return available && total > MONEY.presentialDepositThreshold ? MONEY.presentialDeposit : 0;
}
