/**
 * Scale-out (docs/architecture.md §1): two API processes on one database and one Redis serve one
 * marketplace. Each app here stands for a process: its own Fastify, Socket.IO server, realtime
 * hub and Redis connection, on its own port; they share the database and the signing key as two
 * processes of a deployment do. Runs where Redis is (CI sets REDIS_URL), skipped elsewhere.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { buildApp } from '../app.js';
import { createTestAdviser, onlineStatusOf, pastTheGrace } from '../test/advisers.js';
import {
  connectSocket,
  nextEvent,
  sendChatMessage,
  setUpConversation,
  type Conversation,
  type TestSocket,
} from '../test/conversations.js';
import { bearer } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createRealtimeHub } from './hub.js';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('two API processes on one database and one Redis', () => {
  // This run's own keys and channels: other runs on the same Redis never hear its events.
  const prefix = `hogarte-test-${randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const sockets: TestSocket[] = [];
  let first: TestApp;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  let conversation: Conversation;

  function redis() {
    const connection = new Redis(redisUrl ?? '', { keyPrefix: prefix, maxRetriesPerRequest: 2 });
    connections.push(connection);
    return connection;
  }

  async function connected(url: string, token: string) {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    first = await createTestApp({ REDIS_PREFIX: prefix }, redis());
    second = await buildApp(
      { ...first.ctx, realtime: createRealtimeHub() },
      { redis: redis(), webDistDir: null, logger: false },
    );
    conversation = await setUpConversation(first);
    firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second.close();
    await first.close();
    for (const connection of connections) connection.disconnect();
  });

  it('delivers a message sent through one process to a socket of the other, both ways', async () => {
    const room = conversation.consultancy.salesChat.room_uuid;
    const client = await connected(firstUrl, conversation.client.token);
    const adviser = await connected(secondUrl, conversation.adviser.token);
    expect(await client.emitWithAck('join_chat', room)).toEqual({ ok: true });
    expect(await adviser.emitWithAck('join_chat', room)).toEqual({ ok: true });

    const delivered = nextEvent(adviser, 'receive_message');
    const alert = nextEvent(adviser, 'new-salesperson-message');
    const sent = await sendChatMessage(first.app, conversation.client, room, 'Hola desde A');
    expect(sent.statusCode).toBe(201);
    expect(await delivered).toEqual(sent.json());
    expect(await alert).toMatchObject({ roomUuid: room, message: 'Hola desde A' });

    const reply = nextEvent(client, 'receive_message');
    const clientAlert = nextEvent(client, 'new-client-message');
    const answered = await sendChatMessage(second, conversation.adviser, room, 'Hola desde B');
    expect(answered.statusCode).toBe(201);
    expect(await reply).toEqual(answered.json());
    expect(await clientAlert).toMatchObject({ roomUuid: room, message: 'Hola desde B' });
  });

  it("counts an adviser's sockets on every process before turning it 'Desconectado'", async () => {
    const adviser = await createTestAdviser(first.app, conversation.shop.supplier);
    const online = await first.app.inject({
      method: 'PATCH',
      url: '/v2/salespeople/onlineStatus',
      headers: bearer(adviser),
      payload: { onlineStatus: 'online' },
    });
    expect(online.statusCode).toBe(200);
    const onFirst = await connected(firstUrl, adviser.token);
    const onSecond = await connected(secondUrl, adviser.token);

    onSecond.close();
    await pastTheGrace();
    expect(await onlineStatusOf(first.ctx, adviser.uuid)).toBe('online');

    onFirst.close();
    await vi.waitFor(
      async () => expect(await onlineStatusOf(first.ctx, adviser.uuid)).toBe('offline'),
      { timeout: LIMITS.lastSocketGraceMs + 5000, interval: 100 },
    );
  }, 30_000);
});
