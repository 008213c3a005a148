// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
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
  first_name: 'Laura',
  last_name: 'Mejía',
  phone: '3104567890',
  email: 'laura@estudio.co',
  cedula: '1036654321',
  city_name: 'Medellín, Antioquia',
  city_id: '05001',
  street_address: 'Calle 10 # 43-12',
  profession_id: 1,
  password: 'Clave123!',
  passwordConfirm: 'Clave123!',
  bio: 'Diseñadora de interiores con diez años de experiencia en vivienda. '.repeat(3),
};

const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];
const PROFESSIONS = [
  { id: 1, name: 'Diseñador(a) de interiores' },
  { id: 2, name: 'Arquitecto(a)' },
];
const SOURCES = [{ id: 1, name: 'Instagram' }];

function lookups(url: string): Response | undefined {
  if (url.endsWith('/v1/cities')) return json(CITIES);
  if (url.endsWith('/v1/designers/professions')) return json(PROFESSIONS);
  if (url.endsWith('/v1/users/sources')) return json(SOURCES);
  return undefined;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillStepTwo() {
  type('Universidad', 'Universidad Pontificia Bolivariana');
  type('Año de graduación', '2014');
  await screen.findByRole('option', { name: 'Instagram' });
  fireEvent.change(screen.getByLabelText('¿Cómo nos conociste?'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Foto de perfil'), {
    target: { files: [fakeFile('laura.jpg', 'image/jpeg')] },
  });
  fireEvent.change(screen.getByLabelText('Portafolio'), {
    target: { files: [fakeFile('sala.jpg', 'image/jpeg'), fakeFile('cocina.png', 'image/png')] },
  });
}

// Whole-app renders with MUI are slow in jsdom, more so on a busy machine.
describe('designer sign-up', { timeout: 20_000 }, () => {
  it('sends step 2 back to step 1 when no step 1 data was passed', async () => {
    stubFetch(lookups);
    const { router } = renderApp('/disenador/paso-2');
    // The first test also loads the pages' code: it gets more time than findBy's default.
    await screen.findByLabelText('Nombres', {}, { timeout: 5000 });
    expect(
      screen.getByRole('form', { name: 'Solicitud de diseñador: datos personales' }),
    ).toBeTruthy();
    expect(router.location.pathname).toBe('/disenador/paso-1');
  });

  it('sends step 2 back to step 1 when the data passed does not pass step 1', async () => {
    stubFetch(lookups);
    const { router } = renderApp({
      pathname: '/disenador/paso-2',
      state: { stepOne: { ...STEP_ONE, email: 'no-es-un-correo' } },
    });
    await screen.findByLabelText('Nombres', {}, { timeout: 5000 });
    expect(router.location.pathname).toBe('/disenador/paso-1');
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('');
  });

  it('fills step 1 again with the data step 2 hands back', async () => {
    stubFetch(lookups);
    renderApp({ pathname: '/disenador/paso-1', state: { stepOne: STEP_ONE } });
    const email = await screen.findByLabelText<HTMLInputElement>(
      'Correo electrónico',
      {},
      { timeout: 5000 },
    );
    expect(email.value).toBe(STEP_ONE.email);
    expect(screen.getByLabelText<HTMLInputElement>('Nombres').value).toBe(STEP_ONE.first_name);
  });

  it('shows at most two problems at once on step 1', async () => {
    stubFetch(lookups);
    renderApp('/disenador/paso-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2));
    // Both are on the first two fields; the phone's own problem waits its turn.
    expect(screen.getByLabelText('Nombres').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Apellidos').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Celular').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the server check on the email and moves on once it passes', async () => {
    let taken = true;
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/v1/users/check')) {
        return taken
          ? json(
              {
                statusCode: 409,
                code: 'CONFLICT',
                message: MESSAGES.emailTaken,
                errors: [{ field: 'email', message: MESSAGES.emailTaken }],
              },
              409,
            )
          : json({ available: true });
      }
      return lookups(url);
    });
    const { router } = renderApp({ pathname: '/disenador/paso-1', state: { stepOne: STEP_ONE } });
    // Coming back from step 2 refills step 1.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe(
        STEP_ONE.email,
      ),
    );
    await screen.findByRole('option', { name: 'Diseñador(a) de interiores' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeTruthy();
    expect(router.location.pathname).toBe('/disenador/paso-1');
    expect(wasCalled(fetchMock, '/v1/users/check')).toBe(true);

    taken = false;
    // The server's refusal shows before the form leaves its "Verificando…" state.
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByLabelText('Universidad', {}, { timeout: 5000 });
    expect(router.location.pathname).toBe('/disenador/paso-2');
    expect(router.location.state).toMatchObject({ stepOne: { email: STEP_ONE.email } });
  });

  it('asks for the photo and portfolio and keeps Enviar solicitud off until the terms', async () => {
    const fetchMock = stubFetch(lookups);
    renderApp({ pathname: '/disenador/paso-2', state: { stepOne: STEP_ONE } });
    const submit = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Enviar solicitud',
    });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText(MESSAGES.avatarRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.portfolioRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.universityRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.graduationYearInvalid)).toBeTruthy();
    expect(screen.getByText('Cuentanos cómo conociste Hogarte')).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/designers')).toBe(false);
  });

  it('sends both steps with the photo and portfolio, then says the request arrived', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/v1/designers')
        ? json({ message: MESSAGES.applicationReceived }, 201)
        : lookups(url),
    );
    renderApp({ pathname: '/disenador/paso-2', state: { stepOne: STEP_ONE } });
    await screen.findByLabelText('Universidad', {}, { timeout: 5000 });
    await fillStepTwo();
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('heading', { name: MESSAGES.applicationReceived })).toBeTruthy();
    expect(screen.getByText(/te contactaremos pronto/)).toBeTruthy();
    const form = sentForm(fetchMock, '/v1/designers');
    expect(form?.get('email')).toBe(STEP_ONE.email);
    expect(form?.get('profession_id')).toBe('1');
    expect(form?.get('city_id')).toBe('05001');
    expect(form?.get('university_name')).toBe('Universidad Pontificia Bolivariana');
    expect(form?.get('graduation_year')).toBe('2014');
    expect(form?.get('referred_from_id')).toBe('1');
    expect(form?.has('instagram')).toBe(false);
    expect((form?.get('avatar') as File).name).toBe('laura.jpg');
    expect(form?.getAll('portfolio').map((file) => (file as File).name)).toEqual([
      'sala.jpg',
      'cocina.png',
    ]);
  });

  it("shows a step 1 field's server problem as the form's message", async () => {
    stubFetch((url) =>
      url.endsWith('/v1/designers')
        ? json(
            {
              statusCode: 409,
              code: 'CONFLICT',
              message: MESSAGES.cedulaTaken,
              errors: [{ field: 'cedula', message: MESSAGES.cedulaTaken }],
            },
            409,
          )
        : lookups(url),
    );
    renderApp({ pathname: '/disenador/paso-2', state: { stepOne: STEP_ONE } });
    await screen.findByLabelText('Universidad', {}, { timeout: 5000 });
    await fillStepTwo();
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.cedulaTaken);
  });
});
