/**
 * New products (part 2 §5 'Crear un nuevo producto'): the supplier's form with its images and
 * technical sheet, and the rows of the admin's spreadsheet. The files are stored before the
 * transaction and removed again when it fails.
 */
import { MESSAGES } from '@hogarte/shared/messages';
import {
  ambientImagesProblem,
  categoryIdField,
  productCreateSchema,
  type ProductCreateInput,
} from '@hogarte/shared/schemas/catalogue';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { validationError, zodFieldErrors } from '../../http/errors.js';
import type { IncomingFile, MultipartForm } from '../../http/uploads.js';
import {
  discardStagedFiles,
  inspectFile,
  recordStagedFile,
  stageFile,
  stageImage,
  type StagedFile,
} from '../files/files.service.js';
import { insertAmbientImages, insertProduct, insertProducts } from './catalogue.repository.js';
import { announce } from './catalogue.service.js';
import { asVanishedReference, newProductRow, ownershipProblems } from './product-columns.js';
import {
  AMBIENT_IMAGE,
  PRODUCT_IMAGE,
  PRODUCT_IMAGE_SIZES,
  TECHNICAL_SHEET,
} from './product-images.service.js';

/**
 * `POST /v2/suppliers/products`: the four sections of 'Crear un nuevo producto' with the cover,
 * 1 to 5 ambient images and the technical sheet (multipart `cover`, `ambient`, `sheet`).
 */
export async function createProduct(ctx: AppContext, actor: Actor, form: MultipartForm) {
  const category = categoryIdField.safeParse(form.fields.category_id);
  if (!category.success) {
    throw validationError([{ field: 'category_id', message: MESSAGES.categoryUnknown }]);
  }
  const categoryId = category.data;
  const parsed = productCreateSchema(categoryId).safeParse(form.fields);
  const errors = parsed.success ? [] : zodFieldErrors(parsed.error.issues);
  const cover = form.files.cover ?? [];
  const ambient = form.files.ambient ?? [];
  const sheet = form.files.sheet ?? [];
  if (cover.length !== 1) {
    errors.push({
      field: 'cover',
      message: cover.length === 0 ? MESSAGES.productCoverRequired : MESSAGES.invalidRequest,
    });
  }
  const ambientProblem = ambientImagesProblem(ambient.length);
  if (ambientProblem) errors.push({ field: 'ambient', message: ambientProblem });
  if (sheet.length !== 1) {
    errors.push({
      field: 'sheet',
      message: sheet.length === 0 ? MESSAGES.productSheetRequired : MESSAGES.invalidRequest,
    });
  }
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  const input = parsed.data;

  const ownership = await ownershipProblems(ctx.db, actor.id, categoryId, input);
  if (ownership.length > 0) throw validationError(ownership);
  for (const file of cover) await inspectFile(file, PRODUCT_IMAGE, 'cover');
  for (const file of ambient) await inspectFile(file, AMBIENT_IMAGE, 'ambient');
  for (const file of sheet) await inspectFile(file, TECHNICAL_SHEET, 'sheet');

  const staged: StagedFile[] = [];
  try {
    const stagedCover = await stageImage(
      ctx,
      PRODUCT_IMAGE,
      cover[0] as IncomingFile,
      'cover',
      PRODUCT_IMAGE_SIZES,
    );
    staged.push(stagedCover);
    const stagedAmbient: StagedFile[] = [];
    for (const file of ambient) {
      const image = await stageImage(ctx, AMBIENT_IMAGE, file, 'ambient', PRODUCT_IMAGE_SIZES);
      staged.push(image);
      stagedAmbient.push(image);
    }
    const stagedSheet = await stageFile(ctx, TECHNICAL_SHEET, sheet[0] as IncomingFile, 'sheet');
    staged.push(stagedSheet);

    const product = await inTransaction(ctx.db, async (tx) => {
      const coverFile = await recordStagedFile(ctx, tx, actor.id, stagedCover);
      const sheetFile = await recordStagedFile(ctx, tx, actor.id, stagedSheet);
      const ambientFiles = [];
      for (const image of stagedAmbient) {
        ambientFiles.push(await recordStagedFile(ctx, tx, actor.id, image));
      }
      const row = await insertProduct(
        tx,
        newProductRow(actor.id, input, {
          principalImageId: coverFile.id,
          technicalSheetId: sheetFile.id,
        }),
      );
      await insertAmbientImages(
        tx,
        row.id,
        ambientFiles.map((file, position) => ({ fileId: file.id, position })),
      );
      return row;
    });
    announce(ctx, product.id);
    return { id: product.id, message: MESSAGES.productCreated };
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw asVanishedReference(error);
  }
}

/**
 * Inserts the products of the admin's spreadsheet inside the caller's transaction (one for the
 * whole file): already validated with `productCreateSchema`, their brands and warehouses the
 * suppliers' own. They wait for review and have no images until the suppliers upload them.
 */
export async function insertImportedProducts(
  executor: Database,
  rows: { supplierUserId: number; input: ProductCreateInput }[],
): Promise<number[]> {
  return insertProducts(
    executor,
    rows.map((row) =>
      newProductRow(row.supplierUserId, row.input, {
        principalImageId: null,
        technicalSheetId: null,
      }),
    ),
  );
}
