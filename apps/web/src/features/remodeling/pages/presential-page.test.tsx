// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentialConsultancy } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { fakeFile } from '../../../test/files';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  urlOf,
} from '../../../test/render-app';
import {
  PRESENTIAL_HASHID,
  presentialConsultancy,
  presentialSteps,
} from '../testing/presential-fixtures';
import { sheetDesign, sheetQuote } from '../testing/sheet-fixtures';

const API = `/v1/presential-consultancy/${PRESENTIAL_HASHID}`;
const DESIGNER_PATH = `/diseñador/compra/asesoria-presencial/${PRESENTIAL_HASHID}`;
const CLIENT_PATH = `/cliente/compra/asesoria-presencial/${PRESENTIAL_HASHID}`;
const PAGE_LOAD = { timeout: 5000 };

type FetchMock = ReturnType<typeof stubFetch>;
type Handler = (path: string, method: string, body: unknown) => Response | undefined;

/**
 * The consultancy's API: the GET answers it as it now is, each change answers it changed (as the
 * server does), and `extra` handles what a test needs beyond that.
 */
function stubConsultancy(
  roleId: RoleId,
  first: PresentialConsultancy,
  extra: (answer: {
    changed: (message: string, next: Partial<PresentialConsultancy>) => Response;
    set: (next: Partial<PresentialConsultancy>) => void;
  }) => Handler = () => () => undefined,
) {
  let current = first;
  const set = (next: Partial<PresentialConsultancy>) => {
    current = { ...current, ...next };
  };
  const changed = (message: string, next: Partial<PresentialConsultancy>) => {
    set(next);
    return json({ message, info: current });
  };
  const handler = extra({ changed, set });
  const name = roleId === ROLE.client ? first.client.first_name : first.designer.first_name;
  return stubFetch(
    (url, init) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const path = new URL(url, 'http://localhost').pathname;
      const handled = handler(path, method, body);
      if (handled) return handled;
      if (path === API && method === 'GET') return json({ info: current });
      return undefined;
    },
    logIn(roleId, { first_name: name }),
  );
}

const callsTo = (fetchMock: FetchMock, suffix: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => urlOf(input).endsWith(suffix) && (init?.method ?? 'GET') === method,
  );

async function openPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /^Hola/ }, PAGE_LOAD);
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

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

describe('PresentialPage', { timeout: 20_000 }, () => {
  it('lets the designer approve a pending request from its page', async () => {
    const fetchMock = stubConsultancy(
      ROLE.designer,
      presentialConsultancy('designer', { is_approved: null, decided_at: null }),
      ({ changed }) =>
        (path, method) =>
          path === API && method === 'PATCH'
            ? changed(MESSAGES.presentialApproved.replace('{hashid}', PRESENTIAL_HASHID), {
                is_approved: true,
              })
            : undefined,
    );
    await openPage(DESIGNER_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Andrés' })).toBeTruthy();
    expect(screen.getByText('Pendiente de aprobación')).toBeTruthy();
    expect(screen.getByText('Carrera 43A # 1-50, Medellín, Antioquia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'laura@example.co' }).getAttribute('href')).toBe(
      'mailto:laura@example.co',
    );
    // Nothing to quote or upload before the answer.
    expect(screen.queryByRole('region', { name: 'Cotizaciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Aprobar #${PRESENTIAL_HASHID}` }));
    expect(
      await screen.findByText(`Has aprobado la remodelación #${PRESENTIAL_HASHID} exitosamente`),
    ).toBeTruthy();
    const [decision] = callsTo(fetchMock, API, 'PATCH');
    expect(JSON.parse(decision?.[1]?.body as string)).toEqual({
      is_approved: true,
      client_uuid: 'client-1',
    });
    expect(await screen.findByText('Aprobada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    expect(section('Cotizaciones')).toBeTruthy();
  });

  it('lets the designer schedule the visit, the one step with an edit button', async () => {
    const fetchMock = stubConsultancy(
      ROLE.designer,
      presentialConsultancy('designer'),
      ({ changed }) =>
        (path, method, body) => {
          if (path !== '/v1/presential-consultancy/steps/21' || method !== 'PATCH') return;
          const edit = body as { date: string };
          return changed(MESSAGES.stepUpdated, {
            steps: presentialSteps().map((step) =>
              step.id === 21 ? { ...step, step_status_id: 2, date: edit.date } : step,
            ),
          });
        },
    );
    // The plain-n spelling lands on the same page.
    await openPage(`/disenador/compra/asesoria-presencial/${PRESENTIAL_HASHID}`);
    const steps = screen.getByRole('table', { name: 'Pasos de la asesoría' });
    expect(within(steps).getAllByRole('row')).toHaveLength(6);
    const edits = within(steps).getAllByRole('button', { name: /^Editar/ });
    expect(edits.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Editar Fecha de visita',
    ]);
    fireEvent.click(edits[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Fecha de visita' });
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora'), {
      target: { value: '2026-05-12T09:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MESSAGES.stepUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/presential-consultancy/steps/21?whatsapp=true')).toEqual({
      date: new Date('2026-05-12T09:30').toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(steps).getByText('En proceso')).toBeTruthy();
  });

  it('lets the designer upload a design and start a quote for the consultancy', async () => {
    const fetchMock = stubConsultancy(
      ROLE.designer,
      presentialConsultancy('designer'),
      ({ set }) =>
        (path, method) => {
          if (path !== `${API}/files/design` || method !== 'POST') return;
          const design = sheetDesign();
          set({ designs: [design], steps: presentialSteps([1, 2, 1, 1, 1]) });
          return json(
            {
              message: MESSAGES.designUploaded,
              info: {
                id: design.id,
                filename: design.filename,
                url: design.url,
                created_at: design.created_at,
              },
            },
            201,
          );
        },
    );
    const { router } = await openPage(DESIGNER_PATH);
    const designs = section('Diseños');
    expect(within(designs).getByText('Aún no has cargado diseños.')).toBeTruthy();
    fireEvent.change(within(designs).getByLabelText('Cargar diseño'), {
      target: { files: [fakeFile('propuesta-sala.png', 'image/png')] },
    });
    expect(await screen.findByText(MESSAGES.designUploaded)).toBeTruthy();
    const [upload] = callsTo(fetchMock, `${API}/files/design?whatsapp=true`, 'POST');
    expect((upload?.[1]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await within(designs).findByRole('link', { name: 'propuesta-sala.png' })).toBeTruthy();
    expect(screen.getByText('El cliente aún no ha pagado los diseños.')).toBeTruthy();
    // The designer neither pays nor approves.
    expect(screen.queryByRole('link', { name: 'Pagar diseños' })).toBeNull();

    fireEvent.click(
      within(section('Cotizaciones')).getByRole('button', { name: 'Crear cotización' }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/disenador/asesoria/productos'));
    expect(router.location.state).toEqual({
      quotePurchase: {
        hashid: PRESENTIAL_HASHID,
        kind: 'presential',
        client_name: 'Laura Gómez',
        client_phone: '3001234567',
      },
    });
  });

  it('tells the client the designer has not answered yet', async () => {
    stubConsultancy(
      ROLE.client,
      presentialConsultancy('client', { is_approved: null, decided_at: null }),
    );
    await openPage(CLIENT_PATH);
    expect(screen.getByText(MESSAGES.presentialNotApproved)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'andres@example.co' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pagar diseños' })).toBeNull();
  });

  it('tells the client when the designer rejected it', async () => {
    stubConsultancy(ROLE.client, presentialConsultancy('client', { is_approved: false }));
    await openPage(CLIENT_PATH);
    expect(screen.getByText('Rechazada')).toBeTruthy();
    expect(screen.getByText(/Tu diseñador\(a\) no puede atender esta asesoría/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pago de diseños' })).toBeNull();
  });

  it('lets the client pay the designs, approve a quote and go to pay it', async () => {
    const fetchMock = stubConsultancy(
      ROLE.client,
      presentialConsultancy('client', { invoices: [sheetQuote()] }),
      ({ changed }) =>
        (path, method) =>
          path === `${API}/invoices/41` && method === 'PATCH'
            ? changed(MESSAGES.quoteApproved, {
                invoices: [sheetQuote({ is_approved: true, approved_at: '2026-05-05T10:00:00Z' })],
              })
            : undefined,
    );
    const { router } = await openPage(CLIENT_PATH);
    const payment = section('Pago de diseños');
    expect(within(payment).getByText('$ 450.000')).toBeTruthy();
    const pay = within(payment).getByRole('link', { name: 'Pagar diseños' });
    expect(decodeURI(pay.getAttribute('href') ?? '')).toBe(`/checkout/diseño/${PRESENTIAL_HASHID}`);

    const quotes = section('Cotizaciones');
    expect(within(quotes).queryByRole('button', { name: 'Pagar cotizaciones' })).toBeNull();
    expect(within(quotes).queryByRole('button', { name: 'Crear cotización' })).toBeNull();
    fireEvent.click(within(quotes).getByRole('button', { name: 'Aprobar Piso de la sala' }));
    expect(await screen.findByText(MESSAGES.quoteApproved)).toBeTruthy();
    expect(sentBody(fetchMock, `${API}/invoices/41?whatsapp=true`)).toEqual({ is_approved: true });
    expect(await within(quotes).findByText('Aprobada')).toBeTruthy();

    fireEvent.click(within(quotes).getByRole('button', { name: 'Pagar cotizaciones' }));
    await waitFor(() => expect(router.location.pathname).toBe(`${CLIENT_PATH}/pago`));
  });

  it('shows the client when the designs were paid and the deposit they left', async () => {
    stubConsultancy(
      ROLE.client,
      presentialConsultancy('client', {
        designs_paid_at: '2026-05-06T15:00:00.000Z',
        deposit: { available: true, amount: 450_000, threshold: 2_500_000, applied_at: null },
        steps: presentialSteps([3, 2, 1, 1, 1]),
      }),
    );
    await openPage(CLIENT_PATH);
    const payment = section('Pago de diseños');
    expect(within(payment).getByText(/^Diseños pagados el /)).toBeTruthy();
    expect(
      within(payment).getByText('Tienes un abono de $ 450.000 para compras mayores a $ 2.500.000'),
    ).toBeTruthy();
    expect(within(payment).queryByRole('link', { name: 'Pagar diseños' })).toBeNull();
    // The client schedules nothing and uploads nothing.
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(within(section('Diseños')).queryByLabelText('Cargar diseño')).toBeNull();
  });

  it('tells the designer that the deposit went into the client’s payment, not its own', async () => {
    stubConsultancy(
      ROLE.designer,
      presentialConsultancy('designer', {
        designs_paid_at: '2026-05-06T15:00:00.000Z',
        deposit: {
          available: false,
          amount: 450_000,
          threshold: 2_500_000,
          applied_at: '2026-05-20T15:00:00.000Z',
        },
        steps: presentialSteps([3, 2, 1, 1, 1]),
      }),
    );
    await openPage(DESIGNER_PATH);
    expect(
      within(section('Pago de diseños')).getByText(
        'El abono de $ 450.000 se usó en el pago del cliente del 20 may 2026.',
      ),
    ).toBeTruthy();
  });

  it('tells someone with no part in it that it was not found', async () => {
    stubFetch(() => undefined, logIn(ROLE.client));
    renderApp(CLIENT_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/Esta asesoría presencial no existe/)).toBeTruthy();
  });
});
