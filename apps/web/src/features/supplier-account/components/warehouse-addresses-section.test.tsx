// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, stubFetch } from '../../../test/render-app';
import { jsonBody, renderComponent, requestTo } from '../../../test/render-component';
import { WarehouseAddressesSection } from './warehouse-addresses-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADDRESSES = [
  { id: 1, street_address: 'Calle 10 # 43-12', city_name: 'Medellín, Antioquia' },
  { id: 2, street_address: 'Carrera 7 # 71-21', city_name: 'Bogotá, D.C., Bogotá' },
  { id: 3, street_address: 'Avenida 6N # 23-50', city_name: 'Cali, Valle del Cauca' },
];

const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];

function stubAddresses(list: typeof ADDRESSES, extra?: Parameters<typeof stubFetch>[0]) {
  return stubFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url.endsWith('/v2/suppliers/storage-address') && (init?.method ?? 'GET') === 'GET') {
      return json(list);
    }
    if (url.endsWith('/v1/cities')) return json(CITIES);
    return undefined;
  });
}

describe('WarehouseAddressesSection', () => {
  it('turns the add form off at three warehouses with the limit message', async () => {
    stubAddresses(ADDRESSES);
    renderComponent(<WarehouseAddressesSection />);
    expect(await screen.findByText(MESSAGES.warehouseLimit)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Agregar dirección' }).disabled,
    ).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Dirección de la bodega').disabled).toBe(true);
  });

  it('checks the new address and adds it below the others', async () => {
    const fetchMock = stubAddresses(ADDRESSES.slice(0, 1), (url, init) =>
      url.endsWith('/v2/suppliers/storage-address') && init?.method === 'POST'
        ? json({ id: 7, street_address: 'Calle 50 # 10-20', city_name: 'Medellín, Antioquia' }, 201)
        : undefined,
    );
    renderComponent(<WarehouseAddressesSection />);
    await screen.findByText('Calle 10 # 43-12');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required).length).toBe(2));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Dirección de la bodega'), {
      target: { value: 'Calle 50 # 10-20' },
    });
    const city = await screen.findByRole('combobox', { name: 'Ciudad' });
    fireEvent.change(city, { target: { value: 'Medel' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Medellín, Antioquia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    expect(await screen.findByText('Calle 50 # 10-20')).toBeTruthy();
    expect(jsonBody(requestTo(fetchMock, '/v2/suppliers/storage-address', 'POST'))).toEqual({
      street_address: 'Calle 50 # 10-20',
      city_name: 'Medellín, Antioquia',
      city_id: '05001',
    });
  });

  it("shows the server's refusal of a fourth warehouse", async () => {
    stubAddresses(ADDRESSES.slice(0, 2), (url, init) =>
      init?.method === 'POST' && url.endsWith('/v2/suppliers/storage-address')
        ? json({ statusCode: 409, code: 'LIMIT', message: MESSAGES.warehouseLimit }, 409)
        : undefined,
    );
    renderComponent(<WarehouseAddressesSection />);
    await screen.findByText('Calle 10 # 43-12');
    fireEvent.change(screen.getByLabelText('Dirección de la bodega'), {
      target: { value: 'Calle 1' },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'Medel' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Medellín, Antioquia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    expect(await screen.findByText(MESSAGES.warehouseLimit)).toBeTruthy();
  });

  it('deletes an address and confirms it, or says it could not', async () => {
    stubAddresses(ADDRESSES, (url, init) => {
      if (init?.method !== 'DELETE') return undefined;
      return url.endsWith('/v2/users/addresses/1')
        ? json({ message: MESSAGES.addressDeleted })
        : json(
            { statusCode: 404, code: 'NOT_FOUND', message: 'No encontramos lo que buscas' },
            404,
          );
    });
    renderComponent(<WarehouseAddressesSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Eliminar dirección Calle 10 # 43-12' }),
    );
    expect(await screen.findByText(MESSAGES.addressDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Calle 10 # 43-12')).toBeNull());
    // With two left the add form is back on.
    expect(screen.queryByText(MESSAGES.warehouseLimit)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar dirección Carrera 7 # 71-21' }));
    expect(await screen.findByText(MESSAGES.addressDeleteFailed)).toBeTruthy();
  });
});
