import Box from '@mui/material/Box';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '../../../components/data-table';

interface ProductTableProps {
  /** The table's (or, on a phone, the list's) accessible name. */
  label: string;
  /** The first column is the product itself, which heads its card on a phone. */
  columns: readonly DataTableColumn<ProductTableRow>[];
  rows: readonly ProductTableRow[];
  emptyText: string;
  loading: boolean;
  /** The rows are the previous page's or search's while the next ones load. */
  stale: boolean;
  pagination: DataTablePagination;
}

/**
 * The supplier's product tables, with tight cells so their switches, chips and small inputs fit
 * beside the side menu of a laptop; a phone gets the shared table's cards.
 */
export function ProductTable({
  label,
  columns,
  rows,
  emptyText,
  loading,
  stale,
  pagination,
}: ProductTableProps) {
  return (
    <Box
      sx={{
        '& .MuiTableCell-root': { px: 1.25 },
        '& .MuiTableCell-root:first-of-type': { pl: 2 },
      }}
    >
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        emptyText={emptyText}
        loading={loading}
        stale={stale}
        pagination={pagination}
        minWidth={900}
      />
    </Box>
  );
}
