// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAdviser } from '@hogarte/shared/contracts/advisers';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';
import { consultancy } from '../../sales-chat/testing/consultancies';
import { card, productDetail } from '../testing/products';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };
const PATH = '/productos/1-porcelanato-roble-natural-60x60';
const ADVISER: PublicAdviser = {
  salesperson_id: '3f6f0c1e-7a55-4c55-9b1f-2f8f0c6a1d01',
  first_name: 'Daniela',
  last_name: 'Ruiz',
  avatar: null,
  professional_profile: null,
  city_name: null,
  online_status: 'online',
};

function stubPicker(user?: ReturnType<typeof logIn>) {
  const product = productDetail();
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/products/1')) return json(product);
    if (url.endsWith('/v1/brands/1/complementaries')) return json([card(8)]);
    if (url.endsWith(`/v2/salespeople/${encodeURIComponent(product.store)}`))
      return json([ADVISER]);
    if (url.endsWith('/v2/sales-consultancies') && init?.method === 'POST') {
      return json(consultancy(), 201);
    }
    return undefined;
  }, user);
}

describe('the adviser picker', { timeout: 40_000 }, () => {
  it('sends a visitor to log in and back to the product, query included', async () => {
    stubPicker();
    const { router } = renderApp(`${PATH}?ref=boletin`);
    fireEvent.click(
      await screen.findByRole('button', { name: /Chatear con Daniela Ruiz/ }, PAGE_LOAD),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('callback')).toBe(`${PATH}?ref=boletin`);
  });

  it('opens a consultancy with the chosen adviser for a client and goes to its chat', async () => {
    const fetchMock = stubPicker(logIn(ROLE.client));
    const { router } = renderApp(PATH);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Chatear con Daniela Ruiz Activo$/ }, PAGE_LOAD),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/cliente/asesoria/k3Jx9/chat'));
    expect(sentBody(fetchMock, '/v2/sales-consultancies')).toEqual({
      salespersonUuid: ADVISER.salesperson_id,
      salespersonOnlineStatus: 'online',
      productId: 1,
    });
  });
});
