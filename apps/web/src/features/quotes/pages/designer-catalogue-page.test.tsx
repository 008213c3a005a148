// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { readQuotePurchase } from '../../../lib/quote-purchase';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import { NO_PURCHASE_NOTE } from '../components/purchase-banner';
import { GROUT, LAMP, PURCHASE, TILE, quoteProductPage } from '../testing/quote-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };

/** Ten a page: page 1 shows the tile and the grout, page 2 the lamp; category 3 is lighting. */
function stubCatalogue(approved = true) {
  return stubFetch((url) => {
    if (!url.includes('/v1/quotes/products?')) return undefined;
    if (!approved) {
      return json(
        { statusCode: 403, code: 'APPROVAL_REQUIRED', message: MESSAGES.approvalRequired },
        403,
      );
    }
    const params = new URLSearchParams(url.split('?')[1]);
    if (params.get('categoryId') === '3') return json(quoteProductPage([LAMP]));
    return params.get('page') === '2'
      ? json(quoteProductPage([LAMP], 13, 2))
      : json(quoteProductPage([TILE, GROUT], 13, 1));
  }, logIn(ROLE.designer));
}

describe('the designer catalogue', { timeout: 40_000 }, () => {
  it('quotes a selection kept across pages for the purchase it was opened with', async () => {
    stubCatalogue();
    const { router } = renderApp({
      pathname: '/disenador/productos',
      state: { quotePurchase: PURCHASE },
    });
    expect(
      await screen.findByText('Cotizando para la hoja #rM7kq de Laura Gómez', {}, PAGE),
    ).toBeTruthy();
    expect(readQuotePurchase()).toEqual(PURCHASE);

    const table = await screen.findByRole('table', { name: 'Productos para cotizar' }, PAGE);
    const tileRow = (await within(table).findByText(TILE.name, {}, PAGE)).closest(
      'tr',
    ) as HTMLElement;
    expect(within(tileRow).getByText('Cerámica Andina · Cerámicas del Valle SAS')).toBeTruthy();
    expect(within(tileRow).getByText(formatCop(TILE.price).replace(/\s/g, ' '))).toBeTruthy();
    expect(within(tileRow).getByText('100')).toBeTruthy();
    // The utility is half the 30 % commission.
    expect(within(tileRow).getByText('15 %')).toBeTruthy();

    const quote = screen.getByRole('button', { name: 'Cotizar (0)' });
    expect(quote.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: `Seleccionar ${TILE.name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: `Seleccionar ${LAMP.name}` }, PAGE),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('checkbox', { name: `Seleccionar ${TILE.name}` })
          .checked,
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cotizar (2)' }));
    await waitFor(() => expect(router.location.pathname).toBe('/disenador/cotizador2'));
    expect(router.location.state).toEqual({
      products: [TILE.id, LAMP.id],
      purchase: PURCHASE,
    });
  });

  it('filters by category', async () => {
    const fetchMock = stubCatalogue();
    renderApp({ pathname: '/disenador/productos', state: { quotePurchase: PURCHASE } });
    await screen.findByRole('table', { name: 'Productos para cotizar' }, PAGE);
    fireEvent.click(screen.getByRole('tab', { name: 'Iluminación' }));
    await waitFor(() => expect(screen.queryByText(TILE.name)).toBeNull(), PAGE);
    expect(screen.getByText(LAMP.name)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('categoryId=3'))).toBe(
      true,
    );
  });

  it('says quotes start from a process sheet when no purchase is being quoted', async () => {
    stubCatalogue();
    renderApp('/disenador/asesoria/productos');
    expect(await screen.findByText(NO_PURCHASE_NOTE, {}, PAGE)).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('checkbox', { name: `Seleccionar ${TILE.name}` }, PAGE),
    );
    expect(screen.getByRole('button', { name: 'Cotizar (1)' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the API’s reason to a designer not approved yet', async () => {
    stubCatalogue(false);
    renderApp('/disenador/productos');
    expect(await screen.findByText(MESSAGES.approvalRequired, {}, PAGE)).toBeTruthy();
  });

  it('is what the designer’s side menu opens', async () => {
    stubCatalogue();
    renderApp('/disenador/productos');
    const link = await screen.findByRole('link', { name: 'Ver productos' }, PAGE);
    expect(link.getAttribute('href')).toBe('/disenador/productos');
  });
});
