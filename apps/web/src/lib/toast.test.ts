import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps its queue between calls, so each test loads a fresh copy.
async function freshToastModule() {
  vi.resetModules();
  return import('./toast');
}

describe('toasts before their host has loaded', () => {
  beforeEach(() => vi.resetModules());

  it('asks for the host once and shows the waiting toasts, in order, when it connects', async () => {
    const toast = await freshToastModule();
    const wanted = vi.fn();
    toast.onToastHostWanted(wanted);
    expect(toast.isToastHostWanted()).toBe(false);

    toast.showToast('Guardado', 'success');
    toast.showToast('Otro', 'info');
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(toast.isToastHostWanted()).toBe(true);

    const shown: string[] = [];
    toast.connectToastHost((t) => shown.push(`${t.variant}:${t.message}`));
    expect(shown).toEqual(['success:Guardado', 'info:Otro']);

    toast.showToast('Directo', 'error');
    expect(shown).toEqual(['success:Guardado', 'info:Otro', 'error:Directo']);
  });

  it('queues again after the host disconnects', async () => {
    const toast = await freshToastModule();
    const first: string[] = [];
    const disconnect = toast.connectToastHost((t) => first.push(t.message));
    disconnect();
    toast.showToast('Tras desmontar', 'warning');
    expect(first).toEqual([]);

    const second: string[] = [];
    toast.connectToastHost((t) => second.push(t.message));
    expect(second).toEqual(['Tras desmontar']);
  });
});
