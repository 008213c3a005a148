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

/**
 * An object or array being walked: its keys (none for an array, read by index), the next one to
 * look at, and the key it sits under in the frame holding it.
 */
interface Frame {
  container: object;
  keys: string[] | null;
  next: number;
  key: string | null;
  parent: Frame | null;
}

const frameOf = (container: object, key: string | null, parent: Frame | null): Frame => ({
  container,
  keys: Array.isArray(container) ? null : Object.keys(container),
  next: 0,
  key,
  parent,
});

/** The keys from the root down to `last` in `frame`: built only for the one value reported. */
function pathTo(frame: Frame, last: string, root: string[]): string[] {
  const keys = [last];
  for (let at: Frame | null = frame; at?.key != null; at = at.parent) keys.push(at.key);
  return [...root, ...keys.reverse()];
}

/**
 * The dotted path of the first string or key holding a NUL character, in the order the fields
 * were sent, or null. Walked depth first with a stack of its own, since a body nested thousands
 * of levels deep is valid JSON and recursion would overflow on it. Only objects and arrays take
 * a frame and the path is built for the value reported alone: copying the path at every level
 * made a 20,000-level body cost seconds of CPU, and a node per string made a 1 MB array of short
 * strings cost 0.4 s.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const stack = [frameOf(value, null, null)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const { keys } = frame;
    const items = frame.container as unknown[];
    if (frame.next >= (keys ? keys.length : items.length)) {
      stack.pop();
      continue;
    }
    const at = frame.next;
    frame.next += 1;
    const key = keys?.[at];
    if (key?.includes(NUL)) return pathTo(frame, key, path);
    const inner = key === undefined ? items[at] : (frame.container as Record<string, unknown>)[key];
    if (typeof inner === 'string') {
      if (inner.includes(NUL)) return pathTo(frame, key ?? String(at), path);
    } else if (inner !== null && typeof inner === 'object') {
      stack.push(frameOf(inner, key ?? String(at), frame));
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
