// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatNotification } from '@hogarte/shared/contracts/chat-notifications';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { resetFakeSocket, serverSends } from '../../../test/fake-socket';
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

/** Web Audio as far as the alert tone uses it; `state` is what the browser's autoplay rule says. */
const audio = { state: 'running' as AudioContextState, tones: 0 };
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  get state() {
    return audio.state;
  }
  resume = () => Promise.resolve();
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        audio.tones += 1;
      },
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
}

function notification(overrides: Partial<ChatNotification> = {}): ChatNotification {
  return {
    id: 1,
    roomUuid: '0b6a3f7e-2f7c-4f4e-9a77-4c1d7f0e5a11',
    consultancyType: 'sales-consultancy',
    hashid: 'k3Jx9',
    salesConsultancyHashid: 'k3Jx9',
    message: '¿Tienen el enchape en color hueso?',
    sender: { id: 'user-1', first_name: 'Camila', last_name: 'Gómez', avatar: null },
    timestamp: '2026-05-02T15:01:00.000Z',
    isRead: false,
    ...overrides,
  };
}

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    notification({
      id: count - index,
      message: `Mensaje ${count - index}`,
      timestamp: new Date(Date.UTC(2026, 4, 2, 15, count - index)).toISOString(),
    }),
  );

/** Answers the unread list with each of `lists` in turn (the last one from then on). */
function stubNotifications(user: ReturnType<typeof logIn>, ...lists: ChatNotification[][]) {
  let served = 0;
  return stubFetch((url, init) => {
    if (url.endsWith('/v1/chat-notification/unread')) {
      const list = lists[Math.min(served, lists.length - 1)] ?? [];
      served += 1;
      return json(list);
    }
    const read = /\/v1\/chat-notification\/(\d+)\/read$/.exec(url);
    if (read && init?.method === 'PATCH') {
      return json(notification({ id: Number(read[1]), isRead: true }));
    }
    if (url.endsWith('/v1/chat-notification/read-all') && init?.method === 'PATCH') {
      return json({ updated: 2 });
    }
    return undefined;
  }, user);
}

/** The bell by its label, also while the open panel hides the rest of the page from queries. */
const PAGE_LOAD = { timeout: 5000 };
// A refetch after a socket event can take more than a second on a busy CI machine.
const bellNamed = (name: string) => screen.findByRole('button', { name, hidden: true }, PAGE_LOAD);

beforeEach(() => {
  stubBrowser();
  resetFakeSocket();
  audio.state = 'running';
  audio.tones = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the notification bell', { timeout: 40_000 }, () => {
  it('counts the unread ones, lists them and leads an adviser to the chat, marking it read', async () => {
    const fetchMock = stubNotifications(logIn(ROLE.salesperson), [
      notification({ id: 2, message: 'Segundo mensaje', timestamp: '2026-05-02T15:05:00.000Z' }),
      notification({ id: 1 }),
    ]);
    const { router } = renderApp('/vendedor/configuracion');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }, PAGE_LOAD),
    );

    const panel = screen.getByRole('dialog', { name: 'Notificaciones' });
    const items = within(panel).getAllByRole('button', { name: /Camila Gómez/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Segundo mensaje'),
      expect.stringContaining('¿Tienen el enchape en color hueso?'),
    ]);
    expect(items[1]?.textContent).toContain('No leída:');
    expect(within(panel).getAllByText(/^\d{2}:\d{2} - \d{2} may$/)).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: /color hueso/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/vendedor/asesoria/k3Jx9/chat'));
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).toBeNull();
    const patch = fetchMock.mock.calls.find(
      ([input, init]) =>
        init?.method === 'PATCH' && urlOf(input).endsWith('/v1/chat-notification/1/read'),
    );
    expect(patch).toBeTruthy();
    expect(await bellNamed('Notificaciones: 1 sin leer')).toBeTruthy();
  });

  it("leads a client to the client's chat", async () => {
    stubNotifications(logIn(ROLE.client), [
      notification({
        sender: { id: 'user-6', first_name: 'Daniela', last_name: 'Ruiz', avatar: null },
      }),
    ]);
    const { router } = renderApp('/cliente/configuracion');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }, PAGE_LOAD),
    );
    fireEvent.click(screen.getByRole('button', { name: /Daniela Ruiz.*color hueso/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/cliente/asesoria/k3Jx9/chat'));
  });

  it("leads a virtual consultancy's alert to its room, by role", async () => {
    const virtual = notification({
      consultancyType: 'virtual-consultancy',
      hashid: 'v7Qp2',
      salesConsultancyHashid: null,
      message: 'Te compartí los planos',
    });
    stubNotifications(logIn(ROLE.designer), [virtual]);
    const designer = renderApp('/disenador/configuracion');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }, PAGE_LOAD),
    );
    fireEvent.click(screen.getByRole('button', { name: /Te compartí los planos/ }));
    await waitFor(() =>
      expect(designer.router.location.pathname).toBe('/disenador/compra/asesoria-virtual/v7Qp2'),
    );

    cleanup();
    localStorage.clear();
    stubNotifications(logIn(ROLE.client), [virtual]);
    const client = renderApp('/cliente/configuracion');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }, PAGE_LOAD),
    );
    fireEvent.click(screen.getByRole('button', { name: /Te compartí los planos/ }));
    await waitFor(() =>
      expect(client.router.location.pathname).toBe('/cliente/compra/asesoria-virtual/v7Qp2'),
    );
  });

  it('caps the badge at 9+ and keeps the newest 20', async () => {
    stubNotifications(logIn(ROLE.salesperson), many(25));
    renderApp('/vendedor/configuracion');
    const bell = await screen.findByRole(
      'button',
      { name: 'Notificaciones: más de 9 sin leer' },
      PAGE_LOAD,
    );
    expect(bell.textContent).toContain('9+');
    fireEvent.click(bell);
    const items = within(screen.getByRole('dialog', { name: 'Notificaciones' })).getAllByRole(
      'button',
      { name: /Camila Gómez/ },
    );
    expect(items).toHaveLength(20);
    expect(items[0]?.textContent).toContain('Mensaje 25');
    expect(items[19]?.textContent).toContain('Mensaje 6');
  });

  it('shows an alert received twice once, and reads both', async () => {
    const fetchMock = stubNotifications(logIn(ROLE.salesperson), [
      notification({ id: 7 }),
      notification({ id: 8 }),
    ]);
    renderApp('/vendedor/configuracion');
    fireEvent.click(await bellNamed('Notificaciones: 1 sin leer'));
    const panel = screen.getByRole('dialog', { name: 'Notificaciones' });
    const items = within(panel).getAllByRole('button', { name: /color hueso/ });
    expect(items).toHaveLength(1);
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() => {
      const patched = fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([input]) => urlOf(input));
      expect(patched).toEqual([
        expect.stringMatching(/\/7\/read$/),
        expect.stringMatching(/\/8\/read$/),
      ]);
    });
  });

  it('marks all read, then shows the empty state after a refresh', async () => {
    const fetchMock = stubNotifications(logIn(ROLE.salesperson), many(2), []);
    renderApp('/vendedor/configuracion');
    fireEvent.click(await bellNamed('Notificaciones: 2 sin leer'));
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await bellNamed('Notificaciones')).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/chat-notification/read-all')).toEqual({
      upToId: Math.max(...many(2).map((item) => item.id)),
    });
    serverSends('connect');
    serverSends('disconnect');
    serverSends('connect');
    expect(await screen.findByText(MESSAGES.notificationsEmpty)).toBeTruthy();
  });

  it('refreshes and plays the tone when an alert arrives; a blocked sound is only logged', async () => {
    stubNotifications(logIn(ROLE.salesperson), [], [notification()]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/vendedor/configuracion');
    fireEvent.click(await bellNamed('Notificaciones'));
    expect(screen.getByText(MESSAGES.notificationsEmpty)).toBeTruthy();

    serverSends('new-salesperson-message');
    expect(await bellNamed('Notificaciones: 1 sin leer')).toBeTruthy();
    expect(screen.getByRole('button', { name: /color hueso/ })).toBeTruthy();
    expect(audio.tones).toBe(1);
    expect(warn).not.toHaveBeenCalled();

    audio.state = 'suspended';
    serverSends('knock-knock');
    expect(audio.tones).toBe(1);
    expect(warn).toHaveBeenCalled();
  }, 15_000);

  it('stays quiet for roles that do not chat', async () => {
    const fetchMock = stubFetch(undefined, logIn(ROLE.admin));
    renderApp('/admin/clientes');
    fireEvent.click(await bellNamed('Notificaciones'));
    expect(screen.getByText(MESSAGES.notificationsEmpty)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) => urlOf(input).includes('/v1/chat-notification')),
    ).toBe(false);
  });
});
