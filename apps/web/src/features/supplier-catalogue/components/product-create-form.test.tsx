// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, stubBrowser } from '../../../test/render-app';
import { fakeFile, sentForm, stubObjectUrls } from '../../../test/files';
import { imageFile, jsonBody, renderComponent, requestTo } from '../../../test/render-component';
import { BRANDS, button, field, queryField, stubCatalogue } from '../test/catalogue-fixtures';
import {
  DESCRIPTION,
  choose,
  fillValidCovering,
  optionTexts,
  pickFiles,
  type,
} from '../test/product-form-steps';
import { ProductCreateForm } from './product-create-form';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderForm(categoryIds?: number[]) {
  const onCreated = vi.fn();
  renderComponent(
    <ProductCreateForm categoryIds={categoryIds} onCreated={onCreated} onCancel={vi.fn()} />,
  );
  return onCreated;
}

const posted = (fetchMock: ReturnType<typeof stubCatalogue>) =>
  fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');

describe('ProductCreateForm', { timeout: 30_000 }, () => {
  it('shows the fields of each category', async () => {
    stubCatalogue();
    renderForm();
    expect(screen.getByText('Elige la categoría del producto para ver sus medidas.')).toBeTruthy();
    expect(field<HTMLSelectElement>('Marca').disabled).toBe(true);

    // Coverings and floors: m² per box, pieces per box, length, width and thickness.
    choose('Categoría', '8');
    expect(queryField('Unidad mínima de venta (m²)')).toBeTruthy();
    expect(queryField('Unidades por empaque')).toBeTruthy();
    expect(queryField('Espesor (cm)')).toBeTruthy();
    expect(queryField('Profundidad (m)')).toBeNull();
    expect(queryField('Tipo de luz')).toBeNull();
    await waitFor(() =>
      expect(optionTexts('Marca')).toEqual(['Selecciona una marca', 'Cerámica Andina']),
    );

    // Lighting: light and lamp type, the five measures, decorative brands only.
    choose('Categoría', '3');
    expect(optionTexts('Tipo de luz')).toEqual([
      'Selecciona el tipo de luz',
      'Cálido',
      'Neutro',
      'Frío',
    ]);
    expect(optionTexts('Tipo de lámpara')).toContain('Lámparas de mesa');
    expect(queryField('Unidad mínima de venta (m²)')).toBeNull();
    expect(queryField('Espesor (cm)')).toBeNull();
    for (const label of ['Largo (m)', 'Ancho (m)', 'Profundidad (m)', 'Alto (m)', 'Diámetro (m)']) {
      expect(queryField(label)).toBeTruthy();
    }
    await waitFor(() =>
      expect(optionTexts('Marca')).toEqual(['Selecciona una marca', 'Luz de Casa']),
    );

    // Home and wellbeing: origin, content and an optional size; pets have no size.
    choose('Categoría', '11');
    expect(optionTexts('Origen')).toEqual(['Selecciona el origen', 'Nacional', 'Internacional']);
    expect(queryField('Contenido')).toBeTruthy();
    expect(queryField('Talla (opcional)')).toBeTruthy();
    expect(queryField('Tipo de luz')).toBeNull();
    choose('Categoría', '12');
    expect(queryField('Origen')).toBeTruthy();
    expect(queryField('Talla (opcional)')).toBeNull();

    // Complementary: the covering brand it goes with, its unit and its yield.
    choose('Categoría', '10');
    expect(queryField('Unidad de medida')).toBeTruthy();
    expect(queryField('Rendimiento (m²)')).toBeTruthy();
    expect(queryField('Color (opcional)')).toBeTruthy();
    await waitFor(() =>
      expect(optionTexts('Marca que complementa')).toEqual([
        'Selecciona una marca de revestimientos',
        'Cerámica Andina',
      ]),
    );
    expect(queryField('Origen')).toBeNull();

    // Any other category is decorative: none of the above.
    choose('Categoría', '2');
    for (const label of ['Unidad de medida', 'Origen', 'Tipo de luz', 'Unidades por empaque']) {
      expect(queryField(label)).toBeNull();
    }
  });

  it('offers only the categories it is given', () => {
    stubCatalogue();
    renderForm([8, 9, 10]);
    expect(optionTexts('Categoría')).toEqual([
      'Selecciona una categoría',
      'Revestimientos',
      'Pisos',
      'Complementarios',
    ]);
  });

  it('clears the brand when the category changes to the other product type', async () => {
    stubCatalogue();
    renderForm();
    choose('Categoría', '8');
    await waitFor(() => expect(optionTexts('Marca')).toContain('Cerámica Andina'));
    choose('Marca', '11');
    choose('Categoría', '9');
    expect(field<HTMLSelectElement>('Marca').value).toBe('11');
    choose('Categoría', '1');
    expect(field<HTMLSelectElement>('Marca').value).toBe('');
  });

  it('shows the price with IVA as it is typed, and counts the description', () => {
    stubCatalogue();
    renderForm();
    type('Precio sin IVA', '100000');
    expect(screen.getByText('Precio con IVA: $ 119.000')).toBeTruthy();
    type('Descripción', 'Hola');
    expect(screen.getByText('4/500')).toBeTruthy();
  });

  it('refuses a price with a dot, 31 days, a comma, one dimension and a light package', async () => {
    const fetchMock = stubCatalogue();
    renderForm();
    choose('Categoría', '1');
    type('Precio sin IVA', '100.000');
    expect(await screen.findByText(MESSAGES.priceWholeNumber)).toBeTruthy();
    type('Tiempo de entrega (días)', '31');
    expect(await screen.findByText(MESSAGES.deliveryTimeMax)).toBeTruthy();
    type('Largo (m)', '1,5');
    expect(await screen.findByText(MESSAGES.decimalWithDot)).toBeTruthy();
    type('Largo (m)', '1.5');
    type('Peso (kg)', '5');
    type('Peso con empaque (kg)', '2');
    expect(await screen.findByText(MESSAGES.packedWeightTooLow)).toBeTruthy();

    fireEvent.click(button('Crear producto'));
    const alert = await screen.findByText(MESSAGES.dimensionsAtLeastTwo);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    // The files are asked for in the words of the spec.
    expect(screen.getByText(MESSAGES.productCoverRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.ambientImagesMin)).toBeTruthy();
    expect(screen.getByText(MESSAGES.productSheetRequired)).toBeTruthy();
    expect(posted(fetchMock)).toBe(false);

    // A second measure and a heavier package clear both messages.
    type('Ancho (m)', '0.8');
    await waitFor(() => expect(screen.queryByText(MESSAGES.dimensionsAtLeastTwo)).toBeNull());
    type('Peso con empaque (kg)', '6');
    await waitFor(() => expect(screen.queryByText(MESSAGES.packedWeightTooLow)).toBeNull());
    // Choosing the files clears theirs.
    pickFiles('Imagen principal', [imageFile('roble.png')]);
    await waitFor(() => expect(screen.queryByText(MESSAGES.productCoverRequired)).toBeNull());
  });

  it('keeps at most five ambient images and lets one be removed', async () => {
    stubCatalogue();
    renderForm();
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => imageFile(`${name}.png`));
    pickFiles('Imágenes de ambientación', six);
    expect(await screen.findByText(MESSAGES.ambientImagesMax)).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Ambientes elegidos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    expect(within(chosen).queryByAltText('f.png')).toBeNull();
    fireEvent.click(button('Quitar a.png'));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(4);
    // A file that is not an image is refused with the spec's format message.
    pickFiles('Imágenes de ambientación', [fakeFile('plano.pdf', 'application/pdf')]);
    expect(
      await screen.findByText('Por favor revisa el formato del archivo plano.pdf...'),
    ).toBeTruthy();
    // A sheet may be a PDF, but not a spreadsheet.
    pickFiles('Ficha técnica', [fakeFile('precios.xlsx', 'application/vnd.ms-excel')]);
    expect(
      await screen.findByText('Por favor revisa el formato del archivo precios.xlsx...'),
    ).toBeTruthy();
  });

  it('posts multipart with the API field names and the three kinds of file', async () => {
    const fetchMock = stubCatalogue((url, init) =>
      url.endsWith('/v2/suppliers/products') && init?.method === 'POST'
        ? json({ id: 321, message: MESSAGES.productCreated }, 201)
        : undefined,
    );
    const onCreated = renderForm();
    await fillValidCovering();
    fireEvent.click(button('Crear producto'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(321));
    expect(await screen.findByText(MESSAGES.productCreated)).toBeTruthy();
    const form = sentForm(fetchMock, '/v2/suppliers/products');
    const fields = Object.fromEntries(
      Array.from(form?.entries() ?? []).filter(([, value]) => typeof value === 'string'),
    );
    expect(fields).toEqual({
      category_id: '9',
      name: 'Porcelanato Roble 60x60',
      reference: 'POR-6060',
      supplier_brand_id: '11',
      material: 'Porcelanato',
      color_id: '6',
      min_sale_unit: '1.44',
      units_per_package: '4',
      price: '100000',
      comission_percentage: '30',
      storage_address_id: '5',
      delivery_time: '5',
      units_available: '40',
      warranty: '12',
      is_warranty_in_months: 'true',
      description: DESCRIPTION,
      length: '0.6',
      width: '0.6',
      thickness: '0.9',
      weight: '20',
      packing_presentation_id: '1',
      package_length: '62',
      package_width: '62',
      package_height: '4',
      package_weight: '21',
    });
    expect((form?.get('cover') as File).name).toBe('roble.png');
    expect(form?.getAll('ambient').map((file) => (file as File).name)).toEqual([
      'sala.png',
      'cocina.jpg',
    ]);
    expect((form?.get('sheet') as File).name).toBe('ficha.pdf');
  });

  it('posts a lamp with its light and lamp type and its five measures', async () => {
    const fetchMock = stubCatalogue((url, init) =>
      url.endsWith('/v2/suppliers/products') && init?.method === 'POST'
        ? json({ id: 322, message: MESSAGES.productCreated }, 201)
        : undefined,
    );
    const onCreated = renderForm();
    choose('Categoría', '3');
    type('Nombre del producto', 'Lampara Colgante Mimbre');
    type('Referencia', 'LAM-MIM-01');
    await waitFor(() => expect(optionTexts('Marca')).toContain('Luz de Casa'));
    choose('Marca', '12');
    type('Material', 'Mimbre');
    choose('Color', '5');
    choose('Tipo de luz', '1');
    choose('Tipo de lámpara', '2');
    type('Precio sin IVA', '250000');
    choose('Comisión', '40');
    type('Unidades disponibles', '8');
    await waitFor(() => expect(optionTexts('Bodega de despacho')).toHaveLength(2));
    choose('Bodega de despacho', '5');
    type('Tiempo de entrega (días)', '10');
    type('Descripción', DESCRIPTION);
    type('Alto (m)', '0.45');
    type('Diámetro (m)', '0.4');
    type('Peso (kg)', '1.2');
    choose('Presentación del empaque', '1');
    type('Largo del empaque (cm)', '50');
    type('Ancho del empaque (cm)', '50');
    type('Alto del empaque (cm)', '55');
    type('Peso con empaque (kg)', '2');
    pickFiles('Imagen principal', [imageFile('lampara.png')]);
    pickFiles('Imágenes de ambientación', [imageFile('comedor.png')]);
    pickFiles('Ficha técnica', [imageFile('ficha.jpg', 'image/jpeg')]);
    fireEvent.click(button('Crear producto'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(322));
    const form = sentForm(fetchMock, '/v2/suppliers/products');
    expect(form?.get('light_type_id')).toBe('1');
    expect(form?.get('lamp_type_id')).toBe('2');
    expect(form?.get('height')).toBe('0.45');
    expect(form?.get('diameter')).toBe('0.4');
    // A blank warranty is sent as 0 (the API makes its unit 0 too); other categories' fields stay out.
    expect(form?.get('warranty')).toBe('0');
    for (const name of ['min_sale_unit', 'units_per_package', 'thickness', 'length', 'origin_id']) {
      expect(form?.has(name)).toBe(false);
    }
    expect((form?.get('sheet') as File).name).toBe('ficha.jpg');
  });

  it('asks for every required field in Spanish', async () => {
    stubCatalogue();
    renderForm();
    choose('Categoría', '8');
    fireEvent.click(button('Crear producto'));
    await screen.findByText(MESSAGES.productCoverRequired);
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(10);
    expect(screen.getByText(MESSAGES.brandUnknown)).toBeTruthy();
    expect(screen.getByText(MESSAGES.commissionInvalid)).toBeTruthy();
    expect(screen.queryByText(/Invalid input/)).toBeNull();
  });

  it('creates a brand from the form and chooses it', async () => {
    const created = {
      id: 14,
      name: 'Nueva Marca',
      product_type_id: 1 as const,
      type: 'revestimiento' as const,
      created_at: '2025-03-01T00:00:00.000Z',
      product_count: 0,
    };
    let saved = false;
    const fetchMock = stubCatalogue((url, init) => {
      if (url.endsWith('/v1/suppliers/brands') && init?.method === 'POST') {
        saved = true;
        return json({ ...created, message: MESSAGES.brandCreated }, 201);
      }
      if (saved && url.includes('/v1/suppliers/brands?type=1')) {
        return json([BRANDS[0], created]);
      }
      return undefined;
    });
    renderForm();
    choose('Categoría', '8');
    fireEvent.click(button('Crear marca'));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar marca' });
    // The type is the product's.
    expect(field<HTMLSelectElement>('Tipo de producto').value).toBe('1');
    expect(field<HTMLSelectElement>('Tipo de producto').disabled).toBe(true);
    fireEvent.change(field('Nombre de la marca'), { target: { value: 'Nueva Marca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MESSAGES.brandCreated)).toBeTruthy();
    expect(jsonBody(requestTo(fetchMock, '/v1/suppliers/brands', 'POST'))).toEqual({
      name: 'Nueva Marca',
      product_type_id: 1,
    });
    await waitFor(() => expect(field<HTMLSelectElement>('Marca').value).toBe('14'));
    expect(optionTexts('Marca')).toContain('Nueva Marca');
    // Saving the brand did not submit the product.
    expect(requestTo(fetchMock, '/v2/suppliers/products', 'POST')).toBeUndefined();
  });

  it('sends a supplier without warehouses to the settings', async () => {
    stubCatalogue((url) => (url.endsWith('/v2/suppliers/storage-address') ? json([]) : undefined));
    renderForm();
    const link = await screen.findByRole('link', { name: 'Agrega una en Configuración' });
    expect(link.getAttribute('href')).toBe('/proveedor/configuracion');
  });

  it("puts the server's field errors on their fields and toasts its message", async () => {
    stubCatalogue((url, init) =>
      url.endsWith('/v2/suppliers/products') && init?.method === 'POST'
        ? json(
            {
              statusCode: 400,
              code: 'VALIDATION_ERROR',
              message: MESSAGES.brandTypeMismatch,
              errors: [{ field: 'supplier_brand_id', message: MESSAGES.brandTypeMismatch }],
            },
            400,
          )
        : undefined,
    );
    const onCreated = renderForm();
    await fillValidCovering();
    fireEvent.click(button('Crear producto'));
    // Once under the brand and once in the toast.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.brandTypeMismatch)).toHaveLength(2));
    expect(field('Marca').getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says the product could not be created when the server cannot be reached', async () => {
    stubCatalogue((url, init) => {
      if (url.endsWith('/v2/suppliers/products') && init?.method === 'POST') {
        throw new TypeError('Failed to fetch');
      }
      return undefined;
    });
    const onCreated = renderForm();
    await fillValidCovering();
    fireEvent.click(button('Crear producto'));
    expect(await screen.findByText(MESSAGES.productCreateFailed)).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
