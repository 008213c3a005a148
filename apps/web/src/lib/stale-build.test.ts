// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadAt } from './full-reload';
import { reloadOnStaleBuild } from './stale-build';

vi.mock('./full-reload', () => ({ reloadAt: vi.fn() }));

/** What Vite's preload helper dispatches when a chunk cannot be loaded. */
function failedChunk(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

beforeAll(() => reloadOnStaleBuild());

afterEach(() => {
  vi.mocked(reloadAt).mockClear();
  vi.useRealTimers();
});

describe('reloadOnStaleBuild', () => {
  it('reloads the page it is on once when a chunk of the old build is gone', () => {
    window.history.replaceState(null, '', '/mis-compras/lista?filtro=mes#arriba');
    const event = failedChunk();
    expect(reloadAt).toHaveBeenCalledWith('/mis-compras/lista?filtro=mes#arriba');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a second failure within a minute to the error page, and reloads again later', () => {
    vi.useFakeTimers({ now: Date.now() + 1_000 });
    const again = failedChunk();
    expect(reloadAt).not.toHaveBeenCalled();
    expect(again.defaultPrevented).toBe(false);

    vi.setSystemTime(Date.now() + 61_000);
    failedChunk();
    expect(reloadAt).toHaveBeenCalledTimes(1);
  });
});
