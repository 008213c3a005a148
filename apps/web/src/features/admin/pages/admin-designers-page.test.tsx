// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function designer(uuid: string, first_name: string, is_approved: boolean | null) {
  return {
    uuid,
    avatar: null,
    created_at: '2025-03-03T10:00:00Z',
    first_name,
    last_name: 'Gómez',
    phone: '3101234567',
    email: `${uuid}@estudio.co`,
    city: 'Medellín, Antioquia',
    is_approved,
    is_active: true,
    is_public: false,
    profession: 'Arquitecto(a)',
    bio: 'Arquitecta con experiencia en cocinas.',
    university_name: 'Universidad Nacional',
    graduation_year: 2012,
    instagram: 'https://instagram.com/ana.estudio',
    cedula: '1020304050',
    street_address: 'Calle 10 # 43-12',
    portfolio: [{ id: 7, url: '/uploads/cocina.jpg', filename: 'cocina.jpg' }],
  };
}

const ANA = designer('ana', 'Ana', null);
const BEATRIZ = designer('beatriz', 'Beatriz', null);

describe('the admin designers list', { timeout: 20_000 }, () => {
  it('approves a pending designer at once, with its counts, and tells the admin', async () => {
    const user = logIn(ROLE.admin);
    let approved = false;
    const fetchMock = stubFetch((url, init) => {
      // The server's answers before and after the approval, as the refetch will see them.
      if (url.includes('/v1/designers?status=pending')) {
        return approved
          ? json({ items: [BEATRIZ], counts: { all: 4, pending: 1, approved: 3, rejected: 0 } })
          : json({
              items: [ANA, BEATRIZ],
              counts: { all: 4, pending: 2, approved: 2, rejected: 0 },
            });
      }
      if (url.includes('/v1/users/ana?emailDesigner=true') && init?.method === 'PATCH') {
        approved = true;
        return json({ uuid: 'ana', is_approved: true });
      }
      return undefined;
    }, user);
    renderApp('/admin/disenadores?estado=pendientes');
    const table = await screen.findByRole('table', { name: 'Diseñadores' }, { timeout: 5000 });
    await within(table).findByText('Ana');
    expect(screen.getByRole('tab', { name: /Pendientes de aprobación\s*2/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aprobar a Ana Gómez' }));
    await waitFor(() => expect(within(table).queryByText('Ana')).toBeNull());
    expect(screen.getByRole('tab', { name: /Pendientes de aprobación\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Aprobados\s*3/ })).toBeTruthy();
    expect(
      await screen.findByText('Has aprobado al diseñador(a) Ana Gómez exitosamente'),
    ).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/users/ana?emailDesigner=true')).toEqual({ is_approved: true });
  });

  it("puts the row back and shows the server's message when the approval fails", async () => {
    const user = logIn(ROLE.admin);
    stubFetch((url, init) => {
      if (url.includes('/v1/designers?status=pending')) {
        return json({ items: [ANA], counts: { all: 1, pending: 1, approved: 0, rejected: 0 } });
      }
      if (init?.method === 'PATCH') {
        return json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound }, 404);
      }
      return undefined;
    }, user);
    renderApp('/admin/disenadores?estado=pendientes');
    const table = await screen.findByRole('table', { name: 'Diseñadores' }, { timeout: 5000 });
    await within(table).findByText('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar a Ana Gómez' }));
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(within(table).getByText('Ana')).toBeTruthy();
  });

  it("shows 'Activo' on only for an approved, public designer with a current membership", async () => {
    const user = logIn(ROLE.admin);
    // Sign-up stores is_public true: a pending or rejected applicant is still not shown.
    const rows = [
      { ...designer('ana', 'Ana', null), is_public: true },
      { ...designer('rosa', 'Rosa', false), is_public: true },
      { ...designer('carla', 'Carla', true), is_public: true },
      { ...designer('dora', 'Dora', true), is_public: true, is_active: false },
      { ...designer('elena', 'Elena', true), is_public: false },
    ];
    stubFetch((url) => {
      if (url.includes('/v1/designers?status=all')) {
        return json({ items: rows, counts: { all: 5, pending: 1, approved: 3, rejected: 1 } });
      }
      return undefined;
    }, user);
    renderApp('/admin/disenadores');
    const table = await screen.findByRole('table', { name: 'Diseñadores' }, { timeout: 5000 });
    await within(table).findByText('Ana');
    const active = (name: string) =>
      within(table).getByRole<HTMLInputElement>('switch', { name: `Activo: ${name} Gómez` });
    expect([active('Ana').checked, active('Ana').disabled]).toEqual([false, true]);
    expect([active('Rosa').checked, active('Rosa').disabled]).toEqual([false, true]);
    expect([active('Carla').checked, active('Carla').disabled]).toEqual([true, false]);
    expect([active('Dora').checked, active('Dora').disabled]).toEqual([false, true]);
    expect([active('Elena').checked, active('Elena').disabled]).toEqual([false, false]);
  });

  it('lists pending designers as cards on a phone, with their state and Aprobar/Rechazar', async () => {
    stubBrowser(false);
    const user = logIn(ROLE.admin);
    stubFetch((url) => {
      if (url.includes('/v1/designers?status=pending')) {
        return json({ items: [ANA], counts: { all: 1, pending: 1, approved: 0, rejected: 0 } });
      }
      return undefined;
    }, user);
    renderApp('/admin/disenadores?estado=pendientes');
    const list = await screen.findByRole('list', { name: 'Diseñadores' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = await within(list).findByRole('listitem');
    expect(within(card).getByText('Pendiente')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Aprobar a Ana Gómez' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Rechazar a Ana Gómez' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Ver detalle de Ana Gómez' })).toBeTruthy();
  });

  it('opens the detail of a row with the application data', async () => {
    const user = logIn(ROLE.admin);
    stubFetch((url) => {
      if (url.includes('/v1/designers?status=all')) {
        return json({ items: [ANA], counts: { all: 1, pending: 1, approved: 0, rejected: 0 } });
      }
      return undefined;
    }, user);
    renderApp('/admin/disenadores');
    const row = await screen.findByRole(
      'row',
      { name: 'Ver detalle de Ana Gómez' },
      { timeout: 5000 },
    );
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Universidad Nacional')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'instagram.com/ana.estudio' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'cocina.jpg' })).toBeTruthy();
  });

  it("keeps the last tab's rows dimmed and out of reach until the next tab's arrive", async () => {
    const user = logIn(ROLE.admin);
    const counts = { all: 3, pending: 2, approved: 1, rejected: 0 };
    let answerApproved: (response: Response) => void = () => {};
    stubFetch((url) => {
      if (url.includes('/v1/designers?status=pending')) {
        return json({ items: [ANA, BEATRIZ], counts });
      }
      if (url.includes('/v1/designers?status=approved')) {
        return new Promise<Response>((resolve) => (answerApproved = resolve));
      }
      return undefined;
    }, user);
    renderApp('/admin/disenadores?estado=pendientes');
    const table = await screen.findByRole('table', { name: 'Diseñadores' }, { timeout: 5000 });
    await within(table).findByText('Ana');
    const rows = () => table.querySelector('tbody') as HTMLElement;
    expect(rows().hasAttribute('inert')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: /Aprobados\s*1/ }));
    // The pending designers stay in sight while the approved ones load, but cannot be approved.
    await waitFor(() => expect(rows().hasAttribute('inert')).toBe(true));
    expect(rows().getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByText('Ana')).toBeTruthy();

    answerApproved(json({ items: [designer('carla', 'Carla', true)], counts }));
    await within(table).findByText('Carla');
    expect(within(table).queryByText('Ana')).toBeNull();
    expect(rows().hasAttribute('inert')).toBe(false);
    expect(rows().getAttribute('aria-busy')).toBe('false');
  });
});
