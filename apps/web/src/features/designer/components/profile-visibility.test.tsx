// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { json, sentBody, stubFetch } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { ProfileVisibility } from './profile-visibility';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileVisibility', () => {
  it('says in green that an active public profile is visible', () => {
    stubFetch();
    renderComponent(<ProfileVisibility isActive isPublic />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Perfil público' });
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    const notice = screen.getByText(/Tu perfil es visible para los clientes/);
    expect(notice.closest('.MuiAlert-standardSuccess')).not.toBeNull();
  });

  it('says in red that an active hidden profile is not shown', () => {
    stubFetch();
    renderComponent(<ProfileVisibility isActive isPublic={false} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Perfil público' });
    expect(toggle.checked).toBe(false);
    const notice = screen.getByText(/Tu perfil está oculto/);
    expect(notice.closest('.MuiAlert-standardError')).not.toBeNull();
  });

  it('locks the switch off when the membership expired and points to support', async () => {
    stubFetch();
    // Stored as public, but an expired membership hides it anyway.
    renderComponent(<ProfileVisibility isActive={false} isPublic />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Perfil público' });
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(await screen.findByText(/Tu membresía expiró.*\+57 604 444 1234/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'renueva tu membresía' }).getAttribute('href')).toBe(
      '/disenador/membership-required',
    );
  });

  it('publishes the profile with PATCH /v1/users', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/v1/users') && init?.method === 'PATCH' ? json({ success: true }) : undefined,
    );
    renderComponent(<ProfileVisibility isActive isPublic={false} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Perfil público' }));
    expect(await screen.findByText(MESSAGES.dataUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/users')).toEqual({ user: { is_public: true } });
  });

  it('shows the server refusal as a toast', async () => {
    stubFetch((url) =>
      url.endsWith('/v1/users')
        ? json({ statusCode: 400, code: 'MEMBERSHIP_EXPIRED', message: 'Tu membresía expiró' }, 400)
        : undefined,
    );
    renderComponent(<ProfileVisibility isActive isPublic={false} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Perfil público' }));
    await waitFor(() => expect(screen.getByText('Tu membresía expiró')).toBeTruthy());
  });
});
