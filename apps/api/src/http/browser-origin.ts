/**
 * The origin to put in an absolute link that goes back to the browser making this request (the
 * address Wompi returns the buyer to). Such a link must land on the origin the browser is on:
 * its session lives in that origin's storage, so `http://127.0.0.1:3000` sent back to
 * `http://localhost:3000` arrives signed out.
 *
 * Only for the requester's own browser: the request's headers are the requester's to choose,
 * which harms nobody else here, but a link mailed to someone (a password reset, an order email)
 * built from them could point at another site. Those use `config.publicUrl` (decision 015).
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** `scheme://host[:port]` when `candidate` is an http(s) origin and nothing more, else undefined. */
function httpOrigin(candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host && bare
    ? url.origin
    : undefined;
}

/**
 * PUBLIC_URL when it was set; otherwise the browser's `Origin` header when it is a proper http(s)
 * origin (it is right behind a proxy or a dev server on another port), else the protocol and host
 * of the request as Fastify reads them (a trusted proxy's forwarded ones), else PUBLIC_URL's
 * default.
 */
export function browserOrigin(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>,
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const { origin } = request.headers;
  return (
    (origin === undefined ? undefined : httpOrigin(origin)) ??
    httpOrigin(`${request.protocol}://${request.host}`) ??
    config.publicUrl
  );
}

/**
 * Whether a browser's `Origin` belongs to this app: the host the request was addressed to (the
 * page and the API share one origin, a dev server's proxy keeps the browser's Host), or PUBLIC_URL
 * when it was set. Another site's page is refused; a request without `Origin` comes from no other
 * site's page (a same-origin read, or no browser at all) and is left to the token.
 */
export function isOwnOrigin(
  origin: string | undefined,
  host: string | undefined,
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>,
): boolean {
  if (origin === undefined) return true;
  const parsed = httpOrigin(origin);
  if (!parsed) return false;
  if (host !== undefined && new URL(parsed).host === host.toLowerCase()) return true;
  return config.publicUrlConfigured && parsed === new URL(config.publicUrl).origin;
}

/**
 * A link for an email: absolute on PUBLIC_URL when it is one of this server's root-relative links
 * (the simulators' pages), as it was otherwise.
 */
export function linkForEmail(config: Pick<AppConfig, 'publicUrl'>, link: string): string {
  return link.startsWith('/') ? `${config.publicUrl}${link}` : link;
}

/** The same link on another origin (one of this server's own pages, reached as the browser does). */
export function onOrigin(link: string, origin: string): string {
  const url = new URL(link);
  const target = new URL(origin);
  url.protocol = target.protocol;
  url.host = target.host;
  return url.toString();
}
