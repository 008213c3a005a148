// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeFile, sentForm, stubObjectUrls } from '../../../test/files';
import { imageFile } from '../../../test/render-component';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  urlOf,
} from '../../../test/render-app';
import { adviserPage, adviserRow } from '../test/adviser-fixtures';

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
const SUPPLIER_UUID = 'b0a7f1c2-1111-4d2e-9f00-5c6d7e8f9a0b';
const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];

function stubCreation(respond: (url: string, init?: RequestInit) => Response | undefined) {
  const user = logIn(ROLE.supplier, { uuid: SUPPLIER_UUID, company_name: 'Cerámicas del Valle' });
  localStorage.setItem(
    'token',
    // The supplier's uuid travels in the token, which is what the page reads.
    (localStorage.getItem('token') ?? '').replace(/^([^.]+)\.([^.]+)\./, (_whole, head: string) => {
      const claims = {
        role_id: ROLE.supplier,
        uuid: SUPPLIER_UUID,
        tv: 0,
        exp: Date.now() / 1000 + 3600,
      };
      const payload = btoa(JSON.stringify(claims))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      return `${head}.${payload}.`;
    }),
  );
  return stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url.endsWith('/v1/cities')) return json(CITIES);
    if (url.includes('/v2/suppliers/salespeople?')) return json(adviserPage([adviserRow()]));
    return undefined;
  }, user);
}

async function openForm() {
  renderApp('/proveedor/asesor/nuevo');
  return screen.findByRole('form', { name: 'Crear nuevo Asesor' }, PAGE_LOAD);
}

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillValid() {
  type('Nombres', 'Daniela');
  type('Apellidos', 'Ruiz Montoya');
  type('Cédula', '1037123456');
  type('Celular', '3017776655');
  type('Correo electrónico', 'daniela@demo.co');
  fireEvent.change(await screen.findByRole('combobox', { name: 'Ciudad' }), {
    target: { value: 'Medel' },
  });
  fireEvent.click(await screen.findByRole('option', { name: 'Medellín, Antioquia' }));
  type('Profesión o perfil profesional', 'Diseñadora de interiores');
  type('Instagram (opcional)', '@daniela.acabados');
  type('Video de presentación', 'https://www.youtube.com/watch?v=abc123');
  fireEvent.change(screen.getByLabelText('Foto de perfil (opcional)'), {
    target: { files: [imageFile('daniela.png')] },
  });
  fireEvent.change(screen.getByLabelText('Diploma profesional'), {
    target: { files: [fakeFile('diploma.pdf', 'application/pdf')] },
  });
  fireEvent.change(screen.getByLabelText('Portafolio'), {
    target: { files: [imageFile('cocina.png'), imageFile('sala.jpg', 'image/jpeg')] },
  });
  type('Contraseña', 'Clave123!');
  type('Confirma la contraseña', 'Clave123!');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Crear asesor' }));
}

function callOrder(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input]) => new URL(urlOf(input), 'http://localhost').pathname);
}

describe('Crear nuevo Asesor', { timeout: 60_000 }, () => {
  it('checks email, phone and cedula first, then sends the adviser and goes to the list', async () => {
    const fetchMock = stubCreation((url, init) => {
      if (url.endsWith('/v1/users/check')) return json({ available: true });
      if (url.endsWith(`/v2/salespeople/salesperson/${SUPPLIER_UUID}`) && init?.method === 'POST') {
        return json({ message: MESSAGES.adviserCreated, salesperson_id: 'nuevo' }, 201);
      }
      return undefined;
    });
    await openForm();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Asesores' }).getAttribute('href')).toBe(
      '/proveedor/asesor/lista',
    );
    expect(within(trail).getByText('Crear nuevo Asesor')).toBeTruthy();
    // The notice to keep the password can be closed.
    expect(screen.getByText(MESSAGES.adviserPasswordNotice)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText(MESSAGES.adviserPasswordNotice)).toBeNull();

    await fillValid();
    submit();
    expect(await screen.findByText(MESSAGES.adviserCreated, {}, PAGE_LOAD)).toBeTruthy();
    expect(callOrder(fetchMock)).toEqual([
      '/v1/users/check',
      `/v2/salespeople/salesperson/${SUPPLIER_UUID}`,
    ]);
    expect(sentBody(fetchMock, '/v1/users/check')).toEqual({
      email: 'daniela@demo.co',
      phone: '3017776655',
      cedula: '1037123456',
    });
    const form = sentForm(fetchMock, '/v2/salespeople/salesperson/');
    expect(form?.get('first_name')).toBe('Daniela');
    expect(form?.get('city_name')).toBe('Medellín, Antioquia');
    expect(form?.get('city_id')).toBe('05001');
    expect(form?.get('instagram_account')).toBe('daniela.acabados');
    expect(form?.get('password')).toBe('Clave123!');
    expect(form?.has('passwordConfirm')).toBe(false);
    expect((form?.get('avatar') as File).name).toBe('daniela.png');
    expect((form?.get('professionalDiploma') as File).name).toBe('diploma.pdf');
    expect(form?.getAll('portfolio').map((file) => (file as File).name)).toEqual([
      'cocina.png',
      'sala.jpg',
    ]);
    expect(await screen.findByRole('heading', { name: 'Lista Asesores' }, PAGE_LOAD)).toBeTruthy();
  });

  it('shows the spec’s rules in Spanish and sends nothing while one fails', async () => {
    const fetchMock = stubCreation(() => undefined);
    await openForm();
    submit();
    expect((await screen.findAllByText(MESSAGES.required)).length).toBeGreaterThan(5);
    // The first field the form shows takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Nombres'));
    expect(screen.getByText(MESSAGES.adviserDiplomaRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.adviserPortfolioRequired)).toBeTruthy();

    await fillValid();
    type('Nombres', 'Ana');
    type('Apellidos', 'Gil');
    type('Instagram (opcional)', 'mi-usuario-con-guiones');
    type('Video de presentación', 'mi video');
    type('Confirma la contraseña', 'Otra123!');
    submit();
    expect(await screen.findByText(MESSAGES.adviserFirstNameMin)).toBeTruthy();
    expect(screen.getByText(MESSAGES.adviserLastNameMin)).toBeTruthy();
    expect(screen.getByText(MESSAGES.adviserInstagramInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.adviserVideoUrlInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(callOrder(fetchMock)).toEqual([]);
  });

  it('keeps at most five portfolio images and takes a photo of the diploma', async () => {
    stubCreation(() => undefined);
    await openForm();
    fireEvent.change(screen.getByLabelText('Portafolio'), {
      target: { files: ['1', '2', '3', '4', '5', '6'].map((n) => imageFile(`foto-${n}.png`)) },
    });
    expect(screen.getByText(MESSAGES.adviserPortfolioMax)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Imágenes del portafolio' });
    expect(within(list).getAllByRole('img')).toHaveLength(5);
    fireEvent.change(screen.getByLabelText('Diploma profesional'), {
      target: { files: [imageFile('diploma.jpg', 'image/jpeg')] },
    });
    expect(screen.getByText('diploma.jpg')).toBeTruthy();
  });

  it('puts the check’s answer on the fields taken, and does not create the adviser', async () => {
    const fetchMock = stubCreation((url) =>
      url.endsWith('/v1/users/check')
        ? json(
            {
              statusCode: 409,
              code: 'DUPLICATE_USER',
              message: MESSAGES.emailTaken,
              errors: [
                { field: 'email', message: MESSAGES.emailTaken },
                { field: 'cedula', message: MESSAGES.cedulaTaken },
              ],
            },
            409,
          )
        : undefined,
    );
    await openForm();
    await fillValid();
    submit();
    expect(await screen.findByText(MESSAGES.emailTaken, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText(MESSAGES.cedulaTaken)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.adviserCreateFailed, {}, PAGE_LOAD)).toBeTruthy();
    expect(callOrder(fetchMock)).toEqual(['/v1/users/check']);
  });

  it('says the server’s message, or the spec’s fallback, when creating fails', async () => {
    const fetchMock = stubCreation((url) => {
      if (url.endsWith('/v1/users/check')) return json({ available: true });
      if (url.includes('/v2/salespeople/salesperson/')) {
        return json({ statusCode: 422, code: 'X', message: 'El servidor no pudo guardar' }, 422);
      }
      return undefined;
    });
    await openForm();
    await fillValid();
    submit();
    expect(await screen.findByText('El servidor no pudo guardar', {}, PAGE_LOAD)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.adviserCreateFailed, {}, PAGE_LOAD)).toBeTruthy();

    // Without an answer (the network failed) the form says the spec's own text.
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      urlOf(input).includes('/v2/salespeople/salesperson/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : (answer as NonNullable<typeof answer>)(input, init),
    );
    submit();
    expect(await screen.findByText(MESSAGES.adviserRequestFailed, {}, PAGE_LOAD)).toBeTruthy();
  });
});
