/**
 * Uploaded files. The type is decided by the bytes, not the name; keys are random; private
 * documents (RUT, invoices, IDs…) are reached only through short-lived signed links handed to
 * the people allowed to see them.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_MIME_TYPES, tooLargeMessage, wrongFormatMessage } from '@hogarte/shared/files';
import { documentTypeById, type DocumentType } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { deleteOwnedFile, findStoredFile, insertStoredFile } from './files.repository.js';

export interface IncomingFile {
  fileName: string;
  /** Null when the upload went over the size limit. */
  content: Buffer | null;
}

export interface UploadedFile {
  id: number;
  url: string | null;
  filename: string;
}

/** Which roles may upload each document type through the generic `POST /v1/users/files/{type}`. */
const SELF_SERVICE_UPLOADS: Partial<Record<DocumentType['key'], readonly RoleId[]>> = {
  avatar: [ROLE.client, ROLE.designer, ROLE.supplier, ROLE.lsh, ROLE.admin, ROLE.salesperson],
  portfolio: [ROLE.designer, ROLE.salesperson],
  curriculum: [ROLE.designer, ROLE.salesperson],
  rut: [ROLE.supplier],
  chamberOfCommerce: [ROLE.supplier],
  companyLogo: [ROLE.supplier],
};

const EXTENSION_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Checks size and real content type; returns the detected MIME type. */
export async function inspectFile(file: IncomingFile, type: DocumentType): Promise<string> {
  if (!file.content) {
    throw fieldError(413, 'FILE_TOO_LARGE', 'file', tooLargeMessage(file.fileName));
  }
  const detected = await fileTypeFromBuffer(file.content);
  if (!detected || !ACCEPTED_MIME_TYPES[type.accepts].includes(detected.mime)) {
    throw fieldError(415, 'FILE_WRONG_FORMAT', 'file', wrongFormatMessage(file.fileName));
  }
  return detected.mime;
}

/** Stores a checked file for its owner; used by this module's route and by other modules. */
export async function storeFile(
  ctx: AppContext,
  ownerUserId: number,
  type: DocumentType,
  file: IncomingFile,
): Promise<UploadedFile> {
  const mimeType = await inspectFile(file, type);
  const content = file.content as Buffer;
  const visibility = type.isPrivate ? 'private' : 'public';
  const storageKey = `${visibility}/${randomUUID()}.${EXTENSION_BY_MIME[mimeType] ?? 'bin'}`;
  await ctx.storage.put(storageKey, content, mimeType);
  try {
    const row = await insertStoredFile(ctx.db, {
      ownerUserId,
      documentTypeId: type.id,
      storageKey,
      fileName: file.fileName.slice(0, 255),
      mimeType,
      sizeBytes: content.length,
      isPrivate: type.isPrivate,
    });
    return {
      id: row.id,
      url: type.isPrivate ? null : ctx.storage.publicUrl(storageKey),
      filename: row.fileName,
    };
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

export function documentTypeFor(typeId: number): DocumentType {
  const type = documentTypeById(typeId);
  if (!type) throw notFound();
  return type;
}

export async function uploadOwnFile(
  ctx: AppContext,
  actor: Actor,
  typeId: number,
  file: IncomingFile | null,
): Promise<UploadedFile> {
  const type = documentTypeFor(typeId);
  const allowed = SELF_SERVICE_UPLOADS[type.key];
  if (!allowed?.includes(actor.roleId)) {
    throw new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
  }
  if (!file) throw fieldError(400, 'FILE_MISSING', 'file', MESSAGES.fileMissing);
  return storeFile(ctx, actor.id, type, file);
}

export async function deleteOwnFile(ctx: AppContext, actor: Actor, fileId: number) {
  const removed = await deleteOwnedFile(ctx.db, fileId, actor.id);
  if (!removed) throw notFound();
  await ctx.storage.delete(removed.storageKey);
  return { success: true };
}

const SIGNED_LINK_TTL_MS = 5 * 60 * 1000;

function signature(ctx: AppContext, fileId: number, expires: number): string {
  return createHmac('sha256', ctx.tokenKey).update(`file:${fileId}:${expires}`).digest('base64url');
}

/** A link to a private file valid for five minutes, for its owner and for admins. */
export async function privateFileLink(ctx: AppContext, actor: Actor, fileId: number) {
  const file = await findStoredFile(ctx.db, fileId);
  if (!file || (file.ownerUserId !== actor.id && actor.roleId !== ROLE.admin)) throw notFound();
  if (!file.isPrivate) return { url: ctx.storage.publicUrl(file.storageKey) };
  const expires = ctx.now().getTime() + SIGNED_LINK_TTL_MS;
  return {
    url: `/files/${file.id}?expires=${expires}&signature=${signature(ctx, file.id, expires)}`,
  };
}

export async function readSignedFile(
  ctx: AppContext,
  fileId: number,
  expires: number,
  givenSignature: string,
) {
  const expected = Buffer.from(signature(ctx, fileId, expires));
  const given = Buffer.from(givenSignature);
  const valid =
    expires > ctx.now().getTime() &&
    expected.length === given.length &&
    timingSafeEqual(expected, given);
  if (!valid) throw notFound();
  const file = await findStoredFile(ctx.db, fileId);
  if (!file) throw notFound();
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw notFound();
  return { body: stored.body, mimeType: file.mimeType, fileName: file.fileName };
}
