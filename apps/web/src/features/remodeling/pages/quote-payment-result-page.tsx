import { useEffect } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import { useDocumentTitle } from '../../../components/page-title';
import { PaymentLookupState } from '../../../components/payment-lookup-state';
import { PaymentResultDialog } from '../../../components/payment-result-dialog';
import { useQuotePaymentResult } from '../api/get-quote-payment-result';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { sheetPath } from '../../../lib/sheet-path';

/**
 * PayU's return (`/compra/{hashid}/res/payu?transactionState=4&lapTransactionState=APPROVED…`):
 * its states, 4 approved and 6 declined; any other shows nothing. What the page shows is only
 * what PayU told the browser; the payment itself is settled by PayU's confirmation to the server.
 */
function payuStatus(params: URLSearchParams): PaymentStatus | null {
  const state = params.get('transactionState');
  const lap = params.get('lapTransactionState');
  if (state === '4' || lap === 'APPROVED') return 'APPROVED';
  if (state === '6' || lap === 'DECLINED') return 'DECLINED';
  return null;
}

/**
 * The return from paying quotes (part 2 §2.1, §4 Payment return): Wompi's
 * `/compra/{hashid}/wompi?id=` and `/compra/{hashid}/res/wompi/{reference}/?id=`, confirmed by the
 * API with Wompi, and PayU's `/compra/{hashid}/res/payu/`. APPROVED and DECLINED open the spec's
 * modal, any other status shows nothing; then the client goes to the process sheet.
 */
export function QuotePaymentResultPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const routeParams = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fromPayu = location.pathname.includes('/res/payu');
  const transactionId = fromPayu ? null : params.get('id');
  const wompi = useQuotePaymentResult(transactionId);
  const status = fromPayu ? payuStatus(params) : (wompi.data?.status ?? null);
  const hashid = wompi.data?.hashid ?? routeParams.hashid ?? routeParams.id ?? '';
  const sheet = sheetPath(hashid);
  // Decided, but neither approved nor declined (voided, an error, PayU's other states), or a
  // Wompi return without its transaction id: nothing to tell, straight to the sheet.
  const silent =
    (fromPayu && status === null) ||
    (!fromPayu && (!transactionId || status === 'VOIDED' || status === 'ERROR'));

  useEffect(() => {
    if (silent) void navigate(sheet, { replace: true });
  }, [silent, navigate, sheet]);

  const toSheet = () => {
    // The sheet shows the quotes as paid and the payment step moved.
    void queryClient.invalidateQueries({ queryKey: remodelingKeys.all });
    void navigate(sheet, { replace: true });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <PaymentLookupState
        layout="page"
        checking={Boolean(transactionId) && wompi.isPending}
        status={status}
        error={wompi.error}
      />
      {hashid ? (
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={sheet} variant="outlined">
            Ir a la hoja de proceso
          </Button>
        </Box>
      ) : null}
      {status === 'APPROVED' ? (
        <PaymentResultDialog
          tone="success"
          title="¡Pago exitoso!"
          message={MESSAGES.paymentApproved}
          detail={hashid ? `Hoja de proceso #${hashid}` : null}
          actionLabel="Ver mi hoja de proceso"
          onClose={toSheet}
        />
      ) : null}
      {status === 'DECLINED' ? (
        <PaymentResultDialog
          tone="error"
          title="Pago rechazado"
          message={MESSAGES.paymentDeclined}
          detail={hashid ? `Hoja de proceso #${hashid}` : null}
          actionLabel="Volver a mi hoja de proceso"
          onClose={toSheet}
        />
      ) : null}
    </Container>
  );
}
