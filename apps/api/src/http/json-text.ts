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
 * The JSON text of one object made of the fields of `parts` in order, left open (without its
 * closing brace), to be kept and shared by every reader, each answer closing it with the one field
 * that is theirs (`closedWith`). Parts are joined as text, not spread into one object first
 * (decision 045). The parts must not share a field: the text would name it twice.
 */
export function openJsonText(...parts: object[]): string {
  let open = '{';
  for (const part of parts) {
    const fields = JSON.stringify(part).slice(1, -1);
    if (fields === '') continue;
    open += open === '{' ? fields : `,${fields}`;
  }
  return open;
}

/** Closes a text from `openJsonText` with one last field. */
export function closedWith(open: string, field: string, value: number | boolean): string {
  const separator = open === '{' ? '' : ',';
  return `${open}${separator}${JSON.stringify(field)}:${JSON.stringify(value)}}`;
}
