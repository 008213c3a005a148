// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote, ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { reloadAt } from '../../../lib/full-reload';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { CITIES, SAVED_PERSON, quote } from '../testing/checkout-fixtures';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

const PAGE = { timeout: 5000 };
const CHECKOUT_URL = 'https://checkout.wompi.co/p/?reference=RQ-rX7k2-1';
const TWO_QUOTES = [
  quote(),
  quote({ id: 12, name: 'Cocina', to_pay: 595_000, subtotal: 500_000, iva: 95_000 }),
];

function stubCheckout(quotes: Quote[], saved: ReceiptData | null, payment?: () => Response) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v1/remodelings/rX7k2/invoices?approved=true&paid=false')) {
      return json({ info: quotes });
    }
    if (url.endsWith('/v1/remodelings/payments/receipts')) return json({ info: saved });
    if (url.endsWith('/v1/cities')) return json(CITIES);
    if (url.endsWith('/v1/remodelings/rX7k2/payments') && init?.method === 'POST') {
      return payment?.() ?? json({ uuid: 'p-1', to_pay: 1_785_000, checkout_url: CHECKOUT_URL });
    }
    return undefined;
  }, logIn(ROLE.client));
}

describe('the quote checkout', { timeout: 40_000 }, () => {
  it('pays the ticked quotes with the saved receipt data and leaves for Wompi', async () => {
    const fetchMock = stubCheckout(TWO_QUOTES, SAVED_PERSON);
    renderApp('/checkout2/rX7k2');
    const total = await screen.findByLabelText('Total a pagar', {}, PAGE);
    // Every approved quote starts ticked.
    expect(total.textContent).toBe(formatCop(1_785_000));
    expect(screen.getByLabelText('Nombres')).toHaveProperty('value', 'Camila');
    const pay = screen.getByRole('button', { name: 'Pagar' });

    fireEvent.click(screen.getByLabelText('Pagar Baño principal'));
    expect(total.textContent).toBe(formatCop(595_000));
    fireEvent.click(screen.getByLabelText('Pagar Cocina'));
    expect(total.textContent).toBe(formatCop(0));
    expect(pay.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Pagar Cocina'));
    expect(pay.hasAttribute('disabled')).toBe(false);

    fireEvent.click(pay);
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(CHECKOUT_URL));
    const [call] = callsTo(fetchMock, '/v1/remodelings/rX7k2/payments', 'POST');
    const { type, ...receiptData } = SAVED_PERSON;
    expect(bodyOf(call?.[1])).toEqual({
      to_pay: 595_000,
      invoices: [12],
      receipt: { type, receiptData },
    });
  });

  it('folds each quote’s lines under it', async () => {
    stubCheckout([quote()], null);
    renderApp('/checkout/cotizacion/rX7k2');
    const summary = await screen.findByRole(
      'button',
      { name: /^Productos de Baño principal/ },
      PAGE,
    );
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByText('Porcelanato Roble 60x60').parentElement as HTMLElement;
    expect(within(details).getByText('10,5 m²')).toBeTruthy();
  });

  it('says there is nothing approved to pay and leads back to the sheet', async () => {
    const fetchMock = stubCheckout([], SAVED_PERSON);
    renderApp('/checkout2/rX7k2');
    expect(await screen.findByText(MESSAGES.noApprovedQuotes, { exact: false }, PAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la hoja de proceso' }).getAttribute('href')).toBe(
      '/compra/rX7k2',
    );
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    expect(callsTo(fetchMock, '/v1/remodelings/rX7k2/payments')).toHaveLength(0);
  });

  it('refuses a document number with dots with the server’s message, sending nothing', async () => {
    const fetchMock = stubCheckout([quote()], { ...SAVED_PERSON, document_number: '' });
    renderApp('/checkout2/rX7k2');
    const number = await screen.findByLabelText('Número de documento', {}, PAGE);
    fireEvent.change(number, { target: { value: '1.020.304' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(MESSAGES.receiptDocumentNumber, {}, PAGE)).toBeTruthy();
    expect(callsTo(fetchMock, '/v1/remodelings/rX7k2/payments')).toHaveLength(0);
  });

  it('saves the receipt data as a company', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/invoices?approved=true&paid=false')) return json({ info: [quote()] });
      if (url.endsWith('/v1/remodelings/payments/receipts')) return json({ info: null });
      if (
        url.endsWith('/v1/remodelings/payments/receipts?company=true') &&
        init?.method === 'POST'
      ) {
        const info = {
          type: 'company',
          company_address: null,
          email: null,
          ...(bodyOf(init) as object),
        };
        return json({ message: MESSAGES.dataUpdated, info });
      }
      return undefined;
    }, logIn(ROLE.client));
    renderApp('/checkout2/rX7k2');
    fireEvent.click(await screen.findByLabelText('Empresa', {}, PAGE));
    fireEvent.change(screen.getByLabelText('Razón social'), {
      target: { value: 'Casa Bonita SAS' },
    });
    fireEvent.change(screen.getByLabelText('NIT'), { target: { value: '900123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText(MESSAGES.dataUpdated, {}, PAGE)).toBeTruthy();
    const [call] = callsTo(fetchMock, '/v1/remodelings/payments/receipts?company=true', 'POST');
    expect(bodyOf(call?.[1])).toEqual({ business_name: 'Casa Bonita SAS', NIT: '900123456' });
  });

  it('toasts the remodelling checkout’s error and stays', async () => {
    stubCheckout([quote()], SAVED_PERSON, () => new Response('falló', { status: 502 }));
    renderApp('/checkout2/rX7k2');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar' }, PAGE));
    expect(await screen.findByText(MESSAGES.remodelingCheckoutError, {}, PAGE)).toBeTruthy();
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
