/** The checkout's arithmetic: lines per supplier, and the totals the summary shows (COP). */
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { orderTotals, type OrderTotals } from '@hogarte/shared/money';
import { pricedLine } from '../../../lib/cart';

export interface SupplierGroup {
  /** The supplier's uuid; a visitor's local lines have none yet and use the store slug. */
  key: string;
  supplierId: string;
  companyName: string;
  items: CartItem[];
}

/** Lines of the same supplier together, in the order the cart first lists each supplier. */
export function groupBySupplier(items: readonly CartItem[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const item of items) {
    const key = item.supplier.id || item.supplier.store;
    const group = groups.get(key);
    if (group) group.items.push(item);
    else
      groups.set(key, {
        key,
        supplierId: item.supplier.id,
        companyName: item.supplier.company_name,
        items: [item],
      });
  }
  return [...groups.values()];
}

/** Product × quantity of every line: what a shipping quote depends on. */
export function cartKey(items: readonly CartItem[]): string {
  return items.map((item) => `${item.product_id}x${item.quantity}`).join(',');
}

/** The summary's totals: only approved designers get the discount (part 2 §3 Cart item, §9). */
export function checkoutTotals(
  items: readonly CartItem[],
  shipping: number,
  isDesigner: boolean,
): OrderTotals {
  return orderTotals(items.map(pricedLine), shipping, isDesigner);
}
