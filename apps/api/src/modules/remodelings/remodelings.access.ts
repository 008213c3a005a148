/**
 * Who may open a process sheet, written once (part 2 §2.1, §6): its client, its designer, the lsh
 * operator once the sheet has a paid quote, a supplier with products quoted in it, and admins.
 * Anyone else gets 404, as if the sheet did not exist. Every remodelling call finds its sheet here,
 * and the steps move only through `advanceSheetStep`.
 */
import type { SheetViewer } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  advanceStep,
  applyStepEdit,
  type StepEdit,
  type StepEditRefusal,
  type StepName,
  type StepState,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { StepEditInput } from '@hogarte/shared/schemas/remodelings';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
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

/** The stored steps (a sheet's or a consultancy's) as the step engine reads them. */
export function stepStates<Name extends StepName>(
  steps: readonly { name: Name; statusId: StepStatusId; date: Date | null }[],
): (StepState & { name: Name })[] {
  return steps.map((step) => ({
    name: step.name,
    statusId: step.statusId,
    date: step.date?.toISOString() ?? null,
  }));
}

const STEP_REFUSALS: Record<StepEditRefusal, string> = {
  not_editable: MESSAGES.stepNotEditable,
  status_not_editable: MESSAGES.stepStatusNotEditable,
  date_not_editable: MESSAGES.stepDateNotEditable,
  backwards: MESSAGES.stepStatusBackwards,
};

/** A step to write after a designer's edit: its status and, for the edited step, its date. */
export interface StepWrite<Name extends StepName = StepName> {
  name: Name;
  statusId: StepStatusId;
  date?: Date | null;
}

/**
 * A designer's edit of one step (`PATCH …/steps/{id}`) of a process sheet or a presential
 * consultancy, checked by `applyStepEdit` against the stored steps (read under the owner's lock):
 * the steps to write, or the refusal as a 409 with the spec's message.
 */
export function stepEditWrites<Name extends StepName>(
  steps: readonly (StepState & { name: Name })[],
  name: Name,
  input: StepEditInput,
): StepWrite<Name>[] {
  const edit: StepEdit = {
    ...(input.step_status_id !== undefined ? { statusId: input.step_status_id } : {}),
    ...(input.date !== undefined ? { date: input.date } : {}),
  };
  const result = applyStepEdit(steps, name, edit);
  if (!result.ok) {
    throw new AppError(409, `STEP_${result.reason.toUpperCase()}`, STEP_REFUSALS[result.reason]);
  }
  // applyStepEdit writes only steps it was given: their names are the owner's.
  return (
    Object.entries(result.changes) as [Name, { statusId: StepStatusId; date?: string | null }][]
  ).map(([step, change]) => ({
    name: step,
    statusId: change.statusId,
    ...(change.date !== undefined
      ? { date: change.date === null ? null : new Date(change.date) }
      : {}),
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
