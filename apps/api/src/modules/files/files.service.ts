/**
 * Uploaded files. The type is decided by the bytes, not the name; keys are random; private
 * documents (RUT, invoices, IDs…) are reached only through short-lived signed links handed to
 * the people allowed to see them.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '@hogarte/shared/contracts/files';
import { ACCEPTED_MIME_TYPES, tooLargeMessage, wrongFormatMessage } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import {
  documentTypeById,
  documentTypeId,
  type DocumentType,
  type DocumentTypeKey,
} from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import {
  cardVariantKey,
  hasCardVariant,
  imageVariants,
  type VariantSizes,
} from '../../integrations/images/image-variants.js';
import {
  countOwnedFiles,
  deleteFileRows,
  deleteOlderOwnedFiles,
  deleteOwnedFile,
  findOwnedFile,
  findStoredFile,
  insertStoredFile,
  listOwnedFiles,
  lockOwner,
} from './files.repository.js';

/** Which roles may upload each document type through the generic `POST /v1/users/files/{type}`. */
const SELF_SERVICE_UPLOADS: Partial<Record<DocumentType['key'], readonly RoleId[]>> = {
  avatar: [ROLE.client, ROLE.designer, ROLE.supplier, ROLE.lsh, ROLE.admin, ROLE.salesperson],
  portfolio: [ROLE.designer, ROLE.salesperson],
  curriculum: [ROLE.designer, ROLE.salesperson],
  rut: [ROLE.supplier],
  chamberOfCommerce: [ROLE.supplier],
  companyLogo: [ROLE.supplier],
};

/**
 * How many files of a type a role keeps once signed up: a designer's portfolio holds 1 to 4
 * images (spec part 1 §5, settings), an adviser's 1 to 5 (part 2 §5).
 */
const OWNED_FILE_LIMITS: Partial<
  Record<DocumentTypeKey, Partial<Record<RoleId, { min: number; max: number }>>>
> = {
  portfolio: {
    [ROLE.designer]: { min: LIMITS.settingsPortfolioMin, max: LIMITS.settingsPortfolioMax },
    [ROLE.salesperson]: { min: LIMITS.advisorPortfolioMin, max: LIMITS.advisorPortfolioMax },
  },
};

function ownedFileLimits(roleId: RoleId, type: DocumentType) {
  return OWNED_FILE_LIMITS[type.key as DocumentTypeKey]?.[roleId] ?? null;
}

const EXTENSION_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * Checks size and real content type; returns the detected MIME type. `field` is the form field
 * the errors name (`file` for the generic upload, `avatar`, `rut`… in multi-file forms).
 */
export async function inspectFile(
  file: IncomingFile,
  type: DocumentType,
  field = 'file',
): Promise<string> {
  if (!file.content) {
    throw fieldError(413, 'FILE_TOO_LARGE', field, tooLargeMessage(file.fileName));
  }
  const detected = await fileTypeFromBuffer(file.content);
  if (!detected || !ACCEPTED_MIME_TYPES[type.accepts].includes(detected.mime)) {
    throw fieldError(415, 'FILE_WRONG_FORMAT', field, wrongFormatMessage(file.fileName));
  }
  return detected.mime;
}

/** A checked file already in storage, waiting for the transaction that records its row. */
export interface StagedFile {
  type: DocumentType;
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * Checks a file and puts it in storage ahead of the transaction that records it with
 * `recordStagedFile`: a form with several files (a sign-up) then commits all its rows together
 * with the account, and `discardStagedFiles` removes the objects when that transaction fails.
 */
export async function stageFile(
  ctx: AppContext,
  type: DocumentType,
  file: IncomingFile,
  field = 'file',
): Promise<StagedFile> {
  const mimeType = await inspectFile(file, type, field);
  const content = file.content as Buffer;
  const visibility = type.isPrivate ? 'private' : 'public';
  const storageKey = `${visibility}/${randomUUID()}.${EXTENSION_BY_MIME[mimeType] ?? 'bin'}`;
  await ctx.storage.put(storageKey, content, mimeType);
  return {
    type,
    storageKey,
    fileName: file.fileName.slice(0, 255),
    mimeType,
    sizeBytes: content.length,
  };
}

/** Records a staged file's row inside the caller's transaction. */
export async function recordStagedFile(
  ctx: AppContext,
  executor: Database,
  ownerUserId: number,
  staged: StagedFile,
): Promise<UploadedFile> {
  const row = await insertStoredFile(executor, {
    ownerUserId,
    documentTypeId: staged.type.id,
    storageKey: staged.storageKey,
    fileName: staged.fileName,
    mimeType: staged.mimeType,
    sizeBytes: staged.sizeBytes,
    isPrivate: staged.type.isPrivate,
  });
  return {
    id: row.id,
    url: staged.type.isPrivate ? null : ctx.storage.publicUrl(staged.storageKey),
    filename: row.fileName,
  };
}

/**
 * Checks an image and stores it resized (a large and a card copy, see image-variants.ts) ahead of
 * the transaction that records it, like `stageFile`. A file whose bytes look like an image but do
 * not decode is refused as a wrong format.
 */
export async function stageImage(
  ctx: AppContext,
  type: DocumentType,
  file: IncomingFile,
  field: string,
  sizes: VariantSizes,
): Promise<StagedFile> {
  await inspectFile(file, type, field);
  let variants;
  try {
    variants = await imageVariants(file.content as Buffer, sizes);
  } catch {
    throw fieldError(415, 'FILE_WRONG_FORMAT', field, wrongFormatMessage(file.fileName));
  }
  const visibility = type.isPrivate ? 'private' : 'public';
  const storageKey = `${visibility}/${randomUUID()}.webp`;
  await ctx.storage.put(storageKey, variants.large, 'image/webp');
  await ctx.storage.put(cardVariantKey(storageKey), variants.card, 'image/webp');
  return {
    type,
    storageKey,
    fileName: file.fileName.slice(0, 255),
    mimeType: 'image/webp',
    sizeBytes: variants.large.length,
  };
}

/** Removes a stored object and, for a resized image, its card copy. */
export async function removeStoredObject(ctx: AppContext, storageKey: string): Promise<void> {
  await ctx.storage.delete(storageKey);
  if (hasCardVariant(storageKey)) await ctx.storage.delete(cardVariantKey(storageKey));
}

/**
 * Removes the rows of files another record stops naming, inside that record's transaction;
 * returns their storage keys for `removeStoredObjects` once the transaction has committed.
 */
export function forgetFiles(executor: Database, fileIds: number[]): Promise<string[]> {
  return deleteFileRows(executor, fileIds);
}

export async function removeStoredObjects(ctx: AppContext, storageKeys: string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => removeStoredObject(ctx, key)));
}

export async function discardStagedFiles(ctx: AppContext, staged: StagedFile[]): Promise<void> {
  await Promise.all(staged.map((file) => removeStoredObject(ctx, file.storageKey)));
}

/**
 * Runs `work` in one transaction that records `staged` files; when it fails, their stored objects
 * are removed too (their rows roll back with it). `staged` may still be filled while `work` runs.
 */
export async function inTransactionWithFiles<T>(
  ctx: AppContext,
  staged: StagedFile[],
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(ctx.db, work);
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw error;
  }
}

/** Stores a checked file for its owner; used by this module's route and by other modules. */
export async function storeFile(
  ctx: AppContext,
  ownerUserId: number,
  type: DocumentType,
  file: IncomingFile,
): Promise<UploadedFile> {
  const staged = await stageFile(ctx, type, file);
  try {
    return await recordStagedFile(ctx, ctx.db, ownerUserId, staged);
  } catch (error) {
    await discardStagedFiles(ctx, [staged]);
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
  const limits = ownedFileLimits(actor.roleId, type);
  if (!limits) return storeFile(ctx, actor.id, type, file);
  const refuseOverLimit = async (executor: Database) => {
    if ((await countOwnedFiles(executor, actor.id, type.id)) >= limits.max) {
      throw fieldError(409, 'FILE_LIMIT', 'file', MESSAGES.portfolioLimit);
    }
  };
  // A quick answer before the bytes are written; the locked count below is the one that holds.
  await refuseOverLimit(ctx.db);
  const staged = await stageFile(ctx, type, file);
  return inTransactionWithFiles(ctx, [staged], async (tx) => {
    await lockOwner(tx, actor.id);
    await refuseOverLimit(tx);
    return recordStagedFile(ctx, tx, actor.id, staged);
  });
}

/**
 * Stores a file that replaces the owner's previous ones of its type (a new avatar), then removes
 * those; the newest stays whichever of two replacements finishes last.
 */
export async function replaceOwnFile(
  ctx: AppContext,
  ownerUserId: number,
  typeKey: DocumentTypeKey,
  file: IncomingFile,
  field: string,
): Promise<UploadedFile> {
  const type = documentTypeFor(documentTypeId(typeKey));
  const staged = await stageFile(ctx, type, file, field);
  let stored: UploadedFile;
  try {
    stored = await recordStagedFile(ctx, ctx.db, ownerUserId, staged);
  } catch (error) {
    await discardStagedFiles(ctx, [staged]);
    throw error;
  }
  const replaced = await deleteOlderOwnedFiles(ctx.db, ownerUserId, type.id, stored.id);
  await Promise.all(replaced.map((row) => removeStoredObject(ctx, row.storageKey)));
  return stored;
}

/** The owner's files of a type, oldest first, each with a link the owner can open. */
export async function ownFiles(
  ctx: AppContext,
  ownerUserId: number,
  typeKey: DocumentTypeKey,
): Promise<{ id: number; url: string; filename: string }[]> {
  const rows = await listOwnedFiles(ctx.db, ownerUserId, documentTypeId(typeKey));
  return rows.map((row) => ({ id: row.id, url: fileLink(ctx, row), filename: row.fileName }));
}

/** The owner's files of a type inside the caller's transaction, oldest first. */
export function ownedFilesIn(executor: Database, ownerUserId: number, typeKey: DocumentTypeKey) {
  return listOwnedFiles(executor, ownerUserId, documentTypeId(typeKey));
}

/** A product's images and sheet change only through the product's own calls (1–5 ambient images). */
const PRODUCT_FILE_TYPES: readonly number[] = [
  documentTypeId('productImage'),
  documentTypeId('ambientImage'),
  documentTypeId('technicalSheet'),
];

export async function deleteOwnFile(ctx: AppContext, actor: Actor, fileId: number) {
  const removed = await inTransaction(ctx.db, async (tx) => {
    const file = await findOwnedFile(tx, fileId, actor.id);
    if (!file) throw notFound();
    if (PRODUCT_FILE_TYPES.includes(file.documentTypeId)) throw forbidden();
    const type = documentTypeById(file.documentTypeId);
    const limits = type ? ownedFileLimits(actor.roleId, type) : null;
    if (limits) {
      // Two deletions racing for the last images must not both pass the count.
      await lockOwner(tx, actor.id);
      if ((await countOwnedFiles(tx, actor.id, file.documentTypeId)) <= limits.min) {
        throw fieldError(409, 'FILE_MINIMUM', 'file', MESSAGES.portfolioMin);
      }
    }
    return deleteOwnedFile(tx, fileId, actor.id);
  });
  if (!removed) throw notFound();
  await removeStoredObject(ctx, removed.storageKey);
  return { success: true as const };
}

const SIGNED_LINK_TTL_MS = 5 * 60 * 1000;

function signature(ctx: AppContext, fileId: number, expires: number): string {
  return createHmac('sha256', ctx.tokenKey).update(`file:${fileId}:${expires}`).digest('base64url');
}

/**
 * The address of a stored file: the public URL, or for a private file a link signed for five
 * minutes. The caller has already decided that the person asking may see the file.
 */
export function fileLink(
  ctx: AppContext,
  file: { id: number; storageKey: string; isPrivate: boolean },
): string {
  if (!file.isPrivate) return ctx.storage.publicUrl(file.storageKey);
  const expires = ctx.now().getTime() + SIGNED_LINK_TTL_MS;
  return `/files/${file.id}?expires=${expires}&signature=${signature(ctx, file.id, expires)}`;
}

/** A link to a private file valid for five minutes, for its owner and for admins. */
export async function privateFileLink(ctx: AppContext, actor: Actor, fileId: number) {
  const file = await findStoredFile(ctx.db, fileId);
  if (!file || (file.ownerUserId !== actor.id && actor.roleId !== ROLE.admin)) throw notFound();
  return { url: fileLink(ctx, file) };
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
