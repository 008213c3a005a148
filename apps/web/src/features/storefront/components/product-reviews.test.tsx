// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductReview } from '@hogarte/shared/contracts/orders';
import { callsTo } from '../../../test/order-fixtures';
import { renderComponent } from '../../../test/render-component';
import { ProductReviews } from './product-reviews';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function review(id: number, rating: number, comment: string): ProductReview {
  return { id, rating, comment, created_at: '2025-03-10T15:00:00.000Z', author: 'Ana M.' };
}

function stubReviews(body: unknown, status = 200) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the product’s reviews', () => {
  it('shows the average, the count and the reviews, five at first', async () => {
    const items = Array.from({ length: 7 }, (_, index) =>
      review(index + 1, index % 2 === 0 ? 5 : 4, `Opinión número ${index + 1}`),
    );
    const fetchMock = stubReviews({ average: 4.6, count: 7, items });
    renderComponent(<ProductReviews productId={7} titleSx={{}} />);
    expect(await screen.findByRole('heading', { name: 'Opiniones' })).toBeTruthy();
    expect(callsTo(fetchMock, '/v2/products/7/reviews')).toHaveLength(1);
    expect(screen.getByText('4,6')).toBeTruthy();
    expect(screen.getByText('7 opiniones')).toBeTruthy();
    expect(screen.getByText('Opinión número 5')).toBeTruthy();
    expect(screen.queryByText('Opinión número 6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las opiniones' }));
    expect(screen.getByText('Opinión número 7')).toBeTruthy();
  });

  it('says when nobody has rated the product yet', async () => {
    stubReviews({ average: 0, count: 0, items: [] });
    renderComponent(<ProductReviews productId={7} titleSx={{}} />);
    expect(await screen.findByText(/Este producto aún no tiene opiniones/)).toBeTruthy();
  });

  it('leaves the page as it is when the reviews cannot be read', async () => {
    const fetchMock = stubReviews({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500);
    const { container } = renderComponent(<ProductReviews productId={7} titleSx={{}} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
