/**
 * The API's Content-Security-Policy allows no eval, so zod's compiled parsers cannot run in the
 * browser. Unless told so, zod tries `new Function` when it builds its first object schema, a
 * refused eval the browser reports on every page (e2e/support/content-policy.ts fails a journey
 * on it). It reads this setting as each schema is built, so main.tsx imports this module first.
 */
import { config } from 'zod';

config({ jitless: true });
