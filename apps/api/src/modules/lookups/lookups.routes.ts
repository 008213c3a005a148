import type { FastifyInstance } from 'fastify';
import {
  appSettingsSchema,
  cityListSchema,
  lookupListSchema,
} from '@hogarte/shared/contracts/lookups';
import { PROFESSIONS, REFERRAL_SOURCES } from '@hogarte/shared/lookups';
import type { AppContext } from '../../context.js';
import { sendJsonText } from '../../http/json-text.js';
import { listCities } from './cities.js';

/** The city list never changes while the server runs: serialised once. */
let serialisedCities: string | undefined;
function citiesJson(): string {
  serialisedCities ??= JSON.stringify(
    listCities().map(({ id, name, department }) => ({ id, name, department })),
  );
  return serialisedCities;
}

/** Lists that change only with a deploy: cacheable by browsers for an hour. */
const CACHE_AN_HOUR = 'public, max-age=3600';

export function lookupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/v1/cities',
    {
      schema: {
        tags: ['lookups'],
        summary: "Colombia's municipalities (DANE DIVIPOLA)",
        // Sent already serialised (sendJsonText): the lookups test parses it with this.
        response: { 200: cityListSchema },
      },
    },
    (_request, reply) => sendJsonText(reply.header('cache-control', CACHE_AN_HOUR), citiesJson()),
  );

  app.get(
    '/v1/designers/professions',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Professions a designer may choose',
        response: { 200: lookupListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return PROFESSIONS;
    },
  );

  app.get(
    '/v1/users/sources',
    {
      schema: {
        tags: ['lookups'],
        summary: 'How people met the marketplace',
        response: { 200: lookupListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return REFERRAL_SOURCES;
    },
  );

  app.get(
    '/v1/settings',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Brand name, support phone, contact and help links',
        response: { 200: appSettingsSchema },
      },
    },
    () => ({
      productName: ctx.config.brand.productName,
      supportPhone: ctx.config.brand.supportPhone,
      whatsappNumber: ctx.config.brand.whatsappNumber,
      helpCenterUrl: ctx.config.brand.helpCenterUrl,
      demoMode: ctx.config.demoMode,
    }),
  );
}
