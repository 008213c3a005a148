// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { readQuotePurchase, saveQuotePurchase } from '../../../lib/quote-purchase';
import { card } from '../../storefront/testing/products';
import { GROUT, LAMP, PURCHASE, TILE, quoteProductPage } from '../testing/quote-fixtures';
import { NO_PURCHASE_NOTE } from '../components/purchase-banner';
import { NOTHING_TO_QUOTE_NOTE } from './quote-builder-page';

beforeEach(() => {
  stubBrowser();
  // jsdom has no blob addresses; the preview's PDF is shown through one.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const PRODUCTS: readonly QuoteProductView[] = [TILE, GROUT, LAMP];
const QUOTES = `/v1/remodelings/${PURCHASE.hashid}/invoices`;

/** `?ids=` answers the named products; the tile's brand offers the grout. */
function stubBuilder(
  respond: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  return stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    const ids = /[?&]ids=([\d,]+)/.exec(url)?.[1];
    if (url.includes('/v1/quotes/products?') && ids) {
      const wanted = ids.split(',').map(Number);
      return json(quoteProductPage(PRODUCTS.filter((product) => wanted.includes(product.id))));
    }
    if (url.endsWith('/v1/brands/5/complementaries')) {
      return json([card(GROUT.id, { name: GROUT.name, category_id: 10 })]);
    }
    return undefined;
  }, logIn(ROLE.designer));
}

function openBuilder(products: number[], path = '/disenador/cotizador2') {
  return renderApp({ pathname: path, state: { products, purchase: PURCHASE } });
}

function line(name: string) {
  return screen.getByRole('region', { name });
}

function figure(label: string, name: string) {
  return screen.getByLabelText(`${label} de ${name}`).textContent;
}

describe('the quote builder', { timeout: 40_000 }, () => {
  it('computes the units from the area, adds a brand complement and totals with IVA', async () => {
    stubBuilder();
    openBuilder([TILE.id, LAMP.id]);
    const tile = await screen.findByRole('region', { name: TILE.name }, PAGE);
    expect(within(tile).getByText('Cerámica Andina · Cerámicas del Valle SAS')).toBeTruthy();

    fireEvent.change(within(tile).getByLabelText('m²'), { target: { value: '10' } });
    fireEvent.change(within(tile).getByLabelText('Envío'), { target: { value: '30.000' } });
    // 10 m² ÷ 1,44 m² per box = 6,94 → 7 boxes; 7 × 50.000 + 30.000 shipping.
    expect(figure('Unidades', TILE.name)).toBe('7');
    expect(figure('Subtotal', TILE.name)).toBe(formatCop(380_000));
    expect(figure('Instalación', TILE.name)).toBe(formatCop(20_000));
    expect(figure('Instalación', LAMP.name)).toBe('Sin precio');

    fireEvent.change(within(line(LAMP.name)).getByLabelText('Unidades'), {
      target: { value: '2' },
    });
    const complements = await screen.findByRole(
      'region',
      { name: 'Complementarios de Cerámica Andina' },
      PAGE,
    );
    fireEvent.click(within(complements).getByRole('switch', { name: /Boquilla Gris/ }));
    // The grout follows the brand's 10 m²: 10 ÷ 4 m² per bag = 2,5 → 3 bags, installed at 0.
    expect(figure('Unidades', GROUT.name)).toBe('3');
    expect(figure('Área de la marca', GROUT.name)).toBe('10 m²');
    expect(figure('Instalación', GROUT.name)).toBe(formatCop(0));
    expect(figure('Subtotal', GROUT.name)).toBe(formatCop(45_000));

    // Products 350.000 + 400.000 + 45.000; installation 7 × 20.000 (the lamp's unpriced counts 0).
    const subtotal = 795_000 + 30_000 + 140_000;
    expect(screen.getByLabelText('Subtotal').textContent).toBe(formatCop(subtotal));
    expect(screen.getByLabelText('IVA (19%)').textContent).toBe(formatCop(183_350));
    expect(screen.getByLabelText('Total').textContent).toBe(formatCop(subtotal + 183_350));
    expect(
      screen.getByRole('button', { name: 'Revisar cotización' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('keeps the review closed while a line asks for more than is available', async () => {
    stubBuilder();
    openBuilder([LAMP.id]);
    const lamp = await screen.findByRole('region', { name: LAMP.name }, PAGE);
    const review = screen.getByRole('button', { name: 'Revisar cotización' });
    expect(review.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(lamp).getByLabelText('Unidades'), { target: { value: '4' } });
    expect(
      within(lamp).getByText(
        fillMessage(MESSAGES.quoteUnitsUnavailable, { name: LAMP.name, units: 3 }),
      ),
    ).toBeTruthy();
    expect(review.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(lamp).getByLabelText('Unidades'), { target: { value: '3' } });
    expect(review.hasAttribute('disabled')).toBe(false);

    fireEvent.click(within(lamp).getByRole('button', { name: `Quitar ${LAMP.name}` }));
    expect(screen.queryByRole('region', { name: LAMP.name })).toBeNull();
    expect(screen.getByText(MESSAGES.quoteEmpty)).toBeTruthy();
    expect(review.hasAttribute('disabled')).toBe(true);
  });

  it('asks for the name, previews the server PDF and sends the quote once', async () => {
    saveQuotePurchase(PURCHASE);
    const fetchMock = stubBuilder((url, init) => {
      if (url.endsWith(`${QUOTES}/preview`) && init?.method === 'POST') {
        return json({ info: btoa('%PDF-1.7 vista previa'), fileName: 'cotizacion-bano.pdf' });
      }
      if (url.endsWith(`${QUOTES}?whatsapp=true`) && init?.method === 'POST') {
        return json({ message: MESSAGES.quoteSent }, 201);
      }
      return undefined;
    });
    openBuilder([TILE.id, LAMP.id]);
    const tile = await screen.findByRole('region', { name: TILE.name }, PAGE);
    fireEvent.change(within(tile).getByLabelText('m²'), { target: { value: '10,5' } });
    fireEvent.change(within(tile).getByLabelText('Envío'), { target: { value: '30000' } });
    fireEvent.change(within(line(LAMP.name)).getByLabelText('Unidades'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar cotización' }));

    const dialog = await screen.findByRole('dialog', {}, PAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vista previa' }));
    expect(await within(dialog).findByText(MESSAGES.quoteNameRequired, {}, PAGE)).toBeTruthy();
    expect(callsTo(fetchMock, `${QUOTES}/preview`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Nombre de la cotización/), {
      target: { value: '  Baño principal ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vista previa' }));
    const frame = await within(dialog).findByTitle('Vista previa de la cotización', {}, PAGE);
    expect(frame.getAttribute('src')).toBe('blob:preview');
    expect(
      within(dialog).getByRole('link', { name: 'Descargar vista previa' }).getAttribute('download'),
    ).toBe('cotizacion-bano.pdf');
    const expected = {
      name: 'Baño principal',
      products: [
        { product_id: TILE.id, m2: 10.5, shipping_cost: 30_000 },
        { product_id: LAMP.id, units: 2, shipping_cost: 0 },
      ],
    };
    expect(bodyOf(callsTo(fetchMock, `${QUOTES}/preview`, 'POST')[0]?.[1])).toEqual(expected);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar cotización' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.quoteSent }, PAGE)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, `${QUOTES}?whatsapp=true`, 'POST')[0]?.[1])).toEqual(expected);
    expect(callsTo(fetchMock, `${QUOTES}?whatsapp=true`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ir a productos' }).getAttribute('href')).toBe(
      '/disenador/productos/',
    );
    expect(
      screen.getByRole('link', { name: 'Volver a la hoja de proceso' }).getAttribute('href'),
    ).toBe('/compra/rM7kq');
    expect(readQuotePurchase()).toBeNull();
  });

  it('shows the server’s refusal of a line on that line', async () => {
    const refusal = fillMessage(MESSAGES.quoteUnitsUnavailable, { name: LAMP.name, units: 1 });
    stubBuilder((url, init) =>
      url.endsWith(`${QUOTES}?whatsapp=true`) && init?.method === 'POST'
        ? json(
            {
              statusCode: 409,
              code: 'QUOTE_UNITS_UNAVAILABLE',
              message: refusal,
              errors: [{ field: 'products.1.units', message: refusal }],
            },
            409,
          )
        : undefined,
    );
    openBuilder([TILE.id, LAMP.id]);
    const tile = await screen.findByRole('region', { name: TILE.name }, PAGE);
    fireEvent.change(within(tile).getByLabelText('m²'), { target: { value: '4' } });
    fireEvent.change(within(line(LAMP.name)).getByLabelText('Unidades'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar cotización' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE);
    fireEvent.change(within(dialog).getByLabelText(/Nombre de la cotización/), {
      target: { value: 'Sala' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar cotización' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE);
    expect(within(line(LAMP.name)).getByText(refusal)).toBeTruthy();
    expect(within(line(TILE.name)).queryByText(refusal)).toBeNull();
  });

  it('checks the legacy builder’s whole quantity against the legacy rule', async () => {
    stubBuilder();
    openBuilder([TILE.id], '/disenador/cotizador');
    const tile = await screen.findByRole('region', { name: TILE.name }, PAGE);
    const rule = fillMessage(MESSAGES.legacyQuantityInvalid, { min: 2, max: 144 });
    fireEvent.change(within(tile).getByLabelText('Cantidad'), { target: { value: '1' } });
    expect(within(tile).getByText(rule)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Revisar cotización' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.change(within(tile).getByLabelText('Cantidad'), { target: { value: '145' } });
    expect(within(tile).getByText(rule)).toBeTruthy();
    fireEvent.change(within(tile).getByLabelText('Cantidad'), { target: { value: '10' } });
    expect(within(tile).queryByText(rule)).toBeNull();
    expect(figure('Unidades', TILE.name)).toBe('7');
    expect(
      screen.getByRole('button', { name: 'Revisar cotización' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('sends the legacy builder without products to the dashboard', async () => {
    stubBuilder();
    const { router } = renderApp('/disenador/cotizador');
    await waitFor(() => expect(router.location.pathname).toBe('/disenador/dashboard'), PAGE);
  });

  it('sends the remodelling builder without products back to the catalogue with a note', async () => {
    stubBuilder((url) =>
      url.includes('/v1/quotes/products?') ? json(quoteProductPage([])) : undefined,
    );
    const { router } = openBuilder([]);
    expect(await screen.findByText(NOTHING_TO_QUOTE_NOTE, {}, PAGE)).toBeTruthy();
    expect(router.location.pathname).toBe('/disenador/productos');
  });

  it('sends the remodelling builder opened without a purchase to the catalogue with one warning', async () => {
    stubBuilder((url) =>
      url.includes('/v1/quotes/products?') ? json(quoteProductPage([])) : undefined,
    );
    const { router } = renderApp('/disenador/cotizador2');
    expect(await screen.findByText(NO_PURCHASE_NOTE, {}, PAGE)).toBeTruthy();
    expect(screen.queryByText(NOTHING_TO_QUOTE_NOTE)).toBeNull();
    expect(router.location.pathname).toBe('/disenador/productos');
  });
});
