import { useId, useState } from 'react';
import { useParams } from 'react-router';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PayuCheckout } from '@hogarte/shared/contracts/legacy-checkout';
import { REMODELING_STATUS_LABELS } from '@hogarte/shared/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { InfoList } from '../../../components/info-list';
import { reloadAt } from '../../../lib/full-reload';
import { useLegacyCheckout, usePurchaseInfo } from '../api/get-legacy-checkout';
import { useStartLegacyPayment, type LegacyProvider } from '../api/start-legacy-payment';
import { CheckoutLayout, sheetPurchase } from '../components/checkout-layout';
import { CheckoutPayuForm } from '../components/checkout-payu-form';
import { payBlocked } from '../components/checkout-quote-selection';
import { CheckoutReceiptForm } from '../components/checkout-receipt-form';
import { rowPersonName } from '../../../components/sheet-row-columns';

const PROVIDERS: readonly { value: LegacyProvider; label: string }[] = [
  { value: 'wompi', label: 'Wompi (tarjeta, PSE, Nequi)' },
  { value: 'payu', label: 'PayU' },
];

/**
 * /checkout/{hashid} (part 2 §2.1 'An older checkout page', §7 Legacy checkout): the same quote
 * selection and receipt as the quote checkout, paid through Wompi or PayU WebCheckout with the
 * legacy calls.
 */
export function LegacyCheckoutPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const info = usePurchaseInfo(hashid);
  const checkout = useLegacyCheckout(hashid);
  const start = useStartLegacyPayment(hashid);
  const [provider, setProvider] = useState<LegacyProvider>('wompi');
  const [payu, setPayu] = useState<PayuCheckout | null>(null);
  const providerLabelId = useId();

  const purchase = info.data;
  const header = purchase ? (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <InfoList
        items={[
          { label: 'Hoja de proceso', value: `#${purchase.hashid}` },
          { label: 'Estado', value: REMODELING_STATUS_LABELS[purchase.status] },
          { label: 'Cliente', value: rowPersonName(purchase.client) },
          { label: 'Diseñador', value: purchase.designer ? rowPersonName(purchase.designer) : '—' },
          {
            label: 'Dirección',
            value: [purchase.address, purchase.city].filter(Boolean).join(', '),
          },
        ]}
      />
    </Paper>
  ) : null;

  return (
    <>
      <CheckoutLayout
        title={title}
        purchase={sheetPurchase(hashid)}
        error={info.error ?? checkout.error}
        quotes={checkout.data?.budgets}
        saved={checkout.data ? checkout.data.receipt : undefined}
        header={header}
      >
        {({ selection, saved }) => (
          <CheckoutReceiptForm
            kind="remodeling"
            saved={saved}
            payLabel="Pagar"
            payDisabled={payBlocked(selection, start)}
            payFailedText={MESSAGES.remodelingCheckoutError}
            onPay={async (receipt) => {
              const answer = await start.mutateAsync({
                provider,
                input: {
                  total: selection.total,
                  budgets: selection.selectedIds,
                  receiptType: receipt.type,
                  receiptData: receipt.fields,
                },
              });
              if (answer.provider === 'payu') setPayu(answer.checkout);
              else reloadAt(answer.checkout.checkout_url);
            }}
          >
            <FormControl>
              <FormLabel id={providerLabelId}>Medio de pago</FormLabel>
              <RadioGroup
                row
                aria-labelledby={providerLabelId}
                value={provider}
                onChange={(event) => setProvider(event.target.value as LegacyProvider)}
              >
                {PROVIDERS.map((item) => (
                  <FormControlLabel
                    key={item.value}
                    value={item.value}
                    control={<Radio />}
                    label={item.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </CheckoutReceiptForm>
        )}
      </CheckoutLayout>
      {payu ? <CheckoutPayuForm checkout={payu} /> : null}
    </>
  );
}
