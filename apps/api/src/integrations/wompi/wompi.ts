/**
 * Wompi's contract (cards, Nequi, PSE; Colombia), shared by the real adapter and the simulator:
 * the transaction and event shapes, the web checkout's integrity signature and URL, and the
 * verification of the events Wompi posts to our webhook.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '@hogarte/shared/contracts/checkout';

/**
 * A transaction as `GET /v1/transactions/{id}` and the `transaction.updated` event show it. The
 * event's copy carries no `created_at`, `finalized_at` nor `status_message`, and Wompi sends
 * `null` for what is not known yet, hence the optional and nullable fields.
 */
export interface WompiTransaction {
  id: string;
  created_at?: string | undefined;
  finalized_at?: string | null | undefined;
  amount_in_cents: number;
  reference: string;
  currency: string;
  payment_method_type: string;
  status: PaymentStatus;
  status_message?: string | null | undefined;
  customer_email?: string | null | undefined;
  redirect_url?: string | null | undefined;
}

/** Parses what Wompi sends; fields we do not use are dropped. */
export const wompiTransactionSchema = z.object({
  id: z.string().min(1).max(80),
  created_at: z.string().optional(),
  finalized_at: z.string().nullish(),
  amount_in_cents: z.number().int().nonnegative(),
  reference: z.string().min(1).max(255),
  currency: z.string().min(1),
  payment_method_type: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  status_message: z.string().nullish(),
  customer_email: z.string().nullish(),
  redirect_url: z.string().nullish(),
}) satisfies z.ZodType<WompiTransaction>;

/** The event Wompi posts to our webhook when a transaction reaches a status. */
export interface WompiTransactionEvent {
  event: 'transaction.updated';
  data: { transaction: WompiTransaction };
  environment: string;
  signature: { properties: string[]; checksum: string };
  /** Unix seconds. */
  timestamp: number;
  sent_at: string;
}

/** What every Wompi event has, whatever its type: enough to check its checksum. */
const eventEnvelopeSchema = z.object({
  event: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  environment: z.string().default(''),
  signature: z.object({
    properties: z.array(z.string().min(1)).min(1).max(20),
    checksum: z.string().min(1).max(128),
  }),
  timestamp: z.number().int().nonnegative(),
  sent_at: z.string().default(''),
});

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The web checkout's `signature:integrity`: SHA-256 hex of reference + amount in cents + currency
 * + expiration time (when the checkout has one) + the integrity secret.
 */
export function integritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  expirationTime: string | undefined,
  secret: string,
): string {
  return sha256Hex(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${secret}`);
}

/** The value a signed property (`transaction.id`) names inside the event's `data`. */
function signedValue(data: unknown, property: string): string | undefined {
  let value: unknown = data;
  for (const key of property.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function signedValues(event: EventToSign): string[] | undefined {
  const values = event.signature.properties.map((property) => signedValue(event.data, property));
  return values.every((value) => value !== undefined) ? values : undefined;
}

export interface EventToSign {
  data: unknown;
  signature: { properties: readonly string[] };
  timestamp: number;
}

/**
 * An event's checksum: SHA-256 hex of the values of `signature.properties`, looked up in `data`
 * and concatenated in order, + `timestamp` + the events secret. Throws when a signed property is
 * missing from `data`: such an event cannot be signed (`verifyEvent` reports it as malformed).
 */
export function eventChecksum(event: EventToSign, secret: string): string {
  const values = signedValues(event);
  if (!values) throw new TypeError('A signed property of the Wompi event is missing from data');
  return sha256Hex(`${values.join('')}${event.timestamp}${secret}`);
}

/** Hex digests compared without regard to case, in time independent of where they differ. */
export function sameChecksum(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How old an event may be: Wompi's last retry comes 24 h after the first delivery. */
export const EVENT_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** Clocks drift a little; an event from further in the future was not sent by Wompi. */
export const EVENT_MAX_FUTURE_MS = 5 * 60 * 1000;

/**
 * Signed properties without which an event says nothing trustworthy: an unsigned status or id
 * could be rewritten by whoever holds a copy of a genuine event.
 */
const REQUIRED_SIGNED_PROPERTIES = ['transaction.id', 'transaction.status'];

export type EventRejection =
  /** Not a Wompi event, or a transaction event without a transaction. */
  | 'malformed'
  /** The checksum (body or header) is not the one the events secret gives: forged or altered. */
  | 'checksum_mismatch'
  /** Older than 48 h or more than 5 min in the future: a replay. */
  | 'stale'
  /** Genuine, but of a type we do not handle (Wompi also sends `nequi_token.updated`, …). */
  | 'unsupported';

export type EventVerification =
  | { ok: true; event: WompiTransactionEvent }
  | { ok: false; reason: EventRejection; event?: string };

/**
 * Checks a webhook body: its shape, its checksum (the body's `signature.checksum` and, when sent,
 * the `X-Event-Checksum` header must both be the expected one), and its age against `now`.
 */
export function verifyEvent(
  body: unknown,
  headerChecksum: string | undefined,
  secret: string,
  now: Date,
): EventVerification {
  const envelope = eventEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { ok: false, reason: 'malformed' };
  const event = envelope.data;
  const values = signedValues(event);
  if (!values) return { ok: false, reason: 'malformed' };

  const expected = sha256Hex(`${values.join('')}${event.timestamp}${secret}`);
  if (!sameChecksum(expected, event.signature.checksum)) {
    return { ok: false, reason: 'checksum_mismatch' };
  }
  if (headerChecksum !== undefined && !sameChecksum(expected, headerChecksum)) {
    return { ok: false, reason: 'checksum_mismatch' };
  }

  const age = now.getTime() - event.timestamp * 1000;
  if (age > EVENT_MAX_AGE_MS || -age > EVENT_MAX_FUTURE_MS) return { ok: false, reason: 'stale' };

  if (event.event !== 'transaction.updated') {
    return { ok: false, reason: 'unsupported', event: event.event };
  }
  const transaction = wompiTransactionSchema.safeParse(event.data.transaction);
  if (
    !transaction.success ||
    !REQUIRED_SIGNED_PROPERTIES.every((property) => event.signature.properties.includes(property))
  ) {
    return { ok: false, reason: 'malformed' };
  }
  return {
    ok: true,
    event: {
      event: 'transaction.updated',
      data: { transaction: transaction.data },
      environment: event.environment,
      signature: event.signature,
      timestamp: event.timestamp,
      sent_at: event.sent_at,
    },
  };
}

export interface CheckoutRequest {
  /** The platform's key, or a store's own key for its white-label checkout. */
  publicKey: string;
  /** Unique per payment attempt. */
  reference: string;
  /** Integer: COP total × 100. */
  amountInCents: number;
  /** Where Wompi sends the browser back, with `?id=<transactionId>&env=test`. */
  redirectUrl: string;
  /** After this instant Wompi refuses the payment. */
  expirationTime?: Date | undefined;
  customerEmail?: string | undefined;
}

/** Wompi as the rest of the API sees it: the real provider or the simulator. */
export interface WompiGateway {
  /** The web checkout URL the buyer's browser goes to. */
  checkoutUrl(request: CheckoutRequest): string;
  /** Wompi's view of a transaction; undefined when Wompi does not know it (404). */
  getTransaction(id: string): Promise<WompiTransaction | undefined>;
}

export const WOMPI_CURRENCY = 'COP';

/** The web checkout URL with every field Wompi reads, signed with the integrity secret. */
export function buildCheckoutUrl(
  base: string,
  integritySecret: string,
  request: CheckoutRequest,
): string {
  const expirationTime = request.expirationTime?.toISOString();
  const url = new URL(base);
  const query = url.searchParams;
  query.set('public-key', request.publicKey);
  query.set('currency', WOMPI_CURRENCY);
  query.set('amount-in-cents', String(request.amountInCents));
  query.set('reference', request.reference);
  query.set(
    'signature:integrity',
    integritySignature(
      request.reference,
      request.amountInCents,
      WOMPI_CURRENCY,
      expirationTime,
      integritySecret,
    ),
  );
  query.set('redirect-url', request.redirectUrl);
  if (expirationTime) query.set('expiration-time', expirationTime);
  if (request.customerEmail) query.set('customer-data:email', request.customerEmail);
  return url.toString();
}
