/**
 * The admin's morning overview (/admin/dashboard): what waits for a decision, the shop's sales
 * on Bogotá's calendar, what is owed to suppliers, and where the process sheets and the
 * consultancies stand. One statement reads it all; this file only frames the days and fills in
 * the stages and days that have nothing.
 */
import type { AdminDashboard } from '@hogarte/shared/contracts/admin-dashboard';
import {
  DASHBOARD_SALES_DAYS,
  PRESENTIAL_STAGES,
  REMODELING_STAGES,
} from '@hogarte/shared/admin-dashboard';
import { VIRTUAL_STATUSES } from '@hogarte/shared/virtual-consultancies';
import { BOGOTA_OFFSET_MS, bogotaDay } from '@hogarte/shared/calendar';
import { fromCents } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import { purchaseDateRange } from '../orders/purchase-dates.js';
import { readDashboard, type SalesWindows } from './admin-dashboard.repository.js';

const DAY_MS = 86_400_000;

/** The instant Bogotá's clocks read midnight starting the day `now` falls on there. */
function bogotaMidnight(now: Date): Date {
  return new Date(Date.parse(`${bogotaDay(now)}T00:00:00Z`) + BOGOTA_OFFSET_MS);
}

function salesWindows(now: Date): SalesWindows {
  const todayStart = bogotaMidnight(now);
  // The sales list's own "this month", so both screens agree on where a month starts.
  const month = purchaseDateRange('this_month', now);
  if (!month.from || !month.to) throw new Error('this month has no bounds');
  return {
    todayStart,
    // Colombia keeps no daylight saving: every Bogotá day lasts exactly 24 hours.
    tomorrowStart: new Date(todayStart.getTime() + DAY_MS),
    monthStart: month.from,
    monthEnd: month.to,
    chartStart: new Date(todayStart.getTime() - (DASHBOARD_SALES_DAYS - 1) * DAY_MS),
  };
}

/** Every stage in its order with its count, the stages no row is in at zero. */
function everyStage<Stage extends string>(
  stages: readonly Stage[],
  counted: readonly { stage: string; count: number }[],
) {
  return stages.map((stage) => ({
    stage,
    count: counted.find((row) => row.stage === stage)?.count ?? 0,
  }));
}

const inPesos = (total: { count: number; cents: number }) => ({
  count: total.count,
  amount: fromCents(total.cents),
});

/** `GET /v1/admin/dashboard`. */
export async function adminDashboard(ctx: AppContext): Promise<AdminDashboard> {
  const windows = salesWindows(ctx.now());
  const row = await readDashboard(ctx.db, windows);
  const daily = Array.from({ length: DASHBOARD_SALES_DAYS }, (_, dayIndex) => {
    const sold = row.daily.find((day) => day.dayIndex === dayIndex);
    return {
      day: bogotaDay(windows.chartStart, dayIndex),
      count: sold?.count ?? 0,
      amount: sold?.amount ?? 0,
    };
  });
  const { payouts } = row;
  return {
    approvals: {
      designers: row.pendingDesigners,
      suppliers: row.pendingSuppliers,
      products: row.pendingProducts,
      advisers: row.unapprovedAdvisers,
    },
    sales: {
      today: row.today,
      month: row.month,
      daily,
      other_payments: {
        today: inPesos(row.otherPaymentsToday),
        month: inPesos(row.otherPaymentsMonth),
      },
    },
    supplier_payouts: {
      parts: payouts.parts,
      orders: payouts.orders,
      suppliers: payouts.suppliers,
      amount: payouts.amount,
      oldest_purchase_date: payouts.oldestPurchaseDate
        ? new Date(payouts.oldestPurchaseDate).toISOString()
        : null,
    },
    remodelings: everyStage(REMODELING_STAGES, row.remodelings),
    virtual_consultancies: everyStage(VIRTUAL_STATUSES, row.virtualConsultancies),
    presential_consultancies: everyStage(PRESENTIAL_STAGES, row.presentialConsultancies),
  };
}
