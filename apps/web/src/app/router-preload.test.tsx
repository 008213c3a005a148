// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { logIn, stubBrowser, stubFetch } from '../test/render-app';
import { buildRoutes } from './router';

// Counts how often the admin clients page's code is fetched and run; nothing renders here.
const loaded = vi.hoisted(() => ({ pages: 0, layouts: 0 }));
vi.mock('../features/admin/pages/admin-clients-page', () => {
  loaded.pages += 1;
  return { AdminClientsPage: () => null };
});
vi.mock('./layouts/dashboard-layout', () => {
  loaded.layouts += 1;
  return { DashboardLayout: () => null };
});

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function navigationSettled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  // Time for code a loader asked for to arrive and run: a signed-in area's page comes a few
  // tasks after its import starts, once the areas' list of screens has (area-pages.tsx).
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the router starts loading a page as the navigation begins', () => {
  it('loads nothing for a page the visitor is sent away from, and the page and its shell for one it may open', async () => {
    stubFetch();
    const visitor = createMemoryRouter(buildRoutes(), { initialEntries: ['/admin/clientes'] });
    await navigationSettled(visitor);
    expect(visitor.state.location.pathname).toBe('/');
    expect(loaded).toEqual({ pages: 0, layouts: 0 });
    visitor.dispose();

    // No React tree is rendered: only the route's loader can have asked for the code.
    const admin = logIn(ROLE.admin);
    stubFetch(undefined, admin);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/admin/clientes'] });
    await navigationSettled(router);
    expect(router.state.location.pathname).toBe('/admin/clientes');
    // The page comes after the areas' list of screens: however long that takes, once.
    await vi.waitFor(() => expect(loaded).toEqual({ pages: 1, layouts: 1 }));
    router.dispose();
  });
});
