/**
 * What the benchmarks share: the built API, a fresh database (PGlite in a temporary folder, or a
 * new PostgreSQL database when DATABASE_URL is set), an app context like main.ts builds, the SQL
 * statements counted at the driver, and the built API started and stopped as a process.
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A file of the built API; the API is built first when it is not. */
export const dist = (file) => path.join(root, 'apps/api/dist', file);
if (!existsSync(dist('main.js'))) {
  console.log('Building the API…');
  execSync('npm run build -w @hogarte/shared && npm run build -w @hogarte/api', {
    cwd: root,
    stdio: 'inherit',
  });
}

const { PGlite } = await import('@electric-sql/pglite');
const pg = (await import('pg')).default;
const { openPostgres, wrapPglite } = await import(dist('db/client.js'));
const { PgliteClientStandIn, PgliteTransactionStandIn } = await import(
  dist('db/pglite-statements.js')
);
const { memoryAttemptLimiter } = await import(dist('http/attempt-limiter.js'));
const { secretKey } = await import(dist('http/tokens.js'));
const { createCatalogueIndex } = await import(dist('modules/storefront/storefront.service.js'));
const { enviaGateway } = await import(dist('integrations/envia/client.js'));
const { createRealtimeHub } = await import(dist('realtime/hub.js'));
const { createSessionCache } = await import(dist('modules/users/users.service.js'));
const { createWompiGateway } = await import(dist('integrations/wompi/gateway.js'));

/**
 * Every SQL statement the API sends goes through node-postgres' `query` or, on PGlite, the
 * `query` of the client Drizzle holds or of its transaction (PGlite sends BEGIN and COMMIT itself).
 */
export const sqlCounter = { count: 0 };
function countCalls(target, method) {
  const original = target[method];
  target[method] = function counted(...args) {
    sqlCounter.count += 1;
    return original.apply(this, args);
  };
}
countCalls(PgliteClientStandIn.prototype, 'query');
countCalls(PgliteTransactionStandIn.prototype, 'query');
countCalls(pg.Client.prototype, 'query');

/**
 * A data folder and, with DATABASE_URL, a new PostgreSQL database; `open` connects to whichever
 * it is, `remove` drops both.
 */
export async function freshDatabase(prefix) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let databaseUrl;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `hogarte_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  return {
    dataDir,
    databaseUrl,
    kind: databaseUrl ? 'PostgreSQL' : 'embedded PGlite',
    async open() {
      if (databaseUrl) return openPostgres(databaseUrl, 10);
      return wrapPglite(await PGlite.create(path.join(dataDir, 'pgdata')));
    },
    async remove() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The context main.ts builds, on this database; tokens are signed with `jwtSecret`. Its session
 * records are read from the database each time until `listenForSessionChanges` runs, as main.ts does.
 */
export function contextFor(config, handle, storage, jwtSecret = randomBytes(32).toString('hex')) {
  return {
    config,
    db: handle.db,
    storage,
    attempts: memoryAttemptLimiter(),
    tokenKey: secretKey(jwtSecret),
    transports: { mailer: undefined, whatsapp: undefined },
    catalogue: createCatalogueIndex(handle.db, storage),
    sessions: createSessionCache(handle.db),
    wompi: createWompiGateway(config.wompi, () => new Date()),
    envia: enviaGateway(config.envia),
    realtime: createRealtimeHub(),
    now: () => new Date(),
  };
}

/** The `p`th percentile of ascending samples (0 for none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Flags for the API server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
export const benchNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Waits until a spawned server answers its health check. */
export async function waitForHealth(base) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/**
 * Starts the built API on loopback over a prepared database, without the demo seed, and resolves
 * once it answers. `BENCH_NODE_ARGS` (e.g. `--cpu-prof`) and `nodeArgs` go to its Node; `env`
 * adds to its variables; `ipc` opens a channel to it (the heap probe's).
 */
export async function startApi({
  port,
  dataDir,
  databaseUrl,
  env = {},
  nodeArgs = [],
  ipc = false,
}) {
  const server = spawn(process.execPath, [...benchNodeArgs, ...nodeArgs, dist('main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`);
  } catch (error) {
    await stopApi(server);
    throw error;
  }
  return server;
}

/** Stops a server `startApi` started (nothing when there is none) and waits for it to exit. */
export async function stopApi(server) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
