/** Virtual consultancies and public designers as the API returns them, for the list page tests. */
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import type {
  PublicDesigner,
  VirtualConsultancy,
} from '@hogarte/shared/contracts/virtual-consultancies';

export const CLIENT_UUID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
export const DESIGNER_UUID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

export function publicDesigner(overrides: Partial<PublicDesigner> = {}): PublicDesigner {
  return {
    uuid: DESIGNER_UUID,
    first_name: 'Valentina',
    last_name: 'Ochoa',
    avatar: null,
    profession: 'Arquitecta',
    city: 'Medellín',
    bio: 'Diseño interior cálido y funcional para espacios pequeños.',
    rating: 4.5,
    rating_count: 12,
    portfolio: [{ url: '/uploads/portafolio-1.webp' }, { url: '/uploads/portafolio-2.webp' }],
    ...overrides,
  };
}

export function designersPage(items: PublicDesigner[], totalPages = 1) {
  return {
    items,
    pagination: { totalItems: items.length, totalPages, currentPage: 1, itemsPerPage: 12 },
  };
}

export function virtualConsultancy(
  overrides: Partial<VirtualConsultancy> = {},
): VirtualConsultancy {
  return {
    hashid: 'vA12b',
    status: 'unpaid',
    created_at: '2026-05-02T15:00:00.000Z',
    paid_at: null,
    approved_at: null,
    finished_at: null,
    is_paid: false,
    is_approved: null,
    to_pay: 1_498_000,
    to_pay_designer: 1_198_400,
    to_pay_platform: 299_600,
    space: { quantity: 2 },
    client: { uuid: CLIENT_UUID, first_name: 'Camila', last_name: 'Gómez' },
    designer: { uuid: DESIGNER_UUID, first_name: 'Valentina', last_name: 'Ochoa', avatar: null },
    virtualChat: null,
    payment: null,
    professional_rating: null,
    rating_comment: null,
    ...overrides,
  };
}

/** A paid one waiting for the designer. */
export function waitingConsultancy(overrides: Partial<VirtualConsultancy> = {}) {
  return virtualConsultancy({
    hashid: 'wB34c',
    status: 'waiting',
    is_paid: true,
    paid_at: '2026-05-02T16:00:00.000Z',
    payment: { uuid: '11111111-2222-4333-8444-555555555555' },
    ...overrides,
  });
}

/** Approved, its chat open. */
export function activeConsultancy(overrides: Partial<VirtualConsultancy> = {}) {
  return waitingConsultancy({
    hashid: 'aC56d',
    status: 'active',
    is_approved: true,
    approved_at: '2026-05-03T10:00:00.000Z',
    virtualChat: {
      client_uuid: CLIENT_UUID,
      professional_uuid: DESIGNER_UUID,
      room_uuid: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    },
    ...overrides,
  });
}

export function finishedConsultancy(overrides: Partial<VirtualConsultancy> = {}) {
  return activeConsultancy({
    hashid: 'fD78e',
    status: 'finished',
    finished_at: '2026-05-10T10:00:00.000Z',
    ...overrides,
  });
}

/** A presential consultancy as the client's list (`GET /v1/presential-consultancy/clients`) has it. */
export function presentialRow(overrides: Partial<PresentialRow> = {}): PresentialRow {
  return {
    hashid: 'pZ9x4',
    created_at: '2026-05-02T15:00:00.000Z',
    address: 'Calle 10 # 43-20',
    city: 'Medellín, Antioquia',
    is_approved: null,
    preferred_dates: ['2026-05-06', '2026-05-08'],
    notes: null,
    client: {
      uuid: CLIENT_UUID,
      first_name: 'Camila',
      last_name: 'Gómez',
      cedula: null,
      email: 'camila@example.co',
      phone: '3001234567',
    },
    designer: {
      uuid: DESIGNER_UUID,
      first_name: 'Valentina',
      last_name: 'Ochoa',
      email: 'valentina@example.co',
      phone: '3007654321',
      avatar: null,
    },
    steps: [],
    ...overrides,
  };
}
