import { useEffect, useState } from 'react';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSupplierProducts } from '../api/get-supplier-products';

/** The spec's search debounce (part 2 §9). */
const SEARCH_DELAY_MS = 500;

/**
 * The state of a product table paged and searched by the server: what the box holds, the page
 * (zero-based, as the table counts) and its size. A new search starts again at the first page.
 */
export function useProductTable(type?: ProductTypeKey) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useSupplierProducts({
    page: page + 1,
    itemsPerPage: rowsPerPage,
    search: debouncedSearch,
    type,
  });
  // Deleting the last row of the last page leaves that page empty: show the one before it.
  const totalPages = list.data?.pagination.totalPages;
  const emptyPage = list.data !== undefined && list.data.items.length === 0;
  useEffect(() => {
    if (emptyPage && page > 0 && totalPages !== undefined) {
      setPage(Math.min(page - 1, Math.max(totalPages - 1, 0)));
    }
  }, [emptyPage, page, totalPages]);

  return {
    list,
    rows: list.data?.items ?? [],
    search,
    isSearching: debouncedSearch !== '',
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(0);
    },
    pagination: {
      page,
      rowsPerPage,
      totalItems: list.data?.pagination.totalItems ?? 0,
      onPageChange: setPage,
      onRowsPerPageChange: (size: number) => {
        setRowsPerPage(size);
        setPage(0);
      },
    },
  };
}
