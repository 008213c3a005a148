import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type { ChatNotification } from '@hogarte/shared/contracts/chat-notifications';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { users } from '../../db/schema/users.js';
import {
  connectSocket,
  sendChatMessage,
  setUpConversation,
  startConsultancyRequest,
  type Conversation,
  type TestSocket,
} from '../../test/conversations.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let url: string;
let conversation: Conversation;
const sockets: TestSocket[] = [];

const unread = async (user: { token: string }) => {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/v1/chat-notification/unread',
    headers: bearer(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ChatNotification[]>();
};
const readOne = (id: number | string, user: { token: string }) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/v1/chat-notification/${id}/read`,
    headers: bearer(user),
  });
const readAll = (user: { token: string }, upToId: unknown) =>
  harness.app.inject({
    method: 'PATCH',
    url: '/v1/chat-notification/read-all',
    headers: bearer(user),
    payload: { upToId },
  });

async function send(sender: { token: string }, room: string, message: string) {
  const sent = await sendChatMessage(harness.app, sender, room, message);
  expect(sent.statusCode).toBe(201);
  return sent.json<ChatMessage>();
}

/** A socket of `user` that has joined the conversation's room: the user is looking at the chat. */
async function lookingAt(user: { token: string }, room: string) {
  const socket = await connectSocket(url, user.token);
  sockets.push(socket);
  expect(await socket.emitWithAck('join_chat', room)).toEqual({ ok: true });
  return socket;
}

/** Another client in a consultancy with the same adviser, so its own list starts empty. */
async function newClientRoom(): Promise<{ client: TestUser; room: string; hashid: string }> {
  const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
  const started = await startConsultancyRequest(
    harness.app,
    client,
    conversation.adviser.uuid,
    conversation.shop.productIds[0] ?? 0,
  );
  expect(started.statusCode).toBe(201);
  const body = started.json<{ hashid: string; salesChat: { room_uuid: string } }>();
  return { client, room: body.salesChat.room_uuid, hashid: body.hashid };
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

describe('storing chat notifications', () => {
  it("keeps a message for an adviser who is not in the chat, with the sender and the chat's topic", async () => {
    const { client, room, hashid } = await newClientRoom();
    // Signed in elsewhere in the app (its own room only), not looking at this chat.
    sockets.push(await connectSocket(url, conversation.adviser.token));
    const message = await send(client, room, '¿Tienen este porcelanato en 60x60?');

    const [person] = await harness.ctx.db
      .select({ first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(eq(users.uuid, client.uuid));
    const [notification] = await unread(conversation.adviser);
    expect(notification).toEqual({
      id: expect.any(Number),
      roomUuid: room,
      consultancyType: 'sales-consultancy',
      hashid,
      salesConsultancyHashid: hashid,
      message: '¿Tienen este porcelanato en 60x60?',
      sender: { id: client.uuid, ...person, avatar: null },
      timestamp: message.date,
      isRead: false,
    });
    // The sender is not notified of its own message.
    expect(await unread(client)).toEqual([]);
  });

  it("keeps the adviser's answer for the client, with the adviser's avatar", async () => {
    const { client, room } = await newClientRoom();
    await send(conversation.adviser, room, 'Sí, tenemos 40 cajas');
    const [notification] = await unread(client);
    expect(notification).toMatchObject({
      message: 'Sí, tenemos 40 cajas',
      sender: { id: conversation.adviser.uuid, first_name: 'Daniela' },
    });
    expect(notification?.sender.avatar).toMatch(/^\/uploads\//);
  });

  it('keeps nothing for a participant whose socket is in the chat room', async () => {
    const { client, room } = await newClientRoom();
    await lookingAt(conversation.adviser, room);
    const before = await unread(conversation.adviser);
    await send(client, room, 'Te escribo mientras miras el chat');
    expect(await unread(conversation.adviser)).toEqual(before);
    // The client, who is not in the room, still gets the adviser's answer kept.
    await send(conversation.adviser, room, 'Ya te respondo');
    expect((await unread(client)).map((item) => item.message)).toEqual(['Ya te respondo']);
  });

  it("keeps the client's knock for an adviser who is not in the chat", async () => {
    const { client, room, hashid } = await newClientRoom();
    const knocked = await harness.app.inject({
      method: 'POST',
      url: `/v2/sales-consultancies/${hashid}/notify/knock-knock`,
      headers: bearer(client),
    });
    expect(knocked.statusCode).toBe(200);
    const kept = (await unread(conversation.adviser)).filter((item) => item.roomUuid === room);
    expect(kept).toEqual([
      expect.objectContaining({
        message: fillMessage(MESSAGES.knockAlert, { name: 'Prueba' }),
        sender: expect.objectContaining({ id: client.uuid }),
      }),
    ]);
  });

  it('still delivers the message when its notification cannot be kept', async () => {
    const { client, room } = await newClientRoom();
    const spy = vi.spyOn(harness.ctx.realtime, 'usersIn').mockImplementationOnce(() => {
      throw new Error('adapter down');
    });
    try {
      const message = await send(client, room, 'Hola de nuevo');
      const history = await harness.app.inject({
        method: 'GET',
        url: `/v1/chat-message?chat=${room}`,
        headers: bearer(client),
      });
      expect(history.json<{ statusMessage: ChatMessage[] }>().statusMessage).toContainEqual(
        message,
      );
      expect(spy).toHaveBeenCalledWith(room);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps it for everyone when another process cannot say who is in the room', async () => {
    const { client, room } = await newClientRoom();
    await lookingAt(client, room);
    const spy = vi
      .spyOn(harness.ctx.realtime, 'usersIn')
      .mockRejectedValueOnce(new Error('timeout reached while waiting for fetchSockets response'));
    try {
      await send(conversation.adviser, room, '¿Sigues ahí?');
    } finally {
      spy.mockRestore();
    }
    expect((await unread(client)).map((item) => item.message)).toEqual(['¿Sigues ahí?']);
  });
});

describe('reading chat notifications', () => {
  it(`lists the unread ones newest first, at most ${LIMITS.notificationsKept}`, async () => {
    const { client, room } = await newClientRoom();
    const total = LIMITS.notificationsKept + 2;
    for (let index = 1; index <= total; index += 1) {
      await send(conversation.adviser, room, `Mensaje ${index}`);
    }
    const list = await unread(client);
    expect(list.map((item) => item.message)).toEqual(
      Array.from({ length: LIMITS.notificationsKept }, (_, index) => `Mensaje ${total - index}`),
    );
  });

  it('marks one of mine read, and answers 404 for anyone else’s', async () => {
    const { client, room } = await newClientRoom();
    await send(conversation.adviser, room, 'Primero');
    await send(conversation.adviser, room, 'Segundo');
    const [second, first] = await unread(client);
    if (!first || !second) throw new Error('two notifications expected');

    const stranger = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await readOne(first.id, stranger)).statusCode).toBe(404);
    expect((await readOne(first.id, conversation.adviser)).statusCode).toBe(404);
    expect((await readOne(2_000_000, client)).statusCode).toBe(404);
    expect((await readOne('abc', client)).statusCode).toBe(400);

    const read = await readOne(first.id, client);
    expect(read.statusCode).toBe(200);
    expect(read.json<ChatNotification>()).toEqual({ ...first, isRead: true });
    expect((await unread(client)).map((item) => item.id)).toEqual([second.id]);
  });

  it('marks mine read up to the newest the panel showed, and only mine', async () => {
    const { client, room } = await newClientRoom();
    const other = await newClientRoom();
    await send(conversation.adviser, room, 'Uno');
    await send(conversation.adviser, room, 'Dos');
    await send(conversation.adviser, other.room, 'Para el otro cliente');
    const shown = await unread(client);
    const newest = Math.max(...shown.map((item) => item.id));
    // Arrives while the person clicks: not shown yet, so it stays unread.
    await send(conversation.adviser, room, 'Tres');

    const marked = await readAll(client, newest);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 2 });
    expect((await unread(client)).map((item) => item.message)).toEqual(['Tres']);
    expect((await unread(other.client)).map((item) => item.message)).toEqual([
      'Para el otro cliente',
    ]);
    expect((await readAll(client, newest)).json()).toEqual({ updated: 0 });
    for (const wrong of [undefined, 0, 'todas', 1.5]) {
      expect((await readAll(client, wrong)).statusCode, String(wrong)).toBe(400);
    }
  });

  it('serves the chat people only, and nobody without a session', async () => {
    const designer = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    expect(await unread(designer)).toEqual([]);
    const supplier = conversation.shop.supplier;
    const noSession = await harness.app.inject({
      method: 'GET',
      url: '/v1/chat-notification/unread',
    });
    expect(noSession.statusCode).toBe(401);
    for (const call of [
      { method: 'GET' as const, url: '/v1/chat-notification/unread' },
      { method: 'PATCH' as const, url: '/v1/chat-notification/1/read' },
      { method: 'PATCH' as const, url: '/v1/chat-notification/read-all', payload: { upToId: 1 } },
    ]) {
      const refused = await harness.app.inject({ ...call, headers: bearer(supplier) });
      expect(refused.statusCode).toBe(403);
    }
  });
});
