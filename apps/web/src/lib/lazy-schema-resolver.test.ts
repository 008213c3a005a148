import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { MESSAGES } from '@hogarte/shared/messages';
import { loginSchema } from '@hogarte/shared/schemas/auth';
import { lazySchemaResolver } from './lazy-schema-resolver';

type LoginValues = { email: string; password: string };

const OPTIONS: ResolverOptions<LoginValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('a form resolver whose schema loads at the first check', () => {
  it('loads the schema once, at the first check, and answers with its messages', async () => {
    const load = vi.fn(() => Promise.resolve(loginSchema));
    const resolve = lazySchemaResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolve({ email: 'no-es-un-correo', password: '' }, undefined, OPTIONS);
    expect(refused.errors.email?.message).toBe(MESSAGES.emailInvalid);
    expect(refused.errors.password?.message).toBe(MESSAGES.required);

    const accepted = await resolve(
      { email: ' Ana@Demo.co ', password: 'Demo1234!' },
      undefined,
      OPTIONS,
    );
    expect(accepted.errors).toEqual({});
    // The schema's own output: the address trimmed and lower-cased, as the API reads it.
    expect(accepted.values).toEqual({ email: 'ana@demo.co', password: 'Demo1234!' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the schema again when its download failed', async () => {
    const load = vi
      .fn<() => Promise<typeof loginSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginSchema);
    const resolve = lazySchemaResolver(load);
    const values = { email: 'ana@demo.co', password: 'Demo1234!' };

    await expect(resolve(values, undefined, OPTIONS)).rejects.toThrow('Failed to fetch');
    await expect(resolve(values, undefined, OPTIONS)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
