/**
 * A video call between the demo client and the demo adviser, in two browser contexts with
 * Chromium's fake camera, microphone and screen: the client opens the call from the chat in a
 * new tab, the adviser in the same one; both start with microphone and camera off, turn the
 * camera on and see each other's video play; a line written while alone reaches the adviser when
 * it arrives; the adviser shares the screen and writes in the call's chat, then hangs up and is
 * back in the chat. On a phone, the client hangs up and is back in its chat.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { DESKTOP, PHONE, closeBrowser, openPage } from './support/browser.js';
import { logIn, visible } from './support/session.js';

afterAll(closeBrowser);

const ADVISER_NAME = 'Daniela Ruiz Montoya';

/** The client asks the demo adviser about a product and lands in that consultancy's chat. */
async function startChat(page: Page, productSlug: string): Promise<string> {
  await page.goto(`/productos/${productSlug}`);
  await page.getByRole('button', { name: new RegExp(`^Chatear con ${ADVISER_NAME}`) }).click();
  await page.waitForURL(/\/cliente\/asesoria\/[\w-]+\/chat$/, { timeout: 15_000 });
  const hashid = /\/cliente\/asesoria\/([\w-]+)\/chat$/.exec(page.url())?.[1];
  if (!hashid) throw new Error(`no consultancy in ${page.url()}`);
  return hashid;
}

/** The chat's 'Videollamada' button opens the call in a new tab: the call's page. */
async function clientOpensCall(context: BrowserContext, chat: Page): Promise<Page> {
  const [call] = await Promise.all([
    context.waitForEvent('page'),
    chat.getByRole('link', { name: 'Videollamada' }).click(),
  ]);
  await call.waitForLoadState();
  return call;
}

async function adviserOpensCall(page: Page, hashid: string) {
  await page.goto(`/vendedor/asesoria/${hashid}/chat`);
  await page.getByRole('link', { name: 'Videollamada' }).click();
  await page.waitForURL(`**/videochat/sales-consultancy/${hashid}/6`);
}

async function startCall(page: Page) {
  await page.getByRole('button', { name: 'Iniciar videollamada' }).click();
  // The call starts with microphone and camera off.
  await visible(page.getByRole('button', { name: 'Activar micrófono' }), 15_000);
  await visible(page.getByRole('button', { name: 'Activar cámara' }));
}

/** Whether the other person's video is playing real frames. */
function remoteVideoPlays(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>(
      'video[aria-label="Video de la otra persona"]',
    );
    return video !== null && video.videoWidth > 0 && !video.paused && video.readyState >= 2;
  });
}

/** The size of the frames the other person's video is showing. */
function remoteVideoSize(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>(
      'video[aria-label="Video de la otra persona"]',
    );
    return video ? `${video.videoWidth}x${video.videoHeight}` : '';
  });
}

const callMessages = (page: Page) =>
  page.getByRole('list', { name: 'Mensajes de la videollamada' });

async function write(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Mensaje de la videollamada' });
  await field.fill(text);
  await field.press('Enter');
}

describe('a video call', () => {
  it('connects the client and the adviser, with camera, screen, chat and hanging up', async () => {
    const adviser = await openPage(DESKTOP);
    await logIn(adviser.page, 'asesor@demo.co', (path) => path.startsWith('/vendedor'));
    const client = await openPage(DESKTOP);
    await logIn(client.page, 'cliente@demo.co', (path) => path === '/');
    const hashid = await startChat(client.page, '4-azulejo-hidraulico-terracota-20x20');

    const clientCall = await clientOpensCall(client.context, client.page);
    expect(new URL(clientCall.url()).pathname).toBe(`/videochat/sales-consultancy/${hashid}/1`);
    await startCall(clientCall);
    // Alone, a line waits for the other side.
    await visible(clientCall.getByText(MESSAGES.videoCallAlone));
    await write(clientCall, 'Hola Daniela, ya estoy en la llamada');

    await adviserOpensCall(adviser.page, hashid);
    const adviserCall = adviser.page;
    await startCall(adviserCall);
    await visible(callMessages(adviserCall).getByText('Hola Daniela, ya estoy en la llamada'));
    await expect
      .poll(() => clientCall.getByText(MESSAGES.videoCallAlone).count(), { timeout: 15_000 })
      .toBe(0);

    for (const page of [clientCall, adviserCall]) {
      await page.getByRole('button', { name: 'Activar cámara' }).click();
      await visible(page.getByRole('button', { name: 'Desactivar cámara' }));
    }
    for (const page of [clientCall, adviserCall]) {
      await expect.poll(() => remoteVideoPlays(page), { timeout: 30_000 }).toBe(true);
    }
    await adviserCall.getByRole('button', { name: 'Activar micrófono' }).click();
    await visible(adviserCall.getByRole('button', { name: 'Desactivar micrófono' }));

    // The adviser shares the screen: the client now sees the shared screen's frames.
    const cameraSize = await remoteVideoSize(clientCall);
    await adviserCall.getByRole('button', { name: 'Compartir pantalla' }).click();
    await visible(adviserCall.getByRole('button', { name: 'Dejar de compartir pantalla' }));
    await expect.poll(() => remoteVideoSize(clientCall), { timeout: 20_000 }).not.toBe(cameraSize);
    expect(await remoteVideoPlays(clientCall)).toBe(true);

    await write(adviserCall, 'Te comparto el catálogo de azulejos');
    await visible(callMessages(clientCall).getByText('Te comparto el catálogo de azulejos'));

    await adviserCall.getByRole('button', { name: 'Colgar' }).click();
    await adviserCall.waitForURL(`**/vendedor/asesoria/${hashid}/chat`);
    // The client is alone again.
    await visible(clientCall.getByText(MESSAGES.videoCallAlone), 15_000);
  });

  it('works on a phone, and the client hangs up back into its chat', async () => {
    const adviser = await openPage(PHONE);
    await logIn(adviser.page, 'asesor@demo.co', (path) => path.startsWith('/vendedor'));
    const client = await openPage(PHONE);
    await logIn(client.page, 'cliente@demo.co', (path) => path === '/');
    const hashid = await startChat(client.page, '5-enchape-verde-esmeralda-7x28');

    const clientCall = await clientOpensCall(client.context, client.page);
    await adviserOpensCall(adviser.page, hashid);
    await startCall(adviser.page);
    await startCall(clientCall);
    for (const page of [clientCall, adviser.page]) {
      await page.getByRole('button', { name: 'Activar cámara' }).click();
    }
    for (const page of [clientCall, adviser.page]) {
      await expect.poll(() => remoteVideoPlays(page), { timeout: 30_000 }).toBe(true);
      // Nothing spills sideways on a 390 px screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await clientCall.getByRole('button', { name: 'Colgar' }).click();
    await clientCall.waitForURL(`**/cliente/asesoria/${hashid}/chat`);
    await visible(adviser.page.getByText(MESSAGES.videoCallAlone), 15_000);
  });
});
