import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@hogarte/shared/contracts/admin-dashboard';
import { PRESENTIAL_STAGE_LABELS, type RemodelingStage } from '@hogarte/shared/admin-dashboard';
import { VIRTUAL_STATUS_LABELS } from '@hogarte/shared/virtual-consultancies';
import { STEP_LABELS } from '@hogarte/shared/process-steps';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { formatCop, formatDate } from '../../../lib/format';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { DashboardSalesChart, salesCount } from '../components/dashboard-sales-chart';
import { DashboardSection } from '../components/dashboard-section';
import { DashboardStageBars } from '../components/dashboard-stage-bars';
import { LoadError } from '../../../components/load-error';

/** An unfinished sheet is named by the step it is on; the last two stages by how it ended. */
function remodelingStageLabel(stage: RemodelingStage): string {
  if (stage === 'finished') return 'Terminadas, pago pendiente';
  if (stage === 'paid') return 'Pagadas';
  return STEP_LABELS[stage];
}

interface ApprovalTileProps {
  label: string;
  count: number;
  /** The screen that decides them; none for the advisers, whom their supplier approves. */
  to?: string;
  note?: string;
}

/** One count waiting for a decision; the whole tile opens the list where it is taken. */
function ApprovalTile({ label, count, to, note }: ApprovalTileProps) {
  const content = (
    <Box sx={{ p: 2 }}>
      <Typography
        variant="h4"
        component="p"
        color={count > 0 && to ? 'warning.main' : 'text.primary'}
      >
        {count}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
  return (
    <Paper component="li" variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Paper>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        // Two amounts share a phone's width: smaller there, and a long one wraps rather than spills.
        sx={{
          fontWeight: 600,
          fontSize: { xs: '1.25rem', sm: '1.5rem' },
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      <Typography variant="body2">{detail}</Typography>
    </Box>
  );
}

/** One column on a phone, two on a tablet, `columns` from a wide desktop up. */
function Columns({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        // minmax(0, …) lets a long figure wrap instead of widening the page.
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}

function Overview({ dashboard }: { dashboard: AdminDashboard }) {
  const { approvals, sales, supplier_payouts: payouts } = dashboard;
  const other = sales.other_payments;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Por aprobar
      </Typography>
      <Box
        component="ul"
        aria-label="Por aprobar"
        sx={{
          listStyle: 'none',
          m: 0,
          mb: 3,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <ApprovalTile
          label="Diseñadores"
          count={approvals.designers}
          to="/admin/disenadores?estado=pendientes"
        />
        <ApprovalTile
          label="Proveedores"
          count={approvals.suppliers}
          to="/admin/proveedores?estado=pendientes"
        />
        <ApprovalTile label="Productos" count={approvals.products} to="/admin/revision-productos" />
        <ApprovalTile label="Asesores" count={approvals.advisers} note="Los aprueba su proveedor" />
      </Box>

      <Columns columns={2}>
        <DashboardSection
          title="Ventas de la tienda"
          note="Órdenes pagadas por fecha de compra, hora de Colombia"
          link={{ to: '/admin/ventas', label: 'Ver ventas' }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
            <Figure
              label="Hoy"
              value={formatCop(sales.today.amount)}
              detail={salesCount(sales.today.count)}
            />
            <Figure
              label="Este mes"
              value={formatCop(sales.month.amount)}
              detail={salesCount(sales.month.count)}
            />
          </Box>
          {other.month.count > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Además, pagos aprobados de asesorías y cotizaciones: hoy{' '}
              {formatCop(other.today.amount)} ({other.today.count}), este mes{' '}
              {formatCop(other.month.amount)} ({other.month.count})
            </Typography>
          ) : null}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
            Últimos {sales.daily.length} días
          </Typography>
          <DashboardSalesChart days={sales.daily} />
        </DashboardSection>
        <DashboardSection
          title="Pagos a proveedores pendientes"
          note="Partes de órdenes pagadas que aún no se han pagado al proveedor"
          link={{ to: '/admin/ventas', label: 'Ir a ventas' }}
        >
          <Figure
            label="Por pagar"
            value={formatCop(payouts.amount)}
            detail={
              payouts.parts === 0
                ? 'Todos los proveedores están al día'
                : `${payouts.suppliers} ${payouts.suppliers === 1 ? 'proveedor' : 'proveedores'} en ${payouts.orders} ${payouts.orders === 1 ? 'orden' : 'órdenes'}`
            }
          />
          {payouts.oldest_purchase_date ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              La compra más antigua por pagar es del {formatDate(payouts.oldest_purchase_date)}
            </Typography>
          ) : null}
        </DashboardSection>
      </Columns>

      <Columns columns={3}>
        <DashboardSection
          title="Hojas de proceso"
          note="Las que están en curso, por el paso en que van"
          link={{ to: '/admin/remodelaciones', label: 'Ver hojas de proceso' }}
        >
          <DashboardStageBars
            label="Hojas de proceso por estado"
            stages={dashboard.remodelings.map((row) => ({
              ...row,
              label: remodelingStageLabel(row.stage),
            }))}
          />
        </DashboardSection>
        <DashboardSection
          title="Asesorías virtuales"
          link={{ to: '/admin/asesorías-virtuales', label: 'Ver asesorías virtuales' }}
        >
          <DashboardStageBars
            label="Asesorías virtuales por estado"
            stages={dashboard.virtual_consultancies.map((row) => ({
              ...row,
              label: VIRTUAL_STATUS_LABELS[row.stage],
            }))}
          />
        </DashboardSection>
        <DashboardSection
          title="Asesorías presenciales"
          note="Las decide cada diseñador desde Mis clientes"
        >
          <DashboardStageBars
            label="Asesorías presenciales por estado"
            stages={dashboard.presential_consultancies.map((row) => ({
              ...row,
              label: PRESENTIAL_STAGE_LABELS[row.stage],
            }))}
          />
        </DashboardSection>
      </Columns>
    </>
  );
}

/**
 * /admin/dashboard, where an admin lands after signing in: what waits for a decision, the
 * shop's sales, what is owed to suppliers and where the sheets and consultancies stand, each
 * card leading to the list behind it.
 */
export function AdminDashboardPage({ title }: { title: string }) {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageTitle title={title} />
      {dashboard.isError ? (
        <LoadError error={dashboard.error} />
      ) : dashboard.data ? (
        <Overview dashboard={dashboard.data} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
