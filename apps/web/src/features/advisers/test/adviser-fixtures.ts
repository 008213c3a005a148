/** Advisers as the API returns them, for the page tests. */
import type { AdviserDetail, AdviserPage, AdviserRow } from '@hogarte/shared/contracts/advisers';

export function adviserRow(overrides: Partial<AdviserRow> = {}): AdviserRow {
  return {
    salesperson_id: '3f6f0c1e-7a55-4c55-9b1f-2f8f0c6a1d01',
    avatar: null,
    first_name: 'Daniela',
    last_name: 'Ruiz Montoya',
    email: 'asesor@demo.co',
    city_name: 'Medellín, Antioquia',
    professional_profile: 'Diseñadora de interiores',
    is_approved: true,
    is_public: true,
    online_status: 'online',
    company_name: 'Cerámicas del Valle',
    created_at: '2025-05-02T15:00:00.000Z',
    ...overrides,
  };
}

export function adviserDetail(overrides: Partial<AdviserDetail> = {}): AdviserDetail {
  return {
    ...adviserRow(),
    phone: '3017776655',
    cedula: '1037123456',
    city_id: '05001',
    instagram: 'daniela.acabados',
    video_presentation_url: 'https://www.youtube.com/watch?v=abc123',
    cv: [{ id: 31, url: '/files/31?expires=1&signature=x', filename: 'diploma.pdf' }],
    portfolio: [
      { id: 41, url: '/uploads/cocina.png', filename: 'cocina.png' },
      { id: 42, url: '/uploads/bano.png', filename: 'baño.png' },
    ],
    ...overrides,
  };
}

export function adviserPage(items: AdviserRow[]): AdviserPage {
  return {
    items,
    pagination: {
      totalItems: items.length,
      totalPages: 1,
      currentPage: 1,
      itemsPerPage: 10,
    },
  };
}

export const JULIAN = adviserRow({
  salesperson_id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  first_name: 'Julián',
  last_name: 'Restrepo Mejía',
  email: 'julian.restrepo@demo.co',
  professional_profile: 'Arquitecto',
  is_approved: false,
  is_public: true,
  online_status: 'away',
});
