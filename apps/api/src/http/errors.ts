/**
 * One error shape for every failure: `{ statusCode, code, message, errors?: [{ field, message }] }`.
 * Anything a client sent maps to a 4xx with the spec's Spanish message; anything else is logged
 * with the request id and answered 500 without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { MESSAGES } from '@hogarte/shared/messages';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = () => new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, 'NOT_FOUND', message);

/** A single field's problem, reported the way a form shows it. */
export function fieldError(statusCode: number, code: string, field: string, message: string) {
  return new AppError(statusCode, code, message, [{ field, message }]);
}

/**
 * The field errors of zod issues, as Fastify's validator reports a body: the path joined with
 * dots; an issue about the whole body has no field and gets the generic message.
 */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { field, message: field ? issue.message : MESSAGES.invalidRequest };
  });
}

/** 400 for input checked outside Fastify's validator (multipart forms), in the validator's shape. */
export function validationError(errors: FieldError[]): AppError {
  return new AppError(
    400,
    'VALIDATION_ERROR',
    errors[0]?.message ?? MESSAGES.invalidRequest,
    errors,
  );
}

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
}

/**
 * A form shows a handful of field errors and its fields have short names, while a hostile body
 * (a 150,000-level nesting, an array of 100,000 wrong items) would have every issue and its whole
 * path echoed back: hundreds of KB to MB answered for one small request. The answer keeps the
 * first issues, each path cut to a length no form field comes near.
 */
const REPORTED_FIELD_ERRORS = 20;
const REPORTED_FIELD_LENGTH = 200;

function reported(errors: readonly FieldError[]): FieldError[] {
  return errors
    .slice(0, REPORTED_FIELD_ERRORS)
    .map((error) =>
      error.field.length > REPORTED_FIELD_LENGTH
        ? { ...error, field: `${error.field.slice(0, REPORTED_FIELD_LENGTH)}…` }
        : error,
    );
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  406: MESSAGES.invalidRequest,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.invalidRequest,
  429: MESSAGES.tooManyAttempts,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof AppError) {
      body = {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // An issue without a path is about the whole body (missing or not an object).
        return {
          field,
          message: field ? (issue.message ?? MESSAGES.invalidRequest) : MESSAGES.invalidRequest,
        };
      });
      body = {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: errors[0]?.message ?? MESSAGES.invalidRequest,
        errors,
      };
    } else if (
      !isResponseSerializationError(error) &&
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      body = {
        statusCode: error.statusCode,
        code: error.code ?? 'BAD_REQUEST',
        message: CLIENT_ERROR_MESSAGES[error.statusCode] ?? MESSAGES.invalidRequest,
      };
    } else {
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      body = { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.unexpected };
    }
    if (body.errors) body.errors = reported(body.errors);
    if (body.statusCode < 500) request.log.info({ code: body.code }, body.message);
    return reply.status(body.statusCode).send(body);
  });
}

export function notFoundBody(): ErrorBody {
  return { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: MESSAGES.routeNotFound };
}
