/**
 * Seeds the demo catalogue of demo-products.ts: brands, products with their pictures and
 * technical sheets, in every review state, and each supplier's dressed store (demo-stores.ts). Each product is checked with the supplier form's own
 * schema, so the demo never shows what the product would refuse.
 */
import { categoryGroup, categoryName } from '@hogarte/shared/catalogue';
import { COLORS, documentTypeId, lookupName } from '@hogarte/shared/lookups';
import { productCreateSchema } from '@hogarte/shared/schemas/catalogue';
import type { AppContext } from '../context.js';
import { insertBrand } from '../modules/brands/brands.repository.js';
import { insertAmbientImages, insertProduct } from '../modules/catalogue/catalogue.repository.js';
import { newProductRow } from '../modules/catalogue/product-columns.js';
import { PRODUCT_IMAGE_SIZES } from '../modules/catalogue/product-images.service.js';
import {
  documentTypeFor,
  recordStagedFile,
  stageFile,
  stageImage,
  type StagedFile,
} from '../modules/files/files.service.js';
import type { Database } from '../db/client.js';
import { DEMO_CATALOGUES, type DemoCatalogue, type DemoProduct } from './demo-products.js';
import { seedDemoStore, stageDemoStore, type StagedStore } from './demo-stores.js';
import { ambientImage, studioImage } from './product-art.js';
import { findSuppliersWithWarehouse } from './seed.repository.js';
import { renderPdf, type PdfDocument } from '../integrations/pdf/document.js';

const DAY_MS = 86_400_000;

interface StagedProductFiles {
  cover: StagedFile;
  ambient: StagedFile[];
  sheet: StagedFile;
}

/** Centimetres of a package around a product measured in metres: a little room on each side. */
function packageSide(metres: number | undefined, fallback: number): number {
  return Math.round((metres ?? fallback) * 100 + 4);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The product as the supplier's form would send it, every value as text. */
function formFields(
  product: DemoProduct,
  ids: { brandId: number; complementedBrandId?: number | undefined; warehouseId: number },
): Record<string, string> {
  const { dimensions } = product;
  const longest = dimensions.length ?? dimensions.diameter ?? dimensions.width ?? 0.2;
  const fields: Record<string, string | number | undefined> = {
    category_id: product.category,
    name: product.name,
    reference: product.reference,
    supplier_brand_id: ids.brandId,
    material: product.material,
    color_id: product.color,
    price: product.price,
    comission_percentage: product.commission,
    storage_address_id: ids.warehouseId,
    delivery_time: product.deliveryDays,
    units_available: product.stock,
    warranty: product.warranty?.amount,
    is_warranty_in_months: product.warranty ? String(product.warranty.inMonths) : undefined,
    description: product.description,
    ...dimensions,
    weight: product.weight,
    packing_presentation_id: 1,
    package_length: packageSide(longest, 0.2),
    package_width: packageSide(dimensions.width ?? dimensions.depth ?? dimensions.diameter, 0.2),
    package_height: packageSide(dimensions.height ?? dimensions.depth, 0.1),
    package_weight: round3(product.weight * 1.08 + 0.2),
    ...product.extra,
    brand: undefined,
    brand_that_complements_id: ids.complementedBrandId,
  };
  return Object.fromEntries(
    Object.entries(fields)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The sheet a supplier would upload: under its own brand, the product's data and description. */
function technicalSheet(product: DemoProduct): PdfDocument {
  const measures = Object.entries(product.dimensions)
    .map(
      ([name, value]) => `${name === 'thickness' ? `${name}: ${value} cm` : `${name}: ${value} m`}`,
    )
    .join(' · ');
  return {
    brand: product.brand,
    title: `Ficha técnica: ${product.name}`,
    sections: [
      {
        rows: [
          ['Categoría', categoryName(product.category)],
          ['Referencia', product.reference],
          ['Marca', product.brand],
          ['Material', product.material],
          ['Color', lookupName(COLORS, product.color)],
          ['Medidas', measures],
          ['Peso', `${product.weight} kg`],
          ['Tiempo de entrega', `${product.deliveryDays} días hábiles`],
        ],
      },
      { paragraphs: [product.description] },
    ],
  };
}

/** Pictures and sheet of every product, stored before the transaction that records them. */
async function stageProductFiles(ctx: AppContext, product: DemoProduct, index: number) {
  const art = {
    kind: product.art,
    color: COLORS.find((color) => color.id === product.color)?.hex ?? '#9E9E9E',
    accent: product.accent,
  };
  const productImage = documentTypeFor(documentTypeId('productImage'));
  const ambientType = documentTypeFor(documentTypeId('ambientImage'));
  const slug = product.reference.toLowerCase();
  const cover = await stageImage(
    ctx,
    productImage,
    { fileName: `${slug}.png`, content: await studioImage(art) },
    'cover',
    PRODUCT_IMAGE_SIZES,
  );
  const ambient: StagedFile[] = [];
  // Featured products show two rooms; the others one.
  for (let variant = 0; variant < (product.featured ? 2 : 1); variant += 1) {
    ambient.push(
      await stageImage(
        ctx,
        ambientType,
        {
          fileName: `${slug}-ambiente-${variant + 1}.png`,
          content: await ambientImage(art, index + variant),
        },
        'ambient',
        PRODUCT_IMAGE_SIZES,
      ),
    );
  }
  const sheet = await stageFile(
    ctx,
    documentTypeFor(documentTypeId('technicalSheet')),
    {
      fileName: `ficha-tecnica-${slug}.pdf`,
      content: await renderPdf(technicalSheet(product)),
    },
    'sheet',
  );
  return { cover, ambient, sheet };
}

/** Runs `work` over `items` a few at a time: image encoding uses every core already. */
async function inBatches<T, R>(
  items: T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(
      ...(await Promise.all(
        items.slice(start, start + size).map((item, offset) => work(item, start + offset)),
      )),
    );
  }
  return results;
}

export interface StagedCatalogue {
  files: StagedFile[];
  byProduct: Map<DemoProduct, StagedProductFiles>;
  stores: Map<DemoCatalogue, StagedStore>;
}

export async function stageDemoCatalogue(ctx: AppContext): Promise<StagedCatalogue> {
  const products = DEMO_CATALOGUES.flatMap((catalogue) => catalogue.products);
  const staged = await inBatches(products, 4, (product, index) =>
    stageProductFiles(ctx, product, index),
  );
  const byProduct = new Map<DemoProduct, StagedProductFiles>();
  products.forEach((product, index) => byProduct.set(product, staged[index] as StagedProductFiles));
  const stores = new Map<DemoCatalogue, StagedStore>();
  for (const catalogue of DEMO_CATALOGUES)
    stores.set(catalogue, await stageDemoStore(ctx, catalogue));
  return {
    files: [
      ...staged.flatMap((files) => [files.cover, ...files.ambient, files.sheet]),
      ...[...stores.values()].flatMap((store) => [store.logo, ...store.banners]),
    ],
    byProduct,
    stores,
  };
}

const APPROVAL = { approved: true, pending: null, declined: false } as const;

/** Records the staged catalogue inside the demo seed's transaction. */
export async function seedDemoCatalogue(
  ctx: AppContext,
  tx: Database,
  now: Date,
  staged: StagedCatalogue,
): Promise<void> {
  const suppliers = await findSuppliersWithWarehouse(
    tx,
    DEMO_CATALOGUES.map((catalogue) => catalogue.supplierEmail),
  );
  for (const catalogue of DEMO_CATALOGUES) {
    const supplier = suppliers.get(catalogue.supplierEmail);
    const store = staged.stores.get(catalogue);
    if (!supplier || !store) throw new Error(`Demo supplier ${catalogue.supplierEmail} is missing`);
    await seedDemoStore(ctx, tx, supplier, catalogue, store);
    const brandIds = new Map<string, number>();
    for (const brand of catalogue.brands) {
      const row = await insertBrand(tx, {
        supplierUserId: supplier.id,
        name: brand.name,
        productTypeId: brand.productTypeId,
      });
      brandIds.set(brand.name, row.id);
    }
    for (const product of catalogue.products) {
      const files = staged.byProduct.get(product);
      const brandId = brandIds.get(product.brand);
      if (!files || brandId === undefined)
        throw new Error(`Demo product ${product.name} is incomplete`);
      const complemented =
        categoryGroup(product.category) === 'complementary'
          ? brandIds.get(String(product.extra?.brand))
          : undefined;
      const input = productCreateSchema(product.category).parse(
        formFields(product, {
          brandId,
          complementedBrandId: complemented,
          warehouseId: supplier.warehouseId,
        }),
      );
      const cover = await recordStagedFile(ctx, tx, supplier.id, files.cover);
      const sheet = await recordStagedFile(ctx, tx, supplier.id, files.sheet);
      const ambient = [];
      for (const image of files.ambient)
        ambient.push(await recordStagedFile(ctx, tx, supplier.id, image));
      const createdAt = new Date(now.getTime() - product.daysAgo * DAY_MS);
      const row = await insertProduct(tx, {
        ...newProductRow(supplier.id, input, {
          principalImageId: cover.id,
          technicalSheetId: sheet.id,
        }),
        unitsAvailable: product.soldOut ? 0 : product.stock,
        isApproved: APPROVAL[product.state ?? 'approved'],
        isFeatured: product.featured ?? false,
        isSeasonal: product.seasonal ?? false,
        installationPrice: product.installationPrice ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      await insertAmbientImages(
        tx,
        row.id,
        ambient.map((file, position) => ({ fileId: file.id, position })),
      );
    }
  }
}
