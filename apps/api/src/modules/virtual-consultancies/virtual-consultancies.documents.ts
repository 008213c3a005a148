/**
 * The virtual consultancy's two PDFs (spec part 2 §7 Virtual consultancy; decision 027), drawn by
 * the product's one PDF library (integrations/pdf/document.ts): the equivalent document the
 * platform issues for what it buys from a designer who does not invoice (Colombia's "documento
 * soporte en adquisiciones a no obligados a facturar"), and the client's payment receipt.
 */
import { formatCop, fromCents } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { documentDate as when, renderPdf } from '../../integrations/pdf/document.js';
import {
  equivalentDocument as equivalentPdf,
  equivalentDocumentFileName,
} from '../../integrations/pdf/equivalent-document.js';
import { finishedConsultancy, paymentOfReference } from './virtual-consultancies.service.js';
import type { VirtualConsultancyRow } from './virtual-consultancies.repository.js';

/** The consultancy's code, people and dates, as both documents list them. */
function consultancyRows(row: VirtualConsultancyRow): Array<[string, string]> {
  return [
    ['Código', `#${row.hashid}`],
    ['Espacios', String(row.spaceQuantity)],
    ['Solicitada', when(row.createdAt)],
    ['Pagada', when(row.paidAt)],
    ['Aprobada', when(row.approvedAt)],
    ['Terminada', when(row.finishedAt)],
  ];
}

/** `POST …/document/equivalent`: for the consultancy's client, designer or an admin, once finished. */
export async function equivalentDocument(ctx: AppContext, actor: Actor, hashid: string) {
  const row = await finishedConsultancy(ctx, actor, hashid);
  const brand = ctx.config.brand.productName;
  const doc = equivalentPdf({
    brand,
    concept: 'Asesoría virtual de diseño interior',
    subject: `Asesoría virtual #${row.hashid}`,
    createdAt: row.finishedAt ?? ctx.now(),
    people: row,
    sections: [
      { heading: 'Asesoría', rows: consultancyRows(row) },
      {
        heading: 'Valores',
        table: {
          columns: ['Concepto', 'Valor'],
          rows: [
            [`Asesoría virtual (${row.spaceQuantity} espacio(s))`, formatCop(row.toPay)],
            ['Valor del diseñador', formatCop(row.toPayDesigner)],
            [`Comisión de ${brand}`, formatCop(row.toPayPlatform)],
          ],
          totals: [['Total pagado por el cliente', formatCop(row.toPay)]],
        },
      },
    ],
  });
  const pdf = await renderPdf(doc);
  return { fileName: equivalentDocumentFileName(row.hashid), pdf: pdf.toString('base64') };
}

/** `GET …/receipt/{reference}`: a payment of a consultancy, for its client, designer or an admin. */
export async function paymentReceipt(ctx: AppContext, actor: Actor, reference: string) {
  const { payment, consultancy } = await paymentOfReference(ctx, actor, reference);
  const brand = ctx.config.brand.productName;
  const pdf = await renderPdf({
    brand,
    title: 'Comprobante de pago',
    subtitle: `Asesoría virtual #${consultancy.hashid}`,
    createdAt: payment.finalizedAt ?? payment.createdAt,
    sections: [
      {
        heading: 'Pago',
        rows: [
          ['Referencia', payment.reference],
          ['Transacción', payment.transactionId ?? '—'],
          ['Medio de pago', payment.paymentMethodType ?? '—'],
          ['Estado', payment.status],
          ['Valor', formatCop(fromCents(payment.amountInCents))],
          ['Fecha', when(payment.finalizedAt ?? payment.createdAt)],
        ],
      },
      {
        heading: 'Asesoría',
        rows: [
          ...consultancyRows(consultancy),
          ['Cliente', `${consultancy.clientFirstName} ${consultancy.clientLastName}`],
          ['Diseñador', `${consultancy.designerFirstName} ${consultancy.designerLastName}`],
        ],
      },
    ],
    footer: `${brand} · ${payment.reference}`,
  });
  return { fileName: `comprobante-${payment.reference}.pdf`, pdf };
}
