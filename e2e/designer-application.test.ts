/**
 * A designer applies through both sign-up steps, waits for review, is approved by the admin (who
 * works in a browser of their own), gets the approval email, and then edits their data, adds bank
 * data and hides their public profile in /disenador/configuracion.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.js';
import { loginThroughForm, visible } from './support/session.js';

afterAll(closeBrowser);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const DESIGNER = {
  firstName: 'Camila',
  lastName: 'Restrepo Uribe',
  email: 'camila.restrepo@prueba.co',
  phone: '3167770011',
  newPhone: '3167770012',
  cedula: '1037770011',
  address: 'Calle 10 # 43-12, El Poblado',
  newAddress: 'Carrera 70 # 44-21, Laureles',
  password: 'Camila2026!',
};
const FULL_NAME = `${DESIGNER.firstName} ${DESIGNER.lastName}`;
const BIO =
  'Diseñadora de interiores con ocho años de experiencia en apartamentos pequeños de Medellín y ' +
  'Envigado. Trabajo con madera, luz natural y almacenamiento a la medida, y acompaño a cada ' +
  'cliente desde el primer boceto hasta la instalación final.';

describe('designer application', () => {
  it('is sent, approved by the admin, and the designer then manages their settings', async () => {
    expect(BIO.length).toBeGreaterThanOrEqual(170);
    const { page } = await openPage();

    // Step 1: personal data, profession, password and bio.
    await page.goto('/disenador/paso-1');
    const stepOne = page.getByRole('form', { name: 'Solicitud de diseñador: datos personales' });
    await stepOne.getByLabel('Nombres', { exact: true }).fill(DESIGNER.firstName);
    await stepOne.getByLabel('Apellidos', { exact: true }).fill(DESIGNER.lastName);
    await stepOne.getByLabel('Celular', { exact: true }).fill(DESIGNER.phone);
    await stepOne.getByLabel('Correo electrónico', { exact: true }).fill(DESIGNER.email);
    await stepOne.getByLabel('Cédula', { exact: true }).fill(DESIGNER.cedula);
    await stepOne.getByLabel('Ciudad', { exact: true }).fill('Envigado');
    await page
      .getByRole('option', { name: /Envigado/ })
      .first()
      .click();
    await stepOne.getByLabel('Dirección', { exact: true }).fill(DESIGNER.address);
    await stepOne.getByLabel('Profesión', { exact: true }).selectOption({
      label: 'Diseñador(a) de interiores',
    });
    await stepOne.getByLabel('Contraseña', { exact: true }).fill(DESIGNER.password);
    await stepOne.getByLabel('Confirmar contraseña', { exact: true }).fill(DESIGNER.password);
    await stepOne.getByLabel('Biografía', { exact: true }).fill(BIO);
    await stepOne.getByRole('button', { name: 'Continuar' }).click();

    // Step 2: studies, how they met us, profile photo and three portfolio images.
    await page.waitForURL((url) => url.pathname === '/disenador/paso-2');
    const stepTwo = page.getByRole('form', { name: 'Solicitud de diseñador: perfil profesional' });
    await stepTwo
      .getByLabel('Universidad', { exact: true })
      .fill('Universidad Nacional de Colombia');
    await stepTwo.getByLabel('Año de graduación', { exact: true }).fill('2017');
    await stepTwo.getByLabel('Usuario de Instagram (opcional)').fill('camila.interiores');
    await stepTwo.getByLabel('¿Cómo nos conociste?').selectOption({ label: 'Instagram' });
    await stepTwo
      .locator('input[type=file][aria-label="Foto de perfil"]')
      .setInputFiles(png('foto.png'));
    await stepTwo
      .locator('input[type=file][aria-label="Portafolio"]')
      .setInputFiles([png('sala.png'), png('cocina.png'), png('bano.png')]);
    const chosen = stepTwo.getByRole('list', { name: 'Imágenes elegidas' });
    await visible(chosen);
    await expect.poll(() => chosen.getByRole('listitem').count()).toBe(3);
    await visible(stepTwo.getByRole('button', { name: 'Añadir imágenes (3/3)' }));

    const send = stepTwo.getByRole('button', { name: 'Enviar solicitud' });
    await expect.poll(() => send.isDisabled()).toBe(true);
    await stepTwo.getByLabel(/Acepto los términos/).check();
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await visible(page.getByRole('heading', { name: 'Recibimos tu solicitud' }), 20_000);

    // Before the review the designer can log in, but sees where the application stands.
    await loginThroughForm(page, DESIGNER.email, DESIGNER.password);
    await page.waitForURL((url) => url.pathname === '/productos');
    await page.goto('/disenador/configuracion');
    await visible(page.getByText('Solicitud en revisión'));
    expect(await page.getByRole('form', { name: 'Tus datos' }).count()).toBe(0);

    // The admin, in a browser of their own, approves the application from the pending view.
    const { page: admin } = await openPage();
    await loginThroughForm(admin, 'admin@demo.co');
    await admin.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.goto('/admin/disenadores');
    const pendingTab = admin.getByRole('tab', { name: /^Pendientes de aprobación/ });
    await visible(pendingTab);
    await pendingTab.click();
    await admin.waitForURL((url) => url.searchParams.get('estado') === 'pendientes');
    const pendingCount = async () => Number((await pendingTab.innerText()).replace(/\D/g, ''));
    await expect.poll(pendingCount).toBeGreaterThanOrEqual(1);
    const before = await pendingCount();
    const table = admin.getByRole('table', { name: 'Diseñadores' });
    const row = table.getByRole('row', { name: `Ver detalle de ${FULL_NAME}` });
    await visible(row);
    await visible(row.getByText('Pendiente', { exact: true }));
    await row.getByRole('button', { name: `Aprobar a ${FULL_NAME}` }).click();
    await visible(admin.getByText(`Has aprobado al diseñador(a) ${FULL_NAME} exitosamente`));
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(pendingCount).toBe(before - 1);

    // The approval email reaches the applicant (the demo mailbox stands in for SMTP).
    await admin.goto('/dev/correos');
    const email = admin
      .getByRole('article', { name: 'Tu solicitud en Hogarte fue aprobada' })
      .filter({ hasText: `Para: ${DESIGNER.email}` });
    await visible(email, 15_000);
    await visible(email.getByText(/Aprobamos tu solicitud como diseñador\(a\)/));

    // Logged in again, the approved designer reaches the settings.
    await page.evaluate(() => localStorage.clear());
    await loginThroughForm(page, DESIGNER.email, DESIGNER.password);
    await page.waitForURL((url) => url.pathname === '/productos');
    await page.goto('/disenador/configuracion');
    const data = page.getByRole('form', { name: 'Tus datos' });
    await visible(data);
    expect(await data.getByLabel('Correo electrónico').inputValue()).toBe(DESIGNER.email);
    // The three images of the application are the portfolio.
    const portfolio = page.getByRole('region', { name: 'Portafolio' });
    await expect
      .poll(() => portfolio.getByRole('img', { name: /^Imagen del portafolio/ }).count())
      .toBe(3);
    for (const name of ['sala.png', 'cocina.png', 'bano.png']) {
      await visible(portfolio.getByRole('img', { name: `Imagen del portafolio ${name}` }));
    }
    await data.getByLabel('Celular', { exact: true }).fill(DESIGNER.newPhone);
    await data.getByLabel('Dirección', { exact: true }).fill(DESIGNER.newAddress);
    await data.getByRole('button', { name: 'Guardar cambios' }).click();
    await visible(page.getByText('Has actualizado tus datos exitosamente').first());

    const bank = page.getByRole('form', { name: 'Datos bancarios' });
    expect(await bank.getByLabel('Titular').inputValue()).toBe(FULL_NAME);
    await bank.getByLabel('Banco', { exact: true }).selectOption({ label: 'Bancolombia' });
    await bank.getByLabel('Número de cuenta').fill('40512345678');
    await bank.getByLabel('Tipo de cuenta').selectOption({ label: 'Ahorros' });
    await bank.getByRole('button', { name: 'Guardar datos bancarios' }).click();
    await visible(page.getByText('Cuenta bancaria agregada exitosamente'));

    // A new designer's profile is public; switching it off shows the red notice.
    const visibility = page.getByRole('region', { name: 'Visibilidad del perfil' });
    const profileSwitch = visibility.getByRole('switch', { name: 'Perfil público' });
    await visible(visibility.getByText('Tu perfil es visible para los clientes.'));
    expect(await profileSwitch.isChecked()).toBe(true);
    await profileSwitch.click();
    const hidden = visibility.getByRole('alert').filter({ hasText: 'Tu perfil está oculto' });
    await visible(hidden);
    await expect.poll(() => profileSwitch.isChecked()).toBe(false);
    await expect
      .poll(() => hidden.evaluate((element) => element.getAttribute('class')))
      .toContain('MuiAlert-colorError');

    // Everything was saved: a reload shows the new data, the bank account and the hidden profile.
    await page.reload();
    await visible(data);
    await expect
      .poll(() => data.getByLabel('Celular', { exact: true }).inputValue())
      .toBe(DESIGNER.newPhone);
    expect(await data.getByLabel('Dirección', { exact: true }).inputValue()).toBe(
      DESIGNER.newAddress,
    );
    expect(await bank.getByLabel('Número de cuenta').inputValue()).toBe('40512345678');
    expect(await profileSwitch.isChecked()).toBe(false);
    await visible(hidden);
  });
});
