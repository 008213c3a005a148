import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  PublicDesignersPage,
  VirtualConsultancy,
  VirtualConsultancyAdminPage,
  VirtualConsultancyDetail,
} from '@hogarte/shared/contracts/virtual-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { virtualConsultancyAmounts } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { chatRooms } from '../../db/schema/chat.js';
import { payments } from '../../db/schema/commerce.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { virtualConsultancies } from '../../db/schema/virtual-consultancies.js';
import { eventChecksum } from '../../integrations/wompi/wompi.js';
import { formOf } from '../../test/applications.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  activeConsultancy as activeConsultancyOf,
  approve,
  createConsultancyUsers,
  createTestDesigner,
  newConsultancy,
  payThroughSimulator,
  requestConsultancy,
} from '../../test/virtual-consultancies.js';

let harness: TestApp;
let client: TestUser;
let otherClient: TestUser;
let designer: TestUser;
let otherDesigner: TestUser;
let admin: TestUser;
let supplier: TestUser;

const BASE = '/v1/virtual-consultancy';

const get = (url: string, user?: { token: string }) =>
  harness.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const send = (
  method: 'POST' | 'PATCH',
  url: string,
  user: { token: string } | undefined,
  payload?: object,
) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });
const detail = async (hashid: string, user: { token: string } = client) =>
  (await get(`${BASE}/${hashid}`, user)).json<{ info: VirtualConsultancyDetail }>().info;

async function outboxTo(recipient: string) {
  return harness.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));
}

/** A paid and approved consultancy of `client` with `designer`. */
const activeConsultancy = (owner = client, professional = designer) =>
  activeConsultancyOf(harness, owner, professional);

beforeAll(async () => {
  harness = await createTestApp();
  ({ client, otherClient, admin, designer, otherDesigner } = await createConsultancyUsers(harness));
  supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
});

afterAll(async () => {
  await harness.close();
});

describe('GET /v1/designers/public', () => {
  it('lists approved, active, public designers with photo, profession, city, bio and portfolio', async () => {
    const hidden = await createTestDesigner(harness, { isPublic: false });
    const inactive = await createTestDesigner(harness, { isActive: false });
    const response = await get('/v1/designers/public');
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicDesignersPage>();
    const uuids = page.items.map((item) => item.uuid);
    expect(uuids).toEqual(expect.arrayContaining([designer.uuid, otherDesigner.uuid]));
    expect(uuids).not.toContain(hidden.uuid);
    expect(uuids).not.toContain(inactive.uuid);
    expect(page.items.find((item) => item.uuid === designer.uuid)).toMatchObject({
      profession: 'Diseñador(a) de interiores',
      bio: expect.stringContaining('Diseñadora de interiores') as string,
      rating: null,
      rating_count: 0,
      avatar: expect.stringMatching(/^\/uploads\//) as string,
      portfolio: [{ url: expect.stringMatching(/^\/uploads\//) as string }],
    });
    expect(page.pagination).toMatchObject({ itemsPerPage: LIMITS.publicDesignersPageSize });
    const small = await get('/v1/designers/public?itemsPerPage=1&page=2');
    expect(small.json<PublicDesignersPage>()).toMatchObject({
      items: [expect.any(Object)],
      pagination: { currentPage: 2, itemsPerPage: 1, totalItems: page.pagination.totalItems },
    });
  });
});

describe('requesting a consultancy', () => {
  it('creates it unpaid at the server’s price, whatever the browser says', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: BASE,
      headers: bearer(client),
      payload: { designerUuid: designer.uuid, spaceQuantity: 2, to_pay: 1, toPay: 1 },
    });
    expect(response.statusCode).toBe(201);
    const amounts = virtualConsultancyAmounts(2);
    const { info } = response.json<{ info: VirtualConsultancy }>();
    expect(info).toMatchObject({
      status: 'unpaid',
      is_paid: false,
      is_approved: null,
      to_pay: amounts.toPay,
      to_pay_designer: amounts.toPayDesigner,
      to_pay_platform: amounts.toPayPlatform,
      space: { quantity: 2 },
      client: { uuid: client.uuid },
      designer: { uuid: designer.uuid },
      virtualChat: null,
      payment: null,
    });
    expect(info.hashid).toMatch(/^[\w-]{12}$/);
    expect(info.to_pay).toBe(1_498_000);
  });

  it('refuses a designer who is not public, and a number of spaces out of range', async () => {
    const hidden = await createTestDesigner(harness, { isPublic: false });
    const refused = await requestConsultancy(harness, client, hidden.uuid);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: MESSAGES.virtualDesignerUnavailable });
    const notDesigner = await requestConsultancy(harness, client, supplier.uuid);
    expect(notDesigner.statusCode).toBe(404);
    for (const spaces of [0, LIMITS.virtualConsultancySpacesMax + 1, 1.5, 'dos']) {
      const invalid = await requestConsultancy(harness, client, designer.uuid, spaces);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        errors: [{ field: 'spaceQuantity', message: MESSAGES.virtualSpacesRange }],
      });
    }
  });

  it('is for clients only', async () => {
    expect((await send('POST', BASE, undefined, {})).statusCode).toBe(401);
    for (const user of [designer, admin, supplier]) {
      expect((await requestConsultancy(harness, user, designer.uuid)).statusCode).toBe(403);
    }
  });
});

describe('paying', () => {
  it('answers Wompi’s checkout for the stored total, and refuses someone else’s', async () => {
    const consultancy = await newConsultancy(harness, client, designer, 3);
    const response = await send('POST', `${BASE}/${consultancy.hashid}/payments`, client);
    expect(response.statusCode).toBe(200);
    const checkout = response.json<{
      reference: string;
      amountInCents: number;
      checkoutUrl: string;
    }>();
    expect(checkout.reference).toMatch(new RegExp(`^AV-${consultancy.hashid}-[0-9a-f]{8}$`));
    expect(checkout.amountInCents).toBe(virtualConsultancyAmounts(3).toPay * 100);
    const url = new URL(checkout.checkoutUrl);
    expect(url.searchParams.get('redirect-url')).toBe(
      'http://localhost:3000/cliente/asesorias/wompi',
    );
    expect(url.searchParams.get('amount-in-cents')).toBe(String(checkout.amountInCents));
    expect(
      (await send('POST', `${BASE}/${consultancy.hashid}/payments`, otherClient)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `${BASE}/${consultancy.hashid}/payments`, designer)).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `${BASE}/${consultancy.hashid}/payments`, undefined)).statusCode,
    ).toBe(401);
  });

  it('is paid through Wompi: waiting for the designer, told by email, and paid only once', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    const { transactionId, reference } = await payThroughSimulator(
      harness,
      client,
      consultancy.hashid,
    );
    const result = await get(`${BASE}/payments/wompi/${transactionId}`, client);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ status: 'APPROVED', hashid: consultancy.hashid });
    expect((await get(`${BASE}/payments/wompi/${transactionId}`, otherClient)).statusCode).toBe(
      404,
    );
    expect((await get(`${BASE}/payments/wompi/${transactionId}`, designer)).statusCode).toBe(403);
    expect(await detail(consultancy.hashid)).toMatchObject({
      status: 'waiting',
      is_paid: true,
      paid_at: expect.any(String) as string,
      payment: { uuid: reference },
    });
    const again = await send('POST', `${BASE}/${consultancy.hashid}/payments`, client);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.virtualAlreadyPaid });
    const emails = await outboxTo(designer.email);
    expect(
      emails.filter(
        (email) =>
          email.subject ===
          fillMessage(MESSAGES.virtualPaidEmailSubject, { hashid: consultancy.hashid }),
      ),
    ).toHaveLength(1);
  });

  it('stays unpaid when the card is declined', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    const { transactionId } = await payThroughSimulator(
      harness,
      client,
      consultancy.hashid,
      '4111 1111 1111 1111',
    );
    const result = await get(`${BASE}/payments/wompi/${transactionId}`, client);
    expect(result.json()).toEqual({ status: 'DECLINED', hashid: consultancy.hashid });
    expect((await detail(consultancy.hashid)).status).toBe('unpaid');
    expect((await send('POST', `${BASE}/${consultancy.hashid}/payments`, client)).statusCode).toBe(
      200,
    );
  });
});

describe('the Wompi webhook', () => {
  const secret = () => harness.ctx.config.wompi?.eventsSecret ?? '';

  function signedEvent(transaction: Record<string, unknown>, secondsAgo: number, key = secret()) {
    const timestamp = Math.floor(harness.ctx.now().getTime() / 1000) - secondsAgo;
    const data = { transaction };
    const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
    const checksum = eventChecksum({ data, signature: { properties }, timestamp }, key);
    return {
      event: 'transaction.updated',
      data,
      environment: 'test',
      signature: { properties, checksum },
      timestamp,
      sent_at: new Date(timestamp * 1000).toISOString(),
    };
  }

  const postEvent = (body: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: '/v2/payments/wompi/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  async function startedPayment() {
    const consultancy = await newConsultancy(harness, client, otherDesigner);
    const response = await send('POST', `${BASE}/${consultancy.hashid}/payments`, client);
    const { reference, amountInCents } = response.json<{
      reference: string;
      amountInCents: number;
    }>();
    return { consultancy, reference, amountInCents };
  }

  const transactionFor = (reference: string, amountInCents: number, id: string) => ({
    id,
    amount_in_cents: amountInCents,
    reference,
    customer_email: 'cliente@prueba.co',
    currency: 'COP',
    payment_method_type: 'NEQUI',
    redirect_url: 'http://localhost:3000/cliente/asesorias/wompi',
    status: 'APPROVED',
    shipping_address: null,
    payment_link_id: null,
    payment_source_id: null,
  });

  const consultancyRow = async (hashid: string) => {
    const [row] = await harness.ctx.db
      .select({ paidAt: virtualConsultancies.paidAt })
      .from(virtualConsultancies)
      .where(eq(virtualConsultancies.hashid, hashid));
    return row;
  };

  it('pays the consultancy once when an approved transaction arrives ten times', async () => {
    const { consultancy, reference, amountInCents } = await startedPayment();
    const transaction = transactionFor(reference, amountInCents, '1234-1700000000-00001');
    // The same delivery repeated, and Wompi's retries (each signed at another moment).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postEvent(signedEvent(transaction, attempt < 5 ? 5 : 5 + attempt));
      expect(response.statusCode).toBe(200);
    }
    const paid = await consultancyRow(consultancy.hashid);
    expect(paid?.paidAt).toBeInstanceOf(Date);
    const rows = await harness.ctx.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(rows).toEqual([{ status: 'APPROVED' }]);
    const subject = fillMessage(MESSAGES.virtualPaidEmailSubject, { hashid: consultancy.hashid });
    const emails = (await outboxTo(otherDesigner.email)).filter(
      (email) => email.subject === subject,
    );
    expect(emails).toHaveLength(1);
    expect((await detail(consultancy.hashid)).status).toBe('waiting');
  });

  it('refuses a forged event and pays nothing for another amount', async () => {
    const { consultancy, reference, amountInCents } = await startedPayment();
    const forged = await postEvent(
      signedEvent(transactionFor(reference, amountInCents, '1234-1700000000-00002'), 5, 'otra'),
    );
    expect(forged.statusCode).toBe(400);
    const cheaper = await postEvent(
      signedEvent(transactionFor(reference, amountInCents - 100, '1234-1700000000-00003'), 5),
    );
    expect(cheaper.statusCode).toBe(200);
    expect((await consultancyRow(consultancy.hashid))?.paidAt).toBeNull();
    const [payment] = await harness.ctx.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment?.status).toBe('PENDING');
  });
});

describe('lists', () => {
  it('shows the client its own, newest first, and the designer its own (paid only on request)', async () => {
    const lister = await createTestUser(harness.app, harness.ctx, ROLE.client);
    const professional = await createTestDesigner(harness);
    const first = await newConsultancy(harness, lister, professional);
    const second = await newConsultancy(harness, lister, professional);
    await payThroughSimulator(harness, lister, first.hashid);
    const mine = await get(`${BASE}/clients`, lister);
    expect(mine.json<{ info: VirtualConsultancy[] }>().info.map((item) => item.hashid)).toEqual([
      second.hashid,
      first.hashid,
    ]);
    const theirs = await get(`${BASE}/professional`, professional);
    expect(theirs.json<{ info: VirtualConsultancy[] }>().info).toHaveLength(2);
    const paid = await get(`${BASE}/professional?paid=true`, professional);
    expect(paid.json<{ info: VirtualConsultancy[] }>().info.map((item) => item.hashid)).toEqual([
      first.hashid,
    ]);
    expect((await get(`${BASE}/clients`, otherDesigner)).statusCode).toBe(403);
    expect((await get(`${BASE}/professional`, lister)).statusCode).toBe(403);
    expect((await get(`${BASE}/clients`)).statusCode).toBe(401);
  });

  it('lets an admin filter by state, page and search by names or hashid', async () => {
    const active = await activeConsultancy();
    const page = async (query: string) => {
      const response = await get(`${BASE}/admin?${query}`, admin);
      expect(response.statusCode).toBe(200);
      return response.json<VirtualConsultancyAdminPage>();
    };
    const approved = await page('approved=true&itemsPerPage=100');
    expect(approved.info.every((item) => item.status === 'active')).toBe(true);
    expect(approved.info.map((item) => item.hashid)).toContain(active.hashid);
    const unpaid = await page('unpaid=true&itemsPerPage=100');
    expect(unpaid.info.length).toBeGreaterThan(0);
    expect(unpaid.info.every((item) => !item.is_paid)).toBe(true);
    const paid = await page('paid=true&itemsPerPage=100');
    expect(paid.info.every((item) => item.is_paid)).toBe(true);
    const byHashid = await page(`search=${encodeURIComponent(active.hashid)}`);
    expect(byHashid.info.map((item) => item.hashid)).toEqual([active.hashid]);
    const all = await page('itemsPerPage=10');
    expect(all.pagination.totalItems).toBeGreaterThan(3);
    const byName = await page(`search=${encodeURIComponent('zzz-nadie')}`);
    expect(byName.info).toEqual([]);
    expect((await get(`${BASE}/admin`, client)).statusCode).toBe(403);
    expect((await get(`${BASE}/admin`, designer)).statusCode).toBe(403);
  });

  it('answers the detail to its people and admins, 404 to anyone else', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    const url = `${BASE}/${consultancy.hashid}`;
    expect((await get(url, client)).statusCode).toBe(200);
    expect((await get(url, designer)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, otherClient)).statusCode).toBe(404);
    expect((await get(url, otherDesigner)).statusCode).toBe(404);
    expect((await get(url, supplier)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await detail(consultancy.hashid)).knock_available_at).toBeNull();
  });
});

describe('approval and the chat', () => {
  it('refuses approving an unpaid one, and lets only its designer approve it, once', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    const unpaid = await approve(harness, designer, consultancy.hashid);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: MESSAGES.virtualNotPaid });
    await payThroughSimulator(harness, client, consultancy.hashid);
    expect((await approve(harness, otherDesigner, consultancy.hashid)).statusCode).toBe(404);
    expect((await approve(harness, client, consultancy.hashid)).statusCode).toBe(403);

    const users = await send('POST', `${BASE}/chat-users`, designer, { clientId: client.uuid });
    expect(users.json()).toEqual({ clientId: client.uuid, professionalId: designer.uuid });
    const strangers = await send('POST', `${BASE}/chat-users`, designer, {
      clientId: otherClient.uuid,
    });
    expect(strangers.statusCode).toBe(404);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const opened = await send('POST', `${BASE}/new-virtual-chat`, designer, {
        virtualConsultancyId: consultancy.hashid,
        users: [client.uuid, designer.uuid],
      });
      expect(opened.statusCode).toBe(200);
    }
    expect(
      (
        await send('POST', `${BASE}/new-virtual-chat`, otherDesigner, {
          virtualConsultancyId: consultancy.hashid,
        })
      ).statusCode,
    ).toBe(404);

    const approved = await approve(harness, designer, consultancy.hashid, '?whatsapp=true');
    expect(approved.statusCode).toBe(200);
    const { info } = approved.json<{ message: string; info: VirtualConsultancy }>();
    expect(approved.json()).toMatchObject({
      message: fillMessage(MESSAGES.virtualApproved, { hashid: consultancy.hashid }),
    });
    expect(info).toMatchObject({
      status: 'active',
      is_approved: true,
      approved_at: expect.any(String) as string,
      virtualChat: { client_uuid: client.uuid, professional_uuid: designer.uuid },
    });
    const rooms = await harness.ctx.db
      .select({ uuid: chatRooms.uuid })
      .from(chatRooms)
      .where(eq(chatRooms.topicHashid, consultancy.hashid));
    expect(rooms).toEqual([{ uuid: info.virtualChat?.room_uuid }]);
    const whatsapps = (await outboxTo(client.phone)).filter((message) =>
      message.bodyText.includes(`#${consultancy.hashid}`),
    );
    expect(whatsapps).toHaveLength(1);
    expect(whatsapps[0]?.bodyText).toContain(
      `http://localhost:3000/cliente/compra/asesoria-virtual/${consultancy.hashid}`,
    );
    const twice = await approve(harness, designer, consultancy.hashid);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.virtualAlreadyApproved });
  });

  it('lets the designer and the client talk and call in its room, nobody else', async () => {
    const consultancy = await activeConsultancy();
    const room = consultancy.virtualChat?.room_uuid ?? '';
    const sent = await harness.app.inject({
      method: 'POST',
      url: '/v1/chat-message',
      headers: bearer(designer),
      payload: formOf({ chat: room, message: 'Hola' }),
    });
    expect(sent.statusCode).toBe(201);
    const history = await get(`/v1/chat-message?chat=${room}`, client);
    expect(history.json<{ statusMessage: unknown[] }>().statusMessage).toHaveLength(1);
    expect((await get(`/v1/chat-message?chat=${room}`, otherDesigner)).statusCode).toBe(404);
    // The admin follows the conversation, reading only.
    const followed = await get(`/v1/chat-message?chat=${room}`, admin);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual(history.json());
    const adminWrites = await harness.app.inject({
      method: 'POST',
      url: '/v1/chat-message',
      headers: bearer(admin),
      payload: formOf({ chat: room, message: 'Hola' }),
    });
    expect(adminWrites.statusCode).toBe(403);
    const videoUrl = `/v1/videoapi/room/${consultancy.hashid}?consultancyType=virtual-consultancy`;
    for (const person of [client, designer]) {
      const call = await get(videoUrl, person);
      expect(call.statusCode).toBe(200);
      expect(call.json()).toMatchObject({ sessionId: room });
    }
    expect((await get(videoUrl, otherDesigner)).statusCode).toBe(404);
    expect((await get(videoUrl, admin)).statusCode).toBe(403);
  });
});

describe('knocking', () => {
  const knockUrl = (hashid: string, side: 'client' | 'professional') =>
    `${BASE}/${hashid}/${side}/knock-knock-whatsapp`;

  it('refuses a knock before the approval', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    await payThroughSimulator(harness, client, consultancy.hashid);
    const early = await send('POST', knockUrl(consultancy.hashid, 'client'), client);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.virtualNotApproved });
  });

  it('lets each side knock once every 20 minutes, by WhatsApp and the bell', async () => {
    const consultancy = await activeConsultancy();
    const url = knockUrl(consultancy.hashid, 'client');
    const sent = await send('POST', url, client);
    expect(sent.statusCode).toBe(200);
    const { available_at } = sent.json<{ message: string; available_at: string }>();
    expect(sent.json()).toMatchObject({ message: MESSAGES.virtualKnockSent });
    expect(new Date(available_at).getTime() - harness.ctx.now().getTime()).toBeGreaterThan(
      LIMITS.knockCooldownMs - 60_000,
    );
    expect((await detail(consultancy.hashid)).knock_available_at).toBe(available_at);
    expect((await detail(consultancy.hashid, designer)).knock_available_at).toBeNull();
    expect((await detail(consultancy.hashid, admin)).knock_available_at).toBeNull();

    const tooSoon = await send('POST', url, client);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 'KNOCK_COOLDOWN',
      message: MESSAGES.virtualKnockTooSoon,
    });
    // The other side's cooldown is its own.
    const back = await send('POST', knockUrl(consultancy.hashid, 'professional'), designer);
    expect(back.statusCode).toBe(200);

    const toDesigner = (await outboxTo(designer.phone)).filter((message) =>
      message.bodyText.includes(`#${consultancy.hashid}`),
    );
    expect(toDesigner).toHaveLength(1);
    const bell = await get('/v1/chat-notification/unread', designer);
    expect(bell.statusCode).toBe(200);
    expect(JSON.stringify(bell.json())).toContain(consultancy.hashid);

    harness.advanceClock(LIMITS.knockCooldownMs);
    expect((await send('POST', url, client)).statusCode).toBe(200);
    expect((await send('POST', url, otherClient)).statusCode).toBe(404);
    expect((await send('POST', url, designer)).statusCode).toBe(403);
    expect(
      (await send('POST', knockUrl(consultancy.hashid, 'professional'), client)).statusCode,
    ).toBe(403);
  });
});

describe('who may call what', () => {
  const h = 'abcdefghijkl';
  /** Every call, with a role it refuses (403); a visitor gets 401 from each. */
  const calls: [method: 'GET' | 'POST' | 'PATCH', url: string, refused: () => TestUser][] = [
    ['GET', '/v1/virtual-consultancy/clients', () => designer],
    ['GET', '/v1/virtual-consultancy/professional', () => client],
    ['GET', '/v1/virtual-consultancy/admin', () => designer],
    ['GET', `/v1/virtual-consultancy/${h}`, () => supplier],
    ['POST', '/v1/virtual-consultancy', () => admin],
    ['POST', `/v1/virtual-consultancy/${h}/payments`, () => designer],
    ['GET', '/v1/virtual-consultancy/payments/wompi/1-2-3', () => admin],
    ['POST', '/v1/virtual-consultancy/chat-users', () => client],
    ['POST', '/v1/virtual-consultancy/new-virtual-chat', () => client],
    ['PATCH', `/v1/virtual-consultancy/${h}`, () => admin],
    ['POST', `/v1/virtual-consultancy/${h}/client/knock-knock-whatsapp`, () => designer],
    ['POST', `/v1/virtual-consultancy/${h}/professional/knock-knock-whatsapp`, () => client],
    ['GET', `/v1/virtual-consultancy/shared-file/${h}`, () => supplier],
    ['GET', `/v1/virtual-consultancy/legal-docs/${h}`, () => supplier],
    ['POST', `/v1/virtual-consultancy/${h}/files/design`, () => supplier],
    ['PATCH', '/v1/virtual-consultancy/1/approve-file', () => designer],
    ['PATCH', `/v1/virtual-consultancy/${h}/finish`, () => designer],
    ['POST', '/v1/virtual-consultancy/document/equivalent', () => supplier],
    ['PATCH', `/v1/virtual-consultancy/${h}/submit-rating`, () => admin],
    ['GET', '/v1/virtual-consultancy/receipt/AV-x', () => supplier],
  ];

  it.each(calls)('%s %s: 401 for a visitor, 403 for another role', async (method, url, refused) => {
    expect((await harness.app.inject({ method, url })).statusCode).toBe(401);
    const response = await harness.app.inject({ method, url, headers: bearer(refused()) });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a hashid nobody has', async () => {
    expect((await get(`${BASE}/${h}`, client)).statusCode).toBe(404);
    expect((await get(`${BASE}/${h}`, admin)).statusCode).toBe(404);
  });

  it('opens one room when the designer approves several times at once, and none before', async () => {
    const consultancy = await newConsultancy(harness, client, designer);
    await payThroughSimulator(harness, client, consultancy.hashid);
    const roomsOf = () =>
      harness.ctx.db
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(eq(chatRooms.topicHashid, consultancy.hashid));
    const checked = await send('POST', `${BASE}/new-virtual-chat`, designer, {
      virtualConsultancyId: consultancy.hashid,
    });
    expect(checked.statusCode).toBe(200);
    // Checking the chat writes nothing: no room exists before the approval.
    expect(await roomsOf()).toHaveLength(0);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => approve(harness, designer, consultancy.hashid)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await roomsOf()).toHaveLength(1);
  });
});
