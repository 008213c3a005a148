import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SupplierShipping,
  SupplierShippingQuoteResult,
} from '@hogarte/shared/contracts/supplier-shipping';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { enviaClient } from '../../integrations/envia/client.js';
import { EnviaError, type EnviaGateway } from '../../integrations/envia/envia.js';
import { createEnviaSimulator, simulatorFetch } from '../../integrations/envia/simulator.js';
import { addWarehouse } from '../../test/catalogue.js';
import { bearer, createTestUser, type TestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;
let admin: TestUser;
let client: TestUser;
let designer: TestUser;
/** Ships with Envia from Medellín and Cali. */
let shipper: TestUser;
let medellin: number;
let cali: number;
/** Another supplier with its own key and warehouse in Medellín. */
let neighbour: TestUser;
let neighboursWarehouse: number;
/** Has a warehouse and no Envia key. */
let keyless: TestUser;
let keylessWarehouse: number;

const SHIPPER_KEY = 'llave-envia-real-9F3k';
const REVOKED_KEY = 'llave-revocada-7Q2x';

/** A 30 × 30 × 20 cm box of 5 kg: 8 billable kg by volume (18,000 cm³ ÷ 2,500, up). */
const BOX = {
  package_length: '30',
  package_width: '30',
  package_height: '20',
  package_weight: '5',
};

type Method = 'GET' | 'POST' | 'PATCH';

function call(method: Method, url: string, user?: TestUser, payload?: object) {
  return harness.app.inject({
    method,
    url,
    ...(user ? { headers: bearer(user) } : {}),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function setEnviaKey(supplier: TestUser, enviaKey: string) {
  const response = await call('PATCH', '/v2/suppliers/envia-key', supplier, { enviaKey });
  if (response.statusCode !== 200) throw new Error(`envia key: ${response.body}`);
}

async function addWarehouseIn(supplier: TestUser, cityId: string, cityName: string) {
  const response = await call('POST', '/v2/suppliers/storage-address', supplier, {
    street_address: 'Carrera 1 # 5-20',
    city_name: cityName,
    city_id: cityId,
  });
  if (response.statusCode !== 201) throw new Error(`warehouse: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function shippingOf(supplier: TestUser) {
  const response = await call('GET', '/v2/suppliers/shipping', supplier);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierShipping>();
}

function quote(supplier: TestUser | undefined, body: object) {
  return call('POST', '/v2/suppliers/shipping/quote', supplier, body);
}

/**
 * The real adapter over the simulator, except that Envia refuses one key with 401 as it does a
 * revoked one: the simulator itself accepts any key.
 */
function enviaRefusing(refusedKey: string): EnviaGateway {
  const hosts = {
    shippingUrl: harness.ctx.config.envia.shippingUrl,
    queriesUrl: harness.ctx.config.envia.queriesUrl,
  };
  const simulated = simulatorFetch(createEnviaSimulator({ ...hosts, now: harness.ctx.now }), hosts);
  return enviaClient({
    ...hosts,
    fetchImpl: (input, init) =>
      new Headers(init?.headers).get('authorization') === `Bearer ${refusedKey}`
        ? Promise.resolve(
            Response.json(
              { meta: 'error', error: { code: 401, description: 'Unauthorized' } },
              { status: 401 },
            ),
          )
        : simulated(input, init),
  });
}

const unreachable = () => Promise.reject(new EnviaError('unavailable', 'Envia is down'));
const enviaDown: EnviaGateway = {
  carriers: unreachable,
  rate: unreachable,
  generate: unreachable,
  track: unreachable,
};

async function withEnvia<T>(gateway: EnviaGateway, work: () => Promise<T>): Promise<T> {
  const working = harness.ctx.envia;
  harness.ctx.envia = gateway;
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
  designer = await createTestUser(app, ctx, ROLE.designer);
  shipper = await createTestUser(app, ctx, ROLE.supplier, { companyName: 'Envíos Prueba SAS' });
  neighbour = await createTestUser(app, ctx, ROLE.supplier, { companyName: 'Vecino Prueba SAS' });
  keyless = await createTestUser(app, ctx, ROLE.supplier, { companyName: 'Sin Llave SAS' });
  await setEnviaKey(shipper, SHIPPER_KEY);
  await setEnviaKey(neighbour, 'llave-del-vecino-0000');
  medellin = await addWarehouse(app, shipper);
  cali = await addWarehouseIn(shipper, '76001', 'Cali, Valle del Cauca');
  neighboursWarehouse = await addWarehouse(app, neighbour);
  keylessWarehouse = await addWarehouse(app, keyless);
});

afterAll(async () => {
  await harness.close();
});

describe('who may see and quote a supplier’s shipping', () => {
  it('refuses visitors and every role but the supplier', async () => {
    const body = { ...BOX, origin_id: medellin, city: '11001' };
    for (const [method, url, payload] of [
      ['GET', '/v2/suppliers/shipping', undefined],
      ['POST', '/v2/suppliers/shipping/quote', body],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const user of [client, designer, admin]) {
        expect((await call(method, url, user, payload)).statusCode).toBe(403);
      }
    }
  });
});

describe('GET /v2/suppliers/shipping', () => {
  it('shows the account Envia accepts, never the key, its warehouses and its carriers', async () => {
    const response = await call('GET', '/v2/suppliers/shipping', shipper);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SHIPPER_KEY);
    const shipping = response.json<SupplierShipping>();
    expect(shipping.account).toEqual({
      state: 'active',
      maskedKey: '••••••9F3k',
      simulator: true,
    });
    expect(shipping.origins).toEqual([
      {
        id: medellin,
        street_address: 'Calle 10 Sur # 50-28',
        city: { code: '05001', name: 'Medellín', department: 'Antioquia' },
      },
      {
        id: cali,
        street_address: 'Carrera 1 # 5-20',
        city: { code: '76001', name: 'Cali', department: 'Valle del Cauca' },
      },
    ]);
    expect(shipping.carriers.map((carrier) => carrier.description)).toEqual([
      'Servientrega',
      'Coordinadora',
      'Deprisa',
      'Inter Rapidísimo',
      'TCC',
    ]);
  });

  it('shows each supplier only its own warehouses', async () => {
    const shipping = await shippingOf(neighbour);
    expect(shipping.origins.map((origin) => origin.id)).toEqual([neighboursWarehouse]);
    expect(shipping.account.maskedKey).toBe('••••••0000');
  });

  it('says when no key is saved, and asks Envia nothing', async () => {
    const shipping = await withEnvia(enviaDown, () => shippingOf(keyless));
    expect(shipping.account).toEqual({ state: 'missing', maskedKey: null, simulator: true });
    expect(shipping.carriers).toEqual([]);
    expect(shipping.origins.map((origin) => origin.id)).toEqual([keylessWarehouse]);
  });

  it('says when Envia refuses the key, with no carriers', async () => {
    await setEnviaKey(neighbour, REVOKED_KEY);
    try {
      const shipping = await withEnvia(enviaRefusing(REVOKED_KEY), () => shippingOf(neighbour));
      expect(shipping.account.state).toBe('invalid');
      expect(shipping.account.maskedKey).toBe('••••••7Q2x');
      expect(shipping.carriers).toEqual([]);
      expect(shipping.origins).toHaveLength(1);
    } finally {
      await setEnviaKey(neighbour, 'llave-del-vecino-0000');
    }
  });

  it('says when Envia cannot be reached, without failing the page', async () => {
    const shipping = await withEnvia(enviaDown, () => shippingOf(shipper));
    expect(shipping.account.state).toBe('unavailable');
    expect(shipping.carriers).toEqual([]);
    expect(shipping.origins).toHaveLength(2);
  });
});

describe('POST /v2/suppliers/shipping/quote', () => {
  it('prices the box with every carrier of the account, cheapest first, in whole pesos', async () => {
    const response = await quote(shipper, { ...BOX, origin_id: medellin, city: '11001' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<SupplierShippingQuoteResult>();
    // Medellín → Bogotá is national: 12,900 + 1,250 per kg past the first, at each carrier's share.
    expect(
      result.rates.map(({ description, totalPrice, days }) => [description, totalPrice, days]),
    ).toEqual([
      ['TCC', 18_500, 4],
      ['Inter Rapidísimo', 19_500, 4],
      ['Coordinadora', 20_600, 3],
      ['Servientrega', 21_700, 3],
      ['Deprisa', 26_000, 2],
    ]);
    expect(result.rates[0]).toMatchObject({
      name: 'tcc',
      service: 'ground',
      serviceDescription: MESSAGES.enviaServiceGround,
      deliveryEstimate: '4 días hábiles',
    });
    expect(result.unquoted).toEqual([]);
  });

  it('prices from the warehouse chosen: Cali to Cali is local', async () => {
    const response = await quote(shipper, { ...BOX, origin_id: cali, city: '76001' });
    expect(response.statusCode).toBe(200);
    const servientrega = response
      .json<SupplierShippingQuoteResult>()
      .rates.find((rate) => rate.name === 'servientrega');
    // 6,900 + 450 × 7 kg.
    expect(servientrega).toMatchObject({ totalPrice: 10_100, days: 1 });
  });

  it('lists the carriers that do not take the box to that city', async () => {
    const response = await quote(shipper, { ...BOX, origin_id: medellin, city: '91001' });
    expect(response.statusCode).toBe(200);
    const result = response.json<SupplierShippingQuoteResult>();
    expect(result.rates.map((rate) => rate.name).sort()).toEqual([
      'deprisa',
      'interrapidisimo',
      'servientrega',
    ]);
    expect(result.unquoted).toEqual([
      { name: 'coordinadora', description: 'Coordinadora', reason: 'rejected' },
      { name: 'tcc', description: 'TCC', reason: 'rejected' },
    ]);
  });

  it('refuses a box outside the package rules with the field and its message', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...BOX, origin_id: medellin }, 'city', MESSAGES.cityUnknown],
      [{ ...BOX, origin_id: medellin, city: 'Bogotá' }, 'city', MESSAGES.cityUnknown],
      [
        { ...BOX, package_weight: '1,5', origin_id: medellin, city: '11001' },
        'package_weight',
        MESSAGES.decimalWithDot,
      ],
      [
        { ...BOX, package_length: '0', origin_id: medellin, city: '11001' },
        'package_length',
        MESSAGES.positiveNumber,
      ],
      [
        { ...BOX, package_height: '1001', origin_id: medellin, city: '11001' },
        'package_height',
        MESSAGES.numberTooLarge,
      ],
      [{ ...BOX, city: '11001' }, 'origin_id', MESSAGES.storageAddressUnknown],
    ];
    for (const [body, field, message] of cases) {
      const response = await quote(shipper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
    }
  });

  it('refuses a municipality that is not in the list', async () => {
    const response = await quote(shipper, { ...BOX, origin_id: medellin, city: '99999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'city', message: MESSAGES.cityUnknown }],
    });
  });

  it('does not quote from another supplier’s warehouse', async () => {
    const response = await quote(shipper, {
      ...BOX,
      origin_id: neighboursWarehouse,
      city: '11001',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'WAREHOUSE_UNKNOWN',
      errors: [{ field: 'origin_id', message: MESSAGES.storageAddressUnknown }],
    });
  });

  it('asks for a key first when none is saved', async () => {
    const response = await quote(keyless, { ...BOX, origin_id: keylessWarehouse, city: '11001' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ENVIA_KEY_MISSING',
      message: MESSAGES.enviaKeyMissing,
    });
  });

  it('says Envia refused the key, or could not be reached, with a 4xx', async () => {
    await setEnviaKey(neighbour, REVOKED_KEY);
    try {
      const refused = await withEnvia(enviaRefusing(REVOKED_KEY), () =>
        quote(neighbour, { ...BOX, origin_id: neighboursWarehouse, city: '11001' }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'ENVIA_KEY_INVALID',
        message: MESSAGES.enviaKeyRejected,
      });
    } finally {
      await setEnviaKey(neighbour, 'llave-del-vecino-0000');
    }
    const down = await withEnvia(enviaDown, () =>
      quote(shipper, { ...BOX, origin_id: medellin, city: '11001' }),
    );
    expect(down.statusCode).toBe(422);
    expect(down.json()).toMatchObject({
      code: 'ENVIA_UNAVAILABLE',
      message: MESSAGES.enviaUnreachable,
    });
  });
});
