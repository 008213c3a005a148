/**
 * Each demo account logs in through the form, lands where the spec sends its role, and finds its
 * side menu with the exact items, at desktop width and at a 390 px phone width.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closeBrowser, openPage } from './support/browser.js';
import { loginThroughForm, visible } from './support/session.js';

afterAll(closeBrowser);

const ROLES = [
  {
    role: 'client',
    email: 'cliente@demo.co',
    landing: '/',
    dashboard: '/cliente/dashboard',
    menu: ['Mi cuenta', 'Mis compras', 'Asesorías', 'Activas', 'Completadas', 'Virtuales', 'PQRS'],
  },
  {
    role: 'designer',
    email: 'disenador@demo.co',
    landing: '/productos',
    dashboard: '/disenador/dashboard',
    menu: [
      'Mis compras',
      'Ver productos',
      'Mensajería',
      'Asesorías virtuales',
      'Configuración',
      'Centro de ayuda',
    ],
  },
  {
    role: 'supplier',
    email: 'proveedor@demo.co',
    landing: '/proveedor/ventas',
    dashboard: '/proveedor/ventas',
    menu: [
      'Ventas',
      'Envíos',
      'Productos',
      'Lista de productos',
      'Crear producto',
      'Asesores',
      'E-Commerce',
      'Configuración',
    ],
  },
  {
    role: 'lsh',
    email: 'lsh@demo.co',
    landing: '/lsh/dashboard',
    dashboard: '/lsh/dashboard',
    menu: [
      'Ordenes pagadas',
      'Productos por agregar precio de instalación',
      'Productos',
      'Configuración',
    ],
  },
  {
    role: 'admin',
    email: 'admin@demo.co',
    landing: '/admin/dashboard',
    dashboard: '/admin/dashboard',
    menu: [
      'Ventas',
      'Remodelaciones',
      'A.Virtuales',
      'Clientes',
      'Diseñadores',
      'Proveedores',
      'Productos',
      'Mensajería',
      'PQRS',
    ],
  },
  {
    role: 'salesperson',
    email: 'asesor@demo.co',
    landing: '/vendedor/dashboard',
    dashboard: '/vendedor/dashboard',
    menu: ['Asesorías Activas', 'Completadas', 'Configuración'],
  },
] as const;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('at %s width', (_label, viewport) => {
  it.each(ROLES)('the $role logs in, lands on its home and sees its menu', async (account) => {
    const { page } = await openPage(viewport);
    await loginThroughForm(page, account.email);
    await page.waitForURL((url) => url.pathname === account.landing);

    if (account.dashboard !== account.landing) {
      // Clients and designers land on public pages; their header links to their dashboard.
      await page.goto(account.dashboard);
    }
    await page.waitForURL((url) => url.pathname === account.dashboard);
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
    }
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await visible(menu);
    for (const item of account.menu) {
      await visible(menu.getByText(item, { exact: true }));
    }
    if (viewport === PHONE) {
      // The open menu covers the page, the floating WhatsApp button too (hidden from the
      // accessibility tree meanwhile, so found by its markup).
      const whatsapp = page.locator('a[aria-label="Escríbenos por WhatsApp"]');
      await expect
        .poll(() =>
          whatsapp.evaluate((button) => {
            const box = button.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return button.contains(top);
          }),
        )
        .toBe(false);
    }
    await expect
      .poll(() => menu.getByRole('link').count())
      .toBe(
        account.menu.length - (account.role === 'client' || account.role === 'supplier' ? 1 : 0),
      );
  });
});
