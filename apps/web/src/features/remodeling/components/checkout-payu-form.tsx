import { useEffect, useRef } from 'react';
import type { PayuCheckout } from '@hogarte/shared/contracts/legacy-checkout';

/**
 * PayU WebCheckout is entered by posting a form (integrations.md): the server's signed fields as
 * hidden inputs, posted as soon as they arrive, so the browser leaves for PayU's page.
 */
export function CheckoutPayuForm({ checkout }: { checkout: PayuCheckout }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [checkout]);
  return (
    <form ref={form} method="post" action={checkout.action} aria-label="Pago con PayU" hidden>
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
