/** Quotes, receipt data and sheet rows as the API returns them, for the checkout and table tests. */
import type {
  Quote,
  ReceiptData,
  Remodeling,
  RemodelingRow,
} from '@hogarte/shared/contracts/remodelings';

export const SUPPLIER = {
  uuid: '7c1e4b2a-9d3f-4e5a-8b6c-1d2e3f4a5b6c',
  company_name: 'Cerámicas Andinas',
};

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 11,
    name: 'Baño principal',
    filename: 'cotizacion-bano.pdf',
    url: '/files/cotizacion-bano.pdf',
    is_approved: true,
    approved_at: '2026-05-04T15:00:00.000Z',
    paid_at: null,
    subtotal: 1_000_000,
    iva: 190_000,
    to_pay: 1_190_000,
    to_pay_designer: 119_000,
    to_pay_supplier: 892_500,
    to_pay_lsh: 119_000,
    to_pay_platform: 59_500,
    reserved_until: '2026-05-07T15:00:00.000Z',
    is_reserved: true,
    lines: [
      {
        product_id: 5,
        name: 'Porcelanato Roble 60x60',
        supplier: SUPPLIER,
        complementary: false,
        m2: 10.5,
        units: 8,
        unit_price: 120_000,
        shipping_cost: 40_000,
        installation_price: 25_000,
        subtotal: 1_000_000,
      },
    ],
    trackings: [],
    created_at: '2026-05-03T15:00:00.000Z',
    ...overrides,
  };
}

export const SAVED_PERSON: Extract<ReceiptData, { type: 'person' }> = {
  type: 'person',
  first_name: 'Camila',
  last_name: 'Gómez',
  document_type: 'CC',
  document_number: '1020304050',
  email: 'camila@example.com',
  address: 'Cra 43A # 1-50',
  city: 'Medellín, Antioquia',
};

export const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];

const PERSON = {
  email: 'persona@example.com',
  phone: null,
  cedula: null,
  address: null,
  avatar: null,
};

export function sheetRow(overrides: Partial<RemodelingRow> = {}): RemodelingRow {
  return {
    hashid: 'rX7k2',
    created_at: '2026-05-02T15:00:00.000Z',
    finished_at: null,
    paid_at: null,
    city: 'Medellín',
    address: 'Cra 43A # 1-50',
    client: { uuid: 'c-1', first_name: 'Camila', last_name: 'Gómez' },
    designer: { uuid: 'd-1', first_name: 'Valentina', last_name: 'Ochoa' },
    paid_quotes: 1,
    to_pay: 1_190_000,
    to_pay_designer: 119_000,
    to_pay_supplier: 892_500,
    to_pay_lsh: 119_000,
    to_pay_platform: 59_500,
    installers_count: 0,
    has_lsh_invoice: false,
    has_lsh_policy: false,
    has_admin_invoice: false,
    ...overrides,
  };
}

export function rowsPage(items: RemodelingRow[]) {
  return {
    items,
    pagination: { totalItems: items.length, totalPages: 1, currentPage: 1, itemsPerPage: 10 },
  };
}

export function sheet(overrides: Partial<Remodeling> = {}): Remodeling {
  return {
    hashid: 'rX7k2',
    status: 'active',
    viewer: 'lsh',
    created_at: '2026-05-02T15:00:00.000Z',
    finished_at: null,
    paid_at: null,
    city: 'Medellín',
    address: 'Cra 43A # 1-50',
    space: { quantity: 2 },
    client: { ...PERSON, uuid: 'c-1', first_name: 'Camila', last_name: 'Gómez' },
    designer: { ...PERSON, uuid: 'd-1', first_name: 'Valentina', last_name: 'Ochoa' },
    steps: [],
    designs: [],
    invoices: [quote({ paid_at: '2026-05-05T15:00:00.000Z' })],
    installers: [],
    legal_documents: [],
    technical_documents: [],
    lsh_invoice: null,
    lsh_policy: null,
    admin_invoice: null,
    designer_rating: null,
    installers_rating: null,
    comments: null,
    ...overrides,
  };
}
