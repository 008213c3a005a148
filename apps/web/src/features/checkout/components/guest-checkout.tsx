import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { cartBuyersOnly } from '@hogarte/shared/message-texts/cart';
import { checkoutTotals } from '../utils/checkout-totals';
import { CartStep } from './cart-step';
import { CheckoutLayout } from './checkout-layout';
import { OrderSummary } from './order-summary';
import { loginPathBackTo, registerPathBackTo } from '../../../lib/access-paths';

interface GuestCheckoutProps {
  items: CartItem[];
  productsPath: string;
  /** A logged-in role that does not buy (supplier, admin…), rather than a visitor. */
  loggedIn: boolean;
}

/**
 * The cart of someone who cannot pay yet. A visitor logs in (or signs up) and comes back here
 * with the same cart, which then joins the account's; other roles are told who can buy.
 */
export function GuestCheckout({ items, productsPath, loggedIn }: GuestCheckoutProps) {
  const { pathname } = useLocation();
  return (
    <CheckoutLayout
      main={<CartStep items={items} productsPath={productsPath} />}
      aside={
        <OrderSummary
          totals={checkoutTotals(items, 0, false)}
          units={items.reduce((sum, item) => sum + item.quantity, 0)}
          shippingPending
          showDiscount={false}
        >
          {loggedIn ? (
            <Alert severity="info">{cartBuyersOnly}</Alert>
          ) : (
            <>
              <Button
                component={RouterLink}
                to={loginPathBackTo(pathname)}
                variant="contained"
                size="large"
                fullWidth
                startIcon={<LoginIcon />}
              >
                Ingresa para comprar
              </Button>
              <Typography variant="body2" color="text.secondary">
                Tu carrito te espera: lo encontrarás igual al volver. ¿No tienes cuenta?{' '}
                <Link component={RouterLink} to={registerPathBackTo(pathname)}>
                  Regístrate
                </Link>
              </Typography>
            </>
          )}
        </OrderSummary>
      }
    />
  );
}
