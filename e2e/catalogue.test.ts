/**
 * The catalogue from a supplier's form to a buyer's favourites: the demo supplier creates a
 * covering and a lamp with their images and technical sheets, the admin approves them, the lsh
 * operator prices their installation, and a visitor finds them on /productos by a filter and by
 * the search, and on the supplier's own store; after logging in, the visitor keeps one as a
 * favourite.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, PHONE } from './support/browser.js';
import { pdf, png } from './support/files.js';
import { loginThroughForm, visible } from './support/session.js';

afterAll(closeBrowser);

const COVERING = 'Porcelanato Niebla Sinterizada 60x60';
const LAMP = 'Lámpara Luna Terracota';
/** A material no demo product has: the visitor's filter finds exactly the new covering. */
const COVERING_MATERIAL = 'Piedra sinterizada';
const STORE = '/Cer%C3%A1micas-del-Valle/productos';

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

async function choose(form: Locator, values: Record<string, string>) {
  for (const [label, option] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).selectOption({ label: option });
  }
}

/** The first real option of a select whose options load from the API (brands, warehouses). */
async function chooseFirstLoaded(form: Locator, label: string) {
  const select = form.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

async function createProduct(
  page: Page,
  category: string,
  brand: string,
  fields: Record<string, string>,
  selects: Record<string, string>,
  colour: [number, number, number],
) {
  await page.goto('/proveedor/producto/nuevo');
  const form = page.getByRole('form', { name: 'Crear un nuevo producto' });
  await visible(form);
  await choose(form, { Categoría: category });
  const brandSelect = form.getByLabel('Marca', { exact: true });
  await expect
    .poll(() => brandSelect.locator('option', { hasText: brand }).count(), { timeout: 10_000 })
    .toBe(1);
  await brandSelect.selectOption({ label: brand });
  await chooseFirstLoaded(form, 'Bodega de despacho');
  await choose(form, { Comisión: '30%', 'Presentación del empaque': 'Caja', ...selects });
  await fill(form, {
    Referencia: `REF-${Date.now()}`,
    'Unidades disponibles': '40',
    'Tiempo de entrega (días)': '6',
    Descripción:
      'Producto creado por el recorrido del catálogo, con imágenes, ficha técnica y todas sus medidas.',
    ...fields,
  });
  await form
    .getByLabel('Imagen principal', { exact: true })
    .setInputFiles(png('portada.png', colour));
  await form
    .getByLabel('Imágenes de ambientación', { exact: true })
    .setInputFiles([png('sala.png', [200, 190, 170]), png('comedor.png', [120, 140, 120])]);
  await form.getByLabel('Ficha técnica', { exact: true }).setInputFiles(pdf('ficha-tecnica.pdf'));
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await visible(page.getByText('Producto creado exitosamente'), 20_000);
  await page.waitForURL((url) => url.pathname === '/proveedor/producto/lista');
}

async function productCardIn(page: Page, name: string) {
  const card = page.getByRole('region', { name: 'Resultados' }).getByRole('link', { name });
  await visible(card.first(), 15_000);
  return card.first();
}

describe('the catalogue journey', () => {
  it('takes a covering and a lamp from the supplier to a buyer’s favourites', async () => {
    // The supplier creates both products through the form.
    const { page: supplier } = await openPage();
    await loginThroughForm(supplier, 'proveedor@demo.co');
    await supplier.waitForURL((url) => url.pathname === '/proveedor/ventas');
    await createProduct(
      supplier,
      'Revestimientos',
      'Valle Cerámica',
      {
        'Nombre del producto': COVERING,
        Material: COVERING_MATERIAL,
        'Precio sin IVA': '124000',
        'Unidad mínima de venta (m²)': '1.44',
        'Unidades por empaque': '4',
        'Largo (m)': '0.6',
        'Ancho (m)': '0.6',
        'Espesor (cm)': '0.9',
        'Peso (kg)': '30',
        'Largo del empaque (cm)': '62',
        'Ancho del empaque (cm)': '62',
        'Alto del empaque (cm)': '5',
        'Peso con empaque (kg)': '31',
      },
      { Color: 'Gris' },
      [150, 150, 150],
    );
    await createProduct(
      supplier,
      'Iluminación',
      'Aqua Grifería',
      {
        'Nombre del producto': LAMP,
        Material: 'Cerámica',
        'Precio sin IVA': '215000',
        'Alto (m)': '0.5',
        'Diámetro (m)': '0.3',
        'Peso (kg)': '2.2',
        'Largo del empaque (cm)': '40',
        'Ancho del empaque (cm)': '40',
        'Alto del empaque (cm)': '60',
        'Peso con empaque (kg)': '3',
      },
      { Color: 'Terracota', 'Tipo de luz': 'Cálido', 'Tipo de lámpara': 'Lámparas de mesa' },
      [196, 102, 58],
    );
    // Both wait in the supplier's list, in review.
    const list = supplier.getByRole('table', { name: 'Productos' });
    await supplier.getByRole('searchbox', { name: 'Buscar productos' }).fill('Luna Terracota');
    await visible(list.getByText(LAMP, { exact: true }));
    await visible(list.getByText('En proceso').first());

    // The admin approves them.
    const { page: admin } = await openPage();
    await loginThroughForm(admin, 'admin@demo.co');
    await admin.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.goto('/admin/revision-productos');
    const review = admin.getByRole('table', { name: 'Revisión de productos' });
    for (const name of [COVERING, LAMP]) {
      await admin.getByRole('searchbox', { name: 'Buscar productos' }).fill(name);
      await review.getByRole('button', { name: `Aprobar ${name}` }).click();
      await visible(admin.getByText(`Has aprobado el producto ${name}`));
    }

    // The lsh operator prices the covering's installation; it leaves the pending list.
    const { page: operator } = await openPage();
    await loginThroughForm(operator, 'lsh@demo.co');
    await operator.waitForURL((url) => url.pathname === '/lsh/dashboard');
    await operator.goto('/lsh/revision-productos');
    // Other journeys add products meanwhile: the operator searches for this one.
    await operator.getByRole('searchbox', { name: 'Buscar productos' }).fill('Niebla Sinterizada');
    const price = operator.getByLabel(`Precio de instalación de ${COVERING}`, { exact: true });
    await visible(price, 15_000);
    const save = operator.getByRole('button', {
      name: `Guardar precio de instalación de ${COVERING}`,
    });
    // The row can show before the search has answered: its rows are then dimmed and inert
    // (stale-rows.ts) and drop what is typed. Type until the price holds (save enables), then save.
    await expect
      .poll(
        async () => {
          if ((await price.inputValue()) !== '38000') await price.fill('38000');
          return save.isEnabled();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await save.click();
    await expect.poll(() => price.count(), { timeout: 10_000 }).toBe(0);

    // A visitor finds the covering by its material and the lamp by the search.
    const { page: visitor } = await openPage();
    await visitor.goto('/productos');
    await visitor
      .getByRole('navigation', { name: 'Categorías' })
      .getByRole('link', { name: /^Revestimientos/ })
      .click();
    await visitor.waitForURL((url) => url.searchParams.get('categoria') === '8');
    const filters = visitor.getByRole('region', { name: 'Filtros' });
    await filters
      .getByRole('group', { name: 'Material' })
      .getByRole('checkbox', { name: /^Piedra sinterizada/ })
      .check();
    await visitor.waitForURL((url) => url.searchParams.has('material'));
    await productCardIn(visitor, COVERING);

    await visitor.goto('/productos');
    await visitor.getByRole('searchbox', { name: 'Buscar productos' }).fill('luna terracota');
    await visitor.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visitor.waitForURL((url) => url.searchParams.get('buscar') === 'luna terracota');
    await productCardIn(visitor, LAMP);

    // Both are on the supplier's own store.
    await visitor.goto(STORE);
    await visible(
      visitor.getByRole('link', { name: /Cerámicas del Valle, ir al inicio de la tienda/ }),
    );
    await visitor.getByRole('searchbox', { name: 'Buscar productos' }).fill('niebla sinterizada');
    await visitor.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await productCardIn(visitor, COVERING)).click();
    await visible(visitor.getByRole('heading', { name: COVERING }));

    // On the product page the visitor asks to keep it; after logging in it is a favourite.
    await visitor.goto('/productos');
    await visitor.getByRole('searchbox', { name: 'Buscar productos' }).fill('niebla sinterizada');
    await visitor.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await productCardIn(visitor, COVERING)).click();
    await visible(visitor.getByRole('heading', { name: COVERING }));
    await visible(visitor.getByText('IVA (19 %)'));
    await visitor.getByRole('button', { name: 'Agregar a favoritos' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
    const form = visitor.getByRole('form', { name: 'Ingresa' });
    await form.getByLabel('Correo electrónico').fill('cliente@demo.co');
    await form.getByLabel('Contraseña').fill('Demo1234!');
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await visible(visitor.getByRole('heading', { name: COVERING }), 20_000);
    await visible(visitor.getByText('Producto agregado a favoritos'));
    await visible(visitor.getByRole('button', { name: 'Quitar de favoritos' }));
    await visitor.goto('/favoritos');
    await visible(visitor.getByRole('link', { name: COVERING }).first());
  });

  it("sends a product page's screen code with its HTML, and every chunk it names loads", async () => {
    const listing = await fetch(`${baseUrl()}/v2/products/category/all?currentPage=1`);
    const { items } = (await listing.json()) as { items: { slug: string; name: string }[] };
    const product = items[0]!;
    const { page } = await openPage(PHONE);
    const fetched = new Map<string, number>();
    page.on('response', (response) =>
      fetched.set(new URL(response.url()).pathname, response.status()),
    );
    await page.goto(`/productos/${product.slug}`);
    await visible(page.getByRole('heading', { name: product.name }));
    // The links the HTML itself names: the page adds more later (the reviews' chunks, preloaded
    // when their data arrives), which may still be loading when the heading shows.
    const html = await (await fetch(`${baseUrl()}/productos/${product.slug}`)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => new URL(match[1]!, baseUrl()).pathname,
    );
    expect(preloads.length, 'the HTML names its chunks').toBeGreaterThan(1);
    // The route's own screen is among them, beside the shell's chunks index.html always names.
    expect(preloads.some((href) => /^\/assets\/product-page-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of preloads) expect(fetched.get(href), href).toBe(200);
    // The catalogue's HTML does not send the product page's code.
    const catalogue = await (await fetch(`${baseUrl()}/productos`)).text();
    expect(catalogue).toMatch(/\/assets\/catalogue-page-[\w-]+\.js/);
    expect(catalogue).not.toMatch(/\/assets\/product-page-/);
  });

  it('keeps the footer’s last line clear of the WhatsApp button on a phone', async () => {
    const { page } = await openPage(PHONE);
    for (const path of ['/', '/Cerámicas-del-Valle/productos']) {
      await page.goto(path);
      const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
      await visible(whatsapp);
      const copyright = page.getByRole('contentinfo').getByText(/^© \d{4}/);
      const button = (await whatsapp.boundingBox())!;
      // At the very bottom of the page (scrolled again while the page is still growing).
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const line = (await copyright.boundingBox())!;
            return Math.round(button.y - (line.y + line.height));
          },
          { message: path },
        )
        .toBeGreaterThanOrEqual(0);
    }
  });

  it('filters the catalogue from the drawer on a phone', async () => {
    const { page } = await openPage(PHONE);
    await page.goto('/productos?categoria=3');
    // The chosen category's pill, past the phone's width in the row, is scrolled into sight.
    const pill = page
      .getByRole('navigation', { name: 'Categorías' })
      .locator('[aria-current="page"]');
    await expect
      .poll(() =>
        pill.evaluate((element) => {
          const shown = element.getBoundingClientRect();
          const row = element.closest('ul')!.getBoundingClientRect();
          return shown.left >= row.left && shown.right <= row.right;
        }),
      )
      .toBe(true);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const drawer = page.getByRole('dialog');
    await visible(drawer);
    await drawer
      .getByRole('group', { name: 'Material' })
      .getByRole('checkbox', { name: /^Fique/ })
      .check();
    await drawer.getByRole('button', { name: /^Ver \d+ productos?/ }).click();
    await page.waitForURL((url) => url.searchParams.has('material'));
    await productCardIn(page, 'Lámpara Colgante Fique Natural');
  });
});
