// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentialPaymentResult } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { PRESENTIAL_HASHID, presentialConsultancy } from '../testing/presential-fixtures';

const PAGE = { timeout: 5000 };
const LOOKUP = '/v1/presential-consultancy/payments/wompi/tx-9';
const PURCHASE = `/cliente/compra/asesoria-presencial/${PRESENTIAL_HASHID}`;

function stubResult(result: Partial<PresentialPaymentResult>) {
  return stubFetch((url) => {
    if (url.endsWith(LOOKUP)) {
      return json({
        status: 'APPROVED',
        hashid: PRESENTIAL_HASHID,
        kind: 'quotes',
        deposit_applied: 0,
        ...result,
      });
    }
    if (url.endsWith(`/v1/presential-consultancy/${PRESENTIAL_HASHID}`)) {
      return json({ info: presentialConsultancy('client') });
    }
    return undefined;
  }, logIn(ROLE.client));
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

beforeEach(() => stubBrowser());

describe('the presential consultancy’s payment returns', { timeout: 30_000 }, () => {
  it('says the designs are paid and goes back to the consultancy', async () => {
    const fetchMock = stubResult({ kind: 'designs' });
    const { router } = renderApp(`${PURCHASE}/wompi?id=tx-9`);
    const dialog = await screen.findByRole('dialog', { name: '¡Pago exitoso!' }, PAGE);
    expect(within(dialog).getByText(MESSAGES.presentialDesignsPaid)).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.paymentApproved)).toBeNull();
    expect(callsTo(fetchMock, LOOKUP)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver mi asesoría presencial' }));
    await waitFor(() => expect(router.location.pathname).toBe(PURCHASE));
  });

  it('says the quotes are paid with the deposit taken off', async () => {
    stubResult({ kind: 'quotes', deposit_applied: 450_000 });
    renderApp(`${PURCHASE}/wompi-transaction?id=tx-9`);
    const dialog = await screen.findByRole('dialog', { name: '¡Pago exitoso!' }, PAGE);
    expect(within(dialog).getByText(MESSAGES.paymentApproved)).toBeTruthy();
    // The query's text is normalised like the page's: formatCop's no-break space is a space.
    const detail = `Asesoría presencial #${PRESENTIAL_HASHID} · ${MESSAGES.presentialDepositApplied}: ${formatCop(450_000)}`;
    expect(within(dialog).getByText(detail.replace(/\s/gu, ' '))).toBeTruthy();
  });

  it('names no deposit when none was taken off', async () => {
    stubResult({ kind: 'quotes', deposit_applied: 0 });
    renderApp(`${PURCHASE}/wompi-transaction?id=tx-9`);
    const dialog = await screen.findByRole('dialog', { name: '¡Pago exitoso!' }, PAGE);
    expect(within(dialog).getByText(`Asesoría presencial #${PRESENTIAL_HASHID}`)).toBeTruthy();
    expect(
      within(dialog).queryByText(MESSAGES.presentialDepositApplied, { exact: false }),
    ).toBeNull();
  });

  it('shows the declined text and the way back', async () => {
    stubResult({ status: 'DECLINED', kind: 'quotes' });
    const { router } = renderApp(`${PURCHASE}/wompi-transaction?id=tx-9`);
    const dialog = await screen.findByRole('dialog', { name: 'Pago rechazado' }, PAGE);
    expect(within(dialog).getByText(MESSAGES.paymentDeclined)).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Volver a mi asesoría presencial' }),
    );
    await waitFor(() => expect(router.location.pathname).toBe(PURCHASE));
  });

  it('goes straight to the consultancy without a transaction or for a voided one', async () => {
    const fetchMock = stubResult({});
    const { router } = renderApp(`${PURCHASE}/wompi`);
    await waitFor(() => expect(router.location.pathname).toBe(PURCHASE));
    expect(callsTo(fetchMock, LOOKUP)).toHaveLength(0);
    cleanup();

    stubResult({ status: 'VOIDED' });
    const voided = renderApp(`${PURCHASE}/wompi?id=tx-9`);
    await waitFor(() => expect(voided.router.location.pathname).toBe(PURCHASE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
