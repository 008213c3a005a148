import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CATEGORY_ID } from '@hogarte/shared/catalogue';
import type { PageInfo } from '@hogarte/shared/contracts/common';
import type { QuoteProductView, Remodeling } from '@hogarte/shared/contracts/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { REMODELING_STEP_NAMES } from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import { products } from '../../db/schema/catalogue.js';
import { storedFiles } from '../../db/schema/files.js';
import { outboxMessages } from '../../db/schema/notifications.js';
import { quoteLines, quotes } from '../../db/schema/quotes.js';
import { remodelingSteps, remodelings } from '../../db/schema/remodelings.js';
import { users } from '../../db/schema/users.js';
import {
  approveProduct,
  createProduct,
  productFields,
  setUpSupplier,
} from '../../test/catalogue.js';
import { BILLING, createBuyer, openShop, RECIPIENT, type Shop } from '../../test/commerce.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { releaseExpiredQuotes } from './quotes.service.js';

let harness: TestApp;
let admin: TestUser;
let client: TestUser;
let otherClient: TestUser;
let designer: TestUser;
let otherDesigner: TestUser;
let supplier: TestUser;
let shop: Shop;
/** A porcelain tile in boxes of 1.44 m², installed at 12.000 a box; its adhesive (4 m² a bag). */
let tile: number;
let adhesive: number;
let hidden: number;
/** The shop's products: a vase (50 units), cushions (3) and candles (5). */
let vase: number;
let cushion: number;
let candle: number;

const COMPANY = 'Cerámicas Andinas';

beforeAll(async () => {
  harness = await createTestApp();
  const { app, ctx } = harness;
  admin = await createTestUser(app, ctx, ROLE.admin);
  client = await createTestUser(app, ctx, ROLE.client);
  otherClient = await createTestUser(app, ctx, ROLE.client);
  designer = await createTestUser(app, ctx, ROLE.designer);
  otherDesigner = await createTestUser(app, ctx, ROLE.designer);
  supplier = await createTestUser(app, ctx, ROLE.supplier, { companyName: COMPANY });
  const setup = await setUpSupplier(app, supplier);
  tile = await createProduct(
    app,
    supplier,
    productFields(setup, CATEGORY_ID.coverings, {
      name: 'Porcelanato Roble 60x60',
      price: '50000',
      comission_percentage: '30',
      units_available: '100',
    }),
  );
  adhesive = await createProduct(
    app,
    supplier,
    productFields(setup, CATEGORY_ID.complementary, {
      price: '30000',
      comission_percentage: '20',
      units_available: '100',
    }),
  );
  hidden = await createProduct(
    app,
    supplier,
    productFields(setup, CATEGORY_ID.coverings, { name: 'Porcelanato en revisión' }),
  );
  for (const id of [tile, adhesive]) await approveProduct(app, admin, id);
  // The lsh operator's installation prices; a complement's is charged at 0 whatever it says.
  await ctx.db.update(products).set({ installationPrice: 12_000 }).where(eq(products.id, tile));
  await ctx.db.update(products).set({ installationPrice: 5_000 }).where(eq(products.id, adhesive));
  shop = await openShop(app, ctx, admin, [
    { name: 'Jarrón Barro Negro', price: 200_000, units: 50 },
    { name: 'Cojín Lino Terracota', price: 50_000, units: 3 },
    { name: 'Vela Cera de Soya', price: 25_000, units: 5 },
  ]);
  [vase, cushion, candle] = shop.productIds as [number, number, number];
}, 120_000);

afterAll(async () => {
  await harness.close();
});

/** A remodelling's sheet with its seven pending steps, as `POST /v1/remodelings` leaves it. */
async function openSheet(owner = client, professional = designer) {
  const hashid = randomBytes(6).toString('base64url');
  const [row] = await harness.ctx.db
    .insert(remodelings)
    .values({
      hashid,
      clientUserId: owner.id,
      designerUserId: professional.id,
      cityName: 'Medellín, Antioquia',
      address: 'Calle 10 # 35-20',
      spaceQuantity: 2,
    })
    .returning({ id: remodelings.id });
  if (!row) throw new Error('sheet not inserted');
  await harness.ctx.db
    .insert(remodelingSteps)
    .values(
      REMODELING_STEP_NAMES.map((name, position) => ({ remodelingId: row.id, position, name })),
    );
  return { id: row.id, hashid };
}

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  user: TestUser | undefined,
  payload?: object,
) =>
  harness.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

const quoteBody = (productsOf: object[], name = 'Cocina y baño') => ({
  name,
  products: productsOf,
});

/** The tile for 10 m² (7 boxes), its adhesive (3 bags) and 2 vases. */
const FULL_QUOTE = () =>
  quoteBody([
    { product_id: tile, m2: 10, shipping_cost: 20_000 },
    { product_id: adhesive, shipping_cost: 0 },
    { product_id: vase, units: 2, shipping_cost: 15_000 },
  ]);

async function stockOf(productId: number): Promise<number> {
  const [row] = await harness.ctx.db
    .select({ units: products.unitsAvailable })
    .from(products)
    .where(eq(products.id, productId));
  return row?.units ?? -1;
}

async function quotesOf(remodelingId: number) {
  return harness.ctx.db
    .select()
    .from(quotes)
    .where(eq(quotes.remodelingId, remodelingId))
    .orderBy(asc(quotes.id));
}

function fieldErrors(response: { json: () => unknown }) {
  return (response.json() as { errors?: { field: string; message: string }[] }).errors;
}

describe('GET /v1/quotes/products', () => {
  type Page = { items: QuoteProductView[]; pagination: PageInfo };

  it('lists the visible products with what the builder needs, searched by supplier, brand or name', async () => {
    const response = await send(
      'GET',
      `/v1/quotes/products?search=${encodeURIComponent(COMPANY)}`,
      designer,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.items.map((item) => item.id).sort()).toEqual([tile, adhesive].sort());
    expect(page.items.find((item) => item.id === tile)).toMatchObject({
      category_id: CATEGORY_ID.coverings,
      min_sale_unit: 1.44,
      price: 50_000,
      installation_price: 12_000,
      comission_percentage: 30,
      units_available: expect.any(Number) as number,
      supplier: { uuid: supplier.uuid, company_name: COMPANY },
      brand: { id: expect.any(Number) as number, name: expect.any(String) as string },
    });
    const complement = page.items.find((item) => item.id === adhesive);
    expect(complement?.yield_m2).toBe(4);
    expect(complement?.brand_that_complements_id).toBe(
      page.items.find((item) => item.id === tile)?.brand?.id,
    );
    const byName = await send('GET', '/v1/quotes/products?search=roble', designer);
    expect(byName.json<Page>().items.map((item) => item.id)).toContain(tile);
  });

  it('answers the products named by ids in one page, never a hidden one, and filters by category', async () => {
    const ids = [tile, hidden, vase, candle].join(',');
    const page = (await send('GET', `/v1/quotes/products?ids=${ids}`, designer)).json<Page>();
    expect(page.items.map((item) => item.id).sort()).toEqual([tile, vase, candle].sort());
    const coverings = (
      await send(
        'GET',
        `/v1/quotes/products?categoryId=${CATEGORY_ID.coverings}&itemsPerPage=48`,
        designer,
      )
    ).json<Page>();
    expect(coverings.items.every((item) => item.category_id === CATEGORY_ID.coverings)).toBe(true);
    expect(coverings.items.map((item) => item.id)).not.toContain(hidden);
  });

  it('is for approved designers only', async () => {
    expect((await send('GET', '/v1/quotes/products', client)).statusCode).toBe(403);
    expect((await send('GET', '/v1/quotes/products', undefined)).statusCode).toBe(401);
    const pending = await createTestUser(harness.app, harness.ctx, ROLE.designer);
    await harness.ctx.db.update(users).set({ isApproved: null }).where(eq(users.id, pending.id));
    const refused = await send('GET', '/v1/quotes/products', pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.approvalRequired });
  });
});

describe('previewing a quote', () => {
  it('answers the server’s PDF in base64 and reserves nothing', async () => {
    const sheet = await openSheet();
    const before = await stockOf(tile);
    const response = await send(
      'POST',
      `/v1/remodelings/${sheet.hashid}/invoices/preview`,
      designer,
      FULL_QUOTE(),
    );
    expect(response.statusCode).toBe(200);
    const { info, fileName } = response.json<{ info: string; fileName: string }>();
    expect(Buffer.from(info, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(fileName).toMatch(/^cotizacion-cocina-y-bano-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await stockOf(tile)).toBe(before);
    expect(await quotesOf(sheet.id)).toEqual([]);
  });
});

describe('sending a quote', () => {
  it('stores the lines and money the server computed, takes the units and moves the budget step', async () => {
    const sheet = await openSheet();
    const stock = {
      tile: await stockOf(tile),
      adhesive: await stockOf(adhesive),
      vase: await stockOf(vase),
    };
    const response = await send(
      'POST',
      `/v1/remodelings/${sheet.hashid}/invoices?whatsapp=true`,
      designer,
      // A browser's totals are not read: the schema has no field for them.
      { ...FULL_QUOTE(), purchase: { hashid: sheet.hashid, subtotal: 1 } },
    );
    expect(response.statusCode).toBe(201);
    const { message, info } = response.json<{ message: string; info: Remodeling }>();
    expect(message).toBe(MESSAGES.quoteSent);
    expect(info.steps.find((step) => step.name === 'budget')?.step_status_id).toBe(2);

    // 10 ÷ 1.44 → 7 boxes; 10 m² ÷ 4 → 3 bags; 2 vases.
    expect([await stockOf(tile), await stockOf(adhesive), await stockOf(vase)]).toEqual([
      stock.tile - 7,
      stock.adhesive - 3,
      stock.vase - 2,
    ]);
    const [quote] = await quotesOf(sheet.id);
    // Products 350.000 + 90.000 + 400.000, shipping 35.000, installation 7 × 12.000 = 84.000.
    expect(quote).toMatchObject({
      name: 'Cocina y baño',
      designerUserId: designer.id,
      subtotal: 959_000,
      iva: 182_210,
      toPay: 1_141_210,
      // Half of 105.000 + 18.000 + 120.000 each; lsh 84.000 + 19%; the supplier the rest.
      toPayDesigner: 121_500,
      toPayPlatform: 121_500,
      toPayLsh: 99_960,
      toPaySupplier: 1_141_210 - 243_000 - 99_960,
      approvedAt: null,
      releasedAt: null,
    });
    expect(quote?.reservedUntil.getTime() ?? 0).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    const lines = await harness.ctx.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote?.id ?? 0))
      .orderBy(asc(quoteLines.id));
    expect(
      lines.map((line) => [
        line.productId,
        line.supplierUserId,
        line.m2,
        line.units,
        line.installationPrice,
        line.subtotal,
      ]),
    ).toEqual([
      [tile, supplier.id, 10, 7, 12_000, 370_000],
      [adhesive, supplier.id, 10, 3, 0, 90_000],
      [vase, shop.supplier.id, null, 2, 0, 415_000],
    ]);
    const [file] = await harness.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, quote?.fileId ?? 0));
    expect(file).toMatchObject({
      ownerUserId: designer.id,
      documentTypeId: documentTypeId('invoice'),
      isPrivate: true,
      mimeType: 'application/pdf',
    });
    const stored = await harness.ctx.storage.get(file?.storageKey ?? '');
    expect(stored?.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(info.invoices).toHaveLength(1);
    expect(info.invoices[0]).toMatchObject({ to_pay: 1_141_210, is_reserved: true });
    const whatsapp = await harness.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, client.phone), eq(outboxMessages.channel, 'whatsapp')),
      );
    expect(whatsapp.map((row) => row.bodyText)).toContainEqual(
      expect.stringContaining(
        `te envió la cotización Cocina y baño en tu hoja de proceso #${sheet.hashid}`,
      ),
    );
  });

  it('refuses units that another quote has reserved', async () => {
    const sheet = await openSheet();
    const first = await send(
      'POST',
      `/v1/remodelings/${sheet.hashid}/invoices`,
      designer,
      quoteBody([{ product_id: candle, units: 4, shipping_cost: 0 }]),
    );
    expect(first.statusCode).toBe(201);
    expect(await stockOf(candle)).toBe(1);
    const second = await send(
      'POST',
      `/v1/remodelings/${sheet.hashid}/invoices`,
      designer,
      quoteBody([{ product_id: candle, units: 2, shipping_cost: 0 }]),
    );
    expect(second.statusCode).toBe(409);
    const message = fillMessage(MESSAGES.quoteUnitsUnavailable, {
      name: 'Vela Cera de Soya',
      units: 1,
    });
    expect(fieldErrors(second)).toEqual([{ field: 'products.0.units', message }]);
    expect(await stockOf(candle)).toBe(1);
  });

  it('answers every line’s problem on its field with the spec’s text', async () => {
    const sheet = await openSheet();
    const url = `/v1/remodelings/${sheet.hashid}/invoices`;
    const invalid = await send('POST', url, designer, {
      name: ' ',
      products: [],
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrors(invalid)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: MESSAGES.quoteNameRequired },
        { field: 'products', message: MESSAGES.quoteEmpty },
      ]),
    );
    const lines = await send(
      'POST',
      url,
      designer,
      quoteBody([
        { product_id: vase, shipping_cost: 0 },
        { product_id: tile, shipping_cost: 0 },
        { product_id: adhesive, shipping_cost: 0 },
      ]),
    );
    expect(lines.statusCode).toBe(400);
    expect(fieldErrors(lines)).toEqual([
      {
        field: 'products.0.units',
        message: fillMessage(MESSAGES.quoteNeedsUnits, { name: 'Jarrón Barro Negro' }),
      },
      // The adhesive waits for its tile's area, which the tile's line asks for.
      {
        field: 'products.1.m2',
        message: fillMessage(MESSAGES.quoteNeedsArea, { name: 'Porcelanato Roble 60x60' }),
      },
    ]);
    const alone = await send(
      'POST',
      url,
      designer,
      quoteBody([{ product_id: adhesive, shipping_cost: 0 }]),
    );
    expect(alone.statusCode).toBe(400);
    expect(fieldErrors(alone)).toEqual([
      {
        field: 'products.0.product_id',
        message: fillMessage(MESSAGES.quoteNotComplementary, { name: 'Pegante Cerámico Gris' }),
      },
    ]);
    const gone = await send(
      'POST',
      url,
      designer,
      quoteBody([{ product_id: hidden, m2: 5, shipping_cost: 0 }]),
    );
    expect(gone.statusCode).toBe(409);
    expect(fieldErrors(gone)).toEqual([
      {
        field: 'products.0.product_id',
        message: fillMessage(MESSAGES.quoteProductUnavailable, { name: 'Porcelanato en revisión' }),
      },
    ]);
    const tooMuch = await send(
      'POST',
      url,
      designer,
      quoteBody([{ product_id: tile, m2: 5_000, shipping_cost: 0 }]),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(fieldErrors(tooMuch)?.[0]?.field).toBe('products.0.m2');
    const negative = await send(
      'POST',
      url,
      designer,
      quoteBody([{ product_id: vase, units: 1, shipping_cost: -5 }]),
    );
    expect(negative.statusCode).toBe(400);
    expect(fieldErrors(negative)?.[0]?.field).toBe('products.0.shipping_cost');
    expect(await quotesOf(sheet.id)).toEqual([]);
  });

  it('is the sheet’s designer’s: another designer gets 404, a client 403, a finished sheet 409', async () => {
    const sheet = await openSheet();
    const body = quoteBody([{ product_id: vase, units: 1, shipping_cost: 0 }]);
    for (const path of ['invoices', 'invoices/preview']) {
      const url = `/v1/remodelings/${sheet.hashid}/${path}`;
      expect((await send('POST', url, otherDesigner, body)).statusCode).toBe(404);
      expect((await send('POST', url, client, body)).statusCode).toBe(403);
      expect((await send('POST', url, admin, body)).statusCode).toBe(403);
    }
    const elsewhere = await send('POST', `/v1/remodelings/${sheet.hashid}/invoices`, designer, {
      ...body,
      purchase: { hashid: 'otra-hoja' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldErrors(elsewhere)?.[0]?.field).toBe('purchase.hashid');
    await harness.ctx.db
      .update(remodelings)
      .set({ finishedAt: new Date() })
      .where(eq(remodelings.id, sheet.id));
    const finished = await send('POST', `/v1/remodelings/${sheet.hashid}/invoices`, designer, body);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ message: MESSAGES.remodelingFinished });
  });

  it('reserves exactly the units there are when 20 quotes race for them', async () => {
    await harness.ctx.db.update(products).set({ unitsAvailable: 6 }).where(eq(products.id, vase));
    const sheets = await Promise.all(Array.from({ length: 4 }, () => openSheet()));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(
          'POST',
          `/v1/remodelings/${sheets[index % sheets.length]?.hashid}/invoices`,
          designer,
          quoteBody([{ product_id: vase, units: 1, shipping_cost: 0 }], `Carrera ${index}`),
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(6);
    expect(codes.filter((code) => code === 409)).toHaveLength(14);
    expect(await stockOf(vase)).toBe(0);
  }, 60_000);
});

describe('approving a quote', () => {
  it('is the sheet’s client’s, once, and tells the designer', async () => {
    const sheet = await openSheet();
    const sent = await send(
      'POST',
      `/v1/remodelings/${sheet.hashid}/invoices`,
      designer,
      quoteBody([{ product_id: tile, m2: 2, shipping_cost: 0 }], 'Baño social'),
    );
    expect(sent.statusCode).toBe(201);
    const [quote] = await quotesOf(sheet.id);
    const url = `/v1/remodelings/${sheet.hashid}/invoices/${quote?.id}?whatsapp=true`;
    expect((await send('PATCH', url, otherClient, { is_approved: true })).statusCode).toBe(404);
    expect((await send('PATCH', url, designer, { is_approved: true })).statusCode).toBe(403);
    const wrongBody = await send('PATCH', url, client, { is_approved: false });
    expect(wrongBody.statusCode).toBe(400);
    const approved = await send('PATCH', url, client, { is_approved: true });
    expect(approved.statusCode).toBe(200);
    const answer = approved.json<{ message: string; info: Remodeling }>();
    expect(answer.message).toBe(MESSAGES.quoteApproved);
    expect(answer.info.invoices[0]?.is_approved).toBe(true);
    const again = await send('PATCH', url, client, { is_approved: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.quoteAlreadyApproved });
    const otherSheet = await openSheet();
    const foreign = await send(
      'PATCH',
      `/v1/remodelings/${otherSheet.hashid}/invoices/${quote?.id}`,
      client,
      { is_approved: true },
    );
    expect(foreign.statusCode).toBe(404);
    const told = await harness.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, designer.phone), eq(outboxMessages.channel, 'whatsapp')),
      );
    expect(told.map((row) => row.bodyText)).toContainEqual(
      expect.stringContaining(
        `aprobó la cotización Baño social de la remodelación #${sheet.hashid}`,
      ),
    );
  });
});

// Last: it moves the clock past every reservation made above.
describe('the reservation against the shop', () => {
  it('keeps reserved units from a shop purchase until the reservation runs out, then frees them', async () => {
    const sheet = await openSheet();
    const sent = await send(
      'POST',
      `/v1/remodelings/${sheet.hashid}/invoices`,
      designer,
      quoteBody([{ product_id: cushion, units: 3, shipping_cost: 0 }]),
    );
    expect(sent.statusCode).toBe(201);
    expect(await stockOf(cushion)).toBe(0);

    const buyer = await createBuyer(harness.app, harness.ctx);
    const [row] = await harness.ctx.db
      .select({ taxedPrice: products.taxedPrice })
      .from(products)
      .where(eq(products.id, cushion));
    const purchase = () =>
      send('POST', '/v2/checkout', buyer, {
        items: [{ productId: cushion, quantity: 1, taxedPrice: row?.taxedPrice ?? 0 }],
        addressId: buyer.addressId,
        recipient: RECIPIENT,
        carriers: [{ supplierId: shop.supplier.uuid, carrierName: 'servientrega' }],
        billingInformation: BILLING,
      });
    const refused = await purchase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: fillMessage(MESSAGES.cartStockExceeded, { name: 'Cojín Lino Terracota', n: 0 }),
    });

    // Not yet: the sweep leaves a quote alone until its reservation has run out.
    expect(await releaseExpiredQuotes(harness.ctx)).toBe(0);
    harness.advanceClock(LIMITS.quoteReservationDays * 86_400_000 + 60_000);
    expect(await releaseExpiredQuotes(harness.ctx)).toBeGreaterThan(0);
    expect(await stockOf(cushion)).toBe(3);
    const [quote] = await quotesOf(sheet.id);
    expect(quote?.releasedAt).not.toBeNull();
    // Released once: a second sweep gives nothing back again.
    expect(await releaseExpiredQuotes(harness.ctx)).toBe(0);
    expect(await stockOf(cushion)).toBe(3);

    expect((await purchase()).statusCode).toBe(201);
    expect(await stockOf(cushion)).toBe(2);
  });
});
