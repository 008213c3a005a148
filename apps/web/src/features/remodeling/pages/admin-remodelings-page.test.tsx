// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { rowsPage, sheet, sheetRow } from '../testing/checkout-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const ACTIVE = sheetRow({ hashid: 'aB1', paid_quotes: 0 });
const FINISHED_PAID = sheetRow({
  hashid: 'fP2',
  finished_at: '2026-06-01T15:00:00.000Z',
  paid_at: '2026-06-02T15:00:00.000Z',
});
const FINISHED_UNPAID = sheetRow({ hashid: 'fU3', finished_at: '2026-06-03T15:00:00.000Z' });

function stubAdmin() {
  return stubFetch((url, init) => {
    if (url.includes('/v1/remodelings?')) {
      if (url.includes('finished=true')) return json(rowsPage([FINISHED_PAID, FINISHED_UNPAID]));
      if (url.includes('paid=true')) return json(rowsPage([FINISHED_PAID]));
      return json(rowsPage([ACTIVE, FINISHED_PAID, FINISHED_UNPAID]));
    }
    const patched = /\/v1\/remodelings\/(\w+)$/.exec(url);
    if (patched && init?.method === 'PATCH') {
      const hashid = patched[1] ?? '';
      const paid = (bodyOf(init) as { paid_at: string | null }).paid_at !== null;
      const message = fillMessage(
        paid ? MESSAGES.remodelingPaidMarked : MESSAGES.remodelingPaidUnmarked,
        { hashid },
      );
      return json({ message, info: sheet({ hashid, status: 'finished', viewer: 'admin' }) });
    }
    if (url.endsWith('/v1/remodelings/aB1')) {
      return json({
        info: sheet({
          hashid: 'aB1',
          viewer: 'admin',
          steps: [
            {
              id: 1,
              name: 'visit_date',
              step_status_id: 3,
              date: '2026-05-10T14:00:00.000Z',
              updated_at: '2026-05-10T14:00:00.000Z',
            },
            {
              id: 2,
              name: 'design',
              step_status_id: 2,
              date: null,
              updated_at: '2026-05-11T14:00:00.000Z',
            },
          ],
        }),
      });
    }
    return undefined;
  }, logIn(ROLE.admin));
}

async function openTable(hashid: string) {
  const table = await screen.findByRole('table', { name: 'Hojas de proceso' }, PAGE);
  await within(table).findByText(`#${hashid}`, {}, PAGE);
  return table;
}

describe('the admin process sheets', { timeout: 40_000 }, () => {
  it('filters All, Paid and Finished with counts; the paid mark is on the finished view only', async () => {
    stubAdmin();
    renderApp('/admin/remodelaciones');
    let table = await openTable('aB1');
    const tabs = screen.getByRole('tablist', { name: 'Filtrar hojas de proceso' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /^Todas\s*3$/ })).toBeTruthy(),
    );
    expect(within(tabs).getByRole('tab', { name: /^Pagadas\s*1$/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /^Terminadas\s*2$/ })).toBeTruthy();
    expect(within(table).queryByLabelText(/Pago recibido/)).toBeNull();
    // The client's invoice is uploaded on finished sheets only.
    expect(screen.queryByLabelText('Factura de la remodelación #aB1')).toBeNull();
    expect(screen.getByLabelText('Factura de la remodelación #fP2')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: /^Terminadas\s*2$/ }));
    table = await openTable('fU3');
    await waitFor(() => expect(within(table).queryByText('#aB1')).toBeNull());
    expect(within(table).getByLabelText('Pago recibido de #fP2')).toHaveProperty('checked', true);
    expect(within(table).getByLabelText('Pago recibido de #fU3')).toHaveProperty('checked', false);
  });

  it('marks a finished sheet paid with now, and unmarks it with null', async () => {
    const fetchMock = stubAdmin();
    renderApp('/admin/remodelaciones');
    await openTable('aB1');
    fireEvent.click(screen.getByRole('tab', { name: /Terminadas/ }));
    const table = await openTable('fU3');

    fireEvent.click(within(table).getByLabelText('Pago recibido de #fP2'));
    expect(
      await screen.findByText(
        fillMessage(MESSAGES.remodelingPaidUnmarked, { hashid: 'fP2' }),
        {},
        PAGE,
      ),
    ).toBeTruthy();
    const [unmark] = callsTo(fetchMock, '/v1/remodelings/fP2', 'PATCH');
    expect(bodyOf(unmark?.[1])).toEqual({ paid_at: null });

    fireEvent.click(within(table).getByLabelText('Pago recibido de #fU3'));
    expect(
      await screen.findByText(
        fillMessage(MESSAGES.remodelingPaidMarked, { hashid: 'fU3' }),
        {},
        PAGE,
      ),
    ).toBeTruthy();
    const [mark] = callsTo(fetchMock, '/v1/remodelings/fU3', 'PATCH');
    const sent = bodyOf(mark?.[1]) as { paid_at: string };
    expect(Number.isNaN(Date.parse(sent.paid_at))).toBe(false);
  });

  it('shows a sheet’s payment summary and its detail', async () => {
    stubAdmin();
    renderApp('/admin/remodelaciones');
    const table = await openTable('aB1');
    fireEvent.click(within(table).getByRole('button', { name: 'Resumen de pago de #fP2' }));
    const summary = await screen.findByRole('dialog', { name: 'Resumen de pago · #fP2' }, PAGE);
    expect(within(summary).getByText('Para el diseñador').nextElementSibling?.textContent).toBe(
      formatCop(119_000),
    );
    expect(within(summary).getByText('Para la plataforma').nextElementSibling?.textContent).toBe(
      formatCop(59_500),
    );
    fireEvent.click(within(summary).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE);

    fireEvent.click(within(table).getByRole('button', { name: 'Detalle de #aB1' }));
    const detail = await screen.findByRole('dialog', { name: 'Hoja de proceso #aB1' }, PAGE);
    expect(await within(detail).findByText('Fecha de visita', {}, PAGE)).toBeTruthy();
    expect(within(detail).getByText('Diseño').nextElementSibling?.textContent).toBe('En proceso');
    expect(within(detail).getByText('Cra 43A # 1-50, Medellín')).toBeTruthy();
  });

  it('says the generic error when the paid mark fails', async () => {
    stubFetch((url, init) => {
      if (url.includes('/v1/remodelings?')) return json(rowsPage([FINISHED_UNPAID]));
      if (init?.method === 'PATCH') return new Response('falló', { status: 500 });
      return undefined;
    }, logIn(ROLE.admin));
    renderApp('/admin/remodelaciones');
    await openTable('fU3');
    fireEvent.click(screen.getByRole('tab', { name: /Terminadas/ }));
    fireEvent.click(await screen.findByLabelText('Pago recibido de #fU3', {}, PAGE));
    expect(await screen.findByText(MESSAGES.unexpected, {}, PAGE)).toBeTruthy();
  });
});
