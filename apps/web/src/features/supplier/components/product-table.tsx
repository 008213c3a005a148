import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS } from '@hogarte/shared/limits';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '../../../components/data-table';
import type { SupplierProductRow } from '../api/get-supplier-products';

interface ProductTableProps {
  /** The table's (or, on a phone, the list's) accessible name. */
  label: string;
  /** The first column is the product itself; the rest show as labelled lines on a phone. */
  columns: readonly DataTableColumn<SupplierProductRow>[];
  rows: readonly SupplierProductRow[];
  emptyText: string;
  loading: boolean;
  pagination: DataTablePagination;
}

/**
 * The supplier's product tables. On a laptop, a table with tight cells so its switches, chips and
 * small inputs fit beside the side menu; on a phone, one card per product with the same cells,
 * so nothing has to be scrolled sideways.
 */
export function ProductTable({
  label,
  columns,
  rows,
  emptyText,
  loading,
  pagination,
}: ProductTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  if (!phone) {
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
          pagination={pagination}
          minWidth={900}
        />
      </Box>
    );
  }

  const [product, ...details] = columns;
  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label="Cargando" /> : null}</Box>
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {rows.map((row) => (
            <Card component="li" key={row.id} variant="outlined">
              <CardContent sx={{ pb: '16px !important' }}>
                {product?.cell(row)}
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto minmax(0, 1fr)',
                    alignItems: 'center',
                    columnGap: 2,
                    rowGap: 1,
                    m: 0,
                    mt: 1.5,
                  }}
                >
                  {details.map((column) => (
                    <Box key={column.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.header}
                      </Typography>
                      <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
                        {column.cell(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      <TablePagination
        component="div"
        count={pagination.totalItems}
        page={pagination.page}
        rowsPerPage={pagination.rowsPerPage}
        rowsPerPageOptions={[...LIMITS.tablePageSizes]}
        onPageChange={(_event, page) => pagination.onPageChange(page)}
        onRowsPerPageChange={(event) => pagination.onRowsPerPageChange(Number(event.target.value))}
        labelRowsPerPage="Por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) => (type === 'next' ? 'Página siguiente' : 'Página anterior')}
        sx={{ '& .MuiTablePagination-toolbar': { pl: 0 } }}
      />
    </Box>
  );
}
