/**
 * Session tokens: HS256 JWTs carrying `role_id`, `uuid` and the user's token version (`tv`).
 * Only HS256 is accepted, so `alg: none` or an asymmetric-key confusion is refused outright.
 */
import { SignJWT, jwtVerify } from 'jose';
import { isRoleId, type RoleId } from '@hogarte/shared/roles';
import { setBounded } from '../bounded-map.js';

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

/** Enough for every session active at once; the oldest verification leaves first. */
const REMEMBERED_TOKENS = 20_000;

interface VerifiedToken {
  claims: TokenClaims;
  expiresAtMs: number;
}

/**
 * Tokens whose signature this process has already checked, per signing key: every signed-in call
 * sends the same token again, and checking it each time took 5–8 % of the server's time under the
 * chat's load (bench/README.md). Only a token that passed is remembered, under its exact text;
 * its expiry is still checked on every use, and revocation is the session record's business
 * (http/auth.ts).
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function rememberedClaims(key: Uint8Array, token: string, nowMs: number): TokenClaims | null {
  const tokens = verifiedTokens.get(key);
  const remembered = tokens?.get(token);
  if (!remembered) return null;
  if (nowMs < remembered.expiresAtMs) return remembered.claims;
  tokens?.delete(token);
  return null;
}

function remember(key: Uint8Array, token: string, verified: VerifiedToken): void {
  let tokens = verifiedTokens.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(key, tokens);
  }
  setBounded(tokens, token, verified, REMEMBERED_TOKENS);
}

/** Returns the claims of a valid token, or null for anything else (bad signature, expired…). */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
): Promise<TokenClaims | null> {
  const known = rememberedClaims(key, token, Date.now());
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    const { role_id: roleId, uuid, tv } = payload as Record<string, unknown>;
    if (!isRoleId(roleId) || typeof uuid !== 'string' || typeof tv !== 'number') return null;
    if (typeof payload.exp !== 'number') return null;
    const claims = { role_id: roleId, uuid, tv };
    remember(key, token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/**
 * A video call's room credential: lets one user join one call until it expires. It carries an
 * audience of its own and no `role_id` nor `tv`, so it is never taken for a session token, and a
 * session token (no audience) is never taken for it. Nothing is stored: the signature is the proof.
 */
const VIDEO_AUDIENCE = 'video-call';

export interface VideoClaims {
  /** The chat room's uuid: the call's room. */
  room: string;
  /** The user's uuid. */
  user: string;
}

export async function signVideoToken(
  key: Uint8Array,
  claims: VideoClaims,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ room: claims.room })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(VIDEO_AUDIENCE)
    .setSubject(claims.user)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.ceil(lifetimeMs / 1000))
    .sign(key);
}

/** The claims of a valid, unexpired video token at `now`; null for anything else. */
export async function verifyVideoToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<VideoClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience: VIDEO_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    const room: unknown = payload.room;
    if (typeof room !== 'string' || typeof payload.sub !== 'string') return null;
    return { room, user: payload.sub };
  } catch {
    return null;
  }
}
