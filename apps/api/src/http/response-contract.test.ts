import { describe, expect, it } from 'vitest';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import Fastify from 'fastify';
import {
  firstUndeclaredField,
  requireResponseContracts,
  responseSerializer,
} from './response-contract.js';

const contract = z.object({
  id: z.number(),
  items: z.array(z.object({ name: z.string() })),
  when: z.string(),
});

function serialize(data: unknown, refuseUndeclaredFields: boolean): string {
  const compile = responseSerializer({ refuseUndeclaredFields });
  return compile({ schema: contract, method: 'GET', url: '/x', httpStatus: '200' })(data);
}

describe('response contracts', () => {
  it('names the first field the contract does not declare, at any depth', () => {
    expect(firstUndeclaredField({ a: 1, b: 2 }, { a: 1 })).toBe('b');
    expect(
      firstUndeclaredField({ l: [{ a: 1 }, { a: 1, z: 0 }] }, { l: [{ a: 1 }, { a: 1 }] }),
    ).toBe('l.1.z');
    expect(firstUndeclaredField({ a: 1, gone: undefined }, { a: 1 })).toBeNull();
  });

  it('refuses an undeclared field outside production and drops it in production', () => {
    const sent = { id: 1, items: [{ name: 'Piso', secret: 'x' }], when: '2026-01-01' };
    let refusal: unknown;
    try {
      serialize(sent, true);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ResponseSerializationError);
    expect((refusal as ResponseSerializationError).cause.issues[0]?.path).toEqual([
      'items',
      '0',
      'secret',
    ]);
    expect(JSON.parse(serialize(sent, false))).toEqual({
      id: 1,
      items: [{ name: 'Piso' }],
      when: '2026-01-01',
    });
  });

  it('a value of the wrong type is refused as a mismatch', () => {
    expect(serialize({ id: 1, items: [], when: '2026-01-01' }, true)).toBe(
      '{"id":1,"items":[],"when":"2026-01-01"}',
    );
    expect(() => serialize({ id: 1, items: [], when: new Date('2026-01-01') }, true)).toThrow(
      ResponseSerializationError,
    );
  });
});

describe('every call has a contract', () => {
  async function register(path: string, schema: object): Promise<unknown> {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializer({ refuseUndeclaredFields: true }));
    requireResponseContracts(app);
    try {
      app.get(path, { schema }, () => ({}));
      await app.ready();
      return null;
    } catch (error) {
      return error;
    } finally {
      await app.close();
    }
  }

  it('refuses an API call that declares no success answer, and names it', async () => {
    const refusal = await register('/v2/things', { response: { 404: contract } });
    expect(String(refusal)).toContain('GET /v2/things declares no response contract');
    expect(await register('/v1/things', {})).toBeInstanceOf(Error);
  });

  it('accepts a declared answer, a file, and paths outside the API', async () => {
    expect(await register('/v2/things', { response: { 200: contract } })).toBeNull();
    expect(await register('/v2/sheet', { produces: ['application/pdf'] })).toBeNull();
    expect(await register('/health', {})).toBeNull();
  });
});
