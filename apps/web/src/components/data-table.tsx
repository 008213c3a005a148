/**
 * The admin tables: MUI Table with optional sortable headers, row click and pagination. Sorting and
 * paging are controlled by the screen, so the same table serves lists paged by the server and
 * lists held whole in the browser. On a phone the table scrolls sideways inside its card.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { LIMITS } from '@hogarte/shared/limits';

export type SortOrder = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The server's (or the screen's) sort key; sortable columns show a sort label. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Keeps short values (dates, phones) on one line. */
  noWrap?: boolean;
}

export interface DataTableSort {
  key: string;
  order: SortOrder;
  onChange: (key: string, order: SortOrder) => void;
}

export interface DataTablePagination {
  /** Zero-based, as MUI counts pages. */
  page: number;
  rowsPerPage: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  loading?: boolean;
  onRowClick?: (row: Row) => void;
  /** The accessible name of a clickable row, e.g. "Ver detalle de Ana Pérez". */
  rowLabel?: (row: Row) => string;
  sort?: DataTableSort;
  pagination?: DataTablePagination;
  minWidth?: number;
}

/** Spanish texts of the pager (MUI's own are English). */
function displayedRows({ from, to, count }: { from: number; to: number; count: number }): string {
  return `${from}–${to} de ${count}`;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  onRowClick,
  rowLabel,
  sort,
  pagination,
  minWidth = 720,
}: DataTableProps<Row>) {
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    // Only the row itself: Enter on a switch or button inside the row is theirs.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label="Cargando" /> : null}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={label} size="small" sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={sort && column.sortKey === sort.key ? sort.order : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {sort && column.sortKey ? (
                    <TableSortLabel
                      active={column.sortKey === sort.key}
                      direction={column.sortKey === sort.key ? sort.order : 'asc'}
                      onClick={() => {
                        const key = column.sortKey as string;
                        const order = key === sort.key && sort.order === 'asc' ? 'desc' : 'asc';
                        sort.onChange(key, order);
                      }}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 5 }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={rowLabel?.(row)}
                  sx={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination ? (
        <TablePagination
          component="div"
          count={pagination.totalItems}
          page={pagination.page}
          rowsPerPage={pagination.rowsPerPage}
          rowsPerPageOptions={[...LIMITS.tablePageSizes]}
          onPageChange={(_event, page) => pagination.onPageChange(page)}
          onRowsPerPageChange={(event) =>
            pagination.onRowsPerPageChange(Number(event.target.value))
          }
          // On a phone the pager wraps under itself instead of running off the card.
          sx={{
            '& .MuiTablePagination-toolbar': {
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              pl: { xs: 1, sm: 2 },
            },
            '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
          }}
          labelRowsPerPage="Filas por página"
          labelDisplayedRows={displayedRows}
          getItemAriaLabel={(type) =>
            type === 'next'
              ? 'Página siguiente'
              : type === 'previous'
                ? 'Página anterior'
                : type === 'first'
                  ? 'Primera página'
                  : 'Última página'
          }
        />
      ) : null}
    </Paper>
  );
}
