import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import type { ShippingQuote } from '@hogarte/shared/contracts/shipping';
import { fillMessage } from '@hogarte/shared/fill-message';
import { carrierRequired } from '@hogarte/shared/message-texts/orders';
import type { CheckoutInput } from '@hogarte/shared/schemas/commerce';
import { useCart } from '../../../lib/cart-context';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { reloadAt } from '../../../lib/full-reload';
import { isApiError } from '../../../lib/http';
import type { SessionUser } from '../../../lib/session';
import { useCreateCheckout } from '../api/create-checkout';
import { useDeliveryAddresses } from '../api/get-addresses';
import { useShippingQuotes } from '../api/get-shipping-quotes';
import {
  checkoutDetailsResolver,
  defaultCheckoutDetails,
  type CheckoutDetails,
} from '../utils/checkout-form';
import { cartKey, checkoutTotals, groupBySupplier } from '../utils/checkout-totals';
import { AddressSection } from './address-section';
import { CarrierSection } from './carrier-section';
import { CartStep } from './cart-step';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutStep } from './checkout-step';
import { BillingFields, RecipientFields } from './checkout-details-fields';
import { OrderSummary } from './order-summary';

interface BuyerCheckoutProps {
  /** The lines being bought: the whole cart, or in a store only that store's. */
  items: CartItem[];
  productsPath: string;
  /** The store's path segment when paying inside a supplier's store. */
  companyName: string | undefined;
  user: SessionUser | null;
  isDesigner: boolean;
}

const FORM_FIELDS = [
  'recipient.name',
  'recipient.lastname',
  'recipient.phone',
  'billingInformation.first_name',
  'billingInformation.last_name',
  'billingInformation.legal_document_type_id',
  'billingInformation.identification_code',
  'billingInformation.company_name',
  'billingInformation.NIT',
] as const;

/**
 * The checkout of a client or designer: cart, delivery address, recipient, a carrier per
 * supplier, billing information, the totals and 'Pagar con Wompi'. Paying places the order
 * (`POST /v2/checkout`) and leaves for Wompi's checkout.
 */
export function BuyerCheckout({
  items,
  productsPath,
  companyName,
  user,
  isDesigner,
}: BuyerCheckoutProps) {
  const cart = useCart();
  const addressesQuery = useDeliveryAddresses();
  const checkout = useCreateCheckout();
  const [addressChoice, setAddressChoice] = useState<number | null>(null);
  const [carrierChoice, setCarrierChoice] = useState<Record<string, string>>({});
  const [payError, setPayError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    resolver: checkoutDetailsResolver,
    mode: 'onTouched',
    defaultValues: defaultCheckoutDetails(user),
  });

  const addresses = addressesQuery.data;
  // The chosen address while it exists, else the first one: most buyers have one.
  const addressId =
    addresses?.find((address) => address.id === addressChoice)?.id ?? addresses?.[0]?.id ?? null;

  const groups = useMemo(() => groupBySupplier(items), [items]);
  // The server quotes its own copy of the cart: only once every change has reached it.
  const settled = cart.ready && !cart.syncing;
  const quotesQuery = useShippingQuotes(
    addressId,
    cartKey(cart.items),
    settled && items.length > 0,
  );
  const quotes = quotesQuery.data;

  const chosen = groups.map((group) => {
    const options = quotes?.find((entry) => entry.supplier.id === group.supplierId)?.quotes ?? [];
    const quote: ShippingQuote | undefined = options.find(
      (option) => option.carrier === carrierChoice[group.supplierId],
    );
    return { group, quote };
  });
  const shipping = chosen.reduce((sum, { quote }) => sum + (quote?.totalPrice ?? 0), 0);
  const shippingPending = chosen.some(({ quote }) => !quote);
  // Until every supplier has its carrier the total leaves shipping out, as the summary says.
  const totals = checkoutTotals(items, shippingPending ? 0 : shipping, isDesigner);

  const missing: string[] = [];
  if (addressId === null) missing.push('Elige o agrega una dirección de entrega.');
  else if (quotes) {
    for (const { group, quote } of chosen) {
      if (!quote) missing.push(fillMessage(carrierRequired, { supplier: group.companyName }));
    }
  }
  const busy = checkout.isPending || checkout.isSuccess;
  const canPay = totals.total > 0 && settled && Boolean(quotes) && missing.length === 0 && !busy;

  const showPayError = (message: string) => {
    setPayError(message);
    // The message sits with the cart, at the top: bring it into view (phones scroll a lot).
    requestAnimationFrame(() => {
      noticeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      noticeRef.current?.focus();
    });
  };

  const pay = async (values: CheckoutDetails) => {
    if (addressId === null) return;
    setPayError(null);
    const body: CheckoutInput = {
      items: items.map((item) => ({
        productId: item.product_id,
        quantity: item.quantity,
        taxedPrice: item.taxed_price,
      })),
      addressId,
      recipient: values.recipient,
      carriers: chosen.map(({ group, quote }) => ({
        supplierId: group.supplierId,
        carrierName: quote?.carrier ?? '',
      })),
      billingInformation: values.billingInformation,
      ...(companyName ? { companyName } : {}),
    };
    try {
      const answer = await checkout.mutateAsync(body);
      // Wompi's page is another site: a full navigation, not a route of this app.
      reloadAt(answer.checkoutUrl);
    } catch (error) {
      const { unplaced } = applyServerFieldErrors(error, form.setError, FORM_FIELDS);
      showPayError(unplaced[0] ?? serverMessage(error));
      if (isApiError(error) && error.statusCode === 409) {
        // A price or the stock changed: the cart shows today's prices and quantities.
        void cart.syncNow();
      } else if (isApiError(error) && error.statusCode === 422) {
        void quotesQuery.refetch();
      }
    }
  };

  return (
    <CheckoutLayout
      main={
        <>
          <CartStep
            items={items}
            productsPath={productsPath}
            notice={
              payError ? (
                <Alert severity="error" ref={noticeRef} tabIndex={-1} role="alert">
                  {payError}
                </Alert>
              ) : null
            }
          />
          <CheckoutStep number={2} title="Dirección de entrega">
            <AddressSection
              addresses={addresses}
              loading={addressesQuery.isPending}
              error={addressesQuery.error}
              onRetry={() => void addressesQuery.refetch()}
              selectedId={addressId}
              onSelect={setAddressChoice}
            />
          </CheckoutStep>
          <FormProvider {...form}>
            <CheckoutStep
              number={3}
              title="¿Quién recibe?"
              hint="La transportadora lo llamará si lo necesita."
            >
              <RecipientFields />
            </CheckoutStep>
            <CheckoutStep
              number={4}
              title="Envío"
              hint="Cada proveedor despacha sus productos desde su bodega: elige una transportadora para cada uno."
            >
              <CarrierSection
                groups={groups}
                waitingFor={
                  addressId === null ? 'Elige una dirección para ver las opciones de envío.' : null
                }
                quotes={quotes}
                loading={!quotes && (quotesQuery.isFetching || !settled)}
                failed={quotesQuery.isError}
                onRetry={() => void quotesQuery.refetch()}
                selected={carrierChoice}
                onSelect={(supplierId, carrier) =>
                  setCarrierChoice((current) => ({ ...current, [supplierId]: carrier }))
                }
              />
            </CheckoutStep>
            <CheckoutStep number={5} title="Datos de facturación">
              <BillingFields />
            </CheckoutStep>
          </FormProvider>
        </>
      }
      aside={
        <OrderSummary
          totals={totals}
          units={items.reduce((sum, item) => sum + item.quantity, 0)}
          shippingPending={shippingPending}
          showDiscount={isDesigner}
        >
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<LockOutlinedIcon />}
            disabled={!canPay}
            onClick={() => void form.handleSubmit(pay)()}
          >
            {busy ? 'Conectando con Wompi…' : 'Pagar con Wompi'}
          </Button>
          {missing.length > 0 ? (
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}
            >
              {missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Pagarás de forma segura en Wompi con tarjeta, Nequi o PSE.
            </Typography>
          )}
        </OrderSummary>
      }
    />
  );
}
