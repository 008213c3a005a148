/**
 * The admin downloads the spreadsheet template, fills it with 20 products of the demo supplier,
 * uploads it, and finds the 20 products waiting in review. A file with a bad row loads nothing and
 * says which row and column.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.js';
import { downloaded } from './support/files.js';
import { loginThroughForm, visible } from './support/session.js';

afterAll(closeBrowser);

/** The demo supplier Cerámicas del Valle. */
const DEMO_NIT = '900123456';

async function downloadTemplate(page: Page): Promise<Buffer> {
  const dialog = page.getByRole('dialog', { name: 'Cargar productos desde Excel' });
  return downloaded(page, () =>
    dialog.getByRole('button', { name: 'Descargar plantilla' }).click(),
  );
}

/**
 * The template with `count` products in its products sheet: copies of the example row, each with
 * its own name, reference and price; `change` alters one of them.
 */
async function filledTemplate(
  template: Buffer,
  count: number,
  change?: { row: number; header: string; value: string },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const products = workbook.getWorksheet('Productos');
  const example = workbook.getWorksheet('Ejemplo');
  if (!products || !example) throw new Error('template sheets missing');
  const headers = (example.getRow(1).values as unknown[]).map(String);
  const values = example.getRow(2).values as unknown[];
  const column = (header: string) => headers.indexOf(header);
  for (let index = 0; index < count; index += 1) {
    const row = products.getRow(index + 2);
    headers.forEach((header, at) => {
      if (at > 0) row.getCell(at).value = values[at] as ExcelJS.CellValue;
    });
    row.getCell(column('NIT del proveedor')).value = DEMO_NIT;
    row.getCell(column('Nombre')).value = `Enchape Cargado ${index + 1}`;
    row.getCell(column('Referencia')).value = `XLS-${index + 1}`;
    row.getCell(column('Precio sin IVA')).value = 40000 + index * 1000;
    if (change && change.row === index + 2) row.getCell(column(change.header)).value = change.value;
    row.commit();
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, content: Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Cargar productos desde Excel' });
  await dialog.getByLabel('Archivo de Excel').setInputFiles({
    name: 'productos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await dialog.getByRole('button', { name: 'Cargar productos' }).click();
}

describe('the admin spreadsheet upload', () => {
  it('loads nothing from a file with a bad row, then loads 20 products into review', async () => {
    const { page } = await openPage();
    await loginThroughForm(page, 'admin@demo.co');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.goto('/admin/lista-productos');
    await page.getByRole('button', { name: 'Cargar productos desde Excel' }).click();
    const template = await downloadTemplate(page);

    // A price with a dot in row 7: the error names the row and the column, nothing is loaded.
    await upload(
      page,
      await filledTemplate(template, 20, { row: 7, header: 'Precio sin IVA', value: '45.000' }),
    );
    await visible(page.getByText('Ocurrió un error al cargar los productos'));
    const errors = page.getByRole('table', { name: 'Errores del archivo' });
    await visible(errors);
    await visible(
      errors.getByRole('row').filter({ hasText: 'Precio sin IVA' }).filter({ hasText: '7' }),
    );
    await page.waitForURL((url) => url.pathname === '/admin/revision-productos', {
      timeout: 15_000,
    });
    const review = page.getByRole('table', { name: 'Revisión de productos' });
    await visible(review);
    // The table shows before its rows arrive: the absence is read once its first page (or its
    // empty text) is there. Any of the file's names, since a page holds only the newest ten.
    await visible(review.getByRole('row').nth(1), 15_000);
    expect(await review.getByText(/^Enchape Cargado \d+$/).count()).toBe(0);

    await page.goto('/admin/lista-productos');
    await page.getByRole('button', { name: 'Cargar productos desde Excel' }).click();
    await upload(page, await filledTemplate(template, 20));
    await visible(
      page.getByText(
        'Productos cargados exitosamente, recuerda que para que estos sean aprobados, debes subir las imágenes de producto y de ambientación.',
      ),
    );
    // Five seconds later the admin is taken to the review, where the 20 wait.
    await page.waitForURL((url) => url.pathname === '/admin/revision-productos', {
      timeout: 15_000,
    });
    const pending = page.getByRole('tab', { name: /^En proceso/ });
    await visible(pending);
    await pending.click();
    await visible(review.getByText('Enchape Cargado 20', { exact: true }));
    await page.getByLabel('Buscar productos').fill('Enchape Cargado');
    await expect
      .poll(async () => review.getByText(/^Enchape Cargado \d+$/).count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(10);
  });
});
