/**
 * The operations of the app's OpenAPI document, and input each one's schema accepts, for the
 * sweeps that call every route (route-access and schema-fuzz).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  /** `GET /v1/remodelings/{hashid}`, as the route-access table names it. */
  key: string;
  method: NonNullable<InjectOptions['method']>;
  path: string;
  parameters: Parameter[];
  consumes?: string[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Omit<Operation, 'key' | 'method' | 'path'>>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      parameters: operation.parameters ?? [],
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
    })),
  );
}

export const jsonBodySchema = (operation: Operation): JsonSchema | undefined =>
  operation.requestBody?.content?.['application/json']?.schema;

export const isMultipart = (operation: Operation): boolean =>
  Boolean(
    operation.consumes?.includes('multipart/form-data') ||
    operation.requestBody?.content?.['multipart/form-data'],
  );

/** Text that satisfies a pattern, tried in turn: the formats this API's schemas ask for. */
const PATTERN_CANDIDATES = [
  'Texto de prueba',
  'prueba',
  'abc123',
  '3001234567',
  '1234567890',
  '900123456',
  '05001',
  '2030-06-15',
  '2030-06-15T10:00:00.000Z',
  '10:00',
  '#8C4A2F',
  'https://www.instagram.com/hogarte',
  'Clave123!',
  'persona@prueba.co',
  '1',
];

function sampleText(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'persona.muestra@prueba.co';
    case 'uuid':
      return '7d444840-9dc0-4c4f-8b3b-3a1e0a7f2a11';
    case 'date':
      return '2030-06-15';
    case 'date-time':
      return '2030-06-15T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://www.instagram.com/hogarte';
  }
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = PATTERN_CANDIDATES.find((text) => pattern.test(text) && fits(text));
    if (match) return match;
  }
  const base = 'Texto de prueba válido';
  const length = Math.min(
    Math.max(base.length, schema.minLength ?? 0),
    schema.maxLength ?? base.length,
  );
  return base.repeat(Math.ceil(length / base.length) + 1).slice(0, length);
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const exclusive =
    schema.exclusiveMinimum === true
      ? (schema.minimum ?? 0)
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum
        : undefined;
  const low = exclusive !== undefined ? exclusive + (integer ? 1 : 0.5) : (schema.minimum ?? 1);
  return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** A value the schema accepts: defaults and first choices, required and optional fields alike. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  }
  const variant = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
  if (variant) return sampleOf(variant, depth + 1);
  const types = [schema.type ?? []].flat().filter((type) => type !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [
          key,
          sampleOf(inner, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    default:
      return sampleText(schema);
  }
}

/** The operation's path with its params filled in, `given` first, and its query string. */
export function urlOf(
  operation: Operation,
  given: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = name in given ? given[name] : sampleOf(parameter?.schema);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) {
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The query's required parameters with their sample values; the optional ones keep defaults. */
export function sampleQuery(operation: Operation): Record<string, unknown> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, sampleOf(parameter.schema)]),
  );
}
