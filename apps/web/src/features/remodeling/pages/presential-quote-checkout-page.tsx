import { useParams } from 'react-router';
import { MESSAGES } from '@hogarte/shared/messages';
import { presentialDeposit } from '@hogarte/shared/money';
import { reloadAt } from '../../../lib/full-reload';
import { presentialPath } from '../../../lib/sheet-path';
import { usePayableQuotes } from '../api/get-payable-quotes';
import { usePresentialDeposit } from '../api/get-presential-deposit';
import { useSavedReceipt } from '../api/get-saved-receipt';
import { usePayPresentialQuotes } from '../api/pay-presential-quotes';
import { CheckoutLayout } from '../components/checkout-layout';
import { payBlocked } from '../components/checkout-quote-selection';
import { CheckoutReceiptForm } from '../components/checkout-receipt-form';

/**
 * /cliente/compra/asesoria-presencial/{hashid}/pago 'Pago de cotizaciones' (part 2 §7, §9;
 * decision 030): the remodelling's checkout for a presential consultancy's approved quotes. When
 * the paid designs are still unused and the ticked quotes total more than 2.500.000, the designs'
 * 450.000 is taken off (the one rule, `presentialDeposit`); the server charges the same.
 */
export function PresentialQuoteCheckoutPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const quotes = usePayableQuotes('presential', hashid);
  const deposit = usePresentialDeposit(hashid);
  const saved = useSavedReceipt('presential');
  const pay = usePayPresentialQuotes(hashid);
  const depositFor = (total: number) => presentialDeposit(total, deposit.data?.available ?? false);

  return (
    <CheckoutLayout
      title={title}
      purchase={{
        path: presentialPath(hashid, 'client'),
        backLabel: 'Volver a la asesoría presencial',
        linkLabel: 'Ir a mi asesoría presencial',
      }}
      error={quotes.error ?? deposit.error}
      // The total to pay depends on the deposit: both are read before anything is offered.
      quotes={deposit.data ? quotes.data : undefined}
      saved={saved.isPending ? undefined : (saved.data ?? null)}
      deduction={{ label: MESSAGES.presentialDepositApplied, amountFor: depositFor }}
      inAccountArea
    >
      {({ selection, saved }) => (
        <CheckoutReceiptForm
          kind="presential"
          saved={saved}
          payLabel="Pagar"
          payDisabled={payBlocked(selection, pay)}
          payFailedText={MESSAGES.presentialProductUnavailable}
          onPay={async (receipt) => {
            const payment = await pay.mutateAsync({
              toPay: selection.total - depositFor(selection.total),
              invoices: selection.selectedIds,
              receipt: { type: receipt.type, receiptData: receipt.fields },
            });
            reloadAt(payment.checkout_url);
          }}
        />
      )}
    </CheckoutLayout>
  );
}
