// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { AppProviders } from '../app/providers';
import { json, logIn, sentBody, stubFetch } from '../test/render-app';
import { ChangePasswordCard } from './change-password-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function fill(current: string, next: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirmar contraseña'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

function renderCard() {
  render(
    <AppProviders>
      <ChangePasswordCard />
    </AppProviders>,
  );
}

describe('ChangePasswordCard', () => {
  it('checks the rules and the confirmation before sending', async () => {
    stubFetch();
    renderCard();
    fill('Demo1234!', 'Nueva1234!', 'Otra1234!');
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
  });

  it('keeps the new token and confirms with the server message', async () => {
    logIn(ROLE.client);
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/v2/users/password') && init?.method === 'PATCH'
        ? json({ message: 'Contraseña actualizada exitosamente', token: 'nuevo.token.firmado' })
        : undefined,
    );
    renderCard();
    fill('Demo1234!', 'Nueva1234!', 'Nueva1234!');
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('nuevo.token.firmado');
    expect(sentBody(fetchMock, '/v2/users/password')).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Nueva1234!',
      confirmPassword: 'Nueva1234!',
    });
  });

  it('puts field errors on their fields and the message in a toast', async () => {
    logIn(ROLE.supplier);
    stubFetch((url) =>
      url.endsWith('/v2/users/password')
        ? json(
            {
              statusCode: 400,
              code: 'BAD_REQUEST',
              message: MESSAGES.currentPasswordWrong,
              errors: [{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }],
            },
            400,
          )
        : undefined,
    );
    renderCard();
    fill('Equivocada1!', 'Nueva1234!', 'Nueva1234!');
    await waitFor(() => expect(screen.getAllByText(MESSAGES.currentPasswordWrong).length).toBe(2));
  });
});
