/** Presential consultancies as `GET /v1/presential-consultancy/…` answers them, for page tests. */
import type {
  PresentialConsultancy,
  PresentialRow,
  PresentialStep,
  PresentialViewer,
} from '@hogarte/shared/contracts/presential';
import { PRESENTIAL_STEP_NAMES, type StepStatusId } from '@hogarte/shared/process-steps';

export const PRESENTIAL_HASHID = 'pS4vK8';

/** The five steps with the given statuses, in order (ids 21 to 25). */
export function presentialSteps(
  statuses: readonly StepStatusId[] = [1, 1, 1, 1, 1],
): PresentialStep[] {
  return PRESENTIAL_STEP_NAMES.map((name, index) => ({
    id: 21 + index,
    name,
    step_status_id: statuses[index] ?? 1,
    date: null,
    updated_at: '2026-05-01T15:00:00.000Z',
  }));
}

export function presentialRow(overrides: Partial<PresentialRow> = {}): PresentialRow {
  return {
    hashid: PRESENTIAL_HASHID,
    created_at: '2026-05-01T15:00:00.000Z',
    address: 'Carrera 43A # 1-50',
    city: 'Medellín, Antioquia',
    is_approved: true,
    preferred_dates: ['2026-05-12', '2026-05-14'],
    notes: 'Quiero renovar la cocina',
    client: {
      uuid: 'client-1',
      first_name: 'Laura',
      last_name: 'Gómez',
      cedula: '1036789456',
      email: 'laura@example.co',
      phone: '3001234567',
    },
    designer: {
      uuid: 'designer-1',
      first_name: 'Andrés',
      last_name: 'Mejía',
      email: 'andres@example.co',
      phone: '3109876543',
      avatar: null,
    },
    steps: presentialSteps(),
    ...overrides,
  };
}

export function presentialConsultancy(
  viewer: PresentialViewer,
  overrides: Partial<PresentialConsultancy> = {},
): PresentialConsultancy {
  return {
    ...presentialRow(),
    viewer,
    decided_at: '2026-05-02T15:00:00.000Z',
    designs: [],
    designs_price: 450_000,
    designs_paid_at: null,
    deposit: { available: false, amount: 450_000, threshold: 2_500_000, applied_at: null },
    invoices: [],
    ...overrides,
  };
}
