import { describe, expect, it } from 'vitest';
import {
  buildCheckoutUrl,
  eventChecksum,
  EVENT_MAX_AGE_MS,
  EVENT_MAX_FUTURE_MS,
  integritySignature,
  sameChecksum,
  verifyEvent,
} from './wompi.js';

// integrations.md's test vectors, recomputed by hand there.
const INTEGRITY_SECRET = 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6';
const EVENTS_SECRET = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
const VECTOR_CHECKSUM = '5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe';
const VECTOR_TIMESTAMP = 1530291411;
const AT_VECTOR_TIME = new Date(VECTOR_TIMESTAMP * 1000 + 60_000);

/** Wompi's documented event, with the checksum integrations.md gives for it. */
function vectorEvent(overrides: Record<string, unknown> = {}) {
  return {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: '1234-1610641025-49201',
        amount_in_cents: 4490000,
        reference: 'MZQ3X2DE2SMX',
        customer_email: 'juan.perez@gmail.com',
        currency: 'COP',
        payment_method_type: 'NEQUI',
        redirect_url: 'https://mitienda.com.co/pagos/redireccion',
        status: 'APPROVED',
        shipping_address: null,
        payment_link_id: null,
        payment_source_id: null,
      },
    },
    environment: 'prod',
    signature: {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum: VECTOR_CHECKSUM,
    },
    timestamp: VECTOR_TIMESTAMP,
    sent_at: '2018-07-20T16:45:05.000Z',
    ...overrides,
  };
}

describe('integritySignature', () => {
  it('matches the test vector of integrations.md', () => {
    expect(
      integritySignature('sk8-438k4-xmxm392-sn2m', 2490000, 'COP', undefined, INTEGRITY_SECRET),
    ).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('signs the expiration time too when the checkout has one', () => {
    const without = integritySignature('ref-1', 100, 'COP', undefined, 'secret');
    const withTime = integritySignature('ref-1', 100, 'COP', '2030-01-01T00:00:00.000Z', 'secret');
    expect(withTime).not.toBe(without);
    expect(withTime).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('eventChecksum', () => {
  it('matches the test vector of integrations.md', () => {
    expect(eventChecksum(vectorEvent(), EVENTS_SECRET)).toBe(VECTOR_CHECKSUM);
  });

  it('follows the order of signature.properties', () => {
    const reordered = vectorEvent();
    reordered.signature.properties = [
      'transaction.status',
      'transaction.id',
      'transaction.amount_in_cents',
    ];
    expect(eventChecksum(reordered, EVENTS_SECRET)).not.toBe(VECTOR_CHECKSUM);
  });

  it('refuses to sign an event whose signed property is missing', () => {
    const event = vectorEvent();
    event.signature.properties = ['transaction.nothing'];
    expect(() => eventChecksum(event, EVENTS_SECRET)).toThrow(TypeError);
  });
});

describe('sameChecksum', () => {
  it('ignores case and refuses any other difference', () => {
    expect(sameChecksum(VECTOR_CHECKSUM, VECTOR_CHECKSUM.toUpperCase())).toBe(true);
    expect(sameChecksum(VECTOR_CHECKSUM.toUpperCase(), VECTOR_CHECKSUM)).toBe(true);
    expect(sameChecksum(VECTOR_CHECKSUM, `${VECTOR_CHECKSUM.slice(0, -1)}f`)).toBe(false);
    expect(sameChecksum(VECTOR_CHECKSUM, VECTOR_CHECKSUM.slice(0, -1))).toBe(false);
    expect(sameChecksum(VECTOR_CHECKSUM, '')).toBe(false);
  });
});

describe('verifyEvent', () => {
  it('accepts the documented event, with the checksum in either case and in the header', () => {
    const verified = verifyEvent(vectorEvent(), VECTOR_CHECKSUM, EVENTS_SECRET, AT_VECTOR_TIME);
    expect(verified).toMatchObject({
      ok: true,
      event: {
        event: 'transaction.updated',
        data: {
          transaction: {
            id: '1234-1610641025-49201',
            status: 'APPROVED',
            amount_in_cents: 4490000,
          },
        },
      },
    });
    const upper = vectorEvent({
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
        checksum: VECTOR_CHECKSUM.toUpperCase(),
      },
    });
    expect(verifyEvent(upper, undefined, EVENTS_SECRET, AT_VECTOR_TIME).ok).toBe(true);
    expect(
      verifyEvent(vectorEvent(), VECTOR_CHECKSUM.toUpperCase(), EVENTS_SECRET, AT_VECTOR_TIME).ok,
    ).toBe(true);
  });

  it('refuses an altered event, a wrong secret or a header that disagrees', () => {
    const altered = vectorEvent();
    altered.data.transaction.amount_in_cents = 100;
    expect(verifyEvent(altered, undefined, EVENTS_SECRET, AT_VECTOR_TIME)).toEqual({
      ok: false,
      reason: 'checksum_mismatch',
    });
    const declined = vectorEvent();
    declined.data.transaction.status = 'DECLINED';
    expect(verifyEvent(declined, undefined, EVENTS_SECRET, AT_VECTOR_TIME)).toMatchObject({
      reason: 'checksum_mismatch',
    });
    expect(verifyEvent(vectorEvent(), undefined, 'prod_events_otro', AT_VECTOR_TIME)).toMatchObject(
      { reason: 'checksum_mismatch' },
    );
    expect(verifyEvent(vectorEvent(), '0'.repeat(64), EVENTS_SECRET, AT_VECTOR_TIME)).toMatchObject(
      { reason: 'checksum_mismatch' },
    );
    // A later timestamp is part of the signature: it cannot be moved to dodge the age check.
    expect(
      verifyEvent(
        vectorEvent({ timestamp: VECTOR_TIMESTAMP + 3600 }),
        undefined,
        EVENTS_SECRET,
        AT_VECTOR_TIME,
      ),
    ).toMatchObject({ reason: 'checksum_mismatch' });
  });

  it('refuses events older than 48 hours or more than 5 minutes ahead', () => {
    const sentAt = VECTOR_TIMESTAMP * 1000;
    const verify = (now: number) =>
      verifyEvent(vectorEvent(), VECTOR_CHECKSUM, EVENTS_SECRET, new Date(now));
    expect(verify(sentAt + EVENT_MAX_AGE_MS).ok).toBe(true);
    expect(verify(sentAt + EVENT_MAX_AGE_MS + 1000)).toEqual({ ok: false, reason: 'stale' });
    expect(verify(sentAt - EVENT_MAX_FUTURE_MS).ok).toBe(true);
    expect(verify(sentAt - EVENT_MAX_FUTURE_MS - 1000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses what is not a Wompi event', () => {
    const cases: unknown[] = [
      undefined,
      null,
      'texto',
      [],
      {},
      vectorEvent({ signature: undefined }),
      vectorEvent({ timestamp: '1530291411' }),
      vectorEvent({ data: null }),
      vectorEvent({
        signature: { properties: ['transaction.reference_missing'], checksum: VECTOR_CHECKSUM },
      }),
    ];
    for (const body of cases) {
      expect(verifyEvent(body, undefined, EVENTS_SECRET, AT_VECTOR_TIME)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('refuses a genuine transaction event without a usable transaction', () => {
    const signed = (transaction: Record<string, unknown>, properties: string[]) => {
      const event = {
        event: 'transaction.updated',
        data: { transaction },
        signature: { properties, checksum: '' },
        timestamp: VECTOR_TIMESTAMP,
      };
      event.signature.checksum = eventChecksum(event, EVENTS_SECRET);
      return event;
    };
    const unknownStatus = signed({ ...vectorEvent().data.transaction, status: 'REFUNDED' }, [
      'transaction.id',
      'transaction.status',
    ]);
    expect(verifyEvent(unknownStatus, undefined, EVENTS_SECRET, AT_VECTOR_TIME)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // Only the id signed: the status could have been rewritten by anyone holding the event.
    const statusUnsigned = signed(vectorEvent().data.transaction, ['transaction.id']);
    expect(verifyEvent(statusUnsigned, undefined, EVENTS_SECRET, AT_VECTOR_TIME)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reports a genuine event of another type as unsupported', () => {
    const event = {
      event: 'nequi_token.updated',
      data: { nequi_token: { id: 'nequi_test_1', status: 'APPROVED' } },
      signature: { properties: ['nequi_token.id', 'nequi_token.status'], checksum: '' },
      timestamp: VECTOR_TIMESTAMP,
    };
    event.signature.checksum = eventChecksum(event, EVENTS_SECRET);
    expect(verifyEvent(event, undefined, EVENTS_SECRET, AT_VECTOR_TIME)).toEqual({
      ok: false,
      reason: 'unsupported',
      event: 'nequi_token.updated',
    });
  });
});

describe('buildCheckoutUrl', () => {
  it('carries every field of the web checkout, signed with the integrity secret', () => {
    const expirationTime = new Date('2030-05-01T15:30:00.000Z');
    const url = new URL(
      buildCheckoutUrl('https://checkout.wompi.co/p/', INTEGRITY_SECRET, {
        publicKey: 'pub_test_abc',
        reference: 'sk8-438k4-xmxm392-sn2m',
        amountInCents: 2490000,
        redirectUrl: 'https://hogarte.co/pago/resultado',
        expirationTime,
        customerEmail: 'ana@example.com',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://checkout.wompi.co/p/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'public-key': 'pub_test_abc',
      currency: 'COP',
      'amount-in-cents': '2490000',
      reference: 'sk8-438k4-xmxm392-sn2m',
      'signature:integrity': integritySignature(
        'sk8-438k4-xmxm392-sn2m',
        2490000,
        'COP',
        '2030-05-01T15:30:00.000Z',
        INTEGRITY_SECRET,
      ),
      'redirect-url': 'https://hogarte.co/pago/resultado',
      'expiration-time': '2030-05-01T15:30:00.000Z',
      'customer-data:email': 'ana@example.com',
    });
  });

  it('signs without an expiration time when there is none (the test vector)', () => {
    const url = new URL(
      buildCheckoutUrl('https://checkout.wompi.co/p/', INTEGRITY_SECRET, {
        publicKey: 'pub_test_abc',
        reference: 'sk8-438k4-xmxm392-sn2m',
        amountInCents: 2490000,
        redirectUrl: 'https://hogarte.co/pago/resultado',
      }),
    );
    expect(url.searchParams.get('signature:integrity')).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
    expect(url.searchParams.has('expiration-time')).toBe(false);
    expect(url.searchParams.has('customer-data:email')).toBe(false);
  });
});
