import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** The signed-in page's API token, for a journey that asks the API what the screen should show. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('the page has no signed-in session');
  return token;
}

/** Logs in through the form and waits for the page it lands on (`landing` checks its path). */
export async function logIn(page: Page, email: string, landing: (path: string) => boolean) {
  await loginThroughForm(page, email);
  await page.waitForURL((url) => landing(url.pathname));
}

/**
 * Rates in the rating dialog (a consultancy's, a remodelling's): "Aceptar" waits for the
 * confirmation box, and the dialog closes once the rating is stored.
 */
export async function rateInDialog(
  page: Page,
  rating: { dialog: string; comment: string; confirmation: string },
) {
  const dialog = page.getByRole('dialog', { name: rating.dialog });
  await visible(dialog, 15_000);
  const accept = dialog.getByRole('button', { name: 'Aceptar' });
  expect(await accept.isDisabled()).toBe(true);
  await dialog.getByLabel('Comentario').fill(rating.comment);
  await dialog.getByLabel(rating.confirmation).check();
  await accept.click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}
