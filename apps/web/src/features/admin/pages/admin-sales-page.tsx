import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@hogarte/shared/messages';
import { BillingInfoButton } from '../../../components/billing-info-dialog';
import { denseCells } from '../../../components/catalogue-product-columns';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { InvoiceCell } from '../../../components/invoice-cell';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { serverMessage } from '../../../lib/form-errors';
import { formatCop, formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useAdminOrders, type AdminSale } from '../api/get-admin-orders';
import { useUploadClientInvoice } from '../api/upload-client-invoice';

/** The client's sales invoice of a row, uploaded or replaced as a PDF. */
function ClientInvoiceCell({ sale }: { sale: AdminSale }) {
  const upload = useUploadClientInvoice();
  return (
    <InvoiceCell
      files={sale.files}
      label={`Factura de venta de ${sale.orderNumber}`}
      pending={upload.isPending}
      onUpload={(file, replaces) =>
        upload.mutate(
          { orderId: sale.id, replaces, file },
          {
            onSuccess: () => showToast(MESSAGES.invoiceAdded, 'success'),
            onError: (error) => showToast(serverMessage(error, MESSAGES.unexpected), 'error'),
          },
        )
      }
    />
  );
}

const COLUMNS: DataTableColumn<AdminSale>[] = [
  {
    id: 'number',
    header: 'N.º de compra',
    noWrap: true,
    cell: (sale) => (
      <Link
        component={RouterLink}
        to={`/admin/ventas/${sale.id}/proveedores`}
        sx={{ fontWeight: 600 }}
      >
        {sale.orderNumber}
      </Link>
    ),
  },
  { id: 'date', header: 'Fecha', cell: (sale) => formatDate(sale.purchaseDate), noWrap: true },
  {
    id: 'buyer',
    header: 'Comprador',
    cell: (sale) => (
      <Box sx={{ minWidth: 160 }}>
        <Typography variant="body2">{sale.buyer.name}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {sale.buyer.email}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    cell: (sale) => formatCop(sale.total),
    align: 'right',
    noWrap: true,
  },
  { id: 'suppliers', header: 'Proveedores', cell: (sale) => sale.suppliersCount, align: 'right' },
  {
    id: 'billing',
    header: 'Facturación',
    pinned: true,
    cell: (sale) => (
      <BillingInfoButton billing={sale.billingInformation} orderNumber={sale.orderNumber} />
    ),
  },
  {
    id: 'invoice',
    header: 'Factura de venta',
    pinned: true,
    cell: (sale) => <ClientInvoiceCell sale={sale} />,
  },
];

/**
 * 'Ventas' at /admin/ventas (part 2 §2.4): every paid order with its buyer, total, billing data
 * and the client's sales invoice, uploaded here; the number leads to the order's suppliers.
 */
export function AdminSalesPage({ title }: { title: string }) {
  const table = useServerTable('sales');
  const sales = useAdminOrders({
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const { clampTo } = table;
  useEffect(() => {
    if (sales.data) clampTo(sales.data.pagination.totalItems);
  }, [sales.data, clampTo]);

  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar ventas"
          placeholder="Número de compra, comprador o producto"
          value={table.searchText}
          onChange={table.setSearchText}
        />
      </Box>
      {sales.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(sales.error, MESSAGES.unexpected)}
        </Alert>
      ) : null}
      {/* Dense cells like the admin's product table: every column fits beside the menu. */}
      <Box sx={denseCells}>
        <DataTable
          label="Ventas"
          columns={COLUMNS}
          rows={sales.data?.items ?? []}
          rowKey={(sale) => String(sale.id)}
          emptyText={table.search ? MESSAGES.searchEmpty : 'Aún no hay ventas'}
          loading={sales.isFetching}
          pagination={table.pagination(sales.data?.pagination.totalItems ?? 0)}
          minWidth={940}
        />
      </Box>
    </>
  );
}
