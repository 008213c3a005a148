/**
 * The row actions of the admin's 'Hojas de proceso' (part 2 §2.4): the payment summary (the sums
 * over the sheet's paid quotes, from the row) and the detail (client, designer, address and the
 * seven steps, read from the sheet when opened).
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import { formatCop } from '@hogarte/shared/money';
import { STEP_LABELS, STEP_STATUS_LABELS } from '@hogarte/shared/process-steps';
import { InfoList } from '../../../components/info-list';
import { PageLoader } from '../../../components/page-loader';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { formatDate } from '../../../lib/format';
import { useRemodeling } from '../api/get-remodeling';
import { rowPersonName } from '../../../components/sheet-row-columns';
import { LoadError } from '../../../components/load-error';
import { DialogContent } from '../../../components/dialog-content';

interface RowDialogButtonProps {
  text: string;
  label: string;
  icon: ReactNode;
  title: string;
  /** Rendered only while open, so what it loads is asked for then. */
  children: () => ReactNode;
}

function RowDialogButton({ text, label, icon, title, children }: RowDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={icon}
        onClick={() => setOpen(true)}
        aria-label={label}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {text}
      </Button>
      <ResponsiveDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{open ? children() : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </ResponsiveDialog>
    </>
  );
}

export function AdminPaymentSummaryButton({ row }: { row: RemodelingRow }) {
  return (
    <RowDialogButton
      text="Resumen de pago"
      label={`Resumen de pago de #${row.hashid}`}
      icon={<PaymentsOutlinedIcon />}
      title={`Resumen de pago · #${row.hashid}`}
    >
      {() => (
        <InfoList
          items={[
            { label: 'Cotizaciones pagadas', value: row.paid_quotes },
            { label: 'Total pagado', value: formatCop(row.to_pay) },
            { label: 'Para el diseñador', value: formatCop(row.to_pay_designer) },
            { label: 'Para los proveedores', value: formatCop(row.to_pay_supplier) },
            { label: 'Para la instalación (lsh)', value: formatCop(row.to_pay_lsh) },
            { label: 'Para la plataforma', value: formatCop(row.to_pay_platform) },
          ]}
        />
      )}
    </RowDialogButton>
  );
}

function SheetDetail({ hashid }: { hashid: string }) {
  const sheet = useRemodeling(hashid);
  if (sheet.isError) {
    return <LoadError error={sheet.error} />;
  }
  if (!sheet.data) return <PageLoader />;
  const { client, designer, address, city, steps } = sheet.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InfoList
        items={[
          { label: 'Cliente', value: `${rowPersonName(client)} · ${client.email}` },
          { label: 'Diseñador', value: `${rowPersonName(designer)} · ${designer.email}` },
          { label: 'Dirección', value: [address, city].filter(Boolean).join(', ') },
        ]}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Pasos
      </Typography>
      <InfoList
        items={steps.map((step) => ({
          label: STEP_LABELS[step.name],
          value: `${STEP_STATUS_LABELS[step.step_status_id]}${
            step.date ? ` · ${formatDate(step.date)}` : ''
          }`,
        }))}
      />
    </Box>
  );
}

export function AdminSheetDetailButton({ hashid }: { hashid: string }) {
  return (
    <RowDialogButton
      text="Detalle"
      label={`Detalle de #${hashid}`}
      icon={<VisibilityOutlinedIcon />}
      title={`Hoja de proceso #${hashid}`}
    >
      {() => <SheetDetail hashid={hashid} />}
    </RowDialogButton>
  );
}
