/**
 * The state of a table paged and searched by the server: the search text (sent after a 500 ms
 * pause, part 2 §9), the page, and the page size. A new search or filter starts again at page 1.
 */
import { useCallback, useState } from 'react';
import { LIMITS } from '@hogarte/shared/limits';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { DataTablePagination } from './data-table';

const SEARCH_DEBOUNCE_MS = 500;

/** `filterKey` names the screen's other filters: when it changes the page goes back to 1. */
export function useServerTable(filterKey: string) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const key = `${filterKey}|${search}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const [itemsPerPage, setItemsPerPage] = useState<number>(LIMITS.tablePageSizes[1]);
  /** Rows left the list (priced, approved): a page past the end moves back to the last one. */
  const clampTo = useCallback(
    (totalItems: number) => {
      const lastPage = Math.max(1, Math.ceil(totalItems / itemsPerPage));
      if (page > lastPage) setPaging({ key, page: lastPage });
    },
    [key, page, itemsPerPage],
  );

  return {
    searchText,
    setSearchText,
    search,
    /** One-based, as the API counts pages. */
    page,
    itemsPerPage,
    pagination(totalItems: number): DataTablePagination {
      return {
        page: page - 1,
        rowsPerPage: itemsPerPage,
        totalItems,
        onPageChange: (next) => setPaging({ key, page: next + 1 }),
        onRowsPerPageChange: (size) => {
          setItemsPerPage(size);
          setPaging({ key, page: 1 });
        },
      };
    },
    clampTo,
  };
}
