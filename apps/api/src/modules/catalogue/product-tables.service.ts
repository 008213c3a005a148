/**
 * The product tables of the supplier, the admin (with the counts by approval) and the lsh
 * operator (part 2 §5, §7 Products).
 */
import {
  PRODUCT_TYPE_KEY,
  approvalLabel,
  categoriesOfType,
  categoryName,
  presentationText,
  productTypeOfCategory,
  type ProductTypeId,
} from '@hogarte/shared/catalogue';
import { pageInfo } from '@hogarte/shared/contracts/common';
import { utilityPercent } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { countByApproval, listProducts, type ProductListFilter } from './catalogue.repository.js';
import { imageLinks } from './catalogue.service.js';

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
    ambient_images: row.ambientImages.map((ambient) => imageLinks(ctx, ambient.key).card_url),
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
    pagination: pageInfo(totalItems, query.page, query.itemsPerPage),
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
