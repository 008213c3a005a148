/**
 * The pieces every demo story of a remodelling or a presential consultancy tells alike: its clock
 * of days after the start, the quotes its designer sends and the approval of its payments.
 */
import { randomBytes } from 'node:crypto';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import type { QuoteInput } from '@hogarte/shared/schemas/remodelings';
import type { Database } from '../db/client.js';
import { updatePayment } from '../modules/payments/payments.repository.js';

export const DAY_MS = 86_400_000;

/** One product the designer put in a quote: an area for coverings, units for the rest. */
export interface DemoEntry {
  product: string;
  m2?: number;
  units?: number;
  shipping: number;
}

/**
 * A story's clock: `at(days)` is that many days after `start` (never after `now`: a story is
 * past), `appointment(day, hour)` a day after the start at a whole hour in Bogotá (UTC−5).
 */
export function storyClock(start: Date, now: Date, story: string) {
  const at = (days: number) => {
    const time = new Date(start.getTime() + days * DAY_MS);
    if (time > now) throw new Error(`A demo ${story} event lands in the future (day ${days})`);
    return time;
  };
  const appointment = (day: number, hour: number) => {
    const date = new Date(start.getTime() + day * DAY_MS);
    date.setUTCHours(hour + 5, 0, 0, 0);
    return date.toISOString();
  };
  return { at, appointment };
}

/** The quote builder's input for a demo quote's entries. */
export function demoQuoteInput(
  name: string,
  entries: readonly DemoEntry[],
  productId: (name: string) => number,
): QuoteInput {
  return {
    name,
    products: entries.map((entry) => ({
      product_id: productId(entry.product),
      m2: entry.m2 ?? null,
      units: entry.units ?? null,
      shipping_cost: entry.shipping,
    })),
  };
}

/** The receipt data a client pays with: its own name, cédula and address. */
export function receiptOf(client: {
  firstName: string;
  lastName: string;
  cedula: string | null;
  email: string;
  streetAddress: string | null;
  cityName: string | null;
}): ReceiptData {
  return {
    type: 'person',
    first_name: client.firstName,
    last_name: client.lastName,
    document_type: 'CC',
    document_number: client.cedula ?? '',
    email: client.email,
    address: client.streetAddress ?? '',
    city: client.cityName ?? '',
  };
}

/** A recorded demo payment, approved by Wompi at `finalizedAt`. */
export async function approveDemoPayment(
  tx: Database,
  paymentId: number,
  paymentMethodType: 'CARD' | 'PSE',
  finalizedAt: Date,
): Promise<void> {
  await updatePayment(tx, paymentId, {
    status: 'APPROVED',
    transactionId: `demo-${randomBytes(6).toString('hex')}`,
    paymentMethodType,
    finalizedAt,
  });
}
