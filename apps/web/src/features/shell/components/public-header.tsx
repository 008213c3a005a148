import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import { isBuyer, ROLE } from '@hogarte/shared/roles';
import { DASHBOARD_BY_ROLE } from '@hogarte/shared/routes';
import { logout, useSession } from '../../../lib/session';
import { BrandLogo } from '../../../components/brand-logo';
import { CartButton } from '../../../components/cart-button';
import type { HeaderLink } from './public-mobile-menu';

// Loaded on first use: only phones open the drawer, and only clients the remodelings list.
const PublicMobileMenu = lazy(async () => ({
  default: (await import('./public-mobile-menu')).PublicMobileMenu,
}));
const RemodelingsDialog = lazy(async () => ({
  default: (await import('./remodelings-dialog')).RemodelingsDialog,
}));

/** The default header menu (spec part 1 §2 App shell, part 2 §9). */
const DEFAULT_LINKS: readonly HeaderLink[] = [
  { label: 'Ver productos', to: '/productos' },
  { label: 'Solicitar Asesoría', to: '/asesoria-virtual' },
  { label: 'Soy diseñador', to: '/disenador/paso-1' },
  { label: 'Soy proveedor', to: '/proveedor/paso-1' },
];

interface PublicHeaderProps {
  brandName: string;
}

export function PublicHeader({ brandName }: PublicHeaderProps) {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Stays mounted after the first opening so the drawer can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [remodelingsOpen, setRemodelingsOpen] = useState(false);
  const isClient = session?.roleId === ROLE.client;
  const hasFavorites = isBuyer(session?.roleId);
  const dashboardPath = session ? DASHBOARD_BY_ROLE[session.roleId] : null;

  // With a session the bar holds up to seven entries: it needs a wider screen before the drawer.
  const inlineFrom = session ? 'lg' : 'md';

  const openRemodelings = () => {
    setDrawerOpen(false);
    setRemodelingsOpen(true);
  };

  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <BrandLogo name={brandName} to="/" />
          <Box
            component="nav"
            aria-label="Navegación principal"
            sx={{
              display: { xs: 'none', [inlineFrom]: 'flex' },
              alignItems: 'center',
              gap: 0.25,
              ml: 'auto',
              '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
              // Room for the favourites heart and the cart beside the session's links.
              ...(session ? { '& .MuiButton-text': { px: 1 } } : {}),
            }}
          >
            {DEFAULT_LINKS.map((item) => (
              <Button key={item.to} component={RouterLink} to={item.to} color="inherit">
                {item.label}
              </Button>
            ))}
            {dashboardPath ? (
              <Button component={RouterLink} to={dashboardPath} color="inherit">
                Dashboard
              </Button>
            ) : null}
            {isClient ? (
              <Button color="inherit" onClick={openRemodelings}>
                Mis remodelaciones
              </Button>
            ) : null}
            {hasFavorites ? (
              <IconButton
                component={RouterLink}
                to="/favoritos"
                aria-label="Mis favoritos"
                title="Mis favoritos"
                color="inherit"
              >
                <FavoriteBorderIcon />
              </IconButton>
            ) : null}
            <CartButton />
            {session ? (
              <Button variant="outlined" onClick={logout} sx={{ ml: 1 }}>
                Cerrar sesión
              </Button>
            ) : (
              <Button variant="contained" component={RouterLink} to="/login" sx={{ ml: 1 }}>
                Ingresa
              </Button>
            )}
          </Box>
          {/* Outside the drawer: on phones too the cart is one tap away. */}
          <CartButton sx={{ display: { xs: 'inline-flex', [inlineFrom]: 'none' }, ml: 'auto' }} />
          <IconButton
            aria-label="Abrir menú"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', [inlineFrom]: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <PublicMobileMenu
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={DEFAULT_LINKS}
            dashboardPath={dashboardPath}
            loggedIn={session !== null}
            showFavorites={hasFavorites}
            onOpenRemodelings={isClient ? openRemodelings : null}
            onLogout={logout}
          />
        </Suspense>
      ) : null}
      {isClient && remodelingsOpen ? (
        <Suspense fallback={null}>
          <RemodelingsDialog open onClose={() => setRemodelingsOpen(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
