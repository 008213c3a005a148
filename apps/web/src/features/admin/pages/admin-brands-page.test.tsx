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

describe('the admin brands table', { timeout: 20_000 }, () => {
  it('lists brands with type, company and products, searched on the server', async () => {
    const user = logIn(ROLE.admin);
    const requests: URLSearchParams[] = [];
    stubFetch((url) => {
      if (!url.includes('/v1/brands?')) return undefined;
      requests.push(new URL(url, 'http://localhost').searchParams);
      return json({
        items: [
          {
            id: 1,
            name: 'Andina',
            product_type_id: 1,
            type: 'revestimiento',
            company_name: 'Cerámicas del Valle',
            product_count: 12,
            created_at: '2025-03-03T10:00:00Z',
          },
        ],
        pagination: { totalItems: 1, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
      });
    }, user);
    renderApp('/admin/marcas');
    const table = await screen.findByRole('table', { name: 'Marcas' }, { timeout: 5000 });
    const row = (await within(table).findByText('Andina')).closest('tr');
    expect(row?.textContent).toBe('AndinaRevestimientoCerámicas del Valle12');

    fireEvent.change(screen.getByLabelText('Buscar marcas'), { target: { value: 'valle' } });
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('valle'), { timeout: 3000 });
    expect(requests.at(-1)?.get('page')).toBe('1');
  });
});
