import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOrigin } from './browser-origin.js';

const PUBLIC_URL = 'http://localhost:3000';
let app: FastifyInstance;
let configured = false;

beforeAll(async () => {
  // Behind a trusted proxy the forwarded protocol and host are the browser's.
  app = Fastify({ trustProxy: true });
  app.get('/origin', (request) => ({
    origin: browserOrigin(request, { publicUrl: PUBLIC_URL, publicUrlConfigured: configured }),
  }));
  await app.ready();
});
afterAll(() => app.close());

async function originFor(headers: Record<string, string>, publicUrlConfigured = false) {
  configured = publicUrlConfigured;
  const response = await app.inject({ method: 'GET', url: '/origin', headers });
  return response.json<{ origin: string }>().origin;
}

describe('browserOrigin', () => {
  it('is PUBLIC_URL when it was set, whatever the request says', async () => {
    expect(await originFor({ origin: 'https://otro.example', host: 'otro.example' }, true)).toBe(
      PUBLIC_URL,
    );
  });

  it("is the browser's Origin when it is a proper http(s) origin", async () => {
    expect(await originFor({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000',
    );
    // The web app's dev server proxies the API: the browser is on its port, not the API's.
    expect(await originFor({ origin: 'http://localhost:5173', host: 'localhost:3000' })).toBe(
      'http://localhost:5173',
    );
    expect(await originFor({ origin: 'https://Tienda.Example:443' })).toBe(
      'https://tienda.example',
    );
  });

  it('falls back to the protocol and host of the request for any other Origin', async () => {
    for (const origin of [
      'null',
      'file://',
      'ftp://192.168.1.20',
      'javascript:alert(1)',
      'http://192.168.1.30/pago',
      'http://usuario:clave@192.168.1.30',
      'http://',
      'no es un origen',
    ]) {
      expect(await originFor({ origin, host: '192.168.1.20:3000' }), origin).toBe(
        'http://192.168.1.20:3000',
      );
    }
    expect(await originFor({ host: '192.168.1.20:3000' })).toBe('http://192.168.1.20:3000');
  });

  it('reads the protocol and host a proxy forwards', async () => {
    expect(
      await originFor({
        host: '10.0.0.5:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'hogarte.example',
      }),
    ).toBe('https://hogarte.example');
  });

  it('is PUBLIC_URL when the host is not one either', async () => {
    for (const host of ['192.168.1.20:3000/pago', 'usuario@192.168.1.20', 'a b']) {
      expect(await originFor({ host }), host).toBe(PUBLIC_URL);
    }
  });
});
