import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { presentialPath } from '../../../lib/sheet-path';
import { usePresentialPaymentResult } from '../api/get-presential-payment-result';
import { PaymentReturn } from '../components/payment-return';

/**
 * Wompi's returns from a presential consultancy's payments (part 2 §2.2; decision 030):
 * /cliente/compra/asesoria-presencial/{hashid}/wompi?id= for the designs and …/wompi-transaction?id=
 * for quotes, confirmed by the API with Wompi. Approved designs say the designer goes on with them;
 * approved quotes say the spec's text and the deposit taken off, if any; declined, the spec's text.
 * Then the client goes back to the consultancy.
 */
export function PresentialPaymentResultPage({ title }: { title: string }) {
  const routeParams = useParams();
  const [params] = useSearchParams();
  const transactionId = params.get('id');
  const lookup = usePresentialPaymentResult(transactionId);
  const result = lookup.data;
  const status = result?.status ?? null;
  const hashid = result?.hashid ?? routeParams.hashid ?? '';
  const deposit = result?.kind === 'quotes' ? result.deposit_applied : 0;

  return (
    <PaymentReturn
      title={title}
      checking={Boolean(transactionId) && lookup.isPending}
      status={status}
      error={lookup.error}
      // Voided, an error, or no transaction to look up: nothing to tell.
      silent={!transactionId || status === 'VOIDED' || status === 'ERROR'}
      purchase={{
        path: presentialPath(hashid, 'client'),
        linkLabel: 'Ir a mi asesoría presencial',
        detail: `Asesoría presencial #${hashid}`,
        approvedAction: 'Ver mi asesoría presencial',
        declinedAction: 'Volver a mi asesoría presencial',
      }}
      approvedMessage={
        result?.kind === 'designs' ? MESSAGES.presentialDesignsPaid : MESSAGES.paymentApproved
      }
      approvedDetail={
        deposit > 0 ? `${MESSAGES.presentialDepositApplied}: ${formatCop(deposit)}` : null
      }
    />
  );
}
