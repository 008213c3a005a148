import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type { SalesConsultancyPage } from '@hogarte/shared/contracts/sales-consultancies';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { sendChatMessage } from '../test/conversations.js';
import { login } from '../test/fixtures.js';
import { products } from '../db/schema/catalogue.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('the demo seed', () => {
  it('creates the six demo accounts once, each signing in with its role', async () => {
    expect(await seedDemoIfEmpty(harness.ctx)).toBe(true);
    expect(await seedDemoIfEmpty(harness.ctx)).toBe(false);
    const accounts = [
      ['cliente@demo.co', ROLE.client],
      ['disenador@demo.co', ROLE.designer],
      ['proveedor@demo.co', ROLE.supplier],
      ['lsh@demo.co', ROLE.lsh],
      ['admin@demo.co', ROLE.admin],
      ['asesor@demo.co', ROLE.salesperson],
    ] as const;
    for (const [email, roleId] of accounts) {
      const response = await login(harness.app, email, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role_id).toBe(roleId);
    }
    // Drawing and encoding the catalogue's pictures takes seconds on a busy machine.
  }, 90_000);

  it('gives the demo designer a portfolio whose images are served', async () => {
    const { token } = (await login(harness.app, 'disenador@demo.co', DEMO_PASSWORD)).json();
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/v1/designers/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    const portfolio = profile.json().portfolio as { url: string }[];
    expect(portfolio).toHaveLength(3);
    const image = await harness.app.inject({ method: 'GET', url: portfolio[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('fills every category with products whose pictures and sheets are served', async () => {
    const categories = (await harness.app.inject({ method: 'GET', url: '/v2/categories' })).json<
      { id: number; productCount: number }[]
    >();
    expect(categories).toHaveLength(12);
    for (const category of categories) expect(category.productCount).toBeGreaterThan(0);

    const page = (
      await harness.app.inject({ method: 'GET', url: '/v2/products/category/all?itemsPerPage=48' })
    ).json<{ items: { id: number; image: string }[]; pagination: { totalItems: number } }>();
    expect(page.pagination.totalItems).toBeGreaterThanOrEqual(50);
    const [first] = page.items;
    const card = await harness.app.inject({ method: 'GET', url: first?.image ?? '' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');

    const product = (
      await harness.app.inject({ method: 'GET', url: `/v2/products/${first?.id}` })
    ).json<{ technical_sheet: { url: string }; ambient_images: unknown[] }>();
    expect(product.ambient_images.length).toBeGreaterThan(0);
    const sheet = await harness.app.inject({ method: 'GET', url: product.technical_sheet.url });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body.startsWith('%PDF')).toBe(true);
  });

  it("dresses every demo supplier's store: logo, banners, navbar and social links", async () => {
    const store = await harness.app.inject({
      method: 'GET',
      url: `/v2/suppliers/e-commerce/${encodeURIComponent('Cerámicas-del-Valle')}`,
    });
    expect(store.statusCode).toBe(200);
    const body = store.json();
    expect(body).toMatchObject({
      company_font_type: 'Montserrat',
      company_primary_color: '#8c4a2f',
    });
    expect(body.company_banner).toHaveLength(2);
    expect(body.company_navbarLinks.map((link: { name: string }) => link.name)).toContain('Pisos');
    expect(body.company_social_Media_Links).toHaveLength(2);
    const logo = await harness.app.inject({ method: 'GET', url: body.company_logo });
    expect(logo.statusCode).toBe(200);
  });

  it('gives the demo supplier three public advisers, the demo salesperson online, and another supplier one', async () => {
    type Adviser = { first_name: string; online_status: string; avatar: string | null };
    const advisers = (
      await harness.app.inject({
        method: 'GET',
        url: `/v2/salespeople/${encodeURIComponent('Cerámicas-del-Valle')}`,
      })
    ).json<Adviser[]>();
    expect(advisers.map((adviser) => [adviser.first_name, adviser.online_status])).toEqual([
      ['Daniela', 'online'],
      ['Julián Andrés', 'away'],
      ['Marcela', 'offline'],
    ]);
    const avatar = await harness.app.inject({ method: 'GET', url: advisers[0]?.avatar ?? '' });
    expect(avatar.headers['content-type']).toBe('image/png');
    const { user } = (await login(harness.app, 'asesor@demo.co', DEMO_PASSWORD)).json();
    expect(user).toMatchObject({ online_status: 'online', company_name: 'Cerámicas del Valle' });
    const lights = await harness.app.inject({
      method: 'GET',
      url: '/v2/salespeople/Luminarias-Andinas',
    });
    expect(lights.json()).toHaveLength(1);

    const { token } = (await login(harness.app, 'proveedor@demo.co', DEMO_PASSWORD)).json();
    const list = await harness.app.inject({
      method: 'GET',
      url: '/v2/suppliers/salespeople',
      headers: { authorization: `Bearer ${token}` },
    });
    const first = list.json<{ items: { salesperson_id: string }[] }>().items[0];
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/v2/suppliers/salesperson/${first?.salesperson_id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json()).toMatchObject({ cv: [{ filename: 'diploma-profesional.pdf' }] });
    expect(detail.json().portfolio).toHaveLength(2);
  });

  it('leaves products in review and declined for the admin, and some to price for the operator', async () => {
    const { token } = (await login(harness.app, 'admin@demo.co', DEMO_PASSWORD)).json();
    const admin = { authorization: `Bearer ${token}` };
    const review = (
      await harness.app.inject({ method: 'GET', url: '/v2/admin/products', headers: admin })
    ).json<{ counts: { pending: number; declined: number } }>();
    expect(review.counts.pending).toBeGreaterThan(0);
    expect(review.counts.declined).toBeGreaterThan(0);
    const toPrice = (
      await harness.app.inject({
        method: 'GET',
        url: '/v1/products?installationPrice=false',
        headers: admin,
      })
    ).json<{ pagination: { totalItems: number } }>();
    expect(toPrice.pagination.totalItems).toBeGreaterThan(0);
  });

  it('gives the demo buyers paid orders in every state, and the suppliers their sales', async () => {
    const session = async (email: string) => {
      const { token } = (await login(harness.app, email, DEMO_PASSWORD)).json();
      return { authorization: `Bearer ${token}` };
    };
    type Line = {
      status: string;
      trackUrl: string | null;
      review: unknown;
      product: { id: number };
    };
    const purchases = (
      await harness.app.inject({
        method: 'GET',
        url: '/v2/orders',
        headers: await session('cliente@demo.co'),
      })
    ).json<{ items: { purchaseDate: string; suborders: Line[] }[] }>();
    expect(purchases.items.length).toBeGreaterThanOrEqual(3);
    const lines = purchases.items.flatMap((order) => order.suborders);
    const statuses = new Set(lines.map((line) => line.status));
    for (const status of ['Created', 'Preparation', 'Shipped', 'Delivered', 'Canceled']) {
      expect(statuses).toContain(status);
    }
    expect(lines.find((line) => line.status === 'Shipped')?.trackUrl).toMatch(/\/rastreo\//);
    expect(lines.some((line) => line.status === 'Delivered' && line.review !== null)).toBe(true);
    const monthAgo = Date.now() - 30 * 86_400_000;
    expect(purchases.items.some((order) => Date.parse(order.purchaseDate) < monthAgo)).toBe(true);

    const designer = (
      await harness.app.inject({
        method: 'GET',
        url: '/v2/orders',
        headers: await session('disenador@demo.co'),
      })
    ).json<{ items: unknown[] }>();
    expect(designer.items.length).toBeGreaterThan(0);

    const sales = (
      await harness.app.inject({
        method: 'GET',
        url: '/v2/suppliers/orders',
        headers: await session('proveedor@demo.co'),
      })
    ).json<{ items: { is_paid: boolean }[] }>();
    expect(sales.items.length).toBeGreaterThan(0);
    expect(sales.items.some((sale) => sale.is_paid)).toBe(true);

    // A reviewed product shows its reviews, and its stock went down by what was sold.
    const reviewed = lines.find((line) => line.review !== null)?.product.id;
    const reviews = (
      await harness.app.inject({ method: 'GET', url: `/v2/products/${reviewed}/reviews` })
    ).json<{ count: number }>();
    expect(reviews.count).toBeGreaterThan(0);
    const [carrara] = await harness.ctx.db
      .select({ units: products.unitsAvailable })
      .from(products)
      .where(eq(products.name, 'Porcelanato Mármol Carrara 60x60'));
    expect(carrara?.units).toBe(340 - 12 - 20);
  });

  it('gives the demo client an active and a finished conversation with the demo adviser', async () => {
    const signIn = async (email: string) => ({
      token: (await login(harness.app, email, DEMO_PASSWORD)).json<{ token: string }>().token,
    });
    const client = await signIn('cliente@demo.co');
    const adviser = await signIn('asesor@demo.co');
    const list = async (user: { token: string }, finished: boolean) =>
      (
        await harness.app.inject({
          method: 'GET',
          url: `/v2/sales-consultancies/list/all?isFinished=${finished}`,
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json<SalesConsultancyPage>().items;
    const [active] = await list(client, false);
    const [finished] = await list(client, true);
    expect(active?.product?.name).toBe('Piso Porcelanato Roble Natural 20x120');
    expect(finished?.product?.name).toBe('Porcelanato Mármol Carrara 60x60');
    expect(active?.salesperson.first_name).toBe('Daniela');
    // The adviser's lists hold the same two.
    expect((await list(adviser, false)).map((item) => item.hashid)).toEqual([active?.hashid]);
    expect((await list(adviser, true)).map((item) => item.hashid)).toEqual([finished?.hashid]);

    for (const consultancy of [active, finished]) {
      const room = consultancy?.salesChat.room_uuid ?? '';
      const history = (
        await harness.app.inject({
          method: 'GET',
          url: `/v1/chat-message?chat=${room}`,
          headers: { authorization: `Bearer ${adviser.token}` },
        })
      ).json<{ statusMessage: ChatMessage[] }>().statusMessage;
      expect(history.length).toBeGreaterThanOrEqual(6);
      const [opening] = history;
      expect(opening?.message).toBe(
        fillMessage(MESSAGES.chatInterestMessage, {
          link: `${harness.ctx.config.publicUrl}/productos/${consultancy?.product?.id}`,
        }),
      );
      const senders = new Set(history.map((message) => message.user._id));
      expect(senders).toEqual(
        new Set([consultancy?.salesChat.client_uuid, consultancy?.salesChat.salesperson_uuid]),
      );
      const times = history.map((message) => Date.parse(message.date));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)).toBeLessThan(Date.now());
      expect(Date.parse(consultancy?.created_at ?? '')).toBe(times[0]);
    }
    expect(Date.parse(finished?.finished_at ?? '')).toBeLessThan(Date.now());
    // The finished one is read-only; the active one takes the next message.
    const refused = await sendChatMessage(
      harness.app,
      client,
      finished?.salesChat.room_uuid ?? '',
      'Hola',
    );
    expect(refused.statusCode).toBe(409);
    const sent = await sendChatMessage(
      harness.app,
      client,
      active?.salesChat.room_uuid ?? '',
      'Gracias, quedo atenta a las fotos.',
    );
    expect(sent.statusCode).toBe(201);
  });
});
