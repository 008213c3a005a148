import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { secretKey, signSessionToken, verifySessionToken } from './tokens.js';

const claims = { role_id: ROLE.client, uuid: '5f0c1e8e-6a43-4a8e-9a55-0c9d7f1f2b11', tv: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifySessionToken, remembering the tokens it has checked', () => {
  it('answers the same claims again, only under the key that signed the token', async () => {
    const key = secretKey('una-clave-de-prueba-suficientemente-larga-1');
    const otherKey = secretKey('una-clave-de-prueba-suficientemente-larga-2');
    const token = await signSessionToken(key, claims);
    expect(await verifySessionToken(key, token)).toEqual(claims);
    expect(await verifySessionToken(key, token)).toEqual(claims);
    expect(await verifySessionToken(otherKey, token)).toBeNull();
    // One character changed in the signature of a remembered token: checked, and refused.
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifySessionToken(key, tampered)).toBeNull();
  });

  it('stops accepting a remembered token when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    const key = secretKey('una-clave-de-prueba-suficientemente-larga-3');
    const token = await signSessionToken(key, claims);
    expect(await verifySessionToken(key, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-08T11:59:59Z'));
    expect(await verifySessionToken(key, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-08T12:00:00Z'));
    expect(await verifySessionToken(key, token)).toBeNull();
  });
});
