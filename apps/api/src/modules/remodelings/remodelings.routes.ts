import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pdfInfoSchema,
  quoteListSchema,
  remodelingChangedSchema,
  remodelingCreatedSchema,
  remodelingFileUploadedSchema,
  remodelingInfoSchema,
  remodelingPageSchema,
} from '@hogarte/shared/contracts/remodelings';
import { ROLE } from '@hogarte/shared/roles';
import {
  approvalSchema,
  designCreateSchema,
  hashidIdParams,
  hashidParams,
  installerInputSchema,
  notFoundIdParams,
  quoteListQuerySchema,
  remodelingCreateSchema,
  remodelingFileParamsSchema,
  remodelingListQuerySchema,
  remodelingPatchSchema,
  stepEditSchema,
  trackingInputSchema,
} from '@hogarte/shared/schemas/remodelings';
import {
  emailQuerySchema,
  whatsappQuerySchema,
} from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import { remodelingEquivalentDocument } from './remodelings.documents.js';
import {
  addDesign,
  addInstaller,
  addTracking,
  approveSheetDesign,
  createRemodeling,
  editStep,
  listRemodelings,
  patchRemodeling,
  remodelingDetail,
  removeTracking,
  sheetInvoices,
  uploadSheetFile,
} from './remodelings.service.js';

const BASE = '/v1/remodelings';
const TAGS = ['remodelings'];

/**
 * The process sheet's calls (spec part 2 §7 Remodelling; decision 029). Each route lets in the
 * roles that act on it; which sheet a person may touch is `sheetFor`'s rule (anyone else: 404).
 */
export function remodelingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);
  const designer = app.requireRole(ROLE.designer);
  const supplier = app.requireRole(ROLE.supplier);
  const everyone = app.requireRole(ROLE.client, ROLE.designer, ROLE.supplier, ROLE.lsh, ROLE.admin);

  routes.post(
    BASE,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Ask a public designer for a remodelling: the sheet starts with its 7 steps',
        body: remodelingCreateSchema,
        response: { 201: remodelingCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRemodeling(ctx, actorOf(request), request.body)),
  );

  routes.get(
    BASE,
    {
      onRequest: app.requireRole(ROLE.designer, ROLE.supplier, ROLE.lsh, ROLE.admin),
      schema: {
        tags: TAGS,
        summary:
          'The sheets I see, newest first, a page at a time (`finished`, `paid`), with the sums of their paid quotes',
        querystring: remodelingListQuerySchema,
        response: { 200: remodelingPageSchema },
      },
    },
    (request) => listRemodelings(ctx, actorOf(request), request.query),
  );

  routes.patch(
    `${BASE}/steps/:id`,
    {
      onRequest: app.requireRole(ROLE.designer, ROLE.admin),
      schema: {
        tags: TAGS,
        summary:
          'Edit the visit or the installation of a sheet of mine under the step rules; `whatsapp=true` tells the client the date',
        params: notFoundIdParams,
        querystring: whatsappQuerySchema,
        body: stepEditSchema,
        response: { 200: remodelingChangedSchema },
      },
    },
    (request) =>
      editStep(
        ctx,
        actorOf(request),
        request.params.id,
        request.body,
        request.query.whatsapp ?? false,
      ),
  );

  routes.post(
    `${BASE}/invoices/:id/trackings`,
    {
      onRequest: supplier,
      schema: {
        tags: TAGS,
        summary:
          'Add a tracking link to a paid quote I have products in; `whatsapp=true` tells the client',
        params: notFoundIdParams,
        querystring: whatsappQuerySchema,
        body: trackingInputSchema,
        response: { 201: remodelingChangedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addTracking(
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
        summary: 'Remove one of my tracking links',
        params: notFoundIdParams,
        response: { 200: remodelingChangedSchema },
      },
    },
    (request) => removeTracking(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    `${BASE}/:hashid`,
    {
      onRequest: everyone,
      schema: {
        tags: TAGS,
        summary: 'The process sheet as I see it (a supplier: only its own lines)',
        params: hashidParams,
        response: { 200: remodelingInfoSchema },
      },
    },
    (request) => remodelingDetail(ctx, actorOf(request), request.params.hashid),
  );

  routes.patch(
    `${BASE}/:hashid`,
    {
      onRequest: app.requireRole(ROLE.client, ROLE.admin),
      schema: {
        tags: TAGS,
        summary:
          'The paid mark (admin, finished sheets), receiving the work (client, admin; `email=true` writes to both) or the rating (client, once)',
        params: hashidParams,
        querystring: emailQuerySchema,
        body: remodelingPatchSchema,
        response: { 200: remodelingChangedSchema },
      },
    },
    (request) =>
      patchRemodeling(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.body,
        request.query.email ?? false,
      ),
  );

  routes.post(
    `${BASE}/:hashid/files/:type`,
    {
      onRequest: app.requireRole(ROLE.designer, ROLE.lsh, ROLE.admin),
      schema: {
        tags: TAGS,
        summary:
          'Upload a design (designer), a legal or technical document (designer, admin), an invoice (lsh; admin once finished) or the liability policy (lsh): multipart `file`',
        params: remodelingFileParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: remodelingFileUploadedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await uploadSheetFile(
            ctx,
            actorOf(request),
            request.params.hashid,
            request.params.type,
            await readSingleFile(request),
          ),
        ),
  );

  routes.post(
    `${BASE}/:hashid/designs`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'Show an uploaded design file to the client (design step in progress); `whatsapp=true` tells the client',
        params: hashidParams,
        querystring: whatsappQuerySchema,
        body: designCreateSchema,
        response: { 201: remodelingChangedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addDesign(
            ctx,
            actorOf(request),
            request.params.hashid,
            request.body.remodeling_process_file_id,
            request.query.whatsapp ?? false,
          ),
        ),
  );

  routes.patch(
    `${BASE}/:hashid/designs/:id`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Approve a design of my sheet, once; `whatsapp=true` tells the designer',
        params: hashidIdParams,
        querystring: whatsappQuerySchema,
        body: approvalSchema,
        response: { 200: remodelingChangedSchema },
      },
    },
    (request) =>
      approveSheetDesign(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.params.id,
        request.query.whatsapp ?? false,
      ),
  );

  routes.post(
    `${BASE}/:hashid/installers`,
    {
      onRequest: app.requireRole(ROLE.lsh, ROLE.admin),
      schema: {
        tags: TAGS,
        summary: 'Add an installer (full name, cédula of 8 to 10 digits) to an active sheet',
        params: hashidParams,
        body: installerInputSchema,
        response: { 201: remodelingChangedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addInstaller(ctx, actorOf(request), request.params.hashid, request.body)),
  );

  routes.post(
    `${BASE}/:hashid/document/equivalent`,
    {
      onRequest: app.requireRole(ROLE.client, ROLE.designer, ROLE.admin),
      schema: {
        tags: TAGS,
        summary: 'The equivalent document of a finished sheet’s paid quotes, a PDF in base64',
        params: hashidParams,
        response: { 200: pdfInfoSchema },
      },
    },
    (request) => remodelingEquivalentDocument(ctx, actorOf(request), request.params.hashid),
  );

  routes.get(
    `${BASE}/:hashid/invoices`,
    {
      onRequest: everyone,
      schema: {
        tags: TAGS,
        summary:
          'The sheet’s quotes (`approved`, `paid` filter them), as I see them (a supplier: its own lines)',
        params: hashidParams,
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    (request) => sheetInvoices(ctx, actorOf(request), request.params.hashid, request.query),
  );
}
