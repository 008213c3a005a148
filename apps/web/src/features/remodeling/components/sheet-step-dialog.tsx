import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import type { Step } from '@hogarte/shared/contracts/remodelings';
import {
  STEP_LABELS,
  STEP_STATUS_IDS,
  STEP_STATUS_LABELS,
  stepStatusEditable,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import type { StepEditInput } from '@hogarte/shared/schemas/remodelings';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import type { StepEditRequest } from '../api/edit-step';
import { LoadError } from '../../../components/load-error';
import { formatDateTimeInput } from '../../../lib/format';
import { DialogContent } from '../../../components/dialog-content';
import { TextField } from '../../../components/text-field';
import { SelectField } from '../../../components/select-field';

/** A stored moment as the browser's date-time field shows it, in the viewer's own time. */
function localInputValue(date: string | null): string {
  return date ? formatDateTimeInput(date) : '';
}

/**
 * The edit call of the sheet's kind (`useEditStep` for a remodelling, `useEditPresentialStep` for a
 * presential consultancy): the dialog needs only to send, wait and show a refusal.
 */
export interface StepEditor {
  mutate: (request: StepEditRequest, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

interface SheetStepDialogProps {
  step: Step;
  edit: StepEditor;
  onClose: () => void;
}

/**
 * The designer's (or an admin's) edit of the visit or the installation (part 2 §4): the date and
 * time, and for the visit its status, never back to an earlier one. Only what changed is sent;
 * the server applies the step rules and a refusal shows here in its words.
 */
export function SheetStepDialog({ step, edit, onClose }: SheetStepDialogProps) {
  const id = useId();
  const initialDate = localInputValue(step.date);
  const [date, setDate] = useState(initialDate);
  const [statusId, setStatusId] = useState<StepStatusId>(step.step_status_id);
  const statusEditable = stepStatusEditable(step.name);
  const changes: StepEditInput = {};
  if (date !== initialDate) changes.date = date ? new Date(date).toISOString() : null;
  if (statusId !== step.step_status_id) changes.step_status_id = statusId;
  const changed = Object.keys(changes).length > 0;

  return (
    <ResponsiveDialog
      open
      onClose={edit.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          edit.mutate({ stepId: step.id, edit: changes }, { onSuccess: onClose });
        }}
      >
        <DialogTitle id={`${id}-title`}>Editar {STEP_LABELS[step.name]}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {edit.error ? <LoadError error={edit.error} /> : null}
            <TextField
              label="Fecha y hora"
              type="datetime-local"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {statusEditable ? (
              <SelectField
                label="Estado"
                value={statusId}
                onChange={(event) => setStatusId(Number(event.target.value) as StepStatusId)}
              >
                {STEP_STATUS_IDS.map((option) => (
                  // A step never goes back (part 2 §4): earlier states are shown, not offered.
                  <MenuItem key={option} value={option} disabled={option < step.step_status_id}>
                    {STEP_STATUS_LABELS[option]}
                  </MenuItem>
                ))}
              </SelectField>
            ) : null}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={edit.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!changed || edit.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
