import { describe, expect, it } from 'vitest';
import { pageItems, paginationText } from './pagination';

const page = (from: number, to: number, totalItems: number) => ({
  totalItems,
  lastPage: Math.max(1, Math.ceil(totalItems / 12)),
  totalPages: Math.max(1, Math.ceil(totalItems / 12)),
  itemsPerPage: 12,
  currentPage: Math.ceil(to / 12) || 1,
  from,
  to,
});

describe('the pagination text', () => {
  it('says which products of how many are on screen', () => {
    expect(paginationText(page(1, 12, 42))).toBe('Mostrando 1–12 de 42 productos');
    expect(paginationText(page(37, 42, 42))).toBe('Mostrando 37–42 de 42 productos');
    expect(paginationText(page(1, 1, 1))).toBe('Mostrando 1–1 de 1 producto');
  });

  it('says nothing when nothing is shown', () => {
    expect(paginationText(page(0, 0, 0))).toBe('');
  });
});

describe('the page links', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
    // A gap of a single page shows the page itself.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
