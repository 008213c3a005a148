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

/** The first field (a dotted path) of `sent` that `kept` (what the contract let through) lacks. */
export function firstUndeclaredField(sent: unknown, kept: unknown, at = ''): string | null {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (const [index, item] of sent.entries()) {
      const found = firstUndeclaredField(item, kept[index], `${at}${at ? '.' : ''}${index}`);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return null;
  for (const [key, value] of Object.entries(sent)) {
    const path = `${at}${at ? '.' : ''}${key}`;
    if (value === undefined) continue;
    if (!(key in kept)) return path;
    const found = firstUndeclaredField(value, kept[key], path);
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
        // Compared as JSON, the way the answer travels: dates are strings, undefined is absent.
        const field = firstUndeclaredField(JSON.parse(JSON.stringify(data) ?? 'null'), result.data);
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
