/**
 * A socket that floods the server with events is disconnected by it; a handshake from another
 * site's page is refused on every transport, whatever token it carries.
 */
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { ROLE } from '@hogarte/shared/roles';
import { connectSocket, type TestSocket } from '../test/conversations.js';
import { createTestUser, type TestUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let harness: TestApp;
let url: string;
let user: TestUser;
const sockets: TestSocket[] = [];

async function connected(headers: Record<string, string> = {}) {
  const socket = await connectSocket(url, user.token, headers);
  sockets.push(socket);
  return socket;
}

/** The reason the socket was disconnected, or null if it is still open after `waitMs`. */
function disconnection(socket: TestSocket, waitMs: number) {
  return new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  user = await createTestUser(harness.app, harness.ctx, ROLE.client);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await harness.close();
});

describe('a socket flooding the server', () => {
  it('is disconnected by the server after a burst of 500 events', async () => {
    const socket = await connected();
    const closed = disconnection(socket, 5000);
    for (let index = 0; index < 500; index += 1) {
      socket.emit('leave_chat', `sala-${index}`);
      socket.emit('video_leave');
    }
    expect(await closed).toBe('io server disconnect');
  });

  it('is disconnected when it floods a room check that answers', async () => {
    const socket = await connected();
    const closed = disconnection(socket, 5000);
    for (let index = 0; index < 500; index += 1) {
      socket.emit('join_chat', 'no-es-un-uuid', () => undefined);
    }
    expect(await closed).toBe('io server disconnect');
  });

  it('is not disconnected while it stays within its allowance', async () => {
    const socket = await connected();
    const closed = disconnection(socket, 1500);
    for (let index = 0; index < LIMITS.socketEventBurst - 10; index += 1) {
      socket.emit('leave_chat', `sala-${index}`);
    }
    expect(await closed).toBeNull();
    expect(await socket.timeout(2000).emitWithAck('join_chat', 'no-es-un-uuid')).toMatchObject({
      ok: false,
    });
  });
});

describe("another site's page", () => {
  it('is refused the websocket handshake even with a valid token', async () => {
    for (const origin of ['https://otro-sitio.example', 'null', 'http://localhost:3000.evil.co']) {
      await expect(connectSocket(url, user.token, { origin }), origin).rejects.toThrow();
    }
  });

  it('is refused the long-polling handshake too', async () => {
    const socket = io(url, {
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: 'https://otro-sitio.example' },
      auth: { token: user.token },
    });
    const refused = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(false));
      socket.once('connect_error', () => resolve(true));
    });
    socket.close();
    expect(refused).toBe(true);
  });

  it('is told 403 at the transport, before any token is read', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://otro-sitio.example' },
    });
    expect(response.status).toBe(403);
  });

  it('is not our own page, which connects', async () => {
    const socket = await connected({ origin: url });
    expect(socket.connected).toBe(true);
  });
});
