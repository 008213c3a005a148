import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { renderPdf, winAnsiText, type PdfDocument } from './document.js';

const CREATED_AT = new Date('2026-11-24T12:00:00Z');

/**
 * The text a PDF shows, one entry per text-showing operation, read from uncompressed bytes:
 * pdfkit writes Helvetica text as `[<hex> kerning <hex> …] TJ` in WinAnsi (windows-1252).
 */
function shownText(pdf: Buffer): string[] {
  const decoder = new TextDecoder('windows-1252');
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => decoder.decode(Buffer.from(hex[1] ?? '', 'hex')))
      .join(''),
  );
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

const receipt: PdfDocument = {
  title: 'Recibo de pago',
  subtitle: 'Asesoría virtual de diseño',
  createdAt: CREATED_AT,
  footer: '¿Preguntas? ¡Escríbenos!',
  sections: [
    {
      heading: 'Datos del cliente',
      rows: [
        ['Nombre', 'María José Peñalosa Núñez'],
        ['Ciudad', 'Bogotá'],
      ],
    },
    { heading: 'Condiciones', paragraphs: ['El diseñador se comunicará contigo en 24 horas.'] },
    {
      heading: 'Detalle',
      table: {
        columns: ['Concepto', 'Cantidad', 'Valor'],
        rows: [['Espacio de diseño', '2', '$ 300.000']],
        totals: [['Total', '$ 300.000']],
      },
    },
  ],
};

describe('renderPdf', () => {
  it('writes a complete PDF file', async () => {
    const pdf = await renderPdf(receipt);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pageCount(pdf)).toBe(1);
    // Compressed by default: the page contents are deflated.
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });

  it('shows every part of the document, Spanish letters included', async () => {
    const text = shownText(await renderPdf(receipt, { compress: false }));

    expect(text).toEqual(
      expect.arrayContaining([
        'Hogarte',
        'Recibo de pago',
        'Asesoría virtual de diseño',
        'Datos del cliente',
        'Nombre: ',
        'María José Peñalosa Núñez',
        'El diseñador se comunicará contigo en 24 horas.',
        'Concepto',
        'Espacio de diseño',
        '$ 300.000',
        'Total',
        '¿Preguntas? ¡Escríbenos!',
        fillMessage(MESSAGES.pdfPageOf, { page: 1, pages: 1 }),
      ]),
    );
  });

  it('puts the configured brand in the header line', async () => {
    const text = shownText(
      await renderPdf({ ...receipt, brand: 'Casa Arte' }, { compress: false }),
    );

    expect(text).toContain('Casa Arte');
    expect(text).not.toContain('Hogarte');
  });

  it('continues a long table on new pages, repeating its header and numbering the pages', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [
      `Artículo ${index + 1}`,
      String((index % 4) + 1),
      `$ ${(index + 1) * 1000}`,
    ]);
    const pdf = await renderPdf(
      {
        title: 'Inventario',
        createdAt: CREATED_AT,
        sections: [{ table: { columns: ['Producto', 'Cantidad', 'Valor'], rows } }],
      },
      { compress: false },
    );
    const text = shownText(pdf);
    const pages = pageCount(pdf);

    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text.filter((shown) => shown === 'Producto')).toHaveLength(pages);
    for (let page = 1; page <= pages; page += 1) {
      expect(text).toContain(fillMessage(MESSAGES.pdfPageOf, { page, pages }));
    }
    // Every row is drawn once, in order.
    const drawnRows = text.filter((shown) => shown.startsWith('Artículo '));
    expect(drawnRows).toEqual(rows.map((row) => row[0]));
  });

  it('wraps a long cell inside its column', async () => {
    const long =
      'Mesa de comedor en madera de nogal con acabado natural, patas torneadas y capacidad para ocho personas';
    const text = shownText(
      await renderPdf(
        {
          title: 'Cotización',
          createdAt: CREATED_AT,
          sections: [
            {
              table: {
                columns: ['Producto', 'Referencia', 'Cantidad', 'Valor unitario', 'Valor total'],
                rows: [[long, 'REF-000123-NOGAL', '1', '$ 2.450.000', '$ 2.450.000']],
              },
            },
          ],
        },
        { compress: false },
      ),
    );

    const start = text.findIndex((shown) => long.startsWith(shown) && shown.length > 0);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(text).not.toContain(long);
    // The cell's lines (each keeps the space it broke at), read in order, give back the text.
    let joined = '';
    for (let index = start; joined.length < long.length; index += 1) {
      joined += text[index] ?? '';
    }
    expect(joined).toBe(long);
  });

  it('gives the same bytes for the same document and creation date', async () => {
    const first = await renderPdf(receipt);
    const second = await renderPdf(receipt);

    expect(first.equals(second)).toBe(true);
    expect((await renderPdf({ ...receipt, createdAt: new Date(0) })).equals(first)).toBe(false);
  });
});

describe('winAnsiText', () => {
  it('keeps Spanish letters and WinAnsi punctuation', () => {
    expect(winAnsiText('¿Cómo está? ¡Año nuevo! Ü ü “€” – …')).toBe(
      '¿Cómo está? ¡Año nuevo! Ü ü “€” – …',
    );
  });

  it('composes accents typed as two characters', () => {
    expect(winAnsiText('Jose\u0301 Nu\u0301n\u0303ez')).toBe('José Núñez');
  });

  it('replaces what Helvetica cannot draw', () => {
    expect(winAnsiText('Sala 😀 → 3\u202F000 \u2212 1\tfin\r\n')).toBe('Sala ? ? 3 000 - 1 fin\n');
  });
});
