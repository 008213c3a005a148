// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubBrowser, stubFetch, wasCalled } from '../test/render-app';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the WhatsApp button of every page', () => {
  it('opens a chat with the number the settings give, once they give it', async () => {
    stubFetch();
    renderApp('/login');
    const button = await screen.findByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(button.getAttribute('href')).toBe('https://wa.me/573001234567');
  });

  it('is not shown when the settings give no number', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/v1/settings')
        ? json({
            productName: 'Casa Prueba',
            supportPhone: '',
            whatsappNumber: '',
            helpCenterUrl: '',
            demoMode: false,
          })
        : undefined,
    );
    renderApp('/login');
    // The header shows the settings' brand name once they have arrived.
    expect((await screen.findAllByText('Casa Prueba')).length).toBeGreaterThan(0);
    expect(wasCalled(fetchMock, '/v1/settings')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeNull();
  });
});
