import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  supplierFileUploadedSchema,
  supplierQuoteChangedSchema,
  supplierQuotePageSchema,
} from '@hogarte/shared/contracts/presential';
import { pdfInfoSchema } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { idParamWith } from '@hogarte/shared/schemas/params';
import {
  presentialFileQuerySchema,
  supplierFileParamsSchema,
  supplierFileQuerySchema,
  supplierHashParams,
  supplierQuotesQuerySchema,
  supplierReceiptDocumentSchema,
} from '@hogarte/shared/schemas/presential';
import {
  hashidParams,
  notFoundIdParams,
  trackingInputSchema,
} from '@hogarte/shared/schemas/remodelings';
import { whatsappQuerySchema } from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import { supplierBillingDocument } from './presential.suppliers.documents.js';
import {
  addPresentialTracking,
  removePresentialTracking,
  removeSupplierReceipt,
  supplierQuotes,
  uploadConsultancyReceipt,
  uploadSupplierFile,
} from './presential.suppliers.js';

const BASE = '/v1/presential-consultancy';
const TAGS = ['presential-consultancy'];

const receiptParams = z.object({ fileId: idParamWith(MESSAGES.notFound) });

/**
 * Presential consultancy: the suppliers' quotes, tracking links, receipts and billing PDF (part 2
 * §2.5, §7; decision 030). Every call is a supplier's, on the quotes it has products in.
 */
export function presentialSuppliersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supplier = app.requireRole(ROLE.supplier);

  routes.get(
    `${BASE}/suppliers/invoices`,
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary:
          'My presential quotes, newest first: all, or `paid=false` quoted, `paid=true` paid, `finished=true` finished; with the count of each',
        querystring: supplierQuotesQuerySchema,
        response: { 200: supplierQuotePageSchema },
      },
    },
    (request) => supplierQuotes(ctx, actorOf(request), request.query),
  );

  routes.post(
    `${BASE}/invoices/:id/trackings`,
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary:
          'Add a tracking link to a paid presential quote I have products in; `whatsapp=true` tells the client',
        params: notFoundIdParams,
        querystring: whatsappQuerySchema,
        body: trackingInputSchema,
        response: { 201: supplierQuoteChangedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addPresentialTracking(
            ctx,
            actorOf(request),
            request.params.id,
            request.body.url,
            request.query.whatsapp ?? false,
          ),
        ),
  );

  routes.delete(
    `${BASE}/trackUrl/:id`,
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary: 'Remove one of my tracking links of a presential quote',
        params: notFoundIdParams,
        response: { 200: supplierQuoteChangedSchema },
      },
    },
    (request) => removePresentialTracking(ctx, actorOf(request), request.params.id),
  );

  routes.post(
    `${BASE}/:hashid/files/invoice`,
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary:
          'Upload my receipt (PDF) for a paid quote of this consultancy: `supplier_receipt=true&invoice_id=`, multipart `file`',
        params: hashidParams,
        querystring: presentialFileQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: supplierQuoteChangedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await uploadConsultancyReceipt(
            ctx,
            actorOf(request),
            request.params.hashid,
            request.query,
            await readSingleFile(request),
          ),
        ),
  );

  routes.delete(
    `${BASE}/supplier-receipt/:fileId`,
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary: 'Remove one of my receipts of a presential quote',
        params: receiptParams,
        response: { 200: supplierQuoteChangedSchema },
      },
    },
    (request) => removeSupplierReceipt(ctx, actorOf(request), request.params.fileId),
  );

  routes.post(
    '/v1/suppliers/:hash/files/:type',
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary:
          'Upload my invoice (PDF) for a paid presential quote (`invoice_id`), from my dashboard; `hash` is my uuid',
        params: supplierFileParamsSchema,
        querystring: supplierFileQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: supplierFileUploadedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await uploadSupplierFile(
            ctx,
            actorOf(request),
            request.params.hash,
            request.query.invoice_id,
            await readSingleFile(request),
          ),
        ),
  );

  routes.post(
    '/v1/suppliers/:hash/document/receipt',
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary:
          'The client’s billing data for a paid presential quote with my products, a PDF in base64; `hash` is my uuid',
        params: supplierHashParams,
        body: supplierReceiptDocumentSchema,
        response: { 200: pdfInfoSchema },
      },
    },
    (request) =>
      supplierBillingDocument(ctx, actorOf(request), request.params.hash, request.body.invoice_id),
  );
}
