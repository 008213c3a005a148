/** A process sheet as `GET /v1/remodelings/{hashid}` answers it, for page tests. */
import type {
  Design,
  Quote,
  Remodeling,
  SheetViewer,
  Step,
} from '@hogarte/shared/contracts/remodelings';
import { REMODELING_STEP_NAMES, type StepStatusId } from '@hogarte/shared/process-steps';

export const SHEET_HASHID = 'rM7kq2';

const person = (uuid: string, first_name: string, last_name: string) => ({
  uuid,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.co`,
  phone: '3001234567',
  cedula: null,
  address: null,
  avatar: null,
});

/** The seven steps with the given statuses, in order (ids 11 to 17). */
export function sheetSteps(statuses: readonly StepStatusId[] = [1, 1, 1, 1, 1, 1, 1]): Step[] {
  return REMODELING_STEP_NAMES.map((name, index) => ({
    id: 11 + index,
    name,
    step_status_id: statuses[index] ?? 1,
    date: null,
    updated_at: '2026-05-01T15:00:00.000Z',
  }));
}

export function sheetDesign(overrides: Partial<Design> = {}): Design {
  return {
    id: 31,
    filename: 'propuesta-sala.png',
    url: '/files/31?expires=1&signature=x',
    created_at: '2026-05-03T10:00:00.000Z',
    is_approved: false,
    approved_at: null,
    ...overrides,
  };
}

export function sheetQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 41,
    name: 'Piso de la sala',
    filename: 'cotizacion-piso-sala.pdf',
    url: '/files/41?expires=1&signature=x',
    is_approved: false,
    approved_at: null,
    paid_at: null,
    subtotal: 1_000_000,
    iva: 190_000,
    to_pay: 1_190_000,
    to_pay_designer: 50_000,
    to_pay_supplier: 900_000,
    to_pay_lsh: 150_000,
    to_pay_platform: 90_000,
    reserved_until: '2026-05-07T10:00:00.000Z',
    is_reserved: true,
    lines: [
      {
        product_id: 7,
        name: 'Porcelanato Roble 60x60',
        supplier: { uuid: 'supplier-1', company_name: 'Cerámicas del Valle SAS' },
        complementary: false,
        m2: 20,
        units: 14,
        unit_price: 70_000,
        shipping_cost: 20_000,
        installation_price: 0,
        subtotal: 1_000_000,
      },
    ],
    trackings: [],
    created_at: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

export function sheet(viewer: SheetViewer, overrides: Partial<Remodeling> = {}): Remodeling {
  return {
    hashid: SHEET_HASHID,
    status: 'active',
    viewer,
    created_at: '2026-05-01T15:00:00.000Z',
    finished_at: null,
    paid_at: null,
    city: 'Medellín, Antioquia',
    address: 'Calle 10 # 43-20',
    space: { quantity: 2 },
    client: person('client-1', 'Laura', 'Gómez'),
    designer: person('designer-1', 'Andrés', 'Mejía'),
    steps: sheetSteps(),
    designs: [],
    invoices: [],
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
