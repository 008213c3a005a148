/** The catalogue's pagination in words and page numbers (part 2 §2.7: from, to, totalItems). */
import type { ProductListPagination } from '@hogarte/shared/contracts/storefront';

/** "Mostrando 13–24 de 42 productos"; '' when there is nothing to show. */
export function paginationText(pagination: ProductListPagination): string {
  const { from, to, totalItems } = pagination;
  if (totalItems === 0 || from === 0) return '';
  const noun = totalItems === 1 ? 'producto' : 'productos';
  return `Mostrando ${from}–${to} de ${totalItems} ${noun}`;
}

export type PageItem = number | 'gap';

/**
 * The page links to show: the first, the last, and the current one with a neighbour on each side;
 * a gap stands for the pages in between (1 … 4 5 6 … 20). A gap of one page shows that page.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const shown = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
