/**
 * Who may open a process sheet, written once (part 2 §2.1, §6): its client, its designer, the lsh
 * operator once the sheet has a paid quote, a supplier with products quoted in it, and admins.
 * Anyone else gets 404, as if the sheet did not exist. Every remodelling call finds its sheet here,
 * and the steps move only through `advanceSheetStep`.
 */
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { SheetViewer } from '@hogarte/shared/contracts/remodelings';
import {
  advanceStep,
  type StepName,
  type StepState,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { quoteLines, quotes } from '../../db/schema/quotes.js';
import { remodelingSteps, remodelings } from '../../db/schema/remodelings.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';

export interface Sheet {
  id: number;
  hashid: string;
  clientUserId: number;
  designerUserId: number | null;
  finishedAt: Date | null;
  paidAt: Date | null;
  viewer: SheetViewer;
}

const hasPaidQuote = (remodelingId: typeof remodelings.id) =>
  exists(
    sql`(select 1 from ${quotes} where ${quotes.remodelingId} = ${remodelingId} and ${quotes.paidAt} is not null)`,
  );

const quotesSupplier = (remodelingId: typeof remodelings.id, supplierUserId: number) =>
  exists(
    sql`(select 1 from ${quoteLines} join ${quotes} on ${quotes.id} = ${quoteLines.quoteId}
      where ${quotes.remodelingId} = ${remodelingId} and ${quoteLines.supplierUserId} = ${supplierUserId})`,
  );

/** The condition on `remodelings` that lets an actor see a sheet, and as whom. */
export function sheetVisibleTo(actor: Actor) {
  switch (actor.roleId) {
    case ROLE.admin:
      return sql`true`;
    case ROLE.client:
      return eq(remodelings.clientUserId, actor.id);
    case ROLE.designer:
      return eq(remodelings.designerUserId, actor.id);
    case ROLE.lsh:
      return hasPaidQuote(remodelings.id);
    case ROLE.supplier:
      return quotesSupplier(remodelings.id, actor.id);
    default:
      return sql`false`;
  }
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
  const query = executor
    .select({
      id: remodelings.id,
      hashid: remodelings.hashid,
      clientUserId: remodelings.clientUserId,
      designerUserId: remodelings.designerUserId,
      finishedAt: remodelings.finishedAt,
      paidAt: remodelings.paidAt,
    })
    .from(remodelings)
    .where(and(eq(remodelings.hashid, hashid), sheetVisibleTo(actor)));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw notFound();
  return { ...row, viewer };
}

export async function sheetSteps(executor: Database, remodelingId: number) {
  return executor
    .select({
      id: remodelingSteps.id,
      name: remodelingSteps.name,
      statusId: remodelingSteps.statusId,
      date: remodelingSteps.date,
      updatedAt: remodelingSteps.updatedAt,
    })
    .from(remodelingSteps)
    .where(eq(remodelingSteps.remodelingId, remodelingId))
    .orderBy(asc(remodelingSteps.position));
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
  const steps = await sheetSteps(tx, remodelingId);
  const next = advanceStep(stepStates(steps), name, to);
  if (next === null) return;
  await tx
    .update(remodelingSteps)
    .set({ statusId: next, updatedAt: now })
    .where(and(eq(remodelingSteps.remodelingId, remodelingId), eq(remodelingSteps.name, name)));
}
