/**
 * PQRS, both sides: the demo client files a reclamo with a PDF and gets its filing number at
 * once; the admin finds it, takes it up and answers it; the client reads the answer. Then the
 * client's list on a phone, without sideways scrolling.
 */
import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser.js';
import { pdf } from './support/files.js';
import { logIn, visible } from './support/session.js';

const SUBJECT = `Baldosas con el esmalte rayado ${Date.now()}`;
const ANSWER = 'Coordinamos con Cerámicas del Valle el cambio de las cajas; te llamarán mañana.';

describe('PQRS', () => {
  it('a client files a reclamo, the admin answers it once and the client reads the answer', async () => {
    const { page: client } = await openPage();
    await logIn(client, 'cliente@demo.co', (path) => path !== '/login');
    await client.goto('/cliente/pqrs');
    await client.getByRole('button', { name: 'Radicar PQRS' }).click();
    const form = client.getByRole('dialog', { name: 'Radicar una PQRS' });
    await visible(form);
    await form.getByLabel('Tipo de solicitud').selectOption({ label: 'Reclamo' });
    await form.getByLabel('Asunto').fill(SUBJECT);
    await form
      .getByLabel('Descripción')
      .fill('Tres cajas del pedido llegaron con el esmalte rayado; adjunto las fotos en PDF.');
    await form.getByLabel('Adjunto (opcional)').setInputFiles(pdf('fotos-baldosas.pdf'));
    await form.getByRole('button', { name: 'Radicar' }).click();

    const filed = client.getByText(/Radicamos tu solicitud con el número PQRS-\d{4}-\d{6}/);
    await visible(filed, 15_000);
    const filingNumber = /PQRS-\d{4}-\d{6}/.exec(await filed.innerText())?.[0] ?? '';
    const detail = client.getByRole('dialog');
    await visible(detail.getByText(SUBJECT));
    await visible(detail.getByRole('link', { name: /fotos-baldosas/ }));
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await visible(client.getByRole('row', { name: new RegExp(filingNumber) }));

    const { page: admin } = await openPage();
    await logIn(admin, 'admin@demo.co', (path) => path !== '/login');
    await admin.goto('/admin/pqrs');
    await admin.getByLabel('Buscar PQRS').fill(filingNumber);
    await admin.getByRole('row', { name: `Ver detalle de ${filingNumber}` }).click();
    const request = admin.getByRole('dialog');
    await visible(request.getByText(SUBJECT));
    await request.getByRole('button', { name: 'Marcar en trámite' }).click();
    await visible(admin.getByText('La solicitud quedó en trámite'));
    await request.getByLabel('Respuesta al cliente').fill(ANSWER);
    await request.getByRole('button', { name: 'Enviar respuesta' }).click();
    await visible(admin.getByText('Respuesta enviada al cliente'));
    // Answered once: the answer form is gone and the answer is on record.
    await visible(request.getByText(ANSWER));
    expect(await request.getByRole('button', { name: 'Enviar respuesta' }).count()).toBe(0);

    await client.reload();
    await client.getByRole('row', { name: new RegExp(filingNumber) }).click();
    const answered = client.getByRole('dialog');
    await visible(answered.getByRole('region', { name: 'Respuesta' }).getByText(ANSWER));
  });

  it('the client reads the list on a phone without scrolling sideways', async () => {
    const { page } = await openPage(PHONE);
    await logIn(page, 'cliente@demo.co', (path) => path !== '/login');
    await page.goto('/cliente/pqrs');
    await visible(page.getByRole('button', { name: 'Radicar PQRS' }));
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
