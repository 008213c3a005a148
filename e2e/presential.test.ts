/**
 * A presential consultancy, each person in its own browser context: the client asks the demo
 * designer for one from the designer's card; the designer approves it from 'Mis clientes'; the
 * client pays the designs (450.000) with 4242 in the Wompi simulator; the designer quotes a
 * covering of Cerámicas del Valle by area and a lamp of Luminarias Andinas, previews the PDF and
 * sends it; the client approves it, pays it above 2.500.000 and sees the designs payment deducted;
 * Cerámicas del Valle finds it under 'Pagadas', adds a tracking link (the client's 'Mis pedidos'
 * moves) and uploads its invoice. Then the consultancy, its checkout and the supplier's screens on
 * a 390 px phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MONEY } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { DESKTOP, PHONE, closeBrowser, openPage } from './support/browser.js';
import { pdf } from './support/files.js';
import { logIn, visible } from './support/session.js';
import { payWithCardInWompiSimulator } from './support/wompi-simulator.js';

afterAll(closeBrowser);

const DESIGNER = 'Valentina Gómez Arango';
const COVERING = 'Porcelanato Mármol Carrara 60x60';
const LAMP = 'Lámpara de Pie Arco Moderna';
const QUOTE = 'Sala y comedor en porcelanato';

/** The status shown for a step in the consultancy's steps table. */
async function stepStatus(page: Page, step: string): Promise<string> {
  const table = page.getByRole('table', { name: 'Pasos de la asesoría' });
  const row = table.getByRole('row', { name: new RegExp(`^${step}`) });
  return (await row.getByRole('cell').nth(1).textContent()) ?? '';
}

/** Marks a product for the quote in the designer's catalogue, found by its name. */
async function choose(page: Page, product: string) {
  await page.getByLabel('Buscar productos').fill(product);
  const table = page.getByRole('table', { name: 'Productos para cotizar' });
  await table.getByRole('checkbox', { name: `Seleccionar ${product}` }).check({ timeout: 15_000 });
}

/** '$ 3.120.000' as a number of pesos. */
function pesos(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

/** A day from now, as the date inputs take it. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('a presential consultancy', () => {
  let hashid = '';
  const clientPath = () => `/cliente/compra/asesoria-presencial/${hashid}`;

  async function openConsultancy(page: Page, path: string) {
    await page.goto(path);
    await visible(page.getByRole('table', { name: 'Pasos de la asesoría' }), 15_000);
  }

  it('runs from the request to the supplier’s invoice', async () => {
    const client = await openPage(DESKTOP);
    await logIn(client.page, 'cliente@demo.co', (path) => path === '/');
    const designer = await openPage(DESKTOP);
    await logIn(designer.page, 'disenador@demo.co', (path) => path === '/productos');

    // The client asks the designer for a presential consultancy from the designer's card.
    await client.page.goto('/asesoria-virtual');
    await client.page
      .getByRole('list', { name: 'Diseñadores' })
      .getByRole('button', { name: `Solicitar asesoría presencial a ${DESIGNER}` })
      .click();
    const request = client.page.getByRole('dialog', { name: 'Asesoría presencial' });
    await request.getByLabel('Dirección').fill('Calle 10 # 32-15, casa 4');
    await request.getByLabel('Ciudad').fill('Medellín');
    await client.page
      .getByRole('option', { name: /Medellín/ })
      .first()
      .click();
    await request.getByLabel('Fecha 1').fill(daysFromNow(3));
    await request.getByRole('button', { name: 'Solicitar' }).click();
    await client.page.waitForURL(/\/cliente\/compra\/asesoria-presencial\/[\w-]+$/, {
      timeout: 15_000,
    });
    hashid = /asesoria-presencial\/([\w-]+)$/.exec(client.page.url())?.[1] ?? '';
    expect(hashid).not.toBe('');
    await visible(client.page.getByText(MESSAGES.presentialNotApproved), 15_000);

    // The designer approves it among the requests waiting in 'Mis clientes'.
    await designer.page.goto('/disenador/dashboard');
    await designer.page.getByRole('tab', { name: /^Por aprobar/ }).click();
    await designer.page.getByRole('button', { name: `Aprobar #${hashid}` }).click();
    await visible(
      designer.page.getByText(fillMessage(MESSAGES.presentialApproved, { hashid })),
      15_000,
    );
    await designer.page.getByRole('tab', { name: /^Aprobados/ }).click();
    await designer.page
      .getByRole('table', { name: 'Tus procesos activos' })
      .getByText(`#${hashid}`, { exact: true })
      .click();
    await designer.page.waitForURL((url) =>
      decodeURIComponent(url.pathname).endsWith(`/diseñador/compra/asesoria-presencial/${hashid}`),
    );
    await visible(designer.page.getByRole('table', { name: 'Pasos de la asesoría' }), 15_000);

    // The client pays the designs, 450.000 through Wompi.
    await openConsultancy(client.page, clientPath());
    await client.page.getByRole('link', { name: 'Pagar diseños' }).click();
    await client.page.waitForURL((url) =>
      decodeURIComponent(url.pathname).endsWith(`/checkout/diseño/${hashid}`),
    );
    await expect
      .poll(() => client.page.getByLabel('Total a pagar').textContent())
      .toBe(formatCop(MONEY.presentialDeposit));
    await client.page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCardInWompiSimulator(client.page, '4242 4242 4242 4242');
    await client.page.waitForURL((url) => url.pathname === `${clientPath()}/wompi`, {
      timeout: 20_000,
    });
    const designsPaid = client.page.getByRole('dialog');
    await visible(designsPaid.getByText(MESSAGES.presentialDesignsPaid), 20_000);
    await designsPaid.getByRole('button', { name: 'Ver mi asesoría presencial' }).click();
    await client.page.waitForURL((url) => url.pathname === clientPath());
    await visible(client.page.getByText(/^Diseños pagados el/), 15_000);
    expect(await stepStatus(client.page, 'Diseño')).toBe('En proceso');

    // The quote: the covering by area and a lamp of another supplier.
    await designer.page.reload();
    await designer.page.getByRole('button', { name: 'Crear cotización' }).click();
    await designer.page.waitForURL('**/disenador/asesoria/productos');
    await visible(designer.page.getByText(new RegExp(`#${hashid}`)).first(), 15_000);
    await choose(designer.page, COVERING);
    await choose(designer.page, LAMP);
    await designer.page.getByRole('button', { name: 'Cotizar (2)' }).click();
    await designer.page.waitForURL('**/disenador/asesoria/cotizador');
    const covering = designer.page.getByRole('region', { name: COVERING });
    await covering.getByLabel('m²', { exact: true }).fill('30');
    // 30 m² in boxes of 1,44 m² are 21 boxes.
    await expect
      .poll(() => covering.getByLabel(`Unidades de ${COVERING}`).textContent())
      .toBe('21');
    await designer.page
      .getByRole('region', { name: LAMP })
      .getByLabel('Unidades', { exact: true })
      .fill('2');
    const total = (await designer.page.getByLabel('Total', { exact: true }).textContent()) ?? '';
    expect(pesos(total)).toBeGreaterThan(MONEY.presentialDepositThreshold);
    await designer.page.getByRole('button', { name: 'Revisar cotización' }).click();
    const review = designer.page.getByRole('dialog', { name: 'Revisar cotización' });
    await review.getByLabel('Nombre de la cotización').fill(QUOTE);
    await review.getByRole('button', { name: 'Vista previa' }).click();
    await visible(review.getByTitle('Vista previa de la cotización'), 20_000);
    await review.getByRole('button', { name: 'Enviar cotización' }).click();
    await visible(designer.page.getByText(MESSAGES.quoteSent).first(), 20_000);

    // The client approves it and pays it: above 2.500.000, the designs payment is deducted.
    await openConsultancy(client.page, clientPath());
    expect(await stepStatus(client.page, 'Presupuesto')).toBe('En proceso');
    expect(await client.page.getByLabel(`Total de ${QUOTE}`).textContent()).toBe(total);
    await client.page.getByRole('button', { name: `Aprobar ${QUOTE}` }).click();
    await client.page.getByRole('button', { name: 'Pagar cotizaciones' }).click();
    await client.page.waitForURL((url) => url.pathname === `${clientPath()}/pago`);
    await expect
      .poll(() => client.page.getByLabel('Total de cotizaciones').textContent())
      .toBe(total);
    await visible(client.page.getByLabel(MESSAGES.presentialDepositApplied));
    const charged = formatCop(pesos(total) - MONEY.presentialDeposit);
    expect(await client.page.getByLabel('Total a pagar').textContent()).toBe(charged);
    await client.page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCardInWompiSimulator(client.page, '4242 4242 4242 4242');
    await client.page.waitForURL((url) => url.pathname === `${clientPath()}/wompi-transaction`, {
      timeout: 20_000,
    });
    const quotePaid = client.page.getByRole('dialog');
    await visible(quotePaid.getByText(MESSAGES.paymentApproved), 20_000);
    await visible(quotePaid.getByText(new RegExp(MESSAGES.presentialDepositApplied)));
    await quotePaid.getByRole('button', { name: 'Ver mi asesoría presencial' }).click();
    await client.page.waitForURL((url) => url.pathname === clientPath());
    await visible(client.page.getByText('Pagada', { exact: true }), 15_000);
    expect(await stepStatus(client.page, 'Pago')).toBe('Terminado');

    // Cerámicas del Valle finds the paid quote, adds its tracking link and uploads its invoice.
    const supplier = await openPage(DESKTOP);
    await logIn(supplier.page, 'proveedor@demo.co', (path) => path.startsWith('/proveedor'));
    await supplier.page.goto('/proveedor/cotizaciones');
    await supplier.page.getByRole('tab', { name: /^Pagadas/ }).click();
    const label = `${QUOTE} (#${hashid})`;
    await supplier.page.getByRole('button', { name: `Enlaces de seguimiento de ${label}` }).click();
    const tracking = supplier.page.getByRole('dialog', { name: /^Agregar enlace de seguimiento/ });
    await tracking.getByLabel('Enlace de seguimiento').fill('notaurl');
    await tracking.getByRole('button', { name: 'Agregar' }).click();
    await visible(tracking.getByText(MESSAGES.trackingUrlInvalid));
    const link = 'https://www.coordinadora.com/rastreo?guia=73940021';
    await tracking.getByLabel('Enlace de seguimiento').fill(link);
    await tracking.getByRole('button', { name: 'Agregar' }).click();
    await visible(tracking.getByRole('link', { name: new RegExp(link.replace(/[?.]/g, '\\$&')) }));
    await tracking.getByRole('button', { name: 'Cerrar' }).click();
    await tracking.waitFor({ state: 'hidden', timeout: 15_000 });
    await openConsultancy(client.page, clientPath());
    expect(await stepStatus(client.page, 'Mis pedidos')).toBe('En proceso');

    await supplier.page.getByRole('button', { name: `Historial de facturas de ${label}` }).click();
    const receipts = supplier.page.getByRole('dialog');
    await supplier.page
      .getByLabel(`Archivo de factura de ${label}`)
      .setInputFiles(pdf('factura-ceramicas-del-valle.pdf'));
    await visible(supplier.page.getByText(MESSAGES.invoiceUploaded).first(), 15_000);
    await visible(supplier.page.getByText('factura-ceramicas-del-valle.pdf').first(), 15_000);
    await receipts.getByRole('button', { name: 'Cerrar' }).click();
    await receipts.waitFor({ state: 'hidden', timeout: 15_000 });
    // Tracked and invoiced, the quote is finished for the supplier.
    await supplier.page.getByRole('tab', { name: /^Terminadas/ }).click();
    await visible(
      supplier.page.getByRole('button', { name: `Historial de facturas de ${label}` }),
      15_000,
    );
    // It sees only its own lines: the lamp is another supplier's.
    expect(await supplier.page.getByText(LAMP).count()).toBe(0);
  });

  it('shows the consultancy, its checkout and the supplier’s screens on a phone', async () => {
    const client = await openPage(PHONE);
    await logIn(client.page, 'cliente@demo.co', (path) => path === '/');
    // On a phone the steps are cards.
    await client.page.goto(clientPath());
    await visible(client.page.getByText(`#${hashid}`).first(), 15_000);
    await visible(client.page.getByText(/^Diseños pagados el/), 15_000);
    await noSidewaysScroll(client.page);
    await client.page.goto(`${clientPath()}/pago`);
    await visible(client.page.getByText(MESSAGES.noApprovedQuotes), 15_000);
    await noSidewaysScroll(client.page);

    const designer = await openPage(PHONE);
    await logIn(designer.page, 'disenador@demo.co', (path) => path === '/productos');
    await designer.page.goto('/disenador/dashboard');
    await visible(designer.page.getByRole('tab', { name: /^Aprobados/ }), 15_000);
    await noSidewaysScroll(designer.page);

    const supplier = await openPage(PHONE);
    await logIn(supplier.page, 'proveedor@demo.co', (path) => path.startsWith('/proveedor'));
    await supplier.page.goto('/proveedor/dashboard');
    await visible(supplier.page.getByText(`#${hashid}`).first(), 15_000);
    await noSidewaysScroll(supplier.page);
    await supplier.page.goto('/proveedor/cotizaciones');
    await visible(supplier.page.getByRole('tab', { name: /^Terminadas/ }), 15_000);
    await noSidewaysScroll(supplier.page);
  });
});
