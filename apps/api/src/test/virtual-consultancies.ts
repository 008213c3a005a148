/** Designers a client may hire, and virtual consultancies in each state, for the API tests. */
import { eq } from 'drizzle-orm';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { documentTypeId } from '@hogarte/shared/lookups';
import { ROLE } from '@hogarte/shared/roles';
import { users } from '../db/schema/users.js';
import { insertDesignerProfile } from '../modules/designers/designers.repository.js';
import { WompiSimulator } from '../integrations/wompi/simulator.js';
import { BIO, png, formOf } from './applications.js';
import { bearer, createTestUser, type TestUser } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** An approved, active, public designer with a profile, an avatar and a portfolio image. */
export async function createTestDesigner(
  harness: TestApp,
  visible: { isPublic?: boolean; isActive?: boolean } = {},
): Promise<TestUser> {
  const { app, ctx } = harness;
  const designer = await createTestUser(app, ctx, ROLE.designer);
  await insertDesignerProfile(ctx.db, { userId: designer.id, professionId: 1, bio: BIO });
  await ctx.db
    .update(users)
    .set({ isPublic: visible.isPublic ?? true, isActive: visible.isActive ?? true })
    .where(eq(users.id, designer.id));
  // The designer's own uploads, as its settings make them.
  for (const type of ['avatar', 'portfolio'] as const) {
    const uploaded = await app.inject({
      method: 'POST',
      url: `/v1/users/files/${documentTypeId(type)}`,
      headers: bearer(designer),
      payload: formOf({}, { file: [png(`${type}.png`)] }),
    });
    if (uploaded.statusCode !== 201) throw new Error(`designer file: ${uploaded.body}`);
  }
  return designer;
}

export function requestConsultancy(
  harness: TestApp,
  client: { token: string },
  designerUuid: string,
  spaceQuantity: number | string = 1,
) {
  return harness.app.inject({
    method: 'POST',
    url: '/v1/virtual-consultancy',
    headers: bearer(client),
    payload: { designerUuid, spaceQuantity },
  });
}

export async function newConsultancy(
  harness: TestApp,
  client: TestUser,
  designer: TestUser,
  spaces = 1,
): Promise<VirtualConsultancy> {
  const created = await requestConsultancy(harness, client, designer.uuid, spaces);
  if (created.statusCode !== 201) throw new Error(`virtual consultancy: ${created.body}`);
  return created.json<{ info: VirtualConsultancy }>().info;
}

/**
 * Pays a consultancy through the demo Wompi simulator, as a client's browser does: the checkout
 * our API answers, the simulator's payment form, and its signed event to our webhook.
 */
export async function payThroughSimulator(
  harness: TestApp,
  client: { token: string },
  hashid: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<{ transactionId: string; reference: string }> {
  const { app, ctx } = harness;
  const checkout = await app.inject({
    method: 'POST',
    url: `/v1/virtual-consultancy/${hashid}/payments`,
    headers: bearer(client),
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);
  const { checkoutUrl, reference } = checkout.json<{ checkoutUrl: string; reference: string }>();
  const form = new URLSearchParams({
    ...Object.fromEntries(new URL(checkoutUrl).searchParams),
    'payment-method': 'CARD',
    'card-number': cardNumber,
    'card-holder': 'ANA MARIA PEREZ',
    'card-expiry': '12/49',
    'card-cvc': '123',
  });
  const paid = await app.inject({
    method: 'POST',
    url: '/simulador/wompi/p/pagar',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`simulator: ${paid.body}`);
  const transactionId = new URL(paid.headers.location as string).searchParams.get('id') ?? '';
  if (ctx.wompi instanceof WompiSimulator) await ctx.wompi.settled();
  return { transactionId, reference };
}

export function approve(harness: TestApp, designer: { token: string }, hashid: string, query = '') {
  return harness.app.inject({
    method: 'PATCH',
    url: `/v1/virtual-consultancy/${hashid}${query}`,
    headers: bearer(designer),
    payload: { is_approved: true },
  });
}

export function finish(
  harness: TestApp,
  user: { token: string },
  consultancy: VirtualConsultancy,
  query = '',
) {
  return harness.app.inject({
    method: 'PATCH',
    url: `/v1/virtual-consultancy/${consultancy.hashid}/finish${query}`,
    headers: bearer(user),
    payload: { client_uuid: consultancy.client.uuid, designer_uuid: consultancy.designer.uuid },
  });
}

/** A paid and approved consultancy of `owner` with `professional`. */
export async function activeConsultancy(
  harness: TestApp,
  owner: TestUser,
  professional: TestUser,
  spaces = 1,
): Promise<VirtualConsultancy> {
  const consultancy = await newConsultancy(harness, owner, professional, spaces);
  await payThroughSimulator(harness, owner, consultancy.hashid);
  const approved = await approve(harness, professional, consultancy.hashid);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  return approved.json<{ info: VirtualConsultancy }>().info;
}

/** The users both sides of a consultancy test need: two clients, two designers and an admin. */
export async function createConsultancyUsers(harness: TestApp) {
  const { app, ctx } = harness;
  const client = await createTestUser(app, ctx, ROLE.client);
  const otherClient = await createTestUser(app, ctx, ROLE.client);
  const admin = await createTestUser(app, ctx, ROLE.admin);
  const designer = await createTestDesigner(harness);
  const otherDesigner = await createTestDesigner(harness);
  return { client, otherClient, admin, designer, otherDesigner };
}
