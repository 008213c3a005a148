import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Suborder } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { SUBORDER_TRANSITIONS, type SuborderStatus } from '@hogarte/shared/orders';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showServerError, showToast } from '../../../lib/toast';
import { useGenerateSuborderLabel } from '../api/generate-suborder-label';
import { useSetSuborderStatus } from '../api/set-suborder-status';

type Action = 'label' | 'Shipped' | 'Delivered' | 'Canceled';

const TEXT: Record<Action, string> = {
  label: 'Generar guía',
  Shipped: 'Marcar como enviado',
  Delivered: 'Marcar como entregado',
  Canceled: 'Cancelar pedido',
};

/** The button's name holds its visible text (axe: label-content-name-mismatch), then the line. */
function actionLabel(action: Action, suborderId: number): string {
  return action === 'label'
    ? `Generar guía del pedido ${suborderId}`
    : action === 'Canceled'
      ? `Cancelar pedido ${suborderId}`
      : `${TEXT[action]} el pedido ${suborderId}`;
}

/** What can be done with a line, the usual next step first: label, then shipped, delivered. */
function actionsOf(suborder: Suborder): Action[] {
  // A line without status has just been created.
  const next = SUBORDER_TRANSITIONS[suborder.status ?? 'Created'];
  const actions: Action[] = [];
  if (!suborder.trackingNumber && next.includes('Shipped')) actions.push('label');
  for (const status of ['Shipped', 'Delivered', 'Canceled'] as const) {
    if (next.includes(status)) actions.push(status);
  }
  return actions;
}

/**
 * What the supplier can do with a line: generate its shipping label through the carrier (once,
 * before it ships) and move it forward as SUBORDER_TRANSITIONS allow. The next step is a button;
 * the other moves wait in a menu so the row stays one line high. Cancelling asks first.
 */
export function SuborderActions({ suborder }: { suborder: Suborder }) {
  const label = useGenerateSuborderLabel();
  const status = useSetSuborderStatus();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const pending = label.isPending || status.isPending;
  const [primary, ...others] = actionsOf(suborder);

  const onError = showServerError;
  // Awaited rather than mutate's callbacks: a line that moves to another tab unmounts this row
  // before those callbacks would run, and its toast would be lost.
  const move = async (target: SuborderStatus) => {
    try {
      await status.mutateAsync({ suborderId: suborder.id, status: target });
      showToast(MESSAGES.suborderStatusUpdated, 'success');
    } catch (error) {
      onError(error);
    } finally {
      setCancelOpen(false);
    }
  };
  const generateLabel = async () => {
    try {
      await label.mutateAsync(suborder.id);
      showToast(MESSAGES.labelGenerated, 'success');
    } catch (error) {
      onError(error);
    }
  };
  const run = (action: Action) => {
    setMenuAnchor(null);
    if (action === 'label') void generateLabel();
    else if (action === 'Canceled') setCancelOpen(true);
    else void move(action);
  };

  if (!primary) return <>—</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        variant={primary === 'Canceled' ? 'text' : 'contained'}
        color={primary === 'Canceled' ? 'error' : 'primary'}
        disabled={pending}
        aria-label={pending ? undefined : actionLabel(primary, suborder.id)}
        onClick={() => run(primary)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {pending ? 'Guardando…' : TEXT[primary]}
      </Button>
      {others.length > 0 ? (
        <>
          <IconButton
            size="small"
            aria-label={`Más acciones del pedido ${suborder.id}`}
            aria-controls={menuAnchor ? menuId : undefined}
            aria-haspopup="menu"
            disabled={pending}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            {others.map((action) => (
              <MenuItem
                key={action}
                onClick={() => run(action)}
                sx={action === 'Canceled' ? { color: 'error.main' } : undefined}
              >
                {TEXT[action]}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      <ConfirmDialog
        open={cancelOpen}
        title="Cancelar pedido"
        confirmLabel="Sí, cancelar pedido"
        pending={status.isPending}
        onConfirm={() => void move('Canceled')}
        onClose={() => setCancelOpen(false)}
      >
        ¿Seguro que quieres cancelar el pedido {suborder.id},{' '}
        <strong>{suborder.productName || suborder.product.name}</strong>? No podrás enviarlo
        después.
      </ConfirmDialog>
    </Box>
  );
}
