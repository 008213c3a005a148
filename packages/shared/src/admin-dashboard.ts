/**
 * The admin's morning overview as its page reads it (/admin/dashboard): the sales chart's window
 * and the stages it counts sheets and consultancies by. Free of zod, so the page loads none; the
 * contract (`contracts/admin-dashboard.ts`) builds on these.
 */
import { REMODELING_STEP_NAMES } from './process-steps.js';

/** The chart's window: today and the 29 days before it. */
export const DASHBOARD_SALES_DAYS = 30;

/**
 * Where a remodelling stands: an unfinished sheet at its first step not yet done, then finished
 * (the client received the work) and paid (the admin's mark of paying everyone out).
 */
export const REMODELING_STAGES = [...REMODELING_STEP_NAMES, 'finished', 'paid'] as const;
export type RemodelingStage = (typeof REMODELING_STAGES)[number];

/**
 * Where a presential consultancy stands: waiting for the designer's answer, rejected, approved
 * with its designs unpaid, or with the designs paid.
 */
export const PRESENTIAL_STAGES = ['pending', 'rejected', 'approved', 'designs_paid'] as const;
export type PresentialStage = (typeof PRESENTIAL_STAGES)[number];

export const PRESENTIAL_STAGE_LABELS: Record<PresentialStage, string> = {
  pending: 'Por aprobar',
  rejected: 'Rechazadas',
  approved: 'Aprobadas, diseños por pagar',
  designs_paid: 'Diseños pagados',
};
