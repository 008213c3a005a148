// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, renderApp, sentBody, stubBrowser } from '../../../test/render-app';
import { stubObjectUrls } from '../../../test/files';
import { productDetail, productPage, productRow } from '../../../test/product-fixtures';
import { calledUrls, stubCatalogue } from '../test/catalogue-fixtures';
import { optionTexts } from '../test/product-form-steps';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };

const COVERING = productRow();

function stubCoverings(extra: Parameters<typeof stubCatalogue>[0] = () => undefined) {
  return stubCatalogue((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.includes('/v1/suppliers/products?')) return json(productPage([COVERING]));
    return undefined;
  });
}

async function openPage(path = '/proveedor/revestimientos', table = 'Revestimientos') {
  renderApp(path);
  const found = await screen.findByRole('table', { name: table }, PAGE_LOAD);
  await within(found).findByText(COVERING.name);
  return found;
}

describe('the coverings and decoratives tables', { timeout: 60_000 }, () => {
  it('lists only coverings, from the typed v1 list', async () => {
    const fetchMock = stubCoverings();
    await openPage();
    const listed = calledUrls(fetchMock).find((url) => url.includes('/v1/suppliers/products?'));
    expect(listed).toContain('type=revestimiento');
  });

  it('saves a new price, stock and commission with PATCH /v1/products/{id}', async () => {
    const fetchMock = stubCoverings((url, init) =>
      url.endsWith('/v1/products/101') && init?.method === 'PATCH'
        ? json({
            product: productDetail({
              price: 120000,
              taxed_price: 142800,
              units_available: 35,
              comission_percentage: 40,
            }),
            message: MESSAGES.productUpdated,
          })
        : undefined,
    );
    await openPage();
    const save = screen.getByRole<HTMLButtonElement>('button', {
      name: `Guardar cambios de ${COVERING.name}`,
    });
    // Nothing changed yet: nothing to save.
    expect(save.disabled).toBe(true);
    const price = screen.getByRole('textbox', { name: `Precio sin IVA de ${COVERING.name}` });
    fireEvent.change(price, { target: { value: '120000' } });
    expect(screen.getByText('Con IVA: $ 142.800')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: `Stock de ${COVERING.name}` }), {
      target: { value: '35' },
    });
    const commission = screen.getByRole<HTMLSelectElement>('combobox', {
      name: `Comisión de ${COVERING.name}`,
    });
    expect(Array.from(commission.options).map((option) => option.value)).toEqual([
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
      '60',
      '65',
    ]);
    fireEvent.change(commission, { target: { value: '40' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText(MESSAGES.productUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/101')).toEqual({
      price: 120000,
      units_available: 35,
      comission_percentage: 40,
    });
  });

  it('sends only what changed, and refuses a price with a dot before sending', async () => {
    const fetchMock = stubCoverings((url, init) =>
      url.endsWith('/v1/products/101') && init?.method === 'PATCH'
        ? json({
            product: productDetail({ units_available: 12 }),
            message: MESSAGES.productUpdated,
          })
        : undefined,
    );
    await openPage();
    const price = screen.getByRole('textbox', { name: `Precio sin IVA de ${COVERING.name}` });
    fireEvent.change(price, { target: { value: '100.000' } });
    const save = screen.getByRole('button', { name: `Guardar cambios de ${COVERING.name}` });
    fireEvent.click(save);
    expect(await screen.findByText(MESSAGES.priceWholeNumber)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(price, { target: { value: '100000' } });
    fireEvent.change(screen.getByRole('textbox', { name: `Stock de ${COVERING.name}` }), {
      target: { value: '12' },
    });
    fireEvent.click(save);
    expect(await screen.findByText(MESSAGES.productUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/products/101')).toEqual({ units_available: 12 });
  });

  it('says the product could not be updated', async () => {
    stubCoverings((url, init) =>
      url.endsWith('/v1/products/101') && init?.method === 'PATCH'
        ? json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500)
        : undefined,
    );
    await openPage();
    fireEvent.change(screen.getByRole('textbox', { name: `Stock de ${COVERING.name}` }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: `Guardar cambios de ${COVERING.name}` }));
    expect(await screen.findByText(MESSAGES.productUpdateFailed)).toBeTruthy();
  });

  it("adds a product in a dialog that offers only the type's categories", async () => {
    stubCoverings();
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar revestimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo revestimiento' });
    expect(within(dialog).getByRole('form', { name: 'Crear un nuevo producto' })).toBeTruthy();
    expect(optionTexts('Categoría')).toEqual([
      'Selecciona una categoría',
      'Revestimientos',
      'Pisos',
      'Complementarios',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows decoratives on their own page, with their own categories', async () => {
    const lamp = productRow({
      id: 102,
      name: 'Lámpara Colgante Mimbre',
      category_id: 3,
      category: 'Iluminación',
      type: 'decorativo',
    });
    const fetchMock = stubCatalogue((url) =>
      url.includes('/v1/suppliers/products?') ? json(productPage([lamp])) : undefined,
    );
    renderApp('/proveedor/decorativos');
    const table = await screen.findByRole('table', { name: 'Decorativos' }, PAGE_LOAD);
    await within(table).findByText('Lámpara Colgante Mimbre');
    expect(calledUrls(fetchMock).some((url) => url.includes('type=decorativo'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar decorativo' }));
    await screen.findByRole('dialog', { name: 'Nuevo decorativo' });
    const categories = optionTexts('Categoría');
    expect(categories).toContain('Iluminación');
    expect(categories).not.toContain('Pisos');
    expect(categories).not.toContain('Complementarios');
  });
});
