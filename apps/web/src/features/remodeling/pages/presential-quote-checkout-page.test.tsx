// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote, ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { MONEY } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { reloadAt } from '../../../lib/full-reload';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { CITIES, SAVED_PERSON, quote } from '../testing/checkout-fixtures';
import { PRESENTIAL_HASHID } from '../testing/presential-fixtures';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

const PAGE = { timeout: 5000 };
const BASE = '/v1/presential-consultancy';
const PAY_PATH = `${BASE}/${PRESENTIAL_HASHID}/payments`;
const CHECKOUT = `/cliente/compra/asesoria-presencial/${PRESENTIAL_HASHID}/pago`;
const CHECKOUT_URL = 'https://checkout.wompi.co/p/?reference=PQ-pS4vK8-1';
const DEPOSIT_LABEL = MESSAGES.presentialDepositApplied;

/** Two quotes whose totals add up to `total` (the second one 1.000.000). */
function quotesTotalling(total: number): Quote[] {
  return [
    quote({ to_pay: total - 1_000_000 }),
    quote({ id: 12, name: 'Cocina', to_pay: 1_000_000 }),
  ];
}

function stubCheckout({
  quotes,
  available = true,
  saved = SAVED_PERSON,
  payment,
}: {
  quotes: Quote[];
  available?: boolean;
  saved?: ReceiptData | null;
  payment?: () => Response;
}) {
  return stubFetch((url, init) => {
    if (url.endsWith(`${BASE}/${PRESENTIAL_HASHID}/invoices?approved=true&paid=false`)) {
      return json({ info: quotes });
    }
    if (url.endsWith(`${BASE}/deposit/${PRESENTIAL_HASHID}`)) {
      return json({
        info: available,
        deposit: {
          available,
          amount: MONEY.presentialDeposit,
          threshold: MONEY.presentialDepositThreshold,
          applied_at: null,
        },
      });
    }
    if (url.endsWith(`${BASE}/payments/receipts`)) return json({ info: saved });
    if (url.endsWith('/v1/cities')) return json(CITIES);
    if (url.endsWith(PAY_PATH) && init?.method === 'POST') {
      return (
        payment?.() ??
        json({ uuid: 'p-1', to_pay: 1, deposit_applied: 0, checkout_url: CHECKOUT_URL }, 201)
      );
    }
    return undefined;
  }, logIn(ROLE.client));
}

describe('paying a presential consultancy’s quotes', { timeout: 40_000 }, () => {
  it('takes the deposit off a total above 2.500.000 and pays the rest', async () => {
    const fetchMock = stubCheckout({ quotes: quotesTotalling(2_500_001) });
    renderApp(CHECKOUT);
    const toPay = await screen.findByLabelText('Total a pagar', {}, PAGE);
    expect(screen.getByLabelText('Total de cotizaciones').textContent).toBe(formatCop(2_500_001));
    expect(screen.getByLabelText(DEPOSIT_LABEL).textContent).toBe(`− ${formatCop(450_000)}`);
    expect(toPay.textContent).toBe(formatCop(2_050_001));

    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    const [call] = callsTo(fetchMock, PAY_PATH, 'POST');
    const { type, ...receiptData } = SAVED_PERSON;
    expect(bodyOf(call?.[1])).toEqual({
      toPay: 2_050_001,
      invoices: [11, 12],
      receipt: { type, receiptData },
    });
    // The client's receipt data is the presential consultancy's call's.
    expect(callsTo(fetchMock, `${BASE}/payments/receipts`)).toHaveLength(1);
  });

  it('takes nothing off at exactly 2.500.000', async () => {
    const fetchMock = stubCheckout({ quotes: quotesTotalling(2_500_000) });
    renderApp(CHECKOUT);
    const toPay = await screen.findByLabelText('Total a pagar', {}, PAGE);
    expect(toPay.textContent).toBe(formatCop(2_500_000));
    expect(screen.queryByLabelText(DEPOSIT_LABEL)).toBeNull();
    expect(screen.queryByText(DEPOSIT_LABEL)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    const [call] = callsTo(fetchMock, PAY_PATH, 'POST');
    expect(bodyOf(call?.[1])).toMatchObject({ toPay: 2_500_000, invoices: [11, 12] });
  });

  it('takes nothing off once the deposit is used, and follows the ticked quotes', async () => {
    stubCheckout({ quotes: quotesTotalling(3_000_000), available: false });
    renderApp(CHECKOUT);
    const toPay = await screen.findByLabelText('Total a pagar', {}, PAGE);
    expect(toPay.textContent).toBe(formatCop(3_000_000));
    expect(screen.queryByLabelText(DEPOSIT_LABEL)).toBeNull();
    cleanup();

    stubCheckout({ quotes: quotesTotalling(3_000_000) });
    renderApp(CHECKOUT);
    expect((await screen.findByLabelText(DEPOSIT_LABEL, {}, PAGE)).textContent).toBe(
      `− ${formatCop(450_000)}`,
    );
    // Without the 2.000.000 quote the rest is under the threshold: no deposit.
    fireEvent.click(screen.getByLabelText('Pagar Baño principal'));
    expect(screen.getByLabelText('Total a pagar').textContent).toBe(formatCop(1_000_000));
    expect(screen.queryByLabelText(DEPOSIT_LABEL)).toBeNull();
  });

  it('keeps Pagar off with nothing ticked or a total of 0', async () => {
    stubCheckout({ quotes: [quote({ to_pay: 0 })] });
    renderApp(CHECKOUT);
    const pay = await screen.findByRole('button', { name: 'Pagar' }, PAGE);
    expect(pay.hasAttribute('disabled')).toBe(true);
    cleanup();

    const fetchMock = stubCheckout({ quotes: quotesTotalling(2_000_000) });
    renderApp(CHECKOUT);
    const again = await screen.findByRole('button', { name: 'Pagar' }, PAGE);
    expect(again.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByLabelText('Pagar Baño principal'));
    fireEvent.click(screen.getByLabelText('Pagar Cocina'));
    expect(again.hasAttribute('disabled')).toBe(true);
    fireEvent.click(again);
    expect(callsTo(fetchMock, PAY_PATH, 'POST')).toHaveLength(0);
  });

  it('says there are no approved quotes and leads back to the consultancy', async () => {
    stubCheckout({ quotes: [] });
    renderApp(CHECKOUT);
    expect(await screen.findByText(MESSAGES.noApprovedQuotes, { exact: false }, PAGE)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ir a mi asesoría presencial' }).getAttribute('href'),
    ).toBe(`/cliente/compra/asesoria-presencial/${PRESENTIAL_HASHID}`);
    expect(screen.getByRole('link', { name: 'Volver a la asesoría presencial' })).toBeTruthy();
  });

  it('toasts a gone product with the server’s message and stays', async () => {
    stubCheckout({
      quotes: quotesTotalling(2_000_000),
      payment: () =>
        json(
          {
            statusCode: 409,
            code: 'QUOTE_PRODUCT_UNAVAILABLE',
            message: MESSAGES.presentialProductUnavailable,
            errors: [{ field: 'invoices', message: MESSAGES.presentialProductUnavailable }],
          },
          409,
        ),
    });
    renderApp(CHECKOUT);
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar' }, PAGE));
    expect(await screen.findByText(MESSAGES.presentialProductUnavailable, {}, PAGE)).toBeTruthy();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('puts the missing receipt data message on its fields', async () => {
    stubCheckout({
      quotes: quotesTotalling(2_000_000),
      payment: () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: MESSAGES.presentialMissingData,
            errors: [
              {
                field: 'receipt.receiptData.document_number',
                message: MESSAGES.presentialMissingData,
              },
              { field: 'receipt.receiptData.address', message: MESSAGES.presentialMissingData },
            ],
          },
          400,
        ),
    });
    renderApp(CHECKOUT);
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar' }, PAGE));
    await waitFor(() =>
      expect(screen.getByLabelText('Número de documento').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getByLabelText('Dirección').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.presentialMissingData)).toHaveLength(2);
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
