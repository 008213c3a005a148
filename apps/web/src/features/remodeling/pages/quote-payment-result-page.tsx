import { useLocation, useParams, useSearchParams } from 'react-router';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import { useQuotePaymentResult } from '../api/get-quote-payment-result';
import { PaymentReturn } from '../components/payment-return';
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
  const routeParams = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromPayu = location.pathname.includes('/res/payu');
  const transactionId = fromPayu ? null : params.get('id');
  const wompi = useQuotePaymentResult(transactionId);
  const status = fromPayu ? payuStatus(params) : (wompi.data?.status ?? null);
  const hashid = wompi.data?.hashid ?? routeParams.hashid ?? routeParams.id ?? '';
  // Decided, but neither approved nor declined (voided, an error, PayU's other states), or a
  // Wompi return without its transaction id: nothing to tell, straight to the sheet.
  const silent =
    (fromPayu && status === null) ||
    (!fromPayu && (!transactionId || status === 'VOIDED' || status === 'ERROR'));

  return (
    <PaymentReturn
      title={title}
      checking={Boolean(transactionId) && wompi.isPending}
      status={status}
      error={wompi.error}
      silent={silent}
      purchase={{
        path: sheetPath(hashid),
        linkLabel: 'Ir a la hoja de proceso',
        detail: `Hoja de proceso #${hashid}`,
        approvedAction: 'Ver mi hoja de proceso',
        declinedAction: 'Volver a mi hoja de proceso',
      }}
      approvedMessage={MESSAGES.paymentApproved}
    />
  );
}
