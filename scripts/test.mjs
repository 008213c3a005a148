/**
 * `npm test`: every check the project has, in order — lint (ESLint, Prettier, layer rules, dead
 * code), types, unit and API tests, then the browser journeys against the built app.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint'],
  ['types', 'npm run typecheck'],
  ['unit and API tests', 'npx vitest run'],
  ['browser journeys', 'npm run test:e2e'],
];
// With DATABASE_URL set (CI) the run above uses PostgreSQL; the API tests also run once on the
// embedded PGlite, since both must hold.
if (process.env.DATABASE_URL) {
  steps.splice(3, 0, ['API tests on PGlite', 'env -u DATABASE_URL npx vitest run --project api']);
}

const started = Date.now();
let passed = 0;
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  console.log(`\n━━ ${name}: ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nTodo en orden en ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, 0 failed`);
