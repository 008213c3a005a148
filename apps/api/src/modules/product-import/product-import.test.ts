import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { brands, products } from '../../db/schema/catalogue.js';
import { supplierProfiles, users } from '../../db/schema/users.js';
import { formOf, pdf, type UploadPart } from '../../test/applications.js';
import { addWarehouse, createBrand } from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { IMPORT_COLUMNS } from './product-import.columns.js';
import { MAX_IMPORT_ROWS, XLSX_MIME } from './product-import.service.js';

let harness: TestApp;
let admin: TestUser;
let supplier: TestUser;
let supplierNit: string;
let pendingNit: string;
let warehouseId: number;
let andinaId: number;

async function nitOf(user: TestUser): Promise<string> {
  const [row] = await harness.ctx.db
    .select({ nit: supplierProfiles.nit })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, user.id));
  if (!row) throw new Error('supplier without profile');
  return row.nit;
}

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  supplierNit = await nitOf(supplier);
  warehouseId = await addWarehouse(harness.app, supplier);
  andinaId = await createBrand(harness.app, supplier, 'Cerámica Andina', 1);
  // A supplier still in review: its NIT must not be accepted.
  const pending = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
  pendingNit = await nitOf(pending);
  await harness.ctx.db.update(users).set({ isApproved: null }).where(eq(users.id, pending.id));
});
afterAll(() => harness.close());

type Row = Record<string, string | number>;

/** The template's example: a covering of the supplier, from its first warehouse. */
function coveringRow(overrides: Row = {}): Row {
  const row: Row = Object.fromEntries(
    IMPORT_COLUMNS.map((column) => [column.field, column.example]),
  );
  return { ...row, nit: supplierNit, ...overrides };
}

function decorativeRow(overrides: Row = {}): Row {
  return coveringRow({
    category_id: 'Decoración',
    name: 'Mesa Auxiliar Roble',
    supplier_brand_id: 'Casa Nogal',
    material: 'Madera',
    min_sale_unit: '',
    units_per_package: '',
    length: '',
    width: '',
    thickness: '',
    height: 0.55,
    diameter: 0.45,
    weight: 6,
    package_weight: 7,
    ...overrides,
  });
}

/** A workbook with the template's headers (or others) and these rows, as an upload part. */
async function workbookOf(
  rows: Row[],
  headers: readonly { field: string; header: string }[] = IMPORT_COLUMNS,
): Promise<UploadPart> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(headers.map((column) => column.header));
  for (const row of rows) sheet.addRow(headers.map((column) => row[column.field] ?? ''));
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'productos.xlsx', content, type: XLSX_MIME };
}

function upload(part: UploadPart, user: TestUser | null = admin, field = 'excel') {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/admin/products/excel',
    headers: user ? bearer(user) : {},
    payload: formOf({}, { [field]: [part] }),
  });
}

async function productsOfSupplier() {
  return harness.ctx.db.select().from(products).where(eq(products.supplierUserId, supplier.id));
}

async function brandsOfSupplier() {
  return harness.ctx.db
    .select({ id: brands.id, name: brands.name, type: brands.productTypeId })
    .from(brands)
    .where(eq(brands.supplierUserId, supplier.id));
}

interface Rejection {
  statusCode: number;
  code: string;
  message: string;
  errors: { row: number; column: string; field: string; message: string }[];
  rows: number[];
}

describe('the template', () => {
  async function download() {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/admin/products/excel/template',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('downloads as an .xlsx attachment with one header per column, dropdowns and instructions', async () => {
    const response = await download();
    expect(response.headers['content-type']).toBe(XLSX_MIME);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Productos');
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    expect(headers).toEqual(
      expect.arrayContaining([
        'NIT del proveedor',
        'Categoría',
        'Precio sin IVA',
        'Bodega (1 a 3)',
      ]),
    );

    const categoryColumn = IMPORT_COLUMNS.findIndex((column) => column.field === 'category_id');
    const validation = sheet?.getCell(2, categoryColumn + 1).dataValidation;
    expect(validation?.type).toBe('list');
    const lists = workbook.getWorksheet('Listas');
    expect(lists?.state).toBe('hidden');
    const formula = String(validation?.formulae[0]);
    const [, column] = /\$([A-Z]+)\$2/.exec(formula) ?? [];
    expect(lists?.getCell(`${column}2`).value).toBe('Decoración');
    expect(lists?.getCell(`${column}13`).value).toBe('Mascotas');

    const instructions = workbook.getWorksheet('Instrucciones');
    expect(instructions?.getCell('A1').value).toBe('Cómo cargar productos desde Excel');
    const example = workbook.getWorksheet('Ejemplo');
    expect((example?.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(example?.getCell(2, categoryColumn + 1).value).toBe('Revestimientos');
  });

  it('comes back empty as it is, and loads once a row is filled in', async () => {
    const template = (await download()).rawPayload;
    const empty = await upload({ name: 'plantilla.xlsx', content: template, type: XLSX_MIME });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'EXCEL_EMPTY', message: MESSAGES.excelEmpty });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Productos');
    if (!sheet) throw new Error('template without its products sheet');
    const row = coveringRow({ name: 'Porcelanato Plantilla', reference: 'PLANTILLA-1' });
    sheet.getRow(2).values = IMPORT_COLUMNS.map((column) => row[column.field] ?? '');
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload({ name: 'plantilla.xlsx', content: filled, type: XLSX_MIME });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.excelUploaded, created: 1 });
  });
});

describe('uploading a spreadsheet', () => {
  it('refuses what is not an Excel document, whatever its name', async () => {
    const asPdf = await upload({ ...pdf('productos.xlsx'), type: XLSX_MIME });
    expect(asPdf.statusCode).toBe(415);
    expect(asPdf.json()).toMatchObject({
      message: MESSAGES.excelWrongFormat,
      errors: [{ field: 'excel', message: MESSAGES.excelWrongFormat }],
    });
    const csv = await upload({
      name: 'productos.csv',
      content: Buffer.from('NIT del proveedor;Categoría\n900000001;Pisos\n'),
      type: 'text/csv',
    });
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toMatchObject({ message: MESSAGES.excelWrongFormat });
  });

  it('asks for the file when none comes in the `excel` field', async () => {
    const response = await upload(await workbookOf([coveringRow()]), admin, 'archivo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_MISSING', message: MESSAGES.fileMissing });
  });

  it('loads nothing when a row fails, and names every problem by row and column', async () => {
    const before = (await productsOfSupplier()).length;
    const brandsBefore = (await brandsOfSupplier()).length;
    const response = await upload(
      await workbookOf([
        decorativeRow({ name: 'Mesa Que No Debe Cargarse', supplier_brand_id: 'Marca Nueva' }),
        coveringRow({ price: '75.546', color_id: 'Fucsia', delivery_time: 45 }),
        decorativeRow({ category_id: 'Cocinas', nit: '123456789' }),
        decorativeRow({ height: '', diameter: '', depth: 0.3, warranty: 'doce' }),
        coveringRow({ nit: pendingNit, storage_address_id: 3 }),
        coveringRow({ storage_address_id: 3, is_warranty_in_months: 'Quizás' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<Rejection>();
    expect(body).toMatchObject({
      statusCode: 400,
      code: 'EXCEL_ROWS_INVALID',
      message: MESSAGES.excelUploadFailed,
      rows: [3, 4, 5, 6, 7],
    });
    expect(body.errors).toEqual([
      { row: 3, column: 'Color', field: 'color_id', message: MESSAGES.optionUnknown },
      {
        row: 3,
        column: 'Precio sin IVA',
        field: 'price',
        message: MESSAGES.priceWholeNumber,
      },
      {
        row: 3,
        column: 'Tiempo de entrega (días)',
        field: 'delivery_time',
        message: MESSAGES.deliveryTimeMax,
      },
      {
        row: 4,
        column: 'NIT del proveedor',
        field: 'nit',
        message: MESSAGES.excelSupplierUnknown,
      },
      { row: 4, column: 'Categoría', field: 'category_id', message: MESSAGES.categoryUnknown },
      { row: 5, column: 'Garantía', field: 'warranty', message: MESSAGES.wholeNumber },
      {
        row: 5,
        column: 'Largo (m), Ancho (m), Profundidad (m), Alto (m), Diámetro (m)',
        field: 'dimensions',
        message: MESSAGES.dimensionsAtLeastTwo,
      },
      {
        row: 6,
        column: 'NIT del proveedor',
        field: 'nit',
        message: MESSAGES.excelSupplierUnknown,
      },
      {
        row: 7,
        column: 'Garantía en meses (Sí/No)',
        field: 'is_warranty_in_months',
        message: MESSAGES.excelYesNo,
      },
      {
        row: 7,
        column: 'Bodega (1 a 3)',
        field: 'storage_address_id',
        message: MESSAGES.excelWarehouseUnknown,
      },
    ]);
    expect(await productsOfSupplier()).toHaveLength(before);
    expect(await brandsOfSupplier()).toHaveLength(brandsBefore);
  });

  it("names a cell holding a NUL character as that cell's error, never a 500", async () => {
    // Excel escapes control characters as _xHHHH_ in its XML, and readers decode them back.
    const response = await upload(await workbookOf([coveringRow({ name: 'Piso_x0000_Roble' })]));
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().errors).toContainEqual({
      row: 2,
      column: IMPORT_COLUMNS.find((column) => column.field === 'name')?.header,
      field: 'name',
      message: MESSAGES.invalidCharacters,
    });
  });

  it('reports the columns a file lacks', async () => {
    const headers = IMPORT_COLUMNS.filter((column) => column.field !== 'price');
    const response = await upload(await workbookOf([coveringRow()], headers));
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().errors).toEqual([
      {
        row: 1,
        column: 'Precio sin IVA',
        field: 'price',
        message: fillMessage(MESSAGES.excelColumnMissing, { column: 'Precio sin IVA' }),
      },
    ]);
  });

  it('loads good rows pending review, without images, creating the brands they name', async () => {
    const response = await upload(
      await workbookOf([
        // The brand exists as "Cerámica Andina": case and accents do not matter.
        coveringRow({ supplier_brand_id: 'ceramica andina', reference: 'ANDINA-1' }),
        decorativeRow({ reference: 'NOGAL-1', comission_percentage: '35%' }),
        coveringRow({
          category_id: 'complementarios',
          name: 'Pegante Cerámico Gris',
          reference: 'PEG-1',
          supplier_brand_id: 'Pegantes Unidos',
          brand_that_complements_id: 'Porcelanatos del Sur',
          color_id: '',
          unit_of_measure_id: 'unidad',
          yield_m2: 4,
          thickness: '',
          weight: 25,
          package_weight: 25,
          storage_address_id: 1,
        }),
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.excelUploaded, created: 3 });

    const loaded = await harness.ctx.db
      .select()
      .from(products)
      .where(and(eq(products.supplierUserId, supplier.id)));
    const byReference = (reference: string) => loaded.find((row) => row.reference === reference);
    const covering = byReference('ANDINA-1');
    expect(covering).toMatchObject({
      brandId: andinaId,
      categoryId: 8,
      isApproved: null,
      principalImageId: null,
      technicalSheetId: null,
      storageAddressId: warehouseId,
      price: 75546,
      taxedPrice: 89900,
      minSaleUnit: 1.44,
      isWarrantyInMonths: true,
      colorId: 6,
    });
    expect(byReference('NOGAL-1')).toMatchObject({
      categoryId: 1,
      commissionPercentage: 35,
      height: 0.55,
      minSaleUnit: null,
    });

    const supplierBrands = await brandsOfSupplier();
    const brandId = (name: string) => supplierBrands.find((brand) => brand.name === name);
    expect(brandId('Casa Nogal')).toMatchObject({ type: 2 });
    expect(brandId('Pegantes Unidos')).toMatchObject({ type: 1 });
    expect(brandId('Porcelanatos del Sur')).toMatchObject({ type: 1 });
    expect(byReference('PEG-1')).toMatchObject({
      categoryId: 10,
      brandId: brandId('Pegantes Unidos')?.id,
      complementedBrandId: brandId('Porcelanatos del Sur')?.id,
      unitOfMeasureId: 2,
      yieldM2: 4,
      colorId: null,
    });

    const pending = await harness.app.inject({
      method: 'GET',
      url: '/v2/admin/products?approval=pending&search=NOGAL-1',
      headers: bearer(admin),
    });
    expect(pending.json<{ items: { approval_label: string }[] }>().items).toEqual([
      expect.objectContaining({ approval_label: 'En proceso' }),
    ]);
  });

  it('loads a file of 20 products in one go, creating each new brand once', async () => {
    const rows = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? coveringRow({ reference: `LOTE-${index}`, supplier_brand_id: 'Lote Revestimientos' })
        : decorativeRow({ reference: `LOTE-${index}`, supplier_brand_id: 'Lote Decoración' }),
    );
    const response = await upload(await workbookOf(rows));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.excelUploaded, created: 20 });
    const loaded = (await productsOfSupplier()).filter((row) => row.reference?.startsWith('LOTE-'));
    expect(loaded).toHaveLength(20);
    expect(loaded.every((row) => row.isApproved === null)).toBe(true);
    const names = (await brandsOfSupplier()).map((brand) => brand.name);
    expect(names.filter((name) => name.startsWith('Lote'))).toEqual(
      expect.arrayContaining(['Lote Revestimientos', 'Lote Decoración']),
    );
    expect(names.filter((name) => name.startsWith('Lote'))).toHaveLength(2);
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} products`, async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => coveringRow());
    const response = await upload(await workbookOf(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EXCEL_TOO_MANY_ROWS',
      message: fillMessage(MESSAGES.excelTooManyRows, { max: MAX_IMPORT_ROWS }),
    });
  });
});

describe('who may use the spreadsheet', () => {
  it('is the admin only: other roles get 403, visitors 401', async () => {
    const part = await workbookOf([coveringRow()]);
    const others = [
      supplier,
      await createTestUser(harness.app, harness.ctx, ROLE.client),
      await createTestUser(harness.app, harness.ctx, ROLE.lsh),
    ];
    for (const user of others) {
      expect((await upload(part, user)).statusCode).toBe(403);
      const template = await harness.app.inject({
        method: 'GET',
        url: '/v2/admin/products/excel/template',
        headers: bearer(user),
      });
      expect(template.statusCode).toBe(403);
    }
    expect((await upload(part, null)).statusCode).toBe(401);
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/v2/admin/products/excel/template',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
