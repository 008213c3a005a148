import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
// The system's provider, not Material's: that one also carries the CSS-variables provider, which
// no theme here uses (decision 040).
import { ThemeProvider } from '@mui/system';
import { WHATSAPP_CLEARANCE } from '../components/whatsapp-clearance';
import { createQueryClient } from '../lib/query-client';
import { isToastHostWanted, onToastHostWanted } from '../lib/toast';
import { theme } from './theme';

// Toasts follow user actions, never the first paint: their code loads with the first toast.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Keeps toasts clear of the floating WhatsApp button in the same corner. */
const TOASTS_ABOVE_WHATSAPP = {
  '.toasts-above-whatsapp': { bottom: `${WHATSAPP_CLEARANCE.xs} !important` },
};

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toastsWanted = useSyncExternalStore(onToastHostWanted, isToastHostWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={TOASTS_ABOVE_WHATSAPP} />
        {children}
        {toastsWanted ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
