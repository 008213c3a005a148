import { Suspense, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { ROLE } from '@hogarte/shared/roles';
import { BrandLogo } from '../../components/brand-logo';
import { PageLoader } from '../../components/page-loader';
import { WHATSAPP_CLEARANCE } from '../../components/whatsapp-clearance';
import { useStatusAfterReconnect } from '../../features/advisers/api/use-status-after-reconnect';
import { useOnlineStatusItems } from '../../features/advisers/components/online-status-items';
import { ApprovalNotice } from '../../features/shell/components/approval-notice';
import { NotificationBell } from '../../features/shell/components/notification-bell';
import { ProfileMenu } from '../../features/shell/components/profile-menu';
import { SideMenu } from '../../features/shell/components/side-menu';
import { useStore } from '../../features/storefront/api/get-store';
import { logout, useSession } from '../../lib/session';
import { useBrandName, useSettings } from '../../lib/settings';
import { settingsPathFor, sideMenuFor } from '../menus';

const DRAWER_WIDTH = 272;
/**
 * The page's padding, bottom aside: a responsive `p` would set the bottom again at its larger
 * breakpoints and undo the WhatsApp clearance.
 */
const PAGE_GAP = { xs: 2, sm: 3, md: 4 };

/**
 * The role areas' shell: app bar, the role's side menu (permanent from 992 px, temporary below)
 * and the page (spec part 1 §2 App shell).
 */
export function DashboardLayout() {
  const session = useSession();
  const { companyName } = useParams();
  const brandName = useBrandName();
  const { data: settings } = useSettings();
  // Inside a company's routes the top bar carries that store's name and logo, linking to it.
  const { data: store } = useStore(companyName);
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  useStatusAfterReconnect(session?.roleId === ROLE.salesperson);
  const onlineStatusItems = useOnlineStatusItems(session?.user?.online_status);

  // The route guards keep anonymous visitors out; this only covers a logout in another tab.
  if (!session) return <PageLoader />;

  const { roleId, user } = session;
  const menu = sideMenuFor(roleId, { companyName, helpCenterUrl: settings?.helpCenterUrl });
  const awaitingApproval =
    (roleId === ROLE.designer || roleId === ROLE.supplier) && user?.is_approved !== true;
  const drawerContent = (
    <>
      <Toolbar />
      <SideMenu items={menu} onNavigate={isDesktop ? undefined : () => setMobileOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {isDesktop ? null : (
            <IconButton edge="start" aria-label="Abrir menú" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <BrandLogo
            name={store?.company_name ?? brandName}
            to={companyName ? `/${companyName}/productos` : '/'}
            logoUrl={roleId === ROLE.supplier ? user?.company_logo : (store?.company_logo ?? null)}
          />
          <Box sx={{ flex: 1 }} />
          <NotificationBell roleId={roleId} />
          <ProfileMenu
            roleId={roleId}
            user={user}
            settingsPath={settingsPathFor(roleId, companyName)}
            onLogout={logout}
            extraItems={roleId === ROLE.salesperson ? onlineStatusItems : undefined}
          />
        </Toolbar>
      </AppBar>
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {drawerContent}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          // The open drawer is a dialog: screen readers announce it by this name.
          slotProps={{ paper: { 'aria-label': 'Menú' } }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {drawerContent}
        </Drawer>
      )}
      {/* The WhatsApp button floats over the page: the last row or pager scrolls clear of it. */}
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, px: PAGE_GAP, pt: PAGE_GAP, pb: WHATSAPP_CLEARANCE }}
      >
        <Toolbar />
        {awaitingApproval ? (
          <ApprovalNotice
            isApproved={user?.is_approved ?? null}
            supportPhone={settings?.supportPhone}
          />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
