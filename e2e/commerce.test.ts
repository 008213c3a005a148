/**
 * The money loop through the real UI: a visitor fills a cart with products of two suppliers,
 * logs in as the demo client (the cart is kept), picks a carrier per supplier, pays with the
 * approved sandbox card at the Wompi simulator and finds the order in 'Mis compras'. Each supplier
 * then generates its shipping label, marks its part shipped and uploads its invoice, the admin
 * confirms a supplier's payment, and the client sees the tracking link and rates a product.
 * The declined sandbox card shows the declined modal and leaves the stock as it was.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { baseUrl, closeBrowser, openPage } from './support/browser.js';
import { pdf } from './support/files.js';
import { loginThroughForm, visible } from './support/session.js';
import { payWithCardInWompiSimulator } from './support/wompi-simulator.js';

afterAll(closeBrowser);

const TILE = {
  slug: '2-enchape-metro-blanco-brillante-10x30',
  name: 'Enchape Metro Blanco Brillante 10x30',
  supplier: 'Cerámicas del Valle',
  email: 'proveedor@demo.co',
};
const LAMP = {
  slug: '22-lampara-colgante-fique-natural',
  name: 'Lámpara Colgante Fique Natural',
  supplier: 'Luminarias Andinas',
  email: 'luminarias.andinas@demo.co',
};
const CUSHION = {
  id: 34,
  slug: '34-cojin-tejido-mostaza-45x45',
  name: 'Cojín Tejido Mostaza 45x45',
  supplier: 'Casa Textil & Deco',
};

async function addToCart(page: Page, slug: string) {
  await page.goto(`/productos/${slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
}

async function unitsOf(productId: number): Promise<number> {
  const response = await fetch(`${baseUrl()}/v2/products/${productId}`);
  return (await response.json()).units_available as number;
}

/** Address, carriers and billing on /pago, then the Wompi simulator with a sandbox card. */
async function payWithCard(page: Page, suppliers: string[], card: string) {
  const address = page.getByRole('radiogroup', { name: 'Dirección de entrega' });
  await visible(address.getByRole('radio').first(), 20_000);
  await address.getByRole('radio').first().check();
  for (const supplier of suppliers) {
    const carriers = page.getByRole('radiogroup', { name: `Envío de ${supplier}` });
    await visible(carriers.getByRole('radio').first(), 20_000);
    await carriers.getByRole('radio').first().check();
  }
  const billing = page.getByRole('region', { name: 'Datos de facturación' });
  await billing.getByLabel('Nombres').fill('Camila');
  await billing.getByLabel('Apellidos').fill('Restrepo Uribe');
  await billing.getByLabel('Número de documento').fill('1017234567');
  await page.getByRole('button', { name: 'Pagar con Wompi' }).click();

  await payWithCardInWompiSimulator(page, card);
  await page.waitForURL((url) => url.pathname === '/pago/resultado', { timeout: 20_000 });
}

let orderNumber = '';

describe('buying from two suppliers', () => {
  it('a visitor fills the cart, logs in keeping it, pays with 4242 and sees the order', async () => {
    const { page } = await openPage();
    await addToCart(page, TILE.slug);
    await addToCart(page, LAMP.slug);
    await page.getByRole('link', { name: 'Carrito de compras, 2 unidades' }).first().click();
    await page.waitForURL((url) => url.pathname === '/pago');
    await visible(page.getByRole('listitem', { name: TILE.name }));
    await visible(page.getByRole('listitem', { name: LAMP.name }));

    await page.getByRole('link', { name: 'Ingresa para comprar' }).click();
    const form = page.getByRole('form', { name: 'Ingresa' });
    await form.getByLabel('Correo electrónico').fill('cliente@demo.co');
    await form.getByLabel('Contraseña').fill('Demo1234!');
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/pago', { timeout: 20_000 });
    await visible(page.getByRole('listitem', { name: TILE.name }), 20_000);
    await visible(page.getByRole('listitem', { name: LAMP.name }));

    await payWithCard(page, [TILE.supplier, LAMP.supplier], '4242 4242 4242 4242');
    const approved = page.getByRole('dialog');
    await visible(approved.getByText(MESSAGES.purchasePaymentApproved), 20_000);
    await approved.getByRole('button').last().click();
    await page.waitForURL((url) => url.pathname === '/mis-compras/lista');
    const purchase = page.getByText(/HG-\d{6}/).first();
    await visible(purchase);
    orderNumber = ((await purchase.textContent()) ?? '').match(/HG-\d{6}/)?.[0] ?? '';
    expect(orderNumber).toMatch(/HG-\d{6}/);
    await visible(page.getByText(TILE.name).first());
    await visible(page.getByText(LAMP.name).first());
  });

  it('each supplier labels, ships and invoices its part; the admin confirms a payment', async () => {
    expect(orderNumber).not.toBe('');
    for (const seller of [TILE, LAMP]) {
      const { page } = await openPage();
      await loginThroughForm(page, seller.email);
      await page.waitForURL((url) => url.pathname === '/proveedor/ventas', { timeout: 20_000 });
      const row = page.getByRole('row', { name: new RegExp(orderNumber) });
      await visible(row, 20_000);
      await page
        .getByLabel(`Factura de venta de ${orderNumber}`, { exact: true })
        .setInputFiles(pdf('factura-venta.pdf'));
      await visible(page.getByText(MESSAGES.invoiceAdded), 20_000);

      await row.getByRole('link', { name: orderNumber }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/proveedor/ordenes/'));
      const line = page.getByRole('row', { name: new RegExp(seller.name) });
      await line.getByRole('button', { name: 'Generar guía' }).click();
      await visible(line.getByRole('button', { name: 'Marcar como enviado' }), 20_000);
      await line.getByRole('button', { name: 'Marcar como enviado' }).click();
      await visible(page.getByRole('tab', { name: /En transito.*1|En tránsito.*1/ }), 20_000);
    }

    const { page } = await openPage();
    await loginThroughForm(page, 'admin@demo.co');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 20_000 });
    await page.goto('/admin/ventas');
    await page.getByRole('link', { name: orderNumber }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/proveedores'));
    const paid = page.getByLabel(`Pago confirmado: ${TILE.supplier}`, { exact: true });
    await visible(paid);
    // The switch follows the server: under load it turns on when the answer arrives, after
    // Playwright's `check()` would already have looked.
    await paid.click();
    await visible(page.getByText(MESSAGES.supplierPaymentUpdated));
    await expect.poll(() => paid.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.reload();
    const afterReload = page.getByLabel(`Pago confirmado: ${TILE.supplier}`, { exact: true });
    await visible(afterReload);
    expect(await afterReload.isChecked()).toBe(true);
  });

  it('the client follows the tracking link and rates a product', async () => {
    const { page } = await openPage();
    await loginThroughForm(page, 'cliente@demo.co');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await page.goto('/mis-compras/lista');
    const purchase = page.getByRole('article', { name: new RegExp(orderNumber) });
    await visible(purchase, 20_000);
    const tracking = purchase.getByRole('link', { name: 'Rastrear envío' }).first();
    await visible(tracking);
    expect(await tracking.getAttribute('href')).toMatch(/\/simulador\/envia\/rastreo\//);

    await purchase.getByRole('link', { name: `Calificar ${TILE.name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/mis-compras/calificar/'));
    await page.getByLabel('Tu opinión').fill('Llegó muy bien empacado y el acabado es precioso.');
    await page.getByRole('button', { name: 'Enviar calificación' }).click();
    await visible(page.getByText(MESSAGES.reviewSaved), 20_000);
    await page.waitForURL((url) => url.pathname === '/mis-compras/lista');

    // The review shows on the product page.
    await page.goto(`/productos/${TILE.slug}`);
    await visible(page.getByText('Llegó muy bien empacado y el acabado es precioso.'), 20_000);
  });

  it('the declined card shows the declined modal and leaves the stock as it was', async () => {
    const before = await unitsOf(CUSHION.id);
    const { page } = await openPage();
    await loginThroughForm(page, 'cliente@demo.co');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await addToCart(page, CUSHION.slug);
    await page.getByRole('link', { name: 'Carrito de compras, 1 unidad' }).first().click();
    await visible(page.getByRole('listitem', { name: CUSHION.name }), 20_000);
    await payWithCard(page, [CUSHION.supplier], '4111 1111 1111 1111');
    await visible(page.getByRole('dialog').getByText(MESSAGES.paymentDeclined), 20_000);
    expect(await unitsOf(CUSHION.id)).toBe(before);
  });
});
