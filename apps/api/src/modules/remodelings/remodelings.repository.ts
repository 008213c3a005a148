/** The process sheet's rows: the sheet with its people, files, designs, installers, trackings. */
import {
  and,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RemodelingFileKind } from '@hogarte/shared/contracts/remodelings';
import { documentTypeId } from '@hogarte/shared/lookups';
import { REMODELING_STEP_NAMES, STEP_STATUS } from '@hogarte/shared/process-steps';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { storedFiles } from '../../db/schema/files.js';
import { quoteLines, quotes } from '../../db/schema/quotes.js';
import {
  remodelingDesigns,
  remodelingFiles,
  remodelingInstallers,
  remodelingSteps,
  remodelings,
} from '../../db/schema/remodelings.js';
import { supplierProfiles, users } from '../../db/schema/users.js';

const clients = alias(users, 'clients');
const designers = alias(users, 'designers');
const AVATAR_TYPE = documentTypeId('avatar');

/** A new sheet and its seven pending steps, in the caller's transaction. */
export async function insertRemodeling(
  tx: Database,
  values: typeof remodelings.$inferInsert & { createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(remodelings).values(values).returning({ id: remodelings.id });
  if (!row) throw new Error('remodelling not inserted');
  await tx.insert(remodelingSteps).values(
    REMODELING_STEP_NAMES.map((name, position) => ({
      remodelingId: row.id,
      position,
      name,
      statusId: STEP_STATUS.pending,
      updatedAt: values.createdAt,
    })),
  );
  return row.id;
}

/** A user's name and contacts (a supplier's company too), for the messages a sheet sends. */
export async function findContact(executor: Database, userId: number) {
  const [row] = await executor
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      companyName: supplierProfiles.companyName,
    })
    .from(users)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/** The sheet with its client and designer, as the page's header and the messages need them. */
export async function findSheetRow(executor: Database, remodelingId: number) {
  const [row] = await executor
    .select({
      id: remodelings.id,
      hashid: remodelings.hashid,
      cityName: remodelings.cityName,
      address: remodelings.address,
      spaceQuantity: remodelings.spaceQuantity,
      designerRating: remodelings.designerRating,
      installersRating: remodelings.installersRating,
      comments: remodelings.comments,
      createdAt: remodelings.createdAt,
      finishedAt: remodelings.finishedAt,
      paidAt: remodelings.paidAt,
      designerUserId: designers.id,
      clientUuid: clients.uuid,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      clientCedula: clients.cedula,
      clientAddress: clients.streetAddress,
      clientAvatarKey: latestFileKey(clients.id, AVATAR_TYPE),
      designerUuid: designers.uuid,
      designerFirstName: designers.firstName,
      designerLastName: designers.lastName,
      designerEmail: designers.email,
      designerPhone: designers.phone,
      designerCedula: designers.cedula,
      designerAddress: designers.streetAddress,
      designerAvatarKey: latestFileKey(designers.id, AVATAR_TYPE),
    })
    .from(remodelings)
    .innerJoin(clients, eq(clients.id, remodelings.clientUserId))
    // Every sheet is created with its designer (decision 029).
    .innerJoin(designers, eq(designers.id, remodelings.designerUserId))
    .where(eq(remodelings.id, remodelingId))
    .limit(1);
  if (!row) throw new Error(`remodelling ${remodelingId} not found`);
  return row;
}
export type SheetRow = Awaited<ReturnType<typeof findSheetRow>>;

const paidSum = (column: SQLWrapper) =>
  sql<number>`(select coalesce(sum(${column}), 0)::int from ${quotes}
    where ${quotes.remodelingId} = ${remodelings.id} and ${quotes.paidAt} is not null)`;

const hasFile = (kind: RemodelingFileKind) =>
  sql<boolean>`exists (select 1 from ${remodelingFiles}
    where ${remodelingFiles.remodelingId} = ${remodelings.id} and ${remodelingFiles.kind} = ${kind})`;

export interface SheetListFilter {
  visible: SQL;
  finished?: boolean | undefined;
  paid?: boolean | undefined;
}

function listConditions(filter: SheetListFilter) {
  return and(
    filter.visible,
    filter.finished ? isNotNull(remodelings.finishedAt) : undefined,
    filter.paid ? isNotNull(remodelings.paidAt) : undefined,
  );
}

/** A page of the sheets an actor sees, newest first, with the sums of their paid quotes. */
export async function listSheets(
  executor: Database,
  filter: SheetListFilter,
  page: { limit: number; offset: number },
) {
  return executor
    .select({
      hashid: remodelings.hashid,
      createdAt: remodelings.createdAt,
      finishedAt: remodelings.finishedAt,
      paidAt: remodelings.paidAt,
      cityName: remodelings.cityName,
      address: remodelings.address,
      clientUuid: clients.uuid,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      designerUuid: designers.uuid,
      designerFirstName: designers.firstName,
      designerLastName: designers.lastName,
      paidQuotes: sql<number>`(select count(*)::int from ${quotes}
        where ${quotes.remodelingId} = ${remodelings.id} and ${quotes.paidAt} is not null)`,
      toPay: paidSum(quotes.toPay),
      toPayDesigner: paidSum(quotes.toPayDesigner),
      toPaySupplier: paidSum(quotes.toPaySupplier),
      toPayLsh: paidSum(quotes.toPayLsh),
      toPayPlatform: paidSum(quotes.toPayPlatform),
      installersCount: sql<number>`(select count(*)::int from ${remodelingInstallers}
        where ${remodelingInstallers.remodelingId} = ${remodelings.id})`,
      hasLshInvoice: hasFile('lsh_invoice'),
      hasLshPolicy: hasFile('lsh_policy'),
      hasAdminInvoice: hasFile('admin_invoice'),
    })
    .from(remodelings)
    .innerJoin(clients, eq(clients.id, remodelings.clientUserId))
    .innerJoin(designers, eq(designers.id, remodelings.designerUserId))
    .where(listConditions(filter))
    .orderBy(desc(remodelings.createdAt), desc(remodelings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSheets(executor: Database, filter: SheetListFilter) {
  const [row] = await executor
    .select({ total: count() })
    .from(remodelings)
    .innerJoin(designers, eq(designers.id, remodelings.designerUserId))
    .where(listConditions(filter));
  return row?.total ?? 0;
}

const FILE_COLUMNS = {
  id: remodelingFiles.id,
  kind: remodelingFiles.kind,
  createdAt: remodelingFiles.createdAt,
  fileId: storedFiles.id,
  fileName: storedFiles.fileName,
  storageKey: storedFiles.storageKey,
  isPrivate: storedFiles.isPrivate,
};

/** Every file of a sheet, oldest first. */
export async function listSheetFiles(executor: Database, remodelingId: number) {
  return executor
    .select(FILE_COLUMNS)
    .from(remodelingFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, remodelingFiles.fileId))
    .where(eq(remodelingFiles.remodelingId, remodelingId))
    .orderBy(remodelingFiles.id);
}
export type SheetFileRow = Awaited<ReturnType<typeof listSheetFiles>>[number];

export async function findSheetFile(executor: Database, remodelingId: number, id: number) {
  const [row] = await executor
    .select(FILE_COLUMNS)
    .from(remodelingFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, remodelingFiles.fileId))
    .where(and(eq(remodelingFiles.remodelingId, remodelingId), eq(remodelingFiles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertSheetFile(
  executor: Database,
  values: typeof remodelingFiles.$inferInsert,
) {
  const [row] = await executor
    .insert(remodelingFiles)
    .values(values)
    .returning({ id: remodelingFiles.id });
  if (!row) throw new Error('remodelling file not inserted');
  return row;
}

/** The designs of a sheet with their files, oldest first. */
export async function listDesigns(executor: Database, remodelingId: number) {
  return executor
    .select({
      ...FILE_COLUMNS,
      designId: remodelingDesigns.id,
      approvedAt: remodelingDesigns.approvedAt,
    })
    .from(remodelingDesigns)
    .innerJoin(remodelingFiles, eq(remodelingFiles.id, remodelingDesigns.remodelingFileId))
    .innerJoin(storedFiles, eq(storedFiles.id, remodelingFiles.fileId))
    .where(eq(remodelingDesigns.remodelingId, remodelingId))
    .orderBy(remodelingDesigns.id);
}

/** Registers a design file as a design; false when it already is one. */
export async function insertDesign(
  executor: Database,
  values: typeof remodelingDesigns.$inferInsert,
): Promise<boolean> {
  const rows = await executor
    .insert(remodelingDesigns)
    .values(values)
    .onConflictDoNothing({ target: remodelingDesigns.remodelingFileId })
    .returning({ id: remodelingDesigns.id });
  return rows.length > 0;
}

export async function findDesign(executor: Database, remodelingId: number, designId: number) {
  const [row] = await executor
    .select({ id: remodelingDesigns.id, approvedAt: remodelingDesigns.approvedAt })
    .from(remodelingDesigns)
    .where(
      and(eq(remodelingDesigns.remodelingId, remodelingId), eq(remodelingDesigns.id, designId)),
    )
    .limit(1);
  return row ?? null;
}

/** Approves a design once: the condition decides, so two approvals cannot both count. */
export async function approveDesign(executor: Database, designId: number, at: Date) {
  const rows = await executor
    .update(remodelingDesigns)
    .set({ approvedAt: at })
    .where(and(eq(remodelingDesigns.id, designId), isNull(remodelingDesigns.approvedAt)))
    .returning({ id: remodelingDesigns.id });
  return rows.length > 0;
}

export async function listInstallers(executor: Database, remodelingId: number) {
  return executor
    .select()
    .from(remodelingInstallers)
    .where(eq(remodelingInstallers.remodelingId, remodelingId))
    .orderBy(remodelingInstallers.id);
}

export async function insertInstaller(
  executor: Database,
  values: typeof remodelingInstallers.$inferInsert,
) {
  await executor.insert(remodelingInstallers).values(values);
}

/** The sheet a step belongs to, by the step's id. */
export async function findStepSheet(executor: Database, stepId: number) {
  const [row] = await executor
    .select({ name: remodelingSteps.name, hashid: remodelings.hashid })
    .from(remodelingSteps)
    .innerJoin(remodelings, eq(remodelings.id, remodelingSteps.remodelingId))
    .where(eq(remodelingSteps.id, stepId))
    .limit(1);
  return row ?? null;
}

export async function updateStep(
  executor: Database,
  remodelingId: number,
  name: (typeof REMODELING_STEP_NAMES)[number],
  change: { statusId: 1 | 2 | 3; date?: Date | null },
  at: Date,
) {
  await executor
    .update(remodelingSteps)
    .set({ ...change, updatedAt: at })
    .where(and(eq(remodelingSteps.remodelingId, remodelingId), eq(remodelingSteps.name, name)));
}

/** Receives the work: the sheet finished and every one of its steps done, in one go. */
export async function markFinished(executor: Database, remodelingId: number, at: Date) {
  await executor
    .update(remodelings)
    .set({ finishedAt: at })
    .where(eq(remodelings.id, remodelingId));
  await executor
    .update(remodelingSteps)
    .set({ statusId: STEP_STATUS.done, updatedAt: at })
    .where(eq(remodelingSteps.remodelingId, remodelingId));
}

export async function setPaidAt(executor: Database, remodelingId: number, at: Date | null) {
  await executor.update(remodelings).set({ paidAt: at }).where(eq(remodelings.id, remodelingId));
}

/** Stores the client's rating unless there is one already; false when it was rated before. */
export async function rateSheet(
  executor: Database,
  remodelingId: number,
  rating: { designerRating: number; installersRating: number; comments: string | null },
  at: Date,
): Promise<boolean> {
  const rows = await executor
    .update(remodelings)
    .set({ ...rating, ratedAt: at })
    .where(
      and(
        eq(remodelings.id, remodelingId),
        isNotNull(remodelings.finishedAt),
        isNull(remodelings.ratedAt),
      ),
    )
    .returning({ id: remodelings.id });
  return rows.length > 0;
}

/** A quote, its sheet, and whether a supplier has lines in it. */
export async function findQuoteOfSupplier(
  executor: Database,
  quoteId: number,
  supplierUserId: number,
) {
  const [row] = await executor
    .select({ id: quotes.id, paidAt: quotes.paidAt, hashid: remodelings.hashid })
    .from(quotes)
    .innerJoin(remodelings, eq(remodelings.id, quotes.remodelingId))
    .where(
      and(
        eq(quotes.id, quoteId),
        sql`exists (select 1 from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id}
          and ${quoteLines.supplierUserId} = ${supplierUserId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The paid quotes of a sheet, oldest first, for the equivalent document. */
export async function listPaidQuotes(executor: Database, remodelingId: number) {
  return executor
    .select({
      name: quotes.name,
      paidAt: quotes.paidAt,
      toPay: quotes.toPay,
      toPayDesigner: quotes.toPayDesigner,
      toPaySupplier: quotes.toPaySupplier,
      toPayLsh: quotes.toPayLsh,
      toPayPlatform: quotes.toPayPlatform,
    })
    .from(quotes)
    .where(and(eq(quotes.remodelingId, remodelingId), isNotNull(quotes.paidAt)))
    .orderBy(quotes.paidAt, quotes.id);
}
