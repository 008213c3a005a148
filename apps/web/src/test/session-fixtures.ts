/** Builders for tests: unsigned JWT-shaped tokens and stored users, as the API returns them. */
import type { RoleId } from '@hogarte/shared/roles';
import type { SessionUser } from '../lib/session';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fakeToken(
  roleId: RoleId,
  options: { expiresInSeconds?: number; uuid?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    role_id: roleId,
    uuid: options.uuid ?? `user-${roleId}`,
    tv: 0,
    iat: now,
    exp: now + (options.expiresInSeconds ?? 3600),
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.firma`;
}

export function fakeUser(roleId: RoleId, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uuid: `user-${roleId}`,
    role_id: roleId,
    first_name: 'Camila',
    last_name: 'Restrepo',
    email: 'camila@demo.co',
    phone: '3201234567',
    avatar: null,
    hasBankInfo: false,
    is_approved: true,
    company_name: null,
    company_logo: null,
    online_status: null,
    ...overrides,
  };
}
