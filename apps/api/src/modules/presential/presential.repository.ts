/** The presential consultancy's rows: the consultancy with its people, its steps and designs. */
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentTypeId } from '@hogarte/shared/lookups';
import {
  PRESENTIAL_STEP_NAMES,
  STEP_STATUS,
  type PresentialStepName,
  type StepStatusId,
} from '@hogarte/shared/process-steps';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { storedFiles } from '../../db/schema/files.js';
import {
  presentialConsultancies,
  presentialDesigns,
  presentialSteps,
} from '../../db/schema/presential.js';
import { users } from '../../db/schema/users.js';

/** A consultancy's client and designer, joined as these aliases by every query naming them. */
export const clients = alias(users, 'clients');
export const designers = alias(users, 'designers');

/** The client and designer columns a consultancy's page and a supplier's quote both show. */
export const PARTY_COLUMNS = {
  clientUuid: clients.uuid,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientCedula: clients.cedula,
  clientEmail: clients.email,
  clientPhone: clients.phone,
  designerUuid: designers.uuid,
  designerFirstName: designers.firstName,
  designerLastName: designers.lastName,
};

/** A new consultancy and its five pending steps, in the caller's transaction. */
export async function insertConsultancy(
  tx: Database,
  values: typeof presentialConsultancies.$inferInsert & { createdAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(presentialConsultancies)
    .values(values)
    .returning({ id: presentialConsultancies.id });
  if (!row) throw new Error('presential consultancy not inserted');
  await tx.insert(presentialSteps).values(
    PRESENTIAL_STEP_NAMES.map((name, position) => ({
      consultancyId: row.id,
      position,
      name,
      statusId: STEP_STATUS.pending,
      updatedAt: values.createdAt,
    })),
  );
  return row.id;
}

const ROW_COLUMNS = {
  id: presentialConsultancies.id,
  hashid: presentialConsultancies.hashid,
  createdAt: presentialConsultancies.createdAt,
  address: presentialConsultancies.address,
  cityName: presentialConsultancies.cityName,
  preferredDates: presentialConsultancies.preferredDates,
  notes: presentialConsultancies.notes,
  isApproved: presentialConsultancies.isApproved,
  decidedAt: presentialConsultancies.decidedAt,
  designsPaidAt: presentialConsultancies.designsPaidAt,
  depositAppliedAt: presentialConsultancies.depositAppliedAt,
  ...PARTY_COLUMNS,
  designerEmail: designers.email,
  designerPhone: designers.phone,
  designerAvatarKey: latestFileKey(designers.id, documentTypeId('avatar')),
};

function rowsQuery(executor: Database) {
  return executor
    .select(ROW_COLUMNS)
    .from(presentialConsultancies)
    .innerJoin(clients, eq(clients.id, presentialConsultancies.clientUserId))
    .innerJoin(designers, eq(designers.id, presentialConsultancies.designerUserId));
}

/** The consultancy with its client and designer, as its page and its messages need them. */
export async function findConsultancyRow(executor: Database, consultancyId: number) {
  const [row] = await rowsQuery(executor)
    .where(eq(presentialConsultancies.id, consultancyId))
    .limit(1);
  if (!row) throw new Error(`presential consultancy ${consultancyId} not found`);
  return row;
}
export type ConsultancyRow = Awaited<ReturnType<typeof findConsultancyRow>>;

export interface ConsultancyListFilter {
  clientUserId?: number;
  designerUserId?: number;
  /** Rejected requests leave the designer's lists; the client still sees the answer. */
  withRejected: boolean;
}

/** The consultancies of one client or one designer, newest first. */
export async function listConsultancyRows(executor: Database, filter: ConsultancyListFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.clientUserId === undefined
      ? undefined
      : eq(presentialConsultancies.clientUserId, filter.clientUserId),
    filter.designerUserId === undefined
      ? undefined
      : eq(presentialConsultancies.designerUserId, filter.designerUserId),
    filter.withRejected
      ? undefined
      : or(
          isNull(presentialConsultancies.isApproved),
          eq(presentialConsultancies.isApproved, true),
        ),
  ];
  return rowsQuery(executor)
    .where(and(...conditions))
    .orderBy(desc(presentialConsultancies.createdAt), desc(presentialConsultancies.id));
}

/** The steps of several consultancies, each one's in order. */
export async function listStepsOf(executor: Database, consultancyIds: readonly number[]) {
  if (consultancyIds.length === 0) return [];
  return executor
    .select({
      consultancyId: presentialSteps.consultancyId,
      id: presentialSteps.id,
      name: presentialSteps.name,
      statusId: presentialSteps.statusId,
      date: presentialSteps.date,
      updatedAt: presentialSteps.updatedAt,
    })
    .from(presentialSteps)
    .where(inArray(presentialSteps.consultancyId, [...consultancyIds]))
    .orderBy(asc(presentialSteps.consultancyId), asc(presentialSteps.position));
}

/** Decides a pending request once: false when it was already approved or rejected. */
export async function decideConsultancy(
  executor: Database,
  consultancyId: number,
  isApproved: boolean,
  at: Date,
): Promise<boolean> {
  const rows = await executor
    .update(presentialConsultancies)
    .set({ isApproved, decidedAt: at })
    .where(
      and(
        eq(presentialConsultancies.id, consultancyId),
        isNull(presentialConsultancies.isApproved),
      ),
    )
    .returning({ id: presentialConsultancies.id });
  return rows.length > 0;
}

/** The consultancy a step belongs to, by the step's id. */
export async function findStepConsultancy(executor: Database, stepId: number) {
  const [row] = await executor
    .select({ name: presentialSteps.name, hashid: presentialConsultancies.hashid })
    .from(presentialSteps)
    .innerJoin(
      presentialConsultancies,
      eq(presentialConsultancies.id, presentialSteps.consultancyId),
    )
    .where(eq(presentialSteps.id, stepId))
    .limit(1);
  return row ?? null;
}

export async function updateConsultancyStep(
  executor: Database,
  consultancyId: number,
  name: PresentialStepName,
  change: { statusId: StepStatusId; date?: Date | null },
  at: Date,
) {
  await executor
    .update(presentialSteps)
    .set({ ...change, updatedAt: at })
    .where(and(eq(presentialSteps.consultancyId, consultancyId), eq(presentialSteps.name, name)));
}

const DESIGN_COLUMNS = {
  id: presentialDesigns.id,
  createdAt: presentialDesigns.createdAt,
  fileId: storedFiles.id,
  fileName: storedFiles.fileName,
  storageKey: storedFiles.storageKey,
  isPrivate: storedFiles.isPrivate,
};

/** The designs of a consultancy with their files, oldest first. */
export async function listDesigns(executor: Database, consultancyId: number) {
  return executor
    .select(DESIGN_COLUMNS)
    .from(presentialDesigns)
    .innerJoin(storedFiles, eq(storedFiles.id, presentialDesigns.fileId))
    .where(eq(presentialDesigns.consultancyId, consultancyId))
    .orderBy(asc(presentialDesigns.id));
}
export type DesignRow = Awaited<ReturnType<typeof listDesigns>>[number];

export async function findDesign(executor: Database, consultancyId: number, designId: number) {
  const [row] = await executor
    .select(DESIGN_COLUMNS)
    .from(presentialDesigns)
    .innerJoin(storedFiles, eq(storedFiles.id, presentialDesigns.fileId))
    .where(
      and(eq(presentialDesigns.consultancyId, consultancyId), eq(presentialDesigns.id, designId)),
    )
    .limit(1);
  return row ?? null;
}

export async function insertDesign(
  executor: Database,
  values: typeof presentialDesigns.$inferInsert,
): Promise<number> {
  const [row] = await executor
    .insert(presentialDesigns)
    .values(values)
    .returning({ id: presentialDesigns.id });
  if (!row) throw new Error('presential design not inserted');
  return row.id;
}
