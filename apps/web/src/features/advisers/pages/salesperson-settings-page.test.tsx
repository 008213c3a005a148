// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import { adviserDetail } from '../test/adviser-fixtures';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/vendedor/configuracion', { timeout: 60_000 }, () => {
  it("shows the adviser's own profile and the password change", async () => {
    const user = logIn(ROLE.salesperson, { first_name: 'Daniela', last_name: 'Ruiz Montoya' });
    const fetchMock = stubFetch(
      (url) =>
        url.endsWith(`/v2/salespeople/salesperson/${user.uuid}`)
          ? json(adviserDetail())
          : undefined,
      user,
    );
    renderApp('/vendedor/configuracion');
    expect(await screen.findByText('1037123456', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Configuración' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tu perfil' })).toBeTruthy();
    expect(screen.getByText(/Cerámicas del Valle administra tus datos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'diploma.pdf' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cambia tu contraseña' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        urlOf(input).endsWith(`/v2/salespeople/salesperson/${user.uuid}`),
      ),
    ).toBe(true);
  });
});
