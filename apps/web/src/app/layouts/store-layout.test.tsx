// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../test/render-app';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const STORE: Store = {
  company_name: 'Cerámicas del Valle',
  store: 'Cerámicas-del-Valle',
  company_primary_color: '#1e5aa8',
  company_secondary_color: '#f2b705',
  company_font_type: 'Montserrat',
  company_logo: '/uploads/logo.png',
  company_banner: [
    { id: 1, url: '/uploads/b1.webp', card_url: '/uploads/b1-card.webp' },
    { id: 2, url: '/uploads/b2.webp', card_url: '/uploads/b2-card.webp' },
  ],
  company_navbarLinks: [
    { id: 1, name: 'Baños', url: '/Cerámicas-del-Valle/productos?categoria=5' },
    { id: 2, name: 'Catálogo PDF', url: 'https://ceramicas.co/catalogo' },
  ],
  company_social_Media_Links: [
    {
      id: 1,
      socialMediaTypeId: 2,
      social_media_type_id: 2,
      name: 'instagram',
      url: 'https://instagram.com/ceramicas',
    },
  ],
};

const STORE_URL = `/v2/suppliers/e-commerce/${encodeURIComponent('Cerámicas-del-Valle')}`;
const PAGE = { timeout: 5000 };

function stubStore(answer: Response = json(STORE)) {
  return stubFetch((url) => (url.endsWith(STORE_URL) ? answer.clone() : undefined));
}

function pathOf(link: HTMLElement): string {
  return decodeURI(link.getAttribute('href') ?? '');
}

describe('the white-label store layout', { timeout: 15_000 }, () => {
  it('shows the store’s logo linking to its catalogue, and its navbar links', async () => {
    stubStore();
    renderApp('/Cerámicas-del-Valle/productos');
    const logo = await screen.findByRole(
      'link',
      { name: 'Cerámicas del Valle, ir al inicio de la tienda' },
      PAGE,
    );
    expect(pathOf(logo)).toBe('/Cerámicas-del-Valle/productos');
    expect(within(logo).getByRole('presentation').getAttribute('src')).toBe('/uploads/logo.png');

    const nav = screen.getByRole('navigation', { name: 'Navegación de la tienda' });
    const home = within(nav).getByRole('link', { name: 'Productos' });
    expect(home.getAttribute('aria-current')).toBe('page');
    const internal = within(nav).getByRole('link', { name: 'Baños' });
    expect(pathOf(internal)).toBe('/Cerámicas-del-Valle/productos?categoria=5');
    expect(internal.getAttribute('target')).toBeNull();
    const external = within(nav).getByRole('link', { name: 'Catálogo PDF' });
    expect(external.getAttribute('href')).toBe('https://ceramicas.co/catalogo');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external.getAttribute('aria-describedby')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Carrito de compras' })).toBeTruthy();
    expect(decodeURIComponent(pathOf(screen.getByRole('link', { name: 'Ingresa' })))).toBe(
      '/login?callback=/Cerámicas-del-Valle/productos',
    );
    // The footer loads after the page (decision 049).
    const social = await screen.findByRole(
      'link',
      { name: 'Instagram de Cerámicas del Valle' },
      PAGE,
    );
    expect(social.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Tienda en Hogarte' }).getAttribute('href')).toBe('/');
    // The catalogue page opens with the store's banners.
    expect(
      await screen.findByRole('region', { name: 'Banners de Cerámicas del Valle' }, PAGE),
    ).toBeTruthy();
  });

  it('names the store, not the marketplace, in the tab of every page inside it', async () => {
    stubStore();
    renderApp('/Cerámicas-del-Valle/pago');
    await waitFor(() => expect(document.title).toBe('Pago | Cerámicas del Valle'), PAGE);
  });

  it('dresses the store in its colours, with readable text, and its font', async () => {
    stubStore();
    renderApp('/Cerámicas-del-Valle/productos');
    const nav = await screen.findByRole('navigation', { name: 'Navegación de la tienda' }, PAGE);
    const navStyle = getComputedStyle(nav);
    expect(navStyle.backgroundColor).toBe('rgb(30, 90, 168)');
    expect(navStyle.color).toBe('rgb(255, 255, 255)');
    const footer = await screen.findByRole('contentinfo', {}, PAGE);
    const footerStyle = getComputedStyle(footer);
    expect(footerStyle.backgroundColor).toBe('rgb(242, 183, 5)');
    // Yellow takes dark text, not white.
    expect(footerStyle.color).toBe('rgb(31, 26, 23)');
    const shell = document.querySelector<HTMLElement>('[data-store="Cerámicas-del-Valle"]');
    expect(shell && getComputedStyle(shell).fontFamily).toContain('Montserrat');
  });

  it('offers a client their account inside the store', async () => {
    const user = logIn(ROLE.client);
    stubFetch((url) => (url.endsWith(STORE_URL) ? json(STORE) : undefined), user);
    renderApp('/Cerámicas-del-Valle/productos');
    const account = await screen.findByRole('link', { name: 'Mi cuenta' }, PAGE);
    expect(pathOf(account)).toBe('/Cerámicas-del-Valle/cliente/dashboard');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it("keeps the store's name in the client area's top bar, linking to its catalogue", async () => {
    const user = logIn(ROLE.client);
    stubFetch((url) => (url.endsWith(STORE_URL) ? json(STORE) : undefined), user);
    renderApp('/Cerámicas-del-Valle/cliente/configuracion');
    const logo = await screen.findByRole(
      'link',
      { name: 'Cerámicas del Valle, ir al inicio' },
      PAGE,
    );
    expect(pathOf(logo)).toBe('/Cerámicas-del-Valle/productos');
  });

  it('says plainly that an unknown store does not exist, with the way to the marketplace', async () => {
    stubStore(json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.storeNotFound }, 404));
    renderApp('/Cerámicas-del-Valle/productos');
    expect(await screen.findByRole('heading', { name: MESSAGES.storeNotFound }, PAGE)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver productos de Hogarte' }).getAttribute('href'),
    ).toBe('/productos');
    expect(screen.queryByRole('navigation', { name: 'Navegación de la tienda' })).toBeNull();
    await waitFor(() => expect(document.title).toContain('Tienda no encontrada'));
  });
});
