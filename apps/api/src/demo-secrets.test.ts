import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { demoExposureWarning, jwtSecretFor, withKeptSimulatorKeys } from './demo-secrets.js';

const dataDirs: string[] = [];
function demoConfig(environment: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hogarte-secrets-'));
  dataDirs.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, ...environment });
}
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

describe('demo secrets', () => {
  it('keeps one set of simulator keys per data directory, across restarts', () => {
    const config = demoConfig();
    const first = withKeptSimulatorKeys(config).wompi;
    const restarted = withKeptSimulatorKeys(loadConfig({ DATA_DIR: config.dataDir })).wompi;
    expect(restarted?.eventsSecret).toBe(first?.eventsSecret);
    expect(restarted?.integritySecret).toBe(first?.integritySecret);
    const elsewhere = withKeptSimulatorKeys(demoConfig()).wompi;
    expect(elsewhere?.eventsSecret).not.toBe(first?.eventsSecret);
  });

  it('keeps the PayU simulator’s keys with the data too', () => {
    const config = demoConfig();
    const first = withKeptSimulatorKeys(config).payu;
    const restarted = withKeptSimulatorKeys(loadConfig({ DATA_DIR: config.dataDir })).payu;
    expect(restarted?.apiKey).toBe(first?.apiKey);
    expect(restarted?.merchantId).toBe(first?.merchantId);
    expect(withKeptSimulatorKeys(demoConfig()).payu?.apiKey).not.toBe(first?.apiKey);
  });

  it('leaves real Wompi keys alone', () => {
    const real = {
      WOMPI_PUBLIC_KEY: 'pub_prod_x',
      WOMPI_PRIVATE_KEY: 'prv_prod_x',
      WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
      WOMPI_EVENTS_SECRET: 'prod_events_x',
    };
    expect(withKeptSimulatorKeys(demoConfig(real)).wompi?.eventsSecret).toBe('prod_events_x');
  });

  it('keeps the demo JWT secret with the data, and uses JWT_SECRET when set', () => {
    const config = demoConfig();
    expect(jwtSecretFor(config)).toBe(jwtSecretFor(loadConfig({ DATA_DIR: config.dataDir })));
    expect(jwtSecretFor(demoConfig())).not.toBe(jwtSecretFor(config));
    expect(jwtSecretFor(demoConfig({ JWT_SECRET: 'j'.repeat(32) }))).toBe('j'.repeat(32));
  });
});

describe('demoExposureWarning', () => {
  it('warns when demo mode listens beyond this machine', () => {
    expect(demoExposureWarning(demoConfig())).toMatch(/^DEMO MODE on 0\.0\.0\.0:3000/);
    expect(demoExposureWarning(demoConfig({ HOST: '192.168.1.20' }))).toMatch(/HOST=127\.0\.0\.1/);
  });

  it('stays quiet on loopback and outside demo mode', () => {
    expect(demoExposureWarning(demoConfig({ HOST: '127.0.0.1' }))).toBeNull();
    expect(demoExposureWarning(demoConfig({ HOST: '::1' }))).toBeNull();
    const production = demoConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://hogarte.co',
    });
    expect(demoExposureWarning(production)).toBeNull();
  });
});
