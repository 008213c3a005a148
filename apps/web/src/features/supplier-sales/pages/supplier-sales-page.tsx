import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import type { SupplierSale } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { BankDataNotice } from '../../../components/bank-data-notice';
import type { DataTableColumn } from '../../../components/data-table';
import { OrderFileLinks } from '../../../components/order-file-links';
import { PageTitle } from '../../../components/page-title';
import { PaidChip } from '../../../components/paid-chip';
import {
  SaleInvoiceCell,
  SalesTable,
  saleBillingColumn,
  saleDateColumn,
  saleNumberColumn,
  saleTotalColumn,
} from '../../../components/sales-table';
import { useServerTable } from '../../../components/use-server-table';
import { useSupplierOrders } from '../api/get-supplier-orders';
import { useUploadSupplierInvoice } from '../api/upload-supplier-invoice';

/** The supplier's sales invoice of a row, uploaded or replaced as a PDF. */
function SupplierInvoiceCell({ sale }: { sale: SupplierSale }) {
  const upload = useUploadSupplierInvoice();
  return <SaleInvoiceCell sale={sale} files={sale.supplierFiles} upload={upload} />;
}

const COLUMNS: DataTableColumn<SupplierSale>[] = [
  saleNumberColumn((sale) => `/proveedor/ordenes/${sale.id}`),
  saleDateColumn(),
  saleTotalColumn(),
  saleBillingColumn(false),
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

  return (
    <>
      <PageTitle
        title={title}
        actions={
          // 'Clientes' (the designers' quotes and invoices) is not in the spec's supplier menu;
          // the sales page, where every supplier lands, is its way in.
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to="/proveedor/dashboard"
              variant="outlined"
              startIcon={<PeopleOutlineIcon />}
            >
              Ver clientes
            </Button>
            <Button
              component={RouterLink}
              to="/proveedor/ordenes"
              variant="outlined"
              startIcon={<ListAltOutlinedIcon />}
            >
              Ver órdenes
            </Button>
          </Stack>
        }
      />
      <BankDataNotice />
      <SalesTable
        table={table}
        sales={sales}
        columns={COLUMNS}
        searchPlaceholder="Número de compra o producto"
        emptyText="Aún no tienes ventas"
        minWidth={880}
      />
    </>
  );
}
