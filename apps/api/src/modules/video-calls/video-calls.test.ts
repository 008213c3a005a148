import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoRoom } from '@hogarte/shared/contracts/video-calls';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { verifyVideoToken, verifySessionToken } from '../../http/tokens.js';
import { createTestAdviser } from '../../test/advisers.js';
import { setUpConversation, type Conversation } from '../../test/conversations.js';
import { bearer, createTestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  approve,
  createTestDesigner,
  newConsultancy,
  payThroughSimulator,
} from '../../test/virtual-consultancies.js';

let harness: TestApp;
let conversation: Conversation;

const roomOf = (hashid: string, user: { token: string }, query = '') =>
  harness.app.inject({
    method: 'GET',
    url: `/v1/videoapi/room/${hashid}${query}`,
    headers: bearer(user),
  });

beforeAll(async () => {
  harness = await createTestApp({ ICE_SERVERS: '[{"urls":"stun:stun.prueba.co:3478"}]' });
  conversation = await setUpConversation(harness);
});

afterAll(async () => {
  await harness.close();
});

describe('GET /v1/videoapi/room/{hashid}', () => {
  it("gives each participant the chat's room, its own credential and the configured ICE servers", async () => {
    const { consultancy, client, adviser } = conversation;
    for (const person of [client, adviser]) {
      const response = await roomOf(consultancy.hashid, person);
      expect(response.statusCode).toBe(200);
      const room = response.json<VideoRoom>();
      expect(room).toEqual({
        apiKey: '/',
        sessionId: consultancy.salesChat.room_uuid,
        token: expect.any(String) as string,
        iceServers: [{ urls: 'stun:stun.prueba.co:3478' }],
      });
      expect(await verifyVideoToken(harness.ctx.tokenKey, room.token, harness.ctx.now())).toEqual({
        room: consultancy.salesChat.room_uuid,
        user: person.uuid,
      });
      // The call's credential is no session: it opens no other door of the API.
      expect(await verifySessionToken(harness.ctx.tokenKey, room.token)).toBeNull();
      const misused = await harness.app.inject({
        method: 'GET',
        url: '/v2/sales-consultancies/list/all',
        headers: { authorization: `Bearer ${room.token}` },
      });
      expect(misused.statusCode).toBe(401);
    }
  });

  it('lets the credential expire after its short lifetime', async () => {
    const { consultancy, client } = conversation;
    const { token } = (await roomOf(consultancy.hashid, client)).json<VideoRoom>();
    const later = new Date(harness.ctx.now().getTime() + LIMITS.videoTokenLifetimeMs + 1000);
    expect(await verifyVideoToken(harness.ctx.tokenKey, token, later)).toBeNull();
  });

  it('accepts the sales consultancy by name and refuses an unknown type', async () => {
    const { consultancy, client } = conversation;
    expect(
      (await roomOf(consultancy.hashid, client, '?consultancyType=sales-consultancy')).statusCode,
    ).toBe(200);
    const unknown = await roomOf(consultancy.hashid, client, '?consultancyType=remodelacion');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.notFound });
  });

  it("answers 404 to another client and another adviser, and for a hashid that doesn't exist", async () => {
    const { consultancy, shop } = conversation;
    const stranger = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await roomOf(consultancy.hashid, stranger)).statusCode).toBe(404);
    const colleague = await createTestAdviser(harness.app, shop.supplier);
    expect((await roomOf(consultancy.hashid, colleague)).statusCode).toBe(404);
    expect((await roomOf('noExiste1', conversation.client)).statusCode).toBe(404);
  });

  it('refuses other roles and visitors', async () => {
    const { consultancy } = conversation;
    for (const roleId of [ROLE.supplier, ROLE.admin, ROLE.lsh]) {
      const user = await createTestUser(harness.app, harness.ctx, roleId);
      expect((await roomOf(consultancy.hashid, user)).statusCode).toBe(403);
    }
    // A designer calls in its virtual consultancies only: a sales consultancy is not found.
    const designer = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    expect((await roomOf(consultancy.hashid, designer)).statusCode).toBe(404);
    const visitor = await harness.app.inject({
      method: 'GET',
      url: `/v1/videoapi/room/${consultancy.hashid}`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 409 with the reason once the consultancy is finished', async () => {
    const other = await setUpConversation(harness);
    const finished = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/sales-consultancies/${other.consultancy.hashid}/finish`,
      headers: bearer(other.adviser),
    });
    expect(finished.statusCode).toBe(200);
    for (const person of [other.client, other.adviser]) {
      const response = await roomOf(other.consultancy.hashid, person);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'VIDEO_CALL_CLOSED',
        message: MESSAGES.videoCallClosed,
      });
    }
  });

  it('lets the client and the designer of a virtual consultancy call in its room', async () => {
    const designer = await createTestDesigner(harness);
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const consultancy = await newConsultancy(harness, client, designer);
    await payThroughSimulator(harness, client, consultancy.hashid);
    const query = '?consultancyType=virtual-consultancy';
    // No room before the designer approves it.
    expect((await roomOf(consultancy.hashid, client, query)).statusCode).toBe(404);
    const approved = await approve(harness, designer, consultancy.hashid);
    const room = approved.json<{ info: VirtualConsultancy }>().info.virtualChat?.room_uuid;
    for (const person of [client, designer]) {
      const response = await roomOf(consultancy.hashid, person, query);
      expect(response.statusCode).toBe(200);
      expect(response.json<VideoRoom>().sessionId).toBe(room);
    }
    // The same hashid as a sales consultancy is another topic: not found.
    expect((await roomOf(consultancy.hashid, client)).statusCode).toBe(404);
    const stranger = await createTestDesigner(harness);
    expect((await roomOf(consultancy.hashid, stranger, query)).statusCode).toBe(404);
  });
});
