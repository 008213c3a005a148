import type { ReactElement } from 'react';
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

/**
 * The salesperson's status in the profile menu (spec part 1 §2, part 2 §4): 'Activo', 'Ocupado'
 * or 'Desconectado', one of them checked. Choosing one sends it; the toast says how it went.
 *
 * A hook that answers the menu's items rather than a component that renders them: MUI's menu
 * places its tab stop (the checked status) by reading its own children, and would see one
 * component there instead of the items. `onChosen` closes the menu.
 */
export function useOnlineStatusItems(
  current: string | null | undefined,
): (onChosen: () => void) => ReactElement[] {
  const setStatus = useSetOnlineStatus();
  const selected = normaliseStatus(current);
  return (onChosen) => [
    // A heading of the menu, not an item: as the default <li> it would sit in the role="menu"
    // list as a list item, which axe reports (aria-required-children, listitem).
    <ListSubheader
      key="heading"
      component="div"
      sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
    >
      Tu estado
    </ListSubheader>,
    ...ONLINE_STATUSES.map((status) => (
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
    )),
  ];
}
