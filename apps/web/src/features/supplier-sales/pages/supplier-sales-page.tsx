import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import { MESSAGES } from '@hogarte/shared/messages';
import { BillingInfoButton } from '../../../components/billing-info-dialog';
import { denseCells } from '../../../components/catalogue-product-columns';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { InvoiceCell } from '../../../components/invoice-cell';
import { OrderFileLinks } from '../../../components/order-file-links';
import { PageTitle } from '../../../components/page-title';
import { PaidChip } from '../../../components/paid-chip';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { serverMessage } from '../../../lib/form-errors';
import { formatCop, formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useSupplierOrders, type SupplierSale } from '../api/get-supplier-orders';
import { useUploadSupplierInvoice } from '../api/upload-supplier-invoice';
import { BankDataNotice } from '../../../components/bank-data-notice';

/** The supplier's sales invoice of a row, uploaded or replaced as a PDF. */
function SupplierInvoiceCell({ sale }: { sale: SupplierSale }) {
  const upload = useUploadSupplierInvoice();
  return (
    <InvoiceCell
      files={sale.supplierFiles}
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

const COLUMNS: DataTableColumn<SupplierSale>[] = [
  {
    id: 'number',
    header: 'N.º de compra',
    noWrap: true,
    cell: (sale) => (
      <Link component={RouterLink} to={`/proveedor/ordenes/${sale.id}`} sx={{ fontWeight: 600 }}>
        {sale.orderNumber}
      </Link>
    ),
  },
  { id: 'date', header: 'Fecha', cell: (sale) => formatDate(sale.purchaseDate), noWrap: true },
  {
    id: 'total',
    header: 'Total',
    cell: (sale) => formatCop(sale.total),
    align: 'right',
    noWrap: true,
  },
  {
    id: 'billing',
    header: 'Facturación',
    cell: (sale) => (
      <BillingInfoButton billing={sale.billingInformation} orderNumber={sale.orderNumber} />
    ),
  },
  {
    id: 'invoice',
    header: 'Factura de venta',
    pinned: true,
    cell: (sale) => <SupplierInvoiceCell sale={sale} />,
  },
  {
    id: 'support',
    header: 'Soporte de pago',
    pinned: true,
    cell: (sale) => (
      <OrderFileLinks files={sale.adminFiles} emptyText={MESSAGES.noPaymentSupport} />
    ),
  },
  { id: 'paid', header: 'Pago', cell: (sale) => <PaidChip isPaid={sale.is_paid} />, pinned: true },
];

/**
 * 'Ventas' at /proveedor/ventas (part 2 §2.5 Sales list): each paid order with the supplier's
 * products, its billing data, the supplier's sales invoice (uploaded here as a PDF), the admin's
 * payment proof and whether the admin has paid. The bank-data notice stays on top.
 */
export function SupplierSalesPage({ title }: { title: string }) {
  const table = useServerTable('sales');
  const sales = useSupplierOrders({
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
      <PageTitle
        title={title}
        actions={
          <Button
            component={RouterLink}
            to="/proveedor/ordenes"
            variant="outlined"
            startIcon={<ListAltOutlinedIcon />}
          >
            Ver órdenes
          </Button>
        }
      />
      <BankDataNotice />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar ventas"
          placeholder="Número de compra o producto"
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
          emptyText={table.search ? MESSAGES.searchEmpty : 'Aún no tienes ventas'}
          loading={sales.isFetching}
          pagination={table.pagination(sales.data?.pagination.totalItems ?? 0)}
          minWidth={880}
        />
      </Box>
    </>
  );
}
