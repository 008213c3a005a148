/**
 * Foundation load figures: a bare health check against the calls every page makes (settings,
 * the signed-in profile), a buyer's cart and purchases and the city list, on the built server with
 * its embedded database.
 * Prints throughput and latency; asserts nothing about time.
 *
 *   npm run build && node bench/foundation.mjs
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchNodeArgs, waitForHealth } from './support/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const base = `http://127.0.0.1:${PORT}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'hogarte-bench-'));

const server = spawn(process.execPath, [...benchNodeArgs, 'apps/api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) return reject(error);
      const line = {
        call: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      };
      resolve(line);
    });
  });
}

try {
  await waitForHealth(base);
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@demo.co', password: 'Demo1234!' }),
  });
  const { token } = await login.json();
  // A cart like a shopper's: the first four products of the catalogue, so that reading it costs
  // what a real one does (the demo buyer starts with an empty cart).
  const listing = await (await fetch(`${base}/v2/products/category/all?currentPage=1`)).json();
  const synced = await fetch(`${base}/v2/cart/syncCart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      cartItems: listing.items.slice(0, 4).map((item) => ({ productId: item.id, quantity: 1 })),
    }),
  });
  const cartSize = (await synced.json()).cartItems.length;
  const results = [];
  results.push(await run('GET /health', { url: `${base}/health` }));
  results.push(await run('GET /v1/settings', { url: `${base}/v1/settings` }));
  results.push(
    await run('GET /v1/users/profile', {
      url: `${base}/v1/users/profile`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  // The signed-in buyer's other reads: the cart and the purchases list.
  for (const path of ['/v2/cart', '/v2/orders']) {
    results.push(
      await run(path === '/v2/cart' ? `GET ${path} (${cartSize} lines)` : `GET ${path}`, {
        url: `${base}${path}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
  results.push(await run('GET /v1/cities (1,122 rows)', { url: `${base}/v1/cities` }));
  console.log(
    `\n${connections} connections, ${duration} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.table(results);
  const health = results[0]['req/s'];
  for (const row of results.slice(1)) {
    console.log(`${row.call}: ${(row['req/s'] / health).toFixed(2)} × health`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
