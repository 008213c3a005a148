/**
 * What the catalogue's use cases share (part 2 §2.4, §2.5, §5, §7 Products): telling the catalogue
 * index about a change, the supplier's products shown or hidden with it, a product's detail as the
 * edit page and the admin's dialog show it, and the supplier's product locked for a change. The
 * use cases live next to it: product-creation, product-editing, product-images, product-curation
 * and product-tables (`*.service.ts`), with the column mapping in product-columns.ts.
 */
import {
  PRODUCT_TYPE_KEY,
  approvalLabel,
  categoryName,
  presentationText,
  productTypeOfCategory,
} from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { utilityPercent } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { cardImageKey } from '../../integrations/images/image-variants.js';
import {
  findProduct,
  findProductDetail,
  setSupplierProductsPublic,
  type NewProduct,
  type ProductRow,
} from './catalogue.repository.js';

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
export function announce(ctx: AppContext, productId: number): void {
  ctx.catalogue.markChanged(`p:${productId}`);
}

/** The same for a supplier whose approval or visibility changed: all its products may have. */
export function announceSupplierChange(ctx: AppContext, supplierUserId: number): void {
  ctx.catalogue.markChanged(`s:${supplierUserId}`);
}

interface ImageLinks {
  url: string;
  card_url: string;
}

/** A stored image's large and card addresses; none for a product without the image. */
export function imageLinks(ctx: AppContext, key: string): ImageLinks;
export function imageLinks(ctx: AppContext, key: string | null): ImageLinks | null;
export function imageLinks(ctx: AppContext, key: string | null): ImageLinks | null {
  if (!key) return null;
  return {
    url: ctx.storage.publicUrl(key),
    card_url: ctx.storage.publicUrl(cardImageKey(key)),
  };
}

/** What a product's detail and its page read of its files. */
interface ProductFilesRow {
  product: { principalImageId: number | null; technicalSheetId: number | null };
  imageKey: string | null;
  sheetKey: string | null;
  sheetName: string | null;
  ambientImages: { id: number; key: string }[];
}

/**
 * A product's principal image, ambient images and technical sheet, as its detail (the edit page,
 * the admin's dialog) and its page in the storefront show them.
 */
export function productFiles(ctx: AppContext, row: ProductFilesRow) {
  const { product } = row;
  return {
    // The keys come from left joins on the ids: an id has its key, and neither is null alone.
    principal_image:
      product.principalImageId !== null && row.imageKey
        ? { id: product.principalImageId, ...imageLinks(ctx, row.imageKey) }
        : null,
    ambient_images: row.ambientImages.map((ambient) => ({
      id: ambient.id,
      ...imageLinks(ctx, ambient.key),
    })),
    technical_sheet:
      product.technicalSheetId !== null && row.sheetKey
        ? {
            id: product.technicalSheetId,
            url: ctx.storage.publicUrl(row.sheetKey),
            name: row.sheetName,
          }
        : null,
  };
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof findProductDetail>>>;

/** Everything the edit page and the admin's detail dialog show of a product. */
function productDetailView(ctx: AppContext, row: DetailRow) {
  const { product } = row;
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
    ...productFiles(ctx, row),
    installation_price: product.installationPrice,
    is_approved: product.isApproved,
    approval_label: approvalLabel(product.isApproved),
    is_public: product.isPublic,
    is_featured: product.isFeatured,
    is_seasonal: product.isSeasonal,
    created_at: product.createdAt.toISOString(),
  };
}

export async function detailOf(ctx: AppContext, productId: number, supplierId?: number) {
  const row = await findProductDetail(ctx.db, productId, supplierId);
  if (!row) throw notFound(MESSAGES.productNotFound);
  return productDetailView(ctx, row);
}

/** The supplier's product, locked for the change about to be made; someone else's is 404. */
export async function lockOwnProduct(
  tx: Database,
  actor: Actor,
  productId: number,
): Promise<ProductRow> {
  const product = await findProduct(tx, productId, { supplierId: actor.id, forUpdate: true });
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}

/** A declined product the supplier changes goes back to review (decision 010). */
export function reviewAgainIfDeclined(product: ProductRow): Partial<NewProduct> {
  return product.isApproved === false ? { isApproved: null } : {};
}
