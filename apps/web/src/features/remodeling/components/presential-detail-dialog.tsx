import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import {
  PRESENTIAL_STEP_NAMES,
  STEP_LABELS,
  STEP_STATUS_LABELS,
} from '@hogarte/shared/process-steps';
import { InfoList } from '../../../components/info-list';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { inStepOrder } from './sheet-steps';
import { formatCalendarDay, formatDateAndTime } from '../../../lib/format';
import { DialogContent } from '../../../components/dialog-content';

/** The preferred visit days, as the client chose them. */
export function preferredDays(row: PresentialRow): string {
  return row.preferred_dates.map(formatCalendarDay).join(' · ');
}

/**
 * The detail of a row of 'Mis clientes' (part 1 §2 Designer area, §3): the client's data, where
 * and when the client wants the visit, the notes and the steps, all from the row itself.
 */
export function PresentialDetailButton({ row }: { row: PresentialRow }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { client } = row;
  return (
    <>
      <Button
        size="small"
        startIcon={<VisibilityOutlinedIcon />}
        aria-label={`Detalle de #${row.hashid}`}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Detalle
      </Button>
      <ResponsiveDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>Asesoría presencial #{row.hashid}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <InfoList
              items={[
                { label: 'Cliente', value: `${client.first_name} ${client.last_name}` },
                { label: 'Cédula', value: client.cedula },
                { label: 'Correo', value: client.email },
                { label: 'Teléfono', value: client.phone },
                { label: 'Dirección', value: row.address },
                { label: 'Ciudad', value: row.city },
                { label: 'Fechas preferidas', value: preferredDays(row) },
                { label: 'Notas', value: row.notes },
              ]}
            />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Pasos
            </Typography>
            <InfoList
              items={inStepOrder(row.steps, PRESENTIAL_STEP_NAMES).map((step) => ({
                label: STEP_LABELS[step.name],
                value: `${STEP_STATUS_LABELS[step.step_status_id]}${
                  step.date ? ` · ${formatDateAndTime(step.date)}` : ''
                }`,
              }))}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </ResponsiveDialog>
    </>
  );
}
