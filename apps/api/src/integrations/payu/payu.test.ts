import { describe, expect, it } from 'vitest';
import {
  buildCheckoutForm,
  centsOf,
  confirmationSign,
  newValue,
  payuSignature,
  verifyConfirmation,
} from './payu.js';

const KEYS = { apiKey: '4Vj8eK4rloUd272L48hsrarnUA', merchantId: '508029' };

/** A confirmation as PayU posts it, signed with `KEYS` unless `sign` is given. */
function confirmation(overrides: Record<string, string> = {}) {
  const fields = {
    merchant_id: KEYS.merchantId,
    reference_sale: 'RM-abc-1',
    value: '150000.00',
    currency: 'COP',
    state_pol: '4',
    transaction_id: '7d9f2a4e-0000-4000-8000-000000000001',
    payment_method_type: '2',
    ...overrides,
  };
  return {
    sign: confirmationSign(
      KEYS.apiKey,
      fields.merchant_id,
      fields.reference_sale,
      newValue(centsOf(fields.value) ?? 0),
      fields.currency,
      fields.state_pol,
    ),
    ...fields,
  };
}

describe('PayU WebCheckout signature', () => {
  it('is the MD5 of ApiKey~merchantId~referenceCode~amount~currency (the documented vector)', () => {
    expect(payuSignature(KEYS.apiKey, '508029', 'TestPayU', '20000', 'COP')).toBe(
      '7ee7cf808ce6a39b17481c54f2c57acc',
    );
  });

  it('signs the form with the amount exactly as the form sends it', () => {
    const form = buildCheckoutForm(
      { ...KEYS, checkoutUrl: 'https://x.test/', accountId: '512321', test: true },
      {
        referenceCode: 'TestPayU',
        description: 'Prueba',
        amount: 20_000,
        tax: 3193,
        taxReturnBase: 16_807,
        buyerEmail: 'ana@prueba.co',
        responseUrl: 'https://hogarte.test/compra/abc/res/payu/',
        confirmationUrl: 'https://hogarte.test/v2/payments/payu/confirmation',
      },
    );
    expect(form.fields).toMatchObject({
      amount: '20000',
      tax: '3193',
      taxReturnBase: '16807',
      currency: 'COP',
      test: '1',
      signature: '7ee7cf808ce6a39b17481c54f2c57acc',
    });
  });
});

describe('new_value of the confirmation sign', () => {
  it('keeps one decimal when the second is 0', () => {
    expect(newValue(15_000)).toBe('150.0');
    expect(newValue(15_020)).toBe('150.2');
    expect(newValue(2_000_000)).toBe('20000.0');
  });

  it('keeps two decimals otherwise', () => {
    expect(newValue(15_026)).toBe('150.26');
    expect(newValue(15_005)).toBe('150.05');
  });

  it('reads PayU amounts into cents without floats', () => {
    expect(centsOf('150.00')).toBe(15_000);
    expect(centsOf('150.2')).toBe(15_020);
    expect(centsOf('20000')).toBe(2_000_000);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('1,5')).toBeUndefined();
    expect(centsOf('1.234')).toBeUndefined();
  });
});

describe('PayU confirmation', () => {
  it('believes a confirmation signed with our API key and reads its state', () => {
    const verified = verifyConfirmation(confirmation(), KEYS);
    expect(verified).toEqual({
      ok: true,
      transaction: expect.objectContaining({
        reference: 'RM-abc-1',
        status: 'APPROVED',
        amountInCents: 15_000_000,
        currency: 'COP',
      }),
    });
  });

  it.each([
    ['4', 'APPROVED'],
    ['6', 'DECLINED'],
    ['5', 'ERROR'],
    ['7', 'PENDING'],
  ])('reads state_pol %s as %s', (state, status) => {
    const verified = verifyConfirmation(confirmation({ state_pol: state }), KEYS);
    expect(verified.ok && verified.transaction.status).toBe(status);
  });

  it('refuses a forged or altered confirmation', () => {
    const genuine = confirmation();
    expect(verifyConfirmation({ ...genuine, sign: '0'.repeat(32) }, KEYS)).toEqual({
      ok: false,
      reason: 'sign_mismatch',
    });
    // A declined payment rewritten as approved keeps the declined one's sign: refused.
    const declined = confirmation({ state_pol: '6' });
    expect(verifyConfirmation({ ...declined, state_pol: '4' }, KEYS)).toMatchObject({
      ok: false,
      reason: 'sign_mismatch',
    });
    expect(verifyConfirmation({ ...genuine, value: '1.00' }, KEYS)).toMatchObject({ ok: false });
  });

  it('refuses another merchant and what is not a confirmation', () => {
    expect(verifyConfirmation(confirmation({ merchant_id: '1' }), KEYS)).toMatchObject({
      ok: false,
      reason: 'merchant_mismatch',
    });
    expect(verifyConfirmation({ reference_sale: 'x' }, KEYS)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyConfirmation(confirmation({ state_pol: '99' }), KEYS)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });
});
