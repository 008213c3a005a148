/**
 * A product page's HTML names the product's principal image in its head, so the browser fetches
 * the page's largest picture beside the app's code, and carries the product as a visitor reads it
 * (decision 051); nothing for a product a visitor may not see, nor for a link without an id. The
 * plain catalogue's carries its first screen's answers and the featured products' images
 * (decision 055).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import {
  CARRIED_ANSWERS_ELEMENT_ID,
  PLAIN_CATALOGUE_CALLS,
  productPageCall,
} from '@hogarte/shared/carried-answers';
import { ROLE } from '@hogarte/shared/roles';
import { buildApp } from '../../app.js';
import {
  approveProduct,
  createProduct,
  productFields,
  setUpSupplier,
} from '../../test/catalogue.js';
import { createTestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let app: FastifyInstance;
let webDist: string;
let approvedId: number;
let pendingId: number;
let imageUrl: string;
let supplierToken: string;
/** The product page as the API answers a visitor. */
let visitorPage: unknown;

const INDEX = '<!doctype html><html><head><title>Hogarte</title></head><body></body></html>';

/** The image links in a page's head, the high-priority ones marked with a `!`. */
function imagePreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"( fetchpriority="high")?>/g),
  ].map(([, href, high]) => (high ? `!${href}` : href!));
}

beforeAll(async () => {
  harness = await createTestApp();
  const admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
  const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier, {
    companyName: 'Cerámicas del Valle',
  });
  supplierToken = supplier.token;
  const setup = await setUpSupplier(harness.app, supplier);
  approvedId = await createProduct(
    harness.app,
    supplier,
    productFields(setup, CATEGORY_ID.floors, {
      name: 'Piso Roble Claro',
      // What a supplier writes reaches the page's HTML only as JSON text that cannot end its block.
      description:
        'Piso de roble claro para sala y comedor </script><script>alert(1)</script> <!-- con acabado mate y resistente',
    }),
  );
  await approveProduct(harness.app, admin, approvedId);
  pendingId = await createProduct(
    harness.app,
    supplier,
    productFields(setup, CATEGORY_ID.floors, { name: 'Piso Pendiente Revision' }),
  );
  const page = await harness.app.inject({ method: 'GET', url: `/v2/products/${approvedId}` });
  imageUrl = page.json<{ principal_image: { url: string } }>().principal_image.url;
  visitorPage = page.json();

  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(
    path.join(webDist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      shell: [],
      routes: [
        { path: '/productos/:productSlug', files: ['assets/product-page-A1.js'] },
        { path: '/:companyName/productos/:productSlug', files: ['assets/store-product-B2.js'] },
        { path: '/productos', files: ['assets/catalogue-C3.js'] },
      ],
    }),
  );
  app = await buildApp(harness.ctx, { webDistDir: webDist, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await harness?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The answers a page's HTML carries, by path, or null without the block. */
function carriedAnswers(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">([^<]*)</script></head>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

async function pageAt(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
}

describe("a product page's head", () => {
  it('preloads the principal image on the marketplace and in the store', async () => {
    expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.\w+$/);
    expect(imagePreloads(await pageAt(`/productos/${approvedId}-piso-roble-claro`))).toEqual([
      `!${imageUrl}`,
    ]);
    expect(
      imagePreloads(await pageAt(`/Cer%C3%A1micas-del-Valle/productos/${approvedId}?x=1`)),
    ).toEqual([`!${imageUrl}`]);
    // After the route's own chunks.
    const page = await pageAt(`/productos/${approvedId}`);
    expect(page.indexOf('product-page-A1.js')).toBeLessThan(page.indexOf('rel="preload"'));
  });

  it('carries the product as the API answers a visitor, its text unable to end the block', async () => {
    const html = await pageAt(`/productos/${approvedId}-piso-roble-claro`);
    expect(JSON.stringify(visitorPage)).toContain('</script><script>alert(1)</script> <!--');
    expect(carriedAnswers(html)).toEqual({ [productPageCall(approvedId)]: visitorPage });
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('names nothing for a product a visitor may not see, a missing one or a link without an id', async () => {
    for (const url of [
      `/productos/${pendingId}-piso-pendiente-revision`,
      '/productos/999999-no-existe',
      '/productos/piso-roble-claro',
    ]) {
      const html = await pageAt(url);
      expect(imagePreloads(html), url).toEqual([]);
      expect(carriedAnswers(html), url).toBeNull();
    }
  });
});

describe("the plain catalogue's head", () => {
  it("carries its first screen's answers as the API gives them to a visitor", async () => {
    await harness.app.inject({
      method: 'PATCH',
      url: `/v2/suppliers/products/${approvedId}/featured`,
      headers: { authorization: `Bearer ${supplierToken}` },
      payload: { is_featured: true },
    });
    const html = await pageAt('/productos');
    const carried = carriedAnswers(html);
    const expected: Record<string, unknown> = {};
    for (const call of Object.values(PLAIN_CATALOGUE_CALLS)) {
      const answer = await harness.app.inject({ method: 'GET', url: call });
      expect(answer.statusCode, call).toBe(200);
      expected[call] = answer.json();
    }
    expect(carried).toEqual(expected);
    expect(JSON.stringify(carried)).toContain('Piso Roble Claro');
    // The featured product's card image, the first screen's largest picture on a phone.
    const cardImage = (expected[PLAIN_CATALOGUE_CALLS.offering] as { items: { image: string }[] })
      .items[0]?.image;
    expect(cardImage).toMatch(/^\/uploads\/[\w-]+-card\.\w+$/);
    expect(imagePreloads(html)).toEqual([`!${cardImage}`]);
    expect(html).not.toContain('</script><script>');
  });

  it('carries nothing for a filtered, searched or later page, whose calls differ', async () => {
    for (const url of [
      '/productos?categoria=9',
      '/productos?buscar=roble',
      '/productos?pagina=2',
    ]) {
      const html = await pageAt(url);
      expect(carriedAnswers(html), url).toBeNull();
      expect(imagePreloads(html), url).toEqual([]);
    }
  });
});
