import { useParams } from 'react-router';
import { reloadAt } from '../../../lib/full-reload';
import { showToast } from '../../../lib/toast';
import { usePayableQuotes } from '../api/get-payable-quotes';
import { useSavedReceipt } from '../api/get-saved-receipt';
import { usePayQuotes } from '../api/pay-quotes';
import { CheckoutLayout, checkoutErrorMessage } from '../components/checkout-layout';
import { CheckoutReceiptForm } from '../components/checkout-receipt-form';

/**
 * /checkout2/{hashid} and /checkout/cotizacion/{hashid} (part 2 §2.1, §4 Payment): the client ticks
 * the approved quotes to pay, gives the receipt data and leaves for Wompi's checkout for the total
 * the server computed from the stored quotes.
 */
export function QuoteCheckoutPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const quotes = usePayableQuotes(hashid);
  // Only a client has receipt data: anyone else's refusal leaves the form empty.
  const saved = useSavedReceipt();
  const pay = usePayQuotes(hashid);

  return (
    <CheckoutLayout
      title={title}
      hashid={hashid}
      error={quotes.error}
      quotes={quotes.data}
      saved={saved.isPending ? undefined : (saved.data ?? null)}
    >
      {({ selection, saved }) => (
        <CheckoutReceiptForm
          saved={saved}
          payLabel="Pagar"
          // Stays off after success too: the page is leaving for Wompi.
          payDisabled={
            selection.total === 0 ||
            selection.selectedIds.length === 0 ||
            pay.isPending ||
            pay.isSuccess
          }
          onPay={(receipt) =>
            pay.mutate(
              {
                to_pay: selection.total,
                invoices: selection.selectedIds,
                receipt: { type: receipt.type, receiptData: receipt.fields },
              },
              {
                onSuccess: (payment) => reloadAt(payment.checkout_url),
                onError: (error) => showToast(checkoutErrorMessage(error), 'error'),
              },
            )
          }
        />
      )}
    </CheckoutLayout>
  );
}
