/**
 * A stand-in for Envia with its contract (see envia.ts), for demo mode and tests: Colombian
 * carriers, deterministic prices from the packages' weight and volume and the departments of
 * origin and destination, delivery estimates, labels and tracking.
 *
 * It keeps no state: a tracking number carries its carrier, its creation time and its transit
 * days, so the simulator this app serves over HTTP and the one answering in process (tests use
 * `app.inject`, with no socket) agree on every shipment, across restarts too.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { renderPdf } from '../pdf/document.js';
import { enviaState } from './envia.js';
import { escapeHtml } from '../../html.js';

interface SimulatedCarrier {
  name: string;
  description: string;
  /** Two letters that open its tracking numbers. */
  prefix: string;
  service: 'ground' | 'express';
  /** Percent of the zone's tariff it charges (integers keep the arithmetic exact). */
  percent: number;
  /** Added to the zone's transit days (express is a day faster). */
  extraDays: number;
  /** Whether it reaches the islands and the Amazon and Orinoco departments. */
  remote: boolean;
  /** Heaviest shipment it takes, in billable kg. */
  maxKg: number;
}

const CARRIERS: readonly SimulatedCarrier[] = [
  {
    name: 'servientrega',
    description: 'Servientrega',
    prefix: 'SE',
    service: 'ground',
    percent: 100,
    extraDays: 0,
    remote: true,
    maxKg: 5000,
  },
  {
    name: 'coordinadora',
    description: 'Coordinadora',
    prefix: 'CD',
    service: 'ground',
    percent: 95,
    extraDays: 0,
    remote: false,
    maxKg: 5000,
  },
  {
    name: 'deprisa',
    description: 'Deprisa',
    prefix: 'DP',
    service: 'express',
    percent: 120,
    extraDays: -1,
    remote: true,
    maxKg: 300,
  },
  {
    name: 'interrapidisimo',
    description: 'Inter Rapidísimo',
    prefix: 'IR',
    service: 'ground',
    percent: 90,
    extraDays: 1,
    remote: true,
    maxKg: 500,
  },
  {
    name: 'tcc',
    description: 'TCC',
    prefix: 'TC',
    service: 'ground',
    percent: 85,
    extraDays: 1,
    remote: false,
    maxKg: 5000,
  },
];

/** Colombian carriers' volumetric rule: 400 kg per m³, i.e. cm³ ÷ 2500. */
const VOLUMETRIC_DIVISOR = 2500;

type Zone = 'local' | 'regional' | 'national' | 'remote';

/** COP for the first kg, COP per further kg, and transit days. */
const TARIFF: Record<Zone, { base: number; perKg: number; days: number }> = {
  local: { base: 6900, perKg: 450, days: 1 },
  regional: { base: 9800, perKg: 780, days: 2 },
  national: { base: 12_900, perKg: 1250, days: 3 },
  remote: { base: 31_000, perKg: 4200, days: 6 },
};

/** San Andrés and the Amazon and Orinoco departments: by air or river, and not every carrier. */
const REMOTE_DEPARTMENTS = new Set(['88', '91', '94', '95', '97', '99']);

const HOUR_MS = 3_600_000;

const addressSchema = z.looseObject({
  city: z.string().regex(/^\d{8}$/),
  state: z.string().regex(/^[A-Z]{2}$/),
  country: z.literal('CO'),
});
const packageSchema = z.looseObject({
  amount: z.number().int().positive(),
  weight: z.number().positive(),
  dimensions: z.object({
    length: z.number().positive(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
});
const shipmentRequestSchema = z.looseObject({
  origin: addressSchema,
  destination: addressSchema,
  packages: z.array(packageSchema).min(1),
  shipment: z.looseObject({ carrier: z.string().min(1) }),
});
const trackRequestSchema = z.object({ trackingNumbers: z.array(z.string()).min(1).max(100) });

type ShipmentRequest = z.infer<typeof shipmentRequestSchema>;

/** One carrier's price for a checked shipment. */
interface Quote {
  carrier: SimulatedCarrier;
  kg: number;
  totalPrice: number;
  days: number;
  origin: { city: string; state: string };
  destination: { city: string; state: string };
}

export interface SimulatorRequest {
  host: 'shipping' | 'queries';
  method: string;
  /** The path below the host, e.g. `/ship/rate/`. */
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface SimulatorReply {
  status: number;
  body: unknown;
}

export interface EnviaSimulator {
  handle(request: SimulatorRequest): SimulatorReply;
  /** The label PDF of a tracking number this simulator could have issued, else null. */
  labelPdf(trackingNumber: string, details: LabelDetails): Promise<Buffer | null>;
  /** The public tracking page (HTML) of a tracking number, else null. */
  trackingPage(trackingNumber: string): string | null;
}

export interface EnviaSimulatorOptions {
  shippingUrl: string;
  queriesUrl: string;
  now: () => Date;
}

/** What the label URL carries besides its number (the simulator keeps no shipments). */
export interface LabelDetails {
  origin?: string | undefined;
  destination?: string | undefined;
  kg?: string | undefined;
}

function failure(status: number, description: string, message: string): SimulatorReply {
  return { status, body: { meta: 'error', error: { code: status, description, message } } };
}

function carrierNamed(name: string): SimulatedCarrier | undefined {
  const wanted = name.trim().toLowerCase();
  return CARRIERS.find((carrier) => carrier.name === wanted);
}

function zoneOf(origin: string, destination: string): Zone {
  const from = origin.slice(0, 2);
  const to = destination.slice(0, 2);
  if (REMOTE_DEPARTMENTS.has(from) || REMOTE_DEPARTMENTS.has(to)) return 'remote';
  if (origin === destination) return 'local';
  return from === to ? 'regional' : 'national';
}

/** Billable kg: each box counts its real or volumetric weight, whichever is more, whole kg up. */
function billableKg(packages: ShipmentRequest['packages']): number {
  const total = packages.reduce((sum, box) => {
    const { length, width, height } = box.dimensions;
    const volumetric = (length * width * height) / VOLUMETRIC_DIVISOR;
    return sum + Math.ceil(Math.max(box.weight, volumetric)) * box.amount;
  }, 0);
  return Math.max(1, total);
}

function estimateText(days: number): string {
  return days === 1
    ? MESSAGES.enviaDeliveryEstimateOne
    : fillMessage(MESSAGES.enviaDeliveryEstimate, { days });
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A tracking number: carrier prefix, creation time in seconds, transit days, 3 random digits. */
const TRACKING_PATTERN = /^([A-Z]{2})(\d{10})(\d)(\d{3})$/;

interface DecodedShipment {
  carrier: SimulatedCarrier;
  createdAt: Date;
  days: number;
}

function decode(trackingNumber: string): DecodedShipment | null {
  const match = TRACKING_PATTERN.exec(trackingNumber);
  if (!match) return null;
  const carrier = CARRIERS.find((candidate) => candidate.prefix === match[1]);
  if (!carrier) return null;
  return {
    carrier,
    createdAt: new Date(Number(match[2]) * 1000),
    days: Number(match[3]),
  };
}

const EVENTS = [
  { status: 'Created', afterMs: () => 0, text: MESSAGES.enviaEventCreated },
  { status: 'Pickup', afterMs: () => 4 * HOUR_MS, text: MESSAGES.enviaEventPickup },
  { status: 'Shipped', afterMs: () => 12 * HOUR_MS, text: MESSAGES.enviaEventShipped },
  {
    status: 'Out for Delivery',
    afterMs: (days: number) => (days * 24 - 8) * HOUR_MS,
    text: MESSAGES.enviaEventOutForDelivery,
  },
  {
    status: 'Delivered',
    afterMs: (days: number) => days * 24 * HOUR_MS,
    text: MESSAGES.enviaEventDelivered,
  },
] as const;

export function createEnviaSimulator(options: EnviaSimulatorOptions): EnviaSimulator {
  // The tracking page and label are this server's own pages: root-relative links open them on
  // whatever origin the person is on (emails make them absolute with PUBLIC_URL).
  const linkBase = new URL(options.shippingUrl).pathname.replace(/\/$/, '');
  /** Checks a shipment the way Envia would and prices it with one carrier. */
  function quote(body: unknown): { reply: SimulatorReply } | { rate: Quote } {
    const parsed = shipmentRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        reply: failure(
          400,
          'Invalid Option',
          `Invalid field ${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'required'}`,
        ),
      };
    }
    const request = parsed.data;
    for (const side of ['origin', 'destination'] as const) {
      const { city, state } = request[side];
      if (enviaState(city) !== state) {
        return {
          reply: failure(
            400,
            'Invalid Option',
            `The ${side} state ${state} is not that of ${city}`,
          ),
        };
      }
    }
    const carrier = carrierNamed(request.shipment.carrier);
    if (!carrier) {
      return {
        reply: failure(
          400,
          'Invalid Option',
          `The carrier ${request.shipment.carrier} is not available`,
        ),
      };
    }
    const zone = zoneOf(request.origin.city, request.destination.city);
    if (zone === 'remote' && !carrier.remote) {
      return {
        reply: failure(400, 'No Coverage', `${carrier.description} does not reach that city`),
      };
    }
    const kg = billableKg(request.packages);
    if (kg > carrier.maxKg) {
      return {
        reply: failure(400, 'Overweight', `${carrier.description} takes up to ${carrier.maxKg} kg`),
      };
    }
    const tariff = TARIFF[zone];
    const listPrice = (tariff.base + tariff.perKg * (kg - 1)) * carrier.percent;
    return {
      rate: {
        carrier,
        kg,
        // Integer COP, rounded up to the hundred as carriers' price lists are.
        totalPrice: Math.ceil(listPrice / 10_000) * 100,
        days: Math.max(1, tariff.days + carrier.extraDays),
        origin: request.origin,
        destination: request.destination,
      },
    };
  }

  function rateLine(rate: Quote) {
    const now = options.now();
    return {
      carrier: rate.carrier.name,
      carrierDescription: rate.carrier.description,
      service: rate.carrier.service,
      serviceDescription:
        rate.carrier.service === 'express'
          ? MESSAGES.enviaServiceExpress
          : MESSAGES.enviaServiceGround,
      deliveryEstimate: estimateText(rate.days),
      deliveryDate: {
        date: isoDate(new Date(now.getTime() + rate.days * 24 * HOUR_MS)),
        dateDifference: rate.days,
        timeUnit: 'days',
      },
      totalPrice: rate.totalPrice,
      currency: 'COP',
    };
  }

  function label(rate: Quote) {
    const seconds = Math.floor(options.now().getTime() / 1000);
    const serial = randomInt(0, 1000);
    const trackingNumber = `${rate.carrier.prefix}${String(seconds).padStart(10, '0')}${Math.min(
      9,
      rate.days,
    )}${String(serial).padStart(3, '0')}`;
    const details = new URLSearchParams({
      origen: `${rate.origin.city}-${rate.origin.state}`,
      destino: `${rate.destination.city}-${rate.destination.state}`,
      kg: String(rate.kg),
    });
    return {
      carrier: rate.carrier.name,
      service: rate.carrier.service,
      trackingNumber,
      trackUrl: `${linkBase}/rastreo/${trackingNumber}`,
      label: `${linkBase}/etiquetas/${trackingNumber}.pdf?${details.toString()}`,
      shipmentId: (seconds % 1_000_000) * 1000 + serial,
      totalPrice: rate.totalPrice,
      currency: 'COP',
    };
  }

  function tracking(trackingNumber: string, shipment: DecodedShipment) {
    const elapsed = options.now().getTime() - shipment.createdAt.getTime();
    const reached = EVENTS.filter((event) => event.afterMs(shipment.days) <= elapsed);
    const at = (afterMs: number) => new Date(shipment.createdAt.getTime() + afterMs).toISOString();
    return {
      trackingNumber,
      carrier: shipment.carrier.name,
      status: reached.at(-1)?.status ?? 'Created',
      trackUrl: `${linkBase}/rastreo/${trackingNumber}`,
      estimatedDelivery: at(shipment.days * 24 * HOUR_MS),
      eventHistory: reached.map((event) => ({
        event: event.status,
        description: event.text,
        location: '',
        date: at(event.afterMs(shipment.days)),
      })),
    };
  }

  function authorized(header: string | undefined): boolean {
    const match = /^Bearer\s+(\S.*)$/i.exec(header ?? '');
    return Boolean(match?.[1]?.trim());
  }

  return {
    handle(request) {
      if (!authorized(request.authorization)) {
        return failure(401, 'Unauthorized', 'Invalid or missing token');
      }
      const path = request.path.replace(/\/+$/, '');
      if (request.host === 'queries') {
        const match = /^\/available-carrier\/([A-Za-z]{2})\/([01])$/.exec(path);
        if (request.method !== 'GET' || !match) return failure(404, 'Not Found', 'No such route');
        // Only domestic Colombian shipping is simulated.
        const domesticColombia = match[1]?.toUpperCase() === 'CO' && match[2] === '0';
        return {
          status: 200,
          body: {
            data: domesticColombia
              ? CARRIERS.map((carrier) => ({
                  name: carrier.name,
                  description: carrier.description,
                  country_code: 'CO',
                  international: 0,
                }))
              : [],
          },
        };
      }
      if (request.method !== 'POST') return failure(404, 'Not Found', 'No such route');
      if (path === '/ship/rate' || path === '/ship/generate') {
        const result = quote(request.body);
        if ('reply' in result) return result.reply;
        return path === '/ship/rate'
          ? { status: 200, body: { meta: 'rate', data: [rateLine(result.rate)] } }
          : { status: 200, body: { meta: 'generate', data: [label(result.rate)] } };
      }
      if (path === '/ship/generaltrack') {
        const parsed = trackRequestSchema.safeParse(request.body);
        if (!parsed.success) {
          return failure(400, 'Invalid Option', 'trackingNumbers must list tracking numbers');
        }
        const found = parsed.data.trackingNumbers.flatMap((number) => {
          const shipment = decode(number);
          return shipment ? [tracking(number, shipment)] : [];
        });
        if (found.length === 0) return failure(400, 'Not Found', 'Tracking number not found');
        return { status: 200, body: { meta: 'generaltrack', data: found } };
      }
      return failure(404, 'Not Found', 'No such route');
    },

    async labelPdf(trackingNumber, details) {
      const shipment = decode(trackingNumber);
      if (!shipment) return null;
      const rows: Array<[string, string | undefined]> = [
        [MESSAGES.enviaTrackingNumber, trackingNumber],
        [MESSAGES.enviaCarrier, shipment.carrier.description],
        [MESSAGES.enviaOrigin, details.origin],
        [MESSAGES.enviaDestination, details.destination],
        [MESSAGES.enviaWeight, details.kg ? `${details.kg} kg` : undefined],
        [
          MESSAGES.enviaEstimatedDelivery,
          isoDate(new Date(shipment.createdAt.getTime() + shipment.days * 24 * HOUR_MS)),
        ],
      ];
      // Envia's document, not the marketplace's; dated by the shipment, so it is the same label
      // every time it is asked for.
      return renderPdf({
        brand: 'Envia',
        title: `${MESSAGES.enviaLabelTitle} ${shipment.carrier.description}`,
        createdAt: shipment.createdAt,
        sections: [
          {
            rows: rows.filter((row): row is [string, string] => Boolean(row[1])),
            paragraphs: [MESSAGES.enviaSimulatorNotice],
          },
        ],
      });
    },

    trackingPage(trackingNumber) {
      const shipment = decode(trackingNumber);
      if (!shipment) return null;
      const state = tracking(trackingNumber, shipment);
      const events = [...state.eventHistory]
        .reverse()
        .map(
          (event) =>
            `<li><time datetime="${escapeHtml(event.date)}">${escapeHtml(
              event.date.slice(0, 16).replace('T', ' '),
            )}</time> ${escapeHtml(event.description)}</li>`,
        )
        .join('');
      return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(MESSAGES.enviaTrackingTitle)} ${escapeHtml(trackingNumber)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}dt{font-weight:600}time{color:#666;margin-right:.5rem}small{color:#888}</style>
</head><body>
<h1>${escapeHtml(MESSAGES.enviaTrackingTitle)}</h1>
<dl><dt>${escapeHtml(MESSAGES.enviaTrackingNumber)}</dt><dd>${escapeHtml(trackingNumber)}</dd>
<dt>${escapeHtml(MESSAGES.enviaCarrier)}</dt><dd>${escapeHtml(shipment.carrier.description)}</dd>
<dt>${escapeHtml(MESSAGES.enviaEstimatedDelivery)}</dt><dd>${escapeHtml(
        (state.estimatedDelivery ?? '').slice(0, 10),
      )}</dd></dl>
<ol>${events}</ol>
<p><small>${escapeHtml(MESSAGES.enviaSimulatorNotice)}</small></p>
</body></html>`;
    },
  };
}

/** The simulator's answer to one request as `fetch` gets it, or a throw for a foreign URL. */
function answerLocally(
  simulator: EnviaSimulator,
  hosts: { shippingUrl: string; queriesUrl: string },
  input: string | URL | Request,
  init: RequestInit | undefined,
): Response {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  // The queries host lives below the shipping host's path: match it first.
  const [host, base] = url.startsWith(`${hosts.queriesUrl}/`)
    ? (['queries', hosts.queriesUrl] as const)
    : url.startsWith(`${hosts.shippingUrl}/`)
      ? (['shipping', hosts.shippingUrl] as const)
      : [null, ''];
  if (!host) throw new TypeError(`fetch failed: ${url} is not the Envia simulator`);
  let body: unknown;
  try {
    body = typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
  } catch {
    const reply = failure(400, 'Invalid Option', 'The body is not JSON');
    return Response.json(reply.body, { status: reply.status });
  }
  const reply = simulator.handle({
    host,
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.slice(base.length).split('?')[0] ?? '',
    authorization: new Headers(init?.headers).get('authorization') ?? undefined,
    body,
  });
  return Response.json(reply.body, { status: reply.status });
}

/**
 * A `fetch` that hands requests for the simulator's hosts to the simulator in process: the real
 * adapter runs unchanged, without a socket (tests build the app with `app.inject` only).
 */
export function simulatorFetch(
  simulator: EnviaSimulator,
  hosts: { shippingUrl: string; queriesUrl: string },
): typeof fetch {
  // A throw inside the executor rejects the promise, as fetch rejects an unreachable URL.
  return (input, init) =>
    new Promise<Response>((resolve) => resolve(answerLocally(simulator, hosts, input, init)));
}

/** The base paths the simulator is served under (config.envia points here in demo mode). */
export const ENVIA_SIMULATOR_PATH = '/simulador/envia';
export const ENVIA_SIMULATOR_QUERIES_PATH = '/simulador/envia/queries';

/** Serves the simulator over HTTP: Envia's routes on both hosts, the labels and tracking pages. */
export function enviaSimulatorRoutes(app: FastifyInstance, simulator: EnviaSimulator): void {
  const answer =
    (host: SimulatorRequest['host'], path: (request: FastifyRequest) => string) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      const result = simulator.handle({
        host,
        method: request.method,
        path: path(request),
        authorization: request.headers.authorization,
        body: request.body,
      });
      return reply.status(result.status).send(result.body);
    };
  const hidden = { schema: { hide: true } };
  for (const route of ['rate', 'generate', 'generaltrack']) {
    app.post(
      `${ENVIA_SIMULATOR_PATH}/ship/${route}`,
      hidden,
      answer('shipping', () => `/ship/${route}`),
    );
  }
  app.get(
    `${ENVIA_SIMULATOR_QUERIES_PATH}/available-carrier/:country/:international`,
    hidden,
    answer('queries', (request) => {
      const params = request.params as { country: string; international: string };
      return `/available-carrier/${params.country}/${params.international}`;
    }),
  );
  app.get(`${ENVIA_SIMULATOR_PATH}/etiquetas/:file`, hidden, async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as Record<string, string | undefined>;
    const pdf = file.endsWith('.pdf')
      ? await simulator.labelPdf(file.slice(0, -'.pdf'.length), {
          origin: query.origen,
          destination: query.destino,
          kg: query.kg,
        })
      : null;
    if (!pdf) {
      return reply.status(404).send(failure(404, 'Not Found', MESSAGES.enviaGuideUnknown).body);
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${file}"`)
      .send(pdf);
  });
  app.get(`${ENVIA_SIMULATOR_PATH}/rastreo/:trackingNumber`, hidden, (request, reply) => {
    const { trackingNumber } = request.params as { trackingNumber: string };
    const page = simulator.trackingPage(trackingNumber);
    if (!page) {
      return reply.status(404).send(failure(404, 'Not Found', MESSAGES.enviaGuideUnknown).body);
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
