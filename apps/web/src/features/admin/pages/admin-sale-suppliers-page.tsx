import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminOrder, AdminSaleSupplier } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { BackLink } from '../../../components/back-link';
import { BillingInfoList } from '../../../components/billing-info-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DetailSection } from '../../../components/detail-section';
import { InvoiceCell } from '../../../components/invoice-cell';
import { OrderAddressList } from '../../../components/order-address';
import { OrderFileLinks } from '../../../components/order-file-links';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PaidChip } from '../../../components/paid-chip';
import { PdfUploadButton } from '../../../components/pdf-upload-button';
import { formatCop, formatDate } from '../../../lib/format';
import { idParam } from '../../../lib/id-param';
import { showServerError, showToast } from '../../../lib/toast';
import { useAdminOrder } from '../api/get-admin-order';
import { useToggleSupplierPayment } from '../api/toggle-supplier-payment';
import { useUploadClientInvoice } from '../api/upload-client-invoice';
import { useUploadSupplierPaymentSupport } from '../api/upload-supplier-payment-support';
import { LoadError } from '../../../components/load-error';

const onError = showServerError;

/** The admin's proof of paying a supplier: its links and the button that adds one. */
function PaymentSupportCell({ orderId, part }: { orderId: number; part: AdminSaleSupplier }) {
  const upload = useUploadSupplierPaymentSupport();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <OrderFileLinks files={part.adminFiles} emptyText={MESSAGES.noPaymentSupport} />
      <PdfUploadButton
        label={`Soporte de pago de ${part.supplier_name}`}
        text="Subir soporte"
        pending={upload.isPending}
        onFile={(file) =>
          upload.mutate(
            { orderId, supplierId: part.supplier_id, file },
            { onSuccess: () => showToast(MESSAGES.paymentSupportAdded, 'success'), onError },
          )
        }
      />
    </Box>
  );
}

/** 'Pago confirmado': flips at once, says so, and flips back if the server refuses. */
function PaymentSwitch({ orderId, part }: { orderId: number; part: AdminSaleSupplier }) {
  const toggle = useToggleSupplierPayment();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Switch
        size="small"
        checked={part.is_paid}
        disabled={toggle.isPending}
        onChange={() =>
          toggle.mutate(
            { orderId, supplierId: part.supplier_id },
            { onSuccess: () => showToast(MESSAGES.supplierPaymentUpdated, 'success'), onError },
          )
        }
        slotProps={{ input: { 'aria-label': `Pago confirmado: ${part.supplier_name}` } }}
      />
      <PaidChip isPaid={part.is_paid} />
    </Box>
  );
}

function supplierColumns(order: AdminOrder): DataTableColumn<AdminSaleSupplier>[] {
  return [
    {
      id: 'supplier',
      header: 'Proveedor',
      cell: (part) => <Typography sx={{ fontWeight: 600 }}>{part.supplier_name}</Typography>,
    },
    {
      id: 'total',
      header: 'Total',
      cell: (part) => formatCop(part.total),
      align: 'right',
      noWrap: true,
    },
    {
      id: 'invoices',
      header: 'Factura del proveedor',
      cell: (part) => <OrderFileLinks files={part.supplierFiles} emptyText="Sin factura" />,
    },
    {
      id: 'support',
      header: 'Soporte de pago',
      pinned: true,
      cell: (part) => <PaymentSupportCell orderId={order.id} part={part} />,
    },
    {
      id: 'paid',
      header: 'Pago confirmado',
      pinned: true,
      cell: (part) => <PaymentSwitch orderId={order.id} part={part} />,
    },
    {
      id: 'suborders',
      header: 'Pedidos',
      pinned: true,
      cell: (part) => (
        <Button
          component={RouterLink}
          to={`/admin/ventas/${order.id}/proveedores/${encodeURIComponent(part.supplier_id)}/ordenes`}
          size="small"
          aria-label={`Ver órdenes de ${part.supplier_name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Ver órdenes
        </Button>
      ),
    },
  ];
}

function ClientInvoice({ order }: { order: AdminOrder }) {
  const upload = useUploadClientInvoice();
  return (
    <InvoiceCell
      files={order.files}
      label={`Factura de venta de ${order.orderNumber}`}
      pending={upload.isPending}
      onUpload={(file, replaces) =>
        upload.mutate(
          { orderId: order.id, replaces, file },
          { onSuccess: () => showToast(MESSAGES.invoiceAdded, 'success'), onError },
        )
      }
    />
  );
}

/**
 * /admin/ventas/{id}/proveedores (part 2 §2.4): an order's suppliers, each with its total, its
 * invoices, the admin's payment support (uploaded here), the payment confirmation switch and
 * its lines; above, the order's billing data, address and the client's invoice.
 */
export function AdminSaleSuppliersPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  const query = useAdminOrder(id);
  const order = query.data;
  const back = <BackLink to="/admin/ventas">Ventas</BackLink>;

  if (query.isError || id === null) {
    return (
      <>
        {back}
        <PageTitle title={title} />
        <LoadError error={query.error} fallback={MESSAGES.notFound} />
      </>
    );
  }
  if (!order) return <PageLoader />;

  return (
    <>
      {back}
      <PageTitle
        title={title}
        subtitle={`Compra ${order.orderNumber} · ${formatDate(order.purchaseDate)} · ${formatCop(order.total)}`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <DetailSection title="Datos de facturación">
          <BillingInfoList billing={order.billingInformation} />
        </DetailSection>
        <DetailSection title="Dirección de entrega">
          <OrderAddressList address={order.address} />
        </DetailSection>
        <DetailSection title="Factura del cliente">
          <ClientInvoice order={order} />
        </DetailSection>
      </Box>
      <DataTable
        label="Proveedores de la venta"
        columns={supplierColumns(order)}
        rows={order.suppliers}
        rowKey={(part) => part.supplier_id}
        emptyText="Esta venta no tiene proveedores"
        loading={query.isFetching}
        stale={query.isPlaceholderData}
        minWidth={960}
      />
    </>
  );
}
