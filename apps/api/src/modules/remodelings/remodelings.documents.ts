/**
 * The remodelling's equivalent document (part 2 §4 Finishing, §7 Remodelling): once the client has
 * received the work, the platform's support document for what it bought from the designer, who
 * does not invoice, over the sheet's paid quotes. Drawn by the one PDF library (decision 028)
 * with the parties every equivalent document shares.
 */
import { formatCop } from '@hogarte/shared/money';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { documentDate, renderPdf } from '../../integrations/pdf/document.js';
import {
  equivalentDocument,
  equivalentDocumentFileName,
} from '../../integrations/pdf/equivalent-document.js';
import { listPaidQuotes } from './remodelings.repository.js';
import { finishedSheetRow } from './remodelings.service.js';

/** `POST …/{hashid}/document/equivalent`: for the client, the designer or an admin, once finished. */
export async function remodelingEquivalentDocument(ctx: AppContext, actor: Actor, hashid: string) {
  const row = await finishedSheetRow(ctx.db, actor, hashid);
  const paid = await listPaidQuotes(ctx.db, row.id);
  const brand = ctx.config.brand.productName;
  const sum = (pick: (quote: (typeof paid)[number]) => number) =>
    paid.reduce((total, quote) => total + pick(quote), 0);
  const pdf = await renderPdf(
    equivalentDocument({
      brand,
      concept: 'Diseño y dirección de remodelación',
      subject: `Remodelación #${row.hashid}`,
      createdAt: row.finishedAt ?? ctx.now(),
      people: row,
      sections: [
        {
          heading: 'Remodelación',
          rows: [
            ['Código', `#${row.hashid}`],
            ['Dirección', [row.address, row.cityName].filter(Boolean).join(', ') || '—'],
            ['Espacios', String(row.spaceQuantity)],
            ['Solicitada', documentDate(row.createdAt)],
            ['Recibida a satisfacción', documentDate(row.finishedAt)],
          ],
        },
        {
          heading: 'Cotizaciones pagadas',
          table: {
            columns: ['Cotización', 'Pagada', 'Total pagado', 'Valor del diseñador'],
            rows: paid.map((quote) => [
              quote.name,
              documentDate(quote.paidAt),
              formatCop(quote.toPay),
              formatCop(quote.toPayDesigner),
            ]),
            totals: [
              ['Valor del diseñador', formatCop(sum((quote) => quote.toPayDesigner))],
              ['Total pagado por el cliente', formatCop(sum((quote) => quote.toPay))],
            ],
          },
        },
      ],
    }),
  );
  return { fileName: equivalentDocumentFileName(row.hashid), info: pdf.toString('base64') };
}
