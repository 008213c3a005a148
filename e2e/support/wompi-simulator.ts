/** The demo payment simulators' pages (Wompi's and PayU's), as a buyer fills them. */
import type { Page } from 'playwright-core';

const SIMULATOR_PAGES = {
  wompi: '/simulador/wompi/p/',
  payu: '/simulador/payu/ppp-web-gateway-payu/',
} as const;

/**
 * Waits for a simulator's payment page and pays there with a sandbox `card`; the caller waits
 * for its own return page. Both simulators take the same card form.
 */
export async function payWithCardInSimulator(
  page: Page,
  card: string,
  provider: keyof typeof SIMULATOR_PAGES,
): Promise<void> {
  await page
    .waitForURL((url) => url.pathname === SIMULATOR_PAGES[provider], { timeout: 20_000 })
    .catch(async (error: unknown) => {
      // A checkout that never left says why on screen (a toast, a field): put it in the failure.
      const said = await page.getByRole('alert').allTextContents();
      throw new Error(
        `no ${provider} checkout from ${page.url()}; on screen: ${said.join(' | ')}`,
        {
          cause: error,
        },
      );
    });
  await page.getByLabel('Número de la tarjeta').fill(card);
  await page.getByLabel('Nombre en la tarjeta').fill('CAMILA RESTREPO');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
}

export function payWithCardInWompiSimulator(page: Page, card: string): Promise<void> {
  return payWithCardInSimulator(page, card, 'wompi');
}
