/**
 * Contracts of what buyers browse (spec part 2 §2.7, §7 Products): the product cards of every list,
 * the listing's page, its filter choices, the categories, the product page and the catalogue's
 * lookups (colours, presentations, categories, product types).
 */
import { z } from 'zod';
import { productFilesSchema, productMeasuresSchema, productTypeKeySchema } from './catalogue.js';
import { pageInfoSchema, pageOf } from './common.js';
import { lookupSchema } from './lookups.js';

const int = z.number().int();

/** A product colour with its swatch (`GET /v2/products/colors`, a card's colour). */
const colorSchema = lookupSchema.extend({ hex: z.string() });
export const colorListSchema = z.array(colorSchema).readonly();

/** A product as every list of the API returns it (`GET /v2/products/category/{id}` items). */
const productCardSchema = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  category_id: int,
  category: z.string(),
  type: productTypeKeySchema,
  brand: lookupSchema.nullable(),
  company_name: z.string(),
  /** The supplier's storefront path segment (`Cerámicas-del-Valle`). */
  store: z.string(),
  color: colorSchema.nullable(),
  material: z.string().nullable(),
  /** Without IVA. */
  price: int,
  taxed_price: int,
  presentation: z.string(),
  sale_unit: z.string(),
  /** The 480 px card image. */
  image: z.string().nullable(),
  is_featured: z.boolean(),
  is_seasonal: z.boolean(),
  in_stock: z.boolean(),
});
export type ProductCardData = z.infer<typeof productCardSchema>;

/** The complementary products and the favourites: cards without pages. */
export const productCardListSchema = z.array(productCardSchema);

/** The listings' page, with the spec's `lastPage` and the range of the items shown (0 when none). */
const productListPaginationSchema = pageInfoSchema.extend({
  lastPage: int,
  from: int,
  to: int,
});
export type ProductListPagination = z.infer<typeof productListPaginationSchema>;

/** A page of products: the listing, the search, the featured and the seasonal selections. */
export const productListPageSchema = pageOf(productCardSchema).extend({
  pagination: productListPaginationSchema,
});
export type ProductListPage = z.infer<typeof productListPageSchema>;

/** A filter choice with how many products it would show. */
const choiceSchema = lookupSchema.extend({ count: int });

/** `GET /v2/products/{id|all}/filters`: a category's filter choices. */
export const productFiltersSchema = z.object({
  brands: z.array(choiceSchema),
  colors: z.array(choiceSchema.extend({ hex: z.string() })),
  materials: z.array(z.object({ name: z.string(), count: int })),
  /** Prices with IVA. */
  price: z.object({ min: int, max: int }),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** `GET /v2/categories`: every category with how many products it shows (of one store). */
const categoryWithCountSchema = lookupSchema.extend({
  type: productTypeKeySchema,
  productCount: int,
});
export type CategoryWithCount = z.infer<typeof categoryWithCountSchema>;
export const categoriesWithCountsSchema = z.array(categoryWithCountSchema);

const measure = z.number().nullable();

/** `GET /v2/products/{id}`: the product page. */
export const productPageSchema = productCardSchema.extend({
  code: z.string().nullable(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  /** taxed_price − price. */
  iva: int,
  /** Coverings and floors: the price with IVA of one m². */
  price_per_m2: int.nullable(),
  min_sale_unit: measure,
  units_per_package: int.nullable(),
  units_available: int,
  delivery_time: int,
  /** The supplier's days plus the carrier's. */
  delivery_estimate_days: int,
  warranty: int,
  is_warranty_in_months: z.boolean(),
  warranty_text: z.string(),
  light_type: z.string().nullable(),
  lamp_type: z.string().nullable(),
  origin: z.string().nullable(),
  product_content: z.string().nullable(),
  size: z.string().nullable(),
  unit_of_measure: z.string().nullable(),
  yield_m2: measure,
  brand_that_complements_id: int.nullable(),
  dimensions: productMeasuresSchema,
  /** Centimetres and kg. */
  packaging: z.object({
    packing_presentation: z.string(),
    length: measure,
    width: measure,
    height: measure,
    weight: measure,
  }),
  ...productFilesSchema.shape,
  installation_price: int.nullable(),
  comission_percentage: int,
  is_public: z.boolean(),
  is_approved: z.boolean().nullable(),
  is_visible: z.boolean(),
  is_favorite: z.boolean(),
});
export type ProductDetailData = z.infer<typeof productPageSchema>;
