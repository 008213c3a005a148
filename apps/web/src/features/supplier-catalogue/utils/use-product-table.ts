import { useEffect } from 'react';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { useServerTable } from '../../../components/use-server-table';
import { useSupplierProducts } from '../api/get-supplier-products';

/**
 * The supplier's product table on the shared server-paged state: its rows, the search box, and
 * the pages. A product deleted from the last page moves the table to the page before it.
 */
export function useProductTable(type?: ProductTypeKey) {
  const table = useServerTable(type ?? '');
  const list = useSupplierProducts({
    page: table.page,
    itemsPerPage: table.itemsPerPage,
    search: table.search,
    type,
  });
  const { clampTo } = table;
  useEffect(() => {
    if (list.data) clampTo(list.data.pagination.totalItems);
  }, [list.data, clampTo]);

  return {
    list,
    rows: list.data?.items ?? [],
    search: table.searchText,
    isSearching: table.search !== '',
    setSearch: table.setSearchText,
    pagination: table.pagination(list.data?.pagination.totalItems ?? 0),
  };
}
