import { existsSync } from 'node:fs';

/** Debian's Chromium; browsers cannot be downloaded on these machines. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}: apt-get install -y chromium`);
  }
  return candidate;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Video calls: a fake camera, microphone and screen, granted without asking (integrations.md).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
