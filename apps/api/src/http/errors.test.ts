import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { MESSAGES } from '@hogarte/shared/messages';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { AppError } from './errors.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('unknown routes', () => {
  it.each([
    ['GET', '/v1/no-existe'],
    ['POST', '/v1/clients/no-existe'],
    ['GET', '/v2/tampoco'],
    ['DELETE', '/v2/users/password'],
  ] as const)('answers %s %s with the 404 error shape', async (method, url) => {
    const response = await harness.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'La ruta solicitada no existe',
    });
  });
});

describe('malformed requests', () => {
  it('answers a broken JSON body with 400, not 500', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: 'La solicitud tiene datos inválidos',
    });
  });

  it('answers a JSON body that is not an object with the validation shape', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"solo texto"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: MESSAGES.invalidRequest,
    });
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, message: MESSAGES.invalidRequest });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_048_576) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: 'La solicitud es demasiado grande',
    });
  });
});

describe('response headers', () => {
  it('sets the security headers', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v1/settings' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Frames: the app's own pages and the PDF previews it makes from blobs, nothing else.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('does not allow cross-origin calls (no CORS headers)', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v1/settings',
      headers: { origin: 'https://otro-sitio.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login',
      headers: {
        origin: 'https://otro-sitio.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the web app beside the API', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hogarte</title>');
    writeFileSync(path.join(webDist, 'assets', 'catalogue-Ab12.js'), 'export {};');
    writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
    app = await buildApp(harness.ctx, { webDistDir: webDist, logger: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** A GET as Chromium sends it, taking any compression the server offers. */
  const getAsBrowser = (url: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });

  it("answers any route of the app with its page, and a build's file with the file", async () => {
    const page = await app.inject({ method: 'GET', url: '/proveedor/ventas' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const chunk = await app.inject({ method: 'GET', url: '/assets/catalogue-Ab12.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli copy of a chunk as it is to a browser that takes Brotli", async () => {
    // Long enough to be worth compressing, as the build's copies are (build/precompress.ts).
    const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => i))};`;
    writeFileSync(path.join(webDist, 'assets', 'rows-Cd34.js'), source);
    // At Brotli's default quality (11): what on-the-fly compression (quality 4) would not write.
    const copy = brotliCompressSync(source);
    writeFileSync(path.join(webDist, 'assets', 'rows-Cd34.js.br'), copy);
    const compressed = await getAsBrowser('/assets/rows-Cd34.js');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.equals(copy), 'the copy itself').toBe(true);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(source);
    const plain = await app.inject({ method: 'GET', url: '/assets/rows-Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it("compresses an app page's HTML for a browser that takes it", async () => {
    const index = path.join(webDist, 'index.html');
    // Longer than the least worth compressing (1 KB), as a product page's HTML with its data is.
    const long = `<!doctype html><title>Hogarte</title><!--${'relleno '.repeat(200)}-->`;
    writeFileSync(index, long);
    try {
      const page = await getAsBrowser('/productos');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(long);
    } finally {
      writeFileSync(index, '<!doctype html><title>Hogarte</title>');
    }
  });

  it('serves a chunk a rebuild wrote after the server started, as the new page names it', async () => {
    writeFileSync(path.join(webDist, 'assets', 'catalogue-New7.js'), 'export {};');
    const chunk = await app.inject({ method: 'GET', url: '/assets/catalogue-New7.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves the build's other files, which keep their names, to be checked each time", async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it("answers a build file that is not there with 404, not the app's page", async () => {
    const gone = await app.inject({ method: 'GET', url: '/assets/catalogue-Old9.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    '/assets/',
    '/assets/..%2findex.html',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ])('answers %s with 404: no listing of the chunks, nothing outside their folder', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Hogarte</title>');
    expect(response.body).not.toContain('root:');
  });

  it('answers 404, not 500, while a rebuild has emptied the build, and the page once it is back', async () => {
    rmSync(path.join(webDist, 'index.html'));
    const during = await app.inject({ method: 'GET', url: '/proveedor/ventas' });
    expect(during.statusCode).toBe(404);
    expect(during.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hogarte</title>');
    const after = await app.inject({ method: 'GET', url: '/proveedor/ventas' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>Hogarte</title>');
  });
});

describe('unexpected errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A second app on the same context, with routes that fail the ways a bug would.
    app = await buildApp(harness.ctx, { webDistDir: null, logger: false });
    // Every API call declares its answer; these would have answered a confirmation.
    const declared = { schema: { response: { 200: messageSchema } } };
    app.get('/v1/test/boom', declared, () => {
      throw new Error('conexión a la base de datos 10.0.0.5 rechazada');
    });
    app.get('/v1/test/boom-async', declared, async () => {
      await Promise.resolve();
      throw new TypeError("Cannot read properties of undefined (reading 'password_hash')");
    });
    app.get('/v1/test/app-error', declared, () => {
      throw new AppError(422, 'CUSTOM', 'Mensaje propio', [{ field: 'x', message: 'Mal' }]);
    });
    app.get('/v1/test/many-errors', declared, () => {
      const errors = Array.from({ length: 500 }, (_, at) => ({
        field: `${at}.${'a.'.repeat(5_000)}`,
        message: 'Mal',
      }));
      throw new AppError(400, 'VALIDATION_ERROR', 'Mal', errors);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/v1/test/boom', '/v1/test/boom-async'])(
    'answers a thrown error at %s with 500 and no internals',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Hubo un error. Por favor intentalo más tarde',
      });
      expect(response.body).not.toMatch(/10\.0\.0\.5|password_hash|stack|at /);
    },
  );

  it('answers an AppError with its own status, code, message and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/app-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      code: 'CUSTOM',
      message: 'Mensaje propio',
      errors: [{ field: 'x', message: 'Mal' }],
    });
  });

  it('reports the first 20 field errors, each path cut to 200 characters', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/many-errors' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { field: string; message: string }[] }>();
    expect(errors).toHaveLength(20);
    expect(errors.map((error) => error.field.split('.')[0])).toEqual(
      Array.from({ length: 20 }, (_, at) => String(at)),
    );
    expect(errors.every((error) => error.field.length === 201 && error.field.endsWith('…'))).toBe(
      true,
    );
    expect(response.body.length).toBeLessThan(6_000);
  });
});

describe('API documentation', () => {
  it('serves the Swagger UI at /docs', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('lists the API paths at /docs/json', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Hogarte API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/auth/login',
        '/v1/clients',
        '/v1/users/profile',
        '/v2/users/password',
      ]),
    );
    expect(document.paths['/v1/auth/login']).toHaveProperty('post');
    expect(Object.keys(document.paths)).not.toContain('/health');
  });
});
