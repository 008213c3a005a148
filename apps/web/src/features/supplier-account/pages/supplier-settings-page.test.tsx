// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { SupplierProfile } from '@hogarte/shared/contracts/suppliers';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { imageFile } from '../../../test/render-component';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };

const PROFILE: SupplierProfile = {
  uuid: 'user-3',
  company_name: 'Casa Textil SAS',
  nit: '900123456',
  company_phone: '6044441234',
  company_email: 'ventas@casatextil.co',
  company_description: 'Textiles para el hogar hechos en Colombia.',
  street_address: 'Calle 10 # 43-12',
  city: 'Medellín, Antioquia',
  legal_rep: { first_name: 'Andrés', last_name: 'Gómez', phone: '3001112233', cedula: '71234567' },
  contact: {
    first_name: 'Laura',
    last_name: 'Mejía',
    email: 'laura@casatextil.co',
    phone: '3004445566',
  },
  is_taxable: true,
  logo: null,
  bank: null,
  hasBankInfo: false,
};

function stubSupplier(extra: Parameters<typeof stubFetch>[0] = () => undefined) {
  const user = logIn(ROLE.supplier, { company_name: 'Casa Textil SAS' });
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.endsWith('/v1/suppliers/profile')) return json(PROFILE);
    if (url.endsWith('/v2/suppliers/storage-address')) return json([]);
    if (url.endsWith('/v2/suppliers/wompi-key')) return json({ wompiKey: 'pub_test_abc123' });
    if (url.endsWith('/v2/suppliers/envia-key')) {
      return json({ enviaKey: '••••••1234', isSet: true });
    }
    return undefined;
  }, user);
}

describe('the supplier settings page', { timeout: 15_000 }, () => {
  it('shows the company read-only with the support phone, and the company as bank holder', async () => {
    stubSupplier();
    renderApp('/proveedor/configuracion');
    expect(await screen.findByText('900123456', {}, PAGE_LOAD)).toBeTruthy();
    expect(await screen.findByText(/comunícate con soporte al \+57 604 444 1234/)).toBeTruthy();
    const bank = screen.getByRole('form', { name: 'Datos bancarios' });
    expect(within(bank).getByLabelText<HTMLInputElement>('Titular').value).toBe('Casa Textil SAS');
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeTruthy();
  });

  it('shows the Wompi key whole and only the last digits of the Envia key', async () => {
    stubSupplier();
    renderApp('/proveedor/configuracion');
    const wompi = await screen.findByRole('form', { name: 'Llave pública de Wompi' }, PAGE_LOAD);
    expect(within(wompi).getByLabelText<HTMLInputElement>('Llave pública de Wompi').value).toBe(
      'pub_test_abc123',
    );
    const envia = screen.getByRole('form', { name: 'Llave de Envia' });
    expect(within(envia).getByLabelText<HTMLInputElement>('Llave de Envia').value).toBe('');
    expect(within(envia).getByText(/Llave configurada: ••••••1234/)).toBeTruthy();
  });

  it('says the Wompi key could not be saved in the words of the spec', async () => {
    stubSupplier((url, init) =>
      url.endsWith('/v2/suppliers/wompi-key') && init?.method === 'PATCH'
        ? json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500)
        : undefined,
    );
    renderApp('/proveedor/configuracion');
    const wompi = await screen.findByRole('form', { name: 'Llave pública de Wompi' }, PAGE_LOAD);
    fireEvent.change(within(wompi).getByLabelText('Llave pública de Wompi'), {
      target: { value: 'pub_prod_nueva999' },
    });
    fireEvent.click(within(wompi).getByRole('button', { name: 'Guardar llave de Wompi' }));
    expect(await screen.findByText(MESSAGES.wompiKeyFailed)).toBeTruthy();
  });

  it('uploads the logo, shows it and refreshes the stored user for the top bar', async () => {
    let logo: string | null = null;
    stubSupplier((url, init) => {
      if (url.endsWith('/v1/users/files/17') && init?.method === 'POST') {
        logo = '/uploads/public/logo.png';
        return json({ id: 5, url: logo, filename: 'logo.png' }, 201);
      }
      if (url.endsWith('/v1/users/profile')) {
        return json({
          uuid: 'user-3',
          role_id: ROLE.supplier,
          first_name: 'Andrés',
          last_name: 'Gómez',
          email: 'ventas@casatextil.co',
          phone: '6044441234',
          avatar: null,
          hasBankInfo: false,
          is_approved: true,
          company_name: 'Casa Textil SAS',
          company_logo: logo,
          online_status: null,
        });
      }
      return undefined;
    });
    renderApp('/proveedor/configuracion');
    await screen.findByRole('button', { name: 'Subir logo' }, PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Archivo del logo de la empresa'), {
      target: { files: [imageFile('logo.png')] },
    });
    expect(await screen.findByRole('img', { name: 'Logo de Casa Textil SAS' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').company_logo).toBe(
        '/uploads/public/logo.png',
      ),
    );
  });
});
