import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import CircleIcon from '@mui/icons-material/Circle';
import { ONLINE_STATUSES } from '@hogarte/shared/online-status';
import {
  ONLINE_STATUS_COLOR,
  normaliseStatus,
  onlineStatusLabel,
} from '../../../lib/online-status';
import { useSetOnlineStatus } from '../api/set-online-status';

interface OnlineStatusItemsProps {
  /** The status stored now (the session's). */
  current: string | null | undefined;
  /** Closes the menu once a status is chosen. */
  onChosen: () => void;
}

/**
 * The salesperson's status in the profile menu (spec part 1 §2, part 2 §4): 'Activo', 'Ocupado'
 * or 'Desconectado', one of them checked. Choosing one sends it; the toast says how it went.
 */
export function OnlineStatusItems({ current, onChosen }: OnlineStatusItemsProps) {
  const setStatus = useSetOnlineStatus();
  const selected = normaliseStatus(current);
  return (
    <>
      <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>Tu estado</ListSubheader>
      {ONLINE_STATUSES.map((status) => (
        <MenuItem
          key={status}
          role="menuitemradio"
          aria-checked={status === selected}
          selected={status === selected}
          disabled={setStatus.isPending}
          onClick={() => {
            if (status !== selected) setStatus.mutate(status);
            onChosen();
          }}
        >
          <ListItemIcon>
            <CircleIcon sx={{ fontSize: 12, color: ONLINE_STATUS_COLOR[status] }} aria-hidden />
          </ListItemIcon>
          <ListItemText>{onlineStatusLabel(status)}</ListItemText>
          {status === selected ? <CheckIcon fontSize="small" aria-hidden /> : null}
        </MenuItem>
      ))}
    </>
  );
}
