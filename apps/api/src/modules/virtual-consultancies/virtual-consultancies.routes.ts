import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  equivalentDocumentSchema,
  virtualChangedSchema,
  virtualChatUsersSchema,
  virtualCheckoutSchema,
  virtualConsultancyAdminPageSchema,
  virtualConsultancyDetailInfoSchema,
  virtualConsultancyInfoSchema,
  virtualConsultancyListSchema,
  virtualFileUploadedSchema,
  virtualKnockSchema,
  virtualLegalDocsSchema,
  virtualPaymentResultSchema,
  virtualSharedFilesSchema,
} from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { idParams } from '@hogarte/shared/schemas/params';
import { hashidParams } from '@hogarte/shared/schemas/sales-consultancies';
import {
  emailQuerySchema,
  equivalentDocumentInputSchema,
  newVirtualChatSchema,
  professionalListQuerySchema,
  ratingSchema,
  virtualAdminQuerySchema,
  virtualApprovalSchema,
  virtualChatUsersInputSchema,
  virtualConsultancyCreateSchema,
  virtualFileParamsSchema,
  virtualFinishSchema,
  whatsappQuerySchema,
} from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { browserOrigin } from '../../http/browser-origin.js';
import { readSingleFile } from '../../http/uploads.js';
import { equivalentDocument, paymentReceipt } from './virtual-consultancies.documents.js';
import {
  adminConsultancies,
  approveConsultancy,
  approveFile,
  chatUsers,
  confirmPayment,
  consultancyDetail,
  createConsultancy,
  finishConsultancy,
  knock,
  legalDocuments,
  checkConsultancyChat,
  ownConsultancies,
  rateDesigner,
  sharedFiles,
  startPayment,
  uploadFile,
} from './virtual-consultancies.service.js';

const BASE = '/v1/virtual-consultancy';
const TAGS = ['virtual-consultancies'];

/**
 * The virtual consultancy's calls (spec part 2 §7 Virtual consultancy): the client requests, pays,
 * knocks, shares files, finishes and rates; the designer approves, knocks and shares files and
 * designs; an admin lists every one, adds legal documents and may finish one.
 */
export function virtualConsultanciesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);
  const designer = app.requireRole(ROLE.designer);
  const admin = app.requireRole(ROLE.admin);
  const anyone = app.requireRole(ROLE.client, ROLE.designer, ROLE.admin);

  routes.post(
    BASE,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Request a consultancy with a public designer; the price is the server’s (unpaid)',
        body: virtualConsultancyCreateSchema,
        response: { 201: virtualConsultancyInfoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createConsultancy(ctx, actorOf(request), request.body)),
  );

  routes.post(
    `${BASE}/:hashid/payments`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Pay one of my unpaid consultancies: Wompi’s checkout for the stored total',
        params: hashidParams,
        response: { 200: virtualCheckoutSchema },
      },
    },
    (request) =>
      startPayment(
        ctx,
        actorOf(request),
        request.params.hashid,
        browserOrigin(request, ctx.config),
      ),
  );

  routes.get(
    `${BASE}/payments/wompi/:id`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'The Wompi transaction I return with: applied once, and how it went',
        params: z.object({ id: z.string().trim().min(1).max(80, MESSAGES.notFound) }),
        response: { 200: virtualPaymentResultSchema },
      },
    },
    (request) => confirmPayment(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    `${BASE}/clients`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'My consultancies, newest first',
        response: { 200: virtualConsultancyListSchema },
      },
    },
    (request) => ownConsultancies(ctx, actorOf(request)),
  );

  routes.get(
    `${BASE}/professional`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary: 'My consultancies as their designer, newest first (`paid=true`: paid ones only)',
        querystring: professionalListQuerySchema,
        response: { 200: virtualConsultancyListSchema },
      },
    },
    (request) => ownConsultancies(ctx, actorOf(request), request.query.paid ?? false),
  );

  routes.get(
    `${BASE}/admin`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary:
          'Every consultancy, newest first, by flag (finished, paid, unpaid, approved), a page at a time, searched by names or hashid',
        querystring: virtualAdminQuerySchema,
        response: { 200: virtualConsultancyAdminPageSchema },
      },
    },
    (request) => adminConsultancies(ctx, request.query),
  );

  routes.post(
    `${BASE}/chat-users`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary: 'The chat’s two people, for a client with a paid consultancy of mine',
        body: virtualChatUsersInputSchema,
        response: { 200: virtualChatUsersSchema },
      },
    },
    (request) => chatUsers(ctx, actorOf(request), request.body.clientId),
  );

  routes.post(
    `${BASE}/new-virtual-chat`,
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'Check the chat the approval opens (a paid consultancy of mine, its two people); writes nothing',
        body: newVirtualChatSchema,
        response: { 200: virtualConsultancyInfoSchema },
      },
    },
    (request) =>
      checkConsultancyChat(
        ctx,
        actorOf(request),
        request.body.virtualConsultancyId,
        request.body.users,
      ),
  );

  routes.get(
    `${BASE}/shared-file/:hashid`,
    {
      onRequest: anyone,
      schema: {
        tags: TAGS,
        summary: 'The shared files (designer’s, client’s) and the designs, with signed links',
        params: hashidParams,
        response: { 200: virtualSharedFilesSchema },
      },
    },
    (request) => sharedFiles(ctx, actorOf(request), request.params.hashid),
  );

  routes.get(
    `${BASE}/legal-docs/:hashid`,
    {
      onRequest: anyone,
      schema: {
        tags: TAGS,
        summary: 'The legal documents, with signed links',
        params: hashidParams,
        response: { 200: virtualLegalDocsSchema },
      },
    },
    (request) => legalDocuments(ctx, actorOf(request), request.params.hashid),
  );

  routes.post(
    `${BASE}/document/equivalent`,
    {
      onRequest: anyone,
      schema: {
        tags: TAGS,
        summary: 'The equivalent document of a finished consultancy, a PDF in base64',
        body: equivalentDocumentInputSchema,
        response: { 200: equivalentDocumentSchema },
      },
    },
    (request) => equivalentDocument(ctx, actorOf(request), request.body.equivalentDocData.hashid),
  );

  routes.get(
    `${BASE}/receipt/:paymentUuid`,
    {
      onRequest: anyone,
      schema: {
        tags: TAGS,
        summary: 'The receipt of a consultancy’s payment (by its reference), a PDF',
        params: z.object({ paymentUuid: z.string().trim().min(1).max(60, MESSAGES.notFound) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const receipt = await paymentReceipt(ctx, actorOf(request), request.params.paymentUuid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('cache-control', 'no-store')
        .send(receipt.pdf);
    },
  );

  routes.get(
    `${BASE}/:hashid`,
    {
      onRequest: anyone,
      schema: {
        tags: TAGS,
        summary: 'One consultancy (mine, or any for an admin): the room’s header',
        params: hashidParams,
        response: { 200: virtualConsultancyDetailInfoSchema },
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
        summary:
          'Approve one of my paid consultancies: its chat opens; `whatsapp=true` tells the client',
        params: hashidParams,
        querystring: whatsappQuerySchema,
        body: virtualApprovalSchema,
        response: { 200: virtualChangedSchema },
      },
    },
    (request) =>
      approveConsultancy(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.query.whatsapp ?? false,
      ),
  );

  for (const side of ['client', 'professional'] as const) {
    routes.post(
      `${BASE}/:hashid/${side}/knock-knock-whatsapp`,
      {
        onRequest: side === 'client' ? client : designer,
        schema: {
          tags: TAGS,
          summary: `Call the other side to the chat (WhatsApp and the bell), once every 20 minutes (${side})`,
          params: hashidParams,
          response: { 200: virtualKnockSchema },
        },
      },
      (request) => knock(ctx, actorOf(request), request.params.hashid, request.log),
    );
  }

  routes.post(
    `${BASE}/:hashid/files/:type`,
    {
      onRequest: anyone,
      schema: {
        tags: TAGS,
        summary:
          'Upload a shared file (client, designer), a design (designer) or a legal document (designer, admin): multipart `file`, an image or a PDF',
        params: virtualFileParamsSchema,
        querystring: whatsappQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: virtualFileUploadedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await uploadFile(
            ctx,
            actorOf(request),
            request.params.hashid,
            request.params.type,
            await readSingleFile(request),
            request.query.whatsapp ?? false,
          ),
        ),
  );

  routes.patch(
    `${BASE}/:id/approve-file`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Approve a design of one of my consultancies',
        params: idParams,
        response: { 200: virtualFileUploadedSchema },
      },
    },
    (request) => approveFile(ctx, actorOf(request), request.params.id),
  );

  routes.patch(
    `${BASE}/:hashid/finish`,
    {
      onRequest: app.requireRole(ROLE.client, ROLE.admin),
      schema: {
        tags: TAGS,
        summary:
          'Receive an approved consultancy to satisfaction: its chat closes; `email=true` writes to both',
        params: hashidParams,
        querystring: emailQuerySchema,
        body: virtualFinishSchema,
        response: { 200: virtualChangedSchema },
      },
    },
    (request) =>
      finishConsultancy(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.body,
        request.query.email ?? false,
      ),
  );

  routes.patch(
    `${BASE}/:hashid/submit-rating`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Rate the designer of one of my finished consultancies (1–5, once)',
        params: hashidParams,
        body: ratingSchema,
        response: { 200: virtualChangedSchema },
      },
    },
    (request) => rateDesigner(ctx, actorOf(request), request.params.hashid, request.body),
  );
}
