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

/** The dotted path of the first string or key holding a NUL character, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key];
    const found = findUnstorableText(inner, [...path, key]);
    if (found) return found;
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
