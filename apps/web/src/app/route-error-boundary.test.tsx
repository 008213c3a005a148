// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { logIn, renderApp, stubBrowser, stubFetch } from '../test/render-app';

// A screen that fails as it renders.
vi.mock('../features/admin/pages/admin-clients-page', () => ({
  AdminClientsPage: () => {
    throw new Error('the clients screen broke');
  },
}));

beforeEach(() => {
  stubBrowser();
  // React reports the caught error on the console; the test reads the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a screen that fails to render', () => {
  it('shows the error page with a reload, and another path shows its screen again', async () => {
    const admin = logIn(ROLE.admin);
    stubFetch(undefined, admin);
    const { router } = renderApp('/admin/clientes');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();

    await act(() => router.navigate('/admin/configuracion'));
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
  });
});
