import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { AppError } from '../../http/errors.js';
import { eventChecksum } from '../../integrations/wompi/wompi.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { receiveWompiEvent } from './payments.service.js';

// What an applied payment does to an order is the checkout's (its own tests); here only whether
// the webhook hands an event over, and what it answers.
const settlement = vi.hoisted(() => ({
  settleWompiTransaction: vi.fn((..._args: unknown[]): Promise<string | undefined> =>
    Promise.resolve(undefined),
  ),
}));
vi.mock('./settlement.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  settleWompiTransaction: settlement.settleWompiTransaction,
}));

let harness: TestApp;
let secret: string;

beforeAll(async () => {
  harness = await createTestApp();
  secret = harness.ctx.config.wompi?.eventsSecret ?? '';
});
afterAll(() => harness.close());
beforeEach(() => {
  settlement.settleWompiTransaction.mockReset();
  settlement.settleWompiTransaction.mockResolvedValue(undefined);
});

const transaction = {
  id: '1234-1610641025-49201',
  amount_in_cents: 4_490_000,
  reference: 'HG-000001-ab12cd34',
  customer_email: 'ana@example.com',
  currency: 'COP',
  payment_method_type: 'NEQUI',
  redirect_url: 'http://localhost:3000/pago/resultado',
  status: 'APPROVED',
  shipping_address: null,
  payment_link_id: null,
  payment_source_id: null,
};

/** A `transaction.updated` event as Wompi signs it, `secondsAgo` before the app's clock. */
function signedEvent(
  options: { secondsAgo?: number; key?: string; tx?: Record<string, unknown> } = {},
) {
  const timestamp = Math.floor(harness.ctx.now().getTime() / 1000) - (options.secondsAgo ?? 5);
  const data = { transaction: options.tx ?? transaction };
  const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const checksum = eventChecksum(
    { data, signature: { properties }, timestamp },
    options.key ?? secret,
  );
  return {
    event: 'transaction.updated',
    data,
    environment: 'test',
    signature: { properties, checksum },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
}

function post(body: unknown, header?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/payments/wompi/events',
    headers: {
      'content-type': 'application/json',
      ...(header === undefined ? {} : { 'x-event-checksum': header }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function expectRejected(response: Awaited<ReturnType<typeof post>>, code: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code, message: MESSAGES.paymentEventRejected });
  expect(settlement.settleWompiTransaction).not.toHaveBeenCalled();
}

describe('POST /v2/payments/wompi/events', () => {
  it('hands a genuine event to the checkout, with its checksum, without any session', async () => {
    const event = signedEvent();
    const response = await post(event, event.signature.checksum);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(settlement.settleWompiTransaction).toHaveBeenCalledTimes(1);
    expect(settlement.settleWompiTransaction).toHaveBeenCalledWith(
      harness.ctx,
      {
        id: transaction.id,
        amount_in_cents: 4_490_000,
        reference: transaction.reference,
        customer_email: 'ana@example.com',
        currency: 'COP',
        payment_method_type: 'NEQUI',
        redirect_url: transaction.redirect_url,
        status: 'APPROVED',
      },
      expect.objectContaining({ order: expect.any(Function) }),
      { eventChecksum: event.signature.checksum },
    );
  });

  it('accepts the checksum in capitals (as Wompi documents it) and records it in lower case', async () => {
    const event = signedEvent();
    const lower = event.signature.checksum;
    event.signature.checksum = lower.toUpperCase();
    expect((await post(event, lower.toUpperCase())).statusCode).toBe(200);
    expect((await post(event)).statusCode).toBe(200);
    expect(settlement.settleWompiTransaction).toHaveBeenCalledTimes(2);
    for (const call of settlement.settleWompiTransaction.mock.calls) {
      expect(call[3]).toEqual({ eventChecksum: lower });
    }
  });

  it('refuses a forged event (another secret) and a header that disagrees', async () => {
    const forged = signedEvent({ key: 'test_events_de_otro' });
    expectRejected(await post(forged, forged.signature.checksum), 'PAYMENT_EVENT_FORGED');
    const genuine = signedEvent();
    expectRejected(await post(genuine, 'a'.repeat(64)), 'PAYMENT_EVENT_FORGED');
  });

  it('refuses an event altered after signing', async () => {
    const declined = signedEvent({ tx: { ...transaction, status: 'DECLINED' } });
    const altered = {
      ...declined,
      data: { transaction: { ...transaction, status: 'APPROVED' } },
    };
    expectRejected(await post(altered, altered.signature.checksum), 'PAYMENT_EVENT_FORGED');
    const cheaper = {
      ...signedEvent(),
      data: { transaction: { ...transaction, amount_in_cents: 100 } },
    };
    expectRejected(await post(cheaper), 'PAYMENT_EVENT_FORGED');
  });

  it('refuses a replayed event older than 48 hours and one from the future', async () => {
    const stale = signedEvent({ secondsAgo: 48 * 3600 + 60 });
    expectRejected(await post(stale, stale.signature.checksum), 'PAYMENT_EVENT_STALE');
    const future = signedEvent({ secondsAgo: -10 * 60 });
    expectRejected(await post(future, future.signature.checksum), 'PAYMENT_EVENT_STALE');
    const yesterday = signedEvent({ secondsAgo: 24 * 3600 });
    expect((await post(yesterday, yesterday.signature.checksum)).statusCode).toBe(200);
  });

  it('refuses malformed events with a 400, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      [],
      { event: 'transaction.updated' },
      { ...signedEvent(), signature: { properties: [], checksum: 'x' } },
      { ...signedEvent(), timestamp: 'ayer' },
      signedEvent({ tx: { ...transaction, status: 'REEMBOLSADA' } }),
      signedEvent({ tx: { id: transaction.id, status: 'APPROVED', amount_in_cents: 1 } }),
    ];
    for (const body of bodies) {
      expectRejected(await post(body), 'PAYMENT_EVENT_MALFORMED');
    }
    const notJson = await post('{"event": ');
    expect(notJson.statusCode).toBe(400);
    const empty = await harness.app.inject({
      method: 'POST',
      url: '/v2/payments/wompi/events',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(settlement.settleWompiTransaction).not.toHaveBeenCalled();
  });

  it('acknowledges genuine events it does not act on, so Wompi stops retrying', async () => {
    const timestamp = Math.floor(harness.ctx.now().getTime() / 1000);
    const data = { nequi_token: { id: 'nequi_test_1', status: 'APPROVED' } };
    const properties = ['nequi_token.id', 'nequi_token.status'];
    const other = {
      event: 'nequi_token.updated',
      data,
      signature: {
        properties,
        checksum: eventChecksum({ data, signature: { properties }, timestamp }, secret),
      },
      timestamp,
    };
    const answered = await post(other);
    expect(answered.statusCode).toBe(200);
    expect(settlement.settleWompiTransaction).not.toHaveBeenCalled();

    // The checkout refusing a verified event (it would refuse every retry too): still 200.
    settlement.settleWompiTransaction.mockRejectedValueOnce(new AppError(409, 'CONFLICT', 'x'));
    expect((await post(signedEvent())).statusCode).toBe(200);
  });

  it("acknowledges an event that is not the order's payment (currency, amount), and logs why", async () => {
    const warn = vi.spyOn(harness.app.log, 'warn');
    try {
      for (const reason of ['currency_mismatch', 'amount_mismatch']) {
        settlement.settleWompiTransaction.mockResolvedValueOnce(reason);
        const event = signedEvent({ tx: { ...transaction, currency: 'USD' } });
        const outcome = await receiveWompiEvent(harness.ctx, event, event.signature.checksum);
        expect(outcome).toMatchObject({ kind: 'ignored', reason });

        settlement.settleWompiTransaction.mockResolvedValueOnce(reason);
        const response = await post(event, event.signature.checksum);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
        expect(warn).toHaveBeenLastCalledWith(
          expect.objectContaining({
            reason,
            reference: transaction.reference,
            transactionId: transaction.id,
          }),
          'wompi event acknowledged and ignored',
        );
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 500 when the checkout fails, so Wompi retries later', async () => {
    settlement.settleWompiTransaction.mockRejectedValueOnce(new Error('database unavailable'));
    const failed = await post(signedEvent());
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe(MESSAGES.unexpected);
  });
});
