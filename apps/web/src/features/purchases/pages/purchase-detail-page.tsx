import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PurchaseDetail, PurchaseSupplier } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { carrierLabel } from '@hogarte/shared/orders';
import { BackLink } from '../../../components/back-link';
import { BillingInfoList } from '../../../components/billing-info-dialog';
import { DetailSection } from '../../../components/detail-section';
import { InfoList } from '../../../components/info-list';
import { OrderAddressList } from '../../../components/order-address';
import { OrderFileLinks } from '../../../components/order-file-links';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { formatCop, formatDate } from '../../../lib/format';
import { idParam } from '../../../lib/id-param';
import { usePurchase } from '../api/get-purchase';
import { PurchaseLine } from '../components/purchase-line';
import { LoadError } from '../../../components/load-error';

const LIST_PATH = '/mis-compras/lista';

function SupplierPart({ part }: { part: PurchaseSupplier }) {
  const headingId = `supplier-${part.supplier_id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {part.supplier_name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Envío con {carrierLabel(part.carrier)} · {formatCop(part.shippingCost)} · entrega estimada
        en {part.deliveryDays} días
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
        {part.suborders.map((suborder) => (
          <PurchaseLine key={suborder.id} suborder={suborder} returnTo={LIST_PATH} />
        ))}
      </Box>
    </Paper>
  );
}

function Totals({ purchase }: { purchase: PurchaseDetail }) {
  return (
    <DetailSection title="Resumen">
      <InfoList
        items={[
          { label: 'Productos', value: formatCop(purchase.subtotal) },
          { label: 'Envío', value: formatCop(purchase.shippingTotal) },
          ...(purchase.discount > 0
            ? [{ label: 'Descuento', value: `− ${formatCop(purchase.discount)}` }]
            : []),
        ]}
      />
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
        <span>Total</span>
        <span>{formatCop(purchase.total)}</span>
      </Box>
    </DetailSection>
  );
}

/**
 * /mis-compras/detalle/{id} (part 2 §2.6): the order number and date, billing information,
 * delivery address, each supplier's carrier, shipping and lines with their status and tracking,
 * the invoices the admin uploaded, and the totals.
 */
export function PurchaseDetailPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  const query = usePurchase(id);
  const purchase = query.data;

  if (query.isError || id === null) {
    return (
      <>
        <BackLink to={LIST_PATH}>Mis compras</BackLink>
        <PageTitle title={title} />
        <LoadError error={query.error} fallback={MESSAGES.notFound} />
      </>
    );
  }
  if (!purchase) return <PageLoader />;

  return (
    <>
      <BackLink to={LIST_PATH}>Mis compras</BackLink>
      <PageTitle
        title={title}
        subtitle={`Compra ${purchase.orderNumber} · ${formatDate(purchase.purchaseDate)}`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {purchase.suppliers.map((part) => (
            <SupplierPart key={part.supplier_id} part={part} />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Totals purchase={purchase} />
          <DetailSection title="Dirección de entrega">
            <OrderAddressList address={purchase.address} />
          </DetailSection>
          <DetailSection title="Datos de facturación">
            <BillingInfoList billing={purchase.billingInformation} />
          </DetailSection>
          <DetailSection title="Facturas">
            <OrderFileLinks files={purchase.files} emptyText="Aún no hay facturas de esta compra" />
          </DetailSection>
        </Box>
      </Box>
    </>
  );
}
