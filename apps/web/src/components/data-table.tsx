/**
 * The back office's tables: MUI Table with optional sortable headers, row click and pagination.
 * Sorting and paging are controlled by the screen, so the same table serves lists paged by the
 * server and lists held whole in the browser.
 *
 * Every back-office list reads on any screen (decision 014): from 600 px a table whose `pinned`
 * columns (a row's state, switches and actions) stay at its right edge while the others scroll
 * under them, so the side menu of a laptop never pushes them out of view; on a phone one card per
 * row (see `DataTableCards`), so nothing has to be scrolled sideways.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LIMITS } from '@hogarte/shared/limits';
import { DataTableCards } from './data-table-cards';
import type { DataTableColumn, DataTablePagination, DataTableProps } from './data-table-types';
import { staleRowsProps } from './stale-rows';
import { useScrollRegion } from '../lib/use-scroll-region';

export type {
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSort,
  SortOrder,
} from './data-table-types';

/** Spanish texts of the pager (MUI's own are English). */
function displayedRows({ from, to, count }: { from: number; to: number; count: number }): string {
  return `${from}–${to} de ${count}`;
}

function Pager({ pagination }: { pagination: DataTablePagination }) {
  return (
    <TablePagination
      component="div"
      count={pagination.totalItems}
      page={pagination.page}
      rowsPerPage={pagination.rowsPerPage}
      rowsPerPageOptions={[...LIMITS.tablePageSizes]}
      onPageChange={(_event, page) => pagination.onPageChange(page)}
      onRowsPerPageChange={(event) => pagination.onRowsPerPageChange(Number(event.target.value))}
      // On a phone the pager wraps under itself instead of running off the screen.
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
  );
}

/**
 * Sticky cells need their distance from the right edge, which is the width of the pinned columns
 * after them: measured from the header cells, again whenever a column or the container resizes.
 */
function usePinnedOffsets(
  containerRef: RefObject<HTMLDivElement | null>,
  pinnedCount: number,
): number[] {
  const [offsets, setOffsets] = useState<number[]>([]);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || pinnedCount === 0) return;
    const headers = Array.from(container.querySelectorAll<HTMLElement>('thead th[data-pinned]'));
    const measure = () => {
      let right = 0;
      const measured = headers
        .map((header) => header.getBoundingClientRect().width)
        .reverse()
        .map((width) => {
          const offset = right;
          right += width;
          return offset;
        })
        .reverse();
      setOffsets((current) =>
        current.length === measured.length &&
        current.every((offset, index) => offset === measured[index])
          ? current
          : measured,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    // The table grows past the container when a column is added or its content widens.
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    for (const header of headers) observer.observe(header);
    return () => observer.disconnect();
  }, [containerRef, pinnedCount]);
  return offsets;
}

/** A table that scrolls is a region named as the table is; the name is the caller's. */
const scrollsAsRegion = () => true;

function TableView<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  stale = false,
  onRowClick,
  rowLabel,
  sort,
  minWidth = 720,
}: DataTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const pinned = columns.filter((column) => column.pinned);
  const offsets = usePinnedOffsets(containerRef, pinned.length);
  // Anything scrolls under the pinned columns (they then show an edge), and the table is a
  // region the keyboard reaches.
  const overflowing = useScrollRegion(containerRef, scrollsAsRegion) !== null;

  /** A pinned cell's sticky place; the first one draws the edge the others scroll under. */
  const pinnedSx = (column: DataTableColumn<Row>, header: boolean) => {
    const index = pinned.indexOf(column);
    if (index < 0) return {};
    return (theme: Theme) => ({
      position: 'sticky',
      right: offsets[index] ?? 0,
      zIndex: header ? 3 : 2,
      backgroundColor: theme.palette.background.paper,
      ...(index === 0 && overflowing
        ? {
            boxShadow: `inset 1px 0 0 ${theme.palette.divider}, -8px 0 8px -8px rgba(43, 36, 32, 0.25)`,
          }
        : {}),
      // The row's hover tint, over the opaque background the sticky cell needs.
      '.MuiTableRow-hover:hover > &': {
        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
      },
    });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    // Only the row itself: Enter on a switch or button inside the row is theirs.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <TableContainer
      ref={containerRef}
      sx={{ overflowX: 'auto' }}
      // A table wider than its room scrolls sideways: keyboard users reach it with Tab and
      // scroll it with the arrows, even while it holds no link or button (still loading, say).
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      <Table aria-label={label} size="small" sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                data-pinned={column.pinned ? '' : undefined}
                sortDirection={sort && column.sortKey === sort.key ? sort.order : false}
                // A header may wrap at its spaces ('Estado de / la solicitud'): a header wider
                // than its cells pushed a 1366 px laptop's tables past their room.
                sx={[{ fontWeight: 600 }, pinnedSx(column, true)]}
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
        <TableBody {...staleRowsProps(stale)}>
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
                    sx={[column.noWrap ? { whiteSpace: 'nowrap' } : {}, pinnedSx(column, false)]}
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
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  // Read at once (no first render as a table on a phone); the app renders only in the browser.
  const phone = !useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const progress = (
    <Box sx={{ height: 4 }}>{props.loading ? <LinearProgress aria-label="Cargando" /> : null}</Box>
  );
  const pager = props.pagination ? <Pager pagination={props.pagination} /> : null;

  if (phone) {
    return (
      <Box>
        {progress}
        <DataTableCards {...props} />
        {pager}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {progress}
      <TableView {...props} />
      {pager}
    </Paper>
  );
}
