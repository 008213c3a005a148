/**
 * The embedded database survives a hard kill: accounts created before a SIGKILL are there when the
 * product starts again on the same data folder.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type RunningServer } from './support/server.js';

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  if (servers[0]) rmSync(servers[0].dataDir, { recursive: true, force: true });
});

const registration = {
  first_name: 'Reinicio',
  last_name: 'Prueba',
  email: 'reinicio@prueba.co',
  phone: '3209998877',
  cedula: '1099887766',
  city_name: 'Medellín, Antioquia',
  city_id: '05001',
  street_address: 'Calle 1 # 2-3',
  password: 'Clave123!',
  passwordConfirm: 'Clave123!',
};

async function login(url: string, email: string, password: string) {
  return fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('a SIGKILL while serving', () => {
  it('loses no account', async () => {
    const embedded = { DATABASE_URL: undefined, REDIS_URL: undefined };
    const first = await startServer({ environment: embedded });
    servers.push(first);
    const created = await fetch(`${first.url}/v1/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration),
    });
    expect(created.status).toBe(201);

    await stopServer(first, 'SIGKILL');
    const second = await startServer({
      dataDir: first.dataDir,
      environment: embedded,
    });
    servers.push(second);

    expect((await login(second.url, registration.email, registration.password)).status).toBe(200);
    expect((await login(second.url, 'cliente@demo.co', 'Demo1234!')).status).toBe(200);
  });
});
