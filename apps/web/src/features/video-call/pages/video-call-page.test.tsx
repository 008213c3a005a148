// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoJoinAnswer } from '@hogarte/shared/events';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeSocket, resetFakeSocket, serverSends } from '../../../test/fake-socket';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';

let joinAnswer: VideoJoinAnswer = { ok: true, peers: [] };
vi.mock('../../../lib/socket', () => import('../../../test/fake-socket'));

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: vi.fn() };
}

/** A camera and microphone as `getUserMedia` hands them over: both tracks live and on. */
function fakeCamera() {
  const audio = fakeTrack('audio');
  const video = fakeTrack('video');
  return {
    audio,
    video,
    stream: {
      getTracks: () => [audio, video],
      getAudioTracks: () => [audio],
      getVideoTracks: () => [video],
    },
  };
}

const HASHID = 'k3Jx9';
const CALL = `/videochat/sales-consultancy/${HASHID}/1`;
const ROOM = {
  apiKey: '/',
  sessionId: '5b0f7a52-3c1e-4c55-9a67-0d0e3f4b2a10',
  token: 'credencial',
  iceServers: [{ urls: 'stun:stun.prueba.co:3478' }],
};
const PAGE_LOAD = { timeout: 5000 };

function stubRoom(respond: () => Response = () => json(ROOM)) {
  return stubFetch((url) =>
    urlOf(url).includes(`/v1/videoapi/room/${HASHID}`) ? respond() : undefined,
  );
}

beforeEach(() => {
  stubBrowser();
  resetFakeSocket();
  joinAnswer = { ok: true, peers: [] };
  fakeSocket.emitWithAck.mockImplementation(() => Promise.resolve(joinAnswer));
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the video call page', { timeout: 30_000 }, () => {
  it("shows 'Conectando' while it asks for the room, then the ready mask", async () => {
    logIn(ROLE.client);
    let answer: (response: Response) => void = () => undefined;
    const others = stubFetch();
    // The room's answer waits until the test gives it.
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      urlOf(input).includes('/v1/videoapi/room/')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : others(input, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp(CALL);
    expect(await screen.findByText('Conectando', {}, PAGE_LOAD)).toBeTruthy();
    const asked = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/v1/videoapi/'));
    expect(urlOf(asked?.[0] ?? '')).toContain(
      `/v1/videoapi/room/${HASHID}?consultancyType=sales-consultancy`,
    );
    act(() => answer(json(ROOM)));
    expect(await screen.findByRole('button', { name: 'Iniciar videollamada' })).toBeTruthy();
    expect(screen.queryByText('Conectando')).toBeNull();
    // Nothing to control before the call starts.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Activar micrófono' }).disabled,
    ).toBe(true);
  });

  it('starts with microphone and camera off, alone, and toggles them', async () => {
    logIn(ROLE.client);
    stubRoom();
    const camera = fakeCamera();
    const getUserMedia = vi.fn(() => Promise.resolve(camera.stream));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderApp(CALL);
    const start = await screen.findByRole('button', { name: 'Iniciar videollamada' }, PAGE_LOAD);
    // Nobody writes before the call: the chat's field loads when it starts (decision 052).
    expect(screen.getByText('El chat se activa durante la videollamada.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mensaje de la videollamada' })).toBeNull();
    fireEvent.click(start);

    const mic = await screen.findByRole('button', { name: 'Activar micrófono' });
    await waitFor(() => expect((mic as HTMLButtonElement).disabled).toBe(false));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(camera.audio.enabled).toBe(false);
    expect(camera.video.enabled).toBe(false);
    expect(fakeSocket.emitWithAck).toHaveBeenCalledWith('video_join', ROOM.token);
    expect(screen.getByText(MESSAGES.videoCallAlone)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar videollamada' })).toBeNull();

    // Each control says what it does in words under it too (a phone has no hover for a tip).
    const toolbar = screen.getByRole('toolbar', { name: 'Controles de la videollamada' });
    expect(within(toolbar).getByText('Activar micrófono')).toBeTruthy();
    expect(within(toolbar).getByText('Colgar')).toBeTruthy();

    fireEvent.click(mic);
    expect(camera.audio.enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Desactivar micrófono' })).toBeTruthy();
    expect(within(toolbar).getByText('Desactivar micrófono')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activar cámara' }));
    expect(camera.video.enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Desactivar cámara' })).toBeTruthy();

    // A line written while alone waits for the other side.
    const field = await screen.findByRole('textbox', { name: 'Mensaje de la videollamada' });
    fireEvent.change(field, { target: { value: 'Ya estoy aquí' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Ya estoy aquí')).toBeTruthy();
    expect(fakeSocket.emit).not.toHaveBeenCalledWith(
      'video_chat',
      'Ya estoy aquí',
      expect.anything(),
    );
  });

  it('hangs up into the chat: the client into its own', async () => {
    logIn(ROLE.client);
    stubRoom();
    const camera = fakeCamera();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.resolve(camera.stream) },
    });
    const { router } = renderApp(CALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar videollamada' }, PAGE_LOAD));
    const hangUp = await screen.findByRole('button', { name: 'Colgar' });
    await waitFor(() => expect((hangUp as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(hangUp);
    await waitFor(() => expect(router.location.pathname).toBe(`/cliente/asesoria/${HASHID}/chat`));
    expect(fakeSocket.emit).toHaveBeenCalledWith('video_leave');
    expect(camera.audio.stop).toHaveBeenCalled();
    expect(camera.video.stop).toHaveBeenCalled();
  });

  it("hangs up into a virtual consultancy's room: the designer into its own", async () => {
    logIn(ROLE.designer);
    const fetchMock = stubRoom();
    const camera = fakeCamera();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.resolve(camera.stream) },
    });
    const { router } = renderApp(`/videochat/virtual-consultancy/${HASHID}/2`);
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar videollamada' }, PAGE_LOAD));
    expect(
      fetchMock.mock.calls.some(([input]) =>
        urlOf(input).includes(`/v1/videoapi/room/${HASHID}?consultancyType=virtual-consultancy`),
      ),
    ).toBe(true);
    const hangUp = await screen.findByRole('button', { name: 'Colgar' });
    await waitFor(() => expect((hangUp as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(hangUp);
    await waitFor(() =>
      expect(router.location.pathname).toBe(`/disenador/compra/asesoria-virtual/${HASHID}`),
    );
    expect(fakeSocket.emit).toHaveBeenCalledWith('video_leave');
  });

  it("leads a finished virtual consultancy's client back to its room", async () => {
    logIn(ROLE.client);
    stubRoom(() =>
      json({ statusCode: 409, code: 'VIDEO_CALL_CLOSED', message: MESSAGES.videoCallClosed }, 409),
    );
    renderApp(`/videochat/virtual-consultancy/${HASHID}/1`);
    expect(await screen.findByText(MESSAGES.videoCallClosed, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al chat' }).getAttribute('href')).toBe(
      `/cliente/compra/asesoria-virtual/${HASHID}`,
    );
  });

  it('ends the call and turns disabled when the consultancy is finished during it', async () => {
    logIn(ROLE.client);
    stubRoom();
    const camera = fakeCamera();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.resolve(camera.stream) },
    });
    renderApp(CALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar videollamada' }, PAGE_LOAD));
    const hangUp = await screen.findByRole('button', { name: 'Colgar' });
    await waitFor(() => expect((hangUp as HTMLButtonElement).disabled).toBe(false));
    act(() => serverSends('chat_closed', { chat: ROOM.sessionId }));
    expect(await screen.findByText(MESSAGES.videoCallClosed)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Iniciar videollamada' }).disabled,
    ).toBe(true);
    expect(fakeSocket.emit).toHaveBeenCalledWith('video_leave');
    expect(camera.video.stop).toHaveBeenCalled();
  });

  it('lets the camera go when the page is left while the browser still asks for it', async () => {
    logIn(ROLE.client);
    stubRoom();
    const camera = fakeCamera();
    let grant: (stream: unknown) => void = () => undefined;
    const asked = new Promise((resolve) => (grant = resolve));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => asked } });
    const { router } = renderApp(CALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar videollamada' }, PAGE_LOAD));
    await act(() => router.navigate(`/cliente/asesoria/${HASHID}/chat`));
    await act(async () => {
      grant(camera.stream);
      await asked;
    });
    expect(camera.video.stop).toHaveBeenCalled();
    expect(camera.audio.stop).toHaveBeenCalled();
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();
  });

  it('tells when the camera cannot be used, or the call is full, and stays ready', async () => {
    logIn(ROLE.salesperson);
    stubRoom();
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderApp(`/videochat/sales-consultancy/${HASHID}/6`);
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar videollamada' }, PAGE_LOAD));
    expect(await screen.findByText(MESSAGES.videoCallMediaDenied)).toBeTruthy();
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();

    const camera = fakeCamera();
    getUserMedia.mockImplementation(() => Promise.resolve(camera.stream as never));
    joinAnswer = { ok: false, message: MESSAGES.videoCallFull };
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar videollamada' }));
    expect(await screen.findByText(MESSAGES.videoCallFull)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar videollamada' })).toBeTruthy();
    // The camera it opened is released.
    expect(camera.video.stop).toHaveBeenCalled();
  });

  it('is disabled once the consultancy is finished', async () => {
    logIn(ROLE.salesperson);
    stubRoom(() =>
      json({ statusCode: 409, code: 'VIDEO_CALL_CLOSED', message: MESSAGES.videoCallClosed }, 409),
    );
    renderApp(`/videochat/sales-consultancy/${HASHID}/6`);
    expect(await screen.findByText(MESSAGES.videoCallClosed, {}, PAGE_LOAD)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Iniciar videollamada' }).disabled,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Volver al chat' }).getAttribute('href')).toBe(
      `/vendedor/asesoria/${HASHID}/chat`,
    );
  });
});
