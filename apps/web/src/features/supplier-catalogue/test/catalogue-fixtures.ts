/** A supplier's catalogue as the API returns it, and a fetch that answers it, for page tests. */
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, stubFetch } from '../../../test/render-app';
import type { SupplierBrand } from '../api/get-brands';
import type { SupplierProductDetail } from '../api/get-supplier-product';
import type { ProductPage, SupplierProductRow } from '../api/get-supplier-products';

export const BRANDS: SupplierBrand[] = [
  {
    id: 11,
    name: 'Cerámica Andina',
    product_type_id: 1,
    type: 'revestimiento',
    created_at: '2025-01-10T10:00:00.000Z',
    product_count: 2,
  },
  {
    id: 12,
    name: 'Luz de Casa',
    product_type_id: 2,
    type: 'decorativo',
    created_at: '2025-01-11T10:00:00.000Z',
    product_count: 0,
  },
];

export const WAREHOUSES = [
  { id: 5, street_address: 'Calle 10 # 43-12', city_name: 'Medellín, Antioquia' },
];

export function productRow(overrides: Partial<SupplierProductRow> = {}): SupplierProductRow {
  return {
    id: 101,
    name: 'Porcelanato Roble 60x60',
    category_id: 9,
    category: 'Pisos',
    type: 'revestimiento',
    brand: { id: 11, name: 'Cerámica Andina' },
    presentation: 'Caja de 1,44 m² (4 piezas)',
    min_sale_unit: 1.44,
    image: '/uploads/public/roble.jpg',
    price: 100000,
    taxed_price: 119000,
    comission_percentage: 30,
    units_available: 40,
    is_approved: true,
    approval_label: 'Aprobado',
    is_public: true,
    is_featured: false,
    created_at: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function productPage(items: SupplierProductRow[], itemsPerPage = 10): ProductPage {
  return {
    items,
    pagination: {
      totalItems: items.length,
      totalPages: Math.max(1, Math.ceil(items.length / itemsPerPage)),
      currentPage: 1,
      itemsPerPage,
    },
  };
}

export function productDetail(
  overrides: Partial<SupplierProductDetail> = {},
): SupplierProductDetail {
  return {
    id: 101,
    category_id: 9,
    category: 'Pisos',
    type: 'revestimiento',
    code: null,
    name: 'Porcelanato Roble 60x60',
    reference: 'POR-6060',
    supplier_brand_id: 11,
    brand: { id: 11, name: 'Cerámica Andina' },
    material: 'Porcelanato',
    color_id: 6,
    min_sale_unit: 1.44,
    units_per_package: 4,
    price: 100000,
    taxed_price: 119000,
    size: null,
    storage_address_id: 5,
    comission_percentage: 30,
    delivery_time: 5,
    light_type_id: null,
    lamp_type_id: null,
    origin_id: null,
    product_content: null,
    units_available: 40,
    warranty: 12,
    is_warranty_in_months: true,
    description:
      'Porcelanato con acabado de madera de roble, resistente al tráfico alto y fácil de limpiar en cualquier espacio.',
    brand_that_complements_id: null,
    unit_of_measure_id: null,
    yield_m2: null,
    presentation: 'Caja de 1,44 m² (4 piezas)',
    length: 0.6,
    width: 0.6,
    depth: null,
    height: null,
    diameter: null,
    thickness: 0.9,
    weight: 20,
    packing_presentation_id: 1,
    package_length: 62,
    package_width: 62,
    package_height: 4,
    package_weight: 21,
    principal_image: {
      id: 301,
      url: '/uploads/public/roble.jpg',
      card_url: '/uploads/public/roble-card.jpg',
    },
    ambient_images: [
      { id: 401, url: '/uploads/public/sala.jpg', card_url: '/uploads/public/sala-card.jpg' },
      { id: 402, url: '/uploads/public/cocina.jpg', card_url: '/uploads/public/cocina-card.jpg' },
    ],
    technical_sheet: { id: 501, url: '/uploads/public/ficha.pdf', name: 'ficha-roble.pdf' },
    is_approved: null,
    approval_label: 'En proceso',
    is_public: true,
    is_featured: false,
    ...overrides,
  };
}

type Responder = NonNullable<Parameters<typeof stubFetch>[0]>;

/**
 * Logs a supplier in and answers its brands and warehouses; `extra` answers the rest (and may
 * override these).
 */
export function stubCatalogue(extra: Responder = () => undefined) {
  const user = logIn(ROLE.supplier, { company_name: 'Casa Textil SAS' });
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.includes('/v1/suppliers/brands')) {
      const type = new URL(url, 'http://localhost').searchParams.get('type');
      return json(type ? BRANDS.filter((brand) => String(brand.product_type_id) === type) : BRANDS);
    }
    if (method === 'GET' && url.endsWith('/v2/suppliers/storage-address')) return json(WAREHOUSES);
    return undefined;
  }, user);
}

/**
 * The control a visible label names (`<label for>`), or the input an `aria-label` names. Testing
 * Library's label query walks every element of these long forms (about a second each in jsdom);
 * this finds the same control through the label itself.
 */
export function queryField<T extends HTMLElement = HTMLInputElement>(text: string): T | null {
  for (const label of Array.from(document.querySelectorAll('label'))) {
    if (label.textContent?.trim() !== text || !label.htmlFor) continue;
    const control = document.getElementById(label.htmlFor);
    if (control) return control as T;
  }
  const named = Array.from(document.querySelectorAll<T>('input[aria-label]'));
  return named.find((input) => input.getAttribute('aria-label') === text) ?? null;
}

export function field<T extends HTMLElement = HTMLInputElement>(text: string): T {
  const found = queryField<T>(text);
  if (!found) throw new Error(`No field labelled "${text}"`);
  return found;
}

/** A button by its text, without computing every element's accessible name. */
export function button(text: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll('button')).find(
    (element) =>
      element.textContent?.trim() === text || element.getAttribute('aria-label') === text,
  );
  if (!found) throw new Error(`No button "${text}"`);
  return found;
}

/** Every address the page fetched, in order. */
export function calledUrls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
  );
}
