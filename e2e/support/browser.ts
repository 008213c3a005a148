/**
 * A fresh browser context per journey, at desktop or phone width, with a screenshot on failure,
 * axe-core watching every screen it shows (support/accessibility.ts) and the app's
 * Content-Security-Policy held on all of them (support/content-policy.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { watchAccessibility } from './accessibility.js';
import { watchContentPolicy } from './content-policy.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

let browser: Browser | undefined;
/** Pages opened by this test file, to name each failed one's screenshot apart. */
let pagesOpened = 0;

export const baseUrl = () => inject('baseUrl');

export async function openPage(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ page: Page; context: BrowserContext }> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({
    viewport,
    locale: 'es-CO',
    baseURL: baseUrl(),
  });
  const contentPolicy = await watchContentPolicy(context);
  const page = await context.newPage();
  const accessibility = watchAccessibility(page);
  const pageNumber = ++pagesOpened;
  // A failed journey leaves a screenshot behind (kept as a CI artifact); every context is closed.
  // A journey that passed is checked once more where it ended, then fails on any serious or
  // critical accessibility finding of any screen it showed.
  onTestFinished(async ({ task }) => {
    const passed = task.result?.state !== 'fail';
    if (passed) await accessibility.check();
    else {
      mkdirSync(ARTIFACTS, { recursive: true });
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await page
        .screenshot({
          // Numbered in the order the journey opened them: each person's screen is kept.
          path: path.join(ARTIFACTS, `${name}-${pageNumber}-${viewport.width}.png`),
          fullPage: true,
        })
        .catch(() => {});
    }
    await context.close();
    const findings = accessibility.report();
    if (passed && findings !== '') {
      throw new Error(`Accessibility findings (axe-core, serious or critical):\n${findings}`);
    }
    const refused = contentPolicy.report();
    if (passed && refused !== '') {
      throw new Error(`Content-Security-Policy violations:\n${refused}`);
    }
  });
  return { page, context };
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}
