/**
 * Who may open a presential consultancy, written once (part 1 §2, §4; part 2 §2.2, §6; decision
 * 030): its client, its designer, a supplier with products quoted in it, and admins. Anyone else
 * gets 404, as if it did not exist. Every presential call finds its consultancy here, and the
 * steps move only through `advanceConsultancyStep` (the process sheet's step engine).
 */
import type { PresentialDeposit, PresentialViewer } from '@hogarte/shared/contracts/presential';
import { MONEY } from '@hogarte/shared/limits';
import {
  advanceStep,
  type PresentialStepName,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { stepStates } from '../remodelings/remodelings.access.js';
import {
  consultancySteps,
  findVisibleConsultancy,
  setConsultancyStepStatus,
} from './presential-access.repository.js';

export {
  consultancySteps,
  consultancyVisibleTo,
  findConsultancyParties,
} from './presential-access.repository.js';

export interface Consultancy {
  id: number;
  hashid: string;
  clientUserId: number;
  designerUserId: number;
  isApproved: boolean | null;
  designsPaidAt: Date | null;
  depositAppliedAt: Date | null;
  viewer: PresentialViewer;
}

const VIEWER_OF_ROLE: Partial<Record<Actor['roleId'], PresentialViewer>> = {
  [ROLE.client]: 'client',
  [ROLE.designer]: 'designer',
  [ROLE.supplier]: 'supplier',
  [ROLE.admin]: 'admin',
};

/**
 * The consultancy named by `hashid` as `actor` may see it, or 404. With `lock`, its row is locked
 * for the rest of the transaction, so changes to one consultancy (a decision, a step, a payment)
 * line up.
 */
export async function consultancyFor(
  executor: Database,
  actor: Actor,
  hashid: string,
  options: { lock?: boolean } = {},
): Promise<Consultancy> {
  const viewer = VIEWER_OF_ROLE[actor.roleId];
  if (!viewer) throw notFound();
  const row = await findVisibleConsultancy(executor, actor, hashid, options.lock ?? false);
  if (!row) throw notFound();
  return { ...row, viewer };
}

/**
 * Moves a step forward because something happened (a design uploaded or paid, a quote sent or
 * paid, a tracking link added), under the rules of `advanceStep`. Call it inside the transaction
 * that made the change, with the consultancy locked.
 */
export async function advanceConsultancyStep(
  tx: Database,
  consultancyId: number,
  name: PresentialStepName,
  to: StepStatusId,
  now: Date,
): Promise<void> {
  const next = advanceStep(stepStates(await consultancySteps(tx, consultancyId)), name, to);
  if (next !== null) await setConsultancyStepStatus(tx, consultancyId, name, next, now);
}

/**
 * The deposit a quote payment of this consultancy may deduct (decision 030): available once the
 * designs are paid and until an approved payment has used it; it applies only above the threshold.
 */
export function consultancyDeposit(
  consultancy: Pick<Consultancy, 'designsPaidAt' | 'depositAppliedAt'>,
): PresentialDeposit {
  return {
    available: consultancy.designsPaidAt !== null && consultancy.depositAppliedAt === null,
    amount: MONEY.presentialDeposit,
    threshold: MONEY.presentialDepositThreshold,
    applied_at: consultancy.depositAppliedAt?.toISOString() ?? null,
  };
}
