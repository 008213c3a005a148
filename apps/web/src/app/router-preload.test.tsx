// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { logIn, renderApp, stubBrowser, stubFetch } from '../test/render-app';

// Counts how often the admin clients page's code is fetched and run.
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
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Time for code the router asked for to arrive and run: a signed-in area's page comes a few
 * tasks after its import starts, once the areas' list of screens has (area-pages.tsx). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the router starts loading a page as the navigation begins', () => {
  it('loads nothing for a page the visitor is sent away from, and the page and its shell for one it may open', async () => {
    stubFetch();
    const visitor = renderApp('/admin/clientes');
    await vi.waitFor(() => expect(visitor.router.location.pathname).toBe('/'));
    await settled();
    expect(loaded).toEqual({ pages: 0, layouts: 0 });
    cleanup();

    // The area's layout renders nothing here (mocked above), so it never renders the page: only
    // the router's head start can have asked for the page's code.
    const admin = logIn(ROLE.admin);
    stubFetch(undefined, admin);
    const { router } = renderApp('/admin/clientes');
    await settled();
    expect(router.location.pathname).toBe('/admin/clientes');
    // The page comes after the areas' list of screens: however long that takes, once.
    await vi.waitFor(() => expect(loaded).toEqual({ pages: 1, layouts: 1 }));
  });
});
