/**
 * Answers put together as JSON text for speed (the product listings, a store's page) go out as
 * they are: Fastify passes a JSON string by, so the contract's serializer never sees them, and
 * their tests parse real answers with the contract instead. The reply is taken untyped because a
 * route with a contract types its answer as the contract's object, not as text.
 */
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
