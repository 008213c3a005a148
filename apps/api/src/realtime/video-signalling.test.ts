import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoRoom } from '@hogarte/shared/contracts/video-calls';
import type { ServerToClientEvents } from '@hogarte/shared/events';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { signVideoToken } from '../http/tokens.js';
import {
  connectSocket,
  nextEvent,
  setUpConversation,
  type Conversation,
  type TestSocket,
} from '../test/conversations.js';
import { bearer, createTestUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let harness: TestApp;
let url: string;
const sockets: TestSocket[] = [];

async function connected(token: string) {
  const socket = await connectSocket(url, token);
  sockets.push(socket);
  return socket;
}

/** Whether the socket hears `event` within a moment (the server has answered everything else). */
async function hears(socket: TestSocket, event: keyof ServerToClientEvents) {
  let heard = false;
  const listener = () => {
    heard = true;
  };
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, 150));
  socket.off(event, listener);
  return heard;
}

async function roomToken(hashid: string, user: { token: string }) {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/v1/videoapi/room/${hashid}`,
    headers: bearer(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json<VideoRoom>().token;
}

/** Both sides of a fresh consultancy, connected and in its call. */
async function inCall(conversation: Conversation) {
  const { consultancy, client, adviser } = conversation;
  const clientSocket = await connected(client.token);
  const adviserSocket = await connected(adviser.token);
  const first = await clientSocket.emitWithAck(
    'video_join',
    await roomToken(consultancy.hashid, client),
  );
  const joined = nextEvent(clientSocket, 'video_peer_joined');
  const second = await adviserSocket.emitWithAck(
    'video_join',
    await roomToken(consultancy.hashid, adviser),
  );
  return { clientSocket, adviserSocket, first, second, joined: await joined };
}

beforeAll(async () => {
  harness = await createTestApp();
  url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await harness.close();
});

describe('joining a call', () => {
  it('admits both participants with their credentials and tells each who is there', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket, adviserSocket, first, second, joined } = await inCall(conversation);
    expect(first).toEqual({ ok: true, peers: [] });
    expect(second).toEqual({
      ok: true,
      peers: [{ id: clientSocket.id, user: conversation.client.uuid }],
    });
    expect(joined).toEqual({ id: adviserSocket.id, user: conversation.adviser.uuid });
  });

  it("refuses another user's credential, a forged one and one of another room", async () => {
    const conversation = await setUpConversation(harness);
    const other = await setUpConversation(harness);
    const clientSocket = await connected(conversation.client.token);
    const expired = { ok: false, message: MESSAGES.videoCallExpired };
    // The adviser's credential in the client's socket.
    const adviserToken = await roomToken(conversation.consultancy.hashid, conversation.adviser);
    expect(await clientSocket.emitWithAck('video_join', adviserToken)).toEqual(expired);
    expect(await clientSocket.emitWithAck('video_join', `${adviserToken}x`)).toEqual(expired);
    expect(await clientSocket.emitWithAck('video_join', 42 as unknown as string)).toEqual(expired);
    // A credential of another consultancy, issued to someone else, opens nothing either.
    const foreign = await roomToken(other.consultancy.hashid, other.client);
    expect(await clientSocket.emitWithAck('video_join', foreign)).toEqual(expired);
  });

  it('refuses an expired credential', async () => {
    const conversation = await setUpConversation(harness);
    const token = await roomToken(conversation.consultancy.hashid, conversation.client);
    const socket = await connected(conversation.client.token);
    harness.advanceClock(LIMITS.videoTokenLifetimeMs + 1000);
    try {
      expect(await socket.emitWithAck('video_join', token)).toEqual({
        ok: false,
        message: MESSAGES.videoCallExpired,
      });
    } finally {
      harness.advanceClock(-(LIMITS.videoTokenLifetimeMs + 1000));
    }
  });

  it('refuses a third socket once two are in the call', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket } = await inCall(conversation);
    // A third person with a valid credential for the room (the API gives none to a stranger).
    const third = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const token = await signVideoToken(
      harness.ctx.tokenKey,
      { room: conversation.consultancy.salesChat.room_uuid, user: third.uuid },
      harness.ctx.now(),
      LIMITS.videoTokenLifetimeMs,
    );
    const thirdSocket = await connected(third.token);
    expect(await thirdSocket.emitWithAck('video_join', token)).toEqual({
      ok: false,
      message: MESSAGES.videoCallFull,
    });
    // Refused, it neither reaches the call nor hears it.
    const heard = hears(thirdSocket, 'video_signal');
    thirdSocket.emit('video_signal', { candidate: { candidate: 'intruso' } });
    expect(await hears(clientSocket, 'video_signal')).toBe(false);
    clientSocket.emit('video_signal', {
      candidate: { candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host' },
    });
    expect(await heard).toBe(false);
  });
});

describe('in a call', () => {
  it('relays offers, answers and candidates to the other side only', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket, adviserSocket } = await inCall(conversation);
    const offer = {
      description: { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 0.0.0.0\r\n' },
    };
    const received = nextEvent(adviserSocket, 'video_signal');
    const echoed = hears(clientSocket, 'video_signal');
    clientSocket.emit('video_signal', offer);
    expect(await received).toEqual({ ...offer, from: clientSocket.id });
    expect(await echoed).toBe(false);

    const candidate = {
      candidate: {
        candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    const back = nextEvent(clientSocket, 'video_signal');
    adviserSocket.emit('video_signal', candidate);
    expect(await back).toEqual({ ...candidate, from: adviserSocket.id });
  });

  it('drops malformed signals and keeps serving the call', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket, adviserSocket } = await inCall(conversation);
    const stray = hears(adviserSocket, 'video_signal');
    for (const bad of [
      null,
      'texto',
      { description: { type: 'otro', sdp: 'x' } },
      { description: { type: 'offer', sdp: 'x'.repeat(LIMITS.videoSignalMaxLength + 1) } },
      { candidate: { candidate: 'x' }, extra: true },
    ]) {
      clientSocket.emit('video_signal', bad as never);
    }
    expect(await stray).toBe(false);
    const relayed = nextEvent(adviserSocket, 'video_signal');
    clientSocket.emit('video_signal', { description: { type: 'answer', sdp: 'v=0' } });
    expect(await relayed).toMatchObject({ description: { type: 'answer' } });
  });

  it("delivers the call's chat to the other side, checked like the chat's messages", async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket, adviserSocket } = await inCall(conversation);
    const line = nextEvent(adviserSocket, 'video_chat');
    expect(await clientSocket.emitWithAck('video_chat', '  ¿Me escuchas bien?  ')).toEqual({
      ok: true,
    });
    expect(await line).toEqual({
      from: conversation.client.uuid,
      text: '¿Me escuchas bien?',
      date: expect.any(String) as string,
    });
    expect(
      await clientSocket.emitWithAck('video_chat', 'a'.repeat(LIMITS.chatMessageMaxLength + 1)),
    ).toEqual({ ok: false, message: MESSAGES.chatMessageMax });
    expect(await clientSocket.emitWithAck('video_chat', '   ')).toMatchObject({ ok: false });
  });

  it('keeps a socket that has not joined from signalling or chatting', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket } = await inCall(conversation);
    // The adviser's second tab, which never joined.
    const outsider = await connected(conversation.adviser.token);
    const heard = hears(clientSocket, 'video_signal');
    outsider.emit('video_signal', { description: { type: 'offer', sdp: 'v=0' } });
    expect(await heard).toBe(false);
    expect(await outsider.emitWithAck('video_chat', 'Hola')).toEqual({
      ok: false,
      message: MESSAGES.videoCallNotJoined,
    });
  });

  it('tells the other side when one hangs up or goes away, and frees the place', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket, adviserSocket } = await inCall(conversation);
    const left = nextEvent(clientSocket, 'video_peer_left');
    adviserSocket.emit('video_leave');
    expect(await left).toEqual({ id: adviserSocket.id });
    // After hanging up it is out of the call.
    const heard = hears(clientSocket, 'video_signal');
    adviserSocket.emit('video_signal', { description: { type: 'offer', sdp: 'v=0' } });
    expect(await heard).toBe(false);

    // The adviser comes back in another tab, then closes it.
    const again = await connected(conversation.adviser.token);
    const rejoined = await again.emitWithAck(
      'video_join',
      await roomToken(conversation.consultancy.hashid, conversation.adviser),
    );
    expect(rejoined).toEqual({
      ok: true,
      peers: [{ id: clientSocket.id, user: conversation.client.uuid }],
    });
    const gone = nextEvent(clientSocket, 'video_peer_left');
    const id = again.id;
    again.close();
    expect(await gone).toEqual({ id });
  });

  it('gives up a join when the socket hangs up before the server has answered', async () => {
    const conversation = await setUpConversation(harness);
    const { consultancy, client, adviser } = conversation;
    const clientSocket = await connected(client.token);
    await clientSocket.emitWithAck('video_join', await roomToken(consultancy.hashid, client));
    const adviserSocket = await connected(adviser.token);
    const token = await roomToken(consultancy.hashid, adviser);
    const heard = hears(clientSocket, 'video_peer_joined');
    // The leave arrives while the join still waits for the credential check and the room count.
    const answer = adviserSocket.emitWithAck('video_join', token);
    adviserSocket.emit('video_leave');
    expect(await answer).toEqual({ ok: false, message: MESSAGES.videoCallNotJoined });
    expect(await heard).toBe(false);
  });

  it('ends the call for both sides when the adviser finishes the consultancy', async () => {
    const conversation = await setUpConversation(harness);
    const { clientSocket, adviserSocket } = await inCall(conversation);
    const closedForClient = nextEvent(clientSocket, 'chat_closed');
    const closedForAdviser = nextEvent(adviserSocket, 'chat_closed');
    const finished = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/sales-consultancies/${conversation.consultancy.hashid}/finish`,
      headers: bearer(conversation.adviser),
    });
    expect(finished.statusCode).toBe(200);
    const room = { chat: conversation.consultancy.salesChat.room_uuid };
    expect(await closedForClient).toEqual(room);
    expect(await closedForAdviser).toEqual(room);
  });
});
