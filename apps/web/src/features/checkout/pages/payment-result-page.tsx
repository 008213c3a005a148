import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { MESSAGES } from '@hogarte/shared/messages';
import { useDocumentTitle } from '../../../components/page-title';
import { useCart } from '../../../lib/cart-context';
import { serverMessage } from '../../../lib/form-errors';
import { usePaymentStatus } from '../api/get-payment-status';

interface ResultDialogProps {
  tone: 'success' | 'error';
  title: string;
  message: string;
  detail: string | null;
  actionLabel: string;
  onClose: () => void;
}

function ResultDialog({ tone, title, message, detail, actionLabel, onClose }: ResultDialogProps) {
  const Icon = tone === 'success' ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="payment-result-title"
      aria-describedby="payment-result-text"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ textAlign: 'center', pt: 3 }}>
        <Icon
          aria-hidden
          sx={{ fontSize: 56, color: tone === 'success' ? 'success.main' : 'error.main' }}
        />
      </Box>
      <DialogTitle id="payment-result-title" sx={{ textAlign: 'center', pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText id="payment-result-text">{message}</DialogContentText>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {detail}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onClose}>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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

  const orderDetail = query.data?.orderNumber ? `Compra ${query.data.orderNumber}` : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {transactionId && query.isPending ? (
        <Box sx={{ mt: 4 }}>
          <CircularProgress aria-label="Consultando tu pago" />
        </Box>
      ) : null}
      {status === 'PENDING' ? (
        <Box
          role="status"
          sx={{ mt: 3, display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{MESSAGES.paymentPending}</Typography>
        </Box>
      ) : null}
      {query.isError ? (
        <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }}>
          {serverMessage(query.error, MESSAGES.unexpected)}
        </Alert>
      ) : null}
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={purchasesPath} variant="outlined">
          Ver mis compras
        </Button>
        <Button component={RouterLink} to={cartPath}>
          Ir al carrito
        </Button>
      </Box>

      {status === 'APPROVED' ? (
        <ResultDialog
          tone="success"
          title="¡Pago exitoso!"
          message={MESSAGES.purchasePaymentApproved}
          detail={orderDetail}
          actionLabel="Ver mis compras"
          onClose={() => void navigate(purchasesPath)}
        />
      ) : null}
      {status === 'DECLINED' ? (
        <ResultDialog
          tone="error"
          title="Pago rechazado"
          message={MESSAGES.paymentDeclined}
          detail={orderDetail}
          actionLabel="Volver al carrito"
          onClose={() => void navigate(cartPath)}
        />
      ) : null}
    </Container>
  );
}
