/**
 * The admin sends a global message to the designers; the demo designer finds it unread in the
 * inbox, opens it, and it is read from then on, on screen and for the API.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseUrl, closeBrowser, openPage } from './support/browser.js';
import { callApi } from './support/api.js';
import { loginThroughForm, pageToken, visible } from './support/session.js';

afterAll(closeBrowser);

interface InboxMessage {
  id: number;
  title: string;
  text: string;
  is_read: boolean;
}

async function sendToDesigners(admin: Page, title: string, text: string) {
  await loginThroughForm(admin, 'admin@demo.co');
  await admin.waitForURL((url) => url.pathname === '/admin/dashboard');
  await admin.goto('/admin/mensajeria');
  const form = admin.getByRole('form', { name: 'Envío global' });
  await visible(form);
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Mensaje', { exact: true }).fill(text);
  await form.getByRole('checkbox', { name: 'Diseñadores', exact: true }).check();
  expect(await form.getByRole('checkbox', { name: 'Operador LSH', exact: true }).isChecked()).toBe(
    false,
  );
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await visible(admin.getByText('Tu mensaje ha sido enviado exitosamente'));
  // The form empties itself for the next message.
  await expect.poll(() => form.getByLabel('Título', { exact: true }).inputValue()).toBe('');
}

async function designerInbox(page: Page) {
  const answer = await callApi<InboxMessage[]>(`${baseUrl()}/v1/users/messages`, {
    token: await pageToken(page),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe.each([
  ['desktop', DESKTOP, 'Capacitación en el nuevo cotizador'],
  ['phone', PHONE, 'Nuevo catálogo de porcelanatos'],
] as const)('a global message at %s width', (_label, viewport, title) => {
  it('reaches the designer unread and is read once opened', async () => {
    const text = `${title}: los detalles están en la sección de productos.\nGracias por su atención.`;
    const { page: admin } = await openPage();
    await sendToDesigners(admin, title, text);

    const { page } = await openPage(viewport);
    await loginThroughForm(page, 'disenador@demo.co');
    await page.waitForURL((url) => url.pathname === '/productos');
    await page.goto('/disenador/mensajeria');
    const list = page.getByRole('list', { name: 'Mensajes' });
    await visible(list);

    // Unread: announced as such and written in bold.
    const unread = list.getByRole('button', { name: `No leído: ${title}` });
    await visible(unread);
    // The title line, with or without its screen-reader prefix.
    const titleLine = list.getByText(new RegExp(`^(No leído: )?${title}$`));
    const weight = () => titleLine.evaluate((element) => getComputedStyle(element).fontWeight);
    expect(await weight()).toBe('700');
    const before = (await designerInbox(page)).find((message) => message.title === title);
    expect(before).toMatchObject({ text, is_read: false });

    await unread.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(title) });
    await visible(dialog);
    await visible(dialog.getByText(/los detalles están en la sección de productos/));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Read: no longer announced as unread, no longer bold, and so for the API too.
    const read = list.getByRole('button', { name: new RegExp(`^${title}`) });
    await visible(read);
    await expect.poll(() => unread.count()).toBe(0);
    await expect.poll(weight).toBe('400');
    await expect
      .poll(async () => (await designerInbox(page)).find((message) => message.title === title))
      .toMatchObject({ id: before?.id, is_read: true });

    // A reload keeps it read.
    await page.reload();
    await visible(read);
    expect(await unread.count()).toBe(0);
  });
});
