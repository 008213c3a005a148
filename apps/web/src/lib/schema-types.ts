/**
 * What a shared zod schema accepts before parsing: the values a form holds while being filled
 * (`profession_id` still text, for instance). zod 4 keeps it on `_zod.input`; reading it there
 * spares the web app a direct dependency on zod.
 */
export type SchemaInput<S extends { _zod: { input: unknown } }> = S['_zod']['input'];
