/** A supplier's catalogue as the API returns it, and a fetch that answers it, for page tests. */
import { ROLE } from '@hogarte/shared/roles';
import type { SupplierBrand } from '@hogarte/shared/contracts/brands';
import { json, logIn, stubFetch } from '../../../test/render-app';

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
