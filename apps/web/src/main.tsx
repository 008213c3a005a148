import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { reloadOnStaleBuild } from './lib/stale-build';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

reloadOnStaleBuild();

const root = createRoot(container);
// A transition lets React split the first render into short slices, so a slow phone stays
// responsive while the page builds (Lighthouse's total blocking time) instead of freezing.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
