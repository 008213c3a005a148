// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  urlOf,
} from '../../../test/render-app';
import { adviserDetail, adviserPage, adviserRow, JULIAN } from '../test/adviser-fixtures';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };
const DANIELA = adviserRow();

function stubAdvisers(
  respond: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const user = logIn(ROLE.supplier, { company_name: 'Cerámicas del Valle' });
  return stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url.includes('/v2/suppliers/salespeople?')) return json(adviserPage([DANIELA, JULIAN]));
    return undefined;
  }, user);
}

async function openList() {
  renderApp('/proveedor/asesor/lista');
  const table = await screen.findByRole('table', { name: 'Asesores' }, PAGE_LOAD);
  await within(table).findByText('Daniela Ruiz Montoya');
  return table;
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function calls(fetchMock: ReturnType<typeof stubFetch>, fragment: string, method: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => urlOf(input).includes(fragment) && (init?.method ?? 'GET') === method,
  );
}

describe('Lista Asesores', { timeout: 60_000 }, () => {
  it('shows each adviser with avatar, name, email, city, profile and both switches', async () => {
    stubAdvisers();
    const table = await openList();
    expect(screen.getByRole('heading', { name: 'Lista Asesores' })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Foto',
      'Nombre',
      'Correo',
      'Ciudad',
      'Perfil profesional',
      'Aprobado',
      'Activo',
      'Acciones',
    ]);
    const julian = rowOf(table, 'Julián Restrepo Mejía');
    expect(within(julian).getByText('julian.restrepo@demo.co')).toBeTruthy();
    expect(within(julian).getByText('Arquitecto')).toBeTruthy();
    expect(
      within(julian).getByRole<HTMLInputElement>('switch', {
        name: 'Aprobado: Julián Restrepo Mejía',
      }).checked,
    ).toBe(false);
    expect(
      within(julian).getByRole<HTMLInputElement>('switch', {
        name: 'Activo: Julián Restrepo Mejía',
      }).checked,
    ).toBe(true);
    expect(
      within(julian)
        .getByRole('link', { name: 'Editar Julián Restrepo Mejía' })
        .getAttribute('href'),
    ).toBe(`/proveedor/asesor/${JULIAN.salesperson_id}/editar`);
    expect(screen.getByRole('link', { name: 'Crear asesor' }).getAttribute('href')).toBe(
      '/proveedor/asesor/nuevo',
    );
  });

  it('sends the opposite of is_approved and of is_public, with the spec’s toast', async () => {
    const fetchMock = stubAdvisers((url, init) => {
      if (url.includes('/approve/')) {
        return json({
          message: MESSAGES.adviserUpdated,
          salesperson_id: JULIAN.salesperson_id,
          is_approved: true,
        });
      }
      if (url.includes('/activate/')) {
        return json({
          message: MESSAGES.adviserUpdated,
          salesperson_id: DANIELA.salesperson_id,
          is_public: false,
        });
      }
      return init?.method === 'PATCH' ? json({}, 500) : undefined;
    });
    const table = await openList();
    fireEvent.click(
      within(rowOf(table, 'Julián Restrepo Mejía')).getByRole('switch', {
        name: 'Aprobado: Julián Restrepo Mejía',
      }),
    );
    expect(await screen.findByText(MESSAGES.adviserUpdated, {}, PAGE_LOAD)).toBeTruthy();
    expect(
      sentBody(fetchMock, `/v2/suppliers/salesperson/approve/${JULIAN.salesperson_id}`),
    ).toEqual({
      is_approved: true,
    });
    fireEvent.click(
      within(rowOf(table, 'Daniela Ruiz Montoya')).getByRole('switch', {
        name: 'Activo: Daniela Ruiz Montoya',
      }),
    );
    await waitFor(() =>
      expect(
        sentBody(fetchMock, `/v2/suppliers/salesperson/activate/${DANIELA.salesperson_id}`),
      ).toEqual({ is_public: false }),
    );
    // Toggling a switch does not open the row's detail.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a switch back and says so when the server refuses', async () => {
    stubAdvisers((url) =>
      url.includes('/activate/')
        ? json({ statusCode: 500, code: 'X', message: 'x' }, 500)
        : undefined,
    );
    const table = await openList();
    const active = within(rowOf(table, 'Daniela Ruiz Montoya')).getByRole<HTMLInputElement>(
      'switch',
      { name: 'Activo: Daniela Ruiz Montoya' },
    );
    fireEvent.click(active);
    expect(await screen.findByText(MESSAGES.adviserStatusUpdateFailed, {}, PAGE_LOAD)).toBeTruthy();
    await waitFor(() => expect(active.checked).toBe(true));
  });

  it('asks before deleting, in Spanish, and deletes with the spec’s toast', async () => {
    const fetchMock = stubAdvisers((url, init) =>
      init?.method === 'DELETE' ? json({ message: MESSAGES.adviserDeleted }) : undefined,
    );
    const table = await openList();
    fireEvent.click(
      within(rowOf(table, 'Julián Restrepo Mejía')).getByRole('button', {
        name: 'Eliminar Julián Restrepo Mejía',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(
      within(dialog).getByText(/¿Estás seguro de que quieres eliminar este asesor\?/),
    ).toBeTruthy();
    expect(calls(fetchMock, '/v2/suppliers/salesperson/', 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.adviserDeleted, {}, PAGE_LOAD)).toBeTruthy();
    expect(
      calls(fetchMock, `/v2/suppliers/salesperson/${JULIAN.salesperson_id}`, 'DELETE'),
    ).toHaveLength(1);
  });

  it('says when deleting failed', async () => {
    stubAdvisers((url, init) =>
      init?.method === 'DELETE'
        ? json({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }, 404)
        : undefined,
    );
    const table = await openList();
    fireEvent.click(
      within(rowOf(table, 'Daniela Ruiz Montoya')).getByRole('button', {
        name: 'Eliminar Daniela Ruiz Montoya',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.adviserDeleteFailed, {}, PAGE_LOAD)).toBeTruthy();
  });

  it('opens the detail of a row: contact, profile, links, diploma and portfolio', async () => {
    stubAdvisers((url) =>
      url.endsWith(`/v2/suppliers/salesperson/${DANIELA.salesperson_id}`)
        ? json(adviserDetail())
        : undefined,
    );
    const table = await openList();
    fireEvent.click(rowOf(table, 'Daniela Ruiz Montoya'));
    const dialog = await screen.findByRole('dialog', { name: /Daniela Ruiz Montoya/ });
    expect(await within(dialog).findByText('3017776655', {}, PAGE_LOAD)).toBeTruthy();
    expect(within(dialog).getByText('1037123456')).toBeTruthy();
    expect(within(dialog).getByText('Medellín, Antioquia')).toBeTruthy();
    expect(within(dialog).getByText('Aprobado')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: '@daniela.acabados' }).getAttribute('href'),
    ).toBe('https://www.instagram.com/daniela.acabados');
    expect(
      within(dialog)
        .getByRole('link', { name: 'https://www.youtube.com/watch?v=abc123' })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=abc123');
    expect(within(dialog).getByRole('link', { name: 'diploma.pdf' }).getAttribute('href')).toBe(
      '/files/31?expires=1&signature=x',
    );
    expect(within(dialog).getByRole('img', { name: 'baño.png' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      `/proveedor/asesor/${DANIELA.salesperson_id}/editar`,
    );
  });

  it('filters by name and by professional profile on the server', async () => {
    const fetchMock = stubAdvisers();
    await openList();
    fireEvent.change(screen.getByLabelText('Filtrar por nombre'), { target: { value: 'julián' } });
    fireEvent.change(screen.getByLabelText('Filtrar por perfil profesional'), {
      target: { value: 'arquitecto' },
    });
    await waitFor(
      () =>
        expect(
          fetchMock.mock.calls.some(([input]) => {
            const url = new URL(urlOf(input), 'http://localhost');
            return (
              url.pathname === '/v2/suppliers/salespeople' &&
              url.searchParams.get('name') === 'julián' &&
              url.searchParams.get('profile') === 'arquitecto' &&
              url.searchParams.get('page') === '1'
            );
          }),
        ).toBe(true),
      { timeout: 3000 },
    );
  });
});
