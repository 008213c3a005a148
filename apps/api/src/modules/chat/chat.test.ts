import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import { LIMITS } from '@hogarte/shared/limits';
import { chatMessages, chatRooms } from '../../db/schema/chat.js';
import { insertMessageIfOpen } from './chat.repository.js';
import { closeRoom } from './chat.service.js';
import { sendChatMessage, setUpConversation, type Conversation } from '../../test/conversations.js';
import { bearer } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let conversation: Conversation;

beforeAll(async () => {
  harness = await createTestApp();
  conversation = await setUpConversation(harness);
});

afterAll(async () => {
  await harness.close();
});

describe('the chat history', () => {
  it('answers with the latest messages only, oldest first', async () => {
    const roomUuid = conversation.consultancy.salesChat.room_uuid;
    const [room] = await harness.ctx.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.uuid, roomUuid));
    // A conversation longer than the history keeps, written straight to the table for speed.
    const older = LIMITS.chatHistoryKept + 5;
    await harness.ctx.db.insert(chatMessages).values(
      Array.from({ length: older }, (_, index) => ({
        roomId: room?.id ?? 0,
        senderUserId: conversation.client.id,
        text: `Mensaje ${index + 1}`,
      })),
    );
    const latest = await sendChatMessage(harness.app, conversation.client, roomUuid, 'El último');
    expect(latest.statusCode).toBe(201);

    const history = await harness.app.inject({
      method: 'GET',
      url: `/v1/chat-message?chat=${roomUuid}`,
      headers: bearer(conversation.adviser),
    });
    expect(history.statusCode).toBe(200);
    const messages = history.json<{ statusMessage: ChatMessage[] }>().statusMessage;
    expect(messages).toHaveLength(LIMITS.chatHistoryKept);
    // The six oldest are left out; the rest keep their order, the newest last.
    expect(messages[0]?.message).toBe('Mensaje 7');
    expect(messages.at(-2)?.message).toBe(`Mensaje ${older}`);
    expect(messages.at(-1)).toEqual(latest.json());
  });
});

describe('storing a message', () => {
  it('refuses in the same statement a room that closed after the sender was checked', async () => {
    const other = await setUpConversation(harness);
    const [room] = await harness.ctx.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.uuid, other.consultancy.salesChat.room_uuid));
    const roomId = room?.id ?? 0;
    const values = { roomId, senderUserId: other.client.id, text: 'Hola', fileId: null };
    const at = new Date('2026-11-24T15:00:00Z');
    const id = await insertMessageIfOpen(harness.ctx.db, { ...values, at });
    expect(id).toBeGreaterThan(0);
    await closeRoom(harness.ctx.db, roomId, at);
    expect(await insertMessageIfOpen(harness.ctx.db, { ...values, at })).toBeNull();
    const kept = await harness.ctx.db
      .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId));
    expect(kept).toEqual([{ id, createdAt: at }]);
  });
});
