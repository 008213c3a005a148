/**
 * The tab's one realtime connection (docs/architecture.md, the realtime layer): opened for the
 * session's token, reused by every screen, and replaced when the session changes (another login,
 * a logout), so a socket never outlives the token it was admitted with.
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@hogarte/shared/events';
import { env } from './env';
import { readToken } from './session';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: { token: string; socket: AppSocket } | null = null;

/** The connection of the signed-in user, or null for a visitor. */
export function appSocket(): AppSocket | null {
  const token = readToken();
  if (current && current.token !== token) {
    current.socket.close();
    current = null;
  }
  if (!token) return null;
  if (!current) {
    const options = { auth: { token } };
    // Same origin unless the API is configured elsewhere.
    const socket: AppSocket = env.apiBaseUrl ? io(env.apiBaseUrl, options) : io(options);
    current = { token, socket };
  }
  return current.socket;
}
