/**
 * The logged-in session kept in localStorage: `token` (the JWT) and `user` (the login answer
 * without the token). The role is read from the token, because the server checks that one; the
 * stored user only feeds the screens. Changes are broadcast so every hook re-renders.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@hogarte/shared/contracts/session';
import { isRoleId, type RoleId } from '@hogarte/shared/roles';
import { reloadAt } from './full-reload';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export type { SessionUser } from '@hogarte/shared/contracts/session';
export type OnlineStatus = NonNullable<SessionUser['online_status']>;

interface Session {
  token: string;
  roleId: RoleId;
  uuid: string;
  user: SessionUser | null;
}

interface TokenClaims {
  roleId: RoleId;
  uuid: string;
  expiresAtMs: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims without verifying: the server verifies; the browser only routes by them. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    if (!isRoleId(claims.role_id) || typeof claims.uuid !== 'string') return null;
    return {
      roleId: claims.role_id,
      uuid: claims.uuid,
      expiresAtMs: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

let cache: { token: string | null; user: string | null; session: Session | null } | null = null;

/** The current session, or null when there is no usable token (missing, malformed, expired). */
export function readSession(now: number = Date.now()): Session | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const userRaw = store?.getItem(USER_KEY) ?? null;
  // The same object for the same stored strings, as useSyncExternalStore requires.
  if (cache && cache.token === token && cache.user === userRaw) {
    const expiresAt = cache.session ? readTokenClaims(cache.session.token)?.expiresAtMs : null;
    if (!expiresAt || expiresAt > now) return cache.session;
  }
  let session: Session | null = null;
  const claims = token ? readTokenClaims(token) : null;
  if (token && claims && (claims.expiresAtMs === null || claims.expiresAtMs > now)) {
    session = { token, roleId: claims.roleId, uuid: claims.uuid, user: parseUser(userRaw) };
  }
  cache = { token, user: userRaw, session };
  return session;
}

export function readToken(): string | null {
  return readSession()?.token ?? null;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the user without the token, as the spec asks for the stored copy. */
function withoutToken(user: SessionUser & { token?: unknown }): SessionUser {
  const copy: SessionUser & { token?: unknown } = { ...user };
  delete copy.token;
  return copy;
}

export function saveSession(token: string, user: SessionUser): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_KEY, JSON.stringify(withoutToken(user)));
  notify();
}

/** After a password change the old token is revoked: the new one replaces it. */
export function saveToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function saveUser(user: SessionUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(withoutToken(user)));
  notify();
}

/** The spec's logout clears all local storage, not only the session keys. */
export function clearSession(): void {
  storage()?.clear();
  notify();
}

export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribe,
    () => readSession(),
    () => null,
  );
}

/** Logout: clears everything and reloads on the home page (spec part 1 §4). */
export function logout(): void {
  clearSession();
  reloadAt('/');
}
