/**
 * Product and brand rules (part 2 §3 Product, §5 Product creation and fields). The supplier's form,
 * the API and the admin's spreadsheet upload validate with these same schemas, built for the
 * product's category, so a row of the spreadsheet fails exactly where the form would.
 *
 * Form inputs arrive as text (multipart fields, spreadsheet cells, text boxes) and JSON bodies as
 * numbers; every numeric field takes either and checks the text form of it, so "1,5" is refused
 * with the decimal-point message instead of being read as something else.
 */
import { z } from 'zod';
import {
  CATEGORY_IDS,
  COMMISSION_OPTIONS,
  categoryGroup,
  dimensionFieldsOf,
  type DimensionField,
} from '../catalogue.js';
import { LIMITS } from '../limits.js';
import {
  COLORS,
  LIGHTING_CATEGORIES,
  ORIGINS,
  PACKING_PRESENTATIONS,
  PRODUCT_TYPES,
  TONES,
  UNITS_OF_MEASURE,
  type Lookup,
} from '../lookups.js';
import { MESSAGES } from '../messages.js';

/** Blank text, null and undefined all mean "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
}

/**
 * Numbers arrive as JSON numbers or as text: both are checked as text. No union of the two, so a
 * missing value reports the field's own Spanish message, in the form as in the API.
 */
function asTextOrMissing(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'number' ? String(given) : given;
}

/** Ids and list choices arrive as numbers or as their text: both are read as numbers. */
function asNumberOrMissing(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' ? Number(given) : given;
}

const requiredNumberText = z.string({ error: MESSAGES.required });

interface NumberBounds {
  min?: number;
  max: number;
  /** The message for text that is not a whole number (the price has its own). */
  notWhole?: string;
  /** The message above `max` (delivery time has its own). */
  tooLarge?: string;
}

function wholeNumberSchema({
  min = 1,
  max,
  notWhole = MESSAGES.wholeNumber,
  tooLarge = MESSAGES.numberTooLarge,
}: NumberBounds) {
  return requiredNumberText
    .regex(/^\d+$/, notWhole)
    .transform(Number)
    .pipe(z.number().min(min, MESSAGES.positiveNumber).max(max, tooLarge));
}

/** A required whole number: no dots, commas or signs. */
export function wholeNumberField(bounds: NumberBounds) {
  return z.preprocess(asTextOrMissing, wholeNumberSchema(bounds));
}

function optionalWholeNumberField(bounds: NumberBounds) {
  return z.preprocess(asTextOrMissing, wholeNumberSchema(bounds).optional());
}

/** A positive decimal written with a dot, up to three decimals. */
function decimalSchema(max: number) {
  return requiredNumberText
    .regex(/^\d+(\.\d{1,3})?$/, MESSAGES.decimalWithDot)
    .transform(Number)
    .pipe(z.number().gt(0, MESSAGES.positiveNumber).max(max, MESSAGES.numberTooLarge));
}

function decimalField(max: number) {
  return z.preprocess(asTextOrMissing, decimalSchema(max));
}

function optionalDecimalField(max: number) {
  return z.preprocess(asTextOrMissing, decimalSchema(max).optional());
}

/** One of a fixed list's ids, given as a number or as its text. */
function lookupField(ids: readonly number[], message: string = MESSAGES.optionUnknown) {
  return z.preprocess(
    asNumberOrMissing,
    z.number({ error: message }).refine((id) => ids.includes(id), { error: message }),
  );
}

const idsOf = (list: readonly Lookup[]) => list.map((item) => item.id);

/** A row the supplier owns (brand, warehouse): the API checks that it is theirs. */
function ownedIdField(message: string) {
  return z.preprocess(
    asNumberOrMissing,
    z
      .number({ error: message })
      .refine((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647, { error: message }),
  );
}

function boundedText(min: number, max: number, message: string) {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: MESSAGES.required }).min(min, message).max(max, message),
  );
}

const flagField = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 1
      ? true
      : value === 'false' || value === '0' || value === 0
        ? false
        : value,
  z.boolean({ error: MESSAGES.invalidRequest }),
);

/**
 * The product's name: the spec gives 5–25, 5–15 and "2–40 with letters, digits and spaces"; the
 * last one fits real product names ("Porcelanato Roble Natural 60x60"), so that is the rule
 * (decision 010).
 */
export const PRODUCT_NAME = { min: 2, max: 40, pattern: /^[\p{L}\d ]+$/u } as const;

export const productNameField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.required })
    .min(PRODUCT_NAME.min, MESSAGES.productNameLength)
    .max(PRODUCT_NAME.max, MESSAGES.productNameLength)
    .regex(PRODUCT_NAME.pattern, MESSAGES.productNameCharacters),
);

/** Brand names: at least 2 (one reading says 3), at most 25 characters (decision 010). */
export const BRAND_NAME = { min: 2, max: 25 } as const;

export const brandNameField = boundedText(BRAND_NAME.min, BRAND_NAME.max, MESSAGES.brandNameLength);

export const priceField = wholeNumberField({
  max: 1_000_000_000,
  notWhole: MESSAGES.priceWholeNumber,
});

export const commissionField = lookupField(COMMISSION_OPTIONS, MESSAGES.commissionInvalid);

export const unitsAvailableField = wholeNumberField({ max: 1_000_000 });

export const installationPriceField = wholeNumberField({
  min: 0,
  max: 100_000_000,
  notWhole: MESSAGES.priceWholeNumber,
});

export const categoryIdField = lookupField(CATEGORY_IDS, MESSAGES.categoryUnknown);

/** Fields every category asks for in 'Información general'. */
const generalFields = {
  code: z.preprocess(blankToUndefined, z.string().max(30, MESSAGES.codeLength).optional()),
  name: productNameField,
  reference: boundedText(3, 50, MESSAGES.referenceLength),
  supplier_brand_id: ownedIdField(MESSAGES.brandUnknown),
  material: boundedText(3, 25, MESSAGES.materialLength),
  price: priceField,
  comission_percentage: commissionField,
  storage_address_id: ownedIdField(MESSAGES.storageAddressUnknown),
  delivery_time: wholeNumberField({
    max: LIMITS.deliveryTimeMaxDays,
    tooLarge: MESSAGES.deliveryTimeMax,
  }),
  units_available: unitsAvailableField,
  // A missing warranty is 0, and its unit 0 (years) (part 2 §5).
  warranty: optionalWholeNumberField({ min: 0, max: 600 }).transform((value) => value ?? 0),
  is_warranty_in_months: flagField.optional().transform((value) => value ?? false),
  description: z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.required })
      .min(70, MESSAGES.productDescriptionMin)
      .max(LIMITS.descriptionMaxLength, MESSAGES.productDescriptionMax),
  ),
};

const colorField = lookupField(idsOf(COLORS));

/**
 * A field the category does not ask for is dropped, whatever was sent: a covering never carries a
 * lamp type. Every group lists every such field, so all categories' values share one shape.
 */
const notAsked = z
  .unknown()
  .optional()
  .transform((): undefined => undefined);

const NOT_ASKED = {
  min_sale_unit: notAsked,
  units_per_package: notAsked,
  light_type_id: notAsked,
  lamp_type_id: notAsked,
  origin_id: notAsked,
  product_content: notAsked,
  size: notAsked,
  brand_that_complements_id: notAsked,
  unit_of_measure_id: notAsked,
  yield_m2: notAsked,
};

/** The general fields of each category group, on top of the common ones. */
function groupFields(categoryId: number) {
  switch (categoryGroup(categoryId)) {
    case 'covering':
      return {
        ...NOT_ASKED,
        color_id: colorField,
        min_sale_unit: decimalField(1000),
        units_per_package: wholeNumberField({ max: 100_000 }),
      };
    case 'lighting':
      return {
        ...NOT_ASKED,
        color_id: colorField,
        light_type_id: lookupField(idsOf(TONES)),
        lamp_type_id: lookupField(idsOf(LIGHTING_CATEGORIES)),
      };
    case 'wellbeing':
      return {
        ...NOT_ASKED,
        color_id: colorField,
        origin_id: lookupField(idsOf(ORIGINS)),
        product_content: boundedText(1, 200, MESSAGES.productContentLength),
        size: z.preprocess(blankToUndefined, z.string().max(3, MESSAGES.sizeLength).optional()),
      };
    case 'complementary':
      return {
        ...NOT_ASKED,
        // Grout and adhesive come in many colours or none: optional here.
        color_id: z.preprocess(blankToUndefined, colorField.optional()),
        brand_that_complements_id: ownedIdField(MESSAGES.complementedBrandUnknown),
        unit_of_measure_id: lookupField(idsOf(UNITS_OF_MEASURE)),
        yield_m2: decimalField(10_000),
      };
    case 'decorative':
      return { ...NOT_ASKED, color_id: colorField };
  }
}

/** `PATCH /v2/suppliers/products/{id}/general`, and the general section of the new product. */
export function productGeneralSchema(categoryId: number) {
  return z.object({ ...generalFields, ...groupFields(categoryId) });
}
export type ProductGeneralInput = z.infer<ReturnType<typeof productGeneralSchema>>;

/** Metres for the product (thickness in centimetres), up to these values. */
const DIMENSION_MAX: Record<DimensionField, number> = {
  length: 100,
  width: 100,
  depth: 100,
  height: 100,
  diameter: 100,
  thickness: 1000,
};

function dimensionShape(categoryId: number) {
  const fields = dimensionFieldsOf(categoryId);
  const isCovering = categoryGroup(categoryId) === 'covering';
  const measure = (field: DimensionField) => {
    if (!fields.includes(field)) return notAsked;
    // Coverings are always measured by their length and width.
    const required = isCovering && (field === 'length' || field === 'width');
    return required
      ? decimalField(DIMENSION_MAX[field])
      : optionalDecimalField(DIMENSION_MAX[field]);
  };
  return {
    length: measure('length'),
    width: measure('width'),
    depth: measure('depth'),
    height: measure('height'),
    diameter: measure('diameter'),
    thickness: measure('thickness'),
    weight: decimalField(10_000),
  };
}

/** Cross-field rules also run when other fields failed, so a form shows every problem at once. */
const evenWithOtherIssues = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** At least two of the category's dimension fields must hold a value (part 2 §5). */
function hasTwoDimensions(categoryId: number) {
  const fields = dimensionFieldsOf(categoryId);
  return (value: Partial<Record<DimensionField, unknown>>) =>
    fields.filter((field) => typeof value[field] === 'number').length >= 2;
}

const twoDimensionsIssue = {
  path: ['dimensions'],
  error: MESSAGES.dimensionsAtLeastTwo,
  ...evenWithOtherIssues,
};

/** `PATCH /v2/suppliers/products/{id}/product-measurements`: the category's measures and weight. */
export function productMeasurementsSchema(categoryId: number) {
  return z
    .object(dimensionShape(categoryId))
    .refine(hasTwoDimensions(categoryId), twoDimensionsIssue);
}
export type ProductDimensions = z.infer<ReturnType<typeof productMeasurementsSchema>>;

/** Package measures in centimetres and its weight in kilograms. */
const packagingShape = {
  packing_presentation_id: lookupField(idsOf(PACKING_PRESENTATIONS)),
  package_length: decimalField(1000),
  package_width: decimalField(1000),
  package_height: decimalField(1000),
  package_weight: decimalField(10_000),
};

/** `PATCH …/packaging-measurements/{packingPresentationId}`: the presentation comes in the path. */
export const packagingMeasurementsSchema = z.object({
  package_length: packagingShape.package_length,
  package_width: packagingShape.package_width,
  package_height: packagingShape.package_height,
  package_weight: packagingShape.package_weight,
});
export type PackagingMeasurementsInput = z.infer<typeof packagingMeasurementsSchema>;

export const packingPresentationIdField = packagingShape.packing_presentation_id;

/** The packed weight is never below the product's own (part 2 §5). */
export function packedWeightHolds(productWeight: number, packageWeight: number): boolean {
  return packageWeight >= productWeight;
}

/**
 * Everything 'Crear un nuevo producto' sends besides its files (`POST /v2/suppliers/products`),
 * and everything a spreadsheet row holds once names are turned into ids.
 */
export function productCreateSchema(categoryId: number) {
  return z
    .object({
      category_id: categoryIdField,
      ...generalFields,
      ...groupFields(categoryId),
      ...dimensionShape(categoryId),
      ...packagingShape,
    })
    .refine(hasTwoDimensions(categoryId), twoDimensionsIssue)
    .refine(
      (value) =>
        typeof value.weight !== 'number' ||
        typeof value.package_weight !== 'number' ||
        packedWeightHolds(value.weight, value.package_weight),
      { path: ['package_weight'], error: MESSAGES.packedWeightTooLow, ...evenWithOtherIssues },
    );
}
export type ProductCreateInput = z.infer<ReturnType<typeof productCreateSchema>>;

/** The quick edit of the coverings and decoratives tables (`PATCH /v1/products/{id}`). */
export const productQuickEditSchema = z
  .object({
    price: priceField.optional(),
    units_available: unitsAvailableField.optional(),
    comission_percentage: commissionField.optional(),
  })
  .refine(
    (value) =>
      value.price !== undefined ||
      value.units_available !== undefined ||
      value.comission_percentage !== undefined,
    { error: MESSAGES.invalidRequest },
  );
export type ProductQuickEdit = z.infer<typeof productQuickEditSchema>;

/** The lsh operator's and admin's per-row installation price. */
export const installationPriceSchema = z.object({ installation_price: installationPriceField });

export const brandSchema = z.object({
  name: brandNameField,
  product_type_id: lookupField(idsOf(PRODUCT_TYPES)),
});
export type BrandInput = z.infer<typeof brandSchema>;

export const brandRenameSchema = z.object({ name: brandNameField });

/** The ambient images a product ends up with after a change: 1 to 5 (decision 010). */
export function ambientImagesProblem(count: number): string | null {
  if (count < LIMITS.ambientImagesMin) return MESSAGES.ambientImagesMin;
  if (count > LIMITS.ambientImagesMax) return MESSAGES.ambientImagesMax;
  return null;
}
