/** Starts the built product as `npm start` runs it, on a free port with its own data folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file of the built API (`npm run build`), e.g. `main.js`. */
export function builtApi(file: string): string {
  return fileURLToPath(new URL(`../../apps/api/dist/${file}`, import.meta.url));
}

const MAIN = builtApi('main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
}

export async function startServer(
  options: {
    dataDir?: string;
    environment?: Record<string, string | undefined>;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hogarte-e2e-'));
  // As a first-time user runs it: `npm start` sets no PUBLIC_URL (so the server's own address
  // is http://localhost:PORT) and the browser opens another host for the same machine. Payment
  // returns and simulator pages must follow the browser, not the server's guess.
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Runs on one machine share its Redis: without a prefix of their own, one run's password
      // reset and rate-limit counters would still be full when the next run starts.
      REDIS_PREFIX: `hogarte-e2e-${randomBytes(6).toString('hex')}:`,
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return { url, dataDir, process: child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within 90 s:\n${output}`);
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await exited;
}
