/**
 * The shapes the back-office table takes, apart from its two renderings (the table and the
 * phone's cards) so both can read them without importing each other.
 */
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  /** Also the label of the cell's line in a phone's card; with '' the cell sits at its foot. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's (or the screen's) sort key; sortable columns show a sort label. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Keeps short values (dates, phones) on one line. */
  noWrap?: boolean;
  /**
   * Stays at the table's right edge while the other columns scroll (a state, a switch, the
   * actions). Pinned columns are the table's last ones.
   */
  pinned?: boolean;
  /**
   * Heads the row's card on a phone (a name, a product); without any, the first column does.
   * Title cells share a line while they fit; `'own-line'` starts this one on a line of its own,
   * for a cell of two lines (a name over its phone) that would otherwise sit beside a short code
   * on one card and under a long one on the next.
   */
  cardTitle?: boolean | 'own-line';
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

export interface DataTableProps<Row> {
  /** The table's (or, on a phone, the card list's) accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  loading?: boolean;
  /**
   * The rows are the previous page's, tab's or search's, kept on screen while the asked-for ones
   * load (`isPlaceholderData`): they look and act as `staleRowsProps` says.
   */
  stale?: boolean;
  onRowClick?: (row: Row) => void;
  /** The accessible name of a clickable row, e.g. "Ver detalle de Ana Pérez". */
  rowLabel?: (row: Row) => string;
  /** The text of a card's button that opens its row, when 'Ver detalle' would be ambiguous. */
  openText?: string;
  sort?: DataTableSort;
  pagination?: DataTablePagination;
  /** Below this width the table scrolls sideways (its pinned columns stay in view). */
  minWidth?: number;
}
