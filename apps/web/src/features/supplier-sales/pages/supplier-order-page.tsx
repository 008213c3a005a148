import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { MESSAGES } from '@hogarte/shared/messages';
import { carrierLabel } from '@hogarte/shared/orders';
import { BackLink } from '../../../components/back-link';
import { DetailSection } from '../../../components/detail-section';
import { InfoList } from '../../../components/info-list';
import { OrderAddressList } from '../../../components/order-address';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import {
  SuborderStatusTabs,
  suborderTabOf,
  useSuborderTab,
} from '../../../components/suborder-status-tabs';
import { SubordersTable } from '../../../components/suborders-table';
import { formatDate } from '../../../lib/format';
import { idParam } from '../../../lib/id-param';
import { useSupplierOrder } from '../api/get-supplier-order';
import { PackagingGuideDialog } from '../components/packaging-guide-dialog';
import { SuborderActions } from '../components/suborder-actions';
import { LoadError } from '../../../components/load-error';

/**
 * An order's page for its supplier at /proveedor/ordenes/{id} and /proveedor/ventas/{id} (part 2
 * §2.5 'Ordenes'): the packaging-guide alert, the status tabs with their counts and each of the
 * supplier's lines, with its guide, label, detail and the actions that move it forward.
 */
export function SupplierOrderPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  const fromSales = useLocation().pathname.startsWith('/proveedor/ventas');
  const query = useSupplierOrder(id);
  const [guideOpen, setGuideOpen] = useState(false);
  const order = query.data;
  const [tab, setTab] = useSuborderTab(order?.suborders);
  const back = fromSales ? (
    <BackLink to="/proveedor/ventas">Ventas</BackLink>
  ) : (
    <BackLink to="/proveedor/ordenes">Ordenes</BackLink>
  );

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
  const rows = order.suborders.filter((suborder) => suborderTabOf(suborder.status) === tab);

  return (
    <>
      {back}
      <PageTitle
        title={title}
        subtitle={`Compra ${order.orderNumber} · ${formatDate(order.purchaseDate)}`}
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        Antes de generar la guía, empaca cada producto como lo indica la{' '}
        <Link
          component="button"
          type="button"
          onClick={() => setGuideOpen(true)}
          sx={{ verticalAlign: 'baseline', fontSize: 'inherit' }}
        >
          guía de empaque
        </Link>
        .
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <DetailSection title="Envío">
          <InfoList items={[{ label: 'Transportadora', value: carrierLabel(order.carrier) }]} />
        </DetailSection>
        <DetailSection title="Dirección de entrega">
          <OrderAddressList address={order.address} />
        </DetailSection>
      </Box>
      <SuborderStatusTabs value={tab} onChange={setTab} suborders={order.suborders} />
      <SubordersTable
        suborders={rows}
        detailPath={(suborder) => `/proveedor/ordenes/detalle/${suborder.id}`}
        actions={(suborder) => <SuborderActions suborder={suborder} />}
        emptyText="No hay pedidos en este estado"
        loading={query.isFetching}
      />
      <PackagingGuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </>
  );
}
