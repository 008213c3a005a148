import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spaPages } from './spa-page.js';

const INDEX = '<!doctype html><html><head><title>Hogarte</title></head><body></body></html>';

const PRELOADS = [
  { path: '/', files: ['assets/home-A1.js'] },
  { path: '/productos/:productSlug', files: ['assets/product-B2.js', 'assets/row-C3.js'] },
  { path: '/:companyName/productos', files: ['assets/store-D4.js'] },
  { path: '/pago/resultado', files: ['assets/result-E5.js'] },
  { path: '/:companyName/:anything', files: ['assets/anything-F6.js'] },
];

/** The chunks a page's HTML preloads, in order. */
function preloaded(html: string | null): string[] {
  if (html === null) throw new Error('no page');
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    ([, file]) => file!,
  );
}

describe('the web app page for a path', () => {
  let webDist: string;
  beforeEach(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'spa-page-'));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterEach(() => rmSync(webDist, { recursive: true, force: true }));

  const writePreloads = () =>
    writeFileSync(
      path.join(webDist, '.vite', 'route-preloads.json'),
      JSON.stringify({ shell: ['assets/index-X0.js'], routes: PRELOADS }),
    );

  it("preloads the chunks of the route's screen in the head, and nothing on other paths", async () => {
    writePreloads();
    const page = spaPages(webDist);
    const product = (await page('/productos/azulejo-hidraulico?cantidad=2')) ?? '';
    expect(preloaded(product)).toEqual(['assets/product-B2.js', 'assets/row-C3.js']);
    expect(product.indexOf('modulepreload')).toBeLessThan(product.indexOf('</head>'));
    expect(preloaded(await page('/'))).toEqual(['assets/home-A1.js']);
    expect(preloaded(await page('/mi-tienda/productos/'))).toEqual(['assets/store-D4.js']);
    // A route only some roles open, or no route at all: the page as built.
    expect(await page('/proveedor/ventas/mayo/2026')).toBe(INDEX);
    expect(await page('/productos/a/b/c')).toBe(INDEX);
  });

  it('prefers a literal segment to a parameter, as the router does', async () => {
    writePreloads();
    const page = spaPages(webDist);
    expect(preloaded(await page('/pago/resultado'))).toEqual(['assets/result-E5.js']);
    expect(preloaded(await page('/pago/otra'))).toEqual(['assets/anything-F6.js']);
  });

  it('serves the page as built when the build wrote no list', async () => {
    expect(await spaPages(webDist)('/productos/azulejo')).toBe(INDEX);
  });

  it('answers no page while a rebuild has emptied the build, and reads a half-written list as none', async () => {
    writePreloads();
    const page = spaPages(webDist);
    expect(preloaded(await page('/'))).toEqual(['assets/home-A1.js']);
    rmSync(path.join(webDist, 'index.html'));
    expect(await page('/')).toBeNull();
    writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), '{"shell": ["assets/ind');
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(webDist, 'index.html'), later, later);
    expect(await page('/')).toBe(INDEX);
  });

  it('reads the build again when its page changes under a running server', async () => {
    writePreloads();
    const page = spaPages(webDist);
    expect(preloaded(await page('/'))).toEqual(['assets/home-A1.js']);
    writeFileSync(
      path.join(webDist, '.vite', 'route-preloads.json'),
      JSON.stringify({ shell: [], routes: [{ path: '/', files: ['assets/home-Z9.js'] }] }),
    );
    writeFileSync(path.join(webDist, 'index.html'), INDEX.replace('Hogarte', 'Hogarte 2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(webDist, 'index.html'), later, later);
    const rebuilt = await page('/');
    expect(rebuilt).toContain('Hogarte 2');
    expect(preloaded(rebuilt)).toEqual(['assets/home-Z9.js']);
  });

  it("adds what a route asks for from its parameters and query after the route's chunks", async () => {
    writePreloads();
    const asked: unknown[] = [];
    const page = spaPages(webDist, (route, params, query) => {
      asked.push([route, params, query]);
      return Promise.resolve(
        params.productSlug
          ? `<link rel="preload" as="image" href="/${params.productSlug}.webp">`
          : '',
      );
    });
    const product = (await page('/productos/7-azulejo/?cantidad=2')) ?? '';
    expect(product).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/row-C3.js"><link rel="preload" as="image" href="/7-azulejo.webp"></head>',
    );
    expect(await page('/mi-tienda/productos#arriba')).not.toContain('rel="preload"');
    expect(asked).toEqual([
      ['/productos/:productSlug', { productSlug: '7-azulejo' }, 'cantidad=2'],
      ['/:companyName/productos', { companyName: 'mi-tienda' }, ''],
    ]);
    // No route, nothing asked.
    expect(await page('/proveedor/ventas/mayo/2026')).toBe(INDEX);
    expect(asked).toHaveLength(2);
  });
});
