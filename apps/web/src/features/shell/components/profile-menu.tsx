import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import {
  ONLINE_STATUS_COLOR,
  normaliseStatus,
  onlineStatusLabel,
} from '../../../lib/online-status';
import type { SessionUser } from '../../../lib/session';

interface ProfileMenuProps {
  roleId: RoleId;
  user: SessionUser | null;
  settingsPath: string;
  onLogout: () => void;
  /**
   * Items under the header (a salesperson's status choice), as an array: MUI's menu does not look
   * into fragments. `close` closes the menu.
   */
  extraItems?: (close: () => void) => ReactNode;
}

/**
 * Who is signed in, at the top of the menu. Not an item: MUI's MenuList gives the tab stop to its
 * first child unless that child's type is marked to be skipped, as its own Divider and
 * ListSubheader are; a focusable <div> in the role="menu" list is what axe reports
 * (aria-required-children).
 */
function MenuHeader({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>{children}</Box>
  );
}
MenuHeader.muiSkipListHighlight = true;

export function ProfileMenu({
  roleId,
  user,
  settingsPath,
  onLogout,
  extraItems,
}: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const initial = fullName.charAt(0).toUpperCase();
  const status = normaliseStatus(user?.online_status);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label="Perfil"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar
          src={user?.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
        >
          {initial}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <MenuHeader>
          <Avatar src={user?.avatar ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
            {initial}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography fontWeight={600} noWrap>
              {fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email}
            </Typography>
            {roleId === ROLE.salesperson ? (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <CircleIcon sx={{ fontSize: 10, color: ONLINE_STATUS_COLOR[status] }} aria-hidden />
                {onlineStatusLabel(status)}
              </Typography>
            ) : null}
          </Box>
        </MenuHeader>
        <Divider />
        {extraItems?.(close)}
        {extraItems ? <Divider /> : null}
        <MenuItem component={RouterLink} to={settingsPath} onClick={close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Configuración
        </MenuItem>
        {roleId === ROLE.lsh ? (
          // The operator's side menu (spec) has no inbox entry; its inbox is reached from here.
          <MenuItem component={RouterLink} to="/lsh/mensajeria" onClick={close}>
            <ListItemIcon>
              <MailOutlineIcon fontSize="small" />
            </ListItemIcon>
            Mensajería
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Cerrar sesión
        </MenuItem>
      </Menu>
    </>
  );
}
