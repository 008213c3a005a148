/**
 * The tab's Socket.IO connection at its boundary, for page tests: the page's own listeners run,
 * the network does not. A test file mocks `lib/socket` with it:
 *
 *   vi.mock('../../../lib/socket', () => import('../../../test/fake-socket'));
 *
 * then says what the server sends with `serverSends` (the manager's events with `managerSends`) and reads what the page emitted from
 * `fakeSocket.emit` / `fakeSocket.emitWithAck`. `resetFakeSocket` in a `beforeEach` forgets both.
 */
import { vi } from 'vitest';

type Handler = (payload: never) => void;
const handlers = new Map<string, Handler[]>();
const managerHandlers = new Map<string, Handler[]>();

/** `on` and `off` keeping their listeners in `registry`. */
function listeners(registry: Map<string, Handler[]>) {
  return {
    on: vi.fn((event: string, handler: Handler) => {
      registry.set(event, [...(registry.get(event) ?? []), handler]);
    }),
    off: vi.fn((event: string, handler: Handler) => {
      registry.set(
        event,
        (registry.get(event) ?? []).filter((known) => known !== handler),
      );
    }),
  };
}

export const fakeSocket = {
  connected: true,
  ...listeners(handlers),
  emit: vi.fn(),
  emitWithAck: vi.fn<(...args: unknown[]) => Promise<unknown>>(() => Promise.resolve(undefined)),
  /** The manager, whose events say the connection came back (`reconnect`). */
  io: listeners(managerHandlers),
};

/** What `lib/socket` gives the page. */
export const appSocket = () => fakeSocket;

export function serverSends(event: string, payload: unknown = {}) {
  for (const handler of handlers.get(event) ?? []) handler(payload as never);
}

/** The manager's event, e.g. `reconnect`. */
export function managerSends(event: string) {
  for (const handler of managerHandlers.get(event) ?? []) handler(undefined as never);
}

export function resetFakeSocket() {
  handlers.clear();
  managerHandlers.clear();
  fakeSocket.emit.mockClear();
  fakeSocket.emitWithAck.mockReset();
  fakeSocket.emitWithAck.mockImplementation(() => Promise.resolve(undefined));
}
