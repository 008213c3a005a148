// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { json, logIn, renderApp, sentBody, stubBrowser, stubFetch } from '../../../test/render-app';
import { imageFile, requestTo } from '../../../test/render-component';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const BIO =
  'Diseñadora de interiores con diez años de experiencia en vivienda y locales comerciales. ' +
  'Me gusta trabajar con materiales naturales, luz cálida y piezas de artesanos colombianos en cada proyecto.';

function profile(overrides: Partial<DesignerProfile> = {}): DesignerProfile {
  return {
    uuid: 'user-2',
    first_name: 'Camila',
    last_name: 'Restrepo',
    average_rating: 4.5,
    number_of_ratings: 12,
    email: 'camila@demo.co',
    phone: '3201234567',
    address: 'Calle 10 # 43-12',
    city: 'Medellín, Antioquia',
    city_id: '05001',
    bio: BIO,
    socials: { instagram: 'https://instagram.com/camila.disena' },
    is_active: true,
    is_public: true,
    portfolio: [{ id: 1, url: '/uploads/public/p1.jpg', filename: 'sala.jpg' }],
    bank: null,
    avatar: null,
    university_name: 'Universidad Pontificia Bolivariana',
    graduation_year: 2014,
    cedula: '1037654321',
    profession: 'Diseñador(a) de interiores',
    ...overrides,
  };
}

/** The page's code loads on demand: the first render may take longer than findBy's default. */
const PAGE_LOAD = { timeout: 5000 };

const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];

function stubDesigner(extra: Parameters<typeof stubFetch>[0] = () => undefined) {
  const user = logIn(ROLE.designer);
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.endsWith('/v1/designers/profile')) return json(profile());
    if (url.endsWith('/v1/cities')) return json(CITIES);
    return undefined;
  }, user);
}

describe('the designer settings page', { timeout: 15_000 }, () => {
  it('shows the profile card, the data form with the Instagram user, and the bank holder', async () => {
    stubDesigner();
    renderApp('/disenador/configuracion');
    expect(await screen.findByText('Camila Restrepo', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.5 de 5 estrellas' })).toBeTruthy();
    expect(screen.getByText('12 calificaciones')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Tus datos' });
    expect(within(form).getByLabelText<HTMLInputElement>('Instagram').value).toBe('camila.disena');
    const bank = screen.getByRole('form', { name: 'Datos bancarios' });
    const holder = within(bank).getByLabelText<HTMLInputElement>('Titular');
    expect(holder.value).toBe('Camila Restrepo');
    expect(holder.readOnly).toBe(true);
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeTruthy();
  });

  it('saves the data with PATCH /v1/users and puts a taken email on its field', async () => {
    const fetchMock = stubDesigner((url, init) =>
      url.endsWith('/v1/users') && init?.method === 'PATCH'
        ? json(
            {
              statusCode: 409,
              code: 'DUPLICATE_USER',
              message: MESSAGES.emailTaken,
              errors: [{ field: 'email', message: MESSAGES.emailTaken }],
            },
            409,
          )
        : undefined,
    );
    renderApp('/disenador/configuracion');
    const form = await screen.findByRole('form', { name: 'Tus datos' }, PAGE_LOAD);
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'otra@demo.co' },
    });
    fireEvent.change(within(form).getByLabelText('Contraseña actual'), {
      target: { value: 'Clave123!' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(MESSAGES.emailTaken)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/users')).toEqual({
      user: { email: 'otra@demo.co', phone: '3201234567' },
      address: { street_address: 'Calle 10 # 43-12', city_id: '05001' },
      city_name: 'Medellín, Antioquia',
      designer: { bio: BIO },
      socials: { instagram: 'camila.disena' },
      currentPassword: 'Clave123!',
    });
  });

  it('asks for the current password only to change the email, and sends it with the change', async () => {
    const fetchMock = stubDesigner((url, init) =>
      url.endsWith('/v1/users') && init?.method === 'PATCH'
        ? json(
            {
              statusCode: 400,
              code: 'WRONG_PASSWORD',
              message: MESSAGES.currentPasswordWrong,
              errors: [{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }],
            },
            400,
          )
        : undefined,
    );
    renderApp('/disenador/configuracion');
    const form = await screen.findByRole('form', { name: 'Tus datos' }, PAGE_LOAD);
    expect(within(form).queryByLabelText('Contraseña actual')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'nueva@demo.co' },
    });
    fireEvent.change(within(form).getByLabelText('Contraseña actual'), {
      target: { value: 'Equivocada1!' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/users')).toMatchObject({
      user: { email: 'nueva@demo.co' },
      currentPassword: 'Equivocada1!',
    });
    // Back to the stored email, nothing to confirm.
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'camila@demo.co' },
    });
    expect(within(form).queryByLabelText('Contraseña actual')).toBeNull();
  });

  it('asks for a bio of at least 170 characters and counts them', async () => {
    stubDesigner();
    renderApp('/disenador/configuracion');
    const form = await screen.findByRole('form', { name: 'Tus datos' }, PAGE_LOAD);
    fireEvent.change(within(form).getByLabelText('Biografía'), { target: { value: 'Muy corta' } });
    expect(within(form).getByText('9/500 caracteres (mínimo 170)')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(MESSAGES.bioMin)).toBeTruthy();
  });

  it('changes the avatar and tells the top bar', async () => {
    const fetchMock = stubDesigner((url, init) =>
      url.endsWith('/v1/designers/avatar') && init?.method === 'PATCH'
        ? json({ url: '/uploads/public/nuevo-avatar.png' })
        : undefined,
    );
    renderApp('/disenador/configuracion');
    await screen.findByRole('button', { name: 'Cambiar foto de perfil' }, PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Archivo de la foto de perfil'), {
      target: { files: [imageFile('yo.png')] },
    });
    expect(await screen.findByText(MESSAGES.avatarUpdated)).toBeTruthy();
    const body = requestTo(fetchMock, '/v1/designers/avatar', 'PATCH')?.body as FormData;
    expect(body.get('avatar')).toBeInstanceOf(File);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').avatar).toBe(
      '/uploads/public/nuevo-avatar.png',
    );
  });
});
