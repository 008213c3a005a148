import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { PageLoader } from '../../components/page-loader';
import { PublicFooter } from '../../features/shell/components/public-footer';
import { PublicHeader } from '../../features/shell/components/public-header';
import { useBrandName, useSettings } from '../../lib/settings';

/** The public site's shell: header, the page, footer (spec part 1 §2 App shell). */
export function PublicLayout() {
  const brandName = useBrandName();
  const { data: settings } = useSettings();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PublicHeader brandName={brandName} />
      {/* A full screen high while the page's code loads: the footer never jumps down (layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter brandName={brandName} settings={settings} />
    </Box>
  );
}
