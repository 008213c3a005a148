import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { PqrsDetail } from '@hogarte/shared/contracts/pqrs';
import { shortenFileName } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { PQRS_TYPE_LABEL } from '@hogarte/shared/schemas/pqrs';
import { InfoList, type InfoItem } from '../../../components/info-list';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { formatCalendarDay, formatDateTime } from '../../../lib/format';
import { usePqrs } from '../api/get-pqrs';
import { PqrsStateChip, isOverdue } from './pqrs-format';
import { LoadError } from '../../../components/load-error';
import { DialogContent } from '../../../components/dialog-content';

interface PqrsDetailDialogProps {
  hashid: string | null;
  onClose: () => void;
  /** The admins see who filed it. */
  showClient?: boolean;
  /** What the viewer may do with it (the admin's taking up and answer). */
  actions?: (pqrs: PqrsDetail) => ReactNode;
}

function facts(pqrs: PqrsDetail, showClient: boolean): InfoItem[] {
  return [
    { label: 'Número de radicado', value: pqrs.filing_number },
    { label: 'Tipo', value: PQRS_TYPE_LABEL[pqrs.type] },
    ...(showClient
      ? [
          {
            label: 'Cliente',
            value: `${pqrs.client.first_name} ${pqrs.client.last_name} · ${pqrs.client.email}`,
          },
        ]
      : []),
    { label: 'Fecha de radicación', value: formatDateTime(pqrs.filed_at) },
    {
      label: 'Fecha límite de respuesta',
      value: isOverdue(pqrs)
        ? `${formatCalendarDay(pqrs.due_on)} (vencida)`
        : formatCalendarDay(pqrs.due_on),
    },
    { label: 'Pedido relacionado', value: pqrs.order_number },
    {
      label: 'En trámite desde',
      value: pqrs.in_progress_at && formatDateTime(pqrs.in_progress_at),
    },
    { label: 'Fecha de respuesta', value: pqrs.answered_at && formatDateTime(pqrs.answered_at) },
  ];
}

function Body({ pqrs, showClient }: { pqrs: PqrsDetail; showClient: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <InfoList items={facts(pqrs, showClient)} />
      <Box component="section" aria-label="Solicitud">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Solicitud
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {pqrs.text}
        </Typography>
        {pqrs.attachment ? (
          <Link
            href={pqrs.attachment.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
          >
            <AttachFileIcon fontSize="small" />
            {shortenFileName(pqrs.attachment.filename)}
          </Link>
        ) : null}
      </Box>
      <Box component="section" aria-label="Respuesta">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Respuesta
        </Typography>
        {pqrs.answer ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {pqrs.answer}
          </Typography>
        ) : (
          <Typography color="text.secondary">
            {`Aún sin respuesta. Se responde a más tardar el ${formatCalendarDay(pqrs.due_on)} (${LIMITS.pqrsAnswerBusinessDays} días hábiles desde su radicación).`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** One request in full, read fresh each time it opens (its attachment link lasts minutes). */
export function PqrsDetailDialog({
  hashid,
  onClose,
  showClient = false,
  actions,
}: PqrsDetailDialogProps) {
  const detail = usePqrs(hashid);
  const pqrs = detail.data;
  return (
    <ResponsiveDialog open={hashid !== null} onClose={onClose} maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
          {pqrs ? pqrs.subject : 'PQRS'}
        </Box>
        {pqrs ? <PqrsStateChip state={pqrs.state} /> : null}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isError ? (
          <LoadError error={detail.error} />
        ) : pqrs ? (
          <>
            <Body pqrs={pqrs} showClient={showClient} />
            {actions?.(pqrs)}
          </>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Cargando" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
