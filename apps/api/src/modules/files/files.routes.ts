import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@hogarte/shared/contracts/common';
import { fileLinkSchema, uploadedFileSchema } from '@hogarte/shared/contracts/files';
import { idParam, idParams } from '@hogarte/shared/schemas/params';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import type { AppContext } from '../../context.js';
import { deleteOwnFile, privateFileLink, readSignedFile, uploadOwnFile } from './files.service.js';

/**
 * The types uploads are stored as (checked by their bytes), which a browser displays and never
 * runs. A stored row of any other type (older data, a bucket filled by hand) goes out as bytes to
 * download, so it cannot become a page of this origin.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
]);

export function filesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/users/files/:type',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Upload a file of a document type (multipart field `file`)',
        params: z.object({ type: idParam }),
        consumes: ['multipart/form-data'],
        response: { 201: uploadedFileSchema },
      },
    },
    async (request, reply) => {
      const uploaded = await uploadOwnFile(
        ctx,
        actorOf(request),
        request.params.type,
        await readSingleFile(request),
      );
      return reply.status(201).send(uploaded);
    },
  );

  routes.delete(
    '/v1/users/files/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Delete one of my files',
        params: idParams,
        response: { 200: successSchema },
      },
    },
    (request) => deleteOwnFile(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/v1/users/files/:id/link',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'A five-minute link to a file I may see',
        params: idParams,
        response: { 200: fileLinkSchema },
      },
    },
    (request) => privateFileLink(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a private file through a signed link',
        params: idParams,
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const file = await readSignedFile(
        ctx,
        request.params.id,
        request.query.expires,
        request.query.signature,
      );
      const inline = INLINE_TYPES.has(file.mimeType);
      return reply
        .header('content-type', inline ? file.mimeType : 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  );
}
