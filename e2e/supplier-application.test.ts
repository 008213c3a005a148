/**
 * A VAT-responsible company applies as a supplier with its RUT and chamber of commerce, the admin
 * approves it, and the supplier fills its warehouses up to the limit of three: the screen closes
 * the add form and the API refuses a fourth.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './support/browser.js';
import { pdf } from './support/files.js';
import { callApi } from './support/api.js';
import { loginThroughForm, pageToken, visible } from './support/session.js';

afterAll(closeBrowser);

const COMPANY = {
  name: 'Pisos y Muros del Caribe',
  nit: '901777222',
  phone: '3177770021',
  email: 'ventas@pisosymuroscaribe.co',
  address: 'Calle 77 # 59-35, Local 4',
  warehouse: 'Vía 40 # 71-180, Bodega 12',
  password: 'Caribe2026!',
  description:
    'Distribuimos porcelanatos, pisos vinílicos y revestimientos para baños y cocinas en toda ' +
    'la costa Caribe, con asesoría técnica e instalación garantizada.',
};
const LIMIT_MESSAGE = 'No puedes agregar más de 3 direcciones de bodega';

describe('supplier application', () => {
  it('is sent with its documents, approved, and the supplier fills three warehouses', async () => {
    const { page } = await openPage();

    // Step 1: the company, the first dispatch address, the account and the legal representative.
    await page.goto('/proveedor/paso-1');
    const stepOne = page.getByRole('form', { name: 'Solicitud de proveedor: empresa y cuenta' });
    await stepOne.getByLabel('Nombre de la empresa', { exact: true }).fill(COMPANY.name);
    await stepOne.getByLabel('NIT', { exact: true }).fill(COMPANY.nit);
    await visible(stepOne.getByText(/^Dígito de verificación: \d$/));
    await stepOne.getByLabel('Celular de la empresa', { exact: true }).fill(COMPANY.phone);
    await stepOne.getByLabel('Correo de la empresa', { exact: true }).fill(COMPANY.email);
    await stepOne.getByLabel('Dirección de la empresa', { exact: true }).fill(COMPANY.address);
    await stepOne.getByLabel('Ciudad de la empresa', { exact: true }).fill('Barranquilla');
    await page
      .getByRole('option', { name: /Barranquilla/ })
      .first()
      .click();
    await stepOne.getByLabel('Dirección de despacho 1', { exact: true }).fill(COMPANY.warehouse);
    await stepOne.getByLabel('Ciudad de despacho 1', { exact: true }).fill('Soledad');
    await page
      .getByRole('option', { name: /Soledad, Atlántico/ })
      .first()
      .click();
    await stepOne.getByLabel('Contraseña', { exact: true }).fill(COMPANY.password);
    await stepOne.getByLabel('Confirmar contraseña', { exact: true }).fill(COMPANY.password);
    await stepOne
      .getByLabel('Descripción de la empresa', { exact: true })
      .fill(COMPANY.description);
    await stepOne.getByLabel('Nombres del representante', { exact: true }).fill('Rafael');
    await stepOne.getByLabel('Apellidos del representante', { exact: true }).fill('Oñate Díaz');
    await stepOne.getByLabel('Celular del representante', { exact: true }).fill('3177770022');
    await stepOne.getByLabel('Cédula del representante', { exact: true }).fill('1047770021');
    await stepOne.getByRole('button', { name: 'Continuar' }).click();

    // Step 2: the main contact, VAT responsibility and both PDFs.
    await page.waitForURL((url) => url.pathname === '/proveedor/paso-2');
    const stepTwo = page.getByRole('form', {
      name: 'Solicitud de proveedor: contacto y documentos',
    });
    await stepTwo.getByLabel('Nombres del contacto', { exact: true }).fill('Daniela');
    await stepTwo.getByLabel('Apellidos del contacto', { exact: true }).fill('Barrios Pérez');
    await stepTwo
      .getByLabel('Correo del contacto', { exact: true })
      .fill('compras@pisosymuroscaribe.co');
    await stepTwo.getByLabel('Celular del contacto', { exact: true }).fill('3177770023');
    await stepTwo.getByRole('radiogroup').getByRole('radio', { name: 'Sí', exact: true }).check();
    await stepTwo.locator('input[type=file][aria-label="RUT"]').setInputFiles(pdf('rut.pdf'));
    // The chamber of commerce is asked only once the company says it is VAT-responsible.
    const chamber = stepTwo.locator('input[type=file][aria-label="Cámara de comercio"]');
    await chamber.setInputFiles(pdf('camara-de-comercio.pdf'));
    await visible(stepTwo.getByText('rut.pdf', { exact: true }));
    await visible(stepTwo.getByText('camara-de-comercio.pdf', { exact: true }));
    const send = stepTwo.getByRole('button', { name: 'Enviar', exact: true });
    await expect.poll(() => send.isDisabled()).toBe(true);
    await stepTwo.getByLabel(/Acepto los términos/).check();
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await visible(page.getByRole('heading', { name: 'Recibimos tu solicitud' }), 20_000);

    // The admin approves the company from the pending view.
    const { page: admin } = await openPage();
    await loginThroughForm(admin, 'admin@demo.co');
    await admin.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.goto('/admin/proveedores');
    const pendingTab = admin.getByRole('tab', { name: /^Pendientes de aprobación/ });
    await visible(pendingTab);
    await pendingTab.click();
    await admin.waitForURL((url) => url.searchParams.get('estado') === 'pendientes');
    const pendingCount = async () => Number((await pendingTab.innerText()).replace(/\D/g, ''));
    await expect.poll(pendingCount).toBeGreaterThanOrEqual(1);
    const before = await pendingCount();
    const row = admin
      .getByRole('table', { name: 'Proveedores' })
      .getByRole('row', { name: `Ver detalle de ${COMPANY.name}` });
    await visible(row);
    // The application's detail holds both documents behind signed links.
    await row.getByRole('cell', { name: COMPANY.name, exact: true }).click();
    const detail = admin.getByRole('dialog').filter({ hasText: COMPANY.name });
    await visible(detail);
    await visible(detail.getByText(`${COMPANY.nit}-`, { exact: false }));
    const documents = detail.getByRole('link', { name: /^(RUT|Cámara de comercio)$/ });
    await expect.poll(() => documents.count()).toBe(2);
    expect(await detail.getByRole('link', { name: 'RUT' }).getAttribute('href')).toBeTruthy();
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => detail.count()).toBe(0);
    await row.getByRole('button', { name: `Aprobar a ${COMPANY.name}` }).click();
    await visible(admin.getByText(`Has aprobado al proveedor ${COMPANY.name} exitosamente`));
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(pendingCount).toBe(before - 1);

    // The supplier logs in with the company's email and lands on its sales.
    await loginThroughForm(page, COMPANY.email, COMPANY.password);
    await page.waitForURL((url) => url.pathname === '/proveedor/ventas');
    await page.goto('/proveedor/configuracion');
    const warehouses = page.getByRole('region', { name: 'Bodegas' });
    const list = warehouses.getByRole('list', { name: 'Direcciones de bodega' });
    await visible(list);
    // The application's dispatch address is warehouse 1.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await visible(list.getByText(COMPANY.warehouse, { exact: true }));
    await visible(list.getByText('Soledad, Atlántico', { exact: true }));

    const add = page.getByRole('form', { name: 'Agregar bodega' });
    const more = [
      {
        address: 'Carrera 38 # 10-45, Zona Franca',
        city: 'Barranquilla',
        option: 'Barranquilla, Atlántico',
      },
      {
        address: 'Avenida Pedro de Heredia # 31-19',
        city: 'Cartagena',
        option: 'Cartagena de Indias, Bolívar',
      },
    ];
    for (const [index, warehouse] of more.entries()) {
      await add.getByLabel('Dirección de la bodega').fill(warehouse.address);
      await add.getByLabel('Ciudad', { exact: true }).fill(warehouse.city);
      await page.getByRole('option', { name: warehouse.option, exact: true }).click();
      await add.getByRole('button', { name: 'Agregar dirección' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(index + 2);
      await visible(list.getByText(warehouse.address, { exact: true }));
      await visible(list.getByText(warehouse.option, { exact: true }));
    }
    await visible(page.getByText('Dirección de bodega agregada exitosamente').first());

    // At three the form says why and stays closed.
    await visible(add.getByText(LIMIT_MESSAGE));
    await expect
      .poll(() => add.getByRole('button', { name: 'Agregar dirección' }).isDisabled())
      .toBe(true);
    expect(await add.getByLabel('Dirección de la bodega').isDisabled()).toBe(true);

    // The API refuses a fourth too, with the same words.
    const token = await pageToken(page);
    expect(token).toBeTruthy();
    const fourth = await callApi(`${baseUrl()}/v2/suppliers/storage-address`, {
      token,
      body: {
        street_address: 'Calle 30 # 1-10, Bodega 4',
        city_name: 'Barranquilla, Atlántico',
        city_id: '08001',
      },
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ message: LIMIT_MESSAGE });

    await page.reload();
    await visible(list);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    await visible(add.getByText(LIMIT_MESSAGE));
  });
});
