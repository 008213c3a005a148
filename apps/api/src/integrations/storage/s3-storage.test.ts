import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.js';

/** A stand-in bucket that keeps objects in memory and records each signed request. */
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: { method: string; url: string; authorization: string }[] = [];
const server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const url = request.url ?? '';
    seen.push({
      method: request.method ?? '',
      url,
      authorization: request.headers.authorization ?? '',
    });
    if (request.method === 'PUT') {
      objects.set(url, {
        body: Buffer.concat(chunks),
        type: request.headers['content-type'] ?? '',
      });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(url);
      if (!object) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(url);
      response.writeHead(204).end();
    }
  });
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('s3Storage', () => {
  it('puts, reads and deletes objects with SigV4-signed requests', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'hogarte',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.hogarte.co',
    });
    await storage.put('private/abc.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/hogarte/private/abc.pdf' });
    expect(seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );

    const stored = await storage.get('private/abc.pdf');
    expect(stored?.body.toString()).toBe('%PDF-1.4');
    expect(stored?.contentType).toBe('application/pdf');

    await storage.delete('private/abc.pdf');
    expect(await storage.get('private/abc.pdf')).toBeNull();
    expect(storage.publicUrl('public/x.png')).toBe('https://cdn.hogarte.co/public/x.png');
  });
});
