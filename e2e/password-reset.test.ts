/**
 * A forgotten password is reset through the link delivered to the demo mailbox, and the new
 * password works at the login.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './support/browser.js';
import { loginThroughForm, visible } from './support/session.js';

afterAll(closeBrowser);

const EMAIL = 'olvido.clave@prueba.co';

describe('password recovery through the demo mailbox', () => {
  it('sends the link, sets a new password and logs in with it', async () => {
    // An account of its own, so that other journeys keep the demo passwords.
    const created = await fetch(`${baseUrl()}/v1/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Olvido',
        last_name: 'Clave',
        email: EMAIL,
        phone: '3186660000',
        cedula: '1040666000',
        city_name: 'Medellín, Antioquia',
        city_id: '05001',
        street_address: 'Calle 2 # 3-4',
        password: 'Primera2026!',
        passwordConfirm: 'Primera2026!',
      }),
    });
    expect(created.status).toBe(201);
    const { page } = await openPage();
    await page.goto('/password-reset');
    const request = page.getByRole('form', { name: 'Recupera tu contraseña' });
    await request.getByLabel('Correo electrónico').fill(EMAIL);
    await request.getByRole('button').click();
    await visible(page.getByText('Revisa tu correo'));
    await visible(
      page.getByText('Recuerda que el link de recuperación de contraseña expira en 1 hora').first(),
    );
    await page.waitForURL((url) => url.pathname === '/login', {
      timeout: 10_000,
    });

    await page.goto('/dev/correos');
    const message = page.getByRole('article').filter({ hasText: EMAIL }).first();
    await visible(message, 15_000);
    await message.getByRole('link', { name: /password-reset/ }).click();

    await page.waitForURL(/\/password-reset\/[\w-]+$/);
    const form = page.getByRole('form', { name: 'Nueva contraseña' });
    await form.getByLabel(/^Nueva contraseña/).fill('Operador2026!');
    await form.getByLabel(/^Confirma/).fill('Operador2026!');
    await form.getByRole('button').click();
    await visible(page.getByText('Todo listo'));
    await page.waitForURL((url) => url.pathname === '/', { timeout: 12_000 });

    await page.evaluate(() => localStorage.clear());
    await loginThroughForm(page, EMAIL, 'Operador2026!');
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: EMAIL });
  });
});
