/**
 * A form's rules as react-hook-form reads them, with the shared zod schema loaded at the form's
 * first check (the first field left, or the first submit) instead of with the page: zod and the
 * schema modules are about 27 KB gzip that a sign-in, a registration or a checkout page would
 * otherwise send before anyone has typed (issue 16's first-load budget). The check itself is
 * `zodResolver`'s, so every message is the schema's, the same text the API answers with; it loads
 * with the schema too, as nothing runs it before then (0.9 KB gzip of every page with a form).
 *
 * Call it once per form, at module level, with a loader that imports the schema module:
 * `lazySchemaResolver(() => import('@hogarte/shared/schemas/auth').then((m) => m.loginSchema))`.
 * A static import of that module anywhere on the page brings zod back into its first load
 * (`e2e/bundle-budget.test.ts` names the pages that carry it).
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

export function lazySchemaResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loading: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // A chunk that failed to download (a dropped connection) is asked for again next check.
        loading = undefined;
        throw error;
      },
    );
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
