/**
 * Scale-out with real processes (docs/deployment.md, issue 16 §4): two built API processes on one
 * PostgreSQL database and one Redis, with one key prefix, serve one marketplace. A chat message and
 * its alert sent through one process reach a socket of the other; failed logins and HTTP rate
 * limits count the requests of both; a reminder's cooldown and the reset emails' allowance hold
 * whichever process the next request reaches.
 *
 * Needs DATABASE_URL (a server where a fresh database can be created) and REDIS_URL, as CI has;
 * without them the file is skipped.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type { MailboxEntry } from '@hogarte/shared/contracts/messages';
import type { ClientToServerEvents, ServerToClientEvents } from '@hogarte/shared/events';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { callApi, registerClient } from './support/api.js';
import { freshPostgresDatabase, type FreshDatabase } from './support/postgres.js';
import { startServer, stopServer, type RunningServer } from './support/server.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const DEMO_PASSWORD = 'Demo1234!';
/** The demo adviser's store sells this product (the sales chat journey's tile). */
const ADVISED_PRODUCT_ID = 2;

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function connect(url: string, token: string): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The next `event` on the socket, or a failure after five seconds. */
function nextEvent<E extends keyof ServerToClientEvents>(socket: ChatSocket, event: E) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    // Socket.IO's typed `once` cannot follow a generic event name through its overloads.
    (
      socket.once as (
        name: E,
        listener: (payload: Parameters<ServerToClientEvents[E]>[0]) => void,
      ) => void
    )(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function sendMessage(url: string, token: string, room: string, message: string) {
  const form = new FormData();
  form.set('chat', room);
  form.set('message', message);
  const response = await fetch(`${url}/v1/chat-message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ChatMessage;
}

async function login(url: string, email: string, password = DEMO_PASSWORD) {
  const answer = await callApi<{ token: string; user: { uuid: string } }>(`${url}/v1/auth/login`, {
    body: { email, password },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two API processes on one PostgreSQL and one Redis (skipped without DATABASE_URL and REDIS_URL)',
  () => {
    let database: FreshDatabase;
    let first: RunningServer;
    let second: RunningServer;
    const sockets: ChatSocket[] = [];

    beforeAll(async () => {
      database = await freshPostgresDatabase(databaseUrl ?? '');
      // What every process of a deployment shares: the database, Redis and its prefix, the
      // signing key, and the proxy they trust (loopback here, so each test names its own client
      // address and counts nothing of the others').
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `hogarte-e2e-${randomBytes(6).toString('hex')}:`,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        TRUST_PROXY: 'loopback',
      };
      // One after the other: the first migrates and seeds the demo, the second finds it done.
      first = await startServer({ environment: shared });
      second = await startServer({ environment: shared });
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      for (const server of [first, second]) {
        if (!server) continue;
        await stopServer(server);
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
    });

    it('delivers a chat message and its alert to a socket of the other process', async () => {
      const client = await login(first.url, 'cliente@demo.co');
      const adviser = await login(second.url, 'asesor@demo.co');
      const started = await callApi<{ hashid: string; salesChat: { room_uuid: string } }>(
        `${first.url}/v2/sales-consultancies`,
        {
          token: client.token,
          body: {
            salespersonUuid: adviser.user.uuid,
            salespersonOnlineStatus: 'online',
            productId: ADVISED_PRODUCT_ID,
          },
        },
      );
      expect(started.status).toBe(201);
      const room = started.body.salesChat.room_uuid;

      const adviserSocket = await connect(first.url, adviser.token);
      const clientSocket = await connect(second.url, client.token);
      sockets.push(adviserSocket, clientSocket);
      expect(await adviserSocket.emitWithAck('join_chat', room)).toEqual({ ok: true });
      expect(await clientSocket.emitWithAck('join_chat', room)).toEqual({ ok: true });

      // The client writes through B; the adviser's socket is on A.
      const delivered = nextEvent(adviserSocket, 'receive_message');
      const alert = nextEvent(adviserSocket, 'new-salesperson-message');
      const sent = await sendMessage(second.url, client.token, room, 'Hola, escribo por B');
      expect(await delivered).toEqual(sent);
      expect(await alert).toMatchObject({ roomUuid: room, message: 'Hola, escribo por B' });

      // The adviser answers through A; the client's socket is on B.
      const reply = nextEvent(clientSocket, 'receive_message');
      const clientAlert = nextEvent(clientSocket, 'new-client-message');
      const answered = await sendMessage(first.url, adviser.token, room, 'Hola, respondo por A');
      expect(await reply).toEqual(answered);
      expect(await clientAlert).toMatchObject({ roomUuid: room, message: 'Hola, respondo por A' });

      // The reminder's cooldown: sent through B (the adviser on A hears it), refused through A.
      const knocked = nextEvent(adviserSocket, 'knock-knock');
      const knockPath = `/v2/sales-consultancies/${started.body.hashid}/notify/knock-knock`;
      const firstKnock = await callApi(`${second.url}${knockPath}`, {
        method: 'POST',
        token: client.token,
      });
      expect(firstKnock.status).toBe(200);
      expect(await knocked).toMatchObject({ roomUuid: room, hashid: started.body.hashid });
      const secondKnock = await callApi(`${first.url}${knockPath}`, {
        method: 'POST',
        token: client.token,
      });
      expect(secondKnock.status).toBe(429);
      expect(secondKnock.body).toMatchObject({
        code: 'REMINDER_COOLDOWN',
        message: MESSAGES.reminderTooSoon,
      });
    });

    it('counts failed logins from both processes against one allowance', async () => {
      const account = await registerClient(first.url, 1, 'escala-ingreso');
      const from = { 'x-forwarded-for': '198.51.100.21' };
      const attempt = (index: number, password: string) =>
        callApi(`${(index % 2 === 0 ? first : second).url}/v1/auth/login`, {
          headers: from,
          body: { email: account.email, password },
        });
      for (let index = 0; index < LIMITS.loginFailuresAllowed; index += 1) {
        expect((await attempt(index, 'Equivocada1!')).status).toBe(401);
      }
      const refused = await attempt(LIMITS.loginFailuresAllowed, 'Equivocada1!');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: MESSAGES.tooManyAttempts });
      // Locked on both: even the right password waits out the window from that address.
      expect((await attempt(0, account.password)).status).toBe(429);
      expect((await attempt(1, account.password)).status).toBe(429);
    });

    it('answers 429 when the requests to both processes reach one HTTP rate limit', async () => {
      const from = { 'x-forwarded-for': '198.51.100.22' };
      const check = (index: number) =>
        callApi(`${(index % 2 === 0 ? first : second).url}/v1/users/check`, {
          headers: from,
          body: { email: `libre${index}@prueba.co`, phone: '3109876543' },
        });
      const opening = await check(0);
      expect(opening.status).not.toBe(429);
      const limit = Number(opening.headers.get('x-ratelimit-limit'));
      expect(limit).toBeGreaterThan(1);
      for (let index = 1; index < limit; index += 1) {
        const answer = await check(index);
        expect(answer.status).not.toBe(429);
        // One counter: what is left goes down by one whichever process answers.
        expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBe(limit - index - 1);
      }
      expect((await check(limit)).status).toBe(429);
      expect((await check(limit + 1)).status).toBe(429);
    });

    it('sends no more reset emails than the allowance, whichever process is asked', async () => {
      const account = await registerClient(first.url, 2, 'escala-clave');
      const from = { 'x-forwarded-for': '198.51.100.23' };
      for (let index = 0; index <= LIMITS.passwordResetEmailsAllowed; index += 1) {
        const asked = await callApi(
          `${(index % 2 === 0 ? first : second).url}/v1/users/password-reset`,
          { headers: from, body: { email: account.email } },
        );
        expect(asked.status).toBe(200);
      }
      const mailbox = await callApi<{ items: MailboxEntry[] }>(`${second.url}/v1/dev/mailbox`);
      expect(mailbox.status).toBe(200);
      const resets = mailbox.body.items.filter(
        (entry) => entry.to === account.email && entry.subject.startsWith('Recupera tu contraseña'),
      );
      expect(resets).toHaveLength(LIMITS.passwordResetEmailsAllowed);
    });
  },
);
