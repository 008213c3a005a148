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
        'Modules must not depend on each other in a cycle. Cycles made only of type imports are ' +
        'erased at compile time and are allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
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
    // Type-only imports count for the layer rules; the cycle rule above lets type-only cycles pass.
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
