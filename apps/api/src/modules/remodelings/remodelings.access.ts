/**
 * Who may open a process sheet, written once (part 2 §2.1, §6): its client, its designer, the lsh
 * operator once the sheet has a paid quote, a supplier with products quoted in it, and admins.
 * Anyone else gets 404, as if the sheet did not exist. Every remodelling call finds its sheet here,
 * and the steps move only through `advanceSheetStep`.
 */
import type { SheetViewer } from '@hogarte/shared/contracts/remodelings';
import {
  advanceStep,
  type StepName,
  type StepState,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { findVisibleSheet, setStepStatus, sheetSteps } from './sheet-access.repository.js';

export { sheetSteps, sheetVisibleTo } from './sheet-access.repository.js';
/** The sheet with its client and designer, whom a quote's PDF names too. */
export { findSheetRow } from './remodelings.repository.js';

export interface Sheet {
  id: number;
  hashid: string;
  clientUserId: number;
  designerUserId: number | null;
  finishedAt: Date | null;
  paidAt: Date | null;
  viewer: SheetViewer;
}

const VIEWER_OF_ROLE: Partial<Record<Actor['roleId'], SheetViewer>> = {
  [ROLE.client]: 'client',
  [ROLE.designer]: 'designer',
  [ROLE.lsh]: 'lsh',
  [ROLE.supplier]: 'supplier',
  [ROLE.admin]: 'admin',
};

/**
 * The sheet named by `hashid` as `actor` may see it, or 404. With `lock`, its row is locked for
 * the rest of the transaction, so changes to one sheet (a step, a finish, a payment) line up.
 */
export async function sheetFor(
  executor: Database,
  actor: Actor,
  hashid: string,
  options: { lock?: boolean } = {},
): Promise<Sheet> {
  const viewer = VIEWER_OF_ROLE[actor.roleId];
  if (!viewer) throw notFound();
  const row = await findVisibleSheet(executor, actor, hashid, options.lock ?? false);
  if (!row) throw notFound();
  return { ...row, viewer };
}

export function stepStates(
  steps: readonly { name: StepName; statusId: StepStatusId; date: Date | null }[],
): StepState[] {
  return steps.map((step) => ({
    name: step.name,
    statusId: step.statusId,
    date: step.date?.toISOString() ?? null,
  }));
}

/**
 * Moves a step forward because something happened on the sheet (a design uploaded, a quote sent
 * or paid, a tracking link added), under the rules of `advanceStep`. Call it inside the
 * transaction that made the change, with the sheet locked.
 */
export async function advanceSheetStep(
  tx: Database,
  remodelingId: number,
  name: StepName,
  to: StepStatusId,
  now: Date,
): Promise<void> {
  const next = advanceStep(stepStates(await sheetSteps(tx, remodelingId)), name, to);
  if (next !== null) await setStepStatus(tx, remodelingId, name, next, now);
}
