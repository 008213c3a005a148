/**
 * A virtual consultancy from request to rating, in two browser contexts: the client picks the demo
 * designer with 2 spaces and sees 1.498.000, pays with 4242 in the Wompi simulator and reads the
 * result; the designer approves; both chat in realtime, the client shares a file, the designer
 * uploads a design the client approves; the client knocks and cannot knock again; both open the
 * video call and see each other; the client receives the work to satisfaction, gets the equivalent
 * document (a real PDF) and rates 5; the admin finds it among the finished ones and reads its
 * conversation. Then the same
 * screens on a 390 px phone.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { DESKTOP, PHONE, closeBrowser, openPage } from './support/browser.js';
import { downloaded, pdf, png } from './support/files.js';
import { logIn, rateInDialog, visible } from './support/session.js';
import { payWithCardInWompiSimulator } from './support/wompi-simulator.js';

afterAll(closeBrowser);

const DESIGNER = 'Valentina Gómez Arango';

/** The client chooses the designer and 2 spaces, requests and lands on the checkout. */
async function request(page: Page): Promise<string> {
  await page.goto('/asesoria-virtual');
  const designers = page.getByRole('list', { name: 'Diseñadores' });
  await designers.getByRole('button', { name: `Elegir a ${DESIGNER}` }).click();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect
    .poll(() => page.getByLabel('Total a pagar').textContent())
    .toBe(formatCop(1_498_000));
  await page.getByRole('button', { name: 'Solicitar asesoría', exact: true }).click();
  await page.waitForURL(/\/cliente\/compra\/asesoria-virtual\/checkout\/[\w-]+$/, {
    timeout: 15_000,
  });
  const hashid = /checkout\/([\w-]+)$/.exec(page.url())?.[1];
  if (!hashid) throw new Error(`no consultancy in ${page.url()}`);
  return hashid;
}

/** Pays the checkout's total with a card in the Wompi simulator and comes back to the list. */
async function pay(page: Page, card: string) {
  await page.getByRole('button', { name: 'Pagar' }).click();
  await payWithCardInWompiSimulator(page, card);
  await page.waitForURL((url) => url.pathname === '/cliente/asesorias/wompi', { timeout: 20_000 });
}

async function enterRoom(page: Page, path: string) {
  await page.goto(path);
  const welcome = page.getByRole('dialog', { name: 'Bienvenida a tu asesoría virtual' });
  await visible(welcome, 15_000);
  await welcome.getByRole('button', { name: MESSAGES.virtualWelcomeOk }).click();
  await welcome.waitFor({ state: 'hidden' });
}

const messages = (page: Page) => page.getByRole('list', { name: 'Mensajes' });

async function write(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Mensaje' });
  await field.fill(text);
  await field.press('Enter');
}

/** Opens a file section of the room (an accordion) and answers it. */
async function section(page: Page, title: string) {
  const summary = page.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  return summary;
}

function remoteVideoPlays(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>(
      'video[aria-label="Video de la otra persona"]',
    );
    return video !== null && video.videoWidth > 0 && !video.paused && video.readyState >= 2;
  });
}

async function startCall(page: Page) {
  await page.getByRole('button', { name: 'Iniciar videollamada' }).click();
  await visible(page.getByRole('button', { name: 'Activar cámara' }), 15_000);
  await page.getByRole('button', { name: 'Activar cámara' }).click();
}

async function clientOpensCall(context: BrowserContext, room: Page): Promise<Page> {
  const [call] = await Promise.all([
    context.waitForEvent('page'),
    room.getByRole('link', { name: 'Videollamada' }).click(),
  ]);
  await call.waitForLoadState();
  return call;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('a virtual consultancy', () => {
  let hashid = '';

  it('goes from the request to the rating, with chat, files, knock and video', async () => {
    const client = await openPage(DESKTOP);
    await logIn(client.page, 'cliente@demo.co', (path) => path === '/');
    const designer = await openPage(DESKTOP);
    await logIn(designer.page, 'disenador@demo.co', (path) => path === '/productos');

    hashid = await request(client.page);
    await pay(client.page, '4242 4242 4242 4242');
    const result = client.page.getByRole('dialog');
    await visible(result.getByText(MESSAGES.virtualPaymentApproved), 20_000);
    await result.getByRole('button', { name: 'Ver mis asesorías' }).click();
    await client.page.waitForURL((url) => url.pathname === '/cliente/asesorias/');
    const card = client.page.getByRole('article', { name: `Asesoría virtual #${hashid}` });
    await visible(card.getByText('En espera'));

    // The designer approves it from 'Por aprobar' and lands in its room.
    await designer.page.goto('/disenador/mis-asesorias-virtuales');
    await designer.page.getByRole('button', { name: `Aprobar asesoría #${hashid}` }).click();
    await designer.page.waitForURL(`**/disenador/compra/asesoria-virtual/${hashid}`);
    await enterRoom(designer.page, `/disenador/compra/asesoria-virtual/${hashid}`);
    await enterRoom(client.page, `/cliente/compra/asesoria-virtual/${hashid}`);
    await visible(client.page.getByText('Activo').first());

    await write(client.page, 'Hola Valentina, quiero renovar la sala y el comedor');
    await visible(
      messages(designer.page).getByText('Hola Valentina, quiero renovar la sala y el comedor'),
      15_000,
    );
    await write(designer.page, 'Con gusto, compárteme fotos de los espacios');
    await visible(messages(client.page).getByText('Con gusto, compárteme fotos de los espacios'));

    // A file of the client, then a design of the designer, which the client approves. Names show
    // without their first 14 characters.
    await section(client.page, 'Archivos del cliente');
    await client.page
      .getByLabel('Subir a Archivos del cliente')
      .setInputFiles(png('20261124-0930-foto-sala.png', [200, 180, 150]));
    await section(designer.page, 'Archivos del cliente');
    await expect
      .poll(
        async () => {
          await designer.page.reload();
          await designer.page
            .getByRole('button', { name: MESSAGES.virtualWelcomeOk })
            .click({ timeout: 10_000 });
          await section(designer.page, 'Archivos del cliente');
          return designer.page.getByText('foto-sala.png', { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await section(designer.page, 'Diseños');
    await designer.page
      .getByLabel('Subir a Diseños')
      .setInputFiles(pdf('20261124-1015-propuesta-sala.pdf'));
    await visible(designer.page.getByText('propuesta-sala.pdf', { exact: true }), 15_000);
    await client.page.reload();
    await client.page.getByRole('button', { name: MESSAGES.virtualWelcomeOk }).click();
    await section(client.page, 'Diseños');
    await client.page.getByRole('button', { name: 'Aprobar propuesta-sala.pdf' }).click();
    await visible(client.page.getByText('Aprobado', { exact: true }), 15_000);

    // The knock: the first is sent, the second waits 20 minutes.
    await client.page.getByRole('button', { name: 'Tocar la puerta' }).click();
    await visible(client.page.getByText(MESSAGES.virtualKnockSent));
    const waiting = client.page.getByRole('button', {
      name: /^Tocar la puerta: disponible en (19|20) min$/,
    });
    await visible(waiting);
    expect(await waiting.isDisabled()).toBe(true);

    // The video call: the client in a new tab, the designer in the same one; they see each other.
    const clientCall = await clientOpensCall(client.context, client.page);
    expect(new URL(clientCall.url()).pathname).toBe(`/videochat/virtual-consultancy/${hashid}/1`);
    await designer.page.getByRole('link', { name: 'Videollamada' }).click();
    await designer.page.waitForURL(`**/videochat/virtual-consultancy/${hashid}/2`);
    await startCall(clientCall);
    await startCall(designer.page);
    for (const page of [clientCall, designer.page]) {
      await expect.poll(() => remoteVideoPlays(page), { timeout: 30_000 }).toBe(true);
    }
    await designer.page.getByRole('button', { name: 'Colgar' }).click();
    await designer.page.waitForURL(`**/disenador/compra/asesoria-virtual/${hashid}`);
    await clientCall.getByRole('button', { name: 'Colgar' }).click();
    await clientCall.waitForURL(`**/cliente/compra/asesoria-virtual/${hashid}`);
    await clientCall.close();

    // Received to satisfaction: the equivalent document downloads, then the rating.
    await client.page.getByRole('button', { name: MESSAGES.virtualReceived }).click();
    const document = await downloaded(
      client.page,
      () =>
        client.page
          .getByRole('dialog', { name: MESSAGES.virtualReceived })
          .getByRole('button', { name: 'Confirmar' })
          .click(),
      { timeout: 20_000 },
    );
    expect(document.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(document.subarray(-6).toString('latin1')).toContain('%%EOF');
    await rateInDialog(client.page, {
      dialog: 'Califica tu asesoría',
      comment: 'Muy clara y puntual, la propuesta quedó preciosa',
      confirmation: 'Confirmo que recibí la asesoría y quiero enviar esta calificación',
    });
    // A finished room keeps its history and takes no new messages or knocks.
    await visible(client.page.getByText('Terminada').first());
    expect(await client.page.getByRole('textbox', { name: 'Mensaje' }).count()).toBe(0);
    expect(await client.page.getByRole('button', { name: /^Tocar la puerta/ }).count()).toBe(0);

    // The admin sees it among the finished ones, with the link to its room.
    const admin = await openPage(DESKTOP);
    await logIn(admin.page, 'admin@demo.co', (path) => path.startsWith('/admin'));
    await admin.page.goto('/admin/asesor%C3%ADas-virtuales');
    await admin.page.getByRole('tab', { name: /^Terminadas/ }).click();
    const table = admin.page.getByRole('table', { name: 'Asesorías virtuales' });
    await visible(table.getByRole('link', { name: `#${hashid}` }), 15_000);
    // The admin follows the conversation in its room, reading only.
    await table.getByRole('link', { name: `#${hashid}` }).click();
    await admin.page.waitForURL(`**/admin/compra/asesoria-virtual/${hashid}`);
    await visible(
      messages(admin.page).getByText('Hola Valentina, quiero renovar la sala y el comedor'),
      15_000,
    );
    expect(await admin.page.getByRole('textbox', { name: 'Mensaje' }).count()).toBe(0);
  });

  it('shows the request, the list and the room on a phone', async () => {
    const { page } = await openPage(PHONE);
    await logIn(page, 'cliente@demo.co', (path) => path === '/');
    await page.goto('/asesoria-virtual');
    await visible(page.getByRole('list', { name: 'Diseñadores' }));
    await noSidewaysScroll(page);
    await page.goto('/cliente/asesorias/');
    await page.getByRole('tab', { name: /^Pagadas/ }).click();
    await visible(page.getByRole('article', { name: `Asesoría virtual #${hashid}` }));
    await noSidewaysScroll(page);
    await page.goto(`/cliente/compra/asesoria-virtual/${hashid}`);
    await visible(page.getByText('Terminada').first(), 15_000);
    await visible(page.getByRole('button', { name: 'Documento equivalente' }));
    await noSidewaysScroll(page);
  });
});
