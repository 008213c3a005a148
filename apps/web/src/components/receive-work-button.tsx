import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { showServerError } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

interface ReceiveWorkButtonProps {
  /** 'Recibido a satisfacción', the button's and the confirmation's title. */
  label: string;
  /** What finishing does, said in the confirmation. */
  children: ReactNode;
  disabled?: boolean;
  /** Finishes on the server; a refusal has been shown by the call itself, so it only throws. */
  finish: () => Promise<unknown>;
  /** Builds and saves the equivalent document of the finished work. */
  download: () => Promise<void>;
  /** Called once finished and the document asked for (the rating follows). */
  onFinished: () => void;
}

/**
 * 'Recibido a satisfacción' (spec part 2 §4 Finishing), of a virtual consultancy and of a
 * remodelling: after a confirmation the work is finished, its equivalent document is built and
 * downloaded, and then the client is asked for a rating.
 */
export function ReceiveWorkButton({
  label,
  children,
  disabled = false,
  finish,
  download,
  onFinished,
}: ReceiveWorkButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  // Awaited in one place rather than left to callbacks: the finished screen no longer shows this
  // button, and the document and the rating must still follow.
  const confirm = async () => {
    setPending(true);
    try {
      await finish();
    } catch {
      setPending(false);
      setConfirming(false);
      return;
    }
    setConfirming(false);
    try {
      await download();
    } catch (error) {
      // The work is finished all the same; the document stays a button away.
      showServerError(error);
    } finally {
      setPending(false);
    }
    onFinished();
  };

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<TaskAltIcon />}
        disabled={disabled || pending}
        onClick={() => setConfirming(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={label}
        confirmLabel="Confirmar"
        destructive={false}
        pending={pending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
