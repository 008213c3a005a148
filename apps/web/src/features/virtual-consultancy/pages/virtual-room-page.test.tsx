// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type {
  VirtualConsultancyDetail,
  VirtualFile,
} from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { fakeSocket, resetFakeSocket } from '../../../test/fake-socket';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  urlOf,
} from '../../../test/render-app';

vi.mock('../../../lib/socket', () => import('../../../test/fake-socket'));

const HASHID = 'v7Qp2';
const ROOM_UUID = '5d1c2b3a-8e7f-4a6b-9c0d-1e2f3a4b5c6d';
const CLIENT_ROOM = `/cliente/compra/asesoria-virtual/${HASHID}`;
const DESIGNER_ROOM = `/disenador/compra/asesoria-virtual/${HASHID}`;
const ADMIN_ROOM = `/admin/compra/asesoria-virtual/${HASHID}`;
const PAGE_LOAD = { timeout: 5000 };
const MINUTE = 60_000;

function room(overrides: Partial<VirtualConsultancyDetail> = {}): VirtualConsultancyDetail {
  return {
    hashid: HASHID,
    status: 'active',
    created_at: '2026-05-01T15:00:00.000Z',
    paid_at: '2026-05-02T16:00:00.000Z',
    approved_at: '2026-05-03T09:00:00.000Z',
    finished_at: null,
    is_paid: true,
    is_approved: true,
    to_pay: 1_498_000,
    to_pay_designer: 1_198_400,
    to_pay_platform: 299_600,
    space: { quantity: 2 },
    client: { uuid: 'user-1', first_name: 'Camila', last_name: 'Gómez' },
    designer: { uuid: 'user-2', first_name: 'Andrés', last_name: 'Mejía', avatar: null },
    virtualChat: { client_uuid: 'user-1', professional_uuid: 'user-2', room_uuid: ROOM_UUID },
    payment: { uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
    professional_rating: null,
    rating_comment: null,
    knock_available_at: null,
    ...overrides,
  };
}

const FINISHED = {
  status: 'finished',
  finished_at: '2026-05-10T12:00:00.000Z',
} satisfies Partial<VirtualConsultancyDetail>;

function file(overrides: Partial<VirtualFile> = {}): VirtualFile {
  return {
    id: 1,
    filename: '1714650000000-plano-sala.pdf',
    url: '/files/1?expires=1&signature=x',
    kind: 'pdf',
    is_approved: null,
    uploaded_by: 'designer',
    created_at: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

const message: ChatMessage = {
  _id: 'm1',
  chat: ROOM_UUID,
  user: { _id: 'user-2' },
  message: 'Hola Camila, ¿me compartes las medidas?',
  file: null,
  date: '2026-05-03T09:05:00.000Z',
};

interface RoomStub {
  /** The room each GET answers, in turn (the last one from then on). */
  rooms?: VirtualConsultancyDetail[];
  designs?: VirtualFile[];
  knockStatus?: number;
}

function stubRoom(user: ReturnType<typeof logIn>, stub: RoomStub = {}) {
  const rooms = stub.rooms ?? [room()];
  let served = 0;
  let designs = stub.designs ?? [];
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith(`/v1/virtual-consultancy/${HASHID}`) && method === 'GET') {
      const answer = rooms[Math.min(served, rooms.length - 1)];
      served += 1;
      return json({ info: answer });
    }
    if (url.includes('/v1/chat-message?chat=')) return json({ statusMessage: [message] });
    if (url.endsWith(`/shared-file/${HASHID}`)) {
      return json({
        info: {
          designer: [file()],
          client: [file({ id: 2, filename: '1714650000001-medidas.jpg', kind: 'image' })],
          designs,
        },
      });
    }
    if (url.endsWith(`/legal-docs/${HASHID}`)) return json({ info: [] });
    if (url.endsWith('/knock-knock-whatsapp') && method === 'POST') {
      return stub.knockStatus === 429
        ? json(
            { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.virtualKnockTooSoon },
            429,
          )
        : json({
            message: MESSAGES.virtualKnockSent,
            available_at: new Date(Date.now() + 20 * MINUTE).toISOString(),
          });
    }
    if (url.endsWith(`/${HASHID}/files/design?whatsapp=true`) && method === 'POST') {
      const uploaded = file({ id: 7, filename: '1714650000002-propuesta.png', kind: 'image' });
      designs = [...designs, uploaded];
      return json({ message: MESSAGES.virtualFileUploaded, info: uploaded }, 201);
    }
    const approve = /\/v1\/virtual-consultancy\/(\d+)\/approve-file$/.exec(url);
    if (approve && method === 'PATCH') {
      designs = designs.map((design) =>
        design.id === Number(approve[1]) ? { ...design, is_approved: true } : design,
      );
      const approved = designs.find((design) => design.id === Number(approve[1]));
      return json({ message: MESSAGES.virtualDesignApproved, info: approved });
    }
    if (url.endsWith(`/${HASHID}/finish?email=true`) && method === 'PATCH') {
      const { knock_available_at: _knock, ...finished } = room(FINISHED);
      return json({ message: MESSAGES.virtualFinishedToast, info: finished });
    }
    if (url.endsWith(`/receipt/${room().payment?.uuid}`)) {
      return new Response(new Blob(['%PDF-1.4']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="recibo-pago-v7Qp2.pdf"',
        },
      });
    }
    if (url.endsWith('/document/equivalent') && method === 'POST') {
      return json({ fileName: `documento-equivalente-${HASHID}.pdf`, pdf: btoa('%PDF-1.4') });
    }
    if (url.endsWith(`/${HASHID}/submit-rating`) && method === 'PATCH') {
      const { knock_available_at: _knock, ...rated } = room({
        ...FINISHED,
        professional_rating: 4,
      });
      return json({ message: MESSAGES.virtualRated, info: rated });
    }
    return undefined;
  }, user);
}

/** Opens the room and, for its participants, closes the welcome. */
async function openRoom(path: string) {
  renderApp(path);
  const welcome = await screen.findByRole('dialog', {}, PAGE_LOAD);
  expect(within(welcome).getByText(MESSAGES.virtualWelcome)).toBeTruthy();
  fireEvent.click(within(welcome).getByRole('button', { name: MESSAGES.virtualWelcomeOk }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Expands a files accordion and returns its region. */
function expand(title: string) {
  const summary = screen.getByRole('button', { name: new RegExp(`^${title}`) });
  fireEvent.click(summary);
  return summary.closest('.MuiAccordion-root') as HTMLElement;
}

/**
 * The browser's side of a download: jsdom has no object URLs and does not navigate, so both are
 * replaced (for this file's window only) and the clicked link is kept for its file name.
 */
function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:documento');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { createObjectURL, click };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, suffix: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => urlOf(input).endsWith(suffix) && (init?.method ?? 'GET') === method,
  );

beforeEach(() => {
  stubBrowser();
  resetFakeSocket();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the virtual consultancy room', { timeout: 40_000 }, () => {
  it('shows the header with its status, welcomes the client and joins the chat', async () => {
    stubRoom(logIn(ROLE.client));
    await openRoom(CLIENT_ROOM);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Asesoría virtual #${HASHID}`,
    );
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(screen.getByText('Andrés Mejía')).toBeTruthy();
    expect(screen.getByText('Camila Gómez')).toBeTruthy();
    expect(screen.getByText('2 espacios')).toBeTruthy();
    expect(screen.getByText('01 may 2026')).toBeTruthy();
    expect(screen.getByText('02 may 2026')).toBeTruthy();
    // The query's text is matched with its spaces normalised, the formatter's no-break one too.
    expect(screen.getByText(formatCop(1_498_000).replace(/\s/g, ' '))).toBeTruthy();
    expect(await screen.findByText(message.message)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeTruthy();
    expect(fakeSocket.emit).toHaveBeenCalledWith('join_chat', ROOM_UUID, expect.any(Function));
    const video = screen.getByRole('link', { name: 'Videollamada' });
    expect(video.getAttribute('href')).toBe(`/videochat/virtual-consultancy/${HASHID}/1`);
    expect(video.getAttribute('target')).toBe('_blank');
  });

  it('knocks for the client and then waits, showing the minutes left', async () => {
    const fetchMock = stubRoom(logIn(ROLE.client));
    await openRoom(CLIENT_ROOM);
    fireEvent.click(screen.getByRole('button', { name: 'Tocar la puerta' }));
    expect(await screen.findByText(MESSAGES.virtualKnockSent)).toBeTruthy();
    const waiting = await screen.findByRole('button', { name: /Tocar la puerta: disponible en/ });
    expect(waiting.textContent).toBe('Disponible en 20 min');
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(calls(fetchMock, `/${HASHID}/client/knock-knock-whatsapp`, 'POST')).toHaveLength(1);
  });

  it("shows the designer the server's refusal and the time the room says to wait", async () => {
    const later = new Date(Date.now() + 19 * MINUTE - 5000).toISOString();
    const fetchMock = stubRoom(logIn(ROLE.designer), {
      rooms: [room(), room({ knock_available_at: later })],
      knockStatus: 429,
    });
    await openRoom(DESIGNER_ROOM);
    expect(screen.getByRole('link', { name: 'Videollamada' }).getAttribute('target')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tocar la puerta' }));
    expect(await screen.findByText(MESSAGES.virtualKnockTooSoon)).toBeTruthy();
    const waiting = await screen.findByRole('button', { name: /Tocar la puerta: disponible en/ });
    expect(waiting.textContent).toBe('Disponible en 19 min');
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(calls(fetchMock, `/${HASHID}/professional/knock-knock-whatsapp`, 'POST')).toHaveLength(
      1,
    );
    // The designer does not finish the consultancy.
    expect(screen.queryByRole('button', { name: MESSAGES.virtualReceived })).toBeNull();
  });

  it('keeps a finished room read-only, without knock, and offers its documents', async () => {
    const { createObjectURL, click } = stubDownloads();
    const fetchMock = stubRoom(logIn(ROLE.designer), { rooms: [room(FINISHED)] });
    renderApp(DESIGNER_ROOM);
    expect(await screen.findByText('Terminada', {}, PAGE_LOAD)).toBeTruthy();
    // The welcome explains the chat and the knock: a finished room has neither.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('10 may 2026')).toBeTruthy();
    expect(await screen.findByText(message.message)).toBeTruthy();
    expect(screen.getByText(/el chat es de solo lectura/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mensaje' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tocar la puerta/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Videollamada' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Documento equivalente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recibo de pago' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Calificar asesoría' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Recibo de pago' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const receipt = calls(fetchMock, `/receipt/${room().payment?.uuid}`, 'GET')[0];
    expect(new Headers(receipt?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('recibo-pago-v7Qp2.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Documento equivalente' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe(
      `documento-equivalente-${HASHID}.pdf`,
    );
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('finishes, downloads the equivalent document, then asks for the rating', async () => {
    const { createObjectURL, click } = stubDownloads();
    const fetchMock = stubRoom(logIn(ROLE.client));
    await openRoom(CLIENT_ROOM);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.virtualReceived }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.virtualReceived });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    const rating = await screen.findByRole('dialog', { name: 'Califica tu asesoría' });
    const finish = sentBody(fetchMock, `/${HASHID}/finish?email=true`) as Record<string, string>;
    expect(finish).toEqual({
      finishedAt: expect.any(String),
      client_uuid: 'user-1',
      designer_uuid: 'user-2',
    });
    expect(Number.isNaN(Date.parse(finish.finishedAt ?? ''))).toBe(false);
    expect(sentBody(fetchMock, '/document/equivalent')).toEqual({
      equivalentDocData: { hashid: HASHID },
    });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`documento-equivalente-${HASHID}.pdf`);
    expect(await screen.findByText(MESSAGES.virtualFinishedToast)).toBeTruthy();

    // Five stars unless changed; 'Aceptar' waits for the confirmation.
    expect(within(rating).getByRole('radio', { name: '5 estrellas' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(rating).getByText('40 palabras máximo')).toBeTruthy();
    const accept = within(rating).getByRole<HTMLButtonElement>('button', { name: 'Aceptar' });
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(rating).getByRole('radio', { name: '4 estrellas' }));
    fireEvent.change(within(rating).getByRole('textbox', { name: 'Comentario' }), {
      target: { value: 'Muy buena asesoría' },
    });
    fireEvent.click(within(rating).getByRole('checkbox'));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    expect(await screen.findByText(MESSAGES.virtualRated)).toBeTruthy();
    expect(sentBody(fetchMock, `/${HASHID}/submit-rating`)).toEqual({
      rating: 4,
      comment: 'Muy buena asesoría',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Rated: nothing left to rate; the room is finished and read-only.
    expect(screen.queryByRole('button', { name: 'Calificar asesoría' })).toBeNull();
    expect(screen.getByText('Terminada')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mensaje' })).toBeNull();
  });

  it('shows file names without their first 14 characters', async () => {
    stubRoom(logIn(ROLE.client));
    await openRoom(CLIENT_ROOM);
    const designer = expand('Archivos del diseñador');
    const link = await within(designer).findByRole('link', { name: 'plano-sala.pdf' });
    expect(link.getAttribute('href')).toBe(file().url);
    const client = expand('Archivos del cliente');
    expect(within(client).getByRole('link', { name: 'medidas.jpg' })).toBeTruthy();
    expect(screen.queryByText(/1714650000000/)).toBeNull();
  });

  it('lets the designer upload a design and the client approve it', async () => {
    const designerFetch = stubRoom(logIn(ROLE.designer));
    await openRoom(DESIGNER_ROOM);
    const designs = expand('Diseños');
    const image = new File(['png'], 'propuesta.png', { type: 'image/png' });
    fireEvent.change(within(designs).getByLabelText('Subir a Diseños'), {
      target: { files: [image] },
    });
    expect(await screen.findByText(MESSAGES.virtualFileUploaded)).toBeTruthy();
    const post = calls(designerFetch, `/${HASHID}/files/design?whatsapp=true`, 'POST')[0];
    expect(((post?.[1]?.body as FormData).get('file') as File).name).toBe('propuesta.png');
    expect(await within(designs).findByRole('link', { name: 'propuesta.png' })).toBeTruthy();
    // The designer has no approval to give, and the client's side is not the designer's to fill.
    expect(within(designs).queryByRole('button', { name: /Aprobar/ })).toBeNull();
    expect(within(expand('Archivos del cliente')).queryByLabelText(/Subir a/)).toBeNull();

    cleanup();
    localStorage.clear();
    const clientFetch = stubRoom(logIn(ROLE.client), { designs: [file({ id: 7, kind: 'image' })] });
    await openRoom(CLIENT_ROOM);
    const clientDesigns = expand('Diseños');
    expect(within(clientDesigns).queryByLabelText('Subir a Diseños')).toBeNull();
    fireEvent.click(
      await within(clientDesigns).findByRole('button', { name: 'Aprobar plano-sala.pdf' }),
    );
    expect(await screen.findByText(MESSAGES.virtualDesignApproved)).toBeTruthy();
    expect(calls(clientFetch, '/v1/virtual-consultancy/7/approve-file', 'PATCH')).toHaveLength(1);
    expect(await within(clientDesigns).findByText('Aprobado')).toBeTruthy();
    expect(within(clientDesigns).queryByRole('button', { name: /Aprobar/ })).toBeNull();
  });

  it('shows an admin the header, the files and the conversation to read, without the welcome', async () => {
    const fetchMock = stubRoom(logIn(ROLE.admin));
    renderApp(ADMIN_ROOM);
    expect(await screen.findByText('Activo', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The admin follows the conversation: its messages, each naming its author, and no box to
    // write in.
    const written = (await screen.findByText(message.message)).closest('li') as HTMLElement;
    expect(within(written).getByText('Andrés Mejía')).toBeTruthy();
    expect(
      screen.getByText('Sigues esta conversación como administrador: solo lectura.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mensaje' })).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.virtualReceived })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tocar la puerta/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Videollamada' })).toBeNull();
    expect(
      within(expand('Documentos legales')).getByLabelText('Subir a Documentos legales'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('/v1/chat-message'))).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Volver a las asesorías' }).getAttribute('href')).toBe(
      '/admin/asesorías-virtuales',
    );
  });
});
