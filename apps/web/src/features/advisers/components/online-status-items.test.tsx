// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  urlOf,
} from '../../../test/render-app';
import { managerSends, resetFakeSocket } from '../../../test/fake-socket';
import { adviserDetail } from '../test/adviser-fixtures';

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

const PAGE_LOAD = { timeout: 15_000 };

function stubSalesperson(
  status: 'online' | 'away' | 'offline',
  failing = false,
  storedStatus: () => string = () => status,
) {
  const user = logIn(ROLE.salesperson, {
    first_name: 'Daniela',
    last_name: 'Ruiz Montoya',
    online_status: status,
  });
  return stubFetch((url, init) => {
    if (url.endsWith('/v1/users/profile')) return json({ ...user, online_status: storedStatus() });
    if (url.endsWith('/v2/salespeople/onlineStatus') && init?.method === 'PATCH') {
      if (failing) return json({ statusCode: 500, code: 'X', message: 'x' }, 500);
      const { onlineStatus } = JSON.parse(init.body as string) as { onlineStatus: string };
      return json({ message: MESSAGES.onlineStatusUpdated, online_status: onlineStatus });
    }
    if (url.includes('/v2/salespeople/salesperson/')) return json(adviserDetail());
    return undefined;
  }, user);
}

async function openMenu() {
  renderApp('/vendedor/configuracion');
  // The settings page has read the adviser.
  await screen.findByText('1037123456', {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: 'Perfil' }));
  return screen.findByRole('menu');
}

describe("the salesperson's status in the profile menu", { timeout: 60_000 }, () => {
  it('offers Activo, Ocupado and Desconectado with the current one checked', async () => {
    stubSalesperson('online');
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Activo', 'Ocupado', 'Desconectado']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it('keeps the menu to menu items: its heading is no list item (axe: aria-required-children)', async () => {
    stubSalesperson('online');
    const menu = await openMenu();
    expect(within(menu).getByText('Tu estado').closest('li')).toBeNull();
    // A role="menu" list may own menu items and separators only; a bare <li> reads as a list item.
    expect(menu.querySelectorAll('li:not([role])')).toHaveLength(0);
    // The tab stop is on the checked status, not on the header of who is signed in.
    const tabStops = [...menu.querySelectorAll('[tabindex="0"]')];
    expect(tabStops.map((element) => element.textContent)).toEqual(['Activo']);
  });

  it('sends the chosen status, toasts, and the menu shows it afterwards', async () => {
    const fetchMock = stubSalesperson('online');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Ocupado' }));
    expect(await screen.findByText(MESSAGES.onlineStatusUpdated, {}, PAGE_LOAD)).toBeTruthy();
    expect(sentBody(fetchMock, '/v2/salespeople/onlineStatus')).toEqual({ onlineStatus: 'away' });
    // The settings page behind the menu reads the adviser again, with its new status.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) =>
          urlOf(input).includes('/v2/salespeople/salesperson/'),
        ).length,
      ).toBeGreaterThan(1),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Perfil' }));
    const reopened = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(reopened)
          .getByRole('menuitemradio', { name: 'Ocupado' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });

  it('says when the status could not be saved', async () => {
    stubSalesperson('away', true);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Desconectado' }));
    expect(await screen.findByText(MESSAGES.onlineStatusUpdateFailed, {}, PAGE_LOAD)).toBeTruthy();
  });

  it('is only in the salesperson’s menu', async () => {
    logIn(ROLE.supplier);
    stubFetch();
    renderApp('/proveedor/configuracion');
    fireEvent.click(await screen.findByRole('button', { name: 'Perfil' }, PAGE_LOAD));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryAllByRole('menuitemradio')).toHaveLength(0);
  });

  it('reads the stored status again when the connection comes back', async () => {
    let stored = 'online';
    stubSalesperson('online', false, () => stored);
    const before = await openMenu();
    expect(
      within(before).getByRole('menuitemradio', { name: 'Activo' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.keyDown(before, { key: 'Escape' });
    // The server marked the adviser offline while the laptop slept; the connection comes back.
    stored = 'offline';
    managerSends('reconnect');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Perfil' }));
    const after = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(after)
          .getByRole('menuitemradio', { name: 'Desconectado' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });
});
