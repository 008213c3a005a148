import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  presentialChangedSchema,
  presentialCreatedSchema,
  presentialFileUploadedSchema,
  presentialInfoSchema,
  presentialListSchema,
} from '@hogarte/shared/contracts/presential';
import { pdfInfoSchema, quoteListSchema } from '@hogarte/shared/contracts/remodelings';
import { ROLE } from '@hogarte/shared/roles';
import {
  presentialCreateSchema,
  presentialDecisionSchema,
} from '@hogarte/shared/schemas/presential';
import {
  approvalSchema,
  hashidIdParams,
  hashidParams,
  notFoundIdParams,
  quoteInputSchema,
  quoteListQuerySchema,
  stepEditSchema,
} from '@hogarte/shared/schemas/remodelings';
import {
  emailQuerySchema,
  whatsappQuerySchema,
} from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import {
  approveConsultancyQuote,
  previewConsultancyQuote,
  sendConsultancyQuote,
} from '../quotes/presential-quotes.service.js';
import {
  clientConsultancies,
  consultancyDetail,
  consultancyInvoices,
  createConsultancy,
  decideRequest,
  designerConsultancies,
  editConsultancyStep,
  uploadDesign,
} from './presential.service.js';

const BASE = '/v1/presential-consultancy';
const TAGS = ['presential-consultancy'];

/**
 * The presential consultancy's calls (spec part 1 §2 Designer area, §4; part 2 §2.2, §7; decision
 * 030): the request, 'Mis clientes' and the approval, the consultancy page, its visit step, its
 * designs and its quotes. Each route lets in the roles that act on it; which consultancy a person
 * may touch is `consultancyFor`'s rule (anyone else: 404).
 */
export function presentialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);
  const designer = app.requireRole(ROLE.designer);
  // Quoting from the catalogue is for approved designers, as the remodelling's quotes are.
  const quotingDesigner = app.requireApproved(ROLE.designer);
  const viewers = app.requireRole(ROLE.client, ROLE.designer, ROLE.supplier, ROLE.admin);

  routes.post(
    BASE,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary:
          'Ask a public designer for a presential consultancy (address, city, 1 to 3 days from tomorrow); the designer is told',
        body: presentialCreateSchema,
        response: { 201: presentialCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createConsultancy(ctx, actorOf(request), request.body)),
  );

  routes.get(
    `${BASE}/designers`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary: 'Mis clientes: my consultancies pending or approved, newest first',
        response: { 200: presentialListSchema },
      },
    },
    (request) => designerConsultancies(ctx, actorOf(request)),
  );

  routes.get(
    `${BASE}/clients`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'My presential consultancies, rejected ones too, newest first',
        response: { 200: presentialListSchema },
      },
    },
    (request) => clientConsultancies(ctx, actorOf(request)),
  );

  routes.patch(
    `${BASE}/steps/:id`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'Edit the visit of an approved consultancy of mine under the step rules; `whatsapp=true` tells the client the date',
        params: notFoundIdParams,
        querystring: whatsappQuerySchema,
        body: stepEditSchema,
        response: { 200: presentialChangedSchema },
      },
    },
    (request) =>
      editConsultancyStep(
        ctx,
        actorOf(request),
        request.params.id,
        request.body,
        request.query.whatsapp ?? false,
      ),
  );

  routes.get(
    `${BASE}/:hashid`,
    {
      onRequest: viewers,
      schema: {
        tags: TAGS,
        summary: 'The consultancy as I see it (a supplier: only its own lines)',
        params: hashidParams,
        response: { 200: presentialInfoSchema },
      },
    },
    (request) => consultancyDetail(ctx, actorOf(request), request.params.hashid),
  );

  routes.patch(
    `${BASE}/:hashid`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary: 'Approve or reject a request of mine, once; the client is told by email',
        params: hashidParams,
        body: presentialDecisionSchema,
        response: { 200: presentialChangedSchema },
      },
    },
    (request) => decideRequest(ctx, actorOf(request), request.params.hashid, request.body),
  );

  routes.post(
    `${BASE}/:hashid/files/design`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'Upload a design (image or PDF, multipart `file`) to an approved consultancy of mine: the design step in progress; `whatsapp=true` tells the client',
        params: hashidParams,
        querystring: whatsappQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: presentialFileUploadedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await uploadDesign(
            ctx,
            actorOf(request),
            request.params.hashid,
            await readSingleFile(request),
            request.query.whatsapp ?? false,
          ),
        ),
  );

  routes.post(
    `${BASE}/:hashid/invoices/preview`,
    {
      onRequest: quotingDesigner,
      schema: {
        tags: TAGS,
        summary:
          'The PDF a quote of my approved consultancy would be (base64), built by the server; reserves nothing',
        params: hashidParams,
        body: quoteInputSchema,
        response: { 200: pdfInfoSchema },
      },
    },
    (request) =>
      previewConsultancyQuote(ctx, actorOf(request), request.params.hashid, request.body),
  );

  routes.post(
    `${BASE}/:hashid/invoices`,
    {
      onRequest: quotingDesigner,
      schema: {
        tags: TAGS,
        summary:
          'Send a quote of my approved consultancy: its units reserved for 3 days, its PDF stored, the budget step in progress; `whatsapp=true`, `email=true` tell the client',
        params: hashidParams,
        querystring: whatsappQuerySchema.extend(emailQuerySchema.shape),
        body: quoteInputSchema,
        response: { 201: presentialChangedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendConsultancyQuote(ctx, actorOf(request), request.params.hashid, request.body, {
          whatsapp: request.query.whatsapp ?? false,
          email: request.query.email ?? false,
        }),
      ),
  );

  routes.get(
    `${BASE}/:hashid/invoices`,
    {
      onRequest: viewers,
      schema: {
        tags: TAGS,
        summary:
          'The consultancy’s quotes (`approved`, `paid` filter them), as I see them (a supplier: its own lines)',
        params: hashidParams,
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    (request) => consultancyInvoices(ctx, actorOf(request), request.params.hashid, request.query),
  );

  routes.patch(
    `${BASE}/:hashid/invoices/:id`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Approve a quote of my consultancy, once; `whatsapp=true` tells the designer',
        params: hashidIdParams,
        querystring: whatsappQuerySchema,
        body: approvalSchema,
        response: { 200: presentialChangedSchema },
      },
    },
    (request) =>
      approveConsultancyQuote(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.params.id,
        request.query.whatsapp ?? false,
      ),
  );
}
