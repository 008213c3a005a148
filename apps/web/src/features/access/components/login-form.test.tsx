// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { AppProviders } from '../../../app/providers';
import { reloadAt } from '../../../lib/full-reload';
import { fakeToken, fakeUser } from '../../../test/session-fixtures';
import { json, stubFetch, wasCalled } from '../../../test/render-app';
import { LoginForm } from './login-form';

vi.mock('../../../lib/full-reload', () => ({ reloadAt: vi.fn() }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

function renderForm(callback?: string) {
  render(
    <AppProviders>
      <LoginForm callback={callback} />
    </AppProviders>,
  );
}

describe('LoginForm', () => {
  it('shows the rules of the shared schema before calling the server', async () => {
    const fetchMock = stubFetch();
    renderForm();
    fillAndSubmit('no-es-correo', '');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/auth/login')).toBe(false);
  });

  it("shows the server's message in the form", async () => {
    stubFetch((url) =>
      url.endsWith('/v1/auth/login')
        ? json({ statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.loginFailed }, 401)
        : undefined,
    );
    renderForm();
    fillAndSubmit('cliente@demo.co', 'equivocada');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailed);
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderForm();
    fillAndSubmit('cliente@demo.co', 'Demo1234!');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginGeneric);
  });

  it('stores the session and reloads at the callback for a client', async () => {
    const token = fakeToken(ROLE.client);
    const user = fakeUser(ROLE.client);
    stubFetch((url) => (url.endsWith('/v1/auth/login') ? json({ token, user }) : undefined));
    renderForm('/compra/x1y2');
    fillAndSubmit('Cliente@Demo.co ', 'Demo1234!');
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/compra/x1y2'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: user.email });
  });

  it("ignores the callback for other roles and goes to the role's landing", async () => {
    const token = fakeToken(ROLE.supplier);
    stubFetch((url) =>
      url.endsWith('/v1/auth/login') ? json({ token, user: fakeUser(ROLE.supplier) }) : undefined,
    );
    renderForm('/compra/x1y2');
    fillAndSubmit('proveedor@demo.co', 'Demo1234!');
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/proveedor/ventas'));
  });
});
