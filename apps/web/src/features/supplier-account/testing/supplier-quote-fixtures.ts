/** A supplier's presential quote as `GET /v1/presential-consultancy/suppliers/invoices` sends it. */
import type { SupplierQuote, SupplierQuotePage } from '@hogarte/shared/contracts/presential';

export const PAID_AT = '2026-05-05T15:00:00.000Z';

export function supplierQuote(overrides: Partial<SupplierQuote> = {}): SupplierQuote {
  return {
    id: 21,
    name: 'Baño principal',
    created_at: '2026-05-03T15:00:00.000Z',
    url: '/files/cotizacion-bano.pdf',
    filename: 'cotizacion-bano.pdf',
    status: 'quoted',
    is_approved: true,
    paid_at: null,
    subtotal: 1_000_000,
    to_pay_supplier: 892_500,
    lines: [
      {
        product_id: 5,
        name: 'Porcelanato Roble 60x60',
        supplier: { uuid: 'user-3', company_name: 'Cerámicas Andinas' },
        complementary: false,
        m2: 10.5,
        units: 8,
        unit_price: 120_000,
        shipping_cost: 40_000,
        installation_price: 0,
        subtotal: 1_000_000,
      },
    ],
    presentialConsultancy: {
      hashid: 'pC4x9',
      city: 'Medellín',
      street_address: 'Cra 43A # 1-50',
      client: {
        uuid: 'client-1',
        first_name: 'Camila',
        last_name: 'Gómez',
        cedula: '1020304050',
        email: 'camila@example.com',
        phone: '3001112233',
      },
      designer: { uuid: 'designer-1', first_name: 'Valentina', last_name: 'Ochoa' },
      steps: [],
    },
    payments: null,
    trackings: [],
    supplierReceipts: [],
    ...overrides,
  };
}

/** A paid quote, with the receipt data the client paid with. */
export function paidSupplierQuote(overrides: Partial<SupplierQuote> = {}): SupplierQuote {
  return supplierQuote({
    status: 'paid',
    paid_at: PAID_AT,
    payments: {
      type: 'person',
      first_name: 'Camila',
      last_name: 'Gómez',
      document_type: 'CC',
      document_number: '1020304050',
      email: 'camila@example.com',
      address: 'Cra 43A # 1-50',
      city: 'Medellín, Antioquia',
    },
    ...overrides,
  });
}

export function supplierQuotePage(
  items: SupplierQuote[],
  counts: SupplierQuotePage['counts'] = { quoted: 0, paid: 0, finished: 0 },
): SupplierQuotePage {
  return {
    items,
    pagination: { currentPage: 1, itemsPerPage: 10, totalItems: items.length, totalPages: 1 },
    counts,
  };
}
