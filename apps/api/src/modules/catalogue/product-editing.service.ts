/**
 * The supplier's edits of its own products, section by section (part 2 §5): general fields,
 * measurements, packaging, visibility and featured flags, and deletion (the admin may delete any).
 * A declined product the supplier changes goes back to review.
 */
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  packagingMeasurementsSchema,
  packedWeightHolds,
  packingPresentationIdField,
  productGeneralSchema,
  productMeasurementsSchema,
} from '@hogarte/shared/schemas/catalogue';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { fieldError, notFound, validationError, zodFieldErrors } from '../../http/errors.js';
import { findProduct, updateProduct } from './catalogue.repository.js';
import { announce, detailOf, lockOwnProduct, reviewAgainIfDeclined } from './catalogue.service.js';
import {
  asVanishedReference,
  dimensionColumns,
  generalColumns,
  ownershipProblems,
} from './product-columns.js';

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

/** The switches of the supplier's table, and the field each answers with. */
const FLAG_FIELDS = { isPublic: 'is_public', isFeatured: 'is_featured' } as const;
type Flag = keyof typeof FLAG_FIELDS;

export async function setProductFlag<F extends Flag>(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  flag: F,
  value: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    await lockOwnProduct(tx, actor, productId);
    await updateProduct(tx, productId, { [flag]: value });
  });
  announce(ctx, productId);
  // A computed key is typed as a plain string; this names the one the switch answers with.
  const field = { [FLAG_FIELDS[flag]]: value } as Record<(typeof FLAG_FIELDS)[F], boolean>;
  return { id: productId, ...field, message: MESSAGES.productUpdated };
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
