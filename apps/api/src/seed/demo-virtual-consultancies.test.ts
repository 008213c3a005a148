import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  VirtualConsultancy,
  VirtualSharedFiles,
} from '@hogarte/shared/contracts/virtual-consultancies';
import { login } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let harness: TestApp;
let clientToken: string;
let designerToken: string;

const get = (url: string, token: string) =>
  harness.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  harness = await createTestApp();
  await seedDemoIfEmpty(harness.ctx);
  clientToken = (await login(harness.app, 'cliente@demo.co', DEMO_PASSWORD)).json().token;
  designerToken = (await login(harness.app, 'disenador@demo.co', DEMO_PASSWORD)).json().token;
  // Drawing and encoding the catalogue's pictures takes seconds on a busy machine.
}, 90_000);
afterAll(() => harness.close());

describe('the demo virtual consultancies', () => {
  it('gives the demo client one in every state with the demo designer', async () => {
    const mine = (await get('/v1/virtual-consultancy/clients', clientToken)).json<{
      info: VirtualConsultancy[];
    }>().info;
    expect(mine.map((item) => item.status).sort()).toEqual(
      ['active', 'finished', 'unpaid', 'waiting'].sort(),
    );
    expect(mine.every((item) => item.designer.first_name === 'Valentina')).toBe(true);
    const paid = (await get('/v1/virtual-consultancy/professional?paid=true', designerToken)).json<{
      info: VirtualConsultancy[];
    }>().info;
    expect(paid).toHaveLength(3);
    expect(paid.every((item) => item.payment !== null)).toBe(true);
    const finished = mine.find((item) => item.status === 'finished');
    expect(finished).toMatchObject({ professional_rating: 5 });
    const receipt = await get(
      `/v1/virtual-consultancy/receipt/${finished?.payment?.uuid ?? ''}`,
      clientToken,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens the active one on a conversation and a shared plan both sides can read', async () => {
    const mine = (await get('/v1/virtual-consultancy/clients', clientToken)).json<{
      info: VirtualConsultancy[];
    }>().info;
    const active = mine.find((item) => item.status === 'active');
    const room = active?.virtualChat?.room_uuid ?? '';
    const history = await get(`/v1/chat-message?chat=${room}`, designerToken);
    expect(history.json<{ statusMessage: unknown[] }>().statusMessage).toHaveLength(3);
    const files = (
      await get(`/v1/virtual-consultancy/shared-file/${active?.hashid ?? ''}`, designerToken)
    ).json<{ info: VirtualSharedFiles }>().info;
    expect(files.client.map((file) => file.filename)).toEqual(['plano-apartamento.png']);
    const plan = await harness.app.inject({ method: 'GET', url: files.client[0]?.url ?? '' });
    expect(plan.statusCode).toBe(200);
  });
});
