// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SupplierShipping,
  SupplierShippingQuoteResult,
} from '@hogarte/shared/contracts/supplier-shipping';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import {
  json,
  logIn,
  renderApp,
  stubBrowser,
  stubFetch,
  wasCalled,
} from '../../../test/render-app';
import { jsonBody, requestTo } from '../../../test/render-component';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 10_000 };

const ACTIVE: SupplierShipping = {
  account: { state: 'active', maskedKey: '••••••9F3k', simulator: true },
  origins: [
    {
      id: 4,
      street_address: 'Calle 10 Sur # 50-28',
      city: { code: '05001', name: 'Medellín', department: 'Antioquia' },
    },
    {
      id: 9,
      street_address: 'Carrera 1 # 5-20',
      city: { code: '76001', name: 'Cali', department: 'Valle del Cauca' },
    },
  ],
  carriers: [
    { name: 'servientrega', description: 'Servientrega' },
    { name: 'tcc', description: 'TCC' },
    { name: 'coordinadora', description: 'Coordinadora' },
  ],
};

const QUOTE: SupplierShippingQuoteResult = {
  rates: [
    {
      name: 'servientrega',
      description: 'Servientrega',
      service: 'ground',
      serviceDescription: 'Envío terrestre',
      totalPrice: 21_700,
      days: 3,
      deliveryEstimate: '3 días hábiles',
    },
  ],
  unquoted: [
    { name: 'tcc', description: 'TCC', reason: 'rejected' },
    { name: 'coordinadora', description: 'Coordinadora', reason: 'unavailable' },
  ],
};

const CITIES = [
  { id: '05001', name: 'Medellín', department: 'Antioquia' },
  { id: '11001', name: 'Bogotá, D.C.', department: 'Bogotá, D.C.' },
];

function stubSupplier(
  shipping: SupplierShipping,
  extra: Parameters<typeof stubFetch>[0] = () => undefined,
) {
  const user = logIn(ROLE.supplier, { company_name: 'Envíos Prueba SAS' });
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.endsWith('/v2/suppliers/shipping')) return json(shipping);
    if (url.endsWith('/v1/cities')) return json(CITIES);
    return undefined;
  }, user);
}

async function fillQuote() {
  const city = await screen.findByRole('combobox', { name: 'Ciudad de destino' });
  fireEvent.change(city, { target: { value: 'Bogo' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Bogotá, D.C.' }));
  fireEvent.change(screen.getByLabelText('Largo (cm)'), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText('Ancho (cm)'), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText('Alto (cm)'), { target: { value: '20' } });
  fireEvent.change(screen.getByLabelText('Peso (kg)'), { target: { value: '5.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cotizar envío' }));
}

describe('the supplier shipping page', { timeout: 30_000 }, () => {
  it('shows the account Envia accepted, the origins with their edit link and the carriers', async () => {
    stubSupplier(ACTIVE);
    renderApp('/proveedor/envios');
    expect(await screen.findByText('Envia aceptó tu llave.', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Llave guardada: ••••••9F3k')).toBeTruthy();
    expect(screen.getByText(/responde el simulador de Envia/)).toBeTruthy();

    const origins = screen.getByRole('list', { name: 'Bodegas de origen' });
    expect(within(origins).getByText('Calle 10 Sur # 50-28')).toBeTruthy();
    expect(within(origins).getByText('Cali, Valle del Cauca')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar bodegas' }).getAttribute('href')).toBe(
      '/proveedor/configuracion',
    );

    const carriers = screen.getByRole('list', { name: 'Transportadoras disponibles' });
    expect(
      within(carriers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Servientrega', 'TCC', 'Coordinadora']);
  });

  it('checks the test box before asking the server', async () => {
    const fetchMock = stubSupplier(ACTIVE);
    renderApp('/proveedor/envios');
    fireEvent.click(await screen.findByRole('button', { name: 'Cotizar envío' }, PAGE_LOAD));
    expect(await screen.findByText(MESSAGES.cityUnknown)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(4);
    expect(wasCalled(fetchMock, '/v2/suppliers/shipping/quote')).toBe(false);
  });

  it('quotes the box from the first warehouse and shows each carrier’s price and days', async () => {
    const fetchMock = stubSupplier(ACTIVE, (url, init) =>
      url.endsWith('/v2/suppliers/shipping/quote') && init?.method === 'POST'
        ? json(QUOTE)
        : undefined,
    );
    renderApp('/proveedor/envios');
    await fillQuote();
    const table = await screen.findByRole('table', { name: 'Tarifas por transportadora' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('Servientrega');
    expect(row?.textContent).toContain('3 días hábiles');
    expect(row?.textContent).toContain(formatCop(21_700));
    const unquoted = screen.getByRole('list', { name: 'Sin cotización' });
    expect(unquoted.textContent).toContain('TCC: no lleva este paquete a esa ciudad');
    expect(unquoted.textContent).toContain('Coordinadora: no respondió');
    expect(jsonBody(requestTo(fetchMock, '/v2/suppliers/shipping/quote', 'POST'))).toEqual({
      origin_id: 4,
      city: '11001',
      package_length: 30,
      package_width: 30,
      package_height: 20,
      package_weight: 5.5,
    });
  });

  it('puts the server’s field refusal on its field and an account refusal above the results', async () => {
    let answer = json(
      {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: MESSAGES.numberTooLarge,
        errors: [{ field: 'package_weight', message: MESSAGES.numberTooLarge }],
      },
      400,
    );
    stubSupplier(ACTIVE, (url) =>
      url.endsWith('/v2/suppliers/shipping/quote') ? answer : undefined,
    );
    renderApp('/proveedor/envios');
    await fillQuote();
    expect(await screen.findByText(MESSAGES.numberTooLarge)).toBeTruthy();

    answer = json(
      { statusCode: 422, code: 'ENVIA_KEY_INVALID', message: MESSAGES.enviaKeyRejected },
      422,
    );
    // The field error shows before the form leaves its "Cotizando…" state, so wait for the button.
    fireEvent.click(await screen.findByRole('button', { name: 'Cotizar envío' }));
    expect(await screen.findByText(MESSAGES.enviaKeyRejected)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says Envia refused the key, links to the settings and offers no quote', async () => {
    stubSupplier({
      ...ACTIVE,
      account: { state: 'invalid', maskedKey: '••••••7Q2x', simulator: false },
      carriers: [],
    });
    renderApp('/proveedor/envios');
    expect(await screen.findByText(MESSAGES.enviaKeyRejected, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambiar llave' }).getAttribute('href')).toBe(
      '/proveedor/configuracion',
    );
    expect(screen.getByText('Podrás cotizar cuando Envia acepte tu llave.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Cotización de prueba' })).toBeNull();
    expect(screen.queryByText(/simulador/)).toBeNull();
  });

  it('asks for a key when none is saved and for a warehouse when there is none', async () => {
    stubSupplier({
      account: { state: 'missing', maskedKey: null, simulator: true },
      origins: [],
      carriers: [],
    });
    renderApp('/proveedor/envios');
    expect(await screen.findByText(MESSAGES.enviaKeyMissing, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Aún no tienes direcciones de bodega.')).toBeTruthy();
    expect(
      screen.getByText('Agrega una bodega en Configuración para cotizar desde ella.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Llave guardada/)).toBeNull();
  });

  it('offers to ask Envia again when it could not be reached', async () => {
    let state: SupplierShipping['account']['state'] = 'unavailable';
    stubSupplier(ACTIVE, (url) =>
      url.endsWith('/v2/suppliers/shipping')
        ? json({ ...ACTIVE, account: { ...ACTIVE.account, state } })
        : undefined,
    );
    renderApp('/proveedor/envios');
    expect(await screen.findByText(MESSAGES.enviaUnreachable, {}, PAGE_LOAD)).toBeTruthy();
    state = 'active';
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('Envia aceptó tu llave.')).toBeTruthy());
  });
});
