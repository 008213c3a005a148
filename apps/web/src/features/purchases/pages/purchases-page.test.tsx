// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseSummary } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { paged, suborder } from '../../../test/order-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

const PURCHASE: PurchaseSummary = {
  id: 12,
  orderNumber: 'HG-000012',
  purchaseDate: '2025-03-03T15:00:00.000Z',
  total: 512000,
  is_paid: true,
  suppliers: [{ supplier_id: 'sup-1', supplier_name: 'Cerámicas del Valle' }],
  suborders: [
    suborder({ id: 501, status: 'Created' }),
    suborder({
      id: 502,
      status: 'Shipped',
      productName: 'Lámpara Colgante Mimbre',
      trackUrl: 'https://envia.example/rastreo/ENV123',
      trackingNumber: 'ENV123',
    }),
    suborder({
      id: 503,
      status: 'Delivered',
      productName: 'Mosaico Azul',
      review: { rating: 4, comment: 'Muy bonito' },
    }),
    suborder({ id: 504, status: null, productName: 'Pegante Cerámico Gris' }),
  ],
};

/** Answers `GET /v2/orders` with `answer(params)` and keeps every query sent. */
function stubPurchases(answer: (params: URLSearchParams) => PurchaseSummary[]) {
  const user = logIn(ROLE.client);
  const sent: URLSearchParams[] = [];
  const fetchMock = stubFetch((url) => {
    if (!url.includes('/v2/orders?')) return undefined;
    const params = new URL(url, 'http://localhost').searchParams;
    sent.push(params);
    return json(paged(answer(params)));
  }, user);
  return { sent, fetchMock };
}

describe('Mis compras', { timeout: 60_000 }, () => {
  it('says when the buyer has no purchases at all', async () => {
    stubPurchases(() => []);
    renderApp('/mis-compras/lista');
    expect(await screen.findByText(MESSAGES.purchasesNone, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.purchasesNoMatch)).toBeNull();
  });

  it('shows each purchase with its lines, status, tracking and rating', async () => {
    stubPurchases(() => [PURCHASE]);
    renderApp('/mis-compras/lista');
    const card = await screen.findByRole('article', { name: 'Compra HG-000012' }, PAGE_LOAD);
    expect(screen.getByText('1 compra')).toBeTruthy();
    const line = (name: string) => within(card).getByRole('listitem', { name });

    expect(within(line('Porcelanato Roble 60x60')).getByText('En preparación')).toBeTruthy();
    const lamp = line('Lámpara Colgante Mimbre');
    expect(within(lamp).getByText('En tránsito')).toBeTruthy();
    expect(within(lamp).getByRole('link', { name: 'Rastrear envío' }).getAttribute('href')).toBe(
      'https://envia.example/rastreo/ENV123',
    );
    expect(
      within(lamp)
        .getByRole('link', { name: 'Calificar Lámpara Colgante Mimbre' })
        .getAttribute('href'),
    ).toBe('/mis-compras/calificar/502');
    // Already rated, still preparing, or without status: no 'Calificar'.
    expect(within(line('Mosaico Azul')).getByText('Entregado')).toBeTruthy();
    expect(within(line('Mosaico Azul')).queryByRole('link', { name: /Calificar/ })).toBeNull();
    expect(
      within(line('Porcelanato Roble 60x60')).queryByRole('link', { name: /Calificar/ }),
    ).toBeNull();
    expect(within(line('Pegante Cerámico Gris')).getByText('Por entregar')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Ver detalle de la compra HG-000012' })
        .getAttribute('href'),
    ).toBe('/mis-compras/detalle/12');
  });

  it('sends the date filter and the search, and says when nothing matches', async () => {
    const { sent } = stubPurchases((params) =>
      params.get('date') === 'all' && !params.get('search') ? [PURCHASE] : [],
    );
    renderApp('/mis-compras/lista');
    await screen.findByRole('article', { name: 'Compra HG-000012' }, PAGE_LOAD);
    expect(sent.at(-1)?.get('date')).toBe('all');

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: 'this_month' } });
    await waitFor(() => expect(sent.at(-1)?.get('date')).toBe('this_month'));
    expect(await screen.findByText(MESSAGES.purchasesNoMatch)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.purchasesNone)).toBeNull();

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: 'all' } });
    await screen.findByRole('article', { name: 'Compra HG-000012' });
    fireEvent.change(screen.getByLabelText('Buscar compras'), { target: { value: 'mimbre' } });
    await waitFor(() => expect(sent.at(-1)?.get('search')).toBe('mimbre'), { timeout: 3000 });
    expect(sent.at(-1)?.get('page')).toBe('1');
    expect(await screen.findByText(MESSAGES.purchasesNoMatch)).toBeTruthy();
  });

  it('lists only the store’s purchases inside a store', async () => {
    const { sent } = stubPurchases(() => [PURCHASE]);
    renderApp('/ceramicas-del-valle/mis-compras/lista');
    await screen.findByRole('article', { name: 'Compra HG-000012' }, PAGE_LOAD);
    expect(sent.at(-1)?.get('companyName')).toBe('ceramicas-del-valle');
  });
});
