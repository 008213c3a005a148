// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { callsTo, cartItem } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };

function stubPayment(statuses: PaymentStatus[]) {
  const user = logIn(ROLE.client);
  let call = 0;
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/payments/wompi/tx-1')) {
      const status = statuses[Math.min(call, statuses.length - 1)];
      call += 1;
      return json({ status, orderId: 123, orderNumber: 'HG-000123' });
    }
    if (url.endsWith('/v2/cart') && init?.method === 'GET') {
      return json({ cartItems: [cartItem(1)] });
    }
    if (url.endsWith(`/v2/suppliers/e-commerce/${encodeURIComponent('Luz-Viva')}`)) {
      return json({
        company_name: 'Luz Viva',
        store: 'Luz-Viva',
        company_primary_color: '#1e5aa8',
        company_secondary_color: '#f2b705',
        company_font_type: 'Open Sans',
        company_logo: null,
        company_banner: [],
        company_navbarLinks: [],
        company_social_Media_Links: [],
      });
    }
    return undefined;
  }, user);
}

function cartReads(fetchMock: ReturnType<typeof stubFetch>): number {
  return callsTo(fetchMock, '/v2/cart', 'GET').length;
}

describe('the payment result page', { timeout: 40_000 }, () => {
  it('opens the approved modal, refreshes the cart and leads to the purchases', async () => {
    const fetchMock = stubPayment(['APPROVED']);
    const { router } = renderApp('/pago/resultado?id=tx-1');
    const dialog = await screen.findByRole('dialog', {}, PAGE);
    expect(within(dialog).getByRole('heading', { name: '¡Pago exitoso!' })).toBeTruthy();
    // A shop purchase, not a remodelling: the spec's text belongs to the process sheet.
    expect(within(dialog).getByText(MESSAGES.purchasePaymentApproved)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/remodelaci/i);
    expect(within(dialog).getByText('Compra HG-000123')).toBeTruthy();
    // Once when the page loaded, once more after the approval removed the bought lines.
    await waitFor(() => expect(cartReads(fetchMock)).toBe(2));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver mis compras' }));
    await waitFor(() => expect(router.location.pathname).toBe('/mis-compras/lista'));
  });

  it('opens the declined modal, leaves the cart alone and offers to go back to it', async () => {
    const fetchMock = stubPayment(['DECLINED']);
    const { router } = renderApp('/Luz-Viva/pago/resultado?id=tx-1');
    const dialog = await screen.findByRole('dialog', {}, PAGE);
    expect(within(dialog).getByRole('heading', { name: 'Pago rechazado' })).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.paymentDeclined)).toBeTruthy();
    expect(cartReads(fetchMock)).toBe(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver al carrito' }));
    await waitFor(() => expect(router.location.pathname).toBe('/Luz-Viva/pago'));
  });

  it('shows no modal and no message for an errored payment', async () => {
    const fetchMock = stubPayment(['ERROR']);
    renderApp('/pago/resultado?id=tx-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultado del pago' }, PAGE),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/v2/payments/wompi/tx-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Consultando tu pago')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(MESSAGES.purchasePaymentApproved)).toBeNull();
    expect(screen.queryByText(MESSAGES.paymentDeclined)).toBeNull();
    expect(screen.queryByText(MESSAGES.paymentPending)).toBeNull();
  });

  it('says the payment is being confirmed while pending, and asks again', async () => {
    stubPayment(['PENDING', 'APPROVED']);
    renderApp('/pago/resultado?id=tx-1');
    expect(await screen.findByText(MESSAGES.paymentPending, {}, PAGE)).toBeTruthy();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(MESSAGES.purchasePaymentApproved)).toBeTruthy();
  });
});
