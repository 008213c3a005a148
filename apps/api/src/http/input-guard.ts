/**
 * Refuses text PostgreSQL cannot store before it reaches a service: a NUL character is valid
 * JSON and valid percent-encoding, but no `text` column takes it, so it would surface as a 500
 * deep in a query. One hook covers every route's path, query and JSON body; multipart fields go
 * through `assertStorableText` in the upload reader.
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hogarte/shared/messages';
import { validationError } from './errors.js';

const NUL = '\u0000';

/** A value waiting to be looked at, with the key it sits under and the node holding it. */
interface PendingValue {
  value: unknown;
  key: string | null;
  parent: PendingValue | null;
}

/** The keys from the root down to a node: built only for the one node reported. */
function pathTo(node: PendingValue, root: string[]): string[] {
  const keys: string[] = [];
  for (let at: PendingValue | null = node; at; at = at.parent) {
    if (at.key !== null) keys.push(at.key);
  }
  return [...root, ...keys.reverse()];
}

/**
 * The dotted path of the first string or key holding a NUL character, or null. Walked with a
 * stack of its own: a body nested thousands of levels deep is valid JSON, and recursion would
 * overflow on it. Each node keeps only its key and parent, since copying the path at every level
 * made a 20,000-level body cost seconds of CPU.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  const pending: PendingValue[] = [{ value, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return pathTo(next, path);
    } else if (next.value !== null && typeof next.value === 'object') {
      const entries = Object.entries(next.value);
      // Reversed onto the stack, so fields are reported in the order they were sent.
      for (const [key, inner] of entries.reverse()) {
        const node: PendingValue = { value: inner, key, parent: next };
        if (key.includes(NUL)) return pathTo(node, path);
        pending.push(node);
      }
    }
  }
  return null;
}

export const hasUnstorableText = (value: unknown) => findUnstorableText(value) !== null;

/** 400 naming the field, in the validator's shape. */
export function assertStorableText(value: unknown, path: string[] = []): void {
  const found = findUnstorableText(value, path);
  if (found) {
    throw validationError([
      { field: found.join('.').replaceAll(NUL, ''), message: MESSAGES.invalidCharacters },
    ]);
  }
}

export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableText(request.params);
      assertStorableText(request.query);
      // Multipart bodies are read by the handler; their fields are checked there.
      if (!request.isMultipart()) assertStorableText(request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
