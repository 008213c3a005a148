import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

export interface HeaderLink {
  label: string;
  to: string;
}

interface PublicMobileMenuProps {
  open: boolean;
  onClose: () => void;
  links: readonly HeaderLink[];
  dashboardPath: string | null;
  loggedIn: boolean;
  /** Clients and designers: a link to their favourite products. */
  showFavorites?: boolean;
  onOpenRemodelings: (() => void) | null;
  onLogout: () => void;
}

/** The public header's links in a drawer, for screens too narrow for the bar. */
export function PublicMobileMenu({
  open,
  onClose,
  links,
  dashboardPath,
  loggedIn,
  showFavorites = false,
  onOpenRemodelings,
  onLogout,
}: PublicMobileMenuProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menú' } }}
    >
      <Box component="nav" aria-label="Navegación principal" sx={{ width: 280 }}>
        <List>
          {links.map((item) => (
            <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List>
          {dashboardPath ? (
            <ListItemButton component={RouterLink} to={dashboardPath} onClick={onClose}>
              <ListItemText primary="Dashboard" />
            </ListItemButton>
          ) : null}
          {showFavorites ? (
            <ListItemButton component={RouterLink} to="/favoritos" onClick={onClose}>
              <ListItemText primary="Mis favoritos" />
            </ListItemButton>
          ) : null}
          {onOpenRemodelings ? (
            <ListItemButton onClick={onOpenRemodelings}>
              <ListItemText primary="Mis remodelaciones" />
            </ListItemButton>
          ) : null}
          {loggedIn ? (
            <ListItemButton onClick={onLogout}>
              <ListItemText primary="Cerrar sesión" />
            </ListItemButton>
          ) : (
            <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
              <ListItemText primary="Ingresa" />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
