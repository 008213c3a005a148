import { useState } from 'react';
import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useFinishVirtualConsultancy } from '../api/finish-virtual-consultancy';
import { downloadEquivalentDocument } from '../api/get-equivalent-document';

interface RoomFinishProps {
  room: VirtualConsultancy;
  /** Called once the consultancy is finished and its document downloaded (the rating follows). */
  onFinished: () => void;
}

/**
 * 'Recibido a satisfacción' (spec part 2 §4 Finishing), for the client and an admin while the
 * consultancy is active: after a confirmation it is finished, its equivalent document is built and
 * downloaded, and then the client is asked for a rating.
 */
export function RoomFinish({ room, onFinished }: RoomFinishProps) {
  const finish = useFinishVirtualConsultancy(room.hashid);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const pending = finish.isPending || downloading;

  // Awaited rather than left to the mutation's callbacks: the finished room no longer shows this
  // button, and the document and the rating must still follow.
  const confirm = async () => {
    try {
      await finish.mutateAsync(room);
    } catch {
      // The mutation has shown the server's message.
      setConfirming(false);
      return;
    }
    setConfirming(false);
    setDownloading(true);
    try {
      await downloadEquivalentDocument(room.hashid);
    } catch (error) {
      // The consultancy is finished all the same; the document stays a button away.
      showToast(serverMessage(error, MESSAGES.unexpected), 'error');
    } finally {
      setDownloading(false);
    }
    onFinished();
  };

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<TaskAltIcon />}
        disabled={pending}
        onClick={() => setConfirming(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {MESSAGES.virtualReceived}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={MESSAGES.virtualReceived}
        confirmLabel="Confirmar"
        destructive={false}
        pending={pending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        La asesoría quedará terminada: el chat pasará a ser de solo lectura y se generará el
        documento equivalente.
      </ConfirmDialog>
    </>
  );
}
