/**
 * The catalogue as suppliers, admins and the lsh operator manage it (part 2 §2.4, §2.5, §5, §7
 * Products): a supplier creates its products with images and a technical sheet and edits them
 * section by section; the admin approves or declines them and picks the seasonal ones; the operator
 * (or the admin) sets installation prices. Every change is one transaction; the files it writes are
 * stored before it and removed again when it fails.
 */
import {
  PRODUCT_TYPE,
  PRODUCT_TYPE_KEY,
  approvalLabel,
  categoriesOfType,
  categoryGroup,
  categoryName,
  presentationText,
  productTypeOfCategory,
  type ProductTypeId,
} from '@hogarte/shared/catalogue';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { utilityPercent, withIva } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import {
  ambientImagesProblem,
  categoryIdField,
  installationPriceField,
  installationPriceSchema,
  packagingMeasurementsSchema,
  packedWeightHolds,
  packingPresentationIdField,
  productCreateSchema,
  productGeneralSchema,
  productMeasurementsSchema,
  productQuickEditSchema,
  type ProductCreateInput,
  type ProductDimensions,
} from '@hogarte/shared/schemas/catalogue';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, type Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  AppError,
  fieldError,
  forbidden,
  notFound,
  validationError,
  zodFieldErrors,
  type FieldError,
} from '../../http/errors.js';
import type { IncomingFile, MultipartForm } from '../../http/uploads.js';
import { cardVariantKey, hasCardVariant } from '../../integrations/images/image-variants.js';
import { ownedBrandOfType } from '../brands/brands.service.js';
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
import { queueEmail } from '../notifications/notifications.service.js';
import { ownsStorageAddress } from '../suppliers/suppliers.service.js';
import {
  countAmbientImages,
  countByApproval,
  deleteAmbientImages,
  findProduct,
  findProductDetail,
  findSupplierContact,
  insertAmbientImages,
  insertProduct,
  insertProducts,
  listAmbientImages,
  listProducts,
  renumberAmbientImages,
  setSupplierProductsPublic,
  updateProduct,
  type NewProduct,
  type ProductListFilter,
  type ProductRow,
} from './catalogue.repository.js';

const PRODUCT_IMAGE = documentTypeFor(documentTypeId('productImage'));
const AMBIENT_IMAGE = documentTypeFor(documentTypeId('ambientImage'));
const TECHNICAL_SHEET = documentTypeFor(documentTypeId('technicalSheet'));
/** Product pages show images up to 1600 px; cards load a 480 px copy. */
export const PRODUCT_IMAGE_SIZES = { large: 1600, card: 480 };

/**
 * Shows or hides every product of a supplier, inside the caller's transaction: the admin's
 * 'Público' switch on a supplier moves the supplier and its products together.
 */
export function setSupplierProductsVisibility(
  executor: Database,
  supplierUserId: number,
  isPublic: boolean,
): Promise<number> {
  return setSupplierProductsPublic(executor, supplierUserId, isPublic);
}

/**
 * Tells this process's catalogue index at once; other processes hear it from the database's
 * notification (which on PostgreSQL may arrive a moment after the answer).
 */
function announce(ctx: AppContext, productId: number): void {
  ctx.catalogue.markChanged(`p:${productId}`);
}

/** The same for a supplier whose approval or visibility changed: all its products may have. */
export function announceSupplierChange(ctx: AppContext, supplierUserId: number): void {
  ctx.catalogue.markChanged(`s:${supplierUserId}`);
}

/** The general fields of any category's schema, as one type (absent ones are not asked). */
interface GeneralValues {
  code?: string | undefined;
  name: string;
  reference: string;
  supplier_brand_id: number;
  material: string;
  price: number;
  comission_percentage: number;
  storage_address_id: number;
  delivery_time: number;
  units_available: number;
  warranty: number;
  is_warranty_in_months: boolean;
  description: string;
  color_id?: number | undefined;
  min_sale_unit?: number | undefined;
  units_per_package?: number | undefined;
  light_type_id?: number | undefined;
  lamp_type_id?: number | undefined;
  origin_id?: number | undefined;
  product_content?: string | undefined;
  size?: string | undefined;
  brand_that_complements_id?: number | undefined;
  unit_of_measure_id?: number | undefined;
  yield_m2?: number | undefined;
}

function generalColumns(input: GeneralValues) {
  return {
    code: input.code ?? null,
    name: input.name,
    reference: input.reference,
    brandId: input.supplier_brand_id,
    material: input.material,
    colorId: input.color_id ?? null,
    price: input.price,
    taxedPrice: withIva(input.price),
    commissionPercentage: input.comission_percentage,
    storageAddressId: input.storage_address_id,
    deliveryTimeDays: input.delivery_time,
    unitsAvailable: input.units_available,
    warranty: input.warranty,
    // No warranty has no unit either: 0, and its unit 0 (years) (part 2 §5).
    isWarrantyInMonths: input.warranty > 0 && input.is_warranty_in_months,
    description: input.description,
    minSaleUnit: input.min_sale_unit ?? null,
    unitsPerPackage: input.units_per_package ?? null,
    lightTypeId: input.light_type_id ?? null,
    lampTypeId: input.lamp_type_id ?? null,
    originId: input.origin_id ?? null,
    productContent: input.product_content ?? null,
    size: input.size ?? null,
    complementedBrandId: input.brand_that_complements_id ?? null,
    unitOfMeasureId: input.unit_of_measure_id ?? null,
    yieldM2: input.yield_m2 ?? null,
  };
}

function dimensionColumns(input: ProductDimensions) {
  return {
    length: input.length ?? null,
    width: input.width ?? null,
    depth: input.depth ?? null,
    height: input.height ?? null,
    diameter: input.diameter ?? null,
    thickness: input.thickness ?? null,
    weight: input.weight,
  };
}

/**
 * The row of a new product from its checked fields: the supplier's form, a spreadsheet row and the
 * demo catalogue all go through this one mapping.
 */
export function newProductRow(
  supplierUserId: number,
  input: ProductCreateInput,
  files: { principalImageId: number | null; technicalSheetId: number | null },
): NewProduct {
  return {
    supplierUserId,
    categoryId: input.category_id,
    ...generalColumns(input),
    ...dimensionColumns(input),
    packingPresentationId: input.packing_presentation_id,
    packageLength: input.package_length,
    packageWidth: input.package_width,
    packageHeight: input.package_height,
    packageWeight: input.package_weight,
    ...files,
  };
}

/**
 * The brand, the complemented brand and the warehouse must be the supplier's own, the brands of
 * the right type: every problem is reported on its field.
 */
export async function ownershipProblems(
  executor: Database,
  supplierId: number,
  categoryId: number,
  input: Pick<
    GeneralValues,
    'supplier_brand_id' | 'storage_address_id' | 'brand_that_complements_id'
  >,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const brand = await ownedBrandOfType(
    executor,
    supplierId,
    input.supplier_brand_id,
    productTypeOfCategory(categoryId),
  );
  if (brand === 'unknown') {
    errors.push({ field: 'supplier_brand_id', message: MESSAGES.brandUnknown });
  } else if (brand === 'wrong-type') {
    errors.push({ field: 'supplier_brand_id', message: MESSAGES.brandTypeMismatch });
  }
  if (categoryGroup(categoryId) === 'complementary' && input.brand_that_complements_id) {
    const complemented = await ownedBrandOfType(
      executor,
      supplierId,
      input.brand_that_complements_id,
      PRODUCT_TYPE.covering,
    );
    if (complemented !== 'ok') {
      errors.push({
        field: 'brand_that_complements_id',
        message: MESSAGES.complementedBrandUnknown,
      });
    }
  }
  if (!(await ownsStorageAddress(executor, supplierId, input.storage_address_id))) {
    errors.push({ field: 'storage_address_id', message: MESSAGES.storageAddressUnknown });
  }
  return errors;
}

/** A brand or warehouse removed while the product was being saved. */
function asVanishedReference(error: unknown): unknown {
  return isForeignKeyViolation(error)
    ? validationError([{ field: 'supplier_brand_id', message: MESSAGES.brandUnknown }])
    : error;
}

function imageLinks(ctx: AppContext, key: string | null) {
  if (!key) return null;
  return {
    url: ctx.storage.publicUrl(key),
    card_url: ctx.storage.publicUrl(hasCardVariant(key) ? cardVariantKey(key) : key),
  };
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof findProductDetail>>>;

/** Everything the edit page and the admin's detail dialog show of a product. */
function productDetailView(ctx: AppContext, row: DetailRow) {
  const { product } = row;
  const image = imageLinks(ctx, row.imageKey);
  return {
    id: product.id,
    category_id: product.categoryId,
    category: categoryName(product.categoryId),
    type: PRODUCT_TYPE_KEY[productTypeOfCategory(product.categoryId)],
    company_name: row.companyName,
    code: product.code,
    name: product.name,
    reference: product.reference,
    supplier_brand_id: product.brandId,
    brand: product.brandId === null ? null : { id: product.brandId, name: row.brandName ?? '' },
    material: product.material,
    color_id: product.colorId,
    min_sale_unit: product.minSaleUnit,
    units_per_package: product.unitsPerPackage,
    price: product.price,
    taxed_price: product.taxedPrice,
    size: product.size,
    storage_address_id: product.storageAddressId,
    comission_percentage: product.commissionPercentage,
    utility: utilityPercent(product.commissionPercentage),
    delivery_time: product.deliveryTimeDays,
    light_type_id: product.lightTypeId,
    lamp_type_id: product.lampTypeId,
    origin_id: product.originId,
    product_content: product.productContent,
    units_available: product.unitsAvailable,
    warranty: product.warranty,
    is_warranty_in_months: product.isWarrantyInMonths,
    description: product.description,
    brand_that_complements_id: product.complementedBrandId,
    unit_of_measure_id: product.unitOfMeasureId,
    yield_m2: product.yieldM2,
    presentation: presentationText(product),
    length: product.length,
    width: product.width,
    depth: product.depth,
    height: product.height,
    diameter: product.diameter,
    thickness: product.thickness,
    weight: product.weight,
    packing_presentation_id: product.packingPresentationId,
    package_length: product.packageLength,
    package_width: product.packageWidth,
    package_height: product.packageHeight,
    package_weight: product.packageWeight,
    principal_image: image && { id: product.principalImageId, ...image },
    ambient_images: row.ambientImages.map((ambient) => ({
      id: ambient.id,
      ...imageLinks(ctx, ambient.key),
    })),
    technical_sheet: row.sheetKey
      ? {
          id: product.technicalSheetId,
          url: ctx.storage.publicUrl(row.sheetKey),
          name: row.sheetName,
        }
      : null,
    installation_price: product.installationPrice,
    is_approved: product.isApproved,
    approval_label: approvalLabel(product.isApproved),
    is_public: product.isPublic,
    is_featured: product.isFeatured,
    is_seasonal: product.isSeasonal,
    created_at: product.createdAt.toISOString(),
  };
}

async function detailOf(ctx: AppContext, productId: number, supplierId?: number) {
  const row = await findProductDetail(ctx.db, productId, supplierId);
  if (!row) throw notFound(MESSAGES.productNotFound);
  return productDetailView(ctx, row);
}

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

/** The supplier's product, locked for the change about to be made; someone else's is 404. */
async function lockOwnProduct(tx: Database, actor: Actor, productId: number): Promise<ProductRow> {
  const product = await findProduct(tx, productId, { supplierId: actor.id, forUpdate: true });
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}

/** A declined product the supplier changes goes back to review (decision 010). */
function reviewAgainIfDeclined(product: ProductRow): Partial<NewProduct> {
  return product.isApproved === false ? { isApproved: null } : {};
}

export function supplierProductDetail(ctx: AppContext, actor: Actor, productId: number) {
  return detailOf(ctx, productId, actor.id);
}

export async function updateGeneral(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  body: Record<string, unknown>,
) {
  const current = await findProduct(ctx.db, productId, { supplierId: actor.id });
  if (!current) throw notFound(MESSAGES.productNotFound);
  if (body.category_id !== undefined && Number(body.category_id) !== current.categoryId) {
    throw fieldError(400, 'CATEGORY_LOCKED', 'category_id', MESSAGES.categoryLocked);
  }
  const parsed = productGeneralSchema(current.categoryId).safeParse(body);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  const ownership = await ownershipProblems(ctx.db, actor.id, current.categoryId, parsed.data);
  if (ownership.length > 0) throw validationError(ownership);
  try {
    await inTransaction(ctx.db, async (tx) => {
      const product = await lockOwnProduct(tx, actor, productId);
      await updateProduct(tx, productId, {
        ...generalColumns(parsed.data),
        ...reviewAgainIfDeclined(product),
      });
    });
  } catch (error) {
    throw asVanishedReference(error);
  }
  announce(ctx, productId);
  return { product: await detailOf(ctx, productId, actor.id), message: MESSAGES.productUpdated };
}

export async function updateMeasurements(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  body: unknown,
) {
  await inTransaction(ctx.db, async (tx) => {
    const product = await lockOwnProduct(tx, actor, productId);
    const parsed = productMeasurementsSchema(product.categoryId).safeParse(body);
    if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
    if (
      product.packageWeight !== null &&
      !packedWeightHolds(parsed.data.weight, product.packageWeight)
    ) {
      throw fieldError(400, 'VALIDATION_ERROR', 'weight', MESSAGES.packedWeightTooLow);
    }
    await updateProduct(tx, productId, dimensionColumns(parsed.data));
  });
  announce(ctx, productId);
  return {
    product: await detailOf(ctx, productId, actor.id),
    message: MESSAGES.productMeasurementsUpdated,
  };
}

export async function updatePackaging(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  packingPresentationId: string,
  body: unknown,
) {
  const presentation = packingPresentationIdField.safeParse(packingPresentationId);
  if (!presentation.success) {
    throw fieldError(400, 'VALIDATION_ERROR', 'packing_presentation_id', MESSAGES.optionUnknown);
  }
  const parsed = packagingMeasurementsSchema.safeParse(body);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  await inTransaction(ctx.db, async (tx) => {
    const product = await lockOwnProduct(tx, actor, productId);
    if (product.weight !== null && !packedWeightHolds(product.weight, parsed.data.package_weight)) {
      throw fieldError(400, 'VALIDATION_ERROR', 'package_weight', MESSAGES.packedWeightTooLow);
    }
    await updateProduct(tx, productId, {
      packingPresentationId: presentation.data,
      packageLength: parsed.data.package_length,
      packageWidth: parsed.data.package_width,
      packageHeight: parsed.data.package_height,
      packageWeight: parsed.data.package_weight,
    });
  });
  announce(ctx, productId);
  return {
    product: await detailOf(ctx, productId, actor.id),
    message: MESSAGES.packagingMeasurementsUpdated,
  };
}

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

export async function setProductFlag(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  flag: 'isPublic' | 'isFeatured',
  value: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    await lockOwnProduct(tx, actor, productId);
    await updateProduct(tx, productId, { [flag]: value });
  });
  announce(ctx, productId);
  return {
    id: productId,
    ...(flag === 'isPublic' ? { is_public: value } : { is_featured: value }),
    message: MESSAGES.productUpdated,
  };
}

/**
 * `DELETE /v1/products/{id}`: the supplier its own, the admin any. The product leaves every list
 * at once; its row stays for the orders that name it.
 */
export async function deleteProduct(ctx: AppContext, actor: Actor, productId: number) {
  await inTransaction(ctx.db, async (tx) => {
    const product = await findProduct(tx, productId, {
      forUpdate: true,
      ...(actor.roleId === ROLE.admin ? {} : { supplierId: actor.id }),
    });
    if (!product) throw notFound(MESSAGES.productNotFound);
    await updateProduct(tx, productId, { deletedAt: ctx.now(), isFeatured: false });
  });
  announce(ctx, productId);
  return { message: MESSAGES.productDeleted };
}

const adminPatchSchema = z
  .object({
    installation_price: installationPriceField.optional(),
    is_approved: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
    is_seasonal: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
  })
  .refine(
    (value) =>
      value.installation_price !== undefined ||
      value.is_approved !== undefined ||
      value.is_seasonal !== undefined,
    { error: MESSAGES.invalidRequest },
  );

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return parsed.data;
}

function decisionEmail(
  ctx: AppContext,
  contact: { email: string; firstName: string },
  productName: string,
  approved: boolean,
) {
  const product = ctx.config.brand.productName;
  const lines = approved
    ? [
        `¡Buenas noticias! Aprobamos tu producto "${productName}" y ya está a la venta en ${product}.`,
        `Puedes verlo en tu lista de productos: ${ctx.config.publicUrl}/proveedor/producto/lista`,
      ]
    : [
        `Revisamos tu producto "${productName}" y por ahora no fue aprobado.`,
        'Revisa sus imágenes, su ficha técnica y su información, y edítalo para enviarlo de nuevo a revisión.',
      ];
  return {
    to: contact.email,
    subject: approved
      ? `Tu producto ${productName} fue aprobado`
      : `Tu producto ${productName} necesita cambios`,
    text: [`Hola ${contact.firstName},`, '', ...lines].join('\n'),
  };
}

/**
 * `PATCH /v1/products/{id}`: what each role may change. The supplier its own price, stock and
 * commission (the coverings and decoratives tables); the lsh operator the installation price; the
 * admin the installation price, the approval and the seasonal selection.
 */
export async function patchProduct(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  body: unknown,
) {
  if (actor.roleId === ROLE.supplier) {
    const input = parseBody(productQuickEditSchema, body);
    await inTransaction(ctx.db, async (tx) => {
      await lockOwnProduct(tx, actor, productId);
      await updateProduct(tx, productId, {
        ...(input.price === undefined
          ? {}
          : { price: input.price, taxedPrice: withIva(input.price) }),
        ...(input.units_available === undefined ? {} : { unitsAvailable: input.units_available }),
        ...(input.comission_percentage === undefined
          ? {}
          : { commissionPercentage: input.comission_percentage }),
      });
    });
    announce(ctx, productId);
    return { product: await detailOf(ctx, productId), message: MESSAGES.productUpdated };
  }
  if (actor.roleId !== ROLE.lsh && actor.roleId !== ROLE.admin) throw forbidden();
  const input =
    actor.roleId === ROLE.lsh
      ? parseBody(installationPriceSchema, body)
      : parseBody(adminPatchSchema, body);
  await inTransaction(ctx.db, async (tx) => {
    const product = await findProduct(tx, productId, { forUpdate: true });
    if (!product) throw notFound(MESSAGES.productNotFound);
    const approval = 'is_approved' in input ? input.is_approved : undefined;
    if (approval === true) {
      const ambient = await countAmbientImages(tx, productId);
      if (product.principalImageId === null || ambient === 0) {
        throw new AppError(409, 'PRODUCT_NEEDS_IMAGES', MESSAGES.productNeedsImages);
      }
    }
    await updateProduct(tx, productId, {
      ...(input.installation_price === undefined
        ? {}
        : { installationPrice: input.installation_price }),
      ...(approval === undefined ? {} : { isApproved: approval }),
      ...('is_seasonal' in input && input.is_seasonal !== undefined
        ? { isSeasonal: input.is_seasonal }
        : {}),
    });
    if (approval !== undefined && approval !== product.isApproved) {
      const contact = await findSupplierContact(tx, product.supplierUserId);
      if (contact) await queueEmail(tx, decisionEmail(ctx, contact, product.name, approval));
    }
  });
  announce(ctx, productId);
  const product = await detailOf(ctx, productId);
  const approval = 'is_approved' in input ? input.is_approved : undefined;
  const message =
    approval === undefined
      ? input.installation_price !== undefined
        ? MESSAGES.installationPriceUpdated
        : MESSAGES.productUpdated
      : fillMessage(approval ? MESSAGES.productApproved : MESSAGES.productDeclined, {
          name: product.name,
        });
  return { product, message };
}

type ListRow = Awaited<ReturnType<typeof listProducts>>[0][number];

/** A row of the supplier's, the admin's and the operator's product tables. */
function productRowView(ctx: AppContext, row: ListRow) {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    category_id: product.categoryId,
    category: categoryName(product.categoryId),
    type: PRODUCT_TYPE_KEY[productTypeOfCategory(product.categoryId)],
    company_name: row.companyName,
    brand: product.brandId === null ? null : { id: product.brandId, name: row.brandName ?? '' },
    description: product.description,
    presentation: presentationText(product),
    min_sale_unit: product.minSaleUnit,
    image: imageLinks(ctx, row.imageKey)?.card_url ?? null,
    ambient_images: row.ambientImages.map((ambient) => imageLinks(ctx, ambient.key)?.card_url),
    price: product.price,
    taxed_price: product.taxedPrice,
    comission_percentage: product.commissionPercentage,
    utility: utilityPercent(product.commissionPercentage),
    units_available: product.unitsAvailable,
    installation_price: product.installationPrice,
    is_approved: product.isApproved,
    approval_label: approvalLabel(product.isApproved),
    is_public: product.isPublic,
    is_featured: product.isFeatured,
    is_seasonal: product.isSeasonal,
    created_at: product.createdAt.toISOString(),
  };
}

export interface ProductTableQuery {
  page: number;
  itemsPerPage: number;
  search: string;
  /** Product types to include; all when empty. */
  types: ProductTypeId[];
}

function categoriesOf(types: ProductTypeId[]): number[] | undefined {
  if (types.length === 0 || types.length === 2) return undefined;
  return types.flatMap((type) => categoriesOfType(type));
}

async function productTable(ctx: AppContext, filter: ProductListFilter, query: ProductTableQuery) {
  const [rows, totalItems] = await listProducts(ctx.db, filter, {
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  return {
    items: rows.map((row) => productRowView(ctx, row)),
    pagination: {
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / query.itemsPerPage)),
      currentPage: query.page,
      itemsPerPage: query.itemsPerPage,
    },
  };
}

/** `GET /v2/suppliers/products`, `GET /v1/suppliers/products?type=`: the supplier's own. */
export function supplierProducts(ctx: AppContext, actor: Actor, query: ProductTableQuery) {
  return productTable(
    ctx,
    { supplierId: actor.id, categoryIds: categoriesOf(query.types), search: query.search },
    query,
  );
}

export type ApprovalFilter = 'all' | 'pending' | 'approved' | 'declined';

const APPROVAL_VALUES: Record<ApprovalFilter, boolean | null | undefined> = {
  all: undefined,
  pending: null,
  approved: true,
  declined: false,
};

/** `GET /v2/admin/products`: every supplier's products, by type and approval, with the counts. */
export async function adminProducts(
  ctx: AppContext,
  query: ProductTableQuery & { approval: ApprovalFilter },
) {
  const filter: ProductListFilter = {
    categoryIds: categoriesOf(query.types),
    search: query.search,
  };
  const [table, counts] = await Promise.all([
    productTable(ctx, { ...filter, approval: APPROVAL_VALUES[query.approval] }, query),
    countByApproval(ctx.db, filter),
  ]);
  return { ...table, counts };
}

/** `GET /v1/products?type=…&installationPrice=false&approved=true`: the operator's tables. */
export function operatorProducts(
  ctx: AppContext,
  query: ProductTableQuery & {
    installationPriceMissing: boolean | undefined;
    approvedOnly: boolean;
  },
) {
  return productTable(
    ctx,
    {
      categoryIds: categoriesOf(query.types),
      search: query.search,
      installationPriceMissing: query.installationPriceMissing,
      ...(query.approvedOnly ? { approval: true } : {}),
    },
    query,
  );
}

/** `GET /v2/admin/products/{id}`: the admin's detail dialog. */
export function adminProductDetail(ctx: AppContext, productId: number) {
  return detailOf(ctx, productId);
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
