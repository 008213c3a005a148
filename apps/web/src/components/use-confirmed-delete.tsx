/**
 * Deleting a table's row after asking first: the row's 'Eliminar' button opens the question,
 * and confirming runs the deletion; the question closes once the deletion has finished.
 */
import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmedDeleteOptions<Row> {
  /** The question's title ("Eliminar marca"). */
  title: string;
  /** The row's name, for its button ("Eliminar Porcelanato"). */
  name: (row: Row) => string;
  question: (row: Row) => ReactNode;
  pending: boolean;
  /** Runs the deletion and calls `settled` when it has finished, well or not. */
  remove: (row: Row, settled: () => void) => void;
  buttonSize?: 'small' | 'medium';
}

export function useConfirmedDelete<Row>({
  title,
  name,
  question,
  pending,
  remove,
  buttonSize = 'medium',
}: ConfirmedDeleteOptions<Row>) {
  const [row, setRow] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    /** The row's 'Eliminar' button, named after it. */
    button: (target: Row) => (
      <Tooltip title="Eliminar">
        <IconButton
          size={buttonSize}
          aria-label={`Eliminar ${name(target)}`}
          onClick={() => {
            setRow(target);
            setOpen(true);
          }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    ),
    dialog: (
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel="Eliminar"
        pending={pending}
        onConfirm={() => {
          if (row) remove(row, close);
        }}
        onClose={close}
      >
        {row ? question(row) : null}
      </ConfirmDialog>
    ),
  };
}
