import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_IDS } from '@hogarte/shared/roles';
import { LANDING_BY_ROLE } from '@hogarte/shared/routes';
import { resolveRouteAccess } from './route-access';
import { ROUTES } from './route-table';

/** The route the router picks for a URL path (static segments beat `:params`). */
function route(pathname: string) {
  const matches = matchRoutes(
    ROUTES.map((candidate) => ({ path: candidate.path })),
    pathname,
  );
  const path = matches?.at(-1)?.route.path;
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No route for ${pathname}`);
  return found;
}

const asRole = (roleId: (typeof ROLE_IDS)[number]) => ({ roleId });

describe('resolveRouteAccess', () => {
  it('sends a visitor of an unknown path to the login, and lets a signed-in user see it is unknown', () => {
    expect(resolveRouteAccess(null, null)).toEqual({ kind: 'redirect', to: '/login' });
    for (const roleId of ROLE_IDS) {
      expect(resolveRouteAccess(null, asRole(roleId))).toEqual({ kind: 'allow' });
    }
  });

  it('lets anyone open a public route', () => {
    for (const path of [
      '/',
      '/productos',
      '/password-reset/abc',
      '/disenador/paso-1',
      '/dev/correos',
    ]) {
      expect(resolveRouteAccess(route(path), null)).toEqual({ kind: 'allow' });
      expect(resolveRouteAccess(route(path), asRole(ROLE.supplier))).toEqual({ kind: 'allow' });
    }
  });

  it("sends a logged-in user away from login and register to the role's landing", () => {
    for (const roleId of ROLE_IDS) {
      for (const path of ['/login', '/register']) {
        expect(resolveRouteAccess(route(path), asRole(roleId))).toEqual({
          kind: 'redirect',
          to: LANDING_BY_ROLE[roleId],
        });
      }
    }
    expect(resolveRouteAccess(route('/login'), null)).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous visitor of a protected route to the home page', () => {
    for (const path of [
      '/admin/ventas',
      '/cliente/dashboard',
      '/compra/x1y2',
      '/vendedor/dashboard',
    ]) {
      expect(resolveRouteAccess(route(path), null)).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('sends a role that is not allowed to the home page', () => {
    expect(resolveRouteAccess(route('/admin/clientes'), asRole(ROLE.client))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(resolveRouteAccess(route('/proveedor/ventas'), asRole(ROLE.designer))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(resolveRouteAccess(route('/mis-compras/lista'), asRole(ROLE.supplier))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('allows the roles the spec names', () => {
    expect(resolveRouteAccess(route('/admin/clientes'), asRole(ROLE.admin))).toEqual({
      kind: 'allow',
    });
    expect(resolveRouteAccess(route('/mis-compras/lista'), asRole(ROLE.designer))).toEqual({
      kind: 'allow',
    });
    expect(resolveRouteAccess(route('/mis-compras/lista'), asRole(ROLE.client))).toEqual({
      kind: 'allow',
    });
    // Process sheet and checkout2 are open to every role.
    for (const roleId of ROLE_IDS) {
      expect(resolveRouteAccess(route('/compra/x1y2'), asRole(roleId))).toEqual({ kind: 'allow' });
      expect(resolveRouteAccess(route('/checkout2/x1y2'), asRole(roleId))).toEqual({
        kind: 'allow',
      });
    }
  });
});

describe('the route table', () => {
  it('matches static segments before company names', () => {
    expect(route('/disenador/productos').roles).toEqual([ROLE.designer]);
    expect(route('/casa-textil/productos').roles).toBeNull();
    expect(route('/cliente/dashboard').path).toBe('/cliente/dashboard');
    expect(route('/casa-textil/cliente/dashboard').path).toBe('/:companyName/cliente/dashboard');
    expect(route('/casa-textil/mis-compras/lista').roles).toEqual([ROLE.client, ROLE.designer]);
  });

  it('matches paths with accents as the browser encodes them', () => {
    expect(route(decodeURI('/admin/asesor%C3%ADas-virtuales')).roles).toEqual([ROLE.admin]);
    expect(route('/checkout/diseño/x1y2').roles).toEqual([ROLE.client]);
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((candidate) => candidate.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has every role's landing and dashboard, each open to that role", () => {
    for (const roleId of ROLE_IDS) {
      const landing = LANDING_BY_ROLE[roleId];
      expect(resolveRouteAccess(route(landing), asRole(roleId))).toEqual({ kind: 'allow' });
    }
    expect(route('/disenador/dashboard').roles).toEqual([ROLE.designer]);
    expect(route('/vendedor/asesorias-activas/lista').roles).toEqual([ROLE.salesperson]);
  });

  it('has a settings page for every role, and the client one inside storefronts too', () => {
    const pages = {
      admin: 'account-settings',
      lsh: 'account-settings',
      vendedor: 'salesperson-settings',
      proveedor: 'supplier-settings',
      disenador: 'designer-settings',
      cliente: 'client-account',
    } as const;
    for (const [slug, page] of Object.entries(pages)) {
      expect(route(`/${slug}/configuracion`).page).toBe(page);
    }
    expect(route('/casa-textil/cliente/configuracion').page).toBe('client-account');
    expect(route('/casa-textil/cliente/configuracion').roles).toEqual([ROLE.client]);
  });
});
