import { beforeEach, describe, expect, it, vi } from 'vitest';

const opened: { auth: unknown; close: ReturnType<typeof vi.fn> }[] = [];
let token: string | null = null;

vi.mock('socket.io-client', () => ({
  io: (options: { auth: unknown }) => {
    const socket = { auth: options.auth, close: vi.fn() };
    opened.push(socket);
    return socket;
  },
}));
vi.mock('./session', () => ({ readToken: () => token }));

const { appSocket } = await import('./socket');

describe('appSocket', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('opens no connection for a visitor', () => {
    token = null;
    expect(appSocket()).toBeNull();
    expect(opened).toHaveLength(0);
  });

  it("keeps one connection per tab, with the session's token", () => {
    token = 'token-a';
    const first = appSocket();
    expect(appSocket()).toBe(first);
    expect(opened).toEqual([expect.objectContaining({ auth: { token: 'token-a' } })]);
  });

  it('replaces the connection when the session changes, and closes it on logout', () => {
    token = 'token-a';
    const first = appSocket();
    token = 'token-b';
    const second = appSocket();
    expect(second).not.toBe(first);
    expect(opened.at(-1)).toMatchObject({ auth: { token: 'token-b' } });
    token = null;
    expect(appSocket()).toBeNull();
    expect(opened.at(-1)?.close).toHaveBeenCalled();
  });
});
