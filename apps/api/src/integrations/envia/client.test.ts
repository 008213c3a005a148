/**
 * The Envia adapter against the simulator this app serves, over real HTTP: the same requests and
 * answers the real Envia would see, and every failure mapped to one of three kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { listCities } from '../../modules/lookups/cities.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enviaClient } from './client.js';
import {
  ENVIA_STATE_BY_DEPARTMENT,
  EnviaError,
  enviaState,
  type EnviaGateway,
  type EnviaRateRequest,
} from './envia.js';

let harness: TestApp;
let envia: EnviaGateway;
let origin: string;

const KEY = 'llave-de-prueba';

beforeAll(async () => {
  harness = await createTestApp();
  origin = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  envia = enviaClient({
    shippingUrl: `${origin}/simulador/envia`,
    queriesUrl: `${origin}/simulador/envia/queries`,
  });
});
afterAll(() => harness.close());

/** Two 62×62×4 cm boxes of 26 kg from Medellín to Bogotá. */
function medellinToBogota(carrier: string): EnviaRateRequest {
  return {
    origin: {
      name: 'Bodega Norte',
      street: 'Calle 10 Sur',
      number: '50-28',
      city: '05001000',
      state: 'AN',
      country: 'CO',
    },
    destination: {
      street: 'Carrera 7',
      number: '72-41',
      city: '11001000',
      state: 'DC',
      country: 'CO',
    },
    packages: [
      {
        content: 'Porcelanato',
        amount: 2,
        type: 'box',
        weight: 26,
        dimensions: { length: 62, width: 62, height: 4 },
        weightUnit: 'KG',
        lengthUnit: 'CM',
      },
    ],
    shipment: { type: 1, carrier },
    settings: { currency: 'COP' },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<EnviaError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EnviaError);
  return error as EnviaError;
}

describe('Envia state codes', () => {
  it('name every department of the municipality list with two letters, none twice', () => {
    const departments = new Set(listCities().map((city) => city.departmentCode));
    for (const department of departments) {
      expect(ENVIA_STATE_BY_DEPARTMENT[department], department).toMatch(/^[A-Z]{2}$/);
    }
    const codes = Object.values(ENVIA_STATE_BY_DEPARTMENT);
    expect(new Set(codes).size).toBe(codes.length);
    expect(enviaState('05001000')).toBe('AN');
    expect(enviaState('11001')).toBe('DC');
    expect(enviaState('76001000')).toBe('VC');
  });
});

describe('Envia adapter over HTTP, against the simulator', () => {
  it('lists the Colombian carriers', async () => {
    const carriers = await envia.carriers(KEY);
    expect(carriers.map((carrier) => carrier.name)).toEqual([
      'servientrega',
      'coordinadora',
      'deprisa',
      'interrapidisimo',
      'tcc',
    ]);
    expect(carriers[3]).toMatchObject({ name: 'interrapidisimo', description: 'Inter Rapidísimo' });
  });

  it('rates one carrier per call, in integer COP, the same every time', async () => {
    const [rate] = await envia.rate(KEY, medellinToBogota('servientrega'));
    // 52 billable kg between departments: 12 900 for the first, 1 250 for each further one.
    expect(rate).toMatchObject({
      carrier: 'servientrega',
      service: 'ground',
      serviceDescription: MESSAGES.enviaServiceGround,
      deliveryEstimate: '3 días hábiles',
      totalPrice: 76_700,
      currency: 'COP',
    });
    const [again] = await envia.rate(KEY, medellinToBogota('servientrega'));
    expect(again?.totalPrice).toBe(76_700);
    const [cheaper] = await envia.rate(KEY, medellinToBogota('TCC'));
    expect(cheaper).toMatchObject({ carrier: 'tcc', totalPrice: 65_200 });
    const [express] = await envia.rate(KEY, medellinToBogota('deprisa'));
    expect(express).toMatchObject({ service: 'express', deliveryEstimate: '2 días hábiles' });
  });

  it('prices the volume when a box is light and large', async () => {
    const request = medellinToBogota('servientrega');
    request.packages = request.packages.map((box) => ({
      ...box,
      amount: 1,
      weight: 2,
      dimensions: { length: 50, width: 50, height: 50 },
    }));
    // 125 000 cm³ ÷ 2 500 = 50 kg: 12 900 + 49 × 1 250 = 74 150, up to the hundred.
    const [rate] = await envia.rate(KEY, request);
    expect(rate?.totalPrice).toBe(74_200);
  });

  it('refuses what Envia would refuse', async () => {
    const unknownCarrier = await failureOf(envia.rate(KEY, medellinToBogota('palomamensajera')));
    expect(unknownCarrier.failure).toBe('rejected');
    expect(unknownCarrier.status).toBe(400);

    const wrongState = medellinToBogota('servientrega');
    wrongState.destination.state = 'AN';
    expect((await failureOf(envia.rate(KEY, wrongState))).failure).toBe('rejected');

    const toLeticia = medellinToBogota('coordinadora');
    toLeticia.destination = { city: '91001000', state: 'AM', country: 'CO' };
    expect((await failureOf(envia.rate(KEY, toLeticia))).message).toMatch(/does not reach/);
    toLeticia.shipment.carrier = 'servientrega';
    const [remote] = await envia.rate(KEY, toLeticia);
    expect(remote?.deliveryEstimate).toBe('6 días hábiles');
  });

  it('generates a label whose PDF and tracking page the simulator serves', async () => {
    const label = await envia.generate(KEY, {
      ...medellinToBogota('coordinadora'),
      settings: {
        currency: 'COP',
        printFormat: 'PDF',
        printSize: 'STOCK_4X6',
        comments: 'HG-000001',
      },
    });
    expect(label).toMatchObject({ carrier: 'coordinadora', service: 'ground', totalPrice: 72_900 });
    expect(label.trackingNumber).toMatch(/^CD\d{14}$/);
    // Root-relative: a browser opens them on the origin it is on, whatever PUBLIC_URL says.
    expect(label.trackUrl).toBe(`/simulador/envia/rastreo/${label.trackingNumber}`);
    expect(label.label.startsWith(`/simulador/envia/etiquetas/${label.trackingNumber}.pdf`)).toBe(
      true,
    );
    const pdf = await fetch(`${origin}${label.label}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const page = await fetch(`${origin}${label.trackUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(label.trackingNumber);
    expect(html).toContain(MESSAGES.enviaEventCreated);
    const unknown = await fetch(`${origin}/simulador/envia/rastreo/XX123`);
    expect(unknown.status).toBe(404);
  });

  it('tracks a label through its journey', async () => {
    const label = await envia.generate(KEY, {
      ...medellinToBogota('servientrega'),
      settings: { currency: 'COP' },
    });
    const [fresh] = await envia.track(KEY, [label.trackingNumber]);
    expect(fresh).toMatchObject({
      trackingNumber: label.trackingNumber,
      carrier: 'servientrega',
      status: 'Created',
      trackUrl: label.trackUrl,
    });
    expect(fresh?.eventHistory.map((event) => event.description)).toEqual([
      MESSAGES.enviaEventCreated,
    ]);
    // The simulator's clock is the app's: three days later the parcel has arrived.
    harness.advanceClock(3 * 24 * 3_600_000 + 1000);
    const [delivered] = await envia.track(KEY, [label.trackingNumber, 'NO-ES-UNA-GUIA']);
    expect(delivered?.status).toBe('Delivered');
    expect(delivered?.eventHistory).toHaveLength(5);
    const none = await failureOf(envia.track(KEY, ['NO-ES-UNA-GUIA']));
    expect(none.failure).toBe('rejected');
  });

  it('answers 401 to a missing or empty key, on both hosts', async () => {
    const carriers = await failureOf(envia.carriers(''));
    expect(carriers).toMatchObject({ failure: 'unauthorized', status: 401 });
    const rate = await failureOf(envia.rate(' ', medellinToBogota('servientrega')));
    expect(rate).toMatchObject({ failure: 'unauthorized', status: 401 });
    const raw = await fetch(`${origin}/simulador/envia/ship/rate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(medellinToBogota('servientrega')),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ meta: 'error', error: { code: 401 } });
  });

  it('reports an Envia it cannot reach, or that answers nonsense, as unavailable', async () => {
    const closed = enviaClient({
      shippingUrl: 'http://127.0.0.1:9/envia',
      queriesUrl: 'http://127.0.0.1:9/envia/queries',
      timeoutMs: 2000,
    });
    expect((await failureOf(closed.carriers(KEY))).failure).toBe('unavailable');
    const nonsense = enviaClient({
      shippingUrl: `${origin}/health`,
      queriesUrl: `${origin}/health`,
      fetchImpl: () => Promise.resolve(Response.json({ status: 'ok' })),
    });
    expect((await failureOf(nonsense.carriers(KEY))).failure).toBe('unavailable');
    const broken = enviaClient({
      shippingUrl: origin,
      queriesUrl: origin,
      fetchImpl: () => Promise.resolve(new Response('<html>', { status: 502 })),
    });
    expect((await failureOf(broken.rate(KEY, medellinToBogota('tcc')))).failure).toBe(
      'unavailable',
    );
    const refusedWith200 = enviaClient({
      shippingUrl: origin,
      queriesUrl: origin,
      fetchImpl: () =>
        Promise.resolve(
          Response.json({ meta: 'error', error: { code: 1125, message: 'Invalid Option' } }),
        ),
    });
    const refused = await failureOf(refusedWith200.rate(KEY, medellinToBogota('tcc')));
    expect(refused).toMatchObject({ failure: 'rejected', message: 'Invalid Option' });
  });

  it('gives the same answers in process as over HTTP', async () => {
    const overHttp = await envia.rate(KEY, medellinToBogota('interrapidisimo'));
    const inProcess = await harness.ctx.envia.rate(KEY, medellinToBogota('interrapidisimo'));
    expect(inProcess).toEqual(overHttp);
    expect((await failureOf(harness.ctx.envia.carriers(''))).failure).toBe('unauthorized');
  });
});
