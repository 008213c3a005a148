// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import { MESSAGES } from '@hogarte/shared/messages';
import { fakeFile, sentForm, stubObjectUrls } from '../../../test/files';
import { json, stubBrowser, stubFetch } from '../../../test/render-app';
import { jsonBody, renderComponent, requestTo } from '../../../test/render-component';
import { StoreSettingsPage } from './store-settings-page';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETTINGS: Store = {
  company_name: 'Cerámicas del Valle',
  store: 'Cerámicas-del-Valle',
  company_primary_color: '#8c4a2f',
  company_secondary_color: '#f3e9dc',
  company_font_type: 'Open Sans',
  company_logo: null,
  company_banner: [],
  company_navbarLinks: [],
  company_social_Media_Links: [],
};

const banner = (id: number) => ({
  id,
  url: `/uploads/banner-${id}.webp`,
  card_url: `/uploads/banner-${id}-card.webp`,
});

function stubSettings(
  settings: Store = SETTINGS,
  extra: Parameters<typeof stubFetch>[0] = () => undefined,
) {
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.endsWith('/v2/suppliers/e-commerce') && (init?.method ?? 'GET') === 'GET') {
      return json(settings);
    }
    return undefined;
  });
}

const PAGE = { timeout: 5000 };

function renderPage() {
  return renderComponent(<StoreSettingsPage title="Preferencias de E-Commerce" />);
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('the store settings page', { timeout: 15_000 }, () => {
  it('shows the four sections and links to the store', async () => {
    stubSettings();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Preferencias de E-Commerce' }, PAGE),
    ).toBeTruthy();
    await screen.findByRole('region', { name: 'Preferencias de marca' }, PAGE);
    for (const name of [
      'Banners de la tienda',
      'Enlaces de la barra de navegación',
      'Redes sociales',
    ]) {
      expect(section(name)).toBeTruthy();
    }
    const link = screen.getByRole('link', { name: 'Ver mi tienda' });
    expect(link.getAttribute('href')).toBe(
      `/${encodeURIComponent('Cerámicas-del-Valle')}/productos`,
    );
  });

  it('enables Save only when something changed, and Cancel restores what is saved', async () => {
    stubSettings();
    renderPage();
    const save = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Guardar cambios' },
      PAGE,
    );
    const cancel = screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar' });
    expect(save.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);

    const primary = screen.getByLabelText<HTMLInputElement>('Color primario');
    fireEvent.change(primary, { target: { value: '#1e5aa8' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(cancel.disabled).toBe(false);
    // The preview shows the colour before it is saved.
    const preview = screen.getByTestId('store-preview');
    expect(within(preview).getByText('Agregar al carrito')).toBeTruthy();

    fireEvent.click(cancel);
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(primary.value).toBe('#8c4a2f');

    // A new logo alone is a change too, and Cancel drops it.
    fireEvent.change(screen.getByLabelText('Archivo del logo de la empresa'), {
      target: { files: [fakeFile('logo.png', 'image/png')] },
    });
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(screen.getByAltText('Vista previa del nuevo logo')).toBeTruthy();
    fireEvent.click(cancel);
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.queryByAltText('Vista previa del nuevo logo')).toBeNull();
  });

  it('saves the brand as ecommerceData with the logo, then has nothing left to save', async () => {
    const fetchMock = stubSettings(SETTINGS, (url, init) =>
      url.endsWith('/v2/suppliers/e-commerce') && init?.method === 'PATCH'
        ? json({
            ...SETTINGS,
            company_primary_color: '#1e5aa8',
            company_logo: '/uploads/logo.png',
            message: MESSAGES.ecommerceUpdated,
          })
        : undefined,
    );
    renderPage();
    const save = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Guardar cambios' },
      PAGE,
    );
    fireEvent.change(screen.getByLabelText('Color primario'), { target: { value: '#1E5AA8' } });
    fireEvent.change(screen.getByLabelText('Archivo del logo de la empresa'), {
      target: { files: [fakeFile('logo.png', 'image/png')] },
    });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(MESSAGES.ecommerceUpdated)).toBeTruthy();
    const form = requestTo(fetchMock, '/v2/suppliers/e-commerce', 'PATCH')?.body;
    if (!(form instanceof FormData)) throw new Error('no multipart PATCH');
    expect(JSON.parse(form.get('ecommerceData') as string)).toEqual({
      company_primary_color: '#1e5aa8',
      company_secondary_color: '#f3e9dc',
      company_font_type: 'Open Sans',
    });
    expect((form.get('companyLogo') as File | null)?.name).toBe('logo.png');
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('says what is wrong with a colour and does not send it', async () => {
    const fetchMock = stubSettings();
    renderPage();
    const save = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Guardar cambios' },
      PAGE,
    );
    fireEvent.change(screen.getByLabelText('Color secundario'), { target: { value: 'azul' } });
    expect(await screen.findByText(MESSAGES.colorInvalid)).toBeTruthy();
    fireEvent.click(save);
    await screen.findByText(MESSAGES.colorInvalid);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('turns adding banners off at four', async () => {
    stubSettings({ ...SETTINGS, company_banner: [1, 2, 3, 4].map(banner) });
    renderPage();
    const add = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Agregar banner' },
      PAGE,
    );
    expect(add.disabled).toBe(true);
    expect(screen.getByText(MESSAGES.bannersLimit)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Eliminar banner \d$/ })).toHaveLength(4);
  });

  it('refuses a banner over 15 MB with the spec’s message, previews one that fits and saves it', async () => {
    const fetchMock = stubSettings({ ...SETTINGS, company_banner: [banner(1)] }, (url, init) =>
      url.endsWith('/v2/suppliers/e-commerce/banner') && init?.method === 'POST'
        ? json({ ...banner(2), message: MESSAGES.bannerAdded }, 201)
        : undefined,
    );
    renderPage();
    await screen.findByRole('button', { name: 'Agregar banner' }, PAGE);
    const input = screen.getByLabelText('Archivo del banner');
    fireEvent.change(input, {
      target: { files: [fakeFile('portada.png', 'image/png', 16 * 1024 * 1024)] },
    });
    expect(await screen.findByText(MESSAGES.bannerTooLarge)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar banner' })).toBeNull();

    fireEvent.change(input, { target: { files: [fakeFile('portada.png', 'image/png')] } });
    expect(await screen.findByAltText('Vista previa del nuevo banner')).toBeTruthy();
    expect(requestTo(fetchMock, '/v2/suppliers/e-commerce/banner', 'POST')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar banner' }));
    expect(await screen.findByText(MESSAGES.bannerAdded)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Eliminar banner 2' })).toBeTruthy();
    expect(
      sentForm(fetchMock, '/v2/suppliers/e-commerce/banner')?.get('companyBanner'),
    ).toBeTruthy();
  });

  it('deletes a banner, or says it could not with the spec’s text', async () => {
    stubSettings({ ...SETTINGS, company_banner: [banner(1), banner(2)] }, (url, init) => {
      if (init?.method !== 'PATCH') return undefined;
      if (url.endsWith('/banner/delete/1')) return json({ message: MESSAGES.bannerDeleted });
      if (url.endsWith('/banner/delete/2')) {
        return json({ statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.unexpected }, 500);
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar banner 1' }, PAGE));
    expect(await screen.findByText(MESSAGES.bannerDeleted)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar banner 1' }));
    expect(await screen.findByText(MESSAGES.bannerDeleteFailed)).toBeTruthy();
  });

  it('turns the navbar link form off at ten links', async () => {
    const links = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `Enlace ${index + 1}`,
      url: `https://ejemplo.co/${index + 1}`,
    }));
    stubSettings({ ...SETTINGS, company_navbarLinks: links });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Agregar enlace' }, PAGE);
    expect(
      within(form).getByRole<HTMLButtonElement>('button', { name: 'Agregar enlace' }).disabled,
    ).toBe(true);
    expect(within(form).getByLabelText<HTMLInputElement>('Nombre del enlace').disabled).toBe(true);
    expect(within(form).getByLabelText<HTMLInputElement>('URL del enlace').disabled).toBe(true);
    expect(screen.getByText(MESSAGES.navbarLinksLimit)).toBeTruthy();
  });

  it('adds, edits and deletes a navbar link', async () => {
    const fetchMock = stubSettings(
      {
        ...SETTINGS,
        company_navbarLinks: [{ id: 1, name: 'Baños', url: 'https://ejemplo.co/ba%C3%B1os' }],
      },
      (url, init) => {
        if (url.endsWith('/v2/suppliers/navigation-link') && init?.method === 'POST') {
          return json({ id: 2, name: 'Pisos', url: '/Cerámicas-del-Valle/productos' }, 201);
        }
        if (url.endsWith('/v2/suppliers/navigation-link/1') && init?.method === 'PATCH') {
          return json({ id: 1, name: 'Cocinas', url: 'https://ejemplo.co/cocinas' });
        }
        if (url.endsWith('/v2/suppliers/navigation-link/2') && init?.method === 'DELETE') {
          return json({ message: MESSAGES.navbarLinkDeleted });
        }
        return undefined;
      },
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Agregar enlace' }, PAGE);
    // A stored address reads as people write it, not as it travels.
    expect(screen.getByText('https://ejemplo.co/baños')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Nombre del enlace'), {
      target: { value: 'Pisos' },
    });
    fireEvent.change(within(form).getByLabelText('URL del enlace'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar enlace' }));
    expect(await within(form).findByText(MESSAGES.urlInvalid)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('URL del enlace'), {
      target: { value: '/Cerámicas-del-Valle/productos' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar enlace' }));
    expect(await screen.findByText(MESSAGES.navbarLinkAdded)).toBeTruthy();
    expect(jsonBody(requestTo(fetchMock, '/v2/suppliers/navigation-link', 'POST'))).toEqual({
      name: 'Pisos',
      url: '/Cerámicas-del-Valle/productos',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Editar enlace Baños' }));
    const edit = screen.getByRole('form', { name: 'Editar enlace Baños' });
    fireEvent.change(within(edit).getByLabelText('Nombre del enlace'), {
      target: { value: 'Cocinas' },
    });
    fireEvent.change(within(edit).getByLabelText('URL del enlace'), {
      target: { value: 'https://ejemplo.co/cocinas' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Guardar enlace' }));
    expect(await screen.findByText(MESSAGES.navbarLinkUpdated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Editar enlace Cocinas' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar enlace Pisos' }));
    expect(await screen.findByText(MESSAGES.navbarLinkDeleted)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Eliminar enlace Pisos' })).toBeNull(),
    );
  });

  it('asks for a network and a valid URL before adding a social link', async () => {
    const fetchMock = stubSettings(SETTINGS, (url, init) =>
      url.endsWith('/v2/suppliers/social-media-links') && init?.method === 'POST'
        ? json(
            {
              id: 7,
              socialMediaTypeId: 2,
              social_media_type_id: 2,
              name: 'instagram',
              url: 'https://www.instagram.com/ceramicas',
            },
            201,
          )
        : undefined,
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Agregar red social' }, PAGE);
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar red social' }));
    expect(await within(form).findByText(MESSAGES.socialNetworkRequired)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.required)).toBeTruthy();

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Red social' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Instagram' }));
    fireEvent.change(within(form).getByLabelText('URL del perfil'), {
      target: { value: 'instagram.com/ceramicas' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar red social' }));
    expect(await within(form).findByText(MESSAGES.urlInvalid)).toBeTruthy();
    expect(requestTo(fetchMock, '/v2/suppliers/social-media-links', 'POST')).toBeUndefined();

    fireEvent.change(within(form).getByLabelText('URL del perfil'), {
      target: { value: 'https://www.instagram.com/ceramicas' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar red social' }));
    expect(await screen.findByText(MESSAGES.socialLinkAdded)).toBeTruthy();
    expect(jsonBody(requestTo(fetchMock, '/v2/suppliers/social-media-links', 'POST'))).toEqual({
      socialMediaTypeId: 2,
      url: 'https://www.instagram.com/ceramicas',
    });
    expect(
      await screen.findByRole('button', { name: 'Eliminar red social Instagram' }),
    ).toBeTruthy();
  });

  it("shows the API's refusal of a network already linked", async () => {
    stubSettings(SETTINGS, (url, init) =>
      url.endsWith('/v2/suppliers/social-media-links') && init?.method === 'POST'
        ? json(
            {
              statusCode: 409,
              code: 'SOCIAL_NETWORK_TAKEN',
              message: MESSAGES.socialNetworkTaken,
              errors: [{ field: 'socialMediaTypeId', message: MESSAGES.socialNetworkTaken }],
            },
            409,
          )
        : undefined,
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Agregar red social' }, PAGE);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Red social' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Facebook' }));
    fireEvent.change(within(form).getByLabelText('URL del perfil'), {
      target: { value: 'https://facebook.com/ceramicas' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar red social' }));
    expect((await screen.findAllByText(MESSAGES.socialNetworkTaken)).length).toBeGreaterThan(0);
  });
});
