/**
 * The queries behind `presential.access.ts`: who sees a consultancy, its people for a quote's PDF,
 * its steps and moving one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PresentialStepName, StepStatusId } from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { presentialConsultancies, presentialSteps } from '../../db/schema/presential.js';
import { quotesSupplier } from '../../db/quoted-supplier.js';
import { quotes } from '../../db/schema/quotes.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../http/auth.js';

/** The condition on `presential_consultancies` that lets an actor see one. */
export function consultancyVisibleTo(actor: Actor) {
  switch (actor.roleId) {
    case ROLE.admin:
      return sql`true`;
    case ROLE.client:
      return eq(presentialConsultancies.clientUserId, actor.id);
    case ROLE.designer:
      return eq(presentialConsultancies.designerUserId, actor.id);
    case ROLE.supplier:
      return quotesSupplier(quotes.presentialConsultancyId, presentialConsultancies.id, actor.id);
    default:
      return sql`false`;
  }
}

export async function findVisibleConsultancy(
  executor: Database,
  actor: Actor,
  hashid: string,
  lock: boolean,
) {
  const query = executor
    .select({
      id: presentialConsultancies.id,
      hashid: presentialConsultancies.hashid,
      clientUserId: presentialConsultancies.clientUserId,
      designerUserId: presentialConsultancies.designerUserId,
      isApproved: presentialConsultancies.isApproved,
      designsPaidAt: presentialConsultancies.designsPaidAt,
      depositAppliedAt: presentialConsultancies.depositAppliedAt,
    })
    .from(presentialConsultancies)
    .where(and(eq(presentialConsultancies.hashid, hashid), consultancyVisibleTo(actor)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

const clients = alias(users, 'client');
const designers = alias(users, 'designer');

/** A consultancy's place and people, as a quote's PDF names them. */
export async function findConsultancyParties(executor: Database, consultancyId: number) {
  const [row] = await executor
    .select({
      address: presentialConsultancies.address,
      cityName: presentialConsultancies.cityName,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      designerFirstName: designers.firstName,
      designerLastName: designers.lastName,
      designerEmail: designers.email,
      designerPhone: designers.phone,
    })
    .from(presentialConsultancies)
    .innerJoin(clients, eq(clients.id, presentialConsultancies.clientUserId))
    .innerJoin(designers, eq(designers.id, presentialConsultancies.designerUserId))
    .where(eq(presentialConsultancies.id, consultancyId))
    .limit(1);
  if (!row) throw new Error(`presential consultancy ${consultancyId} not found`);
  return row;
}

export async function consultancySteps(executor: Database, consultancyId: number) {
  return executor
    .select({
      id: presentialSteps.id,
      name: presentialSteps.name,
      statusId: presentialSteps.statusId,
      date: presentialSteps.date,
      updatedAt: presentialSteps.updatedAt,
    })
    .from(presentialSteps)
    .where(eq(presentialSteps.consultancyId, consultancyId))
    .orderBy(asc(presentialSteps.position));
}

export async function setConsultancyStepStatus(
  tx: Database,
  consultancyId: number,
  name: PresentialStepName,
  statusId: StepStatusId,
  now: Date,
) {
  await tx
    .update(presentialSteps)
    .set({ statusId, updatedAt: now })
    .where(and(eq(presentialSteps.consultancyId, consultancyId), eq(presentialSteps.name, name)));
}
