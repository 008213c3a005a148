/**
 * Every PDF the API produces (technical sheets of the demo seed, the Envia simulator's labels,
 * receipts, equivalent documents) is drawn here with pdfkit (decision 028), from a plain
 * description: a title, sections of label/value rows, paragraphs and tables. Callers say what the
 * document holds; the layout — A4, the brand line, tables that wrap and carry their header onto
 * the next page, "Página n de m" — is the same everywhere.
 *
 * It uses pdfkit's built-in Helvetica: no font files to ship, and its WinAnsi encoding covers
 * Spanish (á é í ó ú ü ñ ¿ ¡ and €). Characters outside it are replaced before drawing, since
 * pdfkit would write bytes no viewer can read for them.
 */
import PDFDocument from 'pdfkit';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';

export interface PdfSection {
  heading?: string;
  /** Drawn as "label: value", one per line; long values wrap. */
  rows?: Array<[string, string]>;
  paragraphs?: string[];
  /** Totals are [label, value] lines under the table, right-aligned to its last column. */
  table?: { columns: string[]; rows: string[][]; totals?: Array<[string, string]> };
}

export interface PdfDocument {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Small print at the bottom of every page, beside the page number. */
  footer?: string;
  /** The name in the brand line; the product name of the configuration (decision 006). */
  brand?: string;
  /** The document's creation date (PDF metadata); fixing it makes the bytes reproducible. */
  createdAt?: Date;
}

export interface RenderPdfOptions {
  /** Deflates the page contents (default). Tests turn it off to read the text in the bytes. */
  compress?: boolean;
}

const DEFAULT_BRAND = 'Hogarte';
const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
/** The web app's primary colour (apps/web/src/app/theme.ts) and its text colours. */
const BRAND_COLOUR = '#9c4f32';
const TEXT_COLOUR = '#2b2420';
const MUTED_COLOUR = '#6a5f57';
const RULE_COLOUR = '#d9d2cc';
const HEADER_FILL = '#f3eeea';

const MARGIN = { top: 64, bottom: 60, left: 50, right: 50 };
const SIZE = { title: 18, subtitle: 11, heading: 13, body: 10, table: 9, small: 8 };
/** Padding inside a table cell, in points. */
const CELL_PADDING = 4;
const MIN_COLUMN_WIDTH = 40;
/** A heading stays with at least this much of what follows it. */
const KEEP_WITH_NEXT = 48;

type Pdf = PDFKit.PDFDocument;

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

/** A date as the documents print it, in Colombia's time; '—' when it has not happened. */
export const documentDate = (date: Date | null) => (date ? dateFormat.format(date) : '—');

/** pdfkit's WinAnsi encoder maps these code points above U+00FF; every other one it garbles. */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014,
  0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039,
  0x203a, 0x20ac, 0x2122,
]);

/**
 * Text that Helvetica's WinAnsi encoding can draw: composed accents (NFC, so an "é" typed as e +
 * accent stays one letter), exotic spaces as spaces, hyphens and minus as "-", anything else "?".
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += char;
    } else if (WIN_ANSI_EXTRA.has(code)) {
      out += char;
    } else if (char === '\t' || /\p{Zs}/u.test(char)) {
      out += ' ';
    } else if (code === 0x2212 || (code >= 0x2010 && code <= 0x2012)) {
      out += '-';
    } else if (char === '\r') {
      // A CRLF line end keeps only its \n.
    } else {
      out += '?';
    }
  }
  return out;
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - MARGIN.left - MARGIN.right;
}

function bottomOf(pdf: Pdf): number {
  return pdf.page.height - MARGIN.bottom;
}

/** Starts a new page unless `height` points still fit on this one. */
function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > bottomOf(pdf)) {
    pdf.addPage();
  }
}

function drawTitle(pdf: Pdf, doc: PdfDocument): void {
  pdf
    .font(FONT_BOLD)
    .fontSize(SIZE.title)
    .fillColor(TEXT_COLOUR)
    .text(winAnsiText(doc.title), MARGIN.left, MARGIN.top, { width: contentWidth(pdf) });
  if (doc.subtitle) {
    pdf
      .moveDown(0.2)
      .font(FONT)
      .fontSize(SIZE.subtitle)
      .fillColor(MUTED_COLOUR)
      .text(winAnsiText(doc.subtitle), { width: contentWidth(pdf) });
  }
  pdf.fillColor(TEXT_COLOUR).moveDown(1);
}

function drawHeading(pdf: Pdf, heading: string): void {
  pdf.font(FONT_BOLD).fontSize(SIZE.heading);
  const text = winAnsiText(heading);
  ensureSpace(pdf, pdf.heightOfString(text, { width: contentWidth(pdf) }) + KEEP_WITH_NEXT);
  pdf
    .fillColor(BRAND_COLOUR)
    .text(text, MARGIN.left, pdf.y, { width: contentWidth(pdf) })
    .fillColor(TEXT_COLOUR)
    .moveDown(0.4);
}

function drawRows(pdf: Pdf, rows: Array<[string, string]>): void {
  pdf.fontSize(SIZE.body);
  for (const [label, value] of rows) {
    // An empty value still ends the line that `continued` opened.
    pdf
      .font(FONT_BOLD)
      .text(`${winAnsiText(label)}: `, MARGIN.left, pdf.y, {
        width: contentWidth(pdf),
        continued: true,
      })
      .font(FONT)
      .text(winAnsiText(value) || ' ')
      .moveDown(0.25);
  }
  pdf.moveDown(0.5);
}

function drawParagraphs(pdf: Pdf, paragraphs: string[]): void {
  pdf.font(FONT).fontSize(SIZE.body);
  for (const paragraph of paragraphs) {
    pdf
      .text(winAnsiText(paragraph), MARGIN.left, pdf.y, { width: contentWidth(pdf) })
      .moveDown(0.6);
  }
}

/** Amounts, quantities and percentages read better right-aligned. */
const NUMERIC = /^[-+]?(\$\s?)?\d[\d.,]*(\s?%)?$/;

/**
 * Column widths that fill the page: each column asks for its widest text; when they all fit, the
 * spare room is shared in proportion; when not, the columns narrower than an even share keep
 * their width and the wide ones split the rest in proportion (and wrap).
 */
function columnWidths(pdf: Pdf, columns: string[], rows: string[][]): number[] {
  const total = contentWidth(pdf);
  const natural = columns.map((column, index) => {
    pdf.font(FONT_BOLD).fontSize(SIZE.table);
    let widest = pdf.widthOfString(column);
    pdf.font(FONT);
    for (const row of rows) {
      widest = Math.max(widest, pdf.widthOfString(row[index] ?? ''));
    }
    return Math.max(MIN_COLUMN_WIDTH, widest + 2 * CELL_PADDING + 1);
  });
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum <= total) {
    return natural.map((width) => (width * total) / sum);
  }
  const fair = total / columns.length;
  const narrow = natural.reduce((a, width) => (width <= fair ? a + width : a), 0);
  const wide = sum - narrow;
  return natural.map((width) => (width <= fair ? width : ((total - narrow) * width) / wide));
}

interface TableLayout {
  widths: number[];
  alignRight: boolean[];
  /** Tallest a cell may be: what fits on an empty page under the repeated header. */
  maxCellHeight: number;
}

function rowHeight(pdf: Pdf, cells: string[], layout: TableLayout): number {
  const tallest = cells.reduce((height, cell, index) => {
    const width = (layout.widths[index] ?? MIN_COLUMN_WIDTH) - 2 * CELL_PADDING;
    return Math.max(height, pdf.heightOfString(cell, { width }));
  }, 0);
  return Math.min(tallest, layout.maxCellHeight) + 2 * CELL_PADDING;
}

function drawTableRow(pdf: Pdf, cells: string[], layout: TableLayout, header: boolean): void {
  pdf.font(header ? FONT_BOLD : FONT).fontSize(SIZE.table);
  const height = rowHeight(pdf, cells, layout);
  const top = pdf.y;
  const width = contentWidth(pdf);
  if (header) {
    pdf.rect(MARGIN.left, top, width, height).fill(HEADER_FILL);
  }
  pdf.fillColor(TEXT_COLOUR);
  let x = MARGIN.left;
  cells.forEach((cell, index) => {
    const cellWidth = layout.widths[index] ?? MIN_COLUMN_WIDTH;
    pdf.text(cell, x + CELL_PADDING, top + CELL_PADDING, {
      width: cellWidth - 2 * CELL_PADDING,
      height: layout.maxCellHeight,
      ellipsis: true,
      align: layout.alignRight[index] ? 'right' : 'left',
    });
    x += cellWidth;
  });
  pdf
    .moveTo(MARGIN.left, top + height)
    .lineTo(MARGIN.left + width, top + height)
    .lineWidth(header ? 1 : 0.5)
    .strokeColor(header ? MUTED_COLOUR : RULE_COLOUR)
    .stroke();
  pdf.x = MARGIN.left;
  pdf.y = top + height;
}

function drawTable(pdf: Pdf, table: NonNullable<PdfSection['table']>): void {
  const columns = table.columns.map(winAnsiText);
  // Every row gets one cell per column, so a short row draws blanks and a long one is cut.
  const rows = table.rows.map((row) => columns.map((_, index) => winAnsiText(row[index] ?? '')));
  const widths = columnWidths(pdf, columns, rows);
  const alignRight = columns.map(
    (_, index) =>
      rows.length > 0 &&
      rows.every((row) => row[index] === '' || NUMERIC.test(row[index] ?? '')) &&
      rows.some((row) => row[index] !== ''),
  );
  const pageBody = pdf.page.height - MARGIN.top - MARGIN.bottom;
  const provisional: TableLayout = { widths, alignRight, maxCellHeight: pageBody };
  pdf.font(FONT_BOLD).fontSize(SIZE.table);
  const headerHeight = rowHeight(pdf, columns, provisional);
  const layout: TableLayout = {
    ...provisional,
    maxCellHeight: pageBody - headerHeight - 2 * CELL_PADDING,
  };

  pdf.font(FONT).fontSize(SIZE.table);
  const firstRow = rows[0] ? rowHeight(pdf, rows[0], layout) : 0;
  ensureSpace(pdf, headerHeight + firstRow);
  drawTableRow(pdf, columns, layout, true);
  for (const row of rows) {
    pdf.font(FONT).fontSize(SIZE.table);
    if (pdf.y + rowHeight(pdf, row, layout) > bottomOf(pdf)) {
      pdf.addPage();
      pdf.y = MARGIN.top;
      drawTableRow(pdf, columns, layout, true);
    }
    drawTableRow(pdf, row, layout, false);
  }
  if (table.totals?.length) {
    drawTotals(pdf, table.totals, widths);
  }
  pdf.x = MARGIN.left;
  pdf.moveDown(1);
}

function drawTotals(pdf: Pdf, totals: Array<[string, string]>, widths: number[]): void {
  const width = contentWidth(pdf);
  pdf.font(FONT_BOLD).fontSize(SIZE.body);
  const lines = totals.map(([label, value]) => [winAnsiText(label), winAnsiText(value)] as const);
  // Under the last column, widened when an amount in the larger type would not fit in it.
  const lastColumn = widths.length > 1 ? (widths[widths.length - 1] ?? 0) : 0;
  const widestValue = Math.max(...lines.map(([, value]) => pdf.widthOfString(value)));
  const valueWidth = Math.min(width / 2, Math.max(lastColumn, widestValue + 2 * CELL_PADDING + 1));
  const labelWidth = width - valueWidth;
  const lineHeights = lines.map(([label, value]) =>
    Math.max(
      pdf.heightOfString(label, { width: labelWidth - 2 * CELL_PADDING }),
      pdf.heightOfString(value, { width: valueWidth - 2 * CELL_PADDING }),
    ),
  );
  // The totals stay together, on the table's page when they fit.
  ensureSpace(
    pdf,
    lineHeights.reduce((a, b) => a + b + CELL_PADDING, CELL_PADDING),
  );
  pdf.y += CELL_PADDING;
  lines.forEach(([label, value], index) => {
    const top = pdf.y;
    pdf.text(label, MARGIN.left + CELL_PADDING, top, {
      width: labelWidth - 2 * CELL_PADDING,
      align: 'right',
    });
    pdf.text(value, MARGIN.left + labelWidth + CELL_PADDING, top, {
      width: valueWidth - 2 * CELL_PADDING,
      align: 'right',
    });
    pdf.y = top + (lineHeights[index] ?? 0) + CELL_PADDING;
  });
}

/**
 * The brand line at the top and the footer with "Página n de m" on every page, drawn once the
 * page count is known (pdfkit keeps the pages in memory with `bufferPages`).
 */
function drawPageFurniture(pdf: Pdf, doc: PdfDocument): void {
  const range = pdf.bufferedPageRange();
  const pages = range.count;
  const brand = winAnsiText(doc.brand ?? DEFAULT_BRAND);
  const title = winAnsiText(doc.title);
  const footer = doc.footer ? winAnsiText(doc.footer) : '';
  for (let index = 0; index < pages; index += 1) {
    pdf.switchToPage(range.start + index);
    const width = contentWidth(pdf);
    // Writing inside the margins must not make pdfkit open a new page.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;

    const headerY = MARGIN.top - 34;
    pdf.font(FONT_BOLD).fontSize(SIZE.subtitle).fillColor(BRAND_COLOUR);
    pdf.text(brand, MARGIN.left, headerY, { lineBreak: false });
    const brandWidth = pdf.widthOfString(brand) + 12;
    // The first page shows the title large under the line; later pages name it in the line.
    if (index > 0) {
      pdf.font(FONT).fontSize(SIZE.small).fillColor(MUTED_COLOUR);
      pdf.text(title, MARGIN.left + brandWidth, headerY + 2, {
        width: width - brandWidth,
        height: SIZE.small * 1.5,
        ellipsis: true,
        align: 'right',
      });
    }
    pdf
      .moveTo(MARGIN.left, headerY + 16)
      .lineTo(MARGIN.left + width, headerY + 16)
      .lineWidth(1)
      .strokeColor(BRAND_COLOUR)
      .stroke();

    const footerY = pdf.page.height - MARGIN.bottom + 16;
    pdf
      .moveTo(MARGIN.left, footerY - 6)
      .lineTo(MARGIN.left + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke();
    const pageLabel = fillMessage(MESSAGES.pdfPageOf, { page: index + 1, pages });
    const pageLabelWidth = 90;
    pdf.font(FONT).fontSize(SIZE.small).fillColor(MUTED_COLOUR);
    if (footer) {
      pdf.text(footer, MARGIN.left, footerY, {
        width: width - pageLabelWidth - 10,
        height: SIZE.small * 2.6,
        ellipsis: true,
      });
    }
    pdf.text(pageLabel, MARGIN.left + width - pageLabelWidth, footerY, {
      width: pageLabelWidth,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottomMargin;
  }
}

/** Renders a document to PDF bytes (A4, Helvetica, numbered pages). */
export function renderPdf(doc: PdfDocument, options: RenderPdfOptions = {}): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'es-CO',
    displayTitle: true,
    info: {
      Title: doc.title,
      Author: doc.brand ?? DEFAULT_BRAND,
      Creator: doc.brand ?? DEFAULT_BRAND,
      CreationDate: doc.createdAt ?? new Date(),
    },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      drawTitle(pdf, doc);
      for (const section of doc.sections) {
        if (section.heading) drawHeading(pdf, section.heading);
        if (section.rows?.length) drawRows(pdf, section.rows);
        if (section.paragraphs?.length) drawParagraphs(pdf, section.paragraphs);
        if (section.table) drawTable(pdf, section.table);
      }
      drawPageFurniture(pdf, doc);
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
