// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, renderApp, sentBody, stubBrowser } from '../../../test/render-app';
import { jsonBody, requestTo } from '../../../test/render-component';
import { calledUrls, BRANDS, stubCatalogue } from '../test/catalogue-fixtures';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

async function openBrands() {
  renderApp('/proveedor/marcas');
  const table = await screen.findByRole('table', { name: 'Marcas' }, PAGE_LOAD);
  await within(table).findByText('Cerámica Andina');
  return table;
}

describe('the brands page', { timeout: 60_000 }, () => {
  it('lists the brands with their type and how many products carry them', async () => {
    stubCatalogue();
    const table = await openBrands();
    const andina = within(table).getByText('Cerámica Andina').closest('tr') as HTMLElement;
    expect(within(andina).getByText('Revestimiento')).toBeTruthy();
    expect(within(andina).getByText('2')).toBeTruthy();
    const luz = within(table).getByText('Luz de Casa').closest('tr') as HTMLElement;
    expect(within(luz).getByText('Decorativo')).toBeTruthy();
  });

  it('adds a brand with its name and type, and checks both first', async () => {
    const fetchMock = stubCatalogue((url, init) =>
      url.endsWith('/v1/suppliers/brands') && init?.method === 'POST'
        ? json(
            {
              id: 13,
              name: 'Textiles Nido',
              product_type_id: 2,
              type: 'decorativo',
              created_at: '2025-03-01T00:00:00.000Z',
              product_count: 0,
              message: MESSAGES.brandCreated,
            },
            201,
          )
        : undefined,
    );
    await openBrands();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar marca' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.optionUnknown)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nombre de la marca'), {
      target: { value: 'Textiles Nido' },
    });
    fireEvent.change(within(dialog).getByLabelText('Tipo de producto'), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MESSAGES.brandCreated)).toBeTruthy();
    expect(jsonBody(requestTo(fetchMock, '/v1/suppliers/brands', 'POST'))).toEqual({
      name: 'Textiles Nido',
      product_type_id: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of a name already used on the name", async () => {
    stubCatalogue((url, init) =>
      url.endsWith('/v1/suppliers/brands') && init?.method === 'POST'
        ? json(
            {
              statusCode: 409,
              code: 'BRAND_TAKEN',
              message: MESSAGES.brandTaken,
              errors: [{ field: 'name', message: MESSAGES.brandTaken }],
            },
            409,
          )
        : undefined,
    );
    await openBrands();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar marca' });
    fireEvent.change(within(dialog).getByLabelText('Nombre de la marca'), {
      target: { value: 'Cerámica Andina' },
    });
    fireEvent.change(within(dialog).getByLabelText('Tipo de producto'), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MESSAGES.brandTaken)).toBeTruthy();
  });

  it('renames a brand, whose type cannot change', async () => {
    const fetchMock = stubCatalogue((url, init) =>
      url.endsWith('/v1/brands/11') && init?.method === 'PATCH'
        ? json({ ...BRANDS[0], name: 'Andina Cerámicas', message: MESSAGES.brandUpdated })
        : undefined,
    );
    await openBrands();
    fireEvent.click(screen.getByRole('button', { name: 'Renombrar Cerámica Andina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar marca' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Nombre de la marca');
    expect(name.value).toBe('Cerámica Andina');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Tipo de producto').disabled).toBe(
      true,
    );
    fireEvent.change(name, { target: { value: 'Andina Cerámicas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MESSAGES.brandUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/brands/11')).toEqual({ name: 'Andina Cerámicas' });
  });

  it('deletes a brand without products, and explains why one with products stays', async () => {
    const fetchMock = stubCatalogue((url, init) => {
      if (init?.method !== 'DELETE') return undefined;
      if (url.endsWith('/v1/brands/12')) return json({ message: MESSAGES.brandDeleted });
      if (url.endsWith('/v1/brands/11')) {
        return json({ statusCode: 409, code: 'BRAND_IN_USE', message: MESSAGES.brandInUse }, 409);
      }
      return undefined;
    });
    await openBrands();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Cerámica Andina' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar marca' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.brandInUse)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Luz de Casa' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar marca' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MESSAGES.brandDeleted)).toBeTruthy();
    const deletes = fetchMock.mock.calls.flatMap(([, init], index) =>
      init?.method === 'DELETE' ? [calledUrls(fetchMock)[index]] : [],
    );
    expect(deletes).toEqual([
      expect.stringContaining('/v1/brands/11'),
      expect.stringContaining('/v1/brands/12'),
    ]);
  });
});
