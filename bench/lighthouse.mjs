/**
 * Lighthouse on the built product (docs/architecture.md: performance ≥ 95 on the mobile preset):
 * the demo marketplace served by `apps/api/dist/main.js` with the web build, and Debian's
 * Chromium driven by Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU). For the
 * home page, the catalogue and a product page it prints the performance, accessibility,
 * best-practices and SEO scores with LCP, TBT and CLS: the median run by performance of
 * `BENCH_RUNS` (3). Prints figures; asserts nothing (a shared machine moves them).
 *
 *   npm run bench:lighthouse      (PGlite; with DATABASE_URL, a fresh PostgreSQL database)
 *
 * With `BENCH_REPORTS=<folder>` each run's whole Lighthouse report is written there as JSON, for
 * what the scores do not say (the main thread's work by script, the requests of the first load).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freshDatabase, startApi, stopApi } from './support/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3995);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORTS = process.env.BENCH_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…');
  execSync('npm run build -w @hogarte/web', { cwd: root, stdio: 'inherit' });
}

/** A product page of the seeded catalogue: the first product of the listing of everything. */
async function productPath() {
  const response = await fetch(`${base}/v2/products/category/all?currentPage=1`);
  const { items } = await response.json();
  const product = items?.[0];
  if (!product?.slug) throw new Error('the demo catalogue listed no product');
  return `/productos/${product.slug}`;
}

async function audit(port, url, reportName) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (REPORTS) writeFileSync(path.join(REPORTS, `${reportName}.json`), result.report);
  const { categories, audits } = result.lhr;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    runtimeError: result.lhr.runtimeError?.message,
  };
}

const database = await freshDatabase('hogarte-bench-lighthouse-');
let server;
let chrome;
try {
  server = await startApi({
    port: PORT,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    env: { SEED_DEMO: 'true' },
  });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const pages = [
    ['home', '/'],
    ['catalogue', '/productos'],
    ['product', await productPath()],
  ];
  console.log(
    `Lighthouse ${RUNS} run(s) per page, mobile preset, ${database.kind}, median by performance`,
  );
  const rows = [];
  for (const [name, pagePath] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await audit(chrome.port, base + pagePath, `${name}-${run + 1}`);
      // A run Lighthouse could not finish (its scores are zeros) is told, not counted.
      if (result.runtimeError) console.log(`${name}, run ${run + 1}: ${result.runtimeError}`);
      else runs.push(result);
    }
    if (runs.length === 0) continue;
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({
      page: name,
      path: pagePath,
      ...median.scores,
      'perf (all runs)': runs.map((r) => r.scores.performance).join('/'),
      'FCP ms': Math.round(median.fcp),
      'LCP ms': Math.round(median.lcp),
      'TBT ms': Math.round(median.tbt),
      CLS: median.cls.toFixed(3),
    });
  }
  console.table(rows);
} finally {
  await chrome?.kill();
  await stopApi(server);
  await database.remove();
}
