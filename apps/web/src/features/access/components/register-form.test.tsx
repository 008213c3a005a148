// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { AppProviders } from '../../../app/providers';
import { reloadAt } from '../../../lib/full-reload';
import { json, sentBody, stubFetch, wasCalled } from '../../../test/render-app';
import { fakeToken, fakeUser } from '../../../test/session-fixtures';
import { RegisterForm } from './register-form';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

const CITIES = [
  { id: '05001', name: 'Medellín', department: 'Antioquia' },
  { id: '11001', name: 'Bogotá, D.C.', department: 'Bogotá, D.C.' },
];
const SOURCES = [
  { id: 1, name: 'Instagram' },
  { id: 5, name: 'Recomendación de un amigo' },
];

function lookups(url: string): Response | undefined {
  if (url.endsWith('/v1/cities')) return json(CITIES);
  if (url.endsWith('/v1/users/sources')) return json(SOURCES);
  return undefined;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValidForm() {
  type('Nombres', 'Valentina');
  type('Apellidos', 'Gómez');
  type('Correo electrónico', 'valentina@prueba.co');
  type('Celular', '3101234567');
  type('Cédula', '1020304050');
  // The city search loads after the form's first render (decision 048).
  const city = await screen.findByRole('combobox', { name: 'Ciudad' });
  fireEvent.change(city, { target: { value: 'medellin' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Medellín, Antioquia' }));
  type('Dirección', 'Calle 10 # 35-20');
  await screen.findByRole('option', { name: 'Instagram' });
  fireEvent.change(screen.getByLabelText('¿Cómo nos conociste?'), { target: { value: '1' } });
  type('Contraseña', 'Clave123!');
  type('Confirmar contraseña', 'Clave123!');
}

function renderForm() {
  render(
    <AppProviders>
      <MemoryRouter>
        <RegisterForm callback={undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('RegisterForm', () => {
  it('keeps the button disabled until the terms are accepted', () => {
    stubFetch(lookups);
    renderForm();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Crear cuenta' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit.disabled).toBe(false);
  });

  it('lists the five password rules', () => {
    stubFetch(lookups);
    renderForm();
    for (const message of [
      MESSAGES.passwordLowercase,
      MESSAGES.passwordUppercase,
      MESSAGES.passwordSpecial,
      MESSAGES.passwordNumber,
      MESSAGES.passwordLength,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it("shows the server's check on the field it concerns and does not register", async () => {
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/v1/users/check')) {
        return json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: MESSAGES.emailTaken,
            errors: [{ field: 'email', message: MESSAGES.emailTaken }],
          },
          409,
        );
      }
      return lookups(url);
    });
    renderForm();
    await fillValidForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/clients')).toBe(false);
  });

  it('checks, registers with the city label and id, stores the session and reloads', async () => {
    const token = fakeToken(ROLE.client);
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/v1/users/check')) return json({ available: true });
      if (url.endsWith('/v1/clients')) return json({ token, user: fakeUser(ROLE.client) }, 201);
      return lookups(url);
    });
    renderForm();
    await fillValidForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(sentBody(fetchMock, '/v1/clients')).toMatchObject({
      email: 'valentina@prueba.co',
      city_name: 'Medellín, Antioquia',
      city_id: '05001',
      referred_from_id: 1,
      passwordConfirm: 'Clave123!',
    });
    expect(localStorage.getItem('token')).toBe(token);
  });
});
