/**
 * Contracts of placing an order and following its payment (part 2 §2.7 /pago, §4 Payment return),
 * and of Wompi's events webhook. Money is integer COP; Wompi counts in cents.
 */
import { z } from 'zod';

/** A payment's status: Wompi's transaction status, which our payments record as they come. */
export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `POST /v2/checkout` → 201: the order placed (its stock reserved) and where to pay it. */
export const placedOrderSchema = z.object({
  orderId: z.int(),
  orderNumber: z.string(),
  total: z.int(),
  /** The payment's reference at Wompi, unique per attempt. */
  reference: z.string(),
  amountInCents: z.int(),
  /** Wompi's web checkout (or the simulator's), where the buyer pays. */
  checkoutUrl: z.string(),
});

/** `GET /v2/payments/wompi/{transactionId}`: the payment as Wompi confirmed it. */
export const paymentResultSchema = z.object({
  /** ERROR too when the transaction is not the order's payment (another amount or currency). */
  status: z.enum(PAYMENT_STATUSES),
  orderId: z.int(),
  orderNumber: z.string(),
});

/** `GET /v2/suppliers/wompi-key/{supplierName}`: the key a store's own checkout pays with. */
export const storeWompiKeySchema = z.object({ publicKey: z.string().nullable() });

/** `POST /v2/payments/wompi/events`: every event Wompi may stop retrying is acknowledged so. */
export const wompiEventAckSchema = z.object({ ok: z.literal(true) });
