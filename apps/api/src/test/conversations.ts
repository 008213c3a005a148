/** A store with a product, one of its advisers and a client in a sales consultancy, for the tests. */
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { SalesConsultancy } from '@hogarte/shared/contracts/sales-consultancies';
import type { ClientToServerEvents, ServerToClientEvents } from '@hogarte/shared/events';
import { ROLE } from '@hogarte/shared/roles';
import { createTestAdviser, type TestAdviser } from './advisers.js';
import { formOf, type UploadPart } from './applications.js';
import { openShop, type Shop } from './commerce.js';
import { bearer, createTestUser, type TestUser } from './fixtures.js';
import type { TestApp } from './test-app.js';

export interface Conversation {
  shop: Shop;
  adviser: TestAdviser;
  client: TestUser;
  consultancy: SalesConsultancy;
}

export function startConsultancyRequest(
  app: FastifyInstance,
  client: { token: string },
  adviserUuid: string,
  productId: number,
) {
  return app.inject({
    method: 'POST',
    url: '/v2/sales-consultancies',
    headers: bearer(client),
    payload: { salespersonUuid: adviserUuid, salespersonOnlineStatus: 'online', productId },
  });
}

export async function setUpConversation(harness: TestApp): Promise<Conversation> {
  const { app, ctx } = harness;
  const admin = await createTestUser(app, ctx, ROLE.admin);
  const shop = await openShop(app, ctx, admin, [
    { name: 'Porcelanato Terracota', price: 100_000, units: 10 },
  ]);
  const adviser = await createTestAdviser(app, shop.supplier);
  const client = await createTestUser(app, ctx, ROLE.client);
  const started = await startConsultancyRequest(app, client, adviser.uuid, shop.productIds[0] ?? 0);
  if (started.statusCode !== 201) throw new Error(`consultancy: ${started.body}`);
  return { shop, adviser, client, consultancy: started.json<SalesConsultancy>() };
}

export function sendChatMessage(
  app: FastifyInstance,
  sender: { token: string },
  chat: string,
  message: string,
  files: Record<string, UploadPart[]> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/chat-message',
    headers: bearer(sender),
    payload: formOf({ chat, message }, files),
  });
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client on the listening app; rejects with the server's refusal. */
export function connectSocket(
  url: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const socket: TestSocket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The payload of the next `event` the socket hears. */
export function nextEvent<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => {
    (
      socket.once as (
        name: E,
        listener: (payload: Parameters<ServerToClientEvents[E]>[0]) => void,
      ) => void
    )(event, resolve);
  });
}
