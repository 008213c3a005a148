import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CircleIcon from '@mui/icons-material/Circle';
import type { AdviserRow } from '@hogarte/shared/contracts/advisers';
import { ONLINE_STATUS_COLOR, onlineStatusLabel } from '../../../lib/online-status';

/**
 * Where an adviser stands: approved or not, active (shown to clients) or not, and its online
 * status.
 */
export function AdviserStatusChips({ adviser }: { adviser: AdviserRow }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Chip
        size="small"
        variant="outlined"
        color={adviser.is_approved ? 'success' : 'warning'}
        label={adviser.is_approved ? 'Aprobado' : 'Pendiente de aprobación'}
      />
      <Chip
        size="small"
        variant="outlined"
        color={adviser.is_public ? 'success' : 'default'}
        label={adviser.is_public ? 'Visible para clientes' : 'Oculto para clientes'}
      />
      <Chip
        size="small"
        variant="outlined"
        icon={
          <CircleIcon
            sx={{ fontSize: 10, '&&': { color: ONLINE_STATUS_COLOR[adviser.online_status] } }}
          />
        }
        label={`En línea: ${onlineStatusLabel(adviser.online_status)}`}
      />
    </Stack>
  );
}
