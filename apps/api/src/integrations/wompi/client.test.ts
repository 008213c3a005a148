import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { asPaymentProviderError } from '../../modules/payments/payment-provider.js';
import { wompiClient, WompiUnavailableError } from './client.js';
import { integritySignature } from './wompi.js';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function fakeFetch(response: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: urlOf(input), init });
    return response();
  };
  return { calls, fetchImpl };
}

const config = {
  apiUrl: 'https://sandbox.wompi.co/v1/',
  checkoutUrl: 'https://checkout.wompi.co/p/',
  integritySecret: 'test_integrity_abc',
};

const transaction = {
  id: '1234-1610641025-49201',
  created_at: '2024-01-14T16:17:05.000Z',
  finalized_at: '2024-01-14T16:17:09.000Z',
  amount_in_cents: 4490000,
  reference: 'HG-000001-ab12cd34',
  currency: 'COP',
  payment_method_type: 'CARD',
  status: 'APPROVED',
  status_message: null,
  customer_email: 'ana@example.com',
  redirect_url: 'https://hogarte.co/pago/resultado',
};

describe('wompiClient.getTransaction', () => {
  it('asks GET {apiUrl}/transactions/{id} without any key and reads data', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      Response.json({
        data: { ...transaction, payment_method: { type: 'CARD', extra: { last_four: '4242' } } },
        meta: {},
      }),
    );
    const found = await wompiClient({ ...config, fetchImpl }).getTransaction(transaction.id);
    expect(found).toEqual(transaction);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://sandbox.wompi.co/v1/transactions/1234-1610641025-49201');
    expect(calls[0]?.init?.method ?? 'GET').toBe('GET');
    expect(JSON.stringify(calls[0]?.init?.headers ?? {})).not.toMatch(/authorization/i);
  });

  it('escapes the id into one path segment', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('', { status: 404 }));
    await wompiClient({ ...config, fetchImpl }).getTransaction('../merchants/x');
    expect(calls[0]?.url).toBe('https://sandbox.wompi.co/v1/transactions/..%2Fmerchants%2Fx');
  });

  it('answers undefined for a transaction Wompi does not know', async () => {
    const { fetchImpl } = fakeFetch(() =>
      Response.json({ error: { type: 'NOT_FOUND_ERROR' } }, { status: 404 }),
    );
    await expect(wompiClient({ ...config, fetchImpl }).getTransaction('x')).resolves.toBe(
      undefined,
    );
  });

  it('maps an unreachable Wompi, an error status and an unusable body to one clear 502', async () => {
    const failures: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('upstream down', { status: 503 }),
      () => new Response('<html>', { status: 200 }),
      () => Response.json({ data: { id: 'x', status: 'SOMETHING' } }),
      () => Response.json([]),
    ];
    for (const failure of failures) {
      const { fetchImpl } = fakeFetch(failure);
      const error: unknown = await wompiClient({ ...config, fetchImpl })
        .getTransaction('x')
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WompiUnavailableError);
      // The adapter's own error; the checkout turns it into the buyer's answer.
      expect(asPaymentProviderError(error)).toMatchObject({
        statusCode: 502,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: MESSAGES.paymentProviderUnavailable,
      });
      expect((error as WompiUnavailableError).detail).toMatch(/Wompi/);
    }
  });

  it('gives up on a Wompi that does not answer in time', async () => {
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    await expect(
      wompiClient({ ...config, fetchImpl, timeoutMs: 20 }).getTransaction('x'),
    ).rejects.toBeInstanceOf(WompiUnavailableError);
  });
});

describe('wompiClient.checkoutUrl', () => {
  it('points at the configured web checkout, signed with the integrity secret', () => {
    const url = new URL(
      wompiClient(config).checkoutUrl({
        publicKey: 'pub_test_abc',
        reference: 'HG-000001-ab12cd34',
        amountInCents: 4490000,
        redirectUrl: 'https://hogarte.co/pago/resultado',
      }),
    );
    expect(url.href.startsWith('https://checkout.wompi.co/p/?')).toBe(true);
    expect(url.searchParams.get('signature:integrity')).toBe(
      integritySignature('HG-000001-ab12cd34', 4490000, 'COP', undefined, 'test_integrity_abc'),
    );
  });
});
