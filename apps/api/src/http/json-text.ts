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

/**
 * An object's JSON text left open (without its closing brace), to be kept and shared by every
 * reader, each answer closing it with the one field that is theirs (`closedWith`).
 */
export function openJsonText(value: object): string {
  return JSON.stringify(value).slice(0, -1);
}

/** Closes a text from `openJsonText` with one last field. */
export function closedWith(open: string, field: string, value: number | boolean): string {
  return `${open},${JSON.stringify(field)}:${JSON.stringify(value)}}`;
}
