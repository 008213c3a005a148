/**
 * Reads multipart uploads into memory within the 15 MiB cap. An oversized file is reported as
 * `content: null` so the service can answer with the spec's message naming the file.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { IncomingFile } from '../modules/files/files.service.js';
import { AppError } from './errors.js';

async function toIncoming(part: MultipartFile): Promise<IncomingFile> {
  try {
    return { fileName: part.filename, content: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { fileName: part.filename, content: null };
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
  const part = await request.file({ limits: { fileSize: LIMITS.maxFileBytes } });
  return part ? toIncoming(part) : null;
}
