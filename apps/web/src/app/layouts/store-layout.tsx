import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { PageLoader } from '../../components/page-loader';
import { useStore } from '../../features/storefront/api/get-store';
import {
  loadStoreAccountEntries,
  StoreHeader,
} from '../../features/storefront/components/store-header';
import { PublicFooter } from '../../features/shell/components/public-footer';
import { PublicHeader } from '../../features/shell/components/public-header';
import { isApiError } from '../../lib/http';
import { useSession } from '../../lib/session';
import { useBrandName, useSettings } from '../../lib/settings';
import { createStoreTheme } from '../../lib/store-theme';
import { TitleBrandContext } from '../../components/page-title';

/** Shown only for a name that matches no store: its code (an Alert among it) loads then. */
const StoreNotFound = lazy(async () => ({
  default: (await import('../../features/storefront/components/store-not-found')).StoreNotFound,
}));

/**
 * The store's footer, always below the first screen (the page's area is a screen high): its code
 * and its social networks' icons load after the page's, not with them (decision 049).
 */
const StoreFooter = lazy(async () => ({
  default: (await import('../../features/storefront/components/store-footer')).StoreFooter,
}));

/**
 * A supplier's white-label storefront (`/:companyName/productos…`, part 2 §2.7): the store's
 * colours and font over the app's theme, its header and navigation, the page, its footer. A name
 * that matches no visible store gets the marketplace's chrome and a clear not-found page.
 */
export function StoreLayout() {
  const { companyName = '' } = useParams();
  const brandName = useBrandName();
  const { data: settings } = useSettings();
  const query = useStore(companyName);
  const session = useSession();
  // Someone signed in sees their account entries in the header: their code loads with the store.
  if (session) loadStoreAccountEntries().catch(() => undefined);
  const store = query.data;
  const outer = useTheme();
  const theme = useMemo(() => (store ? createStoreTheme(outer, store) : outer), [outer, store]);
  const font = store?.company_font_type;

  useEffect(() => {
    // The font table loads with the font: a first visit's page does not wait for either.
    if (font) void import('../../lib/store-fonts').then((fonts) => fonts.loadStoreFont(font));
  }, [font]);

  if (query.isPending) return <PageLoader />;
  if (!store) {
    const missing = isApiError(query.error) && query.error.statusCode === 404;
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <PublicHeader brandName={brandName} />
        <Box component="main" sx={{ flex: 1 }}>
          <Suspense fallback={<PageLoader />}>
            <StoreNotFound
              brandName={brandName}
              onRetry={missing ? undefined : () => void query.refetch()}
            />
          </Suspense>
        </Box>
        <PublicFooter brandName={brandName} settings={settings} />
      </Box>
    );
  }

  return (
    <ThemeProvider theme={theme}>
      <Box
        data-store={store.store}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          fontFamily: theme.typography.fontFamily,
        }}
      >
        <StoreHeader store={store} companyName={companyName} />
        {/* A full screen high while the page's code loads: the footer never jumps down (layout shift). */}
        <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
          <Suspense fallback={<PageLoader />}>
            <TitleBrandContext value={store.company_name}>
              <Outlet />
            </TitleBrandContext>
          </Suspense>
        </Box>
        <Suspense fallback={null}>
          <StoreFooter store={store} brandName={brandName} companyName={companyName} />
        </Suspense>
      </Box>
    </ThemeProvider>
  );
}
