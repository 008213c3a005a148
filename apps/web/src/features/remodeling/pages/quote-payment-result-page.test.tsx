// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import { SHEET_HASHID, sheet } from '../testing/sheet-fixtures';

const PAGE_LOAD = { timeout: 5000 };

function stubPayment(status: string) {
  return stubFetch((url) => {
    if (url.endsWith('/v1/remodelings/payments/wompi/tx-123')) {
      return json({ status, hashid: SHEET_HASHID });
    }
    if (url.endsWith(`/v1/remodelings/${SHEET_HASHID}`)) return json({ info: sheet('client') });
    return undefined;
  }, logIn(ROLE.client));
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

beforeEach(() => stubBrowser());

describe('QuotePaymentResultPage', { timeout: 20_000 }, () => {
  it("confirms Wompi's transaction, shows the approved modal and goes to the sheet", async () => {
    const fetchMock = stubPayment('APPROVED');
    const { router } = renderApp(`/compra/${SHEET_HASHID}/wompi?id=tx-123`);
    const dialog = await screen.findByRole('dialog', { name: '¡Pago exitoso!' }, PAGE_LOAD);
    expect(within(dialog).getByText(MESSAGES.paymentApproved)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        urlOf(input).endsWith('/v1/remodelings/payments/wompi/tx-123'),
      ),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver mi hoja de proceso' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/compra/${SHEET_HASHID}`));
  });

  it('shows the declined modal on the older Wompi return', async () => {
    stubPayment('DECLINED');
    renderApp(`/compra/${SHEET_HASHID}/res/wompi/REF-9?id=tx-123`);
    const dialog = await screen.findByRole('dialog', { name: 'Pago rechazado' }, PAGE_LOAD);
    expect(within(dialog).getByText(MESSAGES.paymentDeclined)).toBeTruthy();
  });

  it("reads PayU's states: 4 approved, any other state straight to the sheet", async () => {
    stubPayment('APPROVED');
    renderApp(`/compra/${SHEET_HASHID}/res/payu?transactionState=4&lapTransactionState=APPROVED`);
    expect(await screen.findByRole('dialog', { name: '¡Pago exitoso!' }, PAGE_LOAD)).toBeTruthy();
    cleanup();

    const { router } = renderApp(`/compra/${SHEET_HASHID}/res/payu?transactionState=7`);
    await waitFor(() => expect(router.location.pathname).toBe(`/compra/${SHEET_HASHID}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a Wompi return without its transaction id straight to the sheet', async () => {
    stubPayment('APPROVED');
    const { router } = renderApp(`/compra/${SHEET_HASHID}/wompi`);
    await waitFor(() => expect(router.location.pathname).toBe(`/compra/${SHEET_HASHID}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
