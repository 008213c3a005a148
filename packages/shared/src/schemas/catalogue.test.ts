import { describe, expect, it } from 'vitest';
import { CATEGORY_ID } from '../catalogue.js';
import { MESSAGES } from '../messages.js';
import {
  ambientImagesProblem,
  brandSchema,
  productCreateSchema,
  productGeneralSchema,
  productMeasurementsSchema,
  productQuickEditSchema,
} from './catalogue.js';

/** A valid covering as the form sends it: every value as text. */
const covering = {
  category_id: '8',
  name: 'Porcelanato Roble Natural 60x60',
  reference: 'POR-6060-RN',
  supplier_brand_id: '3',
  material: 'Porcelanato',
  color_id: '6',
  min_sale_unit: '1.44',
  units_per_package: '4',
  price: '89900',
  comission_percentage: '30',
  storage_address_id: '7',
  delivery_time: '8',
  units_available: '120',
  description:
    'Porcelanato rectificado con acabado madera natural, ideal para salas y habitaciones de alto tráfico.',
  length: '0.6',
  width: '0.6',
  thickness: '0.9',
  weight: '25.5',
  packing_presentation_id: '1',
  package_length: '62',
  package_width: '62',
  package_height: '4',
  package_weight: '26',
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('productCreateSchema', () => {
  it('accepts a complete covering and turns its text into numbers', () => {
    const parsed = productCreateSchema(CATEGORY_ID.coverings).parse(covering);
    expect(parsed).toMatchObject({
      category_id: 8,
      price: 89900,
      min_sale_unit: 1.44,
      units_per_package: 4,
      length: 0.6,
      thickness: 0.9,
      warranty: 0,
      is_warranty_in_months: false,
    });
    // Coverings have no depth: whatever was sent is dropped.
    expect(productCreateSchema(8).parse({ ...covering, depth: '3' }).depth).toBeUndefined();
  });

  it('reports each field rule with its own message', () => {
    const result = productCreateSchema(8).safeParse({
      ...covering,
      price: '89.900',
      min_sale_unit: '1,44',
      delivery_time: '31',
      units_per_package: '',
      name: 'Porcelanato (roble)',
      comission_percentage: '70',
    });
    expect(messagesOf(result)).toMatchObject({
      price: MESSAGES.priceWholeNumber,
      min_sale_unit: MESSAGES.decimalWithDot,
      delivery_time: MESSAGES.deliveryTimeMax,
      units_per_package: MESSAGES.required,
      name: MESSAGES.productNameCharacters,
      comission_percentage: MESSAGES.commissionInvalid,
    });
  });

  it('asks for two dimensions and a packed weight at least the product weight, with other errors', () => {
    const lamp = productCreateSchema(CATEGORY_ID.lighting).safeParse({
      ...covering,
      category_id: '3',
      length: '0.4',
      width: '',
      thickness: '',
      light_type_id: '1',
      lamp_type_id: '2',
      weight: '3',
      package_weight: '2.5',
      reference: '',
    });
    expect(messagesOf(lamp)).toMatchObject({
      dimensions: MESSAGES.dimensionsAtLeastTwo,
      package_weight: MESSAGES.packedWeightTooLow,
      reference: MESSAGES.required,
    });
  });

  it('asks each category group for its own fields', () => {
    const required = (categoryId: number) =>
      Object.keys(messagesOf(productGeneralSchema(categoryId).safeParse({})));
    expect(required(CATEGORY_ID.coverings)).toEqual(
      expect.arrayContaining(['min_sale_unit', 'units_per_package', 'color_id']),
    );
    expect(required(CATEGORY_ID.lighting)).toEqual(
      expect.arrayContaining(['light_type_id', 'lamp_type_id']),
    );
    for (const id of [CATEGORY_ID.wellbeing, CATEGORY_ID.pets]) {
      expect(required(id)).toEqual(expect.arrayContaining(['origin_id', 'product_content']));
    }
    const complementary = required(CATEGORY_ID.complementary);
    expect(complementary).toEqual(
      expect.arrayContaining(['brand_that_complements_id', 'unit_of_measure_id', 'yield_m2']),
    );
    expect(complementary).not.toContain('color_id');
    expect(required(CATEGORY_ID.decoration)).not.toContain('min_sale_unit');
  });

  it('accepts JSON numbers as well as text', () => {
    const measures = productMeasurementsSchema(CATEGORY_ID.furniture).parse({
      height: 0.75,
      diameter: 1.2,
      weight: 18,
    });
    expect(measures).toEqual({ height: 0.75, diameter: 1.2, weight: 18 });
  });
});

describe('small schemas', () => {
  it('quick edit needs one field and keeps each rule', () => {
    expect(productQuickEditSchema.safeParse({}).success).toBe(false);
    expect(productQuickEditSchema.parse({ units_available: 0 + 5 })).toEqual({
      units_available: 5,
    });
    expect(messagesOf(productQuickEditSchema.safeParse({ price: 10.5 }))).toEqual({
      price: MESSAGES.priceWholeNumber,
    });
  });

  it('brands have a name of 2 to 25 characters and a type', () => {
    expect(brandSchema.parse({ name: ' LG ', product_type_id: '2' })).toEqual({
      name: 'LG',
      product_type_id: 2,
    });
    expect(messagesOf(brandSchema.safeParse({ name: 'A', product_type_id: 3 }))).toEqual({
      name: MESSAGES.brandNameLength,
      product_type_id: MESSAGES.optionUnknown,
    });
  });

  it('ambient images run from 1 to 5', () => {
    expect(ambientImagesProblem(0)).toBe(MESSAGES.ambientImagesMin);
    expect(ambientImagesProblem(1)).toBeNull();
    expect(ambientImagesProblem(5)).toBeNull();
    expect(ambientImagesProblem(6)).toBe(MESSAGES.ambientImagesMax);
  });
});
