import { describe, expect, it } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import type { NavItem } from '../features/shell/components/side-menu';
import { settingsPathFor, sideMenuFor } from './menus';
import { resolveRouteAccess } from './route-access';
import { ROUTES } from './route-table';

/** Labels with their destinations, groups as `Group > Child`. */
function flatten(items: readonly NavItem[]): Array<[string, string]> {
  return items.flatMap((item): Array<[string, string]> => {
    if (item.kind === 'link') return [[item.label, item.to]];
    if (item.kind === 'external') return [[item.label, item.href]];
    return item.children.map((child): [string, string] => [
      `${item.label} > ${child.label}`,
      child.to,
    ]);
  });
}

describe('side menus (spec part 1 §2 App shell, part 2 §2.9)', () => {
  it('admin', () => {
    expect(flatten(sideMenuFor(ROLE.admin))).toEqual([
      ['Ventas', '/admin/ventas'],
      ['Remodelaciones', '/admin/remodelaciones'],
      ['A.Virtuales', '/admin/asesorías-virtuales'],
      ['Clientes', '/admin/clientes'],
      ['Diseñadores', '/admin/disenadores'],
      ['Proveedores', '/admin/proveedores'],
      ['Productos', '/admin/lista-productos'],
      ['Mensajería', '/admin/mensajeria'],
      ['PQRS', '/admin/pqrs'],
    ]);
  });

  it('supplier', () => {
    expect(flatten(sideMenuFor(ROLE.supplier))).toEqual([
      ['Ventas', '/proveedor/ventas'],
      ['Envíos', '/proveedor/envios'],
      ['Productos > Lista de productos', '/proveedor/producto/lista'],
      ['Productos > Crear producto', '/proveedor/producto/nuevo'],
      ['Asesores', '/proveedor/asesor/lista'],
      ['E-Commerce', '/proveedor/preferencias'],
      ['Configuración', '/proveedor/configuracion'],
    ]);
  });

  it('designer, with the external help link once it is known', () => {
    expect(
      flatten(sideMenuFor(ROLE.designer, { helpCenterUrl: 'https://ayuda.example.co' })),
    ).toEqual([
      ['Mis compras', '/mis-compras/lista'],
      ['Ver productos', '/disenador/productos'],
      ['Mensajería', '/disenador/mensajeria'],
      ['Asesorías virtuales', '/disenador/mis-asesorias-virtuales'],
      ['Configuración', '/disenador/configuracion'],
      ['Centro de ayuda', 'https://ayuda.example.co'],
    ]);
    expect(flatten(sideMenuFor(ROLE.designer)).map(([label]) => label)).not.toContain(
      'Centro de ayuda',
    );
  });

  it('lsh', () => {
    expect(flatten(sideMenuFor(ROLE.lsh))).toEqual([
      ['Ordenes pagadas', '/lsh/dashboard'],
      ['Productos por agregar precio de instalación', '/lsh/revision-productos'],
      ['Productos', '/lsh/lista-productos'],
      ['Configuración', '/lsh/configuracion'],
    ]);
  });

  it('client, prefixed with the company inside a storefront, PQRS on the main site', () => {
    expect(flatten(sideMenuFor(ROLE.client))).toEqual([
      ['Mi cuenta', '/cliente/configuracion'],
      ['Mis compras', '/cliente/dashboard'],
      ['Asesorías > Activas', '/cliente/asesorias-activas/lista'],
      ['Asesorías > Completadas', '/cliente/asesorias-completadas/lista'],
      ['Asesorías > Virtuales', '/cliente/asesorias'],
      ['PQRS', '/cliente/pqrs'],
    ]);
    expect(flatten(sideMenuFor(ROLE.client, { companyName: 'casa-textil' }))).toEqual([
      ['Mi cuenta', '/casa-textil/cliente/configuracion'],
      ['Mis compras', '/casa-textil/cliente/dashboard'],
      ['Asesorías > Activas', '/casa-textil/cliente/asesorias-activas/lista'],
      ['Asesorías > Completadas', '/casa-textil/cliente/asesorias-completadas/lista'],
      ['Asesorías > Virtuales', '/casa-textil/cliente/asesorias'],
      ['PQRS', '/cliente/pqrs'],
    ]);
  });

  it('salesperson', () => {
    expect(flatten(sideMenuFor(ROLE.salesperson))).toEqual([
      ['Asesorías Activas', '/vendedor/asesorias-activas/lista'],
      ['Completadas', '/vendedor/asesorias-completadas/lista'],
      ['Configuración', '/vendedor/configuracion'],
    ]);
  });

  it('only links to routes the role may open', () => {
    const roleIds = [
      ROLE.admin,
      ROLE.supplier,
      ROLE.designer,
      ROLE.lsh,
      ROLE.client,
      ROLE.salesperson,
    ];
    for (const roleId of roleIds) {
      for (const [label, to] of flatten(sideMenuFor(roleId))) {
        const target = ROUTES.find((route) => route.path === to);
        expect(target, `${label} → ${to}`).toBeDefined();
        expect(resolveRouteAccess(target ?? null, { roleId })).toEqual({ kind: 'allow' });
      }
    }
  });
});

describe('settingsPathFor', () => {
  it('is /{role}/configuracion, inside the storefront for clients', () => {
    expect(settingsPathFor(ROLE.salesperson)).toBe('/vendedor/configuracion');
    expect(settingsPathFor(ROLE.supplier, 'casa-textil')).toBe('/proveedor/configuracion');
    expect(settingsPathFor(ROLE.client)).toBe('/cliente/configuracion');
    expect(settingsPathFor(ROLE.client, 'casa-textil')).toBe('/casa-textil/cliente/configuracion');
  });
});
