/**
 * The Envia adapter over HTTP. The same code serves the real Envia and the simulator: demo mode
 * and tests hand it a `fetch` that answers in process (see simulator.ts), so switching to the
 * real provider is only a matter of configuration.
 */
import { z } from 'zod';
import type { EnviaConfig } from '../../config.js';
import {
  EnviaError,
  type EnviaCarrier,
  type EnviaGateway,
  type EnviaGenerateRequest,
  type EnviaLabel,
  type EnviaRate,
  type EnviaRateRequest,
  type EnviaTracking,
} from './envia.js';
import { createEnviaSimulator, simulatorFetch } from './simulator.js';

export interface EnviaClientOptions {
  /** Shipping host, e.g. https://api.envia.com (no trailing slash). */
  shippingUrl: string;
  /** Queries host, e.g. https://queries.envia.com (no trailing slash). */
  queriesUrl: string;
  fetchImpl?: typeof fetch;
  /** A buyer waits on quotes: a slow Envia must not hold the request for ever. */
  timeoutMs?: number;
}

// Envia's answers, checked before use: anything else is "no usable answer", never a crash later.
const rateSchema = z.looseObject({
  carrier: z.string(),
  service: z.string(),
  serviceDescription: z.string().default(''),
  deliveryEstimate: z.string().default(''),
  deliveryDate: z
    .looseObject({ date: z.string(), dateDifference: z.coerce.number(), timeUnit: z.string() })
    .optional(),
  totalPrice: z.coerce.number().nonnegative(),
  currency: z.string().default('COP'),
});
const labelSchema = z.looseObject({
  carrier: z.string(),
  service: z.string(),
  trackingNumber: z.coerce.string(),
  trackUrl: z.string(),
  label: z.string(),
  shipmentId: z.coerce.number(),
  totalPrice: z.coerce.number().nonnegative(),
  currency: z.string().optional(),
});
const trackingSchema = z.looseObject({
  trackingNumber: z.coerce.string(),
  carrier: z.string(),
  status: z.string(),
  trackUrl: z.string().default(''),
  estimatedDelivery: z.string().optional(),
  eventHistory: z
    .array(
      z.looseObject({
        event: z.string().default(''),
        description: z.string().default(''),
        location: z.string().default(''),
        date: z.string().default(''),
      }),
    )
    .default([]),
});
const carrierSchema = z.looseObject({
  name: z.string(),
  description: z.string().default(''),
  country_code: z.string().optional(),
  logo: z.string().optional(),
});
const listOf = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) });

/** Envia's error body: `{"meta":"error","error":{"code","description","message"}}`. */
const errorBodySchema = z.object({
  error: z
    .union([
      z.string(),
      z.object({ message: z.string().optional(), description: z.string().optional() }),
    ])
    .optional(),
  message: z.string().optional(),
});

function errorText(body: unknown, fallback: string): string {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return fallback;
  const { error, message } = parsed.data;
  const said = typeof error === 'string' ? error : error?.message || error?.description;
  return said || message || fallback;
}

export function enviaClient(options: EnviaClientOptions): EnviaGateway {
  const send = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(url: string, key: string, body?: unknown): Promise<unknown> {
    let status: number;
    let text: string;
    try {
      const response = await send(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EnviaError('unavailable', `Envia did not answer ${url}: ${reason}`);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = undefined;
    }
    const said = errorText(json, text.slice(0, 200) || `HTTP ${status}`);
    if (status === 401 || status === 403) throw new EnviaError('unauthorized', said, status);
    if (status >= 500) throw new EnviaError('unavailable', said, status);
    if (status >= 400) throw new EnviaError('rejected', said, status);
    // Envia sometimes reports a refusal with 200 and `"meta":"error"`.
    if (json && typeof json === 'object' && (json as { meta?: unknown }).meta === 'error') {
      throw new EnviaError('rejected', said, status);
    }
    if (json === undefined) {
      throw new EnviaError('unavailable', `Envia answered ${url} with something not JSON`, status);
    }
    return json;
  }

  function parsed<T extends z.ZodType>(schema: T, body: unknown, url: string): z.infer<T> {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new EnviaError(
        'unavailable',
        `Envia's answer to ${url} is not in its documented shape`,
      );
    }
    return result.data;
  }

  return {
    async carriers(key) {
      const url = `${options.queriesUrl}/available-carrier/CO/0`;
      const { data } = parsed(listOf(carrierSchema), await call(url, key), url);
      return data satisfies EnviaCarrier[];
    },

    async rate(key, request: EnviaRateRequest) {
      const url = `${options.shippingUrl}/ship/rate/`;
      const { data } = parsed(listOf(rateSchema), await call(url, key, request), url);
      if (data.length === 0) {
        throw new EnviaError('rejected', `Envia has no rate for ${request.shipment.carrier}`);
      }
      return [...data].sort((a, b) => a.totalPrice - b.totalPrice) satisfies EnviaRate[];
    },

    async generate(key, request: EnviaGenerateRequest) {
      const url = `${options.shippingUrl}/ship/generate/`;
      const { data } = parsed(listOf(labelSchema), await call(url, key, request), url);
      const [label] = data;
      if (!label) throw new EnviaError('rejected', 'Envia generated no label');
      return label satisfies EnviaLabel;
    },

    async track(key, trackingNumbers) {
      const url = `${options.shippingUrl}/ship/generaltrack/`;
      const { data } = parsed(
        listOf(trackingSchema),
        await call(url, key, { trackingNumbers }),
        url,
      );
      return data satisfies EnviaTracking[];
    },
  };
}

/**
 * The gateway the app runs with: the real Envia at the configured hosts, or in demo mode the
 * simulator answering in process (the same simulator this app also serves over HTTP, stateless,
 * so both agree on every tracking number).
 */
export function enviaGateway(
  config: EnviaConfig,
  now: () => Date = () => new Date(),
): EnviaGateway {
  const hosts = { shippingUrl: config.shippingUrl, queriesUrl: config.queriesUrl };
  if (!config.simulator) return enviaClient(hosts);
  return enviaClient({
    ...hosts,
    fetchImpl: simulatorFetch(createEnviaSimulator({ ...hosts, now }), hosts),
  });
}
