// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { json, renderApp, sentBody, stubBrowser } from '../../../test/render-app';
import { fakeFile, sentForm, stubObjectUrls } from '../../../test/files';
import { imageFile } from '../../../test/render-component';
import { productDetail } from '../../../test/product-fixtures';
import { calledUrls, button, field, stubCatalogue } from '../test/catalogue-fixtures';
import { choose, pickFiles, type } from '../test/product-form-steps';

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
const PRODUCT = '/v2/suppliers/products/101';

type Responder = NonNullable<Parameters<typeof stubCatalogue>[0]>;

/** The product page, with `respond` answering the section being saved. */
function stubProduct(respond: Responder = () => undefined, product = productDetail()) {
  return stubCatalogue((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url.endsWith(PRODUCT) && (init?.method ?? 'GET') === 'GET') return json(product);
    return undefined;
  });
}

function answer(product: ProductDetail, message: string) {
  return json({ product, message });
}

async function openTab(name: string) {
  renderApp('/proveedor/producto/101/editar');
  await screen.findByRole('tab', { name: 'Información general' }, PAGE_LOAD);
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
}

const failure = (status = 500) =>
  json({ statusCode: status, code: 'INTERNAL', message: MESSAGES.unexpected }, status);

describe('the edit product page', { timeout: 60_000 }, () => {
  it('shows the five tabs, the back link and the locked category', async () => {
    stubProduct();
    renderApp('/proveedor/producto/101/editar');
    expect(await screen.findByRole('heading', { name: 'Editar Producto' }, PAGE_LOAD)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Regresar a la lista' });
    expect(back.getAttribute('href')).toBe('/proveedor/producto/lista');
    const tabs = await screen.findByRole('tablist', { name: 'Secciones del producto' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Información general',
      'Medidas del producto',
      'Medidas del empaque',
      'Imágenes',
      'Ficha técnica',
    ]);
    const category = await waitFor(() => field('Categoría'));
    expect(category.value).toBe('Pisos');
    expect(category.disabled).toBe(true);
    expect(field('Nombre del producto').value).toBe('Porcelanato Roble 60x60');
    expect(field('Unidad mínima de venta (m²)').value).toBe('1.44');
    expect(screen.getByText('En proceso')).toBeTruthy();
  });

  it('saves the general information as JSON without the category', async () => {
    const fetchMock = stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/general`) && init?.method === 'PATCH'
        ? answer(productDetail({ price: 120000, taxed_price: 142800 }), MESSAGES.productUpdated)
        : undefined,
    );
    await openTab('Información general');
    await waitFor(() => expect(field('Precio sin IVA').value).toBe('100000'));
    type('Precio sin IVA', '120000');
    expect(screen.getByText('Precio con IVA: $ 142.800')).toBeTruthy();
    fireEvent.click(button('Guardar información general'));
    expect(await screen.findByText(MESSAGES.productUpdated)).toBeTruthy();
    const body = sentBody(fetchMock, `${PRODUCT}/general`) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Porcelanato Roble 60x60',
      reference: 'POR-6060',
      supplier_brand_id: 11,
      material: 'Porcelanato',
      color_id: 6,
      min_sale_unit: 1.44,
      units_per_package: 4,
      price: 120000,
      comission_percentage: 30,
      storage_address_id: 5,
      delivery_time: 5,
      units_available: 40,
      warranty: 12,
      is_warranty_in_months: true,
    });
    expect(body).not.toHaveProperty('category_id');
    expect(body).not.toHaveProperty('light_type_id');
  });

  it('says the general information could not be saved', async () => {
    stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/general`) && init?.method === 'PATCH' ? failure() : undefined,
    );
    await openTab('Información general');
    await waitFor(() => expect(field('Precio sin IVA').value).toBe('100000'));
    fireEvent.click(button('Guardar información general'));
    expect(await screen.findByText(MESSAGES.productGeneralUpdateFailed)).toBeTruthy();
  });

  it('saves the measures and keeps the product under its packed weight', async () => {
    const fetchMock = stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/product-measurements`) && init?.method === 'PATCH'
        ? answer(productDetail({ weight: 19 }), MESSAGES.productMeasurementsUpdated)
        : undefined,
    );
    await openTab('Medidas del producto');
    // The packed weight is 21 kg: the product cannot weigh more.
    type('Peso (kg)', '25');
    fireEvent.click(button('Guardar medidas del producto'));
    expect(await screen.findByText(MESSAGES.packedWeightTooLow)).toBeTruthy();
    type('Largo (m)', '');
    type('Ancho (m)', '');
    type('Peso (kg)', '19');
    fireEvent.click(button('Guardar medidas del producto'));
    expect(await screen.findByText(MESSAGES.dimensionsAtLeastTwo)).toBeTruthy();
    // Floors are always measured by their length and width.
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    type('Largo (m)', '0.6');
    type('Ancho (m)', '1.2');
    fireEvent.click(button('Guardar medidas del producto'));
    expect(await screen.findByText(MESSAGES.productMeasurementsUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, `${PRODUCT}/product-measurements`)).toEqual({
      length: 0.6,
      width: 1.2,
      thickness: 0.9,
      weight: 19,
    });
  });

  it('says the measures could not be saved', async () => {
    stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/product-measurements`) && init?.method === 'PATCH'
        ? failure()
        : undefined,
    );
    await openTab('Medidas del producto');
    fireEvent.click(button('Guardar medidas del producto'));
    expect(await screen.findByText(MESSAGES.productMeasurementsUpdateFailed)).toBeTruthy();
  });

  it('saves the package with its presentation in the path', async () => {
    const fetchMock = stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/packaging-measurements/2`) && init?.method === 'PATCH'
        ? answer(
            productDetail({ packing_presentation_id: 2 }),
            MESSAGES.packagingMeasurementsUpdated,
          )
        : undefined,
    );
    await openTab('Medidas del empaque');
    type('Peso con empaque (kg)', '15');
    fireEvent.click(button('Guardar medidas del empaque'));
    // The product weighs 20 kg.
    expect(await screen.findByText(MESSAGES.packedWeightTooLow)).toBeTruthy();
    type('Peso con empaque (kg)', '22.5');
    choose('Presentación del empaque', '2');
    fireEvent.click(button('Guardar medidas del empaque'));
    expect(await screen.findByText(MESSAGES.packagingMeasurementsUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, `${PRODUCT}/packaging-measurements/2`)).toEqual({
      package_length: 62,
      package_width: 62,
      package_height: 4,
      package_weight: 22.5,
    });
  });

  it('says the package could not be saved', async () => {
    stubProduct((url, init) =>
      url.includes(`${PRODUCT}/packaging-measurements/`) && init?.method === 'PATCH'
        ? failure()
        : undefined,
    );
    await openTab('Medidas del empaque');
    fireEvent.click(button('Guardar medidas del empaque'));
    expect(await screen.findByText(MESSAGES.packagingMeasurementsUpdateFailed)).toBeTruthy();
  });

  it('replaces the principal image by the id of the one it replaces', async () => {
    const fetchMock = stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/principal-image/301`) && init?.method === 'PATCH'
        ? answer(productDetail(), MESSAGES.principalImageUpdated)
        : undefined,
    );
    await openTab('Imágenes');
    fireEvent.click(button('Guardar imagen principal'));
    expect(await screen.findByText(MESSAGES.productCoverRequired)).toBeTruthy();
    pickFiles('Imagen principal', [imageFile('nueva.png')]);
    fireEvent.click(button('Guardar imagen principal'));
    expect(await screen.findByText(MESSAGES.principalImageUpdated)).toBeTruthy();
    expect((sentForm(fetchMock, '/principal-image/301')?.get('image') as File).name).toBe(
      'nueva.png',
    );
  });

  it('asks for image 0 when the product has no principal image, and reports a failure', async () => {
    stubProduct(
      (url, init) =>
        url.endsWith(`${PRODUCT}/principal-image/0`) && init?.method === 'PATCH'
          ? failure()
          : undefined,
      productDetail({ principal_image: null }),
    );
    await openTab('Imágenes');
    pickFiles('Imagen principal', [imageFile('nueva.png')]);
    fireEvent.click(button('Guardar imagen principal'));
    expect(await screen.findByText(MESSAGES.principalImageUpdateFailed)).toBeTruthy();
  });

  it('adds and removes ambient images in one request, keeping at least one', async () => {
    const fetchMock = stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/ambient-images`) && init?.method === 'PATCH'
        ? answer(
            productDetail({
              ambient_images: [
                { id: 402, url: '/u/cocina.jpg', card_url: '/u/cocina-card.jpg' },
                { id: 403, url: '/u/patio.jpg', card_url: '/u/patio-card.jpg' },
              ],
            }),
            MESSAGES.ambientImagesUpdated,
          )
        : undefined,
    );
    await openTab('Imágenes');
    // Removing both stored images leaves none: refused before anything is sent.
    fireEvent.click(button('Quitar imagen de ambientación 1'));
    fireEvent.click(button('Quitar imagen de ambientación 1'));
    fireEvent.click(button('Guardar imágenes'));
    expect(await screen.findByText(MESSAGES.ambientImagesMin)).toBeTruthy();
    expect(calledUrls(fetchMock).some((url) => url.includes('ambient-images'))).toBe(false);
    fireEvent.click(button('Descartar cambios'));
    fireEvent.click(button('Quitar imagen de ambientación 1'));
    pickFiles('Imágenes de ambientación', [imageFile('patio.png')]);
    fireEvent.click(button('Guardar imágenes'));
    expect(await screen.findByText(MESSAGES.ambientImagesUpdated)).toBeTruthy();
    const form = sentForm(fetchMock, '/ambient-images');
    expect(form?.get('deletedImages[0]')).toBe('401');
    expect(form?.getAll('ambientImages').map((file) => (file as File).name)).toEqual(['patio.png']);
  });

  it('refuses a sixth ambient image', async () => {
    stubProduct();
    await openTab('Imágenes');
    pickFiles(
      'Imágenes de ambientación',
      ['a', 'b', 'c', 'd'].map((name) => imageFile(`${name}.png`)),
    );
    expect(await screen.findByText(MESSAGES.ambientImagesMax)).toBeTruthy();
  });

  it('says the ambient images could not be saved', async () => {
    stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/ambient-images`) && init?.method === 'PATCH' ? failure() : undefined,
    );
    await openTab('Imágenes');
    pickFiles('Imágenes de ambientación', [imageFile('patio.png')]);
    fireEvent.click(button('Guardar imágenes'));
    expect(await screen.findByText(MESSAGES.ambientImagesUpdateFailed)).toBeTruthy();
  });

  it('links the current sheet and replaces it', async () => {
    const fetchMock = stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/technical-sheet`) && init?.method === 'PATCH'
        ? answer(productDetail(), MESSAGES.technicalSheetUpdated)
        : undefined,
    );
    const panel = await openTab('Ficha técnica');
    const current = within(panel).getByRole('link', { name: /Ver ficha técnica actual/ });
    expect(current.getAttribute('href')).toBe('/uploads/public/ficha.pdf');
    fireEvent.click(button('Guardar ficha técnica'));
    expect(await screen.findByText(MESSAGES.productSheetRequired)).toBeTruthy();
    pickFiles('Nueva ficha técnica', [fakeFile('ficha-2025.pdf', 'application/pdf')]);
    fireEvent.click(button('Guardar ficha técnica'));
    expect(await screen.findByText(MESSAGES.technicalSheetUpdated)).toBeTruthy();
    expect((sentForm(fetchMock, '/technical-sheet')?.get('technicalSheet') as File).name).toBe(
      'ficha-2025.pdf',
    );
  });

  it('says the sheet could not be saved', async () => {
    stubProduct((url, init) =>
      url.endsWith(`${PRODUCT}/technical-sheet`) && init?.method === 'PATCH'
        ? failure()
        : undefined,
    );
    await openTab('Ficha técnica');
    pickFiles('Nueva ficha técnica', [fakeFile('ficha.pdf', 'application/pdf')]);
    fireEvent.click(button('Guardar ficha técnica'));
    expect(await screen.findByText(MESSAGES.technicalSheetUpdateFailed)).toBeTruthy();
  });

  it("says so when the product is someone else's or gone", async () => {
    stubCatalogue((url) =>
      url.endsWith('/v2/suppliers/products/999')
        ? json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.productNotFound }, 404)
        : undefined,
    );
    renderApp('/proveedor/producto/999/editar');
    expect(await screen.findByText(MESSAGES.productNotFound, {}, PAGE_LOAD)).toBeTruthy();
  });
});
