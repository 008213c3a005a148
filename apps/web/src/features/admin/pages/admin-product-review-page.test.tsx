// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { productDetail } from '../../../test/product-fixtures';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function product(id: number, name: string, isApproved: boolean | null) {
  return {
    id,
    name,
    category_id: 1,
    category: 'Decoración',
    type: 'decorativo',
    company_name: 'Casa Nogal',
    brand: { id: 4, name: 'Nogal' },
    description: 'Mesa de roble',
    presentation: 'Unidad',
    min_sale_unit: null,
    image: '/uploads/mesa.png',
    ambient_images: ['/uploads/sala.png'],
    price: 420000,
    taxed_price: 499800,
    comission_percentage: 30,
    utility: 15,
    units_available: 8,
    installation_price: null,
    is_approved: isApproved,
    approval_label: isApproved === null ? 'En proceso' : isApproved ? 'Aprobado' : 'Declinado',
    is_public: true,
    is_featured: false,
    is_seasonal: false,
    created_at: '2025-03-03T10:00:00Z',
  };
}

const MESA = product(1, 'Mesa Roble', null);
const LAMPARA = product(2, 'Lampara Fique', null);

interface ReviewState {
  pending: ReturnType<typeof product>[];
  approved: number;
  declined: number;
}

/** A server that lists the pending products and moves them when decided. */
function reviewServer(state: ReviewState, decide: (id: number, isApproved: boolean) => Response) {
  return (url: string, init: RequestInit | undefined) => {
    const patch = /\/v1\/products\/(\d+)$/.exec(url);
    if (patch && init?.method === 'PATCH') {
      const body = JSON.parse(init.body as string) as { is_approved: boolean };
      return decide(Number(patch[1]), body.is_approved);
    }
    if (!url.includes('/v2/admin/products?')) return undefined;
    const counts = {
      all: state.pending.length + state.approved + state.declined,
      pending: state.pending.length,
      approved: state.approved,
      declined: state.declined,
    };
    return json({
      items: state.pending,
      counts,
      pagination: {
        totalItems: state.pending.length,
        totalPages: 1,
        currentPage: 1,
        itemsPerPage: 10,
      },
    });
  };
}

async function openReview() {
  renderApp('/admin/revision-productos');
  const table = await screen.findByRole(
    'table',
    { name: 'Revisión de productos' },
    { timeout: 5000 },
  );
  await within(table).findByText('Mesa Roble');
  return table;
}

describe('the admin product review', { timeout: 20_000 }, () => {
  it('approves a product: the row leaves En proceso, the counts move and a toast says so', async () => {
    const user = logIn(ROLE.admin);
    const state: ReviewState = { pending: [MESA, LAMPARA], approved: 3, declined: 1 };
    const fetchMock = stubFetch(
      reviewServer(state, (id) => {
        state.pending = state.pending.filter((item) => item.id !== id);
        state.approved += 1;
        return json({ product: productDetail({ id, name: 'Mesa Roble' }), message: 'ok' });
      }),
      user,
    );
    const table = await openReview();
    const tabs = screen.getByRole('tablist', { name: 'Filtrar productos por estado' });
    expect(within(tabs).getByRole('tab', { name: /En proceso\s*2/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Aprobados\s*3/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Declinados\s*1/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Todos\s*6/ })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Aprobar Mesa Roble' }));
    await waitFor(() => expect(within(table).queryByText('Mesa Roble')).toBeNull());
    expect(within(tabs).getByRole('tab', { name: /Aprobados\s*4/ })).toBeTruthy();
    expect(
      await screen.findByText(fillMessage(MESSAGES.productApproved, { name: 'Mesa Roble' })),
    ).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/1')).toEqual({ is_approved: true });
  });

  it('declines a product with its toast', async () => {
    const user = logIn(ROLE.admin);
    const state: ReviewState = { pending: [MESA, LAMPARA], approved: 0, declined: 0 };
    const fetchMock = stubFetch(
      reviewServer(state, (id) => {
        state.pending = state.pending.filter((item) => item.id !== id);
        state.declined += 1;
        return json({ product: productDetail({ id, name: 'Lampara Fique' }), message: 'ok' });
      }),
      user,
    );
    const table = await openReview();
    fireEvent.click(within(table).getByRole('button', { name: 'Declinar Lampara Fique' }));
    expect(
      await screen.findByText(fillMessage(MESSAGES.productDeclined, { name: 'Lampara Fique' })),
    ).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/2')).toEqual({ is_approved: false });
    expect(within(table).queryByText('Lampara Fique')).toBeNull();
  });

  it('keeps a product without images in review and says why', async () => {
    const user = logIn(ROLE.admin);
    const state: ReviewState = { pending: [MESA], approved: 0, declined: 0 };
    stubFetch(
      reviewServer(state, () =>
        json(
          { statusCode: 409, code: 'PRODUCT_NEEDS_IMAGES', message: MESSAGES.productNeedsImages },
          409,
        ),
      ),
      user,
    );
    const table = await openReview();
    fireEvent.click(within(table).getByRole('button', { name: 'Aprobar Mesa Roble' }));
    expect(await screen.findByText(MESSAGES.productNeedsImages)).toBeTruthy();
    expect(within(table).getByText('Mesa Roble')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /En proceso\s*1/ })).toBeTruthy();
  });

  it('opens the detail on a row click, where the product can be approved too', async () => {
    const user = logIn(ROLE.admin);
    const state: ReviewState = { pending: [MESA], approved: 0, declined: 0 };
    stubFetch((url, init) => {
      if (url.endsWith('/v2/admin/products/1')) {
        return json(
          productDetail({
            id: 1,
            name: 'Mesa Roble',
            principal_image: null,
            ambient_images: [],
            technical_sheet: null,
          }),
        );
      }
      return reviewServer(state, (id) =>
        json({ product: productDetail({ id, name: 'Mesa Roble' }), message: 'ok' }),
      )(url, init);
    }, user);
    const table = await openReview();
    fireEvent.click(within(table).getByRole('row', { name: 'Ver detalle de Mesa Roble' }));
    const dialog = await screen.findByRole('dialog', { name: /Mesa Roble/ });
    expect(await within(dialog).findByText(/Este producto aún no tiene imágenes/)).toBeTruthy();
    expect(within(dialog).getByText('Sin ficha técnica')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aprobar Mesa Roble' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Declinar Mesa Roble' })).toBeTruthy();
  });
});
