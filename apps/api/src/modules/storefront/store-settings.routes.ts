import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@hogarte/shared/contracts/common';
import {
  socialNetworkListSchema,
  storeBannerAddedSchema,
  storeBrandingUpdatedSchema,
  storeNavbarLinkListSchema,
  storeNavbarLinkSchema,
  storeSchema,
  storeSocialLinkListSchema,
  storeSocialLinkSchema,
} from '@hogarte/shared/contracts/store-settings';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { navbarLinkSchema, socialLinkSchema } from '@hogarte/shared/schemas/storefront';
import { idParamWith } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { sendJsonText } from '../../http/json-text.js';
import { readMultipartForm } from '../../http/uploads.js';
import {
  addNavbarLink,
  addSocialLink,
  addStoreBanner,
  deleteNavbarLink,
  deleteSocialLink,
  deleteStoreBanner,
  myStoreSettings,
  navbarLinks,
  publicStore,
  socialLinks,
  socialNetworks,
  updateNavbarLink,
  updateSocialLink,
  updateStoreBranding,
  type StoreView,
} from './store-settings.service.js';

const idParams = z.object({
  id: idParamWith(MESSAGES.notFound),
});

/**
 * Every store page view reads the public store: browsers and proxies keep it a minute and may
 * serve it a while longer while they revalidate; an unchanged store answers 304 to its ETag.
 */
const PUBLIC_STORE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The store as JSON text with its ETag (the text's hash), or 304 when the browser's copy is
 * current: a 304 has no body, so it is no answer of the contract.
 */
function sendStore(request: FastifyRequest, reply: FastifyReply, store: StoreView) {
  const body = JSON.stringify(store);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', PUBLIC_STORE_CACHE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return sendJsonText(reply, body);
}

/** Multipart as the spec sends it, or the same fields as JSON. */
async function brandingForm(request: FastifyRequest) {
  if (request.isMultipart()) return readMultipartForm(request);
  const body = request.body;
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return { fields, files: {} };
}

export function storeSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A storefront sells: like warehouses and keys, it waits for the admins' approval.
  const approvedSupplier = app.requireApproved(ROLE.supplier);
  const tags = ['storefront settings'];

  routes.get(
    '/v2/suppliers/e-commerce',
    {
      onRequest: approvedSupplier,
      schema: { tags, summary: "My storefront's settings", response: { 200: storeSchema } },
    },
    (request) => myStoreSettings(ctx, actorOf(request)),
  );

  routes.patch(
    '/v2/suppliers/e-commerce',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary:
          'Set my brand colours and font (multipart: `ecommerceData` as JSON text or the fields) and optionally a new logo (`companyLogo`)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: storeBrandingUpdatedSchema },
      },
    },
    async (request) => updateStoreBranding(ctx, actorOf(request), await brandingForm(request)),
  );

  routes.get(
    '/v2/suppliers/e-commerce/:companyName',
    {
      schema: {
        tags,
        summary: "A supplier's public storefront: theme, logo, banners, navbar and social links",
        security: [],
        params: z.object({ companyName: z.string().trim().min(1).max(150) }),
        // Sent as text, its ETag the text's hash (sendStore).
        response: { 200: storeSchema },
      },
    },
    async (request, reply) =>
      sendStore(request, reply, await publicStore(ctx, request.params.companyName)),
  );

  routes.post(
    '/v2/suppliers/e-commerce/banner',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Add a banner (multipart `companyBanner`, an image of up to 15 MB; at most 4)',
        consumes: ['multipart/form-data'],
        response: { 201: storeBannerAddedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addStoreBanner(ctx, actorOf(request), await readMultipartForm(request))),
  );

  routes.patch(
    '/v2/suppliers/e-commerce/banner/delete/:id',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Delete one of my banners',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    (request) => deleteStoreBanner(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/v2/suppliers/navigation-link',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: "My store's navbar links",
        response: { 200: storeNavbarLinkListSchema },
      },
    },
    (request) => navbarLinks(ctx, actorOf(request)),
  );

  routes.post(
    '/v2/suppliers/navigation-link',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Add a navbar link (at most 10)',
        body: navbarLinkSchema,
        response: { 201: storeNavbarLinkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNavbarLink(ctx, actorOf(request), request.body)),
  );

  routes.patch(
    '/v2/suppliers/navigation-link/:id',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Change one of my navbar links',
        params: idParams,
        body: navbarLinkSchema,
        response: { 200: storeNavbarLinkSchema },
      },
    },
    (request) => updateNavbarLink(ctx, actorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/v2/suppliers/navigation-link/:id',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Delete one of my navbar links',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    (request) => deleteNavbarLink(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/v2/suppliers/social-media',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'The social networks a store links',
        response: { 200: socialNetworkListSchema },
      },
    },
    () => socialNetworks(),
  );

  routes.get(
    '/v2/suppliers/social-media-links',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: "My store's social links",
        response: { 200: storeSocialLinkListSchema },
      },
    },
    (request) => socialLinks(ctx, actorOf(request)),
  );

  routes.post(
    '/v2/suppliers/social-media-links',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Add a social link (one per network)',
        body: socialLinkSchema,
        response: { 201: storeSocialLinkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSocialLink(ctx, actorOf(request), request.body)),
  );

  routes.put(
    '/v2/suppliers/social-media-links/:id',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Change one of my social links',
        params: idParams,
        body: socialLinkSchema,
        response: { 200: storeSocialLinkSchema },
      },
    },
    (request) => updateSocialLink(ctx, actorOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/v2/suppliers/social-media-links/:id',
    {
      onRequest: approvedSupplier,
      schema: {
        tags,
        summary: 'Remove one of my social links',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    (request) => deleteSocialLink(ctx, actorOf(request), request.params.id),
  );
}
