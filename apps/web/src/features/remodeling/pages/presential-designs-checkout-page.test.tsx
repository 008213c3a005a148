// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentialConsultancy } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { reloadAt } from '../../../lib/full-reload';
import { callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { PRESENTIAL_HASHID, presentialConsultancy } from '../testing/presential-fixtures';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

const PAGE = { timeout: 5000 };
const CHECKOUT_URL = 'https://checkout.wompi.co/p/?reference=PD-pS4vK8-1';
const PAY_PATH = `/v1/presential-consultancy/${PRESENTIAL_HASHID}/designs/payments`;
const PURCHASE = `/cliente/compra/asesoria-presencial/${PRESENTIAL_HASHID}`;

function stubDesigns(consultancy: PresentialConsultancy, payment?: () => Response) {
  return stubFetch((url, init) => {
    if (url.endsWith(`/v1/presential-consultancy/${PRESENTIAL_HASHID}`)) {
      return json({ info: consultancy });
    }
    if (url.endsWith(PAY_PATH) && init?.method === 'POST') {
      return (
        payment?.() ??
        json({ uuid: 'p-1', to_pay: 450_000, deposit_applied: 0, checkout_url: CHECKOUT_URL }, 201)
      );
    }
    return undefined;
  }, logIn(ROLE.client));
}

describe('the designs payment', { timeout: 40_000 }, () => {
  it('shows the consultancy and the fixed 450.000, pays it through Wompi', async () => {
    const fetchMock = stubDesigns(presentialConsultancy('client'));
    renderApp(`/checkout/diseño/${PRESENTIAL_HASHID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pago de diseños' }, PAGE),
    ).toBeTruthy();
    expect(
      await screen.findByText(`Asesoría presencial #${PRESENTIAL_HASHID}`, {}, PAGE),
    ).toBeTruthy();
    expect(screen.getByText('Andrés Mejía')).toBeTruthy();
    expect(screen.getByText('Carrera 43A # 1-50, Medellín, Antioquia')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Qué incluye' })).toBeTruthy();
    // formatCop writes a no-break space after the sign.
    expect(screen.getByLabelText('Total a pagar').textContent?.replace(/\s/u, ' ')).toBe(
      '$ 450.000',
    );
    expect(
      screen.getByRole('link', { name: 'Volver a la asesoría presencial' }).getAttribute('href'),
    ).toBe(PURCHASE);

    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(fetchMock, PAY_PATH, 'POST')).toHaveLength(1);
  });

  it('says the designs are paid and leads back, under the plain-n address too', async () => {
    const fetchMock = stubDesigns(
      presentialConsultancy('client', { designs_paid_at: '2026-05-04T15:00:00.000Z' }),
    );
    renderApp(`/checkout/diseno/${PRESENTIAL_HASHID}`);
    expect(await screen.findByText(MESSAGES.presentialDesignsAlreadyPaid, {}, PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Ir a mi asesoría presencial' }).getAttribute('href'),
    ).toBe(PURCHASE);
    expect(callsTo(fetchMock, PAY_PATH)).toHaveLength(0);
  });

  it('offers nothing to pay before the designer approves', async () => {
    stubDesigns(presentialConsultancy('client', { is_approved: null, decided_at: null }));
    renderApp(`/checkout/diseño/${PRESENTIAL_HASHID}`);
    expect(await screen.findByText(MESSAGES.presentialNotApproved, {}, PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
  });

  it('toasts the server’s refusal and stays', async () => {
    stubDesigns(presentialConsultancy('client'), () =>
      json(
        {
          statusCode: 409,
          code: 'DESIGNS_ALREADY_PAID',
          message: MESSAGES.presentialDesignsAlreadyPaid,
        },
        409,
      ),
    );
    renderApp(`/checkout/diseño/${PRESENTIAL_HASHID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar' }, PAGE));
    expect(await screen.findByText(MESSAGES.presentialDesignsAlreadyPaid, {}, PAGE)).toBeTruthy();
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
