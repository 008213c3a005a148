// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PqrsDetail, PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeFile, stubObjectUrls } from '../../../test/files';
import { callsTo, paged } from '../../../test/order-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => {
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function row(overrides: Partial<PqrsRow> = {}): PqrsRow {
  return {
    hashid: 'abc123',
    filing_number: 'PQRS-2026-000007',
    type: 'reclamo',
    subject: 'Cojines de otro color',
    state: 'radicada',
    filed_at: '2026-11-20T15:00:00Z',
    due_on: '2026-12-14',
    answered_at: null,
    order_number: null,
    client: { first_name: 'Camila', last_name: 'Restrepo', email: 'cliente@demo.co' },
    ...overrides,
  };
}

function detail(overrides: Partial<PqrsDetail> = {}): PqrsDetail {
  return {
    ...row(),
    text: 'Los cojines llegaron más claros que en la foto.',
    order_id: null,
    attachment: null,
    in_progress_at: null,
    answer: null,
    ...overrides,
  };
}

const ORDER = {
  id: 41,
  orderNumber: 'HG-000041',
  purchaseDate: '2026-11-10T10:00:00Z',
  total: 250_000,
  is_paid: true,
  suppliers: [],
  suborders: [],
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/cliente/pqrs', { timeout: 20_000 }, () => {
  function setUp(items: PqrsRow[], respond: Parameters<typeof stubFetch>[0] = () => undefined) {
    const user = logIn(ROLE.client);
    return stubFetch((url, init) => {
      const answer = respond(url, init);
      if (answer) return answer;
      if (url.includes('/v1/pqrs?')) return json(paged(items));
      if (url.includes('/v2/orders?')) return json(paged([ORDER], 50));
      return undefined;
    }, user);
  }

  it('lists the client’s requests with their state and due date, and opens one with its answer', async () => {
    stubBrowser();
    const answered = row({
      hashid: 'resp01',
      filing_number: 'PQRS-2026-000003',
      subject: 'Reembolso de la poltrona',
      state: 'respondida',
      answered_at: '2026-11-18T12:00:00Z',
    });
    setUp([row(), answered], (url) =>
      url.endsWith('/v1/pqrs/resp01')
        ? json(
            detail({
              ...answered,
              order_id: 41,
              order_number: 'HG-000041',
              attachment: { url: '/files/9?expires=1&signature=x', filename: 'extracto.pdf' },
              in_progress_at: '2026-11-17T12:00:00Z',
              answer: 'Ya solicitamos el reembolso.',
            }),
          )
        : undefined,
    );
    renderApp('/cliente/pqrs');
    // The first render loads the lazy page, slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'Mis PQRS' }, { timeout: 15_000 });
    expect(await within(table).findByText('PQRS-2026-000007', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).getByText('14 dic 2026')).toBeTruthy();
    expect(within(table).getByText('Radicada')).toBeTruthy();
    expect(within(table).getByText('Respondida el 18 nov 2026')).toBeTruthy();

    fireEvent.click(within(table).getByRole('row', { name: 'Ver detalle de PQRS-2026-000003' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ya solicitamos el reembolso.')).toBeTruthy();
    expect(within(dialog).getByText('HG-000041')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'extracto.pdf' }).getAttribute('href')).toBe(
      '/files/9?expires=1&signature=x',
    );
    // The client's own name is not repeated to them.
    expect(within(dialog).queryByText(/cliente@demo\.co/)).toBeNull();
  });

  it('says so when there are none, also on a phone', async () => {
    stubBrowser(false);
    setUp([]);
    renderApp('/cliente/pqrs');
    expect(await screen.findByText(MESSAGES.pqrsEmptyClient, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Radicar PQRS' })).toBeTruthy();
  });

  it('shows the shared messages before sending anything', async () => {
    stubBrowser();
    const fetchMock = setUp([]);
    renderApp('/cliente/pqrs');
    fireEvent.click(await screen.findByRole('button', { name: 'Radicar PQRS' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Radicar una PQRS' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Radicar' }));
    expect(await within(dialog).findByText(MESSAGES.pqrsTypeRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.pqrsSubjectRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.pqrsTextRequired)).toBeTruthy();
    expect(callsTo(fetchMock, '/v1/pqrs', { method: 'POST' })).toHaveLength(0);
  });

  it('files a request as JSON, tells its number and opens it', async () => {
    stubBrowser();
    const filed = detail({ hashid: 'new001', filing_number: 'PQRS-2026-000010' });
    const fetchMock = setUp([], (url, init) => {
      if (url.endsWith('/v1/pqrs') && init?.method === 'POST') {
        return json(
          {
            message:
              'Radicamos tu solicitud con el número PQRS-2026-000010. Te responderemos a más tardar el 14 de diciembre de 2026.',
            pqrs: filed,
          },
          201,
        );
      }
      if (url.endsWith('/v1/pqrs/new001')) return json(filed);
      return undefined;
    });
    renderApp('/cliente/pqrs');
    fireEvent.click(await screen.findByRole('button', { name: 'Radicar PQRS' }, { timeout: 5000 }));
    await screen.findByRole('dialog', { name: 'Radicar una PQRS' });
    type('Tipo de solicitud', 'reclamo');
    type('Asunto', 'Cojines de otro color');
    type('Descripción', 'Los cojines llegaron más claros que en la foto.');
    fireEvent.click(screen.getByRole('button', { name: 'Radicar' }));

    expect(
      await screen.findByText(/Radicamos tu solicitud con el número PQRS-2026-000010/),
    ).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/pqrs')).toEqual({
      type: 'reclamo',
      subject: 'Cojines de otro color',
      text: 'Los cojines llegaron más claros que en la foto.',
      order_id: null,
    });
    const opened = await screen.findByRole('dialog', { name: /Cojines de otro color/ });
    expect(await within(opened).findByText('PQRS-2026-000010')).toBeTruthy();
  });

  it('sends a form with the chosen order and file, and shows the server’s refusal of the file', async () => {
    stubBrowser();
    const refusal = 'El archivo foto.png no tiene un formato permitido';
    const fetchMock = setUp([], (url, init) =>
      url.endsWith('/v1/pqrs') && init?.method === 'POST'
        ? json(
            {
              statusCode: 415,
              code: 'FILE_WRONG_FORMAT',
              message: refusal,
              errors: [{ field: 'attachment', message: refusal }],
            },
            415,
          )
        : undefined,
    );
    renderApp('/cliente/pqrs');
    fireEvent.click(await screen.findByRole('button', { name: 'Radicar PQRS' }, { timeout: 5000 }));
    await screen.findByRole('dialog', { name: 'Radicar una PQRS' });
    await screen.findByRole('option', { name: /HG-000041/ }, { timeout: 5000 });
    type('Tipo de solicitud', 'queja');
    type('Asunto', 'Demora');
    type('Descripción', 'El pedido llegó tarde.');
    type('Pedido relacionado (opcional)', '41');
    fireEvent.change(screen.getByLabelText('Adjunto (opcional)'), {
      target: { files: [fakeFile('foto.png', 'image/png')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Radicar' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    const form = callsTo(fetchMock, '/v1/pqrs', { method: 'POST' })[0]?.[1]?.body as FormData;
    expect(form.get('type')).toBe('queja');
    expect(form.get('order_id')).toBe('41');
    expect((form.get('attachment') as File).name).toBe('foto.png');
    // The form stays open with what was written.
    expect(screen.getByRole('dialog', { name: 'Radicar una PQRS' })).toBeTruthy();
  });
});

describe('/admin/pqrs', { timeout: 20_000 }, () => {
  function setUp(respond: Parameters<typeof stubFetch>[0] = () => undefined) {
    const user = logIn(ROLE.admin);
    return stubFetch((url, init) => {
      const answer = respond(url, init);
      if (answer) return answer;
      if (url.includes('/v1/admin/pqrs?')) {
        return json(
          paged([
            row(),
            row({
              hashid: 'q2',
              filing_number: 'PQRS-2026-000008',
              type: 'queja',
              state: 'en_tramite',
              due_on: '2020-01-02',
            }),
          ]),
        );
      }
      return undefined;
    }, user);
  }

  it('lists every request with its client, marks overdue ones and filters by state and type', async () => {
    stubBrowser();
    const fetchMock = setUp();
    renderApp('/admin/pqrs');
    const table = await screen.findByRole('table', { name: 'PQRS' }, { timeout: 5000 });
    expect(
      await within(table).findAllByText('Camila Restrepo', {}, { timeout: 5000 }),
    ).toHaveLength(2);
    expect(within(table).getByText('Vencida')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /En trámite/ }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/v1/admin/pqrs?page=1&itemsPerPage=10&state=en_tramite'),
      ).not.toHaveLength(0),
    );
    type('Tipo', 'queja');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/v1/admin/pqrs?page=1&itemsPerPage=10&state=en_tramite&type=queja'),
      ).not.toHaveLength(0),
    );
  });

  it('opens a request from its link, takes it up and answers it', async () => {
    stubBrowser();
    let current = detail({
      attachment: { url: '/files/3?expires=1&signature=y', filename: 'caja.png' },
    });
    const fetchMock = setUp((url, init) => {
      if (url.endsWith('/v1/pqrs/abc123')) return json(current);
      if (url.endsWith('/v1/admin/pqrs/abc123') && init?.method === 'PATCH') {
        const change = JSON.parse(init.body as string) as { state: string; answer?: string };
        current =
          change.state === 'en_tramite'
            ? { ...current, state: 'en_tramite', in_progress_at: '2026-11-21T10:00:00Z' }
            : {
                ...current,
                state: 'respondida',
                answer: change.answer ?? null,
                answered_at: '2026-11-22T10:00:00Z',
              };
        return json({
          message: change.state === 'en_tramite' ? MESSAGES.pqrsInProgress : MESSAGES.pqrsAnswered,
          pqrs: current,
        });
      }
      return undefined;
    });
    renderApp('/admin/pqrs?pqrs=abc123');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByText(/Camila Restrepo · cliente@demo\.co/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'caja.png' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar en trámite' }));
    expect(await screen.findByText(MESSAGES.pqrsInProgress)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/admin/pqrs/abc123')).toEqual({ state: 'en_tramite' });
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Marcar en trámite' })).toBeNull(),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(dialog).findByText(MESSAGES.pqrsAnswerRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Respuesta al cliente'), {
      target: { value: 'Recogeremos los cojines esta semana.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(MESSAGES.pqrsAnswered)).toBeTruthy();
    const patches = callsTo(fetchMock, '/v1/admin/pqrs/abc123', { method: 'PATCH' });
    expect(JSON.parse(patches[1]?.[1]?.body as string)).toEqual({
      state: 'respondida',
      answer: 'Recogeremos los cojines esta semana.',
    });
    expect(await within(dialog).findByText('Recogeremos los cojines esta semana.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();
  });

  it('shows the refusal of a second answer', async () => {
    stubBrowser();
    setUp((url, init) => {
      if (url.endsWith('/v1/pqrs/abc123'))
        return json(detail({ state: 'en_tramite', in_progress_at: '2026-11-21T10:00:00Z' }));
      if (url.endsWith('/v1/admin/pqrs/abc123') && init?.method === 'PATCH') {
        return json(
          { statusCode: 409, code: 'PQRS_ALREADY_ANSWERED', message: MESSAGES.pqrsAlreadyAnswered },
          409,
        );
      }
      return undefined;
    });
    renderApp('/admin/pqrs?pqrs=abc123');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.change(await within(dialog).findByLabelText('Respuesta al cliente'), {
      target: { value: 'Otra respuesta' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(MESSAGES.pqrsAlreadyAnswered)).toBeTruthy();
  });
});
