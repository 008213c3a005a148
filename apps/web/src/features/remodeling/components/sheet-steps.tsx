import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import type { Step } from '@hogarte/shared/contracts/remodelings';
import {
  STEP_HELP,
  type StepName,
  STEP_LABELS,
  STEP_STATUS,
  STEP_STATUS_LABELS,
  stepHasEditButton,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SheetStepDialog, type StepEditor } from './sheet-step-dialog';
import { formatDateAndTime } from '../../../lib/format';
import { DialogContent } from '../../../components/dialog-content';

const STATUS_COLORS: Record<StepStatusId, 'default' | 'warning' | 'success'> = {
  [STEP_STATUS.pending]: 'default',
  [STEP_STATUS.inProgress]: 'warning',
  [STEP_STATUS.done]: 'success',
};

function StepHelpDialog({ step, onClose }: { step: Step; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{STEP_LABELS[step.name]}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{STEP_HELP[step.name]}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Entendido</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The steps in the order the sheet goes through them (the API's order is not promised). */
export function inStepOrder<S extends { name: StepName }>(
  steps: readonly S[],
  order: readonly StepName[],
): S[] {
  return [...steps].sort((left, right) => order.indexOf(left.name) - order.indexOf(right.name));
}

interface SheetStepsProps {
  /** The section's title and the table's name ('Pasos de la remodelación'). */
  label: string;
  steps: readonly Step[];
  /** The order the sheet goes through its steps (a remodelling's seven, a consultancy's five). */
  order: readonly StepName[];
  /**
   * The edit call of the sheet's kind, given to whoever schedules here (the designer, an admin,
   * while the sheet is open); without it the steps are read-only.
   */
  editor?: StepEditor;
}

/**
 * The steps of a sheet or a presential consultancy (part 1 §3; part 2 §2.1, §4): name with its
 * help, status, date, and for the designer an edit button on the visit and the installation only.
 * On a phone each step is a card.
 */
export function SheetSteps({ label, steps, order, editor }: SheetStepsProps) {
  const titleId = useId();
  const [help, setHelp] = useState<Step | null>(null);
  const [editing, setEditing] = useState<Step | null>(null);
  const ordered = inStepOrder(steps, order);

  const columns: DataTableColumn<Step>[] = [
    {
      id: 'name',
      header: 'Paso',
      cardTitle: true,
      cell: (step) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {STEP_LABELS[step.name]}
          <IconButton
            size="small"
            aria-label={`Ayuda sobre ${STEP_LABELS[step.name]}`}
            onClick={() => setHelp(step)}
          >
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
    {
      id: 'status',
      header: 'Estado',
      // On a phone the chip sits beside the step's name, keeping the seven cards short.
      cardTitle: true,
      cell: (step) => (
        <Chip
          size="small"
          label={STEP_STATUS_LABELS[step.step_status_id]}
          color={STATUS_COLORS[step.step_status_id]}
        />
      ),
    },
    {
      id: 'date',
      header: 'Fecha',
      noWrap: true,
      cell: (step) => (step.date ? formatDateAndTime(step.date) : '—'),
    },
  ];
  if (editor) {
    columns.push({
      id: 'edit',
      header: '',
      align: 'right',
      cell: (step) =>
        stepHasEditButton(step.name) ? (
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            aria-label={`Editar ${STEP_LABELS[step.name]}`}
            onClick={() => setEditing(step)}
          >
            Editar
          </Button>
        ) : null,
    });
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <DataTable
        label={label}
        columns={columns}
        rows={ordered}
        rowKey={(step) => String(step.id)}
        emptyText="Aún no hay pasos."
      />
      {help ? <StepHelpDialog step={help} onClose={() => setHelp(null)} /> : null}
      {editing && editor ? (
        <SheetStepDialog
          step={editing}
          edit={editor}
          onClose={() => {
            // One edit call serves every step: the next dialog opens without this one's refusal.
            editor.reset();
            setEditing(null);
          }}
        />
      ) : null}
    </Box>
  );
}
