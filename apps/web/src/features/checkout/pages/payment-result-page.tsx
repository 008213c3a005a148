import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paymentDeclined, purchasePaymentApproved } from '@hogarte/shared/message-texts/orders';
import { useDocumentTitle } from '../../../components/page-title';
import { PaymentLookupState } from '../../../components/payment-lookup-state';
import { useCart } from '../../../lib/cart-context';
import { usePaymentStatus } from '../api/get-payment-status';

/**
 * The result's modal (MUI's dialog, its focus trap and transitions: about 9 KB gzip) is needed
 * only once the API has answered, which takes a call to Wompi: it loads beside that request, not
 * with the page (decision 049).
 */
const loadResultDialog = () => import('../../../components/payment-result-dialog');
const PaymentResultDialog = lazy(async () => ({
  default: (await loadResultDialog()).PaymentResultDialog,
}));

/**
 * Wompi's redirect-url (`/pago/resultado?id=<transaction>`, also inside a store). The API confirms
 * the transaction with Wompi; APPROVED and DECLINED open their modal, any other status shows no
 * message (part 2 §4 Payment return), and a pending one is asked again until Wompi decides.
 */
export function PaymentResultPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { companyName } = useParams();
  const [params] = useSearchParams();
  const transactionId = params.get('id');
  const query = usePaymentStatus(transactionId);
  const navigate = useNavigate();
  const { reload } = useCart();
  const status = query.data?.status;
  const prefix = companyName ? `/${companyName}` : '';
  const purchasesPath = `${prefix}/mis-compras/lista`;
  const cartPath = `${prefix}/pago`;

  // An approved payment took the bought lines out of the server cart: show the cart it kept.
  useEffect(() => {
    if (status === 'APPROVED') void reload();
  }, [status, reload]);

  if (transactionId) loadResultDialog().catch(() => undefined);

  const orderDetail = query.data?.orderNumber ? `Compra ${query.data.orderNumber}` : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <PaymentLookupState
        layout="page"
        checking={Boolean(transactionId) && query.isPending}
        status={status}
        error={query.error}
      />
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={purchasesPath} variant="outlined">
          Ver mis compras
        </Button>
        <Button component={RouterLink} to={cartPath}>
          Ir al carrito
        </Button>
      </Box>

      <Suspense fallback={null}>
        {status === 'APPROVED' ? (
          <PaymentResultDialog
            tone="success"
            title="¡Pago exitoso!"
            message={purchasePaymentApproved}
            detail={orderDetail}
            actionLabel="Ver mis compras"
            onClose={() => void navigate(purchasesPath)}
          />
        ) : null}
        {status === 'DECLINED' ? (
          <PaymentResultDialog
            tone="error"
            title="Pago rechazado"
            message={paymentDeclined}
            detail={orderDetail}
            actionLabel="Volver al carrito"
            onClose={() => void navigate(cartPath)}
          />
        ) : null}
      </Suspense>
    </Container>
  );
}
