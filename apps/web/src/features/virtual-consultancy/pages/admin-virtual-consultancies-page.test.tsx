// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import {
  activeConsultancy,
  finishedConsultancy,
  virtualConsultancy,
  waitingConsultancy,
} from '../testing/virtual-list-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };

function stubAdminList() {
  const requests: URLSearchParams[] = [];
  stubFetch((url) => {
    if (!url.includes('/v1/virtual-consultancy/admin?')) return undefined;
    const params = new URL(url, 'http://localhost').searchParams;
    requests.push(params);
    const rows =
      params.get('approved') === 'true'
        ? [activeConsultancy()]
        : [virtualConsultancy(), waitingConsultancy(), activeConsultancy(), finishedConsultancy()];
    const page = Number(params.get('page'));
    return json({
      info: rows,
      pagination: { totalItems: 25, totalPages: 3, currentPage: page, itemsPerPage: 10 },
    });
  }, logIn(ROLE.admin));
  return requests;
}

describe('the admin’s virtual consultancies', { timeout: 40_000 }, () => {
  it('links the code only when approved, and shows client, designer, spaces, total and state', async () => {
    const requests = stubAdminList();
    renderApp('/admin/asesor%C3%ADas-virtuales');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asesorías virtuales' }, PAGE),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Asesorías virtuales' }, PAGE);
    await within(table).findByText('#vA12b');
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ page: '1', itemsPerPage: '10' });

    expect(within(table).queryByRole('link', { name: '#vA12b' })).toBeNull();
    expect(within(table).queryByRole('link', { name: '#wB34c' })).toBeNull();
    expect(within(table).getByRole('link', { name: '#aC56d' }).getAttribute('href')).toBe(
      '/admin/compra/asesoria-virtual/aC56d',
    );
    expect(within(table).getByRole('link', { name: '#fD78e' }).getAttribute('href')).toBe(
      '/admin/compra/asesoria-virtual/fD78e',
    );
    const unpaidRow = within(table).getByText('#vA12b').closest('tr');
    expect(unpaidRow?.textContent).toContain('Camila Gómez');
    expect(unpaidRow?.textContent).toContain('Valentina Ochoa');
    expect(unpaidRow?.textContent).toContain(formatCop(1_498_000));
    expect(unpaidRow?.textContent).toContain('Pendiente de pago');
  });

  it('sends the chosen filter’s flag, and a search from page 1 after a pause', async () => {
    const requests = stubAdminList();
    renderApp('/admin/asesor%C3%ADas-virtuales');
    const table = await screen.findByRole('table', { name: 'Asesorías virtuales' }, PAGE);
    await within(table).findByText('#vA12b');

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(requests.at(-1)?.get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('tab', { name: 'Aprobadas' }));
    await waitFor(() => expect(requests.at(-1)?.get('approved')).toBe('true'));
    expect(requests.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(within(table).queryByText('#vA12b')).toBeNull());

    for (const [label, flag] of [
      ['Pendientes', 'unpaid'],
      ['Pagadas', 'paid'],
      ['Terminadas', 'finished'],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(requests.at(-1)?.get(flag)).toBe('true'));
      expect(
        ['unpaid', 'paid', 'approved', 'finished'].filter((key) => requests.at(-1)?.has(key)),
      ).toEqual([flag]);
    }

    fireEvent.click(screen.getByRole('tab', { name: 'Todas' }));
    await waitFor(() => expect(requests.at(-1)?.has('finished')).toBe(false));

    fireEvent.change(screen.getByLabelText('Buscar asesorías virtuales'), {
      target: { value: 'camila' },
    });
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('camila'), { timeout: 3000 });
    expect(requests.at(-1)?.get('page')).toBe('1');
  });
});
