// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type { SalesConsultancy } from '@hogarte/shared/contracts/sales-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { CHAT_FILE_FIELD } from '@hogarte/shared/chat';
import { splitLinks } from '../../../components/linkified-text';
import { fakeSocket, resetFakeSocket, serverSends } from '../../../test/fake-socket';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import { chatMessage, consultancy, ROOM } from '../testing/consultancies';

vi.mock('../../../lib/socket', () => import('../../../test/fake-socket'));

beforeEach(() => {
  stubBrowser();
  resetFakeSocket();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };
const CLIENT_CHAT = '/cliente/asesoria/k3Jx9/chat';

interface ChatStub {
  header?: SalesConsultancy;
  history?: ChatMessage[];
  sendStatus?: number;
  knockStatus?: number;
}

function stubChat(user: ReturnType<typeof logIn>, stub: ChatStub = {}) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/sales-consultancies/k3Jx9')) return json(stub.header ?? consultancy());
    if (url.includes('/v1/chat-message?chat=')) {
      return json({ statusMessage: stub.history ?? [chatMessage()] });
    }
    if (url.endsWith('/v1/chat-message') && init?.method === 'POST') {
      if (stub.sendStatus) return json({ statusCode: 500, code: 'X', message: 'x' }, 500);
      const form = init.body as FormData;
      return json(
        chatMessage({
          _id: 'm2',
          user: { _id: user.uuid },
          message: form.get('message') as string,
        }),
        201,
      );
    }
    if (url.endsWith('/notify/knock-knock')) {
      return stub.knockStatus === 429
        ? json(
            { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.reminderTooSoon },
            429,
          )
        : json({ message: MESSAGES.reminderSent });
    }
    if (url.endsWith('/finish') && init?.method === 'PATCH') {
      return json({
        message: MESSAGES.consultancyFinished,
        consultancy: consultancy({ finished_at: '2026-05-03T10:00:00.000Z' }),
      });
    }
    return undefined;
  }, user);
}

async function openChat(path = CLIENT_CHAT) {
  renderApp(path);
  return screen.findByRole('textbox', { name: 'Mensaje' }, PAGE_LOAD);
}

describe('the sales chat', { timeout: 40_000 }, () => {
  it('shows the adviser cut to 15 characters, the product and the history, and joins the room', async () => {
    stubChat(logIn(ROLE.client));
    await openChat();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daniela Alejand…');
    expect(screen.getByText('Porcelanato Roble Natural 60x60')).toBeTruthy();
    expect(screen.getByText('Hola, ¿en qué te puedo ayudar?')).toBeTruthy();
    expect(fakeSocket.emit).toHaveBeenCalledWith('join_chat', ROOM, expect.any(Function));
  });

  it('sends with Enter, keeps Shift+Enter for a new line and shows its own message once', async () => {
    const fetchMock = stubChat(logIn(ROLE.client));
    const box = await openChat();
    fireEvent.change(box, { target: { value: '¿Tienen envío a Cali?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.keyDown(box, { key: 'Enter' });
    const messages = screen.getByRole('list', { name: 'Mensajes' });
    expect(await within(messages).findByText('¿Tienen envío a Cali?')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([input, init]) => urlOf(input).endsWith('/v1/chat-message') && init?.method === 'POST',
    );
    const form = post?.[1]?.body as FormData;
    expect(form.get('chat')).toBe(ROOM);
    expect((box as HTMLTextAreaElement).value).toBe('');

    // The same message echoed by the room is not shown twice.
    serverSends(
      'receive_message',
      chatMessage({ _id: 'm2', user: { _id: 'user-1' }, message: '¿Tienen envío a Cali?' }),
    );
    expect(within(messages).getAllByText('¿Tienen envío a Cali?')).toHaveLength(1);
  });

  it('refuses an empty message and shows the 240 limit', async () => {
    const fetchMock = stubChat(logIn(ROLE.client));
    const box = await openChat();
    expect(box.getAttribute('maxlength')).toBe(String(LIMITS.chatMessageMaxLength));
    expect(screen.getByText(`0/${LIMITS.chatMessageMaxLength}`)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.chatMessageRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends an image without text', async () => {
    const fetchMock = stubChat(logIn(ROLE.client));
    await openChat();
    const image = new File(['png'], 'baño.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Archivo del mensaje'), { target: { files: [image] } });
    expect(screen.getByText('baño.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect((form.get(CHAT_FILE_FIELD) as File).name).toBe('baño.png');
    expect(form.get('message')).toBeNull();
  });

  it('tells when the message could not be sent', async () => {
    stubChat(logIn(ROLE.client), { sendStatus: 500 });
    const box = await openChat();
    fireEvent.change(box, { target: { value: 'Hola' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.chatSendFailed)).toBeTruthy();
  });

  it('appends a message received in the room, with its link clickable', async () => {
    stubChat(logIn(ROLE.client));
    await openChat();
    serverSends(
      'receive_message',
      chatMessage({ _id: 'm9', message: 'Mira este: https://hogarte.co/productos/2' }),
    );
    const link = await screen.findByRole('link', { name: 'https://hogarte.co/productos/2' });
    expect(link.getAttribute('href')).toBe('https://hogarte.co/productos/2');
  });

  it('reads the history again once in the room, keeping what the room delivered meanwhile', async () => {
    const stub: ChatStub = { history: [chatMessage()] };
    stubChat(logIn(ROLE.client), stub);
    await openChat();
    const messages = screen.getByRole('list', { name: 'Mensajes' });
    // While the tab was away (another screen, a dropped connection) the adviser wrote again.
    stub.history = [
      chatMessage(),
      chatMessage({
        _id: 'm3',
        message: 'Te escribí mientras no estabas',
        date: '2026-05-02T15:05:00.000Z',
      }),
    ];
    const joins = fakeSocket.emit.mock.calls.filter(([event]) => event === 'join_chat');
    const answer = joins.at(-1)?.[2] as (reply: { ok: boolean }) => void;
    // The room's next message arrives while the history is being read again.
    answer({ ok: true });
    serverSends(
      'receive_message',
      chatMessage({ _id: 'm4', message: 'Y esto justo ahora', date: '2026-05-02T15:06:00.000Z' }),
    );
    expect(await within(messages).findByText('Te escribí mientras no estabas')).toBeTruthy();
    expect(await within(messages).findByText('Y esto justo ahora')).toBeTruthy();
    expect(within(messages).getAllByRole('listitem')).toHaveLength(3);
  });

  it('pre-fills a client\u2019s first, empty chat with the product link', async () => {
    stubChat(logIn(ROLE.client), { history: [] });
    const box = await openChat();
    expect((box as HTMLTextAreaElement).value).toBe(
      `Hola, estoy interesado(a) en este producto: ${window.location.origin}/productos/1`,
    );
  });

  it('writes the store page the client came from as people read it, still one link', async () => {
    stubChat(logIn(ROLE.client), { history: [] });
    const storePage = 'http://localhost:3000/Cer%C3%A1micas%20del%20Valle/productos/1-porcelanato';
    renderApp({ pathname: CLIENT_CHAT, state: { productLink: storePage } });
    const box = await screen.findByRole('textbox', { name: 'Mensaje' }, PAGE_LOAD);
    const text = (box as HTMLTextAreaElement).value;
    const readable = 'http://localhost:3000/Cerámicas%20del%20Valle/productos/1-porcelanato';
    expect(text).toBe(`Hola, estoy interesado(a) en este producto: ${readable}`);
    expect(splitLinks(text).filter((part) => part.kind === 'url')).toEqual([
      { kind: 'url', value: readable },
    ]);
  });

  it('knocks with the success text and shows the cooldown refusal', async () => {
    stubChat(logIn(ROLE.client));
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Avisar al asesor' }));
    expect(await screen.findByText(MESSAGES.reminderSent)).toBeTruthy();

    cleanup();
    stubChat(logIn(ROLE.client), { knockStatus: 429 });
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Avisar al asesor' }));
    expect(await screen.findByText(MESSAGES.reminderTooSoon)).toBeTruthy();
  });

  it('lets the adviser finish, after which the chat is read-only', async () => {
    stubChat(logIn(ROLE.salesperson));
    await openChat('/vendedor/asesoria/k3Jx9/chat');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Camila Gómez');
    expect(screen.queryByRole('button', { name: 'Avisar al asesor' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar asesoría' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText(/La asesoría ha finalizado: el chat es de solo lectura/),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Mensaje' })).toBeNull();
  });

  it('shows a finished consultancy read-only, without the knock', async () => {
    stubChat(logIn(ROLE.client), {
      header: consultancy({ finished_at: '2026-05-03T10:00:00.000Z' }),
    });
    renderApp(CLIENT_CHAT);
    expect(
      await screen.findByText(/el chat es de solo lectura/, undefined, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mensaje' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avisar al asesor' })).toBeNull();
  });
});
