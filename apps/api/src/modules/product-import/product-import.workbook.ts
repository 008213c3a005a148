/**
 * The spreadsheet itself, through exceljs: the template the admin downloads and the reading of
 * the file the admin uploads. Both follow `IMPORT_COLUMNS`, so a column added there appears in
 * the template, its dropdown and instructions, and is read back, with nothing else to change.
 */
import ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  dropdownOptions,
  foldName,
  type ImportColumn,
} from './product-import.columns.js';

export const PRODUCTS_SHEET = 'Productos';
const INSTRUCTIONS_SHEET = 'Instrucciones';
const EXAMPLE_SHEET = 'Ejemplo';
const LISTS_SHEET = 'Listas';

const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FF8C4A2F' },
};
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };

/** `A`, `B`, … `AA`: the letters of a 1-based column number. */
function columnLetter(index: number): string {
  let letters = '';
  let rest = index;
  while (rest > 0) {
    const remainder = (rest - 1) % 26;
    letters = String.fromCharCode(65 + remainder) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

/** exceljs reads and writes range validations; its type declarations only know cell ones. */
interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

function writeHeader(sheet: ExcelJS.Worksheet): void {
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width,
    ...(column.text ? { style: { numFmt: '@' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = HEADER_FONT;
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 32;
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function exampleRow(): Record<string, string | number> {
  return Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.field, column.example]));
}

/**
 * The downloadable template: the products sheet (headers, and dropdowns on every list column for
 * `maxRows` rows), the instructions, an example row on its own sheet so it is never loaded by
 * mistake, and the hidden sheet the dropdowns read their names from.
 */
export async function buildTemplate(maxRows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Hogarte';
  workbook.created = new Date();

  const products = workbook.addWorksheet(PRODUCTS_SHEET);
  const instructions = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  const example = workbook.addWorksheet(EXAMPLE_SHEET);
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });

  writeHeader(products);
  IMPORT_COLUMNS.forEach((column, index) => {
    products.getCell(1, index + 1).note = `${column.required}. ${column.help}`;
  });

  // Each list column gets its names on the hidden sheet and a dropdown over its range.
  let listColumn = 0;
  IMPORT_COLUMNS.forEach((column, index) => {
    const options = dropdownOptions(column);
    if (!options) return;
    listColumn += 1;
    const letter = columnLetter(listColumn);
    lists.getCell(1, listColumn).value = column.header;
    options.forEach((option, row) => {
      lists.getCell(row + 2, listColumn).value = option;
    });
    const target = columnLetter(index + 1);
    (products as unknown as { dataValidations: RangeValidations }).dataValidations.add(
      `${target}2:${target}${maxRows + 1}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [`${LISTS_SHEET}!$${letter}$2:$${letter}$${options.length + 1}`],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: column.header,
        error: 'Selecciona un valor de la lista',
      },
    );
  });

  writeHeader(example);
  example.addRow(exampleRow());

  instructions.columns = [
    { key: 'header', width: 30 },
    { key: 'required', width: 40 },
    { key: 'help', width: 70 },
    { key: 'example', width: 34 },
  ];
  const intro = [
    'Cómo cargar productos desde Excel',
    `1. Escribe un producto por fila en la hoja "${PRODUCTS_SHEET}", desde la fila 2, sin cambiar los títulos de las columnas.`,
    `2. Puedes cargar hasta ${maxRows} productos por archivo. Si alguna fila tiene un error no se carga ninguna: corrígela y vuelve a subir el archivo.`,
    '3. El proveedor se identifica por su NIT, la marca y la marca que complementa por su nombre (se crean si el proveedor no las tiene) y la bodega por su número.',
    '4. Los productos quedan en revisión y sin imágenes: el proveedor debe subir la imagen del producto, las de ambientación y la ficha técnica antes de que se aprueben.',
    `5. Los números decimales se escriben con punto (0.60). En la hoja "${EXAMPLE_SHEET}" hay un producto de ejemplo.`,
  ];
  intro.forEach((line, index) => {
    const row = instructions.addRow([line]);
    if (index === 0) row.font = { bold: true, size: 14 };
  });
  instructions.addRow([]);
  const tableHeader = instructions.addRow(['Columna', 'Obligatoria en', 'Qué escribir', 'Ejemplo']);
  tableHeader.font = HEADER_FONT;
  tableHeader.fill = HEADER_FILL;
  for (const column of IMPORT_COLUMNS) {
    const row = instructions.addRow([
      column.header,
      column.required,
      column.help,
      column.example === '' ? '' : String(column.example),
    ]);
    row.alignment = { vertical: 'top', wrapText: true };
  }

  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written);
}

/** A data row of the products sheet: its number in the sheet and its cells as text, by field. */
export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface SheetContent {
  /** Headers of `IMPORT_COLUMNS` the first row lacks. */
  missingColumns: ImportColumn[];
  rows: SheetRow[];
  /** More data rows than `maxRows`: reading stopped there. */
  tooManyRows: boolean;
}

/** A number as a person would type it: 0.6 for 0.6000000000000001, no exponent for integers. */
function numberText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(6)));
}

function valueText(value: ExcelJS.CellValue, isPercent: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(isPercent ? value * 100 : value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    return valueText((value as { result?: ExcelJS.CellValue }).result ?? null, isPercent);
  }
  if ('text' in value) return valueText(value.text, isPercent);
  if ('error' in value) return String(value.error);
  return '';
}

/** The text of a cell; a percentage cell (0.3 shown as 30%) reads as the number shown, 30. */
function cellText(cell: ExcelJS.Cell): string {
  return valueText(cell.value, typeof cell.numFmt === 'string' && cell.numFmt.includes('%'));
}

/** Thrown when the bytes are not a workbook exceljs can open. */
export class NotAWorkbookError extends Error {
  constructor() {
    super('not an xlsx workbook');
    this.name = 'NotAWorkbookError';
  }
}

/**
 * Reads the products sheet (or the first sheet when none is named so): columns are found by
 * their header, in any order; blank rows are skipped.
 */
export async function readProductSheet(content: Buffer, maxRows: number): Promise<SheetContent> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new NotAWorkbookError();
  }
  const sheet = workbook.getWorksheet(PRODUCTS_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw new NotAWorkbookError();

  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, columnNumber) => {
    const header = foldName(cellText(cell));
    const column = IMPORT_COLUMNS.find((candidate) => foldName(candidate.header) === header);
    if (column && !positions.has(column.field)) positions.set(column.field, columnNumber);
  });
  const missingColumns = IMPORT_COLUMNS.filter((column) => !positions.has(column.field));

  const rows: SheetRow[] = [];
  let tooManyRows = false;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1 || tooManyRows) return;
    const cells: Record<string, string> = {};
    let filled = false;
    for (const [field, columnNumber] of positions) {
      const text = cellText(row.getCell(columnNumber));
      cells[field] = text;
      if (text !== '') filled = true;
    }
    if (!filled) return;
    if (rows.length === maxRows) {
      tooManyRows = true;
      return;
    }
    rows.push({ rowNumber, cells });
  });
  return { missingColumns, rows, tooManyRows };
}
