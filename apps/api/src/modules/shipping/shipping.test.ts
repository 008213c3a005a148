import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { EnviaError, type EnviaGateway } from '../../integrations/envia/envia.js';
import {
  approveProduct,
  createProduct,
  productFields,
  setUpSupplier,
  type SupplierSetup,
} from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createShipmentLabel,
  supplierShippingQuoter,
  type SupplierShippingInput,
} from './shipping.service.js';

let harness: TestApp;
let admin: TestUser;
let client: TestUser;
let otherClient: TestUser;
let designer: TestUser;
/** Ships with Envia from Medellín; two products in the client's cart. */
let shipper: TestUser;
let shipperSetup: SupplierSetup;
/** Has no Envia key; one product in the client's cart. */
let keyless: TestUser;
/** Has a key but nothing in the client's cart. */
let absent: TestUser;
let boxes: number;
let tallBoxes: number;
let keylessProduct: number;
let bogota: number;
let leticia: number;
let otherClientsAddress: number;

const SHIPPER_STORE = 'Cerámicas Envío Prueba';
const KEYLESS_STORE = 'Sin Llave Prueba';
const ABSENT_STORE = 'Ausente Prueba';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(method: Method, url: string, user?: TestUser, payload?: object) {
  return harness.app.inject({
    method,
    url,
    ...(user ? { headers: bearer(user) } : {}),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function addAddress(user: TestUser, city: string, street = 'Carrera 7 # 72-41') {
  const response = await call('POST', '/v2/users/addresses', user, {
    street_address: street,
    city,
  });
  if (response.statusCode !== 201) throw new Error(`address: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function setEnviaKey(supplier: TestUser, enviaKey: string) {
  const response = await call('PATCH', '/v2/suppliers/envia-key', supplier, { enviaKey });
  if (response.statusCode !== 200) throw new Error(`envia key: ${response.body}`);
}

async function approvedProduct(supplier: TestUser, fields: Record<string, string>) {
  const id = await createProduct(harness.app, supplier, fields);
  await approveProduct(harness.app, admin, id);
  return id;
}

async function expectRefused(method: Method, url: string, payload?: object) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, shipper, payload)).statusCode).toBe(403);
  expect((await call(method, url, admin, payload)).statusCode).toBe(403);
}

function slug(name: string) {
  return encodeURIComponent(name.replace(/\s+/g, '-'));
}

/** An Envia that cannot be reached, for the failure paths. */
const unreachable = () => Promise.reject(new EnviaError('unavailable', 'Envia is down'));
const enviaDown: EnviaGateway = {
  carriers: unreachable,
  rate: unreachable,
  generate: unreachable,
  track: unreachable,
};

async function withEnviaDown<T>(work: () => Promise<T>): Promise<T> {
  const working = harness.ctx.envia;
  harness.ctx.envia = enviaDown;
  try {
    return await work();
  } finally {
    harness.ctx.envia = working;
  }
}

beforeAll(async () => {
  harness = await createTestApp();
  const { app, ctx } = harness;
  admin = await createTestUser(app, ctx, ROLE.admin);
  client = await createTestUser(app, ctx, ROLE.client);
  otherClient = await createTestUser(app, ctx, ROLE.client);
  designer = await createTestUser(app, ctx, ROLE.designer);
  shipper = await createTestUser(app, ctx, ROLE.supplier, { companyName: SHIPPER_STORE });
  keyless = await createTestUser(app, ctx, ROLE.supplier, { companyName: KEYLESS_STORE });
  absent = await createTestUser(app, ctx, ROLE.supplier, { companyName: ABSENT_STORE });
  await setEnviaKey(shipper, 'llave-envia-ceramicas');
  await setEnviaKey(absent, 'llave-envia-ausente');

  // Both leave from the Medellín warehouse in 26 kg boxes; the tall one takes 12 days to prepare.
  shipperSetup = await setUpSupplier(app, shipper);
  boxes = await approvedProduct(shipper, productFields(shipperSetup));
  tallBoxes = await approvedProduct(
    shipper,
    productFields(shipperSetup, undefined, {
      name: 'Porcelanato Gran Formato',
      package_length: '40',
      package_width: '40',
      package_height: '40',
      delivery_time: '12',
    }),
  );
  keylessProduct = await approvedProduct(keyless, productFields(await setUpSupplier(app, keyless)));
  await approvedProduct(absent, productFields(await setUpSupplier(app, absent)));

  const synced = await call('POST', '/v2/cart/syncCart', client, {
    cartItems: [
      { productId: boxes, quantity: 2 },
      { productId: tallBoxes, quantity: 1 },
      { productId: keylessProduct, quantity: 1 },
    ],
  });
  if (synced.statusCode !== 200) throw new Error(`cart: ${synced.body}`);
  bogota = await addAddress(client, '11001');
  leticia = await addAddress(client, '91001', 'Calle 8 # 10-25');
  otherClientsAddress = await addAddress(otherClient, '76001');
});
afterAll(() => harness.close());

describe('delivery addresses', () => {
  it('are listed (none yet, with the spec message), added and listed again', async () => {
    const none = await call('GET', '/v2/users/addresses', designer);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ addresses: [], message: MESSAGES.addressesNotFound });

    const added = await call('POST', '/v2/users/addresses', designer, {
      street_address: '  Calle 10 # 35-20  ',
      city: '05001',
    });
    expect(added.statusCode).toBe(201);
    const address = {
      id: expect.any(Number) as number,
      street_address: 'Calle 10 # 35-20',
      city: { code: '05001', name: 'Medellín, Antioquia' },
    };
    expect(added.json()).toEqual({ ...address, message: MESSAGES.addressAdded });

    const listed = await call('GET', '/v2/users/addresses', designer);
    expect(listed.json()).toEqual({ addresses: [address] });
    const clients = await call('GET', '/v2/users/addresses', client);
    expect(
      clients.json<{ addresses: { id: number }[] }>().addresses.map((item) => item.id),
    ).toEqual([bogota, leticia]);
  });

  it('need a street and a municipality of the list', async () => {
    const empty = await call('POST', '/v2/users/addresses', client, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'street_address', message: MESSAGES.required },
      { field: 'city', message: MESSAGES.required },
    ]);
    const badCode = await call('POST', '/v2/users/addresses', client, {
      street_address: 'Calle 1',
      city: 'Medellín',
    });
    expect(badCode.json().errors).toEqual([{ field: 'city', message: MESSAGES.required }]);
    const unknown = await call('POST', '/v2/users/addresses', client, {
      street_address: 'Calle 1',
      city: '99999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'city', message: MESSAGES.cityUnknown }]);
  });

  it('are for clients and designers only', async () => {
    await expectRefused('GET', '/v2/users/addresses');
    await expectRefused('POST', '/v2/users/addresses', {
      street_address: 'Calle 1',
      city: '05001',
    });
  });

  it('are deleted by their owner through DELETE /v2/users/addresses/{id}, by nobody else', async () => {
    const id = await addAddress(otherClient, '05001', 'Calle 50 # 40-10');
    const byStranger = await call('DELETE', `/v2/users/addresses/${id}`, client);
    expect(byStranger.statusCode).toBe(404);
    const removed = await call('DELETE', `/v2/users/addresses/${id}`, otherClient);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.addressDeleted });
    const listed = await call('GET', '/v2/users/addresses', otherClient);
    expect(listed.json<{ addresses: { id: number }[] }>().addresses.map((item) => item.id)).toEqual(
      [otherClientsAddress],
    );
  });
});

describe('GET /v2/cart/shipping-carriers', () => {
  it("lists the carriers of the supplier's Envia account", async () => {
    const response = await call(
      'GET',
      `/v2/cart/shipping-carriers?supplierId=${shipper.uuid}`,
      client,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      carriers: [
        { name: 'servientrega', description: 'Servientrega' },
        { name: 'coordinadora', description: 'Coordinadora' },
        { name: 'deprisa', description: 'Deprisa' },
        { name: 'interrapidisimo', description: 'Inter Rapidísimo' },
        { name: 'tcc', description: 'TCC' },
      ],
    });
  });

  it('says which supplier cannot quote, and when Envia fails', async () => {
    const unknown = await call(
      'GET',
      `/v2/cart/shipping-carriers?supplierId=${client.uuid}`,
      designer,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.carriersNotFound);
    const malformed = await call('GET', '/v2/cart/shipping-carriers?supplierId=abc', designer);
    expect(malformed.statusCode).toBe(400);
    const missing = await call('GET', '/v2/cart/shipping-carriers', designer);
    expect(missing.statusCode).toBe(400);

    const withoutKey = await call(
      'GET',
      `/v2/cart/shipping-carriers?supplierId=${keyless.uuid}`,
      client,
    );
    expect(withoutKey.statusCode).toBe(422);
    expect(withoutKey.json().message).toBe(MESSAGES.carrierUnavailable);

    const down = await withEnviaDown(() =>
      call('GET', `/v2/cart/shipping-carriers?supplierId=${shipper.uuid}`, client),
    );
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(MESSAGES.carriersLoadFailed);
  });

  it('is for clients and designers only', async () => {
    await expectRefused('GET', `/v2/cart/shipping-carriers?supplierId=${shipper.uuid}`);
  });
});

describe('GET /v2/cart/shipping-cost', () => {
  it('quotes every carrier for each supplier of the cart, cheapest first', async () => {
    const response = await call('GET', `/v2/cart/shipping-cost?addressId=${bogota}`, client);
    expect(response.statusCode).toBe(200);
    const { suppliers } = response.json<{
      suppliers: { supplier: { id: string }; quotes: Record<string, unknown>[] }[];
    }>();
    expect(suppliers.map((entry) => entry.supplier)).toEqual([
      { id: shipper.uuid, company_name: SHIPPER_STORE, store: 'Cerámicas-Envío-Prueba' },
      { id: keyless.uuid, company_name: KEYLESS_STORE, store: 'Sin-Llave-Prueba' },
    ]);
    // Medellín to Bogotá, 3 boxes of 26 billable kg; the slowest product takes 12 days + 3.
    expect(suppliers[0]?.quotes).toEqual([
      {
        carrier: 'tcc',
        description: 'TCC',
        service: 'ground',
        totalPrice: 92_800,
        deliveryDays: 15,
      },
      {
        carrier: 'interrapidisimo',
        description: 'Inter Rapidísimo',
        service: 'ground',
        totalPrice: 98_300,
        deliveryDays: 15,
      },
      {
        carrier: 'coordinadora',
        description: 'Coordinadora',
        service: 'ground',
        totalPrice: 103_700,
        deliveryDays: 15,
      },
      {
        carrier: 'servientrega',
        description: 'Servientrega',
        service: 'ground',
        totalPrice: 109_200,
        deliveryDays: 15,
      },
      {
        carrier: 'deprisa',
        description: 'Deprisa',
        service: 'express',
        totalPrice: 131_000,
        deliveryDays: 15,
      },
    ]);
    // A supplier without an Envia key cannot quote: it is listed with no quotes.
    expect(suppliers[1]?.quotes).toEqual([]);
  });

  it('leaves out the carriers that cannot reach the address', async () => {
    const remote = await call('GET', `/v2/cart/shipping-cost?addressId=${leticia}`, client);
    const [first] = remote.json<{ suppliers: { quotes: { carrier: string }[] }[] }>().suppliers;
    expect(first?.quotes.map((quote) => quote.carrier)).toEqual([
      'interrapidisimo',
      'servientrega',
      'deprisa',
    ]);
  });

  it("refuses another buyer's address, and a missing one, with the spec's message", async () => {
    const foreign = await call(
      'GET',
      `/v2/cart/shipping-cost?addressId=${otherClientsAddress}`,
      client,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.addressUnknown);
    const warehouse = await call(
      'GET',
      `/v2/cart/shipping-cost?addressId=${shipperSetup.warehouseId}`,
      client,
    );
    expect(warehouse.statusCode).toBe(404);
    const missing = await call('GET', '/v2/cart/shipping-cost', client);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.addressUnknown);
  });

  it('answers with no quotes when Envia cannot be reached, and nothing for an empty cart', async () => {
    const down = await withEnviaDown(() =>
      call('GET', `/v2/cart/shipping-cost?addressId=${bogota}`, client),
    );
    expect(down.statusCode).toBe(200);
    expect(
      down.json<{ suppliers: { quotes: unknown[] }[] }>().suppliers.map((entry) => entry.quotes),
    ).toEqual([[], []]);
    const empty = await call(
      'GET',
      `/v2/cart/shipping-cost?addressId=${otherClientsAddress}`,
      otherClient,
    );
    expect(empty.json()).toEqual({ suppliers: [] });
  });

  it('is for clients and designers only', async () => {
    await expectRefused('GET', `/v2/cart/shipping-cost?addressId=${bogota}`);
  });
});

describe('GET /v2/cart/shipping-cost/{name}', () => {
  const url = (store: string, query: string) => `/v2/cart/shipping-cost/${slug(store)}?${query}`;

  it("quotes one carrier for one supplier of the cart, by the supplier's store name", async () => {
    const response = await call(
      'GET',
      url(SHIPPER_STORE, `carrierName=tcc&addressId=${bogota}`),
      client,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supplier: { id: shipper.uuid, company_name: SHIPPER_STORE, store: 'Cerámicas-Envío-Prueba' },
      carrier: 'tcc',
      service: 'ground',
      totalPrice: 92_800,
      deliveryDays: 15,
    });
    // The store name is matched whatever its case.
    const lower = await call(
      'GET',
      url(SHIPPER_STORE.toLowerCase(), `carrierName=Servientrega&addressId=${bogota}`),
      client,
    );
    expect(lower.json()).toMatchObject({ carrier: 'servientrega', totalPrice: 109_200 });
  });

  it("says why there is no quote, with the spec's messages", async () => {
    const noStore = await call(
      'GET',
      url('Nadie Vende Esto', `carrierName=tcc&addressId=${bogota}`),
      client,
    );
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json().message).toBe(MESSAGES.shippingCostNotFound);

    const notInCart = await call(
      'GET',
      url(ABSENT_STORE, `carrierName=tcc&addressId=${bogota}`),
      client,
    );
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json().message).toBe(MESSAGES.shippingCostNotFound);

    const withoutKey = await call(
      'GET',
      url(KEYLESS_STORE, `carrierName=tcc&addressId=${bogota}`),
      client,
    );
    expect(withoutKey.statusCode).toBe(422);
    expect(withoutKey.json().message).toBe(MESSAGES.carrierUnavailable);

    const unknownCarrier = await call(
      'GET',
      url(SHIPPER_STORE, `carrierName=palomamensajera&addressId=${bogota}`),
      client,
    );
    expect(unknownCarrier.statusCode).toBe(422);
    expect(unknownCarrier.json().message).toBe(MESSAGES.carrierUnavailable);

    const unreachable = await call(
      'GET',
      url(SHIPPER_STORE, `carrierName=tcc&addressId=${leticia}`),
      client,
    );
    expect(unreachable.statusCode).toBe(422);

    const noCarrier = await call('GET', url(SHIPPER_STORE, `addressId=${bogota}`), client);
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().message).toBe(MESSAGES.carrierUnavailable);

    const foreign = await call(
      'GET',
      url(SHIPPER_STORE, `carrierName=tcc&addressId=${otherClientsAddress}`),
      client,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.addressUnknown);

    const down = await withEnviaDown(() =>
      call('GET', url(SHIPPER_STORE, `carrierName=tcc&addressId=${bogota}`), client),
    );
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe(MESSAGES.carrierUnavailable);
  });

  it('is for clients and designers only', async () => {
    await expectRefused('GET', url(SHIPPER_STORE, `carrierName=tcc&addressId=${bogota}`));
  });
});

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** One supplier's quote, read and priced as the checkout does it. */
async function quoteSupplierShipping(ctx: AppContext, input: SupplierShippingInput) {
  const quote = await supplierShippingQuoter(
    ctx,
    input.items.map((item) => item.productId),
  );
  return quote(input);
}

describe('supplierShippingQuoter', () => {
  it("quotes the checkout's lines, from each product's own warehouse", async () => {
    const quote = await quoteSupplierShipping(harness.ctx, {
      supplierUserId: shipper.id,
      cityCode: '11001',
      items: [
        { productId: boxes, quantity: 2 },
        { productId: tallBoxes, quantity: 1 },
      ],
      carrierName: 'tcc',
    });
    expect(quote).toEqual({
      carrierName: 'tcc',
      service: 'ground',
      totalPrice: 92_800,
      deliveryDays: 15,
    });

    // A product in a Cali warehouse ships on its own: two shipments of 26 kg, each priced.
    const cali = await call('POST', '/v2/suppliers/storage-address', shipper, {
      street_address: 'Calle 5 # 38-25',
      city_name: 'Cali, Valle del Cauca',
      city_id: '76001',
    });
    const fromCali = await createProduct(
      harness.app,
      shipper,
      productFields(shipperSetup, undefined, {
        storage_address_id: String(cali.json<{ id: number }>().id),
        delivery_time: '2',
      }),
    );
    const split = await quoteSupplierShipping(harness.ctx, {
      supplierUserId: shipper.id,
      cityCode: '11001',
      items: [
        { productId: boxes, quantity: 1 },
        { productId: fromCali, quantity: 1 },
      ],
      carrierName: 'servientrega',
    });
    // 12 900 + 25 × 1 250 = 44 150 → 44 200 from each warehouse; the slowest takes 8 + 3 days.
    expect(split).toMatchObject({ totalPrice: 88_400, deliveryDays: 11 });
  });

  it('refuses with 422 carrierUnavailable what cannot be quoted', async () => {
    const cases = [
      { supplierUserId: keyless.id, items: [{ productId: keylessProduct, quantity: 1 }] },
      { supplierUserId: shipper.id, items: [{ productId: keylessProduct, quantity: 1 }] },
      { supplierUserId: shipper.id, items: [{ productId: boxes, quantity: 1 }], cityCode: '99999' },
      { supplierUserId: shipper.id, items: [], carrierName: 'tcc' },
      {
        supplierUserId: shipper.id,
        items: [{ productId: boxes, quantity: 1 }],
        carrierName: 'palomamensajera',
      },
    ];
    for (const input of cases) {
      const error = await appErrorOf(
        quoteSupplierShipping(harness.ctx, { cityCode: '11001', carrierName: 'tcc', ...input }),
      );
      expect(error).toMatchObject({ statusCode: 422, message: MESSAGES.carrierUnavailable });
    }
  });
});

describe('one quoter for every supplier of an order', () => {
  it('reads the products once and quotes each supplier apart', async () => {
    const quote = await supplierShippingQuoter(harness.ctx, [boxes, keylessProduct, boxes]);
    await expect(
      quote({
        supplierUserId: shipper.id,
        cityCode: '11001',
        items: [{ productId: boxes, quantity: 2 }],
        carrierName: 'tcc',
      }),
    ).resolves.toMatchObject({ carrierName: 'tcc', service: 'ground' });
    // Another supplier's product read by the same quoter does not make the shipper's quote.
    const error = await appErrorOf(
      quote({
        supplierUserId: shipper.id,
        cityCode: '11001',
        items: [{ productId: keylessProduct, quantity: 1 }],
        carrierName: 'tcc',
      }),
    );
    expect(error).toMatchObject({ statusCode: 422, message: MESSAGES.carrierUnavailable });
  });
});

describe('createShipmentLabel', () => {
  const address = {
    name: 'Camila',
    lastname: 'Restrepo',
    address: 'Carrera 7 # 72-41',
    city: 'Bogotá, D.C.',
    city_code: '11001',
    phone: '3001234567',
  };

  it('buys the label: tracking number, tracking page and label PDF', async () => {
    const label = await createShipmentLabel(harness.ctx, {
      supplierUserId: shipper.id,
      orderId: 42,
      address,
      items: [{ productId: boxes, quantity: 2 }],
      carrierName: 'coordinadora',
    });
    expect(label.trackingNumber).toMatch(/^CD\d{14}$/);
    // The simulator's own pages, root-relative: a browser opens them on the origin it is on.
    expect(label.trackUrl).toBe(`/simulador/envia/rastreo/${label.trackingNumber}`);

    const pdf = await harness.app.inject({ method: 'GET', url: label.labelUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const page = await harness.app.inject({ method: 'GET', url: label.trackUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(label.trackingNumber);

    const [tracking] = await harness.ctx.envia.track('llave-envia-ceramicas', [
      label.trackingNumber,
    ]);
    expect(tracking).toMatchObject({ carrier: 'coordinadora', status: 'Created' });
  });

  it('refuses with 422 carrierUnavailable when the supplier has no key or Envia fails', async () => {
    const keylessLabel = await appErrorOf(
      createShipmentLabel(harness.ctx, {
        supplierUserId: keyless.id,
        orderId: 43,
        address,
        items: [{ productId: keylessProduct, quantity: 1 }],
        carrierName: 'tcc',
      }),
    );
    expect(keylessLabel).toMatchObject({ statusCode: 422, message: MESSAGES.carrierUnavailable });
    const down = await withEnviaDown(() =>
      appErrorOf(
        createShipmentLabel(harness.ctx, {
          supplierUserId: shipper.id,
          orderId: 44,
          address,
          items: [{ productId: boxes, quantity: 1 }],
          carrierName: 'tcc',
        }),
      ),
    );
    expect(down).toMatchObject({
      statusCode: 422,
      code: 'ENVIA_UNAVAILABLE',
      message: MESSAGES.carrierUnavailable,
    });
  });
});
