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

  it("preloads the chunks of the route's screen in the head, and nothing on other paths", () => {
    writePreloads();
    const page = spaPages(webDist);
    const product = page('/productos/azulejo-hidraulico?cantidad=2') ?? '';
    expect(preloaded(product)).toEqual(['assets/product-B2.js', 'assets/row-C3.js']);
    expect(product.indexOf('modulepreload')).toBeLessThan(product.indexOf('</head>'));
    expect(preloaded(page('/'))).toEqual(['assets/home-A1.js']);
    expect(preloaded(page('/mi-tienda/productos/'))).toEqual(['assets/store-D4.js']);
    // A route only some roles open, or no route at all: the page as built.
    expect(page('/proveedor/ventas/mayo/2026')).toBe(INDEX);
    expect(page('/productos/a/b/c')).toBe(INDEX);
  });

  it('prefers a literal segment to a parameter, as the router does', () => {
    writePreloads();
    const page = spaPages(webDist);
    expect(preloaded(page('/pago/resultado'))).toEqual(['assets/result-E5.js']);
    expect(preloaded(page('/pago/otra'))).toEqual(['assets/anything-F6.js']);
  });

  it('serves the page as built when the build wrote no list', () => {
    expect(spaPages(webDist)('/productos/azulejo')).toBe(INDEX);
  });

  it('answers no page while a rebuild has emptied the build, and reads a half-written list as none', () => {
    writePreloads();
    const page = spaPages(webDist);
    expect(preloaded(page('/'))).toEqual(['assets/home-A1.js']);
    rmSync(path.join(webDist, 'index.html'));
    expect(page('/')).toBeNull();
    writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), '{"shell": ["assets/ind');
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(webDist, 'index.html'), later, later);
    expect(page('/')).toBe(INDEX);
  });

  it('reads the build again when its page changes under a running server', () => {
    writePreloads();
    const page = spaPages(webDist);
    expect(preloaded(page('/'))).toEqual(['assets/home-A1.js']);
    writeFileSync(
      path.join(webDist, '.vite', 'route-preloads.json'),
      JSON.stringify({ shell: [], routes: [{ path: '/', files: ['assets/home-Z9.js'] }] }),
    );
    writeFileSync(path.join(webDist, 'index.html'), INDEX.replace('Hogarte', 'Hogarte 2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(webDist, 'index.html'), later, later);
    const rebuilt = page('/');
    expect(rebuilt).toContain('Hogarte 2');
    expect(preloaded(rebuilt)).toEqual(['assets/home-Z9.js']);
  });
});
