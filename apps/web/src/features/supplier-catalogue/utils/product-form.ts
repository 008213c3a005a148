/**
 * The product form's values and how they are checked and sent. Create and edit share one set of
 * values (text as typed, ids of selects as text, chosen files); each form validates its part with
 * the shared schema of the product's category, so the browser refuses exactly what the API would.
 */
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  ambientImagesProblem,
  packagingMeasurementsSchema,
  packedWeightHolds,
  packingPresentationIdField,
  productCreateSchema,
  productGeneralSchema,
  productMeasurementsSchema,
  type PackagingMeasurementsInput,
  type ProductCreateInput,
  type ProductDimensions,
  type ProductGeneralInput,
} from '@hogarte/shared/schemas/catalogue';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { appendFields } from '../../../lib/form-data';
import { schemaResolver } from './schema-resolver';

/** Every text field and select of the product form, as the API names it. */
export const PRODUCT_TEXT_FIELDS = [
  'category_id',
  'code',
  'name',
  'reference',
  'supplier_brand_id',
  'material',
  'color_id',
  'min_sale_unit',
  'units_per_package',
  'light_type_id',
  'lamp_type_id',
  'origin_id',
  'product_content',
  'size',
  'brand_that_complements_id',
  'unit_of_measure_id',
  'yield_m2',
  'price',
  'comission_percentage',
  'storage_address_id',
  'delivery_time',
  'units_available',
  'warranty',
  'is_warranty_in_months',
  'description',
  'length',
  'width',
  'depth',
  'height',
  'diameter',
  'thickness',
  'weight',
  'packing_presentation_id',
  'package_length',
  'package_width',
  'package_height',
  'package_weight',
] as const;

export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

export type ProductFormValues = Record<ProductTextField, string> & {
  cover: File | null;
  ambient: File[];
  sheet: File | null;
  /** Never typed: holds the "at least two dimensions" problem of the whole section. */
  dimensions?: string;
};

/** Field names the API may report problems on, the files and the dimensions section included. */
export const PRODUCT_ERROR_FIELDS: readonly (keyof ProductFormValues)[] = [
  ...PRODUCT_TEXT_FIELDS,
  'cover',
  'ambient',
  'sheet',
  'dimensions',
];

const EMPTY_TEXT = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((name) => [name, ''])) as Record<
  ProductTextField,
  string
>;

/** A new product: nothing chosen, the warranty counted in months. */
export function emptyProductValues(categoryId?: number): ProductFormValues {
  return {
    ...EMPTY_TEXT,
    category_id: categoryId === undefined ? '' : String(categoryId),
    is_warranty_in_months: '1',
    cover: null,
    ambient: [],
    sheet: null,
  };
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The edit page's starting values: the product as stored. */
export function productFormValues(product: ProductDetail): ProductFormValues {
  const values = emptyProductValues(product.category_id);
  for (const name of PRODUCT_TEXT_FIELDS) {
    if (name === 'category_id' || name === 'is_warranty_in_months') continue;
    values[name] = text(product[name]);
  }
  values.is_warranty_in_months = product.is_warranty_in_months ? '1' : '0';
  return values;
}

function fieldError(message: string): FieldError {
  return { type: 'validate', message };
}

export type ProductCreateValues = ProductCreateInput & {
  cover: File;
  ambient: File[];
  sheet: File;
};

/**
 * 'Crear un nuevo producto': the schema of the category chosen right now, plus the files (a cover,
 * 1 to 5 ambient images, a technical sheet), all reported together.
 */
export const productCreateResolver: Resolver<
  ProductFormValues,
  unknown,
  ProductCreateValues
> = async (values, context, options) => {
  const resolve = schemaResolver<ProductFormValues, ProductCreateInput>(
    productCreateSchema(Number(values.category_id)),
  );
  const result = await resolve(values, context, options);
  const errors: FieldErrors<ProductFormValues> = { ...result.errors };
  if (!values.cover) errors.cover = fieldError(MESSAGES.productCoverRequired);
  const ambientProblem = ambientImagesProblem(values.ambient.length);
  if (ambientProblem) errors.ambient = fieldError(ambientProblem);
  if (!values.sheet) errors.sheet = fieldError(MESSAGES.productSheetRequired);
  if (Object.keys(errors).length > 0 || !values.cover || !values.sheet) {
    return { values: {}, errors };
  }
  return {
    values: {
      ...(result.values as ProductCreateInput),
      cover: values.cover,
      ambient: values.ambient,
      sheet: values.sheet,
    },
    errors: {},
  };
};

/** The multipart body of `POST /v2/suppliers/products`: fields the category asks, then files. */
export function productCreateBody(values: ProductCreateValues): FormData {
  const { cover, ambient, sheet, ...fields } = values;
  const body = appendFields(new FormData(), fields);
  body.append('cover', cover);
  for (const file of ambient) body.append('ambient', file);
  body.append('sheet', sheet);
  return body;
}

/** 'Información general' of the edit page: the product's category is fixed. */
export function productGeneralResolver(
  categoryId: number,
): Resolver<ProductFormValues, unknown, ProductGeneralInput> {
  return schemaResolver<ProductFormValues, ProductGeneralInput>(productGeneralSchema(categoryId));
}

/** A weight as the form holds it, when it is a valid number. */
function weightOf(value: string | number | null | undefined): number | null {
  const parsed = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(parsed)
    ? null
    : parsed;
}

/**
 * 'Medidas del producto': the category's measures and weight; the weight may not pass the stored
 * packed weight (the API checks it again).
 */
export function productMeasurementsResolver(
  categoryId: number,
  packageWeight: number | null,
): Resolver<ProductFormValues, unknown, ProductDimensions> {
  const resolve = schemaResolver<ProductFormValues, ProductDimensions>(
    productMeasurementsSchema(categoryId),
  );
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const weight = weightOf(values.weight);
    if (
      !result.errors.weight &&
      weight !== null &&
      packageWeight !== null &&
      !packedWeightHolds(weight, packageWeight)
    ) {
      return {
        values: {},
        errors: { ...result.errors, weight: fieldError(MESSAGES.packedWeightTooLow) },
      };
    }
    return result;
  };
}

export type PackagingValues = PackagingMeasurementsInput & { packing_presentation_id: number };

const packagingSchema = packagingMeasurementsSchema.extend({
  packing_presentation_id: packingPresentationIdField,
});

/** 'Medidas del empaque': the presentation and the package; never lighter than the product. */
export function packagingResolver(
  productWeight: number | null,
): Resolver<ProductFormValues, unknown, PackagingValues> {
  const resolve = schemaResolver<ProductFormValues, PackagingValues>(packagingSchema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const packageWeight = weightOf(values.package_weight);
    if (
      !result.errors.package_weight &&
      packageWeight !== null &&
      productWeight !== null &&
      !packedWeightHolds(productWeight, packageWeight)
    ) {
      return {
        values: {},
        errors: { ...result.errors, package_weight: fieldError(MESSAGES.packedWeightTooLow) },
      };
    }
    return result;
  };
}
