import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type {
  SalesConsultancy,
  SalesConsultancyPage,
} from '@hogarte/shared/contracts/sales-consultancies';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { chatRooms } from '../../db/schema/chat.js';
import { createTestAdviser } from '../../test/advisers.js';
import { pdf, png } from '../../test/applications.js';
import {
  sendChatMessage,
  setUpConversation,
  startConsultancyRequest,
  type Conversation,
} from '../../test/conversations.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let conversation: Conversation;
let otherClient: TestUser;
const others: Partial<Record<RoleId, TestUser>> = {};

const get = (url: string, user: { token: string }) =>
  harness.app.inject({ method: 'GET', url, headers: bearer(user) });
const knock = (hashid: string, user: { token: string }) =>
  harness.app.inject({
    method: 'POST',
    url: `/v2/sales-consultancies/${hashid}/notify/knock-knock`,
    headers: bearer(user),
  });
const finish = (hashid: string, user: { token: string }) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/v2/sales-consultancies/${hashid}/finish`,
    headers: bearer(user),
  });

beforeAll(async () => {
  harness = await createTestApp();
  conversation = await setUpConversation(harness);
  otherClient = await createTestUser(harness.app, harness.ctx, ROLE.client);
  for (const roleId of [ROLE.designer, ROLE.supplier, ROLE.lsh, ROLE.admin]) {
    others[roleId] = await createTestUser(harness.app, harness.ctx, roleId);
  }
});

afterAll(async () => {
  await harness.close();
});

describe('starting a consultancy', () => {
  it('answers what the chat needs, and the same open one when asked again', () => {
    const { consultancy, adviser, client } = conversation;
    expect(consultancy).toMatchObject({
      client: { first_name: 'Prueba' },
      salesperson: { first_name: 'Daniela', last_name: 'Ruiz Montoya' },
      product: { name: 'Porcelanato Terracota' },
      salesChat: { client_uuid: client.uuid, salesperson_uuid: adviser.uuid },
      finished_at: null,
    });
    expect(consultancy.salesperson.avatar).toMatch(/^\/uploads\//);
  });

  it('lands in the same open consultancy when the client asks again', async () => {
    const { app } = harness;
    const again = await startConsultancyRequest(
      app,
      conversation.client,
      conversation.adviser.uuid,
      conversation.shop.productIds[0] ?? 0,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json<SalesConsultancy>().hashid).toBe(conversation.consultancy.hashid);
  });

  it('opens one consultancy when the same client starts it several times at once', async () => {
    const { app } = harness;
    // A store of its own, so the other tests' lists do not see these.
    const { shop, adviser } = await setUpConversation(harness);
    const racer = await createTestUser(app, harness.ctx, ROLE.client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        startConsultancyRequest(app, racer, adviser.uuid, shop.productIds[0] ?? 0),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const hashids = new Set(answers.map((answer) => answer.json<SalesConsultancy>().hashid));
    expect(hashids.size).toBe(1);
    const rooms = await harness.ctx.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.topicHashid, [...hashids][0] ?? ''));
    expect(rooms).toHaveLength(1);
  });

  it("refuses an unapproved adviser and another supplier's product as not found", async () => {
    const { app } = harness;
    const pending = await createTestAdviser(app, conversation.shop.supplier, {}, false);
    const refused = await startConsultancyRequest(
      app,
      otherClient,
      pending.uuid,
      conversation.shop.productIds[0] ?? 0,
    );
    expect(refused.statusCode).toBe(404);
    const foreign = await setUpConversation(harness);
    const wrongProduct = await startConsultancyRequest(
      app,
      otherClient,
      conversation.adviser.uuid,
      foreign.shop.productIds[0] ?? 0,
    );
    expect(wrongProduct.statusCode).toBe(404);
    expect(wrongProduct.json()).toMatchObject({ message: MESSAGES.productNotFound });
  });

  it('is for clients only', async () => {
    for (const user of [...Object.values(others), conversation.adviser]) {
      const response = await startConsultancyRequest(
        harness.app,
        user,
        conversation.adviser.uuid,
        conversation.shop.productIds[0] ?? 0,
      );
      expect(response.statusCode).toBe(403);
    }
    const visitor = await harness.app.inject({ method: 'POST', url: '/v2/sales-consultancies' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('lists and detail', () => {
  it('shows each side its own active consultancies, 12 a page, with search', async () => {
    const mine = await get('/v2/sales-consultancies/list/all', conversation.client);
    expect(mine.json<SalesConsultancyPage>()).toMatchObject({
      items: [{ hashid: conversation.consultancy.hashid }],
      pagination: { totalItems: 1, itemsPerPage: LIMITS.consultancyPageSize },
    });
    const advisers = await get(
      '/v2/sales-consultancies/list/all?isFinished=false&searchTerm=Prueba',
      conversation.adviser,
    );
    expect(advisers.json<SalesConsultancyPage>().items).toHaveLength(1);
    const byProduct = await get(
      '/v2/sales-consultancies/list/all?searchTerm=terracota',
      conversation.client,
    );
    expect(byProduct.json<SalesConsultancyPage>().items).toHaveLength(1);
    const none = await get('/v2/sales-consultancies/list/all?searchTerm=zzz', conversation.client);
    expect(none.json<SalesConsultancyPage>().items).toEqual([]);
    const strangers = await get('/v2/sales-consultancies/list/all', otherClient);
    expect(strangers.json<SalesConsultancyPage>().items).toEqual([]);
  });

  it('answers the chat header to its people, 404 to another client or adviser', async () => {
    const url = `/v2/sales-consultancies/${conversation.consultancy.hashid}`;
    expect((await get(url, conversation.client)).json()).toEqual(conversation.consultancy);
    expect((await get(url, conversation.adviser)).statusCode).toBe(200);
    expect((await get(url, otherClient)).statusCode).toBe(404);
    const otherAdviser = await createTestAdviser(harness.app, conversation.shop.supplier);
    expect((await get(url, otherAdviser)).statusCode).toBe(404);
    for (const user of Object.values(others)) {
      expect((await get(url, user)).statusCode).toBe(403);
      expect((await get('/v2/sales-consultancies/list/all', user)).statusCode).toBe(403);
    }
  });
});

describe('the chat', () => {
  const room = () => conversation.consultancy.salesChat.room_uuid;

  it('stores text and files both ways and answers the history as statusMessage', async () => {
    const { app } = harness;
    const first = await sendChatMessage(app, conversation.client, room(), ' Hola, ¿hay stock? ');
    expect(first.statusCode).toBe(201);
    expect(first.json<ChatMessage>()).toMatchObject({
      chat: room(),
      user: { _id: conversation.client.uuid },
      message: 'Hola, ¿hay stock?',
      file: null,
    });
    const withFile = await sendChatMessage(app, conversation.adviser, room(), '', {
      salesChatFile: [pdf('ficha.pdf')],
    });
    expect(withFile.statusCode).toBe(201);
    expect(withFile.json<ChatMessage>().file).toMatchObject({ name: 'ficha.pdf', kind: 'pdf' });
    const image = await sendChatMessage(app, conversation.client, room(), 'Mi baño', {
      salesChatFile: [png('baño.png')],
    });
    expect(image.json<ChatMessage>().file).toMatchObject({ kind: 'image' });
    const history = await get(`/v1/chat-message?chat=${room()}`, conversation.adviser);
    const messages = history.json<{ statusMessage: ChatMessage[] }>().statusMessage;
    expect(messages.map((message) => message._id)).toEqual(
      [first, withFile, image].map((response) => response.json<ChatMessage>()._id),
    );
    const file = await harness.app.inject({ method: 'GET', url: messages[1]?.file?.url ?? '' });
    expect(file.statusCode).toBe(200);
  });

  it('refuses an empty message, one over 240 characters and a file that is not what it says', async () => {
    const { app } = harness;
    const empty = await sendChatMessage(app, conversation.client, room(), '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: MESSAGES.chatMessageRequired,
      errors: [{ field: 'message', message: MESSAGES.chatMessageRequired }],
    });
    const long = await sendChatMessage(app, conversation.client, room(), 'a'.repeat(241));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: MESSAGES.chatMessageMax });
    const exact = await sendChatMessage(app, conversation.client, room(), 'a'.repeat(240));
    expect(exact.statusCode).toBe(201);
    const disguised = await sendChatMessage(app, conversation.client, room(), '', {
      salesChatFile: [
        { name: 'foto.png', content: Buffer.from('MZ not an image'), type: 'image/png' },
      ],
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ message: wrongFormatMessage('foto.png') });
  });

  it("keeps everyone else out of the room's history and messages; an admin only reads", async () => {
    const { app } = harness;
    expect((await get(`/v1/chat-message?chat=${room()}`, otherClient)).statusCode).toBe(404);
    expect((await sendChatMessage(app, otherClient, room(), 'Hola')).statusCode).toBe(404);
    for (const user of Object.values(others)) {
      // A designer talks in its own virtual consultancies: another room is not found.
      const refused = user.roleId === ROLE.designer ? 404 : 403;
      // An admin follows every conversation, reading only.
      const reading = user.roleId === ROLE.admin ? 200 : refused;
      expect((await get(`/v1/chat-message?chat=${room()}`, user)).statusCode).toBe(reading);
      expect((await sendChatMessage(app, user, room(), 'Hola')).statusCode).toBe(refused);
    }
  });
});

describe('the reminder and the end', () => {
  it('lets the client remind the adviser once every 5 minutes', async () => {
    const { hashid } = conversation.consultancy;
    const sent = await knock(hashid, conversation.client);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: MESSAGES.reminderSent });
    const tooSoon = await knock(hashid, conversation.client);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: MESSAGES.reminderTooSoon });
    harness.advanceClock(LIMITS.reminderCooldownMs);
    expect((await knock(hashid, conversation.client)).statusCode).toBe(200);
    expect((await knock(hashid, otherClient)).statusCode).toBe(404);
    expect((await knock(hashid, conversation.adviser)).statusCode).toBe(403);
  });

  it('lets only its adviser finish it; then the chat is read-only and the lists move it', async () => {
    const { hashid, salesChat } = conversation.consultancy;
    expect((await finish(hashid, conversation.client)).statusCode).toBe(403);
    const otherAdviser = await createTestAdviser(harness.app, conversation.shop.supplier);
    expect((await finish(hashid, otherAdviser)).statusCode).toBe(404);
    const finished = await finish(hashid, conversation.adviser);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({
      message: MESSAGES.consultancyFinished,
      consultancy: { hashid, finished_at: expect.any(String) },
    });
    const refused = await sendChatMessage(
      harness.app,
      conversation.client,
      salesChat.room_uuid,
      'Hola',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.chatClosed });
    expect((await knock(hashid, conversation.client)).statusCode).toBe(409);
    const active = await get('/v2/sales-consultancies/list/all', conversation.adviser);
    expect(active.json<SalesConsultancyPage>().items).toEqual([]);
    const completed = await get(
      '/v2/sales-consultancies/list/all?isFinished=true',
      conversation.adviser,
    );
    expect(completed.json<SalesConsultancyPage>().items).toHaveLength(1);
    const history = await get(`/v1/chat-message?chat=${salesChat.room_uuid}`, conversation.client);
    expect(history.json<{ statusMessage: ChatMessage[] }>().statusMessage.length).toBeGreaterThan(
      0,
    );
  });
});
