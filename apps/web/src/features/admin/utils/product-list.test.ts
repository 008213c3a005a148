import { describe, expect, it } from 'vitest';
import type { AdminProductPage, ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { withProductChange } from './product-list';

function row(id: number, isApproved: boolean | null): ProductTableRow {
  return { id, name: `Producto ${id}`, is_approved: isApproved } as ProductTableRow;
}

function pageOf(items: ProductTableRow[]): AdminProductPage {
  return {
    items,
    counts: { all: 5, pending: 2, approved: 2, declined: 1 },
    pagination: { totalItems: items.length, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
  };
}

describe('a cached page of products after an edit', () => {
  it('drops an approved product from En proceso and moves the counts', () => {
    const page = withProductChange(pageOf([row(1, null), row(2, null)]), 'pending', 1, {
      is_approved: true,
    });
    expect(page.items.map((item) => item.id)).toEqual([2]);
    expect(page.counts).toEqual({ all: 5, pending: 1, approved: 3, declined: 1 });
    expect(page.pagination.totalItems).toBe(1);
  });

  it('keeps the row under Todos with its new state', () => {
    const page = withProductChange(pageOf([row(1, null)]), 'all', 1, { is_approved: false });
    expect(page.items).toEqual([expect.objectContaining({ id: 1, is_approved: false })]);
    expect(page.counts).toMatchObject({ pending: 1, declined: 2 });
  });

  it('changes a seasonal flag or a price in place, and ignores other pages', () => {
    const page = pageOf([row(1, true)]);
    expect(withProductChange(page, 'approved', 1, { is_seasonal: true }).items[0]).toMatchObject({
      is_seasonal: true,
    });
    expect(withProductChange(page, 'approved', 9, { installation_price: 5 })).toBe(page);
  });
});
