import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfileRefresh } from '../features/access/api/get-profile';
import { CartProvider } from '../features/cart/components/cart-provider';
import { useSettings } from '../lib/settings';
import { useRecheckAccess } from './access-recheck';

// The button shows once the settings give a number to call: its code waits for them too.
const WhatsAppButton = lazy(async () => ({
  default: (await import('../components/whatsapp-button')).WhatsAppButton,
}));

/** The spec scrolls to the top on every route change (part 1 §2 App shell). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Wraps every shell: scroll reset, the session refresh, the cart (the headers show its count) and
 * the WhatsApp button of every page.
 */
export function RootLayout() {
  // When the server ends the session, the access rules run again and leave protected pages.
  useProfileRefresh(useRecheckAccess());
  const whatsappNumber = useSettings().data?.whatsappNumber;
  return (
    <CartProvider>
      <ScrollToTop />
      <Outlet />
      {whatsappNumber ? (
        <Suspense fallback={null}>
          <WhatsAppButton number={whatsappNumber} />
        </Suspense>
      ) : null}
    </CartProvider>
  );
}
