import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import { ROLE } from '@hogarte/shared/roles';
import { DASHBOARD_BY_ROLE } from '@hogarte/shared/routes';
import { isExternalUrl } from '@hogarte/shared/storefront';
import { CartButton } from '../../../components/cart-button';
import { reloadAt } from '../../../lib/full-reload';
import { visuallyHidden } from '../../../components/visually-hidden';
import { clearSession, useSession } from '../../../lib/session';
import { loginPathBackTo } from '../../../lib/access-paths';
import { iconOnlyOnPhone, iconOnPhone, textFromTablet } from './store-header-styles';

/**
 * A signed-in person's account entries: a visitor's first load goes without them and their icons
 * (decision 049). The store layout starts loading them as it first renders for someone signed in,
 * beside the store's own request, so they are there when the header is.
 */
export const loadStoreAccountEntries = () => import('./store-account-entries');
const StoreAccountEntries = lazy(async () => ({
  default: (await loadStoreAccountEntries()).StoreAccountEntries,
}));

interface StoreHeaderProps {
  store: Store;
  /** The route's `:companyName`, as the visitor's links write it. */
  companyName: string;
}

/** A path as the address bar shows it, decoded, so `/Cer%C3%A1micas` equals `/Cerámicas`. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * The store's own links: pages of the site in the same tab, other sites in a new one. The page
 * being shown is marked: the link whose path and query are the address's, else 'Productos'.
 */
function StoreNavigation({ store, home }: { store: Store; home: string }) {
  const newTabNote = useId();
  const { pathname, search } = useLocation();
  const here = decodedPath(pathname + search);
  const currentLink = store.company_navbarLinks.find(
    (link) => !isExternalUrl(link.url) && decodedPath(link.url) === here,
  );
  const onHome = !currentLink && decodedPath(pathname) === decodedPath(home);
  const linkSx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    px: { xs: 1.25, md: 1.75 },
    py: 1.25,
    color: 'inherit',
    fontWeight: 600,
    fontSize: '0.9375rem',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
    '&[aria-current="page"]': { borderBottomColor: 'currentColor' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -4 },
  } as const;
  return (
    <Box
      component="nav"
      aria-label="Navegación de la tienda"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Box component="span" id={newTabNote} sx={visuallyHidden}>
        Se abre en una pestaña nueva
      </Box>
      <Container maxWidth="lg" disableGutters>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            px: { xs: 0.5, sm: 1.5 },
            display: 'flex',
            overflowX: 'auto',
            scrollbarWidth: 'thin',
          }}
        >
          <li>
            <Box
              component={RouterLink}
              to={home}
              aria-current={onHome ? 'page' : undefined}
              sx={linkSx}
            >
              Productos
            </Box>
          </li>
          {store.company_navbarLinks.map((link) => (
            <li key={link.id}>
              {isExternalUrl(link.url) ? (
                <Box
                  component="a"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={newTabNote}
                  sx={linkSx}
                >
                  {link.name}
                  <OpenInNewIcon aria-hidden sx={{ fontSize: 14, opacity: 0.8 }} />
                </Box>
              ) : (
                <Box
                  component={RouterLink}
                  to={link.url}
                  aria-current={link === currentLink ? 'page' : undefined}
                  sx={linkSx}
                >
                  {link.name}
                </Box>
              )}
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * The store's header (part 1 §2 App shell inside a company storefront): its logo linking to its
 * catalogue, the cart and the account entries, and its own navigation bar in its primary colour.
 */
export function StoreHeader({ store, companyName }: StoreHeaderProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const home = `/${companyName}/productos`;
  const accountPath = session
    ? session.roleId === ROLE.client
      ? `/${companyName}/cliente/dashboard`
      : DASHBOARD_BY_ROLE[session.roleId]
    : null;
  const loginPath = loginPathBackTo(pathname + search);
  const logout = () => {
    clearSession();
    // Back to this store, not the marketplace's home.
    reloadAt(home);
  };

  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64, md: 76 } }}>
          <Link
            component={RouterLink}
            to={home}
            aria-label={`${store.company_name}, ir al inicio de la tienda`}
            underline="none"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, mr: 'auto' }}
          >
            {store.company_logo ? (
              <Box
                component="img"
                src={store.company_logo}
                alt=""
                sx={{
                  display: 'block',
                  height: { xs: 40, md: 52 },
                  maxWidth: { xs: 160, md: 240 },
                  objectFit: 'contain',
                  mr: 1.5,
                }}
              />
            ) : null}
            {/* Beside a logo the name shows from tablets up; alone it always shows. */}
            <Typography
              component="span"
              variant="h5"
              noWrap
              sx={{
                fontWeight: 700,
                color: 'text.primary',
                display: store.company_logo ? { xs: 'none', sm: 'block' } : 'block',
              }}
            >
              {store.company_name}
            </Typography>
          </Link>
          <CartButton companyName={companyName} />
          {session && accountPath ? (
            <Suspense fallback={null}>
              <StoreAccountEntries accountPath={accountPath} onLogout={logout} />
            </Suspense>
          ) : (
            <Button
              variant="contained"
              component={RouterLink}
              to={loginPath}
              startIcon={<LoginIcon />}
              sx={[iconOnPhone, iconOnlyOnPhone]}
            >
              <Box component="span" sx={textFromTablet}>
                Ingresa
              </Box>
            </Button>
          )}
        </Toolbar>
      </Container>
      <StoreNavigation store={store} home={home} />
    </AppBar>
  );
}
