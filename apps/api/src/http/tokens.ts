/**
 * Session tokens: HS256 JWTs carrying `role_id`, `uuid` and the user's token version (`tv`).
 * Only HS256 is accepted, so `alg: none` or an asymmetric-key confusion is refused outright.
 */
import { SignJWT, jwtVerify } from 'jose';
import { isRoleId, type RoleId } from '@hogarte/shared/roles';

const ALGORITHM = 'HS256';
const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  role_id: RoleId;
  uuid: string;
  tv: number;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(key: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({ role_id: claims.role_id, uuid: claims.uuid, tv: claims.tv })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key);
}

/** Returns the claims of a valid token, or null for anything else (bad signature, expired…). */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    const { role_id: roleId, uuid, tv } = payload as Record<string, unknown>;
    if (!isRoleId(roleId) || typeof uuid !== 'string' || typeof tv !== 'number') return null;
    if (typeof payload.exp !== 'number') return null;
    return { role_id: roleId, uuid, tv };
  } catch {
    return null;
  }
}
