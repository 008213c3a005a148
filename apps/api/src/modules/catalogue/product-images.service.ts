/**
 * A product's files (part 2 §5): the principal image, the ambient images (1 to 5) and the technical
 * sheet. New files are stored before the transaction and removed again when it fails; replaced
 * ones are removed after it.
 */
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ambientImagesProblem } from '@hogarte/shared/schemas/catalogue';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile, MultipartForm } from '../../http/uploads.js';
import {
  discardStagedFiles,
  documentTypeFor,
  forgetFiles,
  inspectFile,
  recordStagedFile,
  removeStoredObjects,
  stageFile,
  stageImage,
  type StagedFile,
} from '../files/files.service.js';
import {
  countAmbientImages,
  deleteAmbientImages,
  findProduct,
  insertAmbientImages,
  listAmbientImages,
  renumberAmbientImages,
  updateProduct,
} from './catalogue.repository.js';
import { announce, detailOf, lockOwnProduct, reviewAgainIfDeclined } from './catalogue.service.js';

export const PRODUCT_IMAGE = documentTypeFor(documentTypeId('productImage'));
export const AMBIENT_IMAGE = documentTypeFor(documentTypeId('ambientImage'));
export const TECHNICAL_SHEET = documentTypeFor(documentTypeId('technicalSheet'));
/** Product pages show images up to 1600 px; cards load a 480 px copy. */
export const PRODUCT_IMAGE_SIZES = { large: 1600, card: 480 };

/**
 * Puts a new file in place of one the product names (principal image, technical sheet): the
 * replaced file's row goes in the same transaction, its stored object after it.
 */
async function replaceProductFile(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  staged: StagedFile,
  column: 'principalImageId' | 'technicalSheetId',
  expectedCurrentId: number | null,
) {
  let replacedKeys: string[] = [];
  try {
    await inTransaction(ctx.db, async (tx) => {
      const product = await lockOwnProduct(tx, actor, productId);
      const currentId = product[column];
      if (expectedCurrentId !== null && (currentId ?? 0) !== expectedCurrentId) throw notFound();
      const file = await recordStagedFile(ctx, tx, actor.id, staged);
      await updateProduct(tx, productId, { [column]: file.id, ...reviewAgainIfDeclined(product) });
      if (currentId !== null) replacedKeys = await forgetFiles(tx, [currentId]);
    });
  } catch (error) {
    await discardStagedFiles(ctx, [staged]);
    throw error;
  }
  await removeStoredObjects(ctx, replacedKeys);
  announce(ctx, productId);
  return detailOf(ctx, productId, actor.id);
}

/**
 * `PATCH …/principal-image/{imageId}` (multipart `image`): `imageId` is the image being replaced,
 * 0 when the product has none yet (a product loaded from a spreadsheet).
 */
export async function replacePrincipalImage(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  imageId: number,
  file: IncomingFile | null,
) {
  if (!(await findProduct(ctx.db, productId, { supplierId: actor.id }))) {
    throw notFound(MESSAGES.productNotFound);
  }
  if (!file) throw fieldError(400, 'FILE_MISSING', 'image', MESSAGES.productCoverRequired);
  const staged = await stageImage(ctx, PRODUCT_IMAGE, file, 'image', PRODUCT_IMAGE_SIZES);
  const product = await replaceProductFile(
    ctx,
    actor,
    productId,
    staged,
    'principalImageId',
    imageId,
  );
  return { product, message: MESSAGES.principalImageUpdated };
}

/** `PATCH …/technical-sheet` (multipart `technicalSheet`, an image or a PDF). */
export async function replaceTechnicalSheet(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  file: IncomingFile | null,
) {
  if (!(await findProduct(ctx.db, productId, { supplierId: actor.id }))) {
    throw notFound(MESSAGES.productNotFound);
  }
  if (!file) throw fieldError(400, 'FILE_MISSING', 'technicalSheet', MESSAGES.productSheetRequired);
  const staged = await stageFile(ctx, TECHNICAL_SHEET, file, 'technicalSheet');
  const product = await replaceProductFile(ctx, actor, productId, staged, 'technicalSheetId', null);
  return { product, message: MESSAGES.technicalSheetUpdated };
}

/** `deletedImages[i]`: a JSON image (`{"id": 12, …}`) or a JSON id (`12`). */
const deletedImageValue = z
  .string()
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
    } catch {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidRequest });
      return z.NEVER;
    }
  })
  .pipe(z.number().int().positive());

function deletedImageIds(fields: Record<string, string>): number[] {
  const ids: number[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (!/^deletedImages(\[\d+\])?$/.test(name)) continue;
    const parsed = deletedImageValue.safeParse(value);
    if (!parsed.success) {
      throw fieldError(400, 'VALIDATION_ERROR', 'deletedImages', MESSAGES.invalidRequest);
    }
    ids.push(parsed.data);
  }
  return [...new Set(ids)];
}

/**
 * `PATCH …/ambient-images` (multipart `ambientImages` files and `deletedImages[i]`): removes and
 * adds ambient images together; the product keeps 1 to 5.
 */
export async function updateAmbientImages(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  form: MultipartForm,
) {
  const deleted = deletedImageIds(form.fields);
  const added = form.files.ambientImages ?? [];
  if (!(await findProduct(ctx.db, productId, { supplierId: actor.id }))) {
    throw notFound(MESSAGES.productNotFound);
  }
  const countAfter = async (executor: Database) => {
    const current = await listAmbientImages(executor, productId);
    const currentIds = new Set(current.map((image) => image.fileId));
    if (deleted.some((id) => !currentIds.has(id))) throw notFound();
    return current.length - deleted.length + added.length;
  };
  const refuseBadCount = (count: number) => {
    const problem = ambientImagesProblem(count);
    if (problem) throw fieldError(400, 'VALIDATION_ERROR', 'ambientImages', problem);
  };
  // A quick answer before any image is stored; the locked count below is the one that holds.
  refuseBadCount(await countAfter(ctx.db));
  for (const file of added) await inspectFile(file, AMBIENT_IMAGE, 'ambientImages');
  const staged: StagedFile[] = [];
  let removedKeys: string[] = [];
  try {
    for (const file of added) {
      staged.push(await stageImage(ctx, AMBIENT_IMAGE, file, 'ambientImages', PRODUCT_IMAGE_SIZES));
    }
    await inTransaction(ctx.db, async (tx) => {
      const product = await lockOwnProduct(tx, actor, productId);
      refuseBadCount(await countAfter(tx));
      await deleteAmbientImages(tx, productId, deleted);
      const start = await countAmbientImages(tx, productId);
      const recorded = [];
      for (const image of staged) recorded.push(await recordStagedFile(ctx, tx, actor.id, image));
      // New images go after the kept ones; positions are then made 0…n−1 again.
      await insertAmbientImages(
        tx,
        productId,
        recorded.map((file, index) => ({ fileId: file.id, position: 1000 + start + index })),
      );
      await renumberAmbientImages(tx, productId);
      removedKeys = await forgetFiles(tx, deleted);
      await updateProduct(tx, productId, reviewAgainIfDeclined(product));
    });
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw error;
  }
  await removeStoredObjects(ctx, removedKeys);
  announce(ctx, productId);
  return {
    product: await detailOf(ctx, productId, actor.id),
    message: MESSAGES.ambientImagesUpdated,
  };
}
