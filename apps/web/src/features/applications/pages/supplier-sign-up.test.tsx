// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { nitCheckDigit } from '@hogarte/shared/nit';
import { fakeFile, sentForm, stubObjectUrls } from '../../../test/files';
import { json, renderApp, stubBrowser, stubFetch, wasCalled } from '../../../test/render-app';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const STEP_ONE = {
  company_name: 'Cerámicas del Valle',
  company_phone: '3157654321',
  company_email: 'ventas@ceramicasdelvalle.co',
  NIT: '900123456',
  street_address: 'Carrera 50 # 10-20',
  city_name: 'Medellín, Antioquia',
  city_id: '05001',
  warehouse1_address: 'Bodega 3, Zona Industrial',
  warehouse1_city_name: 'Medellín, Antioquia',
  warehouse2_address: '',
  warehouse2_city_name: '',
  warehouse3_address: '',
  warehouse3_city_name: '',
  password: 'Clave123!',
  passwordConfirm: 'Clave123!',
  company_description:
    'Fabricamos revestimientos cerámicos y porcelanatos para cocinas, baños y fachadas desde 1998.',
  legal_rep_first_name: 'Andrés',
  legal_rep_last_name: 'Zapata',
  legal_rep_phone: '3001112233',
  legal_rep_cedula: '71234567',
};

function lookups(url: string): Response | undefined {
  if (url.endsWith('/v1/cities'))
    return json([{ id: '05001', name: 'Medellín', department: 'Antioquia' }]);
  return undefined;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('supplier sign-up', { timeout: 20_000 }, () => {
  it('sends step 2 back to step 1 when no step 1 data was passed', async () => {
    stubFetch(lookups);
    const { router } = renderApp('/proveedor/paso-2');
    await screen.findByLabelText('Nombre de la empresa', {}, { timeout: 5000 });
    expect(router.location.pathname).toBe('/proveedor/paso-1');
  });

  it('keeps the NIT to nine digits and shows its check digit', async () => {
    stubFetch(lookups);
    renderApp('/proveedor/paso-1');
    const nit = await screen.findByLabelText<HTMLInputElement>('NIT', {}, { timeout: 5000 });
    fireEvent.change(nit, { target: { value: '90a0.123' } });
    expect(nit.value).toBe('900123');
    expect(screen.queryByText(/Dígito de verificación/)).toBeNull();

    fireEvent.change(nit, { target: { value: '900123456-7' } });
    expect(nit.value).toBe('900123456');
    expect(screen.getByText(`Dígito de verificación: ${nitCheckDigit('900123456')}`)).toBeTruthy();
  });

  it("puts the server check on the company's phone, then moves on", async () => {
    let taken = true;
    stubFetch((url) => {
      if (url.endsWith('/v1/users/check')) {
        return taken
          ? json(
              {
                statusCode: 409,
                code: 'CONFLICT',
                message: MESSAGES.phoneTaken,
                errors: [{ field: 'phone', message: MESSAGES.phoneTaken }],
              },
              409,
            )
          : json({ available: true });
      }
      return lookups(url);
    });
    const { router } = renderApp({ pathname: '/proveedor/paso-1', state: { stepOne: STEP_ONE } });
    await screen.findByLabelText('Nombre de la empresa', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGES.phoneTaken)).toBeTruthy();
    expect(screen.getByLabelText('Celular de la empresa').getAttribute('aria-invalid')).toBe(
      'true',
    );

    taken = false;
    // The server's refusal shows before the form leaves its "Verificando…" state.
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByLabelText('Nombres del contacto', {}, { timeout: 5000 });
    expect(router.location.pathname).toBe('/proveedor/paso-2');
  });

  it('asks for the chamber of commerce only from VAT-responsible companies', async () => {
    const fetchMock = stubFetch(lookups);
    renderApp({ pathname: '/proveedor/paso-2', state: { stepOne: STEP_ONE } });
    await screen.findByLabelText('Nombres del contacto', {}, { timeout: 5000 });
    expect(screen.queryByLabelText('Cámara de comercio')).toBeNull();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));

    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(screen.getByLabelText('Cámara de comercio')).toBeTruthy();
    fireEvent.click(submit);
    expect(await screen.findByText(MESSAGES.rutRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.chamberOfCommerceRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByLabelText('Cámara de comercio')).toBeNull());
    expect(screen.queryByText(MESSAGES.chamberOfCommerceRequired)).toBeNull();
    expect(screen.getByText(MESSAGES.rutRequired)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v2/suppliers')).toBe(false);
  });

  it('sends both steps with the RUT and chamber of commerce and says the request arrived', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/v2/suppliers')
        ? json({ message: MESSAGES.applicationReceived }, 201)
        : lookups(url),
    );
    renderApp({ pathname: '/proveedor/paso-2', state: { stepOne: STEP_ONE } });
    await screen.findByLabelText('Nombres del contacto', {}, { timeout: 5000 });
    type('Nombres del contacto', 'Marcela');
    type('Apellidos del contacto', 'Ríos');
    type('Correo del contacto', 'marcela@ceramicasdelvalle.co');
    type('Celular del contacto', '3209876543');
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    fireEvent.change(screen.getByLabelText('RUT'), {
      target: { files: [fakeFile('rut.pdf', 'application/pdf')] },
    });
    fireEvent.change(screen.getByLabelText('Cámara de comercio'), {
      target: { files: [fakeFile('camara.pdf', 'application/pdf')] },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { name: MESSAGES.applicationReceived })).toBeTruthy();
    const form = sentForm(fetchMock, '/v2/suppliers');
    expect(form?.get('company_email')).toBe(STEP_ONE.company_email);
    expect(form?.get('NIT')).toBe('900123456');
    expect(form?.get('contact_first_name')).toBe('Marcela');
    expect(form?.get('is_taxable')).toBe('true');
    expect(form?.has('warehouse2_address')).toBe(false);
    expect((form?.get('rut') as File).name).toBe('rut.pdf');
    expect((form?.get('chamberOfCommerce') as File).name).toBe('camara.pdf');
  });
});
