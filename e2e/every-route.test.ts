/**
 * Walks the route table, as a visitor and as each demo role, and fails on any route that renders
 * only its title (the placeholder the unbuilt screens used to show), an error or a missing page.
 * Routes whose parameters name one record (a hashid, an order, a token) are opened by the journeys
 * that create those records; here the store and product parameters take a demo store and product.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { storeSlug } from '@hogarte/shared/catalogue';
import { ROUTES, type AppRoute } from '../apps/web/src/app/route-table.js';
import { openPage } from './support/browser.js';
import { loginThroughForm } from './support/session.js';

const DEMO_STORE = storeSlug('Cerámicas del Valle');
const DEMO_PRODUCT = '2-enchape-metro-blanco-brillante-10x30';
const FILLED_PARAMS: Record<string, string> = {
  companyName: DEMO_STORE,
  productSlug: DEMO_PRODUCT,
};

const DEMO_ACCOUNTS: [email: string, roleId: RoleId][] = [
  ['cliente@demo.co', ROLE.client],
  ['disenador@demo.co', ROLE.designer],
  ['proveedor@demo.co', ROLE.supplier],
  ['lsh@demo.co', ROLE.lsh],
  ['admin@demo.co', ROLE.admin],
  ['asesor@demo.co', ROLE.salesperson],
];

/** The route's address with the demo store and product, or null when it needs a record's id. */
function openablePath(route: AppRoute): string | null {
  let unfilled = false;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = FILLED_PARAMS[name];
    if (value === undefined) unfilled = true;
    return value ?? '';
  });
  return unfilled ? null : path;
}

/**
 * What the screen shows under its heading: form fields, buttons, links, tables, images, lists,
 * text or a progress indicator. A title-only screen has none.
 */
function contentBesideTheHeading(page: Page): Promise<number> {
  return page.locator('main').evaluate((main) => {
    const parts = main.querySelectorAll(
      'input, select, textarea, button, a[href], table, img, svg, li, p, [role="progressbar"]',
    );
    return Array.from(parts).filter((part) => !part.closest('h1')).length;
  });
}

async function expectRealScreen(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor({ state: 'visible' });
  // A page that redirects (step 2 without step 1's answers goes back to step 1) shows an empty
  // main while the next route's code arrives, so the content is awaited rather than read once;
  // a title-only page still fails when the wait runs out.
  await expect
    .poll(() => contentBesideTheHeading(page), {
      message: `${path} shows only its title`,
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  const headings = await page.locator('main h1').allInnerTexts();
  expect(headings, path).not.toContain('Algo salió mal');
  expect(headings, path).not.toContain('Página no encontrada');
}

function routesFor(roleId: RoleId | null): string[] {
  return ROUTES.filter((route) =>
    roleId === null ? route.roles === null : route.roles?.includes(roleId) === true,
  )
    .map(openablePath)
    .filter((path): path is string => path !== null);
}

describe('every route of the spec renders a real screen', () => {
  it('for a visitor', async () => {
    const { page } = await openPage();
    const paths = routesFor(null);
    for (const path of paths) await expectRealScreen(page, path);
    expect(paths.length).toBeGreaterThan(15);
  });

  it.each(DEMO_ACCOUNTS)('for %s', async (email, roleId) => {
    const { page } = await openPage();
    await loginThroughForm(page, email);
    await page.waitForURL((url) => url.pathname !== '/login');
    const paths = routesFor(roleId);
    for (const path of paths) await expectRealScreen(page, path);
    expect(paths.length).toBeGreaterThan(2);
  });
});
