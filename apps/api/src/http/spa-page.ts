/**
 * The web app's page for a path: its `index.html`, with `<link rel="modulepreload">` for the
 * chunks the route's screen needs beyond the shell (written by the web build in
 * `.vite/route-preloads.json`, apps/web `build/route-preloads.ts`). Without them the browser
 * learns of those chunks only after the shell's code has arrived and run, one round trip later.
 * A route may add more to the head from its parameters (`routeHead`: a product page names its
 * image, decision 051).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** What the web build writes there (its `shell` is already in index.html). */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
}

interface CompiledRoute {
  path: string;
  segments: string[];
  staticSegments: number;
  links: string;
}

/** `:name` stands for one non-empty segment, as in the web app's route table. */
function matches(route: CompiledRoute, segments: readonly string[]): boolean {
  return (
    route.segments.length === segments.length &&
    route.segments.every((segment, index) =>
      segment.startsWith(':') ? segments[index] !== '' : segment === segments[index],
    )
  );
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment, index) => index > 0 || segment !== '');
}

/** The route for a path's segments: as the web's router ranks them, literals beat parameters. */
function routeFor(
  routes: readonly CompiledRoute[],
  segments: readonly string[],
): CompiledRoute | undefined {
  let best: CompiledRoute | undefined;
  for (const route of routes) {
    if (matches(route, segments) && (!best || route.staticSegments > best.staticSegments)) {
      best = route;
    }
  }
  return best;
}

function compile(preloads: RoutePreloads['routes']): CompiledRoute[] {
  return preloads.map((route) => {
    const segments = splitPath(route.path);
    return {
      path: route.path,
      segments,
      staticSegments: segments.filter((segment) => !segment.startsWith(':')).length,
      links: route.files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    };
  });
}

interface Build {
  indexModified: number;
  index: string;
  routes: CompiledRoute[];
}

/** Each route's chunks, or none while the list is missing or half-written (a build under way). */
function readPreloads(preloadsPath: string): RoutePreloads['routes'] {
  try {
    return (JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreloads).routes;
  } catch {
    return [];
  }
}

/** A route's parameters, by name, from the segments of the path it matched. */
function paramsOf(route: CompiledRoute, segments: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  route.segments.forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = segments[index]!;
  });
  return params;
}

/**
 * What a route adds to the head besides its chunks, from the route's path (as the web's route
 * table writes it), the parameters' raw segments and the address's query (without its `?`);
 * '' for nothing. It must not throw.
 */
export type RouteHead = (
  route: string,
  params: Readonly<Record<string, string>>,
  query: string,
) => Promise<string>;

/**
 * The page for each path of the build in `webDist`, or null while the build has no page (a
 * rebuild has emptied it). The build is read again when its `index.html` changes, so a rebuild
 * under a running server serves the new chunks.
 */
export function spaPages(
  webDist: string,
  routeHead: RouteHead = () => Promise.resolve(''),
): (url: string) => Promise<string | null> {
  const indexPath = path.join(webDist, 'index.html');
  const preloadsPath = path.join(webDist, PRELOADS_FILE);
  let build: Build | undefined;
  const current = (): Build | null => {
    const indexModified = statSync(indexPath, { throwIfNoEntry: false })?.mtimeMs;
    if (indexModified === undefined) return null;
    if (build?.indexModified !== indexModified) {
      const routes = compile(readPreloads(preloadsPath));
      build = { indexModified, index: readFileSync(indexPath, 'utf8'), routes };
    }
    return build;
  };
  return async (url) => {
    const built = current();
    if (!built) return null;
    const address = url.split('#', 1)[0]!;
    const queryStart = address.indexOf('?');
    const pathname = queryStart === -1 ? address : address.slice(0, queryStart);
    const query = queryStart === -1 ? '' : address.slice(queryStart + 1);
    const segments = splitPath(pathname.replace(/\/+$/, '') || '/');
    const route = routeFor(built.routes, segments);
    if (!route) return built.index;
    const extra = await routeHead(route.path, paramsOf(route, segments), query);
    return built.index.replace('</head>', `${route.links}${extra}</head>`);
  };
}
