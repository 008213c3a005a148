/**
 * The HTTP client for the API. It sends JSON, adds the session's bearer token and turns every
 * failure into an `ApiError` with the API's one error shape. Every call names its contract (a
 * shared response schema, packages/shared/src/contracts), loaded on demand: in development and in
 * the tests every answer is parsed with it; a production build never loads it (decision 033).
 */
import { unexpected } from '@hogarte/shared/message-texts/general';
import { env } from './env';
import { readToken } from './session';

interface FieldError {
  field: string;
  message: string;
}

class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a `FormData` (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (the cart's last change on a reload). */
  keepalive?: boolean;
}

/** A shared zod response schema, read structurally so the app needs no zod import of its own. */
interface Contract<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: Error };
}

/**
 * A call's contract, named as `() => import('@hogarte/shared/contracts/…').then((m) => m.x)`.
 * A production build never calls it, so zod and the schemas stay out of the pages' JavaScript:
 * the API has already checked each answer against the same contract while serializing it.
 */
export type LazyContract<T> = () => Promise<Contract<T>>;

/**
 * What the API answered, checked against its contract while developing and testing: a drifted
 * answer throws at once, naming the call.
 */
async function checked<T>(contract: LazyContract<T>, data: unknown, path: string): Promise<T> {
  if (!import.meta.env.DEV) return data as T;
  const result = (await contract()).safeParse(data);
  if (result.success) return result.data;
  throw new Error(`La respuesta de ${path} no cumple su contrato: ${result.error.message}`);
}

function isFieldErrorList(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as FieldError).field === 'string' &&
        typeof (item as FieldError).message === 'string',
    )
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, for instance): the status still tells what happened.
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return new ApiError(
    response.status,
    typeof record.code === 'string' ? record.code : 'HTTP_ERROR',
    typeof record.message === 'string' && record.message !== '' ? record.message : unexpected,
    isFieldErrorList(record.errors) ? record.errors : [],
  );
}

/** Calls the API; every call names its contract, so what arrives is checked before it is used. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { response: LazyContract<T> },
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isMultipart = options.body instanceof FormData;
  // For multipart the browser writes the content type itself, with the part boundary.
  if (options.body !== undefined && !isMultipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? null
          : isMultipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal ?? null,
      keepalive: options.keepalive ?? false,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', unexpected);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return checked(options.response, data, path);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
