import { useParams } from 'react-router';
import { MESSAGES } from '@hogarte/shared/messages';
import { reloadAt } from '../../../lib/full-reload';
import { usePayableQuotes } from '../api/get-payable-quotes';
import { useSavedReceipt } from '../api/get-saved-receipt';
import { usePayQuotes } from '../api/pay-quotes';
import { CheckoutLayout, sheetPurchase } from '../components/checkout-layout';
import { payBlocked } from '../components/checkout-quote-selection';
import { CheckoutReceiptForm } from '../components/checkout-receipt-form';

/**
 * /checkout2/{hashid} and /checkout/cotizacion/{hashid} (part 2 §2.1, §4 Payment): the client ticks
 * the approved quotes to pay, gives the receipt data and leaves for Wompi's checkout for the total
 * the server computed from the stored quotes.
 */
export function QuoteCheckoutPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const quotes = usePayableQuotes('remodeling', hashid);
  // Only a client has receipt data: anyone else's refusal leaves the form empty.
  const saved = useSavedReceipt('remodeling');
  const pay = usePayQuotes(hashid);

  return (
    <CheckoutLayout
      title={title}
      purchase={sheetPurchase(hashid)}
      error={quotes.error}
      quotes={quotes.data}
      saved={saved.isPending ? undefined : (saved.data ?? null)}
    >
      {({ selection, saved }) => (
        <CheckoutReceiptForm
          kind="remodeling"
          saved={saved}
          payLabel="Pagar"
          payDisabled={payBlocked(selection, pay)}
          payFailedText={MESSAGES.remodelingCheckoutError}
          onPay={async (receipt) => {
            const payment = await pay.mutateAsync({
              to_pay: selection.total,
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
