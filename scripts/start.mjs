/**
 * `npm start`: builds whatever is missing or older than its sources, then runs the server in this
 * process (so Ctrl-C reaches it directly and it stops cleanly).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function outdated(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

const sharedSources = [at('packages/shared/src'), at('package-lock.json')];
const steps = [
  {
    name: '@hogarte/shared',
    output: at('packages/shared/dist/.tsbuildinfo'),
    sources: sharedSources,
  },
  {
    name: '@hogarte/api',
    output: at('apps/api/dist/.tsbuildinfo'),
    sources: [...sharedSources, at('apps/api/src')],
  },
  {
    name: '@hogarte/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...sharedSources,
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
];

for (const step of steps) {
  if (outdated(step.output, step.sources)) {
    console.log(`Construyendo ${step.name}…`);
    execSync(`npm run build -w ${step.name}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(at('apps/api/dist/main.js'));
