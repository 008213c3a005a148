/**
 * How a cached page of the admin's products changes with an edit, before the server answers: the
 * row takes the new value, and an approval moves it out of a review tab it no longer belongs to,
 * with the counts following it.
 */
import type { AdminProductPage, ApprovalCounts } from '@hogarte/shared/contracts/catalogue';
import type { ProductApproval } from '../api/get-admin-products';

/** What the admin changes of a product (`PATCH /v1/products/{id}`). */
export type AdminProductChange =
  { installation_price: number } | { is_approved: boolean } | { is_seasonal: boolean };

export function approvalOf(isApproved: boolean | null): Exclude<ProductApproval, 'all'> {
  if (isApproved === null) return 'pending';
  return isApproved ? 'approved' : 'declined';
}

export function withProductChange(
  page: AdminProductPage,
  filter: ProductApproval,
  productId: number,
  change: AdminProductChange,
): AdminProductPage {
  const row = page.items.find((item) => item.id === productId);
  if (!row) return page;
  const updated = { ...row, ...change };
  if (
    !('is_approved' in change) ||
    approvalOf(row.is_approved) === approvalOf(change.is_approved)
  ) {
    return { ...page, items: page.items.map((item) => (item.id === productId ? updated : item)) };
  }
  const from = approvalOf(row.is_approved);
  const to = approvalOf(change.is_approved);
  const counts: ApprovalCounts = {
    ...page.counts,
    [from]: Math.max(page.counts[from] - 1, 0),
  };
  counts[to] += 1;
  const stays = filter === 'all' || filter === to;
  const items = stays
    ? page.items.map((item) => (item.id === productId ? updated : item))
    : page.items.filter((item) => item.id !== productId);
  return {
    items,
    counts,
    pagination: {
      ...page.pagination,
      totalItems: stays ? page.pagination.totalItems : Math.max(page.pagination.totalItems - 1, 0),
    },
  };
}
