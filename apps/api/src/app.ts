/**
 * Builds the Fastify instance: plugins, every module's routes, the realtime server, the built SPA
 * and the uploads, on one port. `main.ts` only listens; tests call `buildApp` with their own context.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { LIMITS } from '@hogarte/shared/limits';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from './context.js';
import { auth } from './http/auth.js';
import { notFoundBody, registerErrorHandling } from './http/errors.js';
import { refuseUnstorableText } from './http/input-guard.js';
import { requireResponseContracts, responseSerializer } from './http/response-contract.js';
import { spaPages, type RouteHead } from './http/spa-page.js';
import { documentMultipartBody } from './http/uploads.js';
import { attachRealtime } from './realtime/socket-server.js';
import { wompiSimulatorRoutes } from './integrations/wompi/simulator.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes.js';
import { advisersRoutes } from './modules/advisers/advisers.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { productCurationRoutes } from './modules/catalogue/product-curation.routes.js';
import { supplierProductsRoutes } from './modules/catalogue/supplier-products.routes.js';
import { chatNotificationsRoutes } from './modules/chat-notifications/chat-notifications.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { designersRoutes } from './modules/designers/designers.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.js';
import { buyerOrdersRoutes } from './modules/orders/buyer-orders.routes.js';
import { supplierOrdersRoutes } from './modules/orders/supplier-orders.routes.js';
import { demoMailboxRoutes } from './modules/notifications/notifications.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { productImportRoutes } from './modules/product-import/product-import.routes.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { salesConsultanciesRoutes } from './modules/sales-consultancies/sales-consultancies.routes.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { supplierShippingRoutes } from './modules/shipping/supplier-shipping.routes.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { storefrontRoutes } from './modules/storefront/storefront.routes.js';
import { productPageHead } from './modules/storefront/storefront.service.js';
import { plainCatalogueHead, type VisitorCall } from './modules/storefront/catalogue-head.js';
import { storeSettingsRoutes } from './modules/storefront/store-settings.routes.js';
import { remodelingsRoutes } from './modules/remodelings/remodelings.routes.js';
import { remodelingPaymentsRoutes } from './modules/remodelings/remodelings.payments.routes.js';
import { legacyCheckoutRoutes } from './modules/remodelings/legacy-checkout.routes.js';
import { presentialRoutes } from './modules/presential/presential.routes.js';
import { presentialPaymentsRoutes } from './modules/presential/presential.payments.routes.js';
import { presentialSuppliersRoutes } from './modules/presential/presential.suppliers.routes.js';
import { pqrsRoutes } from './modules/pqrs/pqrs.routes.js';
import { payuSimulatorRoutes } from './integrations/payu/simulator.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { videoCallsRoutes } from './modules/video-calls/video-calls.routes.js';
import { virtualConsultanciesRoutes } from './modules/virtual-consultancies/virtual-consultancies.routes.js';
import { leaveWhenLastSocketCloses } from './modules/advisers/adviser-presence.service.js';
import { mayFollow } from './modules/chat/chat.service.js';
import { forgetOwnReads, loadSessionRecord } from './modules/users/users.service.js';

export interface BuildOptions {
  /** Shared rate-limit counters for several API processes. */
  redis?: Redis | undefined;
  /** The built SPA; defaults to apps/web/dist when it exists. */
  webDistDir?: string | null;
  logger?: boolean;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Calls that change nothing: a user's kept copy stays. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const API_PREFIXES = ['/v1/', '/v2/', '/uploads/', '/files/', '/docs', '/health'];
/**
 * The web build's hashed files. One that is not there (a tab still on the previous build asks
 * for a chunk a deploy removed) is a 404, never the app's page: a script answered with HTML
 * breaks the tab, where a 404 lets it reload into the new build.
 */
const WEB_ASSETS_PREFIX = '/assets/';
/** The marketplace's catalogue, as the web's route table writes it. */
const PLAIN_CATALOGUE_ROUTE = '/productos';

// Zod's own messages for anything a shared schema does not word itself, in Spanish.
z.config(z.locales.es());

export async function buildApp(
  ctx: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    bodyLimit: 1_048_576,
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    // One line per request drowns the terminal of `npm start`; LOG_LEVEL=debug brings them back.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializer({ refuseUndeclaredFields: ctx.config.env !== 'production' }),
  );
  requireResponseContracts(app);
  registerErrorHandling(app);
  refuseUnstorableText(app);

  const s3Origin = ctx.config.s3 ? new URL(ctx.config.s3.publicUrl).origin : null;
  // The legacy checkout posts PayU's WebCheckout form from the page (the simulator is 'self').
  const payuOrigin =
    ctx.config.payu && !ctx.config.payu.simulator
      ? new URL(ctx.config.payu.checkoutUrl).origin
      : null;
  // Security headers, built once: @fastify/helmet builds helmet's middleware (and parses the
  // policy) again on every request, a few percent of the CPU of each answer.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(s3Origin ? [s3Origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The quote builder previews its PDF in a frame, from the blob the page downloaded.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(payuOrigin ? [payuOrigin] : [])],
        upgradeInsecureRequests: ctx.config.demoMode ? null : [],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet only sets headers: it calls back at once, with no error to pass on.
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'rate-limit:' } : {}),
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxFileBytes, files: 10, fields: 100, fieldSize: 1_048_576 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${ctx.config.brand.productName} API`,
        description: 'Marketplace de remodelación, diseño interior y decoración',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (route) => documentMultipartBody(jsonSchemaTransform(route)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Browsers would try https for the docs' assets on a plain-http demo.
    transformStaticCSP: (header) =>
      ctx.config.demoMode ? header.replace(/\s*upgrade-insecure-requests;?/, '') : header,
  });
  const authOptions = {
    key: ctx.tokenKey,
    loadSession: (uuid: string) => loadSessionRecord(ctx, uuid),
  };
  await app.register(auth, authOptions);
  // What a user changes (a name, an avatar, a bank account, the cart) shows in their very next
  // read: their kept view and cart go before the answer leaves, not only when the database's
  // announcement arrives.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.actor && !READ_ONLY_METHODS.has(request.method)) {
      forgetOwnReads(ctx, request.actor.uuid);
    }
    done(null, payload);
  });
  attachRealtime(app, ctx.realtime, {
    auth: authOptions,
    config: ctx.config,
    mayJoin: (actor, roomUuid) => mayFollow(ctx, actor, roomUuid),
    presence: {
      follows: (actor) => actor.roleId === ROLE.salesperson,
      onLastSocketClosed: (actor) => leaveWhenLastSocketCloses(ctx, actor),
    },
    redis: options.redis,
    now: ctx.now,
  });

  app.get('/health', { schema: { hide: true } }, () => ({ status: 'ok' }));
  authRoutes(app, ctx);
  usersRoutes(app, ctx);
  profileRoutes(app, ctx);
  clientsRoutes(app, ctx);
  filesRoutes(app, ctx);
  lookupsRoutes(app, ctx);
  messagesRoutes(app, ctx);
  designersRoutes(app, ctx);
  suppliersRoutes(app, ctx);
  advisersRoutes(app, ctx);
  salesConsultanciesRoutes(app, ctx);
  virtualConsultanciesRoutes(app, ctx);
  remodelingsRoutes(app, ctx);
  remodelingPaymentsRoutes(app, ctx);
  legacyCheckoutRoutes(app, ctx);
  presentialRoutes(app, ctx);
  presentialPaymentsRoutes(app, ctx);
  presentialSuppliersRoutes(app, ctx);
  pqrsRoutes(app, ctx);
  chatRoutes(app, ctx);
  videoCallsRoutes(app, ctx);
  chatNotificationsRoutes(app, ctx);
  adminRoutes(app, ctx);
  adminDashboardRoutes(app, ctx);
  brandsRoutes(app, ctx);
  supplierProductsRoutes(app, ctx);
  productCurationRoutes(app, ctx);
  productImportRoutes(app, ctx);
  storefrontRoutes(app, ctx);
  storeSettingsRoutes(app, ctx);
  buyerOrdersRoutes(app, ctx);
  supplierOrdersRoutes(app, ctx);
  adminOrdersRoutes(app, ctx);
  cartRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  shippingRoutes(app, ctx);
  supplierShippingRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  quotesRoutes(app, ctx);
  if (ctx.config.wompi?.simulator) {
    await wompiSimulatorRoutes(app, { config: ctx.config.wompi, gateway: ctx.wompi, now: ctx.now });
  }
  if (ctx.config.payu?.simulator) {
    await payuSimulatorRoutes(app, { config: ctx.config.payu, now: ctx.now });
  }
  if (ctx.config.demoMode) demoMailboxRoutes(app, ctx);

  if (!ctx.config.s3) {
    const publicUploads = path.join(ctx.config.dataDir, 'uploads', 'public');
    mkdirSync(publicUploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: publicUploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Upload keys are random and never reused: browsers may keep them for a year.
      maxAge: '365d',
      immutable: true,
    });
  }

  const webDist = options.webDistDir === undefined ? DEFAULT_WEB_DIST : options.webDistDir;
  // A product page's head names its image and carries the product, the plain catalogue's its
  // first screen's answers (decisions 051, 055). A failure to read them is logged: without them
  // the page is still the whole app, which then asks the API itself.
  const askAsVisitor: VisitorCall = async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    return answer.statusCode === 200 ? answer.body : null;
  };
  const headOf: RouteHead = async (route, params, query) => {
    if (route !== PLAIN_CATALOGUE_ROUTE) return productPageHead(ctx, params);
    // A filtered, searched or later catalogue page asks other calls than the plain one carries.
    return query === '' ? plainCatalogueHead(askAsVisitor) : '';
  };
  const routeHead: RouteHead = (route, params, query) =>
    headOf(route, params, query).catch((error: unknown) => {
      app.log.warn({ err: error, route }, "the head of a page's first screen could not be written");
      return '';
    });
  const spaPage =
    webDist !== null && existsSync(path.join(webDist, 'index.html'))
      ? spaPages(webDist, routeHead)
      : null;
  if (webDist !== null && spaPage) {
    // The hashed chunks are looked up on disk when asked for, not listed at start: a rebuild
    // under a running server writes new ones, and the page it then serves names them (decision
    // 034). Their names change with their content, so browsers may keep them for a year. The
    // build writes a Brotli and a gzip copy of each, compressed at the strongest setting, which go
    // out as they are: smaller than on-the-fly compression and no CPU per request (decision 054).
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: WEB_ASSETS_PREFIX,
      decorateReply: false,
      index: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
    });
    // The build's few other files (robots.txt, the icon) are listed once, so that no path of the
    // app waits for a disk lookup before its page; they keep their names, so are checked each time.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      setHeaders(reply) {
        reply.header('cache-control', 'no-cache');
      },
    });
    // Every other path is a route of the single-page app. A route of its own rather than the
    // not-found handler, so that its page is compressed like any other answer (the not-found
    // handler's are not): a product page's HTML carries the product (decision 051).
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      const isAsset = request.url.startsWith(WEB_ASSETS_PREFIX);
      const page = isApi || isAsset ? null : await spaPage(request.url);
      if (page === null) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  }

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(notFoundBody()));

  return app;
}
