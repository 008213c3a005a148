import { useParams } from 'react-router';
import { MESSAGES } from '@hogarte/shared/messages';
import { BackLink } from '../../../components/back-link';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import {
  SuborderStatusTabs,
  suborderTabOf,
  useSuborderTab,
} from '../../../components/suborder-status-tabs';
import { SubordersTable } from '../../../components/suborders-table';
import { idParam } from '../../../lib/id-param';
import { useAdminSupplierSuborders } from '../api/get-admin-supplier-suborders';
import { LoadError } from '../../../components/load-error';

/**
 * /admin/ventas/{purchaseId}/proveedores/{supplierId}/ordenes (part 2 §2.4): one supplier's lines
 * of an order, by status tab with counts, each leading to its detail.
 */
export function AdminSaleSupplierOrdersPage({ title }: { title: string }) {
  const params = useParams();
  const orderId = idParam(params.purchaseId);
  const query = useAdminSupplierSuborders(orderId, params.supplierId);
  const data = query.data;
  const [tab, setTab] = useSuborderTab(data?.suborders);
  const back = (
    <BackLink to={orderId === null ? '/admin/ventas' : `/admin/ventas/${orderId}/proveedores`}>
      Proveedores de la venta
    </BackLink>
  );

  if (query.isError || orderId === null || !params.supplierId) {
    return (
      <>
        {back}
        <PageTitle title={title} />
        <LoadError error={query.error} fallback={MESSAGES.notFound} />
      </>
    );
  }
  if (!data) return <PageLoader />;
  const rows = data.suborders.filter((suborder) => suborderTabOf(suborder.status) === tab);

  return (
    <>
      {back}
      <PageTitle
        title={title}
        subtitle={`Compra ${data.order.orderNumber} · ${data.supplier.supplier_name}`}
      />
      <SuborderStatusTabs value={tab} onChange={setTab} suborders={data.suborders} />
      <SubordersTable
        suborders={rows}
        detailPath={(suborder) => `/admin/ordenes/detalle/${suborder.id}`}
        emptyText="No hay pedidos en este estado"
        loading={query.isFetching}
      />
    </>
  );
}
