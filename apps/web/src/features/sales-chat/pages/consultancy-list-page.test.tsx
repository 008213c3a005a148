// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import { consultancy, consultancyPage } from '../testing/consultancies';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };

function stubList(user: ReturnType<typeof logIn>) {
  return stubFetch((url) => {
    if (!url.includes('/v2/sales-consultancies/list/all')) return undefined;
    const search = new URL(url, 'http://localhost').searchParams.get('searchTerm');
    return json(consultancyPage(search === 'nadie' ? [] : [consultancy()]));
  }, user);
}

describe('the consultancy lists', { timeout: 40_000 }, () => {
  it('shows the adviser the active ones, each card opening its chat', async () => {
    const fetchMock = stubList(logIn(ROLE.salesperson));
    renderApp('/vendedor/asesorias-activas/lista');
    const card = await screen.findByRole('link', { name: /Camila Gómez/ }, PAGE_LOAD);
    expect(card.getAttribute('href')).toBe('/vendedor/asesoria/k3Jx9/chat');
    expect(card.textContent).toContain('Porcelanato Roble Natural 60x60');
    const call = fetchMock.mock.calls
      .map(([input]) => urlOf(input))
      .find((url) => url.includes('list/all'));
    expect(call).toContain('isFinished=false');
    expect(call).toContain('limit=12');
  });

  it('searches after the pause and says when nothing matches', async () => {
    const fetchMock = stubList(logIn(ROLE.client));
    renderApp('/cliente/asesorias-completadas/lista');
    const card = await screen.findByRole('link', { name: /Daniela Alejandra/ }, PAGE_LOAD);
    expect(card.getAttribute('href')).toBe('/cliente/asesoria/k3Jx9/chat');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar asesorías' }), {
      target: { value: 'nadie' },
    });
    expect(
      await screen.findByText(MESSAGES.searchEmpty, undefined, { timeout: 3000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => {
          const url = urlOf(input);
          return url.includes('searchTerm=nadie') && url.includes('isFinished=true');
        }),
      ).toBe(true),
    );
  });
});
