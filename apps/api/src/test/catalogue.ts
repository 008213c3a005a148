/**
 * Brands, warehouses and products made through the real API, for the catalogue's tests: a
 * product is created exactly as the supplier's form sends it, and approved the way the admin does.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CATEGORY_ID, categoryGroup, productTypeOfCategory } from '@hogarte/shared/catalogue';
import { formOf, pdf, type UploadPart } from './applications.js';
import { bearer, type TestUser } from './fixtures.js';

/** A real 64×48 PNG of one colour (the 1×1 of the applications' tests is too small to resize). */
export async function photo(name = 'foto.png', color = '#c47a5a'): Promise<UploadPart> {
  const content = await sharp({
    create: { width: 64, height: 48, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, content, type: 'image/png' };
}

export async function createBrand(
  app: FastifyInstance,
  supplier: TestUser,
  name: string,
  productTypeId: 1 | 2,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/suppliers/brands',
    headers: bearer(supplier),
    payload: { name, product_type_id: productTypeId },
  });
  if (response.statusCode !== 201) throw new Error(`brand: ${response.body}`);
  return response.json<{ id: number }>().id;
}

export async function addWarehouse(app: FastifyInstance, supplier: TestUser): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/suppliers/storage-address',
    headers: bearer(supplier),
    payload: {
      street_address: 'Calle 10 Sur # 50-28',
      city_name: 'Medellín, Antioquia',
      city_id: '05001',
    },
  });
  if (response.statusCode !== 201) throw new Error(`warehouse: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A supplier's brands of both types and a warehouse: what every product form needs. */
export interface SupplierSetup {
  coveringBrandId: number;
  decorativeBrandId: number;
  warehouseId: number;
}

let brandSequence = 0;

export async function setUpSupplier(
  app: FastifyInstance,
  supplier: TestUser,
): Promise<SupplierSetup> {
  brandSequence += 1;
  return {
    coveringBrandId: await createBrand(app, supplier, `Cerámica ${brandSequence}`, 1),
    decorativeBrandId: await createBrand(app, supplier, `Deco ${brandSequence}`, 2),
    warehouseId: await addWarehouse(app, supplier),
  };
}

/** The fields of a valid product of a category, as text, as the form sends them. */
export function productFields(
  setup: SupplierSetup,
  categoryId: number = CATEGORY_ID.coverings,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const group = categoryGroup(categoryId);
  const brand =
    productTypeOfCategory(categoryId) === 1 ? setup.coveringBrandId : setup.decorativeBrandId;
  const common: Record<string, string> = {
    category_id: String(categoryId),
    name: 'Porcelanato Roble Natural 60x60',
    reference: 'POR-6060-RN',
    supplier_brand_id: String(brand),
    material: 'Porcelanato',
    color_id: '6',
    price: '75546',
    comission_percentage: '30',
    storage_address_id: String(setup.warehouseId),
    delivery_time: '8',
    units_available: '120',
    description:
      'Porcelanato rectificado con acabado madera natural, ideal para salas y habitaciones de alto tráfico.',
    weight: '25.5',
    packing_presentation_id: '1',
    package_length: '62',
    package_width: '62',
    package_height: '4',
    package_weight: '26',
  };
  const byGroup: Record<string, Record<string, string>> = {
    covering: {
      min_sale_unit: '1.44',
      units_per_package: '4',
      length: '0.6',
      width: '0.6',
      thickness: '0.9',
    },
    lighting: {
      name: 'Lámpara Colgante Fique',
      material: 'Fique',
      light_type_id: '1',
      lamp_type_id: '2',
      height: '0.45',
      diameter: '0.4',
      weight: '1.2',
      package_weight: '1.8',
    },
    wellbeing: {
      name: 'Difusor Aromas del Café',
      material: 'Cerámica',
      origin_id: '1',
      product_content: '250 ml de esencia',
      height: '0.2',
      diameter: '0.1',
      weight: '0.6',
      package_weight: '0.8',
    },
    complementary: {
      name: 'Pegante Cerámico Gris',
      material: 'Cemento',
      brand_that_complements_id: String(setup.coveringBrandId),
      unit_of_measure_id: '2',
      yield_m2: '4',
      length: '0.4',
      width: '0.3',
      weight: '25',
    },
    decorative: {
      name: 'Mesa Auxiliar Roble',
      material: 'Madera',
      height: '0.55',
      diameter: '0.45',
      weight: '6',
      package_weight: '7',
    },
  };
  return { ...common, ...byGroup[group], ...overrides };
}

export async function productForm(
  fields: Record<string, string>,
  files: Partial<Record<'cover' | 'ambient' | 'sheet', UploadPart[]>> = {},
) {
  return formOf(fields, {
    cover: files.cover ?? [await photo('portada.png')],
    ambient: files.ambient ?? [await photo('ambiente.png', '#3f5a4c')],
    sheet: files.sheet ?? [pdf('ficha-tecnica.pdf')],
  });
}

export async function createProduct(
  app: FastifyInstance,
  supplier: TestUser,
  fields: Record<string, string>,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/suppliers/products',
    headers: bearer(supplier),
    payload: await productForm(fields),
  });
  if (response.statusCode !== 201) throw new Error(`product: ${response.body}`);
  return response.json<{ id: number }>().id;
}

export async function approveProduct(
  app: FastifyInstance,
  admin: TestUser,
  productId: number,
  isApproved = true,
) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/v1/products/${productId}`,
    headers: bearer(admin),
    payload: { is_approved: isApproved },
  });
  if (response.statusCode !== 200) throw new Error(`approval: ${response.body}`);
}
