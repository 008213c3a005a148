/** The queries behind `remodelings.access.ts`: who sees a sheet, its steps, moving one. */
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { StepName, StepStatusId } from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { quotesSupplier } from '../../db/quoted-supplier.js';
import { quotes } from '../../db/schema/quotes.js';
import { remodelingSteps, remodelings } from '../../db/schema/remodelings.js';
import type { Actor } from '../../http/auth.js';

const hasPaidQuote = (remodelingId: typeof remodelings.id) =>
  exists(
    sql`(select 1 from ${quotes} where ${quotes.remodelingId} = ${remodelingId} and ${quotes.paidAt} is not null)`,
  );

/** The condition on `remodelings` that lets an actor see a sheet. */
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
      return quotesSupplier(quotes.remodelingId, remodelings.id, actor.id);
    default:
      return sql`false`;
  }
}

export async function findVisibleSheet(
  executor: Database,
  actor: Actor,
  hashid: string,
  lock: boolean,
) {
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
  const [row] = await (lock ? query.for('update') : query);
  return row;
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

export async function setStepStatus(
  tx: Database,
  remodelingId: number,
  name: StepName,
  statusId: StepStatusId,
  now: Date,
) {
  await tx
    .update(remodelingSteps)
    .set({ statusId, updatedAt: now })
    .where(and(eq(remodelingSteps.remodelingId, remodelingId), eq(remodelingSteps.name, name)));
}
