// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { adviserDetail } from '../features/advisers/test/adviser-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../test/render-app';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the app router', () => {
  it('sends a visitor of an unknown path to the login', async () => {
    stubFetch();
    const { router } = renderApp('/no-existe/para-nada/aqui');
    expect(await screen.findByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeTruthy();
    expect(router.location.pathname).toBe('/login');
  });

  it("tells a signed-in user an unknown path does not exist, with the way to the role's home", async () => {
    const admin = logIn(ROLE.admin);
    stubFetch(undefined, admin);
    const { router } = renderApp('/admin/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(router.location.pathname).toBe('/admin/no-existe');
    expect(screen.getByRole('link', { name: 'Volver a mi inicio' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    cleanup();
    localStorage.clear();

    const supplier = logIn(ROLE.supplier);
    stubFetch(undefined, supplier);
    renderApp('/no-existe/para-nada/aqui');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a mi inicio' }).getAttribute('href')).toBe(
      '/proveedor/ventas',
    );
  });

  it('sends a logged-in client away from the login to the home page', async () => {
    const user = logIn(ROLE.client);
    stubFetch(undefined, user);
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Tu hogar, diseñado con quienes saben' }),
    ).toBeTruthy();
    expect(router.location.pathname).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]?.getAttribute('href')).toBe(
      '/cliente/dashboard',
    );
    expect(screen.getAllByRole('button', { name: 'Cerrar sesión' }).length).toBeGreaterThan(0);
  });

  it('sends an anonymous visitor of a role page to the home page', async () => {
    stubFetch();
    const { router } = renderApp('/admin/clientes');
    await screen.findByRole('heading', { name: 'Tu hogar, diseñado con quienes saben' });
    expect(router.location.pathname).toBe('/');
  });

  it("renders an admin page, accents and all, inside the admin's shell", async () => {
    const user = logIn(ROLE.admin);
    stubFetch(undefined, user);
    const { router } = renderApp('/admin/asesor%C3%ADas-virtuales');
    expect(await screen.findByRole('heading', { name: 'Asesorías virtuales' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Ventas',
      'Remodelaciones',
      'A.Virtuales',
      'Clientes',
      'Diseñadores',
      'Proveedores',
      'Productos',
      'Mensajería',
      'PQRS',
    ]);

    await router.navigate('/admin/clientes');
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Clientes' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows a supplier under review the notice instead of the page', async () => {
    const user = logIn(ROLE.supplier, { is_approved: null });
    stubFetch(undefined, user);
    renderApp('/proveedor/ventas');
    expect(await screen.findByText('Solicitud en revisión')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ventas' })).toBeNull();
  });

  it('ends the session when the server refuses the token', async () => {
    logIn(ROLE.lsh);
    stubFetch((url) =>
      url.endsWith('/v1/users/profile')
        ? new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }), {
            status: 401,
          })
        : undefined,
    );
    const { router } = renderApp('/lsh/dashboard');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('gives every role the change-password card on its settings page (decision 008)', async () => {
    const user = logIn(ROLE.salesperson, { online_status: 'away' });
    stubFetch(
      (url) => (url.includes('/v2/salespeople/salesperson/') ? json(adviserDetail()) : undefined),
      user,
    );
    renderApp('/vendedor/configuracion');
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    cleanup();
    localStorage.clear();

    const admin = logIn(ROLE.admin);
    stubFetch(undefined, admin);
    renderApp('/admin/configuracion');
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(screen.getByText(admin.email)).toBeTruthy();
  });

  it('tells a supplier without bank data to add it, on the Ventas landing', async () => {
    const user = logIn(ROLE.supplier, { hasBankInfo: false, company_name: 'Casa Textil' });
    stubFetch(undefined, user);
    renderApp('/proveedor/ventas');
    expect(await screen.findByRole('heading', { name: 'Ventas' })).toBeTruthy();
    const notice = (await screen.findByText('Configura tus datos bancarios')).closest(
      '[role="alert"]',
    );
    expect(
      within(notice as HTMLElement)
        .getByRole('link', { name: 'Configuración' })
        .getAttribute('href'),
    ).toBe('/proveedor/configuracion');
    cleanup();
    localStorage.clear();

    const withBank = logIn(ROLE.supplier, { hasBankInfo: true });
    stubFetch(undefined, withBank);
    renderApp('/proveedor/ventas');
    expect(await screen.findByRole('heading', { name: 'Ventas' })).toBeTruthy();
    expect(screen.queryByText('Configura tus datos bancarios')).toBeNull();
  });
});
