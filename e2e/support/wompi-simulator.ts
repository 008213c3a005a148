/** The demo Wompi simulator's payment page, as a buyer fills it. */
import type { Page } from 'playwright-core';

/**
 * Waits for the simulator's payment page and pays there with a sandbox `card`; the caller waits
 * for its own return page.
 */
export async function payWithCardInWompiSimulator(page: Page, card: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/simulador/wompi/p/', { timeout: 20_000 });
  await page.getByLabel('Número de la tarjeta').fill(card);
  await page.getByLabel('Nombre en la tarjeta').fill('CAMILA RESTREPO');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
}
