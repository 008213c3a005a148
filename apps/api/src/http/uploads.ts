/**
 * Reads multipart uploads into memory within the 15 MiB cap. An oversized file is reported as
 * `content: null` so the service can answer with the spec's message naming the file. A body the
 * parser cannot read (no boundary, cut short) is the sender's fault: 400, never a 500.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { AppError } from './errors.js';
import { assertStorableText } from './input-guard.js';

/** One uploaded file as the services receive it. */
export interface IncomingFile {
  fileName: string;
  /** Null when the upload went over the size limit. */
  content: Buffer | null;
}

/** Parser failures (busboy's, or the connection ending mid-form) become the one 400. */
async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    // The plugin's own limits (too many parts or files) already say 413.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError(400, 'MALFORMED_FORM', MESSAGES.malformedForm);
  }
}

/**
 * The name a browser would have sent: the part after the last `/` or `\`. Storage keys never come
 * from it, but it is shown, sent back and put in `Content-Disposition`, so a crafted
 * `../../etc/passwd.jpg` is kept as `passwd.jpg`.
 */
function clientFileName(sent: string | undefined): string {
  // An empty file input sends a part without a name at all.
  if (!sent) return '';
  return sent.slice(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
}

async function toIncoming(part: MultipartFile): Promise<IncomingFile> {
  const fileName = clientFileName(part.filename);
  try {
    return { fileName, content: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { fileName, content: null };
    }
    throw error;
  }
}

/** The single file of a multipart request, or null when the request carries none. */
export async function readSingleFile(request: FastifyRequest): Promise<IncomingFile | null> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'NOT_MULTIPART', MESSAGES.fileMissing, [
      { field: 'file', message: MESSAGES.fileMissing },
    ]);
  }
  return readingForm(async () => {
    const part = await request.file({ limits: { fileSize: LIMITS.maxFileBytes } });
    if (!part) return null;
    assertStorableText(part.filename, [part.fieldname]);
    return toIncoming(part);
  });
}

export interface MultipartForm {
  /** Text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  /** Files by field name, in the order sent (`portfolio` may repeat). */
  files: Record<string, IncomingFile[]>;
}

/**
 * Every part of a multipart form: text fields and files read into memory, each file within the
 * 15 MiB cap (an oversized one arrives with `content: null`, so the service can name it).
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'NOT_MULTIPART', MESSAGES.invalidRequest);
  }
  const form: MultipartForm = { fields: {}, files: {} };
  // An oversized file is cut and flagged rather than thrown, which would end the form there.
  const options = { limits: { fileSize: LIMITS.maxFileBytes }, throwFileSizeLimit: false };
  return readingForm(async () => {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        assertStorableText(part.filename, [part.fieldname]);
        const file = {
          fileName: clientFileName(part.filename),
          content: part.file.truncated ? null : content,
        };
        // A browser form with an empty file input still sends a nameless, empty part.
        if (!file.fileName && file.content?.length === 0) continue;
        (form.files[part.fieldname] ??= []).push(file);
      } else if (typeof part.value === 'string') {
        assertStorableText(part.value, [part.fieldname]);
        form.fields[part.fieldname] = part.value;
      }
    }
    return form;
  });
}

/**
 * OpenAPI lists a request body only for a route with a body schema, and a multipart route reads
 * its parts itself, without one: its documentation gets an object body under the types it
 * `consumes`, so the document shows (and the upload sweep finds) every route taking files.
 */
export function documentMultipartBody<T extends { schema?: unknown }>(transformed: T): T {
  const schema = transformed.schema as { consumes?: unknown; body?: unknown } | undefined;
  const multipart =
    Array.isArray(schema?.consumes) && schema.consumes.includes('multipart/form-data');
  if (!schema || !multipart || schema.body !== undefined) return transformed;
  return { ...transformed, schema: { ...schema, body: { type: 'object' } } };
}
