// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';
import {
  presentialConsultancy,
  presentialRow,
  presentialSteps,
} from '../testing/presential-fixtures';
import { rowsPage, sheetRow } from '../testing/checkout-fixtures';

const LIST_API = '/v1/presential-consultancy/designers';
const SHEETS_API = '/v1/remodelings';
const PAGE_LOAD = { timeout: 5000 };

const active = presentialRow({ hashid: 'act001', steps: presentialSteps([3, 2, 1, 1, 1]) });
const pendingAna = presentialRow({
  hashid: 'pen001',
  is_approved: null,
  client: {
    uuid: 'client-ana',
    first_name: 'Ana',
    last_name: 'Ruiz',
    cedula: null,
    email: 'ana@example.co',
    phone: '3205550000',
  },
});
const pendingJuan = presentialRow({
  hashid: 'pen002',
  is_approved: null,
  client: { ...pendingAna.client, uuid: 'client-juan', first_name: 'Juan', last_name: 'Toro' },
});

/**
 * 'Mis clientes' API: the list as it now is, and the designer's answer, which the server words
 * and which moves the row (a rejected one leaves the list).
 */
function stubClients(rows: PresentialRow[], refuse = false, sheets = [sheetRow()]) {
  let current = rows;
  return stubFetch(
    (url, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      if (path === LIST_API && method === 'GET') return json({ info: current });
      if (path === SHEETS_API && method === 'GET') return json(rowsPage(sheets));
      const decided = /^\/v1\/presential-consultancy\/(\w+)$/.exec(path);
      if (decided && method === 'PATCH') {
        if (refuse) {
          return json(
            {
              statusCode: 409,
              code: 'ALREADY_DECIDED',
              message: MESSAGES.presentialAlreadyDecided,
            },
            409,
          );
        }
        const hashid = decided[1] ?? '';
        const { is_approved } = JSON.parse(init?.body as string) as { is_approved: boolean };
        const row = current.find((item) => item.hashid === hashid) ?? presentialRow();
        current = is_approved
          ? current.map((item) => (item.hashid === hashid ? { ...item, is_approved } : item))
          : current.filter((item) => item.hashid !== hashid);
        const message = (
          is_approved ? MESSAGES.presentialApproved : MESSAGES.presentialRejected
        ).replace('{hashid}', hashid);
        return json({ message, info: presentialConsultancy('designer', { ...row, is_approved }) });
      }
      return undefined;
    },
    logIn(ROLE.designer, { first_name: 'Andrés' }),
  );
}

async function openClients() {
  const view = renderApp('/disenador/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Mis clientes' }, PAGE_LOAD);
  return view;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  sessionStorage.clear();
});

describe('DesignerClientsPage', { timeout: 20_000 }, () => {
  it('counts the approved and the pending ones and shows each table with its columns', async () => {
    stubClients([active, pendingAna, pendingJuan]);
    await openClients();
    await waitFor(() => expect(tab(/^Aprobados\s*1$/)).toBeTruthy());
    expect(tab(/^Por aprobar\s*2$/)).toBeTruthy();

    const activeTable = screen.getByRole('table', { name: 'Tus procesos activos' });
    const rows = within(activeTable).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const [, row] = rows;
    expect(row?.textContent).toContain('#act001');
    expect(row?.textContent).toContain('Laura Gómez');
    expect(row?.textContent).toContain('3001234567');
    expect(row?.textContent).toContain('Carrera 43A # 1-50, Medellín, Antioquia');
    // 'Avance': the step, its state and the count, each on its own line.
    if (!row) throw new Error('the active table has a row');
    expect(within(row).getByText('Diseño')).toBeTruthy();
    expect(within(row).getByText('En proceso')).toBeTruthy();
    expect(within(row).getByText('1 de 5 pasos terminados')).toBeTruthy();
    // 'Fechas preferidas': one day a line.
    expect(within(row).getByText('12 may 2026')).toBeTruthy();
    expect(within(row).getByText('14 may 2026')).toBeTruthy();
    // An approved one is quoted, not decided.
    expect(within(activeTable).queryByRole('button', { name: /^Aprobar/ })).toBeNull();

    fireEvent.click(tab(/^Por aprobar/));
    const pending = await screen.findByRole('table', { name: 'Pendientes de aprobación' });
    expect(within(pending).getAllByRole('row')).toHaveLength(3);
    expect(within(pending).queryByRole('button', { name: /^Crear cotización/ })).toBeNull();
  });

  it('opens on the requests when nothing is active, and says when a list is empty', async () => {
    stubClients([pendingAna]);
    await openClients();
    const pending = await screen.findByRole('table', { name: 'Pendientes de aprobación' });
    expect(within(pending).getByText('Ana Ruiz')).toBeTruthy();
    fireEvent.click(tab(/^Aprobados/));
    expect(await screen.findByText('Aún no tienes procesos activos')).toBeTruthy();
  });

  it('approves a request with its client, toasts the server and moves the row', async () => {
    const fetchMock = stubClients([active, pendingAna, pendingJuan]);
    await openClients();
    await waitFor(() => expect(tab(/^Por aprobar\s*2$/)).toBeTruthy());
    fireEvent.click(tab(/^Por aprobar/));
    const pending = await screen.findByRole('table', { name: 'Pendientes de aprobación' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Aprobar #pen001' }));

    expect(
      await screen.findByText('Has aprobado la remodelación #pen001 exitosamente'),
    ).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/presential-consultancy/pen001')).toEqual({
      is_approved: true,
      client_uuid: 'client-ana',
    });
    await waitFor(() => expect(tab(/^Aprobados\s*2$/)).toBeTruthy());
    expect(tab(/^Por aprobar\s*1$/)).toBeTruthy();
    expect(within(pending).queryByText('Ana Ruiz')).toBeNull();
  });

  it('asks before rejecting, then the row leaves the list', async () => {
    const fetchMock = stubClients([pendingAna, pendingJuan]);
    await openClients();
    const pending = await screen.findByRole('table', { name: 'Pendientes de aprobación' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Rechazar #pen002' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rechazar la asesoría #pen002' });
    expect(within(confirm).getByText(/Juan Toro/)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/presential-consultancy/pen002')).toBeUndefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rechazar' }));

    expect(
      await screen.findByText('Has rechazado la remodelación #pen002 exitosamente'),
    ).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/presential-consultancy/pen002')).toEqual({
      is_approved: false,
      client_uuid: 'client-juan',
    });
    await waitFor(() => expect(within(pending).queryByText('Juan Toro')).toBeNull());
    expect(tab(/^Por aprobar\s*1$/)).toBeTruthy();
  });

  it("shows the server's refusal of a second decision", async () => {
    stubClients([pendingAna], true);
    await openClients();
    const pending = await screen.findByRole('table', { name: 'Pendientes de aprobación' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Aprobar #pen001' }));
    expect(await screen.findByText(MESSAGES.presentialAlreadyDecided)).toBeTruthy();
    expect(within(pending).getByText('Ana Ruiz')).toBeTruthy();
  });

  it('opens an active one on its ñ path and shows its detail without opening it', async () => {
    stubClients([active]);
    const { router } = await openClients();
    const table = await screen.findByRole('table', { name: 'Tus procesos activos' });

    fireEvent.click(within(table).getByRole('button', { name: 'Detalle de #act001' }));
    const detail = await screen.findByRole('dialog', { name: 'Asesoría presencial #act001' });
    expect(within(detail).getByText('1036789456')).toBeTruthy();
    expect(within(detail).getByText('laura@example.co')).toBeTruthy();
    expect(within(detail).getByText('Quiero renovar la cocina')).toBeTruthy();
    expect(within(detail).getByText(/12 may 2026 · 14 may 2026/)).toBeTruthy();
    expect(within(detail).getByText('Terminado')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.location.pathname).toBe('/disenador/dashboard');

    fireEvent.click(within(table).getByRole('row', { name: /Abrir asesoría #act001/ }));
    await waitFor(() =>
      expect(decodeURI(router.location.pathname)).toBe(
        '/diseñador/compra/asesoria-presencial/act001',
      ),
    );
  });

  it('lists its remodellings under the consultancies, each opening its process sheet', async () => {
    stubClients([active], false, [
      sheetRow({ finished_at: '2026-06-20T15:00:00.000Z' }),
      sheetRow({ hashid: 'sH33t2', city: 'Envigado' }),
    ]);
    const { router } = await openClients();
    const sheets = await screen.findByRole('table', { name: 'Hojas de proceso' });
    await waitFor(() => expect(within(sheets).getAllByRole('row')).toHaveLength(3));
    const [, finished, open] = within(sheets).getAllByRole('row');
    expect(finished?.textContent).toContain('Camila Gómez');
    expect(finished?.textContent).toContain('20 jun 2026');
    expect(open?.textContent).toContain('Envigado');
    expect(open?.textContent).toContain('—');
    const link = within(sheets).getByRole('link', { name: /Hoja de proceso #sH33t2/ });
    expect(link.getAttribute('href')).toBe('/compra/sH33t2');

    fireEvent.click(within(sheets).getByRole('row', { name: 'Abrir hoja de proceso #rX7k2' }));
    await waitFor(() => expect(router.location.pathname).toBe('/compra/rX7k2'));
  });

  it('says so when it has no remodellings', async () => {
    stubClients([active], false, []);
    await openClients();
    expect(await screen.findByText('Aún no tienes remodelaciones')).toBeTruthy();
  });

  it("starts a quote for an active one's client", async () => {
    stubClients([active]);
    const { router } = await openClients();
    const table = await screen.findByRole('table', { name: 'Tus procesos activos' });
    fireEvent.click(within(table).getByRole('button', { name: 'Crear cotización para #act001' }));
    const quotePurchase = {
      hashid: 'act001',
      kind: 'presential',
      client_name: 'Laura Gómez',
      client_phone: '3001234567',
    };
    await waitFor(() => expect(router.location.pathname).toBe('/disenador/asesoria/productos'));
    expect(router.location.state).toEqual({ quotePurchase });
    expect(JSON.parse(sessionStorage.getItem('hogarte.quotePurchase') ?? 'null')).toEqual(
      quotePurchase,
    );
  });

  it('shows each consultancy as a card on a phone, its buttons not opening it', async () => {
    stubBrowser(false);
    stubClients([active]);
    const { router } = await openClients();
    const cards = await screen.findByRole('list', { name: 'Tus procesos activos' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(card?.textContent).toContain('#act001');
    expect(card?.textContent).toContain('Laura Gómez');
    // The card's way to the page is not a second 'detalle' beside the dialog's.
    const open = within(card as HTMLElement).getByRole('button', {
      name: 'Abrir asesoría #act001 de Laura Gómez',
    });
    expect(open.textContent).toBe('Abrir asesoría');
    fireEvent.click(
      within(card as HTMLElement).getByRole('button', { name: 'Detalle de #act001' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Asesoría presencial #act001' })).toBeTruthy();
    expect(router.location.pathname).toBe('/disenador/dashboard');
  });
});
