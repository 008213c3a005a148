/**
 * Demo mode needs secrets nobody configured: a JWT key and the Wompi and PayU simulators' keys. Each is
 * made at random on the first start and kept in DATA_DIR, so sessions and stored payments
 * survive restarts, and no two demos (nor the source code) share one.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newPayuSimulatorKeys, newSimulatorKeys, type AppConfig } from './config.js';
import { isLoopback } from './http/loopback.js';

function keptInDataDir<T>(dataDir: string, fileName: string, create: () => T): T {
  const file = path.join(dataDir, fileName);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    const value = create();
    // 'wx': when two processes start on one data directory, the second reads the first's file.
    try {
      writeFileSync(file, JSON.stringify(value), { mode: 0o600, flag: 'wx' });
    } catch {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    }
    return value;
  }
}

/** JWT_SECRET, or in demo mode the one kept with the data. */
export function jwtSecretFor(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  return keptInDataDir(config.dataDir, 'jwt-secret.json', () =>
    randomBytes(48).toString('base64url'),
  );
}

/** The configuration with the simulators' keys (Wompi's, PayU's) kept for this data directory. */
export function withKeptSimulatorKeys(config: AppConfig): AppConfig {
  let kept = config;
  if (kept.wompi?.simulator) {
    const keys = keptInDataDir(kept.dataDir, 'wompi-simulator-keys.json', newSimulatorKeys);
    kept = { ...kept, wompi: { ...kept.wompi, ...keys } };
  }
  if (kept.payu?.simulator) {
    const keys = keptInDataDir(kept.dataDir, 'payu-simulator-keys.json', newPayuSimulatorKeys);
    kept = { ...kept, payu: { ...kept.payu, ...keys } };
  }
  return kept;
}

/** Said at start when the demo's open doors can be reached from other machines. */
export function demoExposureWarning(config: AppConfig): string | null {
  if (!config.demoMode || isLoopback(config.host)) return null;
  return (
    `DEMO MODE on ${config.host}:${config.port}, reachable from other machines: the demo ` +
    'accounts share a published password and the payment and shipping simulators accept any ' +
    'test card. Set HOST=127.0.0.1 to keep it on this computer, or run with NODE_ENV=production ' +
    'and real settings (docs/deployment.md).'
  );
}
