/**
 * The client's billing data for a supplier (part 2 §2.5 'Datos de facturación', §7 `POST
 * /v1/suppliers/{hash}/document/receipt`): what the supplier invoices a paid presential quote to —
 * the consultancy and its client, the receipt data the client paid with, and the supplier's own
 * products of the quote with their totals. Drawn by the one PDF library (decision 028) from what
 * the server stored, never from what the browser sends.
 */
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { RECEIPT_DOCUMENT_TYPE_LABELS } from '@hogarte/shared/remodelings';
import { formatCop } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { documentDate, renderPdf, type PdfSection } from '../../integrations/pdf/document.js';
import { supplierBillingData } from './presential.suppliers.js';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

function receiptSection(receipt: ReceiptData | null): PdfSection {
  const heading = 'Datos de facturación';
  if (!receipt) {
    return { heading, paragraphs: ['El cliente no registró datos de facturación en su pago.'] };
  }
  if (receipt.type === 'company') {
    return {
      heading,
      rows: [
        ['Tipo', 'Empresa'],
        ['Razón social', receipt.business_name],
        ['NIT', receipt.NIT],
        ['Dirección', receipt.company_address ?? '—'],
        ['Correo', receipt.email ?? '—'],
      ],
    };
  }
  return {
    heading,
    rows: [
      ['Tipo', 'Persona natural'],
      ['Nombre', fullName(receipt)],
      [RECEIPT_DOCUMENT_TYPE_LABELS[receipt.document_type], receipt.document_number],
      ['Correo', receipt.email],
      ['Dirección', receipt.address],
      ['Ciudad', receipt.city],
    ],
  };
}

/** `POST /v1/suppliers/{hash}/document/receipt` {invoice_id}: the PDF in base64. */
export async function supplierBillingDocument(
  ctx: AppContext,
  actor: Actor,
  hash: string,
  quoteId: number,
) {
  const quote = await supplierBillingData(ctx, actor, hash, quoteId);
  const { hashid, client } = quote.presentialConsultancy;
  const brand = ctx.config.brand.productName;
  const subject = `Asesoría presencial #${hashid}`;
  const createdAt = ctx.now();
  const pdf = await renderPdf({
    brand,
    title: 'Datos de facturación',
    subtitle: `${subject} · ${quote.name}`,
    createdAt,
    footer: `${brand} · ${subject}`,
    sections: [
      {
        heading: 'Asesoría presencial',
        rows: [
          ['Código', `#${hashid}`],
          ['Cliente', fullName(client)],
          ['Cédula', client.cedula ?? '—'],
          ['Correo', client.email],
          ['Teléfono', client.phone ?? '—'],
          [
            'Dirección',
            `${quote.presentialConsultancy.street_address}, ${quote.presentialConsultancy.city}`,
          ],
          ['Diseñador(a)', fullName(quote.presentialConsultancy.designer)],
        ],
      },
      receiptSection(quote.payments),
      {
        heading: 'Productos',
        rows: [
          ['Cotización', quote.name],
          ['Pagada', documentDate(quote.paid_at ? new Date(quote.paid_at) : null)],
          ['Fecha del documento', documentDate(createdAt)],
        ],
        table: {
          columns: ['Producto', 'Unidades', 'Precio unitario', 'Envío', 'Subtotal'],
          rows: quote.lines.map((line) => [
            line.name,
            String(line.units),
            formatCop(line.unit_price),
            formatCop(line.shipping_cost),
            formatCop(line.subtotal),
          ]),
          totals: [
            ['Subtotal', formatCop(quote.subtotal)],
            ['Valor para el proveedor', formatCop(quote.to_pay_supplier)],
          ],
        },
      },
    ],
  });
  return {
    info: pdf.toString('base64'),
    fileName: `datos-facturacion-${hashid}-${quote.id}.pdf`,
  };
}
