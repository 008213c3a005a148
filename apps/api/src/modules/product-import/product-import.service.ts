/**
 * The admin's spreadsheet upload (part 1 §2, §5, §8): one product per row, named the way people
 * write them (the supplier by NIT, the category, colour and other lists by name, the brand by
 * name, the warehouse by number), checked with the same schema as the supplier's form. Every
 * problem of every row is reported with its row and column; if there is any, nothing is loaded.
 * Otherwise all rows are loaded in one transaction, pending review and without images, and
 * missing brands are created in it.
 */
import { fileTypeFromBuffer } from 'file-type';
import {
  CATEGORY_IDS,
  PRODUCT_TYPE,
  dimensionFieldsOf,
  productTypeOfCategory,
  type ProductTypeId,
} from '@hogarte/shared/catalogue';
import type { ProductsImported } from '@hogarte/shared/contracts/catalogue';
import { tooLargeMessage } from '@hogarte/shared/files';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  brandNameField,
  productCreateSchema,
  type ProductCreateInput,
} from '@hogarte/shared/schemas/catalogue';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, forbidden } from '../../http/errors.js';
import { hasUnstorableText } from '../../http/input-guard.js';
import type { IncomingFile } from '../../http/uploads.js';
import { addBrand, brandsOfType } from '../brands/brands.service.js';
import { insertImportedProducts } from '../catalogue/product-creation.service.js';
import { IMPORT_COLUMNS, foldName, type ImportColumn } from './product-import.columns.js';
import { findApprovedSuppliersByNit, type ImportSupplier } from './product-import.repository.js';
import {
  NotAWorkbookError,
  buildTemplate,
  readProductSheet,
  type SheetRow,
} from './product-import.workbook.js';

/** Rows one file may hold: a few minutes of a supplier's catalogue, one transaction's worth. */
export const MAX_IMPORT_ROWS = 2000;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The multipart field the file travels in (part 1 §7). */
export const EXCEL_FIELD = 'excel';

/** One problem of the file: its sheet row, the header of its column, the field and the message. */
export interface ImportError {
  row: number;
  column: string;
  field: string;
  message: string;
}

export interface ImportRejection {
  statusCode: 400;
  code: 'EXCEL_ROWS_INVALID';
  message: string;
  errors: ImportError[];
  /** The sheet rows that failed, in order. */
  rows: number[];
}

export type ImportOutcome =
  { ok: true; body: ProductsImported } | { ok: false; body: ImportRejection };

export function productTemplate(): Promise<Buffer> {
  return buildTemplate(MAX_IMPORT_ROWS);
}

function assertAdmin(actor: Actor): void {
  if (actor.roleId !== ROLE.admin) throw forbidden();
}

const wrongFormat = () =>
  fieldError(415, 'EXCEL_WRONG_FORMAT', EXCEL_FIELD, MESSAGES.excelWrongFormat);

/** The file must be an .xlsx by its bytes (a zip holding a workbook), not by its name. */
async function assertWorkbookBytes(file: IncomingFile | null): Promise<Buffer> {
  if (!file) throw fieldError(400, 'FILE_MISSING', EXCEL_FIELD, MESSAGES.fileMissing);
  if (file.content === null) {
    throw fieldError(413, 'FILE_TOO_LARGE', EXCEL_FIELD, tooLargeMessage(file.fileName));
  }
  const type = await fileTypeFromBuffer(file.content);
  if (type?.ext !== 'xlsx') throw wrongFormat();
  return file.content;
}

/** "900.123.456-7", "900123456": the nine digits before the check digit. */
function nitOf(text: string): string {
  return (text.split('-')[0] ?? '').replace(/\D/g, '');
}

const YES_WORDS = new Set(['si', 'yes', 'true', '1', 'x']);
const NO_WORDS = new Set(['no', 'false', '0']);

/**
 * Fields of a category's schema that it really asks for. A field the category does not ask for
 * takes anything and drops it, so it accepts an object, which every asked field (text, number,
 * flag or list id, required or optional) refuses: that difference is the test.
 */
function askedFields(categoryId: number): Set<string> {
  const { shape } = productCreateSchema(categoryId);
  return new Set(
    Object.entries(shape)
      .filter(([, field]) => !field.safeParse({}).success)
      .map(([name]) => name),
  );
}

/** What every category asks for: what is checked of a row whose category is unknown. */
const COMMON_FIELDS = CATEGORY_IDS.map(askedFields).reduce(
  (common, asked) => new Set([...common].filter((field) => asked.has(field))),
);

interface CategoryRules {
  schema: ReturnType<typeof productCreateSchema>;
  asked: Set<string>;
  /** Where the "at least two measures" problem is reported: the category's measure headers. */
  dimensionsColumn: string;
}

const columnByField = new Map(IMPORT_COLUMNS.map((column) => [column.field, column]));
const columnOrder = new Map(IMPORT_COLUMNS.map((column, index) => [column.field, index]));

function rulesFor(cache: Map<number, CategoryRules>, categoryId: number): CategoryRules {
  let rules = cache.get(categoryId);
  if (!rules) {
    rules = {
      schema: productCreateSchema(categoryId),
      asked: askedFields(categoryId),
      dimensionsColumn: dimensionFieldsOf(categoryId)
        .map((field) => columnByField.get(field)?.header ?? field)
        .join(', '),
    };
    cache.set(categoryId, rules);
  }
  return rules;
}

/** Stands in for a brand the transaction will find or create: the schema only checks its form. */
const BRAND_PLACEHOLDER_ID = 1;

/** A row that passed every check, ready to insert once its brands have ids. */
interface CheckedRow {
  supplierId: number;
  typeId: ProductTypeId;
  brandName: string;
  complementedBrandName: string | null;
  input: ProductCreateInput;
}

interface RowCheck {
  errors: ImportError[];
  checked: CheckedRow | null;
}

function lookupId(column: ImportColumn, text: string): number | null {
  if (column.kind.type !== 'lookup') return null;
  const wanted = foldName(text);
  return column.kind.options.find((option) => foldName(option.name) === wanted)?.id ?? null;
}

type Fail = (column: ImportColumn, message: string) => void;

/** What a row's cells have given so far: the fields for the schema and what the cells name. */
interface RowReading {
  values: Record<string, unknown>;
  /** Fields whose problem is already reported: the schema's issue on them is not repeated. */
  resolved: Set<string>;
  supplier: ImportSupplier | null;
  brandName: string;
  complementedBrandName: string | null;
}

/** The category decides which columns count, so it is read first. */
function rowCategory(cell: string, fail: Fail): number | null {
  const categoryColumn = columnByField.get('category_id') as ImportColumn;
  if (cell === '') {
    fail(categoryColumn, MESSAGES.required);
    return null;
  }
  const categoryId = lookupId(categoryColumn, cell);
  if (categoryId === null) fail(categoryColumn, MESSAGES.categoryUnknown);
  return categoryId;
}

/** Reads one cell into the row by its column's kind, reporting on the column what it cannot use. */
function readCell(
  column: ImportColumn,
  cell: string,
  reading: RowReading,
  suppliersByNit: Map<string, ImportSupplier[]>,
  fail: Fail,
): void {
  const { field } = column;
  const { values, resolved } = reading;
  switch (column.kind.type) {
    case 'value':
      values[field] = cell;
      break;
    case 'commission':
      values[field] = cell.replace(/\s*%$/, '');
      break;
    case 'lookup': {
      if (cell === '') break;
      const id = lookupId(column, cell);
      if (id === null) {
        fail(column, MESSAGES.optionUnknown);
        resolved.add(field);
      } else values[field] = id;
      break;
    }
    case 'yesNo': {
      const word = foldName(cell);
      if (word === '') break;
      if (YES_WORDS.has(word)) values[field] = true;
      else if (NO_WORDS.has(word)) values[field] = false;
      else {
        fail(column, MESSAGES.excelYesNo);
        resolved.add(field);
      }
      break;
    }
    case 'supplier': {
      resolved.add(field);
      if (cell === '') {
        fail(column, MESSAGES.required);
        break;
      }
      const found = suppliersByNit.get(nitOf(cell)) ?? [];
      if (found.length === 1) reading.supplier = found[0] ?? null;
      else
        fail(
          column,
          found.length === 0 ? MESSAGES.excelSupplierUnknown : MESSAGES.excelSupplierAmbiguous,
        );
      break;
    }
    case 'brand':
    case 'complementedBrand': {
      if (cell === '') {
        fail(column, MESSAGES.required);
        resolved.add(field);
        break;
      }
      const name = brandNameField.safeParse(cell);
      if (!name.success) {
        fail(column, name.error.issues[0]?.message ?? MESSAGES.brandNameLength);
        resolved.add(field);
        break;
      }
      if (column.kind.type === 'brand') reading.brandName = name.data;
      else reading.complementedBrandName = name.data;
      values[field] = BRAND_PLACEHOLDER_ID;
      break;
    }
    case 'warehouse': {
      if (cell === '') {
        fail(column, MESSAGES.required);
        resolved.add(field);
        break;
      }
      const number = /^\d+$/.test(cell) ? Number(cell) : NaN;
      const warehouseId = reading.supplier?.warehouseIds[number - 1];
      if (warehouseId !== undefined) values[field] = warehouseId;
      else if (reading.supplier || !Number.isInteger(number) || number < 1) {
        fail(column, MESSAGES.excelWarehouseUnknown);
        resolved.add(field);
      } else {
        // The supplier is unknown (reported on its column); the number's form is fine.
        values[field] = number;
      }
      break;
    }
  }
}

/** The category schema's issues, on their columns, but for the fields already reported. */
function schemaErrors(
  row: SheetRow,
  rules: CategoryRules,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  resolved: ReadonlySet<string>,
): ImportError[] {
  const errors: ImportError[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (resolved.has(field)) continue;
    const column = columnByField.get(field);
    errors.push({
      row: row.rowNumber,
      column: field === 'dimensions' ? rules.dimensionsColumn : (column?.header ?? field),
      field,
      message: issue.message,
    });
  }
  return errors;
}

function checkRow(
  row: SheetRow,
  suppliersByNit: Map<string, ImportSupplier[]>,
  rulesCache: Map<number, CategoryRules>,
): RowCheck {
  const errors: ImportError[] = [];
  const fail: Fail = (column, message) =>
    errors.push({ row: row.rowNumber, column: column.header, field: column.field, message });
  const text = (field: string) => row.cells[field] ?? '';

  const categoryId = rowCategory(text('category_id'), fail);
  const rules = categoryId === null ? null : rulesFor(rulesCache, categoryId);

  const reading: RowReading = {
    values: {},
    resolved: new Set<string>(),
    supplier: null,
    brandName: '',
    complementedBrandName: null,
  };
  for (const column of IMPORT_COLUMNS) {
    const { field } = column;
    const cell = text(field);
    // A column the category does not ask for is ignored, whatever it holds.
    const asked = rules ? rules.asked : COMMON_FIELDS;
    if (field === 'category_id' || (field !== 'nit' && !asked.has(field))) continue;
    // A spreadsheet is input like any form: text PostgreSQL cannot store is the cell's error.
    if (hasUnstorableText(cell)) {
      fail(column, MESSAGES.invalidCharacters);
      reading.resolved.add(field);
      continue;
    }
    readCell(column, cell, reading, suppliersByNit, fail);
  }
  if (!rules || categoryId === null) return { errors, checked: null };

  reading.values.category_id = categoryId;
  const parsed = rules.schema.safeParse(reading.values);
  if (!parsed.success) {
    errors.push(...schemaErrors(row, rules, parsed.error.issues, reading.resolved));
  }
  const { supplier } = reading;
  if (!parsed.success || errors.length > 0 || !supplier) return { errors, checked: null };
  return {
    errors,
    checked: {
      supplierId: supplier.id,
      typeId: productTypeOfCategory(categoryId),
      brandName: reading.brandName,
      complementedBrandName: rules.asked.has('brand_that_complements_id')
        ? reading.complementedBrandName
        : null,
      input: parsed.data,
    },
  };
}

/** The "at least two measures" problem sorts just before the first measure column. */
const DIMENSIONS_ORDER = (columnOrder.get('length') ?? IMPORT_COLUMNS.length) - 0.5;

function errorOrder(error: ImportError): number {
  if (error.field === 'dimensions') return DIMENSIONS_ORDER;
  return columnOrder.get(error.field) ?? IMPORT_COLUMNS.length;
}

function rejection(errors: ImportError[]): ImportOutcome {
  const sorted = [...errors].sort((a, b) => a.row - b.row || errorOrder(a) - errorOrder(b));
  return {
    ok: false,
    body: {
      statusCode: 400,
      code: 'EXCEL_ROWS_INVALID',
      message: MESSAGES.excelUploadFailed,
      errors: sorted,
      rows: [...new Set(sorted.map((error) => error.row))],
    },
  };
}

/** Finds a supplier's brand by name (no case, no accents) or creates it, in the transaction. */
async function brandIdFor(
  tx: Database,
  cache: Map<string, { id: number; name: string }[]>,
  supplierId: number,
  typeId: ProductTypeId,
  name: string,
): Promise<number> {
  const key = `${supplierId}:${typeId}`;
  let brands = cache.get(key);
  if (!brands) {
    brands = await brandsOfType(tx, supplierId, typeId);
    cache.set(key, brands);
  }
  const wanted = foldName(name);
  const existing = brands.find((brand) => foldName(brand.name) === wanted);
  if (existing) return existing.id;
  const created = await addBrand(tx, supplierId, name, typeId);
  brands.push(created);
  return created.id;
}

/** Beyond this many products the catalogue index reloads everything rather than a list of ids. */
const ANNOUNCE_IDS_MAX = 200;

/**
 * `POST /v2/admin/products/excel` (multipart `excel`): checks every row, then loads all of them in
 * one transaction or none.
 */
export async function importProducts(
  ctx: AppContext,
  actor: Actor,
  file: IncomingFile | null,
): Promise<ImportOutcome> {
  assertAdmin(actor);
  const content = await assertWorkbookBytes(file);
  let sheet;
  try {
    sheet = await readProductSheet(content, MAX_IMPORT_ROWS);
  } catch (error) {
    if (error instanceof NotAWorkbookError) throw wrongFormat();
    throw error;
  }
  if (sheet.missingColumns.length > 0) {
    return rejection(
      sheet.missingColumns.map((column) => ({
        row: 1,
        column: column.header,
        field: column.field,
        message: fillMessage(MESSAGES.excelColumnMissing, { column: column.header }),
      })),
    );
  }
  if (sheet.tooManyRows) {
    const message = fillMessage(MESSAGES.excelTooManyRows, { max: MAX_IMPORT_ROWS });
    throw fieldError(400, 'EXCEL_TOO_MANY_ROWS', EXCEL_FIELD, message);
  }
  if (sheet.rows.length === 0) {
    throw fieldError(400, 'EXCEL_EMPTY', EXCEL_FIELD, MESSAGES.excelEmpty);
  }

  const nits = [...new Set(sheet.rows.map((row) => nitOf(row.cells.nit ?? '')))].filter(
    (nit) => nit !== '',
  );
  const suppliersByNit = new Map<string, ImportSupplier[]>();
  for (const supplier of await findApprovedSuppliersByNit(ctx.db, nits)) {
    suppliersByNit.set(supplier.nit, [...(suppliersByNit.get(supplier.nit) ?? []), supplier]);
  }

  const rulesCache = new Map<number, CategoryRules>();
  const errors: ImportError[] = [];
  const checked: CheckedRow[] = [];
  for (const row of sheet.rows) {
    const result = checkRow(row, suppliersByNit, rulesCache);
    errors.push(...result.errors);
    if (result.checked) checked.push(result.checked);
  }
  if (errors.length > 0) return rejection(errors);

  let ids: number[];
  try {
    ids = await inTransaction(ctx.db, async (tx) => {
      const brandCache = new Map<string, { id: number; name: string }[]>();
      const rows: { supplierUserId: number; input: ProductCreateInput }[] = [];
      for (const row of checked) {
        const brandId = await brandIdFor(tx, brandCache, row.supplierId, row.typeId, row.brandName);
        const complementedId = row.complementedBrandName
          ? await brandIdFor(
              tx,
              brandCache,
              row.supplierId,
              PRODUCT_TYPE.covering,
              row.complementedBrandName,
            )
          : undefined;
        rows.push({
          supplierUserId: row.supplierId,
          input: {
            ...row.input,
            supplier_brand_id: brandId,
            brand_that_complements_id: complementedId,
          } as ProductCreateInput,
        });
      }
      return insertImportedProducts(tx, rows);
    });
  } catch (error) {
    // A warehouse removed or a brand added by the supplier meanwhile: nothing was loaded.
    if (isForeignKeyViolation(error) || isUniqueViolation(error)) {
      throw new AppError(409, 'EXCEL_CONFLICT', MESSAGES.excelUploadFailed);
    }
    throw error;
  }
  ctx.catalogue.markChanged(ids.length <= ANNOUNCE_IDS_MAX ? `p:${ids.join(',')}` : '*');
  return { ok: true, body: { message: MESSAGES.excelUploaded, created: ids.length } };
}
