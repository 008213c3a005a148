/**
 * The contract of the admin's morning overview (`GET /v1/admin/dashboard`, the landing page
 * /admin/dashboard): what waits for a decision, the shop's sales on Bogotá's calendar, what is
 * owed to suppliers and where the process sheets and consultancies stand. Money is integer COP.
 */
import { z } from 'zod';
import { VIRTUAL_STATUSES } from '../virtual-consultancies.js';
import { REMODELING_STAGES, PRESENTIAL_STAGES } from '../admin-dashboard.js';

const count = z.number().int();
const amount = z.number().int();

const salesTotalSchema = z.object({ count, amount });

/** Every stage of a kind, in its order, with its count (zero included). */
function stageCounts<const Stages extends readonly [string, ...string[]]>(stages: Stages) {
  return z.array(z.object({ stage: z.enum(stages), count }));
}

export const adminDashboardSchema = z.object({
  /** Applications and products waiting for a decision. */
  approvals: z.object({
    designers: count,
    suppliers: count,
    products: count,
    /** Advisers not approved: their supplier decides, not the admin. */
    advisers: count,
  }),
  /** Paid shop orders by purchase date, as /admin/ventas lists them. */
  sales: z.object({
    today: salesTotalSchema,
    month: salesTotalSchema,
    /** The last `DASHBOARD_SALES_DAYS` Bogotá days, oldest first, days without sales included. */
    daily: z.array(salesTotalSchema.extend({ day: z.string() })),
    /**
     * Approved payments of everything else (virtual consultancies, presential designs, quotes),
     * by the day they were approved: money in that no shop order shows.
     */
    other_payments: z.object({ today: salesTotalSchema, month: salesTotalSchema }),
  }),
  /** Suppliers' parts of paid orders the admin has not yet marked as paid to them. */
  supplier_payouts: z.object({
    parts: count,
    orders: count,
    suppliers: count,
    /** The sum of those parts' lines, as each order's suppliers page totals them. */
    amount,
    /** Purchase date of the oldest order still owing a supplier, ISO; null when none. */
    oldest_purchase_date: z.string().nullable(),
  }),
  remodelings: stageCounts(REMODELING_STAGES),
  virtual_consultancies: stageCounts(VIRTUAL_STATUSES),
  presential_consultancies: stageCounts(PRESENTIAL_STAGES),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
