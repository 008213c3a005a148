/**
 * The purchase list's date filter (part 2 §2.6: all, this month, last month, this year), read on
 * Colombia's calendar: an order paid at 9 p.m. on 31 January in Bogotá is January's, although it
 * is already February in UTC.
 */
import { BOGOTA_OFFSET_MS } from '@hogarte/shared/calendar';
import type { PurchaseDateFilter } from '@hogarte/shared/orders';

/** The instant Bogotá's clocks read midnight on the first day of a month (months may overflow). */
function bogotaMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1) + BOGOTA_OFFSET_MS);
}

/** `from` included, `to` excluded; both absent for `all`. */
export function purchaseDateRange(
  filter: PurchaseDateFilter,
  now: Date,
): { from?: Date; to?: Date } {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  switch (filter) {
    case 'this_month':
      return { from: bogotaMonthStart(year, month), to: bogotaMonthStart(year, month + 1) };
    case 'last_month':
      return { from: bogotaMonthStart(year, month - 1), to: bogotaMonthStart(year, month) };
    case 'this_year':
      return { from: bogotaMonthStart(year, 0), to: bogotaMonthStart(year + 1, 0) };
    case 'all':
      return {};
  }
}
