import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityListSchema } from '@hogarte/shared/contracts/lookups';
import { cityLabel } from '@hogarte/shared/cities';
import { PROFESSIONS, REFERRAL_SOURCES } from '@hogarte/shared/lookups';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findCity } from './cities.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const get = (url: string) => harness.app.inject({ method: 'GET', url });

interface CityRow {
  id: string;
  name: string;
  department: string;
}

describe('GET /v1/cities', () => {
  it.each(['/v1/cities', '/v1/cities/'])('lists the 1122 municipalities at %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const cities = response.json<CityRow[]>();
    expect(cities).toHaveLength(1122);
    for (const city of cities) {
      expect(Object.keys(city).sort()).toEqual(['department', 'id', 'name']);
      expect(city.id).toMatch(/^\d{5}$/);
    }
    expect(new Set(cities.map((city) => city.id)).size).toBe(1122);
  });

  it('writes names in title case with their DIVIPOLA code', async () => {
    const cities = (await get('/v1/cities')).json<CityRow[]>();
    expect(cities.find((city) => city.id === '05001')).toEqual({
      id: '05001',
      name: 'Medellín',
      department: 'Antioquia',
    });
    expect(cities.find((city) => city.id === '11001')).toEqual({
      id: '11001',
      name: 'Bogotá, D.C.',
      department: 'Bogotá, D.C.',
    });
    expect(cities.find((city) => city.id === '54001')?.name).toBe('San José de Cúcuta');
  });

  it('keeps to its contract (sent pre-serialised, it passes no serializer)', async () => {
    const cities = (await get('/v1/cities')).json<unknown>();
    // Equal after parsing: the contract neither refuses a city nor drops one of its fields.
    expect(cityListSchema.parse(cities)).toEqual(cities);
  });

  it('finds every city back by the label the pickers show and send as `city_name`', async () => {
    const cities = (await get('/v1/cities')).json<CityRow[]>();
    // One rule for both sides (shared `cityLabel`): the web once wrote Bogotá as "Bogotá, D.C.,
    // Bogotá, D.C.", which no form naming its city could send.
    expect(cityLabel(cities.find((city) => city.id === '11001')!)).toBe('Bogotá, D.C.');
    expect(cityLabel(cities.find((city) => city.id === '05001')!)).toBe('Medellín, Antioquia');
    for (const city of cities) {
      expect(findCity({ label: cityLabel(city) })?.id, cityLabel(city)).toBe(city.id);
    }
  });

  it('sorts the list by name', async () => {
    const names = (await get('/v1/cities')).json<CityRow[]>().map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('other lookups', () => {
  it('lists the designer professions as {id, name}', async () => {
    const response = await get('/v1/designers/professions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual(PROFESSIONS);
    expect(response.json()).toContainEqual({ id: 1, name: 'Diseñador(a) de interiores' });
  });

  it('lists how people met the marketplace as {id, name}', async () => {
    const response = await get('/v1/users/sources');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REFERRAL_SOURCES);
    for (const source of response.json<{ id: unknown; name: unknown }[]>()) {
      expect(typeof source.id).toBe('number');
      expect(typeof source.name).toBe('string');
    }
  });
});

describe('GET /v1/settings', () => {
  it('returns the brand defaults', async () => {
    const response = await get('/v1/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productName: 'Hogarte',
      supportPhone: '3001234567',
      whatsappNumber: '573001234567',
      helpCenterUrl: 'https://ayuda.hogarte.co',
      demoMode: true,
    });
  });

  it('takes the product name from PRODUCT_NAME', async () => {
    const branded = await createTestApp({ PRODUCT_NAME: 'Casa' });
    try {
      const response = await branded.app.inject({ method: 'GET', url: '/v1/settings' });
      expect(response.json()).toMatchObject({ productName: 'Casa' });
    } finally {
      await branded.close();
    }
  });
});
