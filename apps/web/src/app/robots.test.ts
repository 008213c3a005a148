/**
 * robots.txt against the route table: every page behind an account is closed to crawlers, the
 * pages meant to be found are open, and a new public route must be placed on one side or the
 * other here. Rules are read as the main crawlers read them: `*` matches any run of characters,
 * the longest matching rule wins and Allow wins a tie.
 */
import { describe, expect, it } from 'vitest';
import robotsTxt from '../../public/robots.txt?raw';
import { ROUTES } from './route-table';

/** The public pages search engines should find; every other public page is not for them. */
const INDEXED = new Set([
  '/',
  '/login',
  '/register',
  '/productos',
  '/productos/:productSlug',
  '/:companyName/productos',
  '/:companyName/productos/:productSlug',
  '/asesoria-virtual',
  '/disenador/paso-1',
  '/proveedor/paso-1',
]);

interface Rule {
  allow: boolean;
  pattern: string;
  matches: RegExp;
}

function readRules(): Rule[] {
  return robotsTxt
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, pattern]) => ({
      allow: kind === 'Allow',
      pattern: pattern!,
      matches: new RegExp(
        `^${pattern!
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}`,
      ),
    }));
}

function isAllowed(rules: readonly Rule[], path: string): boolean {
  const applying = rules
    .filter((rule) => rule.matches.test(path))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow));
  return applying[0]?.allow ?? true;
}

/** A path a crawler could meet for the route: its parameters filled, encoded as sent. */
function samplePath(route: string): string {
  return encodeURI(
    route.replace(/:(\w+)/g, (_, name: string) =>
      name === 'companyName' ? 'ceramica-andina' : 'x1',
    ),
  );
}

describe('robots.txt', () => {
  const rules = readRules();

  it('keeps crawlers out of every page behind an account', () => {
    const open = ROUTES.filter((route) => route.roles !== null)
      .map((route) => samplePath(route.path))
      .filter((path) => isAllowed(rules, path));
    expect(open).toEqual([]);
  });

  it('lets crawlers read the pages meant to be found, and no other public page', () => {
    const wrong = ROUTES.filter((route) => route.roles === null)
      .filter((route) => isAllowed(rules, samplePath(route.path)) !== INDEXED.has(route.path))
      .map((route) => route.path);
    expect(wrong).toEqual([]);
    expect(ROUTES.filter((route) => INDEXED.has(route.path))).toHaveLength(INDEXED.size);
  });

  it('keeps crawlers off the API and private files', () => {
    for (const path of ['/v1/users/profile', '/v2/cart', '/files/abc', '/docs', '/simulador/x'])
      expect(isAllowed(rules, path), path).toBe(false);
  });
});
