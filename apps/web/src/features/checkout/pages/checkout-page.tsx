import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { cartEmpty } from '@hogarte/shared/message-texts/cart';
import { isBuyer, ROLE } from '@hogarte/shared/roles';
import { useDocumentTitle } from '../../../components/page-title';
import { itemsOfStore } from '../../../lib/cart';
import { useCart } from '../../../lib/cart-context';
import { serverMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { GuestCheckout } from '../components/guest-checkout';

/**
 * The buyer's checkout (its form, addresses with the city search, carriers and dialogs) loads only
 * for a signed-in client or designer: a visitor sees the cart and the way in, and does not
 * download the forms (about 70 KB gzip) to read it. It starts loading as the page first renders
 * for a buyer, beside the cart's own request (decision 047).
 */
const loadBuyerCheckout = () => import('../components/buyer-checkout');
const BuyerCheckout = lazy(async () => ({ default: (await loadBuyerCheckout()).BuyerCheckout }));

/** The cart's place while the cart, or the buyer's checkout code, is on its way. */
function CheckoutLoader({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function EmptyCart({ productsPath }: { productsPath: string }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1.6,
        bgcolor: 'background.paper',
      }}
    >
      <ShoppingCartOutlinedIcon sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {cartEmpty}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Agrega los productos que necesitas para tu proyecto y págalos aquí.
      </Typography>
      <Button component={RouterLink} to={productsPath} variant="contained" sx={{ mt: 3 }}>
        Ver productos
      </Button>
    </Box>
  );
}

/**
 * `/pago` and `/{companyName}/pago` (part 2 §2.7): the cart and, for clients and designers, the
 * checkout. In a supplier's store only that store's products are shown and bought.
 */
export function CheckoutPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { companyName } = useParams();
  const session = useSession();
  const cart = useCart();
  const items = useMemo(
    () => (companyName ? itemsOfStore(cart.items, companyName) : cart.items),
    [cart.items, companyName],
  );
  const productsPath = companyName ? `/${companyName}/productos` : '/productos';
  const buyer = isBuyer(session?.roleId);
  // Asking again for a module already asked for costs nothing; a failed load shows when it renders.
  if (buyer) loadBuyerCheckout().catch(() => undefined);

  let body;
  if (!cart.ready && cart.loadError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cart.reload()}>
            Reintentar
          </Button>
        }
      >
        {serverMessage(cart.loadError)}
      </Alert>
    );
  } else if (!cart.ready) {
    body = <CheckoutLoader label="Cargando tu carrito" />;
  } else if (items.length === 0) {
    body = <EmptyCart productsPath={productsPath} />;
  } else if (buyer && session) {
    body = (
      <Suspense fallback={<CheckoutLoader label="Cargando el pago" />}>
        <BuyerCheckout
          items={items}
          productsPath={productsPath}
          companyName={companyName}
          user={session.user}
          // The API gives the discount to approved designers only.
          isDesigner={session.roleId === ROLE.designer && session.user?.is_approved === true}
        />
      </Suspense>
    );
  } else {
    body = <GuestCheckout items={items} productsPath={productsPath} loggedIn={session !== null} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        Carrito de compras
      </Typography>
      {body}
    </Container>
  );
}
