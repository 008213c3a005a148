// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { card, requestUrl } from '../testing/products';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };

describe('the favourites page', { timeout: 40_000 }, () => {
  it("says 'No se encontraron productos favoritos' and links to the catalogue", async () => {
    const user = logIn(ROLE.client);
    stubFetch((url) => (url.endsWith('/v2/favorite') ? json([]) : undefined), user);
    renderApp('/favoritos');
    expect(await screen.findByText(MESSAGES.favoritesEmpty, {}, PAGE_LOAD)).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe(
      '/productos',
    );
    // The header leads clients and designers here.
    expect(screen.getByRole('link', { name: 'Mis favoritos' }).getAttribute('href')).toBe(
      '/favoritos',
    );
  });

  it('lists the favourites and removes one', async () => {
    const user = logIn(ROLE.designer);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v2/favorite')) {
        return json([card(1, { name: 'Lámpara Colgante Fique' }), card(2, { name: 'Jarrón' })]);
      }
      if (url.endsWith('/v2/favorite/remove/1') && init?.method === 'DELETE') {
        return json({ message: MESSAGES.favoriteRemoved });
      }
      return undefined;
    }, user);
    renderApp('/favoritos');
    const link = await screen.findByRole('link', { name: 'Lámpara Colgante Fique' }, PAGE_LOAD);
    expect(link.getAttribute('href')).toBe('/productos/1-producto-1');
    fireEvent.click(
      screen.getByRole('button', { name: 'Quitar Lámpara Colgante Fique de favoritos' }),
    );
    expect(await screen.findByText(MESSAGES.favoriteRemoved, {}, PAGE_LOAD)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Lámpara Colgante Fique' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Jarrón' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          requestUrl(url).endsWith('/v2/favorite/remove/1') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('has no favourites link in the header for visitors', async () => {
    stubFetch(() => undefined);
    renderApp('/productos/porcelanato');
    expect(await screen.findByText(MESSAGES.productNotFound, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mis favoritos' })).toBeNull();
  });
});
