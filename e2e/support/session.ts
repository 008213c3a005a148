import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo1234!';

/** Waits until the element is shown (Playwright's own retrying wait). */
export async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Logs in through the real form; the app reloads to the role's landing page. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Ingresa' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
}
