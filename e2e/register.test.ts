/** A visitor registers as a client through /register and is signed in. */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.js';
import { visible } from './support/session.js';

afterAll(closeBrowser);

describe('client registration', () => {
  it('creates the account and signs the new client in', async () => {
    const { page } = await openPage();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Crea tu cuenta' });
    await form.getByLabel('Nombres').fill('Mariana');
    await form.getByLabel('Apellidos').fill('Quintero');
    await form.getByLabel('Correo electrónico').fill('mariana.quintero@prueba.co');
    await form.getByLabel('Celular').fill('3157654321');
    await form.getByLabel('Cédula').fill('1035123987');
    await form.getByLabel('Ciudad').fill('Envigado');
    await page
      .getByRole('option', { name: /Envigado/ })
      .first()
      .click();
    await form.getByLabel('Dirección').fill('Carrera 43 # 38 Sur-35');
    await form.getByLabel('Contraseña', { exact: true }).fill('Mariana2026!');
    await form.getByLabel('Confirmar contraseña').fill('Mariana2026!');

    const submit = form.getByRole('button', {
      name: /crear cuenta|registrarme/i,
    });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await form.getByLabel(/Acepto los términos/).check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('button', { name: 'Cerrar sesión' })
      .first()
      .waitFor({ state: 'attached' });
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      email: 'mariana.quintero@prueba.co',
      role_id: 1,
    });
  });

  it('shows the server message when the email is already taken', async () => {
    const { page } = await openPage();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Crea tu cuenta' });
    await form.getByLabel('Nombres').fill('Otra');
    await form.getByLabel('Apellidos').fill('Persona');
    await form.getByLabel('Correo electrónico').fill('cliente@demo.co');
    await form.getByLabel('Celular').fill('3150000001');
    await form.getByLabel('Cédula').fill('1035000001');
    await form.getByLabel('Ciudad').fill('Medellín');
    await page
      .getByRole('option', { name: /Medellín/ })
      .first()
      .click();
    await form.getByLabel('Dirección').fill('Calle 1 # 1-1');
    await form.getByLabel('Contraseña', { exact: true }).fill('Persona2026!');
    await form.getByLabel('Confirmar contraseña').fill('Persona2026!');
    await form.getByLabel(/Acepto los términos/).check();
    await form.getByRole('button', { name: /crear cuenta|registrarme/i }).click();
    await visible(page.getByText('Ya existe una cuenta registrada con este correo'));
    expect(new URL(page.url()).pathname).toBe('/register');
  });
});
