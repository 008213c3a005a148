// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegacyBudget } from '@hogarte/shared/contracts/legacy-checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { reloadAt } from '../../../lib/full-reload';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { CITIES, SAVED_PERSON } from '../testing/checkout-fixtures';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(reloadAt).mockClear();
});

const PAGE = { timeout: 5000 };

function budget(overrides: Partial<LegacyBudget> = {}): LegacyBudget {
  return {
    id: 11,
    name: 'Baño principal',
    subtotal: 1_000_000,
    iva: 190_000,
    to_pay: 1_190_000,
    reserved_until: '2026-05-07T15:00:00.000Z',
    is_reserved: true,
    ...overrides,
  };
}

const PURCHASE_INFO = {
  hashid: 'rX7k2',
  status: 'active',
  created_at: '2026-05-02T15:00:00.000Z',
  city: 'Medellín',
  address: 'Cra 43A # 1-50',
  client: { first_name: 'Camila', last_name: 'Gómez', email: 'camila@example.com' },
  designer: { first_name: 'Valentina', last_name: 'Ochoa' },
  approved_unpaid: 2,
  to_pay: 1_785_000,
};

const PAYU_FIELDS = {
  merchantId: '508029',
  accountId: '512321',
  description: 'Remodelación #rX7k2',
  referenceCode: 'RQ-rX7k2-1',
  amount: '1190000',
  tax: '190000',
  taxReturnBase: '1000000',
  currency: 'COP',
  signature: 'a1b2c3',
  test: '1',
  buyerEmail: 'camila@example.com',
  responseUrl: 'http://localhost/compra/rX7k2/res/payu/',
  confirmationUrl: 'http://localhost/v1/payu/confirmation',
};
const PAYU_ACTION = 'https://sandbox.checkout.payulatam.com/ppp-web-gateway-payu/';

function stubLegacy(budgets: LegacyBudget[], payment?: () => Response) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v1/purchase-info/rX7k2')) return json({ info: PURCHASE_INFO });
    if (url.endsWith('/v1/checkout/rX7k2')) {
      const total = budgets.reduce((sum, item) => sum + item.to_pay, 0);
      return json({ info: { hashid: 'rX7k2', budgets, total, receipt: SAVED_PERSON } });
    }
    if (url.endsWith('/v1/cities')) return json(CITIES);
    if (url.endsWith('/v1/payu-checkout/rX7k2') && init?.method === 'POST') {
      return (
        payment?.() ??
        json({
          reference: 'RQ-rX7k2-1',
          signature: 'a1b2c3',
          action: PAYU_ACTION,
          fields: PAYU_FIELDS,
        })
      );
    }
    if (url.endsWith('/v1/wompi-checkout/rX7k2') && init?.method === 'POST') {
      return json({
        reference: 'RQ-rX7k2-2',
        signature: 'f00',
        amount_in_cents: 119_000_000,
        checkout_url: 'https://checkout.wompi.co/p/?reference=RQ-rX7k2-2',
      });
    }
    return undefined;
  }, logIn(ROLE.client));
}

const TWO_BUDGETS = [budget(), budget({ id: 12, name: 'Cocina', to_pay: 595_000 })];

describe('the legacy checkout', { timeout: 40_000 }, () => {
  it('posts PayU’s signed form with the picked quotes', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fetchMock = stubLegacy(TWO_BUDGETS);
    renderApp('/checkout/rX7k2');
    expect(await screen.findByText('Valentina Ochoa', {}, PAGE)).toBeTruthy();
    const total = await screen.findByLabelText('Total a pagar', {}, PAGE);
    expect(total.textContent).toBe(formatCop(1_785_000));
    fireEvent.click(screen.getByLabelText('Pagar Cocina'));
    expect(total.textContent).toBe(formatCop(1_190_000));

    fireEvent.click(screen.getByLabelText('PayU'));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1), PAGE);
    // The form the browser posts to PayU.
    const posted = submit.mock.contexts[0] as HTMLFormElement | undefined;

    const { type, ...receiptData } = SAVED_PERSON;
    const [call] = callsTo(fetchMock, '/v1/payu-checkout/rX7k2', 'POST');
    expect(bodyOf(call?.[1])).toEqual({
      total: 1_190_000,
      budgets: [11],
      receiptType: type,
      receiptData,
    });
    expect(posted?.getAttribute('method')).toBe('post');
    expect(posted?.getAttribute('action')).toBe(PAYU_ACTION);
    const sent = Object.fromEntries(
      Array.from(posted?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? []).map(
        (input) => [input.name, input.value],
      ),
    );
    expect(sent).toEqual(PAYU_FIELDS);
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('leaves for Wompi’s checkout when Wompi is chosen', async () => {
    const fetchMock = stubLegacy([budget()]);
    renderApp('/checkout/rX7k2');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar' }, PAGE));
    await waitFor(() =>
      expect(reloadAt).toHaveBeenCalledWith('https://checkout.wompi.co/p/?reference=RQ-rX7k2-2'),
    );
    expect(callsTo(fetchMock, '/v1/payu-checkout/rX7k2')).toHaveLength(0);
  });

  it('says there is nothing approved to pay', async () => {
    stubLegacy([]);
    renderApp('/checkout/rX7k2');
    expect(await screen.findByText(MESSAGES.noApprovedQuotes, { exact: false }, PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
  });

  it('toasts the server’s refusal and stays', async () => {
    stubLegacy([budget()], () =>
      json(
        { statusCode: 409, code: 'QUOTE_ALREADY_PAID', message: MESSAGES.quoteAlreadyPaid },
        409,
      ),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderApp('/checkout/rX7k2');
    fireEvent.click(await screen.findByLabelText('PayU', {}, PAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(MESSAGES.quoteAlreadyPaid, {}, PAGE)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pagar' }).hasAttribute('disabled')).toBe(false);
  });
});
