// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@hogarte/shared/contracts/admin-dashboard';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

/** COP as Testing Library reads it on screen, the no-break space normalised. */
const cop = (amount: number) => formatCop(amount).replace(/\s/g, ' ');

/** 30 days ending 25 Nov 2026: two with sales, the best one the day before yesterday. */
const DAILY = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10);
  if (index === 27) return { day, count: 2, amount: 1_250_000 };
  if (index === 29) return { day, count: 3, amount: 512_300 };
  return { day, count: 0, amount: 0 };
});

const DASHBOARD: AdminDashboard = {
  approvals: { designers: 2, suppliers: 0, products: 7, advisers: 1 },
  sales: {
    today: { count: 3, amount: 512_300 },
    month: { count: 41, amount: 18_734_900 },
    daily: DAILY,
    other_payments: {
      today: { count: 1, amount: 180_000 },
      month: { count: 6, amount: 3_930_000 },
    },
  },
  supplier_payouts: {
    parts: 5,
    orders: 4,
    suppliers: 3,
    amount: 2_345_600,
    oldest_purchase_date: '2026-10-14T15:00:00.000Z',
  },
  remodelings: [
    { stage: 'visit_date', count: 1 },
    { stage: 'design', count: 4 },
    { stage: 'budget', count: 0 },
    { stage: 'payment', count: 0 },
    { stage: 'my_orders', count: 2 },
    { stage: 'contractors_installing', count: 0 },
    { stage: 'received', count: 0 },
    { stage: 'finished', count: 3 },
    { stage: 'paid', count: 6 },
  ],
  virtual_consultancies: [
    { stage: 'unpaid', count: 2 },
    { stage: 'waiting', count: 1 },
    { stage: 'active', count: 5 },
    { stage: 'finished', count: 9 },
  ],
  presential_consultancies: [
    { stage: 'pending', count: 3 },
    { stage: 'rejected', count: 1 },
    { stage: 'approved', count: 2 },
    { stage: 'designs_paid', count: 0 },
  ],
};

/** The count a stage's bar shows, read from its list item. */
function stageCount(list: HTMLElement, label: string): string | null | undefined {
  const item = within(list).getByText(label).closest('li');
  return item?.textContent?.replace(label, '');
}

describe('the admin’s dashboard', { timeout: 60_000 }, () => {
  it('shows every figure of one call, each card leading to its list', async () => {
    const fetchMock = stubFetch(
      (url) => (url.endsWith('/v1/admin/dashboard') ? json(DASHBOARD) : undefined),
      logIn(ROLE.admin),
    );
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Panel de administración' }, PAGE_LOAD),
    ).toBeTruthy();

    const approvals = await screen.findByRole('list', { name: 'Por aprobar' }, PAGE_LOAD);
    const designers = within(approvals).getByRole('link', { name: /Diseñadores/ });
    expect(designers.getAttribute('href')).toBe('/admin/disenadores?estado=pendientes');
    expect(designers.textContent).toContain('2');
    expect(
      within(approvals)
        .getByRole('link', { name: /Productos/ })
        .getAttribute('href'),
    ).toBe('/admin/revision-productos');
    expect(
      within(approvals)
        .getByRole('link', { name: /Proveedores/ })
        .getAttribute('href'),
    ).toBe('/admin/proveedores?estado=pendientes');
    // Their supplier approves advisers: a figure, not a link.
    expect(within(approvals).queryByRole('link', { name: /Asesores/ })).toBeNull();
    expect(within(approvals).getByText('Los aprueba su proveedor')).toBeTruthy();

    const sales = screen.getByRole('region', { name: 'Ventas de la tienda' });
    expect(within(sales).getByText(cop(512_300))).toBeTruthy();
    expect(within(sales).getByText('3 ventas')).toBeTruthy();
    expect(within(sales).getByText(cop(18_734_900))).toBeTruthy();
    expect(within(sales).getByText('41 ventas')).toBeTruthy();
    expect(
      within(sales).getByText(
        `Además, pagos aprobados de asesorías y cotizaciones: hoy ${cop(180_000)} (1), este mes ${cop(3_930_000)} (6)`,
      ),
    ).toBeTruthy();
    const chart = within(sales).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      `Ventas diarias del 27 oct 2026 al 25 nov 2026; el mejor día, 23 nov 2026, con 2 ventas por ${formatCop(1_250_000)}`,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(within(sales).getByRole('link', { name: 'Ver ventas' }).getAttribute('href')).toBe(
      '/admin/ventas',
    );

    const payouts = screen.getByRole('region', { name: 'Pagos a proveedores pendientes' });
    expect(within(payouts).getByText(cop(2_345_600))).toBeTruthy();
    expect(within(payouts).getByText('3 proveedores en 4 órdenes')).toBeTruthy();
    expect(
      within(payouts).getByText(/La compra más antigua por pagar es del 14 oct 2026/),
    ).toBeTruthy();

    const sheets = screen.getByRole('list', { name: 'Hojas de proceso por estado' });
    expect(within(sheets).getAllByRole('listitem')).toHaveLength(9);
    expect(stageCount(sheets, 'Diseño')).toBe('4');
    expect(stageCount(sheets, 'Terminadas, pago pendiente')).toBe('3');
    expect(stageCount(sheets, 'Pagadas')).toBe('6');
    expect(screen.getByRole('link', { name: 'Ver hojas de proceso' }).getAttribute('href')).toBe(
      '/admin/remodelaciones',
    );

    const virtual = screen.getByRole('list', { name: 'Asesorías virtuales por estado' });
    expect(stageCount(virtual, 'En espera')).toBe('1');
    expect(stageCount(virtual, 'Activo')).toBe('5');
    expect(
      decodeURI(
        screen.getByRole('link', { name: 'Ver asesorías virtuales' }).getAttribute('href') ?? '',
      ),
    ).toBe('/admin/asesorías-virtuales');

    const presential = screen.getByRole('list', { name: 'Asesorías presenciales por estado' });
    expect(stageCount(presential, 'Por aprobar')).toBe('3');
    expect(stageCount(presential, 'Aprobadas, diseños por pagar')).toBe('2');

    const calls = fetchMock.mock.calls.filter(([input]) =>
      urlOf(input).endsWith('/v1/admin/dashboard'),
    );
    expect(calls).toHaveLength(1);
  });

  it('says when every supplier is paid and there were no sales', async () => {
    const quiet: AdminDashboard = {
      ...DASHBOARD,
      sales: {
        today: { count: 0, amount: 0 },
        month: { count: 1, amount: 90_000 },
        daily: DAILY.map((day) => ({ ...day, count: 0, amount: 0 })),
        other_payments: { today: { count: 0, amount: 0 }, month: { count: 0, amount: 0 } },
      },
      supplier_payouts: {
        parts: 0,
        orders: 0,
        suppliers: 0,
        amount: 0,
        oldest_purchase_date: null,
      },
    };
    stubFetch(
      (url) => (url.endsWith('/v1/admin/dashboard') ? json(quiet) : undefined),
      logIn(ROLE.admin),
    );
    renderApp('/admin/dashboard');
    const payouts = await screen.findByRole(
      'region',
      { name: 'Pagos a proveedores pendientes' },
      PAGE_LOAD,
    );
    expect(within(payouts).getByText('Todos los proveedores están al día')).toBeTruthy();
    expect(within(payouts).queryByText(/más antigua/)).toBeNull();
    const sales = screen.getByRole('region', { name: 'Ventas de la tienda' });
    expect(within(sales).getByText('0 ventas')).toBeTruthy();
    expect(within(sales).getByText('1 venta')).toBeTruthy();
    expect(within(sales).queryByText(/asesorías y cotizaciones/)).toBeNull();
    expect(within(sales).getByRole('img').getAttribute('aria-label')).toBe(
      'Sin ventas del 27 oct 2026 al 25 nov 2026',
    );
  });

  it('shows the server’s message when the overview cannot be read', async () => {
    stubFetch(
      (url) =>
        url.endsWith('/v1/admin/dashboard')
          ? json({ statusCode: 503, code: 'UNAVAILABLE', message: 'Servicio no disponible' }, 503)
          : undefined,
      logIn(ROLE.admin),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Servicio no disponible', {}, PAGE_LOAD)).toBeTruthy();
  });
});
