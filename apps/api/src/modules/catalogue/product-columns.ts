/**
 * A product's columns from its checked fields, and the references they must own (part 2 §5): the
 * supplier's form, the edits, a spreadsheet row and the demo catalogue all map fields this one way.
 */
import { PRODUCT_TYPE, categoryGroup, productTypeOfCategory } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { withIva } from '@hogarte/shared/money';
import type { ProductCreateInput, ProductDimensions } from '@hogarte/shared/schemas/catalogue';
import { isForeignKeyViolation, type Database } from '../../db/client.js';
import { validationError, type FieldError } from '../../http/errors.js';
import { ownedBrandOfType } from '../brands/brands.service.js';
import { ownsStorageAddress } from '../suppliers/suppliers.service.js';
import type { NewProduct } from './catalogue.repository.js';

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

export function generalColumns(input: GeneralValues) {
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

export function dimensionColumns(input: ProductDimensions) {
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
export function asVanishedReference(error: unknown): unknown {
  return isForeignKeyViolation(error)
    ? validationError([{ field: 'supplier_brand_id', message: MESSAGES.brandUnknown }])
    : error;
}
