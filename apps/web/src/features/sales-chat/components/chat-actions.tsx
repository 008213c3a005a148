import { useState } from 'react';
import Button from '@mui/material/Button';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFinishConsultancy } from '../api/finish-consultancy';
import { useKnock } from '../api/knock';

/** A phone's header has room for the labels on one line each. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The chat's actions (spec part 2 §2.8): the video call (a client opens it in a new tab, an
 * adviser in the same one), the client's reminder to the adviser and the adviser's finish.
 */
export function ChatActions({ hashid, roleId }: { hashid: string; roleId: RoleId }) {
  const isAdviser = roleId === ROLE.salesperson;
  const knock = useKnock(hashid);
  const finish = useFinishConsultancy(hashid);
  const [confirming, setConfirming] = useState(false);
  const videoPath = `/videochat/sales-consultancy/${encodeURIComponent(hashid)}/${roleId}`;

  return (
    <>
      <Button
        href={videoPath}
        target={isAdviser ? undefined : '_blank'}
        rel={isAdviser ? undefined : 'noopener noreferrer'}
        startIcon={<VideocamOutlinedIcon />}
        size="small"
        sx={NO_WRAP}
      >
        Videollamada
      </Button>
      {isAdviser ? (
        <>
          <Button
            variant="outlined"
            size="small"
            startIcon={<TaskAltIcon />}
            sx={NO_WRAP}
            onClick={() => setConfirming(true)}
          >
            Finalizar asesoría
          </Button>
          <ConfirmDialog
            open={confirming}
            title="Finalizar asesoría"
            confirmLabel="Finalizar"
            pending={finish.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() => finish.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            El chat quedará de solo lectura: ni tú ni el cliente podrán enviar más mensajes.
          </ConfirmDialog>
        </>
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<NotificationsActiveOutlinedIcon />}
          sx={NO_WRAP}
          disabled={knock.isPending}
          onClick={() => knock.mutate()}
        >
          Avisar al asesor
        </Button>
      )}
    </>
  );
}
