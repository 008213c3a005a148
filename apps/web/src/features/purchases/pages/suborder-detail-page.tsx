import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import type { Suborder, SuborderDetail } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { carrierLabel } from '@hogarte/shared/orders';
import { BackLink } from '../../../components/back-link';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DetailSection } from '../../../components/detail-section';
import { InfoList } from '../../../components/info-list';
import { OrderAddressList } from '../../../components/order-address';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SuborderStatusChip } from '../../../components/suborder-status';
import { OrderProductCell, TrackingLink } from '../../../components/suborders-table';
import { formatCop, formatDate } from '../../../lib/format';
import { idParam } from '../../../lib/id-param';
import { useSession } from '../../../lib/session';
import { useSuborderDetail, type SuborderViewer } from '../api/get-suborder-detail';
import { LoadError } from '../../../components/load-error';

const PRODUCT_COLUMNS: DataTableColumn<Suborder>[] = [
  { id: 'code', header: 'Código', cell: (row) => row.product.code ?? '—', noWrap: true },
  {
    id: 'product',
    header: 'Producto',
    cell: (row) => <OrderProductCell suborder={row} />,
    cardTitle: true,
  },
  {
    id: 'price',
    header: 'Precio unitario',
    cell: (row) => formatCop(row.product.price),
    align: 'right',
    noWrap: true,
  },
  { id: 'quantity', header: 'Cantidad', cell: (row) => row.product.quantity, align: 'right' },
  {
    id: 'amount',
    header: 'Total',
    cell: (row) => formatCop(row.product.amount),
    align: 'right',
    noWrap: true,
  },
  { id: 'status', header: 'Estado', cell: (row) => <SuborderStatusChip status={row.status} /> },
];

/** Where the supplier or the admin came from: the order's lines. */
function backPath(viewer: SuborderViewer, detail: SuborderDetail | undefined): string {
  if (viewer === 'admin') {
    return detail
      ? `/admin/ventas/${detail.order.id}/proveedores/${encodeURIComponent(detail.supplier.supplier_id)}/ordenes`
      : '/admin/ventas';
  }
  if (viewer === 'suppliers') {
    return detail ? `/proveedor/ordenes/${detail.order.id}` : '/proveedor/ordenes';
  }
  return '/mis-compras/lista';
}

/**
 * One product line of an order (part 2 §2.5 Suborder detail), for the supplier at
 * /proveedor/ordenes/detalle/{suborderId} and the admin at /admin/ordenes/detalle/{orderId} (a
 * suborder id too): the order's number and date, the customer, the shipping, the delivery address
 * and the product. The session's role picks the API's view, which checks ownership.
 */
export function SuborderDetailPage({ title }: { title: string }) {
  const session = useSession();
  const params = useParams();
  const viewer: SuborderViewer =
    session?.roleId === ROLE.admin
      ? 'admin'
      : session?.roleId === ROLE.supplier
        ? 'suppliers'
        : 'clients';
  const id = idParam(params.suborderId ?? params.orderId);
  const query = useSuborderDetail(viewer, id);
  const detail = query.data;
  const back = <BackLink to={backPath(viewer, detail)}>Volver a la orden</BackLink>;

  if (query.isError || id === null) {
    return (
      <>
        {back}
        <PageTitle title={title} />
        <LoadError error={query.error} fallback={MESSAGES.notFound} />
      </>
    );
  }
  if (!detail) return <PageLoader />;
  const { suborder, order, customer, shipping, address } = detail;

  return (
    <>
      {back}
      <PageTitle
        title={title}
        subtitle={`Orden ${order.orderNumber} · ${formatDate(order.purchaseDate)}`}
        actions={<SuborderStatusChip status={suborder.status} />}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <DetailSection title="Cliente">
          <InfoList
            items={[
              { label: 'Nombre', value: `${customer.first_name} ${customer.last_name}`.trim() },
              { label: 'Correo', value: customer.email },
              { label: 'Celular', value: customer.phone },
            ]}
          />
        </DetailSection>
        <DetailSection title="Envío">
          <InfoList
            items={[
              { label: 'Transportadora', value: carrierLabel(shipping.carrier) },
              { label: 'Costo de envío', value: formatCop(shipping.shippingCost) },
              { label: 'Entrega estimada', value: `${shipping.deliveryDays} días` },
              { label: 'Guía', value: <TrackingLink suborder={suborder} /> },
            ]}
          />
        </DetailSection>
        <DetailSection title="Dirección de entrega">
          <OrderAddressList address={address} />
        </DetailSection>
      </Box>
      <DataTable
        label="Productos"
        columns={PRODUCT_COLUMNS}
        rows={[suborder]}
        rowKey={(row) => String(row.id)}
        emptyText=""
        minWidth={760}
      />
    </>
  );
}
