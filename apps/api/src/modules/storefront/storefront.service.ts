/**
 * What buyers browse (part 2 §2.7, §7 Products): categories, the listing with its filters, sorts
 * and pages, the search, the featured and seasonal selections, the product page and the
 * complementary products. Lists are answered from the catalogue index; the product page reads
 * the database in one query.
 */
import {
  PRODUCT_TYPE_KEY,
  categoryName,
  presentationText,
  productTypeOfCategory,
  saleUnitText,
  storeSlug,
  type ProductSort,
} from '@hogarte/shared/catalogue';
import type { ProductListPagination } from '@hogarte/shared/contracts/storefront';
import { LIMITS } from '@hogarte/shared/limits';
import {
  CATEGORIES,
  COLORS,
  LIGHTING_CATEGORIES,
  ORIGINS,
  PACKING_PRESENTATIONS,
  TONES,
  UNITS_OF_MEASURE,
  lookupName,
} from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { productPageCall } from '@hogarte/shared/carried-answers';
import { productIdFromSlug } from '@hogarte/shared/product-links';
import { isBuyer, ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { closedWith, openJsonText } from '../../http/json-text.js';
import { carriedAnswers, imagePreload } from '../../http/page-head.js';
import type { FileStorage } from '../../integrations/storage/storage.js';
import { cardImageKey } from '../../integrations/images/image-variants.js';
import { productFiles } from '../catalogue/catalogue.service.js';
import { CatalogueIndex, productMemoryKind, type ListQuery } from './catalogue-index.js';
import {
  addFavorite,
  favoriteCards,
  findProductPage,
  findProductVisibility,
  findStoreSupplier,
  isFavorite,
  loadCards,
  removeFavorite,
  visibleComplementaries,
  type CardRow,
} from './storefront.repository.js';
import type { StorefrontSource } from './storefront-source.js';

/** The channel the database's catalogue triggers announce changes on (migration 0003). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** The 480 px card of a stored image (the image itself when it has none). */
function cardUrl(storage: FileStorage, key: string) {
  return storage.publicUrl(cardImageKey(key));
}

/** "Porcelanato Roble 60x60" → "porcelanato-roble-60x60": readable product links. */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function productSlug(id: number, name: string): string {
  return `${id}-${slugify(name)}`;
}

function colorOf(colorId: number | null) {
  const color = COLORS.find((item) => item.id === colorId);
  return color ? { id: color.id, name: color.name, hex: color.hex } : null;
}

/** What a card shows of a product row. */
type CardFields = Omit<CardRow, 'createdAt' | 'visible' | 'supplierId'>;

/** A product card as every list shows it. */
export function productCard(storage: FileStorage, row: CardFields) {
  return {
    id: row.id,
    slug: productSlug(row.id, row.name),
    name: row.name,
    category_id: row.categoryId,
    category: categoryName(row.categoryId),
    type: PRODUCT_TYPE_KEY[productTypeOfCategory(row.categoryId)],
    brand: row.brandId === null ? null : { id: row.brandId, name: row.brandName ?? '' },
    company_name: row.companyName,
    store: storeSlug(row.companyName),
    color: colorOf(row.colorId),
    material: row.material,
    price: row.price,
    taxed_price: row.taxedPrice,
    presentation: presentationText(row),
    sale_unit: saleUnitText(row.categoryId),
    image: row.imageKey ? cardUrl(storage, row.imageKey) : null,
    is_featured: row.isFeatured,
    is_seasonal: row.isSeasonal,
    in_stock: row.unitsAvailable > 0,
  };
}

/** Builds the index of a process: it reads through the storefront's repository. */
export function createCatalogueIndex(
  db: Database,
  storage: FileStorage,
): CatalogueIndex<StorefrontSource> {
  return new CatalogueIndex<StorefrontSource>({
    async load(scope) {
      const rows = await loadCards(db, scope);
      // Each row is this load's own: named in place, not copied into a spread literal
      // (decision 045).
      return rows.map((row) =>
        Object.assign(row, {
          categoryName: categoryName(row.categoryId),
          colorName: colorOf(row.colorId)?.name ?? null,
        }),
      );
    },
    cardJson: (row) => JSON.stringify(productCard(storage, row)),
  });
}

function pagination(
  totalItems: number,
  page: number,
  pageSize: number,
  shown: number,
): ProductListPagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const from = shown > 0 ? (page - 1) * pageSize + 1 : 0;
  return {
    totalItems,
    lastPage: totalPages,
    totalPages,
    itemsPerPage: pageSize,
    currentPage: page,
    from,
    to: shown > 0 ? from + shown - 1 : 0,
  };
}

export interface ProductListRequest {
  categoryId: number | null;
  /** A storefront's path segment: only that supplier's products. */
  store?: string | undefined;
  brandIds?: number[] | undefined;
  colorIds?: number[] | undefined;
  materials?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  search?: string | undefined;
  featuredOnly?: boolean;
  seasonalOnly?: boolean;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

/** The store a path segment names, or 404 with the store's own message. */
export async function storeSupplierId(ctx: AppContext, slug: string): Promise<number> {
  const supplier = await findStoreSupplier(ctx.db, slug);
  if (!supplier?.visible) throw notFound(MESSAGES.storeNotFound);
  return supplier.id;
}

/**
 * A page of products as JSON text: the cards are kept serialised in the index, so the answer
 * is put together without building or validating objects on the hot path.
 */
export async function listProducts(ctx: AppContext, request: ProductListRequest): Promise<string> {
  const query: ListQuery = {
    categoryId: request.categoryId,
    supplierId: request.store ? await storeSupplierId(ctx, request.store) : undefined,
    brandIds: request.brandIds,
    colorIds: request.colorIds,
    materials: request.materials,
    minPrice: request.minPrice,
    maxPrice: request.maxPrice,
    search: request.search,
    featuredOnly: request.featuredOnly,
    seasonalOnly: request.seasonalOnly,
    sort: request.sort,
    page: request.page,
    pageSize: request.pageSize,
  };
  const result = await ctx.catalogue.list(query);
  const meta = pagination(result.totalItems, request.page, request.pageSize, result.items.length);
  return `{"items":[${result.items.join(',')}],"pagination":${JSON.stringify(meta)}}`;
}

export async function productFilters(ctx: AppContext, categoryId: number | null, store?: string) {
  const supplierId = store ? await storeSupplierId(ctx, store) : undefined;
  const facets = await ctx.catalogue.facets(categoryId, supplierId);
  return {
    ...facets,
    colors: facets.colors.map((color) => ({ ...color, hex: colorOf(color.id)?.hex ?? '#9E9E9E' })),
  };
}

/** `GET /v2/categories`: every category with how many products it shows now. */
export async function categoriesWithCounts(ctx: AppContext, store?: string) {
  const supplierId = store ? await storeSupplierId(ctx, store) : undefined;
  const counts = await ctx.catalogue.categoryCounts(supplierId);
  return CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name,
    type: PRODUCT_TYPE_KEY[productTypeOfCategory(category.id)],
    productCount: counts.get(category.id) ?? 0,
  }));
}

function warrantyText(warranty: number, inMonths: boolean): string {
  if (warranty <= 0) return 'Sin garantía';
  const unit = inMonths ? (warranty === 1 ? 'mes' : 'meses') : warranty === 1 ? 'año' : 'años';
  return `${warranty} ${unit}`;
}

/** Roles that see any product, approved or not: the admins who review and the operator. */
const CURATORS: readonly number[] = [ROLE.admin, ROLE.lsh];

type PageParts = Awaited<ReturnType<typeof readProductPage>>['parts'];

/**
 * A product page as kept: the same for every reader, who each add whether it is their favourite.
 * The page is the product's card followed by what only the page shows, kept as those two parts:
 * joined into one object literal (`{ ...card, code, … }`) it cost about 100 µs and 40 KB of
 * garbage per page on Node 20 (decision 045).
 */
interface KeptPage {
  parts: PageParts;
  /** The page's open JSON text (`openJsonText`), each answer closing it with `is_favorite`. */
  text: string;
}

/** The product pages last built, as many as the popular part of a large catalogue. */
const PRODUCT_PAGES = productMemoryKind<KeptPage>(5000, { keepFromSecondRead: true });

/**
 * The product page for this reader. Buyers see visible products; the supplier who owns it,
 * admins and the lsh operator see it in any state (a preview before approval).
 */
async function pageFor(ctx: AppContext, actor: Actor | null, productId: number) {
  const pages = ctx.catalogue.memory(PRODUCT_PAGES);
  const cached = pages.get(productId);
  if (cached) return { kept: cached, favorite: await isFavoriteOf(ctx, actor, productId) };
  const generation = pages.currentGeneration();
  const { parts, favorite } = await readProductPage(ctx, actor, productId);
  const kept: KeptPage = { parts, text: openJsonText(parts.card, parts.details) };
  // Only pages buyers may see: a preview before approval is read for its few viewers each time.
  if (parts.details.is_visible) pages.keep(productId, generation, kept);
  return { kept, favorite };
}

export async function productPage(ctx: AppContext, actor: Actor | null, productId: number) {
  const { kept, favorite } = await pageFor(ctx, actor, productId);
  return Object.assign({}, kept.parts.card, kept.parts.details, { is_favorite: favorite });
}

/**
 * What a product page's HTML adds to its head (`/productos/:productSlug` and a store's), so its
 * first screen waits for no call to the API (decisions 051, 055): the product's principal image,
 * preloaded at high priority, and the page itself as a visitor reads it (not anyone's favourite),
 * as the carried answer to `GET /v2/products/{id}`. The page is read as the API reads it for a
 * visitor, and kept; a product a visitor may not see, or a link without an id, adds nothing.
 */
export async function productPageHead(
  ctx: AppContext,
  params: Readonly<Record<string, string>>,
): Promise<string> {
  const productId = params.productSlug ? productIdFromSlug(params.productSlug) : null;
  if (productId === null) return '';
  let kept: KeptPage;
  try {
    kept = (await pageFor(ctx, null, productId)).kept;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return '';
    throw error;
  }
  const image = kept.parts.details.principal_image;
  const page = closedWith(kept.text, 'is_favorite', false);
  return (
    (image ? imagePreload(image.url, true) : '') +
    carriedAnswers([[productPageCall(productId), page]])
  );
}

/** `GET /v2/products/{id}` as JSON text: a kept page goes out without being serialized again. */
export async function productPageText(ctx: AppContext, actor: Actor | null, productId: number) {
  const { kept, favorite } = await pageFor(ctx, actor, productId);
  return closedWith(kept.text, 'is_favorite', favorite);
}

/** Only buyers keep favourites; anyone else's answer is false without asking the database. */
async function isFavoriteOf(ctx: AppContext, actor: Actor | null, productId: number) {
  if (!actor || !isBuyer(actor.roleId)) return false;
  return isFavorite(ctx.db, actor.id, productId);
}

async function readProductPage(ctx: AppContext, actor: Actor | null, productId: number) {
  const row = await findProductPage(ctx.db, productId, actor?.id ?? 0);
  if (!row) throw notFound(MESSAGES.productNotFound);
  const { product } = row;
  const mayPreview =
    actor !== null &&
    (CURATORS.includes(actor.roleId) ||
      (actor.roleId === ROLE.supplier && actor.id === product.supplierUserId));
  if (!row.visible && !mayPreview) throw notFound(MESSAGES.productNotFound);
  const pricePerM2 =
    product.minSaleUnit && product.minSaleUnit > 0
      ? Math.round(product.taxedPrice / product.minSaleUnit)
      : null;
  // The card is given what it shows, not a copy of the row's 53 columns, and the favourite flag
  // travels beside the page instead of being taken out of a copy of it.
  const card = productCard(ctx.storage, {
    id: product.id,
    name: product.name,
    categoryId: product.categoryId,
    brandId: product.brandId,
    brandName: row.brandName,
    companyName: row.companyName,
    colorId: product.colorId,
    material: product.material,
    price: product.price,
    taxedPrice: product.taxedPrice,
    imageKey: row.imageKey,
    isFeatured: product.isFeatured,
    isSeasonal: product.isSeasonal,
    minSaleUnit: product.minSaleUnit,
    unitsPerPackage: product.unitsPerPackage,
    unitOfMeasureId: product.unitOfMeasureId,
    yieldM2: product.yieldM2,
    packingPresentationId: product.packingPresentationId,
    unitsAvailable: product.unitsAvailable,
  });
  const details = {
    code: product.code,
    reference: product.reference,
    description: product.description,
    iva: product.taxedPrice - product.price,
    price_per_m2: pricePerM2,
    min_sale_unit: product.minSaleUnit,
    units_per_package: product.unitsPerPackage,
    units_available: product.unitsAvailable,
    delivery_time: product.deliveryTimeDays,
    delivery_estimate_days: product.deliveryTimeDays + LIMITS.carrierExtraDays,
    warranty: product.warranty,
    is_warranty_in_months: product.isWarrantyInMonths,
    warranty_text: warrantyText(product.warranty, product.isWarrantyInMonths),
    light_type: lookupName(TONES, product.lightTypeId) || null,
    lamp_type: lookupName(LIGHTING_CATEGORIES, product.lampTypeId) || null,
    origin: lookupName(ORIGINS, product.originId) || null,
    product_content: product.productContent,
    size: product.size,
    unit_of_measure: lookupName(UNITS_OF_MEASURE, product.unitOfMeasureId) || null,
    yield_m2: product.yieldM2,
    brand_that_complements_id: product.complementedBrandId,
    dimensions: {
      length: product.length,
      width: product.width,
      depth: product.depth,
      height: product.height,
      diameter: product.diameter,
      thickness: product.thickness,
      weight: product.weight,
    },
    packaging: {
      packing_presentation: lookupName(PACKING_PRESENTATIONS, product.packingPresentationId),
      length: product.packageLength,
      width: product.packageWidth,
      height: product.packageHeight,
      weight: product.packageWeight,
    },
    ...productFiles(ctx, row),
    installation_price: product.installationPrice,
    comission_percentage: product.commissionPercentage,
    is_public: product.isPublic,
    is_approved: product.isApproved,
    is_visible: row.visible,
  };
  return { parts: { card, details }, favorite: row.isFavorite };
}

/** `GET /v1/brands/{id}/complementaries`: what to lay a brand's coverings with, up to 5. */
export async function complementaries(ctx: AppContext, brandId: number) {
  const rows = await visibleComplementaries(ctx.db, brandId, LIMITS.complementaryImagesMax);
  return rows.map((row) => productCard(ctx.storage, row));
}

export async function favoriteProducts(ctx: AppContext, actor: Actor) {
  const rows = await favoriteCards(ctx.db, actor.id);
  return rows.map((row) => productCard(ctx.storage, row));
}

export async function addToFavorites(ctx: AppContext, actor: Actor, productId: number) {
  const product = await findProductVisibility(ctx.db, productId);
  if (!product?.visible) throw notFound(MESSAGES.productNotFound);
  await addFavorite(ctx.db, actor.id, productId);
  return { message: MESSAGES.favoriteAdded };
}

export async function removeFromFavorites(ctx: AppContext, actor: Actor, productId: number) {
  await removeFavorite(ctx.db, actor.id, productId);
  return { message: MESSAGES.favoriteRemoved };
}

/** A category path segment: `all` or one of the categories. */
export function categoryFromPath(value: string): number | null {
  if (value === 'all') return null;
  const id = Number(value);
  if (!CATEGORIES.some((category) => category.id === id)) {
    throw new AppError(404, 'NOT_FOUND', MESSAGES.categoryUnknown);
  }
  return id;
}
