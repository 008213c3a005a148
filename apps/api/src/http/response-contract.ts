/**
 * Answers checked against their contracts (the shared response schemas, packages/shared/src/
 * contracts). Zod drops fields a contract does not declare, which would hide a contract that forgot
 * a field the screens read; so outside production an answer carrying an undeclared field fails
 * loudly, naming it, and the tests that make the call fail with it. In production the field is
 * dropped and the answer goes out.
 *
 * Every call has a contract: a `/v1` or `/v2` route without a declared success answer is refused
 * when it is registered, unless it says it answers a file (`produces` without JSON).
 */
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A value as JSON.stringify sees it: what its `toJSON` answers (a date's string), if it has one. */
function asJson(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    const { toJSON } = value as { toJSON?: unknown };
    if (typeof toJSON === 'function') return (toJSON as () => unknown).call(value);
  }
  return value;
}

/** Fields JSON leaves out of an object: nothing of theirs travels. */
function travels(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/**
 * The first field (a dotted path) of `sent` that `kept` (what the contract let through) lacks,
 * compared the way the answer travels, as JSON: a date is its string, an absent value no field.
 * Walks `sent` as it is, without a JSON copy of it.
 */
export function firstUndeclaredField(sent: unknown, kept: unknown, at = ''): string | null {
  const value = asJson(sent);
  if (Array.isArray(value) && Array.isArray(kept)) {
    for (const [index, item] of value.entries()) {
      const found = firstUndeclaredField(item, kept[index], `${at}${at ? '.' : ''}${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (!isPlainObject(kept)) return null;
  for (const [key, field] of Object.entries(value)) {
    if (!travels(field)) continue;
    const path = `${at}${at ? '.' : ''}${key}`;
    if (!(key in kept)) return path;
    const found = firstUndeclaredField(field, kept[key], path);
    if (found) return found;
  }
  return null;
}

export function responseSerializer(options: {
  refuseUndeclaredFields: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const contract = schema as z.ZodType;
    return (data: unknown) => {
      const result = z.safeEncode(contract, data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      if (options.refuseUndeclaredFields) {
        const field = firstUndeclaredField(data, result.data);
        if (field) {
          const problem = new z.ZodError([
            {
              code: 'custom',
              path: field.split('.'),
              message: 'not declared in the contract',
              input: undefined,
            },
          ]);
          throw new ResponseSerializationError(method, url, { cause: problem });
        }
      }
      return JSON.stringify(result.data);
    };
  };
}

const API_CALL = /^\/v\d+\//;

/** Refuses, at registration, an API call that declares neither a success contract nor a file. */
export function requireResponseContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!API_CALL.test(route.url)) return;
    const schema = route.schema as { produces?: string[]; response?: object } | undefined;
    const answersFile =
      schema?.produces !== undefined && !schema.produces.includes('application/json');
    if (answersFile) return;
    const statuses = Object.keys(schema?.response ?? {});
    if (!statuses.some((status) => /^2\d\d$/.test(status))) {
      const method = String(route.method);
      throw new Error(
        `${method} ${route.url} declares no response contract (schema.response) nor a file it produces`,
      );
    }
  });
}
