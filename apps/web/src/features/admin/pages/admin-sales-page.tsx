import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminSale } from '@hogarte/shared/contracts/orders';
import type { DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import {
  SaleInvoiceCell,
  SalesTable,
  saleBillingColumn,
  saleDateColumn,
  saleNumberColumn,
  saleTotalColumn,
} from '../../../components/sales-table';
import { useServerTable } from '../../../components/use-server-table';
import { useAdminOrders } from '../api/get-admin-orders';
import { useUploadClientInvoice } from '../api/upload-client-invoice';

/** The client's sales invoice of a row, uploaded or replaced as a PDF. */
function ClientInvoiceCell({ sale }: { sale: AdminSale }) {
  const upload = useUploadClientInvoice();
  return <SaleInvoiceCell sale={sale} files={sale.files} upload={upload} />;
}

const COLUMNS: DataTableColumn<AdminSale>[] = [
  saleNumberColumn((sale) => `/admin/ventas/${sale.id}/proveedores`),
  saleDateColumn(),
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
  saleTotalColumn(),
  { id: 'suppliers', header: 'Proveedores', cell: (sale) => sale.suppliersCount, align: 'right' },
  saleBillingColumn(true),
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

  return (
    <>
      <PageTitle title={title} />
      <SalesTable
        table={table}
        sales={sales}
        columns={COLUMNS}
        searchPlaceholder="Número de compra, comprador o producto"
        emptyText="Aún no hay ventas"
        minWidth={940}
      />
    </>
  );
}
