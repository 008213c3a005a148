import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { users } from '../db/schema/users.js';
import { createTestAdviser, onlineStatusOf, pastTheGrace } from '../test/advisers.js';
import {
  connectSocket,
  nextEvent,
  sendChatMessage,
  setUpConversation,
  startConsultancyRequest,
  type Conversation,
  type TestSocket,
} from '../test/conversations.js';
import { bearer, createTestUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  approve,
  createTestDesigner,
  newConsultancy,
  payThroughSimulator,
} from '../test/virtual-consultancies.js';

let harness: TestApp;
let url: string;
let conversation: Conversation;
const sockets: TestSocket[] = [];

async function connected(token: string | undefined, headers: Record<string, string> = {}) {
  const socket = await connectSocket(url, token, headers);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  harness = await createTestApp();
  conversation = await setUpConversation(harness);
  url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await harness.close();
});

describe('the socket handshake', () => {
  it('refuses a socket without a token', async () => {
    await expect(connectSocket(url, undefined)).rejects.toThrow(MESSAGES.unauthorized);
  });

  it('refuses a forged token', async () => {
    await expect(connectSocket(url, 'not-a-token')).rejects.toThrow(MESSAGES.unauthorized);
  });

  it('refuses a revoked token (an older token version) as REST does', async () => {
    const user = await createTestUser(harness.app, harness.ctx, ROLE.client);
    await harness.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const rest = await harness.app.inject({
      method: 'GET',
      url: '/v2/sales-consultancies/list/all',
      headers: bearer(user),
    });
    expect(rest.statusCode).toBe(401);
    await expect(connectSocket(url, user.token)).rejects.toThrow(MESSAGES.unauthorized);
  });

  it("refuses another site's page, even with a valid token", async () => {
    await expect(
      connectSocket(url, conversation.client.token, { origin: 'https://otro-sitio.example' }),
    ).rejects.toThrow();
  });

  it('admits a valid token from our own origin', async () => {
    const socket = await connected(conversation.client.token, { origin: url });
    expect(socket.connected).toBe(true);
  });
});

describe('conversation rooms', () => {
  it('lets only the two participants join', async () => {
    const room = conversation.consultancy.salesChat.room_uuid;
    const client = await connected(conversation.client.token);
    const adviser = await connected(conversation.adviser.token);
    const stranger = await connected(
      (await createTestUser(harness.app, harness.ctx, ROLE.client)).token,
    );
    expect(await client.emitWithAck('join_chat', room)).toEqual({ ok: true });
    expect(await adviser.emitWithAck('join_chat', room)).toEqual({ ok: true });
    expect(await stranger.emitWithAck('join_chat', room)).toEqual({
      ok: false,
      message: MESSAGES.notFound,
    });
    expect(await stranger.emitWithAck('join_chat', 'no-es-un-uuid')).toMatchObject({ ok: false });
  });

  it("lets a virtual consultancy's designer join its room and hear its client", async () => {
    const designer = await createTestDesigner(harness);
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const consultancy = await newConsultancy(harness, client, designer);
    await payThroughSimulator(harness, client, consultancy.hashid);
    const approved = await approve(harness, designer, consultancy.hashid);
    const room = approved.json<{ info: VirtualConsultancy }>().info.virtualChat?.room_uuid ?? '';
    const socket = await connected(designer.token);
    expect(await socket.emitWithAck('join_chat', room)).toEqual({ ok: true });
    const heard = nextEvent(socket, 'receive_message');
    expect((await sendChatMessage(harness.app, client, room, 'Hola Valentina')).statusCode).toBe(
      201,
    );
    expect(await heard).toMatchObject({ chat: room, message: 'Hola Valentina' });
    const otherDesigner = await connected((await createTestDesigner(harness)).token);
    expect(await otherDesigner.emitWithAck('join_chat', room)).toMatchObject({ ok: false });
  });

  it("keeps a stranger out of a conversation's events", async () => {
    const other = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const started = await startConsultancyRequest(
      harness.app,
      other,
      conversation.adviser.uuid,
      conversation.shop.productIds[0] ?? 0,
    );
    const foreignRoom = started.json<{ salesChat: { room_uuid: string } }>().salesChat.room_uuid;
    const intruder = await connected(conversation.client.token);
    expect(await intruder.emitWithAck('join_chat', foreignRoom)).toMatchObject({ ok: false });
    let heard = false;
    intruder.on('receive_message', () => {
      heard = true;
    });
    const sent = await sendChatMessage(harness.app, other, foreignRoom, 'Hola, ¿tienen stock?');
    expect(sent.statusCode).toBe(201);
    // The sender's own confirmation has arrived; any stray event would have too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(false);
  });

  it('delivers a message that is already stored: the history shows what arrived', async () => {
    const room = conversation.consultancy.salesChat.room_uuid;
    const adviser = await connected(conversation.adviser.token);
    await adviser.emitWithAck('join_chat', room);
    const delivered = new Promise<{ message: ChatMessage; history: ChatMessage[] }>((resolve) => {
      adviser.once('receive_message', (message) => {
        // Read the history the moment the event arrives: the message must be in it already.
        void harness.app
          .inject({
            method: 'GET',
            url: `/v1/chat-message?chat=${room}`,
            headers: bearer(conversation.adviser),
          })
          .then((response) =>
            resolve({
              message,
              history: response.json<{ statusMessage: ChatMessage[] }>().statusMessage,
            }),
          );
      });
    });
    const alert = nextEvent(adviser, 'new-salesperson-message');
    const sent = await sendChatMessage(harness.app, conversation.client, room, 'Buenas tardes');
    expect(sent.statusCode).toBe(201);
    const { message, history } = await delivered;
    expect(message).toEqual(sent.json());
    expect(history.at(-1)).toEqual(message);
    expect(await alert).toMatchObject({
      roomUuid: room,
      hashid: conversation.consultancy.hashid,
      message: 'Buenas tardes',
      sender: { id: conversation.client.uuid },
    });
  });

  it("names the sender in the adviser's alerts of a message and of a knock", async () => {
    const adviser = await connected(conversation.adviser.token);
    const [person] = await harness.ctx.db
      .select({ first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(eq(users.uuid, conversation.client.uuid));
    const sender = { id: conversation.client.uuid, ...person, avatar: null };
    const alert = nextEvent(adviser, 'new-salesperson-message');
    const room = conversation.consultancy.salesChat.room_uuid;
    expect((await sendChatMessage(harness.app, conversation.client, room, 'Hola')).statusCode).toBe(
      201,
    );
    expect((await alert).sender).toEqual(sender);
    const knocked = nextEvent(adviser, 'knock-knock');
    const knock = await harness.app.inject({
      method: 'POST',
      url: `/v2/sales-consultancies/${conversation.consultancy.hashid}/notify/knock-knock`,
      headers: bearer(conversation.client),
    });
    expect(knock.statusCode).toBe(200);
    expect((await knocked).sender).toEqual(sender);
  });

  it('tells the room when the adviser finishes the consultancy', async () => {
    const room = conversation.consultancy.salesChat.room_uuid;
    const client = await connected(conversation.client.token);
    await client.emitWithAck('join_chat', room);
    const closed = nextEvent(client, 'chat_closed');
    const finished = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/sales-consultancies/${conversation.consultancy.hashid}/finish`,
      headers: bearer(conversation.adviser),
    });
    expect(finished.statusCode).toBe(200);
    expect(await closed).toEqual({ chat: room });
  });
});

describe('adviser presence', () => {
  const statusOf = (uuid: string) => onlineStatusOf(harness.ctx, uuid);

  it("turns an adviser 'Desconectado' when its last socket closes, not while another is open or after a reload", async () => {
    const adviser = await createTestAdviser(harness.app, conversation.shop.supplier);
    const online = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/salespeople/onlineStatus',
      headers: bearer(adviser),
      payload: { onlineStatus: 'online' },
    });
    expect(online.statusCode).toBe(200);
    const first = await connected(adviser.token);
    const second = await connected(adviser.token);

    first.close();
    await pastTheGrace();
    expect(await statusOf(adviser.uuid)).toBe('online');

    // A reload: the tab's socket closes and a new one opens at once.
    second.close();
    const reloaded = await connected(adviser.token);
    await pastTheGrace();
    expect(await statusOf(adviser.uuid)).toBe('online');

    reloaded.close();
    await vi.waitFor(async () => expect(await statusOf(adviser.uuid)).toBe('offline'), {
      timeout: LIMITS.lastSocketGraceMs + 5000,
      interval: 100,
    });
  }, 30_000);
});
