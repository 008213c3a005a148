import { useState } from 'react';
import { LIMITS } from '@hogarte/shared/limits';

/**
 * Pages a list the browser already holds (the designer and supplier lists come whole). When the
 * list shrinks under the current page (a row approved away), the last page with rows is shown.
 */
export function useLocalPaging<Row>(rows: readonly Row[]) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(LIMITS.tablePageSizes[1]);
  const lastPage = Math.max(Math.ceil(rows.length / rowsPerPage) - 1, 0);
  const current = Math.min(page, lastPage);
  return {
    rows: rows.slice(current * rowsPerPage, (current + 1) * rowsPerPage),
    pagination: {
      page: current,
      rowsPerPage,
      totalItems: rows.length,
      onPageChange: setPage,
      onRowsPerPageChange: (size: number) => {
        setRowsPerPage(size);
        setPage(0);
      },
    },
    resetPage: () => setPage(0),
  };
}
