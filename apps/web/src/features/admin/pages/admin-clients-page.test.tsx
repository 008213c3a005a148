// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function client(index: number) {
  return {
    uuid: `cliente-${index}`,
    created_at: '2025-03-03T10:00:00Z',
    first_name: `Cliente ${index}`,
    last_name: 'Pérez',
    phone: '3101234567',
    email: `cliente${index}@correo.co`,
    city: 'Cali, Valle del Cauca',
    cedula: '1020304050',
    address: 'Calle 5 # 10-20',
  };
}

describe('the admin clients list', { timeout: 20_000 }, () => {
  it('pages, searches from page 1 after a pause, and sorts on the server', async () => {
    const user = logIn(ROLE.admin);
    const requests: URLSearchParams[] = [];
    stubFetch((url) => {
      if (!url.includes('/v1/clients/admin?')) return undefined;
      const params = new URL(url, 'http://localhost').searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      return json({
        items: [client(page * 10 + 1)],
        pagination: { totalItems: 25, totalPages: 3, currentPage: page, itemsPerPage: 10 },
      });
    }, user);
    renderApp('/admin/clientes');
    const table = await screen.findByRole('table', { name: 'Clientes' }, { timeout: 5000 });
    await within(table).findByText('Cliente 11');
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      page: '1',
      itemsPerPage: '10',
      sort: 'created_at',
      order: 'desc',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await within(table).findByText('Cliente 21');

    fireEvent.change(screen.getByLabelText('Buscar clientes'), { target: { value: 'pérez' } });
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('pérez'), { timeout: 3000 });
    expect(requests.at(-1)?.get('page')).toBe('1');

    fireEvent.click(within(table).getByRole('button', { name: 'Nombres' }));
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('first_name'));
    expect(requests.at(-1)?.get('order')).toBe('asc');
  });
});
