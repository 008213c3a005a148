import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { WhatsAppButton } from '../components/whatsapp-button';
import { useProfileRefresh } from '../features/access/api/get-profile';
import { CartProvider } from '../features/cart/components/cart-provider';
import { useRecheckAccess } from './access-recheck';

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
  return (
    <CartProvider>
      <ScrollToTop />
      <Outlet />
      <WhatsAppButton />
    </CartProvider>
  );
}
