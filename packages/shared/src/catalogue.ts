/**
 * How the catalogue groups its categories (part 2 §3 Categories with dimension sets, §5 Product
 * creation): which fields each category asks for, which product type it belongs to, and how a
 * product is presented. The form, the API and the spreadsheet upload read these rules.
 */
import { LIMITS } from './limits.js';
import { formatNumber } from './money.js';
import {
  CATEGORIES,
  PACKING_PRESENTATIONS,
  UNITS_OF_MEASURE,
  lookupName,
} from './product-lookups.js';

export const CATEGORY_ID = {
  decoration: 1,
  furniture: 2,
  lighting: 3,
  offices: 4,
  bathsAndKitchens: 5,
  kids: 6,
  garden: 7,
  coverings: 8,
  floors: 9,
  complementary: 10,
  wellbeing: 11,
  pets: 12,
} as const;

export const CATEGORY_IDS: readonly number[] = CATEGORIES.map((category) => category.id);

/**
 * The form schema a category uses: coverings and floors share one (m² sale unit, units per
 * package), lighting adds light and lamp type, home-and-wellbeing and pets add origin and content,
 * complementary products name the brand they complement; every other category is decorative.
 */
export type CategoryGroup = 'covering' | 'lighting' | 'wellbeing' | 'complementary' | 'decorative';

export function categoryGroup(categoryId: number): CategoryGroup {
  switch (categoryId) {
    case CATEGORY_ID.coverings:
    case CATEGORY_ID.floors:
      return 'covering';
    case CATEGORY_ID.lighting:
      return 'lighting';
    case CATEGORY_ID.wellbeing:
    case CATEGORY_ID.pets:
      return 'wellbeing';
    case CATEGORY_ID.complementary:
      return 'complementary';
    default:
      return 'decorative';
  }
}

export const PRODUCT_TYPE = { covering: 1, decorative: 2 } as const;
export type ProductTypeId = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** The API's names of the two types (`?type=revestimiento`, admin filters). */
export const PRODUCT_TYPE_KEY = { 1: 'revestimiento', 2: 'decorativo' } as const;
export type ProductTypeKey = (typeof PRODUCT_TYPE_KEY)[ProductTypeId];

/**
 * Coverings, floors and the complementary products laid with them (grout, adhesive) are
 * coverings; everything else is decorative.
 */
export function productTypeOfCategory(categoryId: number): ProductTypeId {
  const group = categoryGroup(categoryId);
  return group === 'covering' || group === 'complementary'
    ? PRODUCT_TYPE.covering
    : PRODUCT_TYPE.decorative;
}

export function categoriesOfType(typeId: ProductTypeId): number[] {
  return CATEGORY_IDS.filter((id) => productTypeOfCategory(id) === typeId);
}

export function categoryName(categoryId: number): string {
  return lookupName(CATEGORIES, categoryId);
}

/** Product dimension fields: metres, except thickness in centimetres. */
export type DimensionField = 'length' | 'width' | 'depth' | 'height' | 'diameter' | 'thickness';

export const DIMENSION_LABELS: Record<DimensionField, string> = {
  length: 'Largo (m)',
  width: 'Ancho (m)',
  depth: 'Profundidad (m)',
  height: 'Alto (m)',
  diameter: 'Diámetro (m)',
  thickness: 'Espesor (cm)',
};

/** Coverings and floors: length, width, thickness; every other category: five measures. */
export function dimensionFieldsOf(categoryId: number): readonly DimensionField[] {
  return categoryGroup(categoryId) === 'covering'
    ? ['length', 'width', 'thickness']
    : ['length', 'width', 'depth', 'height', 'diameter'];
}

/** The commission a supplier may choose: 20 to 65 in steps of 5 (decision 010). */
export const COMMISSION_OPTIONS: readonly number[] = Array.from(
  { length: (LIMITS.commissionMax - LIMITS.commissionMin) / LIMITS.commissionStep + 1 },
  (_, index) => LIMITS.commissionMin + index * LIMITS.commissionStep,
);

export interface PresentationInput {
  categoryId: number;
  minSaleUnit: number | null;
  unitsPerPackage: number | null;
  unitOfMeasureId: number | null;
  yieldM2: number | null;
  packingPresentationId: number;
}

/** How a product is sold, in words: "Caja de 1,44 m² (8 piezas)", "Unidad (rinde 4 m²)". */
export function presentationText(product: PresentationInput): string {
  const group = categoryGroup(product.categoryId);
  if (group === 'covering' && product.minSaleUnit) {
    const pieces = product.unitsPerPackage ? ` (${product.unitsPerPackage} piezas)` : '';
    return `${lookupName(PACKING_PRESENTATIONS, product.packingPresentationId) || 'Caja'} de ${formatNumber(product.minSaleUnit)} m²${pieces}`;
  }
  if (group === 'complementary') {
    const unit = lookupName(UNITS_OF_MEASURE, product.unitOfMeasureId) || 'unidad';
    const yieldText = product.yieldM2 ? ` (rinde ${formatNumber(product.yieldM2)} m²)` : '';
    return `Por ${unit}${yieldText}`;
  }
  return 'Unidad';
}

/** The storefront's sale unit: coverings sell by the m² of a box, the rest by the unit. */
export function saleUnitText(categoryId: number): string {
  return categoryGroup(categoryId) === 'covering' ? 'm²' : 'unidad';
}

/** Catalogue sorts (part 2 §2.7, §9): the default is the lowest price first. */
export const PRODUCT_SORTS = ['none', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'price-asc';

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  none: 'Sin orden',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
  'name-asc': 'Nombre: A a Z',
  'name-desc': 'Nombre: Z a A',
};

/** Product cards cut names to 30 characters (part 2 §2.7). */
export function cardName(name: string): string {
  return name.length > LIMITS.productNameCardLength
    ? `${name.slice(0, LIMITS.productNameCardLength).trimEnd()}…`
    : name;
}

/**
 * A supplier's storefront path segment: its company name with dashes for spaces
 * ("Cerámicas del Valle" → "Cerámicas-del-Valle").
 */
export function storeSlug(companyName: string): string {
  return companyName.trim().replace(/\s+/g, '-');
}

/** The approval state as the supplier's list shows it (part 2 §4 Product approval). */
export function approvalLabel(isApproved: boolean | null): string {
  if (isApproved === true) return 'Aprobado';
  if (isApproved === false) return 'Declinado';
  return 'En proceso';
}
