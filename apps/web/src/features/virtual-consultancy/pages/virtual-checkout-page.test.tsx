// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { reloadAt } from '../../../lib/full-reload';
import { callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { activeConsultancy, virtualConsultancy } from '../testing/virtual-list-fixtures';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

const PAGE = { timeout: 5000 };
const CHECKOUT_URL = 'https://checkout.wompi.co/p/?reference=VC-vA12b';

function stubCheckout(consultancy: VirtualConsultancy, payment?: () => Response) {
  return stubFetch((url, init) => {
    if (url.endsWith(`/v1/virtual-consultancy/${consultancy.hashid}`)) {
      return json({ info: { ...consultancy, knock_available_at: null } });
    }
    if (url.endsWith(`/v1/virtual-consultancy/${consultancy.hashid}/payments`)) {
      if (init?.method !== 'POST') return undefined;
      return (
        payment?.() ??
        json({ reference: 'VC-vA12b', amountInCents: 149_800_000, checkoutUrl: CHECKOUT_URL })
      );
    }
    return undefined;
  }, logIn(ROLE.client));
}

describe('the virtual consultancy checkout', { timeout: 40_000 }, () => {
  it('sums up the consultancy and leaves for Wompi once', async () => {
    const fetchMock = stubCheckout(virtualConsultancy());
    renderApp('/cliente/compra/asesoria-virtual/checkout/vA12b');
    expect(await screen.findByText('Asesoría virtual #vA12b', {}, PAGE)).toBeTruthy();
    expect(screen.getByText('Valentina Ochoa')).toBeTruthy();
    expect(screen.getByText('Precio por espacio').nextElementSibling?.textContent).toBe(
      formatCop(749_000),
    );
    expect(screen.getByLabelText('Total a pagar').textContent).toBe(formatCop(1_498_000));

    const pay = screen.getByRole('button', { name: 'Pagar' });
    fireEvent.click(pay);
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(pay.hasAttribute('disabled')).toBe(true);
    fireEvent.click(pay);
    expect(callsTo(fetchMock, '/v1/virtual-consultancy/vA12b/payments', 'POST')).toHaveLength(1);
  });

  it('toasts the server’s refusal and stays', async () => {
    stubCheckout(virtualConsultancy(), () =>
      json(
        { statusCode: 409, code: 'VIRTUAL_ALREADY_PAID', message: MESSAGES.virtualAlreadyPaid },
        409,
      ),
    );
    renderApp('/cliente/compra/asesoria-virtual/checkout/vA12b');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar' }, PAGE));
    expect(await screen.findByText(MESSAGES.virtualAlreadyPaid, {}, PAGE)).toBeTruthy();
    expect(reloadAt).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pagar' }).hasAttribute('disabled')).toBe(false);
  });

  it('says an already paid one is paid and leads to its room and the list', async () => {
    const fetchMock = stubCheckout(activeConsultancy({ hashid: 'vA12b' }));
    renderApp('/cliente/compra/asesoria-virtual/checkout/vA12b');
    expect(await screen.findByText(MESSAGES.virtualAlreadyPaid, {}, PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a la asesoría' }).getAttribute('href')).toBe(
      '/cliente/compra/asesoria-virtual/vA12b',
    );
    expect(screen.getByRole('link', { name: 'Ver mis asesorías' }).getAttribute('href')).toBe(
      '/cliente/asesorias/',
    );
    expect(callsTo(fetchMock, '/v1/virtual-consultancy/vA12b/payments')).toHaveLength(0);
  });
});
