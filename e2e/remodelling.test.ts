/**
 * A remodelling from the request to the admin's paid mark, each person in its own browser
 * context: the client asks the demo designer for a remodelling; the designer schedules the visit
 * and uploads a design the client approves; the designer quotes a covering by area with its
 * complementary adhesive (Cerámicas del Valle) and a lamp (Luminarias Andinas), previews the PDF
 * and sends it; the client approves it and pays with 4242 in the Wompi simulator; the supplier
 * adds a tracking link; the designer sets the installation date; lsh adds an installer and
 * uploads its invoice and liability policy; the client receives the work, gets the equivalent
 * document (a real PDF) and rates; the admin marks it paid. Then the sheet, the checkout, the
 * designer's catalogue and the lsh and admin tables on a 390 px phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { DESKTOP, PHONE, baseUrl, closeBrowser, openPage } from './support/browser.js';
import { downloaded, pdf, png } from './support/files.js';
import { DEMO_PASSWORD, logIn, rateInDialog, visible } from './support/session.js';
import { payWithCardInSimulator, payWithCardInWompiSimulator } from './support/wompi-simulator.js';

afterAll(closeBrowser);

const DESIGNER = 'Valentina Gómez Arango';
const COVERING = 'Enchape Metro Blanco Brillante 10x30';
const ADHESIVE = 'Pegante Cerámico Gris 25 kg';
const LAMP = 'Lámpara Colgante Cobre Industrial';
const QUOTE = 'Baño social completo';

/** The status shown for a step in the sheet's steps table. */
async function stepStatus(page: Page, step: string): Promise<string> {
  const table = page.getByRole('table', { name: 'Pasos de la remodelación' });
  const row = table.getByRole('row', { name: new RegExp(`^${step}`) });
  return (await row.getByRole('cell').nth(1).textContent()) ?? '';
}

async function editStep(page: Page, step: string, date: string) {
  await page.getByRole('button', { name: `Editar ${step}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar ${step}` });
  await dialog.getByLabel('Fecha y hora').fill(date);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

/** Marks a product for the quote in the designer's catalogue, found by its name. */
async function choose(page: Page, product: string) {
  await page.getByLabel('Buscar productos').fill(product);
  const table = page.getByRole('table', { name: 'Productos para cotizar' });
  await table.getByRole('checkbox', { name: `Seleccionar ${product}` }).check({ timeout: 15_000 });
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function reloadSheet(page: Page, hashid: string) {
  await page.goto(`/compra/${hashid}`);
  await visible(page.getByRole('heading', { name: /^Hola,/ }), 15_000);
}

/** The demo client's sheet whose quote waits for its approval (the seed's 'designing' one). */
async function demoSheetWithQuoteToApprove(): Promise<{ hashid: string; quote: string }> {
  const login = await fetch(`${baseUrl()}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@demo.co', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${baseUrl()}/v1/clients/remodelings`, { headers })).json()) as {
    hashid: string;
  }[];
  for (const { hashid } of list) {
    const sheet = (await (
      await fetch(`${baseUrl()}/v1/remodelings/${hashid}`, { headers })
    ).json()) as {
      info: { invoices: { name: string; is_approved: boolean; paid_at: string | null }[] };
    };
    const waiting = sheet.info.invoices.find(
      (quote) => !quote.is_approved && quote.paid_at === null,
    );
    if (waiting) return { hashid, quote: waiting.name };
  }
  throw new Error('the demo has no quote waiting for approval');
}

describe('a remodelling', () => {
  let hashid = '';

  // The longest journey (five roles through the seven steps): about 160 s on a quiet machine,
  // so it gets more than the suite's 180 s for a loaded CI run.
  it('runs the process sheet from the request to the paid mark', { timeout: 360_000 }, async () => {
    const client = await openPage(DESKTOP);
    await logIn(client.page, 'cliente@demo.co', (path) => path === '/');
    const designer = await openPage(DESKTOP);
    await logIn(designer.page, 'disenador@demo.co', (path) => path === '/productos');

    // The client asks the designer for a remodelling from the designer's card.
    await client.page.goto('/asesoria-virtual');
    await client.page
      .getByRole('list', { name: 'Diseñadores' })
      .getByRole('button', { name: `Solicitar remodelación a ${DESIGNER}` })
      .click();
    const request = client.page.getByRole('dialog', { name: 'Solicitar remodelación' });
    await request.getByLabel('Dirección').fill('Carrera 43A # 5-15, apto 802');
    await request.getByLabel('Ciudad').fill('Envigado');
    await client.page
      .getByRole('option', { name: /Envigado/ })
      .first()
      .click();
    await request.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await request.getByRole('button', { name: 'Solicitar' }).click();
    await client.page.waitForURL(/\/compra\/[\w-]+$/, { timeout: 15_000 });
    hashid = /\/compra\/([\w-]+)$/.exec(client.page.url())?.[1] ?? '';
    expect(hashid).not.toBe('');
    await visible(client.page.getByText(`#${hashid}`, { exact: true }));
    expect(await stepStatus(client.page, 'Fecha de visita')).toBe('Pendiente');

    // The designer finds the new sheet in 'Mis clientes' and schedules the visit: a pending
    // step with a date is in progress.
    await designer.page.goto('/disenador/dashboard');
    await designer.page
      .getByRole('table', { name: 'Hojas de proceso' })
      .getByRole('row', { name: `Abrir hoja de proceso #${hashid}` })
      .click();
    await designer.page.waitForURL((url) => url.pathname === `/compra/${hashid}`);
    await visible(designer.page.getByRole('heading', { name: /^Hola,/ }), 15_000);
    await editStep(designer.page, 'Fecha de visita', '2026-12-03T10:00');
    await expect.poll(() => stepStatus(designer.page, 'Fecha de visita')).toBe('En proceso');
    // Only the visit and the installation have an edit button.
    expect(await designer.page.getByRole('button', { name: 'Editar Presupuesto' }).count()).toBe(0);

    // A design, which the client approves.
    await designer.page
      .getByLabel('Subir diseño')
      .setInputFiles(png('propuesta-bano.png', [190, 170, 140]));
    await visible(designer.page.getByText('propuesta-bano.png'), 15_000);
    await expect.poll(() => stepStatus(designer.page, 'Diseño')).toBe('En proceso');
    await reloadSheet(client.page, hashid);
    await client.page.getByRole('button', { name: 'Aprobar propuesta-bano.png' }).click();
    await visible(client.page.getByText('Aprobado', { exact: true }), 15_000);

    // The quote: the covering by area with its adhesive, and a lamp of another supplier.
    await designer.page.getByRole('button', { name: 'Crear cotización' }).click();
    await designer.page.waitForURL('**/disenador/productos');
    await visible(designer.page.getByText(new RegExp(`#${hashid}`)).first(), 15_000);
    await choose(designer.page, COVERING);
    await choose(designer.page, LAMP);
    await designer.page.getByRole('button', { name: 'Cotizar (2)' }).click();
    await designer.page.waitForURL('**/disenador/cotizador2');
    const covering = designer.page.getByRole('region', { name: COVERING });
    await covering.getByLabel('m²', { exact: true }).fill('10');
    // 10 m² in boxes of 1,2 m² are 9 boxes.
    await expect.poll(() => covering.getByLabel(`Unidades de ${COVERING}`).textContent()).toBe('9');
    await designer.page
      .getByRole('region', { name: LAMP })
      .getByLabel('Unidades', { exact: true })
      .fill('2');
    await designer.page.getByLabel(new RegExp(`^${ADHESIVE}`)).check();
    const adhesive = designer.page.getByRole('region', { name: ADHESIVE });
    // The adhesive follows the brand's 10 m² at 4 m² per bag, and is installed at no cost.
    await expect.poll(() => adhesive.getByLabel(`Unidades de ${ADHESIVE}`).textContent()).toBe('3');
    const total = (await designer.page.getByLabel('Total', { exact: true }).textContent()) ?? '';
    expect(total).toMatch(/^\$\s?[\d.]+$/);
    await designer.page.getByRole('button', { name: 'Revisar cotización' }).click();
    const review = designer.page.getByRole('dialog', { name: 'Revisar cotización' });
    await review.getByLabel('Nombre de la cotización').fill(QUOTE);
    await review.getByRole('button', { name: 'Vista previa' }).click();
    await visible(review.getByTitle('Vista previa de la cotización'), 20_000);
    await review.getByRole('button', { name: 'Enviar cotización' }).click();
    await visible(designer.page.getByText(MESSAGES.quoteSent).first(), 20_000);

    // The client sees the quote at the builder's total, approves it and pays it.
    await reloadSheet(client.page, hashid);
    expect(await client.page.getByLabel(`Total de ${QUOTE}`).textContent()).toBe(total);
    await client.page.getByRole('button', { name: `Aprobar ${QUOTE}` }).click();
    await client.page.getByRole('button', { name: 'Pagar cotizaciones' }).click();
    await client.page.waitForURL(`**/checkout2/${hashid}`);
    await expect.poll(() => client.page.getByLabel('Total a pagar').textContent()).toBe(total);
    await client.page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCardInWompiSimulator(client.page, '4242 4242 4242 4242');
    await client.page.waitForURL((url) => url.pathname === `/compra/${hashid}/wompi`, {
      timeout: 20_000,
    });
    const result = client.page.getByRole('dialog');
    await visible(result.getByText(MESSAGES.paymentApproved), 20_000);
    await result.getByRole('button', { name: 'Ver mi hoja de proceso' }).click();
    await client.page.waitForURL((url) => url.pathname === `/compra/${hashid}`);
    await visible(client.page.getByText('Pagada', { exact: true }), 15_000);
    expect(await stepStatus(client.page, 'Pago')).toBe('Terminado');

    // The supplier of the covering follows the sheet and adds its tracking link.
    const supplier = await openPage(DESKTOP);
    await logIn(supplier.page, 'proveedor@demo.co', (path) => path.startsWith('/proveedor'));
    await reloadSheet(supplier.page, hashid);
    // It sees its own lines only: the lamp is another supplier's.
    expect(await supplier.page.getByText(LAMP).count()).toBe(0);
    await supplier.page.getByRole('button', { name: 'Agregar enlace' }).click();
    const tracking = supplier.page.getByRole('dialog', { name: /^Agregar enlace de seguimiento/ });
    await tracking.getByLabel('Enlace de seguimiento').fill('notaurl');
    await tracking.getByRole('button', { name: 'Agregar' }).click();
    await visible(tracking.getByText(MESSAGES.trackingUrlInvalid));
    const link = 'https://www.servientrega.com/rastreo?guia=2150349921';
    await tracking.getByLabel('Enlace de seguimiento').fill(link);
    await tracking.getByRole('button', { name: 'Agregar' }).click();
    await tracking.waitFor({ state: 'hidden', timeout: 15_000 });
    await visible(
      supplier.page.getByRole('link', { name: new RegExp(link.replace(/[?.]/g, '\\$&')) }),
    );
    expect(await stepStatus(supplier.page, 'Mis pedidos')).toBe('En proceso');

    // The designer sets the installation date: my orders is done, the installation under way,
    // and the client cannot receive the work yet.
    await reloadSheet(designer.page, hashid);
    await editStep(designer.page, 'Instalación', '2026-12-10T08:00');
    await expect.poll(() => stepStatus(designer.page, 'Instalación')).toBe('En proceso');
    expect(await stepStatus(designer.page, 'Mis pedidos')).toBe('Terminado');
    await reloadSheet(client.page, hashid);
    const receive = client.page.getByRole('button', { name: MESSAGES.remodelingReceived });
    expect(await receive.isDisabled()).toBe(true);

    // lsh finds it among the paid orders, adds an installer, uploads its invoice and policy.
    const lsh = await openPage(DESKTOP);
    await logIn(lsh.page, 'lsh@demo.co', (path) => path === '/lsh/dashboard');
    const orders = lsh.page.getByRole('table', { name: 'Ordenes pagadas' });
    await visible(orders.getByRole('link', { name: new RegExp(hashid) }), 15_000);
    await reloadSheet(lsh.page, hashid);
    await lsh.page.getByRole('button', { name: 'Agregar instalador' }).click();
    const installer = lsh.page.getByRole('dialog', { name: 'Agregar instalador' });
    await installer.getByLabel('Cédula').fill('123');
    await installer.getByRole('button', { name: 'Agregar' }).click();
    await visible(installer.getByText(MESSAGES.installerNameRequired));
    await visible(installer.getByText(MESSAGES.installerCedulaInvalid));
    await installer.getByLabel('Nombre completo').fill('Jhon Fredy Zapata Ospina');
    await installer.getByLabel('Cédula').fill('71654321');
    await installer.getByRole('button', { name: 'Agregar' }).click();
    await installer.waitFor({ state: 'hidden', timeout: 15_000 });
    await visible(lsh.page.getByText(/Jhon Fredy Zapata Ospina/));
    await lsh.page
      .getByLabel(`Factura de la remodelación #${hashid}`)
      .setInputFiles(pdf('factura-instalacion.pdf'));
    await visible(lsh.page.getByText(MESSAGES.invoiceUploaded), 15_000);
    await lsh.page
      .getByLabel(`Póliza de responsabilidad de la remodelación #${hashid}`)
      .setInputFiles(pdf('poliza-responsabilidad.pdf'));
    await visible(lsh.page.getByText(MESSAGES.policyUploaded), 15_000);
    await expect
      .poll(() => stepStatus(lsh.page, 'Instalación'), { timeout: 15_000 })
      .toBe('Terminado');

    // The client receives the work: the equivalent document downloads, then the rating.
    await reloadSheet(client.page, hashid);
    await client.page.getByRole('button', { name: MESSAGES.remodelingReceived }).click();
    const document = await downloaded(
      client.page,
      () =>
        client.page
          .getByRole('dialog', { name: MESSAGES.remodelingReceived })
          .getByRole('button', { name: 'Confirmar' })
          .click(),
      { timeout: 20_000 },
    );
    expect(document.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await rateInDialog(client.page, {
      dialog: 'Califica tu remodelación',
      comment: 'Quedó impecable y a tiempo, muy buen equipo',
      confirmation: 'Confirmo que recibí la obra y quiero enviar esta calificación',
    });
    await visible(client.page.getByText('Terminado', { exact: true }).first());
    expect(await client.page.getByRole('button', { name: 'Calificar remodelación' }).count()).toBe(
      0,
    );

    // The admin marks it paid among the finished sheets.
    const admin = await openPage(DESKTOP);
    await logIn(admin.page, 'admin@demo.co', (path) => path.startsWith('/admin'));
    await admin.page.goto('/admin/remodelaciones');
    await admin.page.getByRole('tab', { name: /^Terminadas/ }).click();
    const paid = admin.page.getByRole('checkbox', { name: `Pago recibido de #${hashid}` });
    // The box follows the server: it is ticked once the mark is stored.
    await paid.click({ timeout: 15_000 });
    await visible(
      admin.page.getByText(MESSAGES.remodelingPaidMarked.replace('{hashid}', hashid)),
      15_000,
    );
    await expect.poll(() => paid.isChecked(), { timeout: 15_000 }).toBe(true);
    await admin.page.getByRole('tab', { name: /^Pagadas/ }).click();
    await visible(
      admin.page
        .getByRole('table', { name: 'Hojas de proceso' })
        .getByRole('link', { name: new RegExp(hashid) }),
      15_000,
    );
  });

  it('pays an approved quote through PayU in the older checkout', async () => {
    const { hashid: demo, quote } = await demoSheetWithQuoteToApprove();
    const { page } = await openPage(DESKTOP);
    await logIn(page, 'cliente@demo.co', (path) => path === '/');
    await reloadSheet(page, demo);
    await page.getByRole('button', { name: `Aprobar ${quote}` }).click();
    await visible(page.getByText('Aprobada', { exact: true }), 15_000);
    const total = (await page.getByLabel(`Total de ${quote}`).textContent()) ?? '';
    await page.goto(`/checkout/${demo}`);
    await expect.poll(() => page.getByLabel('Total a pagar').textContent()).toBe(total);
    await page.getByRole('radio', { name: 'PayU' }).check();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await payWithCardInSimulator(page, '4242 4242 4242 4242', 'payu');
    await page.waitForURL((url) => url.pathname.startsWith(`/compra/${demo}/res/payu`), {
      timeout: 20_000,
    });
    const result = page.getByRole('dialog');
    await visible(result.getByText(MESSAGES.paymentApproved), 20_000);
    await result.getByRole('button', { name: 'Ver mi hoja de proceso' }).click();
    await page.waitForURL((url) => url.pathname === `/compra/${demo}`);
    await visible(page.getByText('Pagada', { exact: true }), 15_000);
  });

  it('shows the finished sheet on a phone', async () => {
    const { page } = await openPage(PHONE);
    await logIn(page, 'cliente@demo.co', (path) => path === '/');
    await reloadSheet(page, hashid);
    await visible(page.getByRole('button', { name: 'Documento equivalente' }));
    await visible(page.getByRole('region', { name: 'Preguntas frecuentes' }));
    await noSidewaysScroll(page);
    await page.goto(`/checkout2/${hashid}`);
    await visible(page.getByText(MESSAGES.noApprovedQuotes));
    await noSidewaysScroll(page);
  });

  it('shows the designer catalogue and the staff tables on a phone', async () => {
    const designer = await openPage(PHONE);
    await logIn(designer.page, 'disenador@demo.co', (path) => path === '/productos');
    await designer.page.goto('/disenador/productos');
    await visible(designer.page.getByLabel('Buscar productos'), 15_000);
    await noSidewaysScroll(designer.page);
    const lsh = await openPage(PHONE);
    await logIn(lsh.page, 'lsh@demo.co', (path) => path === '/lsh/dashboard');
    await visible(lsh.page.getByRole('link', { name: new RegExp(hashid) }), 15_000);
    await noSidewaysScroll(lsh.page);
    const admin = await openPage(PHONE);
    await logIn(admin.page, 'admin@demo.co', (path) => path.startsWith('/admin'));
    await admin.page.goto('/admin/remodelaciones');
    await visible(admin.page.getByRole('link', { name: new RegExp(hashid) }), 15_000);
    await noSidewaysScroll(admin.page);
  });
});
