import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.js';
import type { FileStorage } from './storage.js';

/** An S3-compatible bucket (AWS, MinIO, R2…), signed with SigV4; public files use S3_PUBLIC_URL. */
export function s3Storage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const objectUrl = (key: string) =>
    `${config.endpoint.replace(/\/$/, '')}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function expectOk(response: Response, action: string) {
    if (!response.ok) {
      throw new Error(`S3 ${action} failed with ${response.status}: ${await response.text()}`);
    }
  }

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      await expectOk(response, 'put');
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      await expectOk(response, 'get');
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (response.status !== 404) await expectOk(response, 'delete');
    },
    publicUrl(key) {
      return `${config.publicUrl.replace(/\/$/, '')}/${key}`;
    },
  };
}
