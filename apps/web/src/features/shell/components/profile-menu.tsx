import { useId, useState } from 'react';
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
import { SALESPERSON_STATUS } from '@hogarte/shared/lookups';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { OnlineStatus, SessionUser } from '../../../lib/session';

const STATUS_COLOR: Record<OnlineStatus, string> = {
  online: '#2e7d4f',
  away: '#b7791f',
  offline: '#9e9e9e',
};

/** Any value other than online or away counts as offline (spec part 1 §4). */
function normaliseStatus(status: string | null | undefined): OnlineStatus {
  return status === 'online' || status === 'away' ? status : 'offline';
}

interface ProfileMenuProps {
  roleId: RoleId;
  user: SessionUser | null;
  settingsPath: string;
  onLogout: () => void;
}

export function ProfileMenu({ roleId, user, settingsPath, onLogout }: ProfileMenuProps) {
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
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
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
                <CircleIcon sx={{ fontSize: 10, color: STATUS_COLOR[status] }} aria-hidden />
                {SALESPERSON_STATUS[status]}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <Divider />
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
