// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuborderDetail } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { ADDRESS, callsTo, suborder } from '../../../test/order-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };
const REVIEW_URL = '/v2/orders/suborders/502/review';

function detail(overrides: Partial<SuborderDetail['suborder']> = {}): SuborderDetail {
  return {
    suborder: suborder({ id: 502, status: 'Delivered', ...overrides }),
    order: { id: 12, orderNumber: 'HG-000012', purchaseDate: '2025-03-03T15:00:00.000Z' },
    customer: { first_name: 'Ana', last_name: 'Martínez', email: 'ana@demo.co', phone: '300' },
    shipping: { carrier: 'Servientrega', deliveryDays: 8, shippingCost: 18000 },
    address: ADDRESS,
    supplier: { supplier_id: 'sup-1', supplier_name: 'Cerámicas del Valle' },
  };
}

function stubReview(suborderDetail: SuborderDetail) {
  const user = logIn(ROLE.client);
  return stubFetch((url, init) => {
    if (url.endsWith('/v2/clients/suborders/502')) return json(suborderDetail);
    if (url.endsWith(REVIEW_URL) && init?.method === 'POST') {
      return json({ id: 1, rating: 4, comment: 'x', created_at: '2025-03-10T10:00:00Z' }, 201);
    }
    if (url.includes('/v2/orders?')) {
      return json({
        items: [],
        pagination: { totalItems: 0, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
      });
    }
    return undefined;
  }, user);
}

describe('rating a product', { timeout: 60_000 }, () => {
  it('asks for the text, keeps it within 1500 characters, then saves and returns', async () => {
    const fetchMock = stubReview(detail());
    const { router } = renderApp('/mis-compras/calificar/502');
    const form = await screen.findByRole('form', { name: 'Calificar producto' }, PAGE_LOAD);
    expect(screen.getByText('Porcelanato Roble 60x60')).toBeTruthy();
    // Five stars unless the buyer picks fewer.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '5 estrellas' }).checked).toBe(true);
    expect(screen.getByText(`0/1500`)).toBeTruthy();

    fireEvent.submit(form);
    expect(await screen.findByText(MESSAGES.reviewRequired)).toBeTruthy();

    const text = screen.getByLabelText('Tu opinión');
    fireEvent.change(text, { target: { value: 'a'.repeat(1501) } });
    expect(await screen.findByText(MESSAGES.reviewMax)).toBeTruthy();
    expect(screen.getByText('1501/1500')).toBeTruthy();
    expect(callsTo(fetchMock, REVIEW_URL)).toHaveLength(0);

    fireEvent.change(text, { target: { value: '  Excelente calidad, llegó a tiempo.  ' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText(MESSAGES.reviewSaved)).toBeTruthy();
    expect(sentBody(fetchMock, REVIEW_URL)).toEqual({
      rating: 4,
      comment: 'Excelente calidad, llegó a tiempo.',
    });
    await waitFor(() => expect(router.location.pathname).toBe('/mis-compras/lista'));
  });

  it('shows the review already given instead of the form', async () => {
    stubReview(detail({ review: { rating: 3, comment: 'Bien, pero tardó.' } }));
    renderApp('/mis-compras/calificar/502');
    expect(await screen.findByText(MESSAGES.reviewAlreadyGiven, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Bien, pero tardó.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Calificar producto' })).toBeNull();
  });

  it('waits until the product has shipped', async () => {
    stubReview(detail({ status: 'Preparation' }));
    renderApp('/mis-compras/calificar/502');
    expect(await screen.findByText(MESSAGES.reviewNotDelivered, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Calificar producto' })).toBeNull();
  });
});
