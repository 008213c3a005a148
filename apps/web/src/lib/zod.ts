/**
 * zod as the web app sees it: the build resolves every `import … from 'zod'` (the shared schemas'
 * too) here, so zod and this setting load with the first page that builds a schema, not with
 * the shell every page waits for.
 *
 * The API's Content-Security-Policy allows no eval, so zod's compiled parsers cannot run in the
 * browser. Unless told so, zod tries `new Function` when it first parses an object, a refused
 * eval the browser reports on every page (e2e/support/content-policy.ts fails a journey on it).
 * This module's body runs after zod's and before any module that imports it, so no schema is
 * used before the setting.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
