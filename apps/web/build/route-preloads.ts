/**
 * Which chunks each public page needs beyond the shell, written by the build for the server.
 *
 * A page's code loads only once the shell's code has arrived and run: the router then asks for
 * the page's chunk, and that chunk for the screen's data and images. On a slow phone network that
 * chain is one round trip longer than it needs to be. The server sends the page's chunks as
 * `<link rel="modulepreload">` in the HTML of that route (apps/api `http/spa-page.ts`), so the
 * browser fetches them while it is still fetching the shell. Role-only routes are left out: their
 * visitors have the shell cached already, and a visitor without the role is sent elsewhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import type { AppRoute } from '../src/app/route-table.js';

/** Where the build writes the list: beside Vite's manifest, which the server does not serve. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One public route and the chunks (paths within the build) its page needs beyond the shell. */
interface RoutePreload {
  path: string;
  files: string[];
}

/** The file's content: the shell (what index.html loads) and each public route's chunks. */
export interface RoutePreloads {
  shell: string[];
  routes: RoutePreload[];
  /**
   * What every page of the signed-in areas loads beyond the shell besides its own chunk: the
   * areas' layout and its imports. Not preloaded (those routes are not); the budget test reads it.
   */
  areas: string[];
}

/** The store layout, loaded with each storefront page (router.tsx `LAYOUT_LOADS`). */
const STORE_LAYOUT_MODULE = 'src/app/layouts/store-layout.tsx';
/** The layout of every role's area (router.tsx `LAYOUT_LOADS`). */
const AREAS_LAYOUT_MODULE = 'src/app/layouts/dashboard-layout.tsx';

/**
 * The module each page key loads, read from the router's `lazyPage(() => import(…))` table:
 * the router keeps those imports literal so the bundler can split them, so its source is the map.
 */
function pageModules(webRoot: string): Map<string, string> {
  const router = readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
  const modules = new Map<string, string>();
  const entry = /'?([\w-]+)'?:\s*lazyPage\(\s*\(\) => import\('\.\.\/([^']+)'\)/g;
  for (const [, page, module] of router.matchAll(entry)) {
    modules.set(page!, `src/${module}.tsx`);
  }
  return modules;
}

/**
 * The route table, loaded through Vite as the app loads it (`@hogarte/shared` from its sources),
 * at build time only: importing it from this file would make loading vite.config.ts in Node
 * need `@hogarte/shared`'s build, which a fresh clone's dev server and knip do not have.
 */
async function loadRoutes(webRoot: string): Promise<readonly AppRoute[]> {
  const { module } = await runnerImport<{ ROUTES: readonly AppRoute[] }>(
    path.join(webRoot, 'src/app/route-table.ts'),
    {
      root: webRoot,
      logLevel: 'silent',
      // The runner's own environment leaves every package to Node; this one is read from source.
      environments: {
        inline: { resolve: { noExternal: ['@hogarte/shared'], conditions: ['source'] } },
      },
    },
  );
  return module.ROUTES;
}

/** The modules (relative to the web app) each route anyone may open starts with. */
async function publicRouteModules(webRoot: string): Promise<{ path: string; modules: string[] }[]> {
  const modules = pageModules(webRoot);
  const routes = await loadRoutes(webRoot);
  return routes
    .filter((route) => route.roles === null)
    .map((route) => {
      const page = modules.get(route.page);
      if (!page) throw new Error(`router.tsx names no module for the page '${route.page}'`);
      return {
        path: route.path,
        modules: route.layout === 'store' ? [page, STORE_LAYOUT_MODULE] : [page],
      };
    });
}

export function routePreloads(webRoot: string): Plugin {
  return {
    name: 'hogarte:route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const chunkOfModule = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk);
      }
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports statically, transitively. */
      const closure = (roots: readonly string[]) => {
        const seen = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const file = pending.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          pending.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the build has no entry chunk');
      const shell = closure([entry.fileName]);
      /** The chunks these modules need beyond the shell. */
      const beyondShell = (modules: readonly string[]) => {
        const roots = modules.map((module) => {
          const chunk = chunkOfModule.get(path.join(webRoot, module));
          if (!chunk) throw new Error(`${module} is in no chunk of the build`);
          return chunk.fileName;
        });
        return [...closure(roots)].filter((file) => !shell.has(file)).sort();
      };
      const routes: RoutePreload[] = (await publicRouteModules(webRoot)).map((route) => ({
        path: route.path,
        files: beyondShell(route.modules),
      }));
      const preloads: RoutePreloads = {
        shell: [...shell].sort(),
        routes,
        areas: beyondShell([AREAS_LAYOUT_MODULE]),
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
