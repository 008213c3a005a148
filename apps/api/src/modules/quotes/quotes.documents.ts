/**
 * A designer's quote as a PDF (part 1 §4 Quote flow, §9; decision 029): drawn on the server from
 * the lines the server built, by the product's one PDF library, so the document the client
 * approves and pays is the one the reservation and the stored totals were made from. The preview
 * and the stored quote use it, and so does the demo seed.
 */
import type { QuoteLine } from '@hogarte/shared/quotes';
import { MONEY } from '@hogarte/shared/limits';
import { formatCop, formatNumber, quoteTotals } from '@hogarte/shared/money';
import { documentDate, renderPdf } from '../../integrations/pdf/document.js';

/** A person named on the quote. */
export interface QuoteParty {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export interface QuoteDocument {
  /** The product name of the configuration (decision 006). */
  brand: string;
  /** The designer's name for the quote. */
  name: string;
  /** What the quote belongs to, e.g. "Hoja de proceso #AbC123". */
  ownerLabel: string;
  address: string | null;
  city: string | null;
  client: QuoteParty;
  designer: QuoteParty;
  lines: readonly (QuoteLine & { supplierName: string })[];
  createdAt: Date;
  /** Until when the units are held; absent on a preview, which holds nothing. */
  reservedUntil?: Date;
}

const fullName = (party: QuoteParty) => `${party.firstName} ${party.lastName}`;

function partyRows(party: QuoteParty): Array<[string, string]> {
  return [
    ['Nombre', fullName(party)],
    ['Correo', party.email],
    ['Teléfono', party.phone ?? '—'],
  ];
}

/** The file name a quote's PDF is stored and downloaded under. */
export function quoteFileName(name: string, createdAt: Date): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `cotizacion-${slug || 'sin-nombre'}-${createdAt.toISOString().slice(0, 10)}.pdf`;
}

/**
 * The quote's PDF: title 'Cotización', the sheet, client and designer, a table of lines (producto,
 * proveedor, m², unidades, precio, envío, instalación, subtotal) and its totals (subtotal, IVA 19%,
 * total) from `quoteTotals`, the same numbers the quote stores.
 */
export function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  const totals = quoteTotals(doc.lines);
  const details: Array<[string, string]> = [
    ['Cotización', doc.name],
    ['Fecha', documentDate(doc.createdAt)],
    ['Dirección', [doc.address, doc.city].filter(Boolean).join(', ') || '—'],
  ];
  if (doc.reservedUntil) {
    details.push(['Unidades reservadas hasta', documentDate(doc.reservedUntil)]);
  }
  return renderPdf({
    brand: doc.brand,
    title: 'Cotización',
    subtitle: `${doc.name} · ${doc.ownerLabel}`,
    createdAt: doc.createdAt,
    sections: [
      { heading: doc.ownerLabel, rows: details },
      { heading: 'Cliente', rows: partyRows(doc.client) },
      { heading: 'Diseñador(a)', rows: partyRows(doc.designer) },
      {
        heading: 'Productos',
        table: {
          columns: [
            'Producto',
            'Proveedor',
            'm²',
            'Unidades',
            'Precio',
            'Envío',
            'Instalación',
            'Subtotal',
          ],
          rows: doc.lines.map((line) => [
            line.complementary ? `${line.name} (complementario)` : line.name,
            line.supplierName,
            line.m2 === null ? '' : formatNumber(line.m2, { maximumFractionDigits: 2 }),
            String(line.units),
            formatCop(line.price),
            formatCop(line.shippingCost),
            formatCop(line.units * line.installationPrice),
            formatCop(line.subtotal),
          ]),
          totals: [
            ['Subtotal', formatCop(totals.subtotal)],
            [`IVA ${MONEY.ivaPercent}%`, formatCop(totals.iva)],
            ['Total', formatCop(totals.total)],
          ],
        },
      },
      {
        paragraphs: [
          'Precios en pesos colombianos. El subtotal de cada producto es unidades × precio más su envío; la instalación se suma aparte y el IVA se calcula sobre el subtotal de la cotización.',
        ],
      },
    ],
    footer: `${doc.brand} · ${doc.ownerLabel} · ${doc.name}`,
  });
}
