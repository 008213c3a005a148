/**
 * The tab's Socket.IO connection at its boundary, for page tests: the page's own listeners run,
 * the network does not. A test file mocks `lib/socket` with it:
 *
 *   vi.mock('../../../lib/socket', () => import('../../../test/fake-socket'));
 *
 * then says what the server sends with `serverSends` and reads what the page emitted from
 * `fakeSocket.emit` / `fakeSocket.emitWithAck`. `resetFakeSocket` in a `beforeEach` forgets both.
 */
import { vi } from 'vitest';

type Handler = (payload: never) => void;
const handlers = new Map<string, Handler[]>();

export const fakeSocket = {
  connected: true,
  on: vi.fn((event: string, handler: Handler) => {
    handlers.set(event, [...(handlers.get(event) ?? []), handler]);
  }),
  off: vi.fn((event: string, handler: Handler) => {
    handlers.set(
      event,
      (handlers.get(event) ?? []).filter((known) => known !== handler),
    );
  }),
  emit: vi.fn(),
  emitWithAck: vi.fn<(...args: unknown[]) => Promise<unknown>>(() => Promise.resolve(undefined)),
  /** The manager's reconnection events. */
  io: { on: vi.fn(), off: vi.fn() },
};

/** What `lib/socket` gives the page. */
export const appSocket = () => fakeSocket;

export function serverSends(event: string, payload: unknown = {}) {
  for (const handler of handlers.get(event) ?? []) handler(payload as never);
}

export function resetFakeSocket() {
  handlers.clear();
  fakeSocket.emit.mockClear();
  fakeSocket.emitWithAck.mockReset();
  fakeSocket.emitWithAck.mockImplementation(() => Promise.resolve(undefined));
}
