/**
 * Process entry: configuration → database → migrations → demo seed → listen. Stops cleanly on
 * SIGINT/SIGTERM; PostgreSQL (or PGlite's files under DATA_DIR) keeps everything for the next start.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { demoExposureWarning, jwtSecretFor, withKeptSimulatorKeys } from './demo-secrets.js';
import type { AppContext } from './context.js';
import { releaseExpiredOrders } from './modules/checkout/checkout.service.js';
import { releaseExpiredQuotes } from './modules/quotes/quotes.service.js';
import { openPglite, openPostgres } from './db/client.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { createSessionCache } from './modules/users/users.service.js';
import { listenForSessionChanges } from './modules/users/session-cache.js';
import { memoryAttemptLimiter, redisAttemptLimiter } from './http/attempt-limiter.js';
import { secretKey } from './http/tokens.js';
import { enviaGateway } from './integrations/envia/client.js';
import { smtpMailer } from './integrations/mail/smtp-mailer.js';
import { localStorage } from './integrations/storage/local-storage.js';
import { s3Storage } from './integrations/storage/s3-storage.js';
import { whatsappCloudSender } from './integrations/whatsapp/cloud-api.js';
import { createWompiGateway } from './integrations/wompi/gateway.js';
import { createRealtimeHub } from './realtime/hub.js';
import { startDispatcher } from './modules/notifications/notifications.service.js';
import {
  CATALOGUE_CHANNEL,
  createCatalogueIndex,
} from './modules/storefront/storefront.service.js';

async function start(): Promise<void> {
  const configured = loadConfig();
  mkdirSync(configured.dataDir, { recursive: true });
  const config = withKeptSimulatorKeys(configured);
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, 10, (error) =>
        console.warn(`database connection lost: ${error.message}`),
      )
    : await openPglite(config.dataDir);
  await database.migrate();

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, keyPrefix: config.redisPrefix })
    : undefined;
  const storage = config.s3
    ? s3Storage(config.s3)
    : localStorage(path.join(config.dataDir, 'uploads'));
  const catalogue = createCatalogueIndex(database.db, storage);
  const stopListening = await database.listen(
    CATALOGUE_CHANNEL,
    (payload) => catalogue.markChanged(payload),
    () => catalogue.markAllChanged(),
  );
  const sessions = createSessionCache(database.db);
  const stopHearingSessions = await listenForSessionChanges(database, sessions);
  const ctx: AppContext = {
    config,
    db: database.db,
    storage,
    attempts: redis ? redisAttemptLimiter(redis) : memoryAttemptLimiter(),
    tokenKey: secretKey(jwtSecretFor(config)),
    transports: {
      mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined,
      whatsapp: config.whatsapp ? whatsappCloudSender(config.whatsapp) : undefined,
    },
    catalogue,
    sessions,
    wompi: createWompiGateway(config.wompi, () => new Date()),
    envia: enviaGateway(config.envia),
    realtime: createRealtimeHub(),
    now: () => new Date(),
  };

  const app = await buildApp(ctx, {
    redis,
    ...(config.webDistDir ? { webDistDir: config.webDistDir } : {}),
  });
  if (config.seedDemo && (await seedDemoIfEmpty(ctx))) {
    app.log.info('demo marketplace seeded');
  }
  // Warm the catalogue index now, so the first visitor does not wait for it.
  await catalogue.fresh();
  const stopDispatcher = startDispatcher(ctx.db, ctx.transports, (error) =>
    app.log.error({ err: error }, 'notification dispatch failed'),
  );
  // Unpaid orders and unpaid quotes give their stock back once their reservation runs out.
  const releaseTimer = setInterval(() => {
    releaseExpiredOrders(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'releasing expired orders failed'),
    );
    releaseExpiredQuotes(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'releasing expired quotes failed'),
    );
  }, 60_000);
  releaseTimer.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    clearInterval(releaseTimer);
    await stopDispatcher();
    await stopListening();
    await stopHearingSessions();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brand.productName} listo en ${config.publicUrl}`);
  const exposure = demoExposureWarning(config);
  if (exposure) app.log.warn(exposure);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
