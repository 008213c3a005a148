/**
 * Layer rules of docs/architecture.md §4, checked by `npm run lint`
 * (`depcruise apps packages --config .dependency-cruiser.cjs`).
 *
 * Paths are relative to the repository root. `$1` in a `to` rule refers to the first group
 * captured by the `from` path, which is how "another module" and "another feature" are written.
 */

/** Test files and test helpers may reach into any layer to arrange and assert. */
const TESTS = ['\\.test\\.tsx?$', '^apps/api/src/test/', '^apps/web/src/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Nothing depends on itself through a cycle, not even through type imports: a type cycle ' +
        'still ties two files together and is one value import away from a real one.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-not-to-apps',
      severity: 'error',
      comment: 'packages/shared is used by the apps and must not know them.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-to-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; shared code lives in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-to-web',
      severity: 'error',
      comment: 'The API serves the built SPA as files; it must not import web code.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'routes-not-to-repositories',
      severity: 'error',
      comment: 'Routes speak HTTP and call services; only services call repositories.',
      from: { path: '^apps/api/src/.+\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'no-other-module-repository',
      severity: 'error',
      comment: "A module calls another module's service, never its repository.",
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/api/src/modules/[^/]+/.+\\.repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'drizzle-only-in-repositories',
      severity: 'error',
      comment: 'Repositories and apps/api/src/db/ are the only code that touches Drizzle.',
      from: {
        path: '^apps/api/',
        pathNot: [
          '\\.repository\\.ts$',
          '^apps/api/src/db/',
          '^apps/api/drizzle\\.config\\.ts$',
          ...TESTS,
        ],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'db-not-to-upper-layers',
      severity: 'error',
      comment:
        'apps/api/src/db/ (client, schema, transactions) is the bottom layer: it knows no module, ' +
        'no HTTP, no integration, no context and no seed.',
      from: { path: '^apps/api/src/db/' },
      to: {
        path: [
          '^apps/api/src/(modules|seed|http|integrations)/',
          '^apps/api/src/(context|app|main)\\.ts$',
        ],
      },
    },
    {
      name: 'http-not-to-modules',
      severity: 'error',
      comment:
        'apps/api/src/http/ (auth, errors, uploads, limits) serves every module and depends on none; ' +
        'what a module needs from it (IncomingFile, Actor) is declared there.',
      from: { path: '^apps/api/src/http/', pathNot: TESTS },
      to: { path: ['^apps/api/src/(modules|seed)/', '^apps/api/src/(context|app|main)\\.ts$'] },
    },
    {
      name: 'integrations-stand-alone',
      severity: 'error',
      comment:
        'Integrations (wompi, envia, mail, whatsapp, storage, images, pdf) are adapters to the ' +
        'outside world: they take their options and throw their own errors. They import no module, ' +
        'no database, no HTTP code (AppError included) and not the context; the calling module ' +
        'translates their errors into answers.',
      from: { path: '^apps/api/src/integrations/', pathNot: TESTS },
      to: {
        path: ['^apps/api/src/(modules|seed|http|db)/', '^apps/api/src/(context|app|main)\\.ts$'],
      },
    },
    {
      name: 'seed-is-a-client',
      severity: 'error',
      comment:
        'The demo seed (apps/api/src/seed/) uses the modules like any client; only main.ts (and the ' +
        'bench scripts, through dist/) run it, and no application code imports it.',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/seed/', '^apps/api/src/main\\.ts$', ...TESTS],
      },
      to: { path: '^apps/api/src/seed/' },
    },
    {
      name: 'routes-not-to-db',
      severity: 'error',
      comment:
        "Routes neither query nor open transactions: that is the service's work (decision 021).",
      from: { path: '^apps/api/src/.+\\.routes\\.ts$' },
      to: { path: '^apps/api/src/db/' },
    },
    {
      name: 'services-reach-db-through-repositories',
      severity: 'error',
      comment:
        'Decision 021: a service opens its transaction with inTransaction (db/transaction.ts) and ' +
        'hands the executor to repositories; from db/ it may also use client.ts (the Database type, ' +
        'the constraint-error checks) and types of the schema, nothing else.',
      from: {
        path: '^apps/api/src/(modules|seed)/',
        pathNot: ['\\.repository\\.ts$', ...TESTS],
      },
      to: {
        path: '^apps/api/src/db/',
        pathNot: '^apps/api/src/db/(client|transaction)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-cross-feature-imports',
      severity: 'error',
      comment:
        'Web features do not import each other; app/ composes them and shared UI lives in ' +
        'components/ and lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    // Type-only imports count for the layer rules and for cycles.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // `source` resolves `@hogarte/shared/*` to packages/shared/src, as Vite, Vitest and tsx do.
      conditionNames: ['source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
