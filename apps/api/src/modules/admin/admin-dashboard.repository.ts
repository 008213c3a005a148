import { sql, type SQL } from 'drizzle-orm';
import { STEP_STATUS } from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { orderItems, orderSuppliers, orders, payments } from '../../db/schema/commerce.js';
import { presentialConsultancies } from '../../db/schema/presential.js';
import { remodelingSteps, remodelings } from '../../db/schema/remodelings.js';
import { users } from '../../db/schema/users.js';
import { virtualConsultancies } from '../../db/schema/virtual-consultancies.js';

/** Instants bounding the sales figures; each range includes its start and excludes its end. */
export interface SalesWindows {
  todayStart: Date;
  tomorrowStart: Date;
  monthStart: Date;
  monthEnd: Date;
  /** Bogotá's midnight starting the chart's first day. */
  chartStart: Date;
}

interface SalesTotalRow {
  count: number;
  amount: number;
}

interface PaymentsTotalRow {
  count: number;
  cents: number;
}

interface DashboardRow {
  pendingDesigners: number;
  pendingSuppliers: number;
  pendingProducts: number;
  unapprovedAdvisers: number;
  today: SalesTotalRow;
  month: SalesTotalRow;
  /** Only the chart's days with sales; `dayIndex` counts days from `chartStart`. */
  daily: (SalesTotalRow & { dayIndex: number })[];
  otherPaymentsToday: PaymentsTotalRow;
  otherPaymentsMonth: PaymentsTotalRow;
  payouts: {
    parts: number;
    orders: number;
    suppliers: number;
    amount: number;
    oldestPurchaseDate: string | null;
  };
  remodelings: { stage: string; count: number }[];
  virtualConsultancies: { stage: string; count: number }[];
  presentialConsultancies: { stage: string; count: number }[];
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Paid shop orders placed in [from, to): what /admin/ventas lists, by purchase date. */
const paidOrdersBetween = (from: Date, to: Date) =>
  sql`${orders.status} = 'paid' and ${orders.createdAt} >= ${instant(from)} and ${orders.createdAt} < ${instant(to)}`;

const salesTotal = (from: Date, to: Date) => sql`(
  select json_build_object('count', count(*), 'amount', coalesce(sum(${orders.total}), 0))
  from ${orders} where ${paidOrdersBetween(from, to)})`;

/** Approved payments in [from, to) of anything but a shop order, in cents as the provider took them. */
const otherPaymentsTotal = (from: Date, to: Date) => sql`(
  select json_build_object('count', count(*), 'cents', coalesce(sum(${payments.amountInCents}), 0))
  from ${payments}
  where ${payments.status} = 'APPROVED' and ${payments.orderId} is null
    and ${payments.finalizedAt} >= ${instant(from)} and ${payments.finalizedAt} < ${instant(to)})`;

/** `[{ stage, count }]` of the rows of `table`, each row's stage given by `stage`. */
const stageCounts = (stage: SQL, table: SQL) => sql`(
  select coalesce(json_agg(json_build_object('stage', stage, 'count', total)), '[]'::json)
  from (select ${stage} as stage, count(*) as total from ${table} group by 1) as stages)`;

/**
 * An unfinished sheet stands at its first step not done; with every step done it still waits
 * for the client to receive the work.
 */
const remodelingStage = sql`case
  when ${remodelings.paidAt} is not null then 'paid'
  when ${remodelings.finishedAt} is not null then 'finished'
  else coalesce((
    select ${remodelingSteps.name} from ${remodelingSteps}
    where ${remodelingSteps.remodelingId} = ${remodelings.id}
      and ${remodelingSteps.statusId} <> ${STEP_STATUS.done}
    order by ${remodelingSteps.position} limit 1), 'received')
  end`;

// The virtual consultancy service's `statusOf`, in SQL so the counts need no rows.
const virtualStage = sql`case
  when ${virtualConsultancies.finishedAt} is not null then 'finished'
  when ${virtualConsultancies.isApproved} then 'active'
  when ${virtualConsultancies.paidAt} is not null then 'waiting'
  else 'unpaid'
  end`;

const presentialStage = sql`case
  when ${presentialConsultancies.isApproved} is null then 'pending'
  when not ${presentialConsultancies.isApproved} then 'rejected'
  when ${presentialConsultancies.designsPaidAt} is null then 'approved'
  else 'designs_paid'
  end`;

const pendingApplications = (roleId: number) =>
  sql`(select count(*) from ${users} where ${users.roleId} = ${roleId} and ${users.isApproved} is null)`;

/**
 * Every figure of the dashboard in one statement of subqueries, answered as one JSON value (JSON
 * numbers reach both drivers alike, where a bigint sum would come back as text from one).
 */
export async function readDashboard(db: Database, windows: SalesWindows): Promise<DashboardRow> {
  const result = (await db.execute(sql`select json_build_object(
    'pendingDesigners', ${pendingApplications(ROLE.designer)},
    'pendingSuppliers', ${pendingApplications(ROLE.supplier)},
    'pendingProducts', (select count(*) from ${products}
      where ${products.deletedAt} is null and ${products.isApproved} is null),
    'unapprovedAdvisers', (select count(*) from ${users}
      where ${users.roleId} = ${ROLE.salesperson} and ${users.isApproved} is not true),
    'today', ${salesTotal(windows.todayStart, windows.tomorrowStart)},
    'month', ${salesTotal(windows.monthStart, windows.monthEnd)},
    'daily', (select coalesce(json_agg(json_build_object(
        'dayIndex', day_index, 'count', total, 'amount', amount)), '[]'::json)
      from (
        select floor(extract(epoch from ${orders.createdAt} - ${instant(windows.chartStart)}) / 86400)::int as day_index,
          count(*) as total, sum(${orders.total}) as amount
        from ${orders} where ${paidOrdersBetween(windows.chartStart, windows.tomorrowStart)}
        group by 1) as days),
    'otherPaymentsToday', ${otherPaymentsTotal(windows.todayStart, windows.tomorrowStart)},
    'otherPaymentsMonth', ${otherPaymentsTotal(windows.monthStart, windows.monthEnd)},
    'payouts', (select json_build_object(
        'parts', count(*),
        'orders', count(distinct ${orderSuppliers.orderId}),
        'suppliers', count(distinct ${orderSuppliers.supplierUserId}),
        'amount', coalesce(sum(part.amount), 0),
        'oldestPurchaseDate', min(${orders.createdAt}))
      from ${orderSuppliers}
      join ${orders} on ${orders.id} = ${orderSuppliers.orderId}
      cross join lateral (
        select coalesce(sum(${orderItems.amount}), 0) as amount from ${orderItems}
        where ${orderItems.orderId} = ${orderSuppliers.orderId}
          and ${orderItems.supplierUserId} = ${orderSuppliers.supplierUserId}) as part
      where ${orders.status} = 'paid' and not ${orderSuppliers.isPaid}),
    'remodelings', ${stageCounts(remodelingStage, sql`${remodelings}`)},
    'virtualConsultancies', ${stageCounts(virtualStage, sql`${virtualConsultancies}`)},
    'presentialConsultancies', ${stageCounts(presentialStage, sql`${presentialConsultancies}`)}
  ) as dashboard`)) as { rows: { dashboard: DashboardRow }[] };
  const [row] = result.rows;
  if (!row) throw new Error('the dashboard statement answered no row');
  return row.dashboard;
}
