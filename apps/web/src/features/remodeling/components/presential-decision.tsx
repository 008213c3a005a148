import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDecidePresential } from '../api/decide-presential';

/**
 * 'Aprobar' and 'Rechazar' of a pending presential consultancy (part 1 §2 Designer area, §4
 * Presential request), on 'Mis clientes' and on the consultancy's page: decided once, so the
 * rejection is confirmed first.
 */
export function PresentialDecisionButtons({ consultancy }: { consultancy: PresentialRow }) {
  const decide = useDecidePresential();
  const [rejecting, setRejecting] = useState(false);
  const client = `${consultancy.client.first_name} ${consultancy.client.last_name}`.trim();
  const reference = `#${consultancy.hashid}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        aria-label={`Aprobar ${reference}`}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ consultancy, isApproved: true })}
      >
        Aprobar
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Rechazar ${reference}`}
        disabled={decide.isPending}
        onClick={() => setRejecting(true)}
      >
        Rechazar
      </Button>
      <ConfirmDialog
        open={rejecting}
        title={`Rechazar la asesoría ${reference}`}
        confirmLabel="Rechazar"
        pending={decide.isPending}
        onClose={() => setRejecting(false)}
        onConfirm={() =>
          decide.mutate(
            { consultancy, isApproved: false },
            { onSettled: () => setRejecting(false) },
          )
        }
      >
        {`¿Seguro que quieres rechazar la asesoría presencial de ${client}? Tu respuesta no se puede cambiar y le avisaremos.`}
      </ConfirmDialog>
    </Box>
  );
}
