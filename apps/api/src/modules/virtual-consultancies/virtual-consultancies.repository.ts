import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { chatRooms } from '../../db/schema/chat.js';
import { payments } from '../../db/schema/commerce.js';
import { storedFiles } from '../../db/schema/files.js';
import { users } from '../../db/schema/users.js';
import {
  virtualConsultancies,
  virtualConsultancyFiles,
  type VirtualFileKind,
} from '../../db/schema/virtual-consultancies.js';
import { containing, fullNameContains } from '../../db/search.js';

const clients = alias(users, 'clients');
const designers = alias(users, 'designers');
const uploaders = alias(users, 'uploaders');
const AVATAR_TYPE = documentTypeId('avatar');

/** The approved payment's reference, the receipt's id (a consultancy is paid at most once). */
const approvedPaymentReference = sql<string | null>`(select ${payments.reference} from ${payments}
  where ${payments.virtualConsultancyId} = ${virtualConsultancies.id}
    and ${payments.status} = 'APPROVED'
  order by ${payments.id} desc limit 1)`;

const COLUMNS = {
  id: virtualConsultancies.id,
  hashid: virtualConsultancies.hashid,
  clientUserId: virtualConsultancies.clientUserId,
  designerUserId: virtualConsultancies.designerUserId,
  spaceQuantity: virtualConsultancies.spaceQuantity,
  toPay: virtualConsultancies.toPay,
  toPayDesigner: virtualConsultancies.toPayDesigner,
  toPayPlatform: virtualConsultancies.toPayPlatform,
  paidAt: virtualConsultancies.paidAt,
  isApproved: virtualConsultancies.isApproved,
  approvedAt: virtualConsultancies.approvedAt,
  roomId: virtualConsultancies.roomId,
  finishedAt: virtualConsultancies.finishedAt,
  professionalRating: virtualConsultancies.professionalRating,
  ratingComment: virtualConsultancies.ratingComment,
  createdAt: virtualConsultancies.createdAt,
  roomUuid: chatRooms.uuid,
  clientUuid: clients.uuid,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientEmail: clients.email,
  clientPhone: clients.phone,
  clientCedula: clients.cedula,
  designerUuid: designers.uuid,
  designerFirstName: designers.firstName,
  designerLastName: designers.lastName,
  designerEmail: designers.email,
  designerPhone: designers.phone,
  designerCedula: designers.cedula,
  designerAvatarKey: latestFileKey(designers.id, AVATAR_TYPE),
  paymentReference: approvedPaymentReference,
};

export type VirtualConsultancyRow = Awaited<ReturnType<typeof listConsultancies>>[number];

function consultancyQuery(executor: Database) {
  return executor
    .select(COLUMNS)
    .from(virtualConsultancies)
    .innerJoin(clients, eq(clients.id, virtualConsultancies.clientUserId))
    .innerJoin(designers, eq(designers.id, virtualConsultancies.designerUserId))
    .leftJoin(chatRooms, eq(chatRooms.id, virtualConsultancies.roomId));
}

/** Who is asking: a client or a designer sees its own consultancies, an admin every one. */
export type ConsultancyViewer =
  { side: 'client' | 'designer'; userId: number } | { side: 'admin'; userId?: undefined };

function visibleTo(viewer: ConsultancyViewer): SQL | undefined {
  if (viewer.side === 'client') return eq(virtualConsultancies.clientUserId, viewer.userId);
  if (viewer.side === 'designer') return eq(virtualConsultancies.designerUserId, viewer.userId);
  return undefined;
}

/** A consultancy by hashid when the viewer may see it; with `lock`, its row is held. */
export async function findConsultancy(
  executor: Database,
  hashid: string,
  viewer: ConsultancyViewer,
  lock = false,
) {
  const query = consultancyQuery(executor)
    .where(and(eq(virtualConsultancies.hashid, hashid), visibleTo(viewer)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: virtualConsultancies }) : await query;
  return row ?? null;
}

export async function insertConsultancy(
  executor: Database,
  values: typeof virtualConsultancies.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await executor
    .insert(virtualConsultancies)
    .values(values)
    .returning({ id: virtualConsultancies.id });
  if (!row) throw new Error('virtual consultancy not inserted');
  return row;
}

interface ConsultancyFilter {
  viewer: ConsultancyViewer;
  /** Only the paid ones (the designer's list). */
  paidOnly?: boolean;
  /** The admin's flags, at most one of them is applied, in this order. */
  finished?: boolean;
  paid?: boolean;
  unpaid?: boolean;
  approved?: boolean;
  /** The client's or designer's name, or the hashid. */
  search?: string;
}

function filterConditions(filter: ConsultancyFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleTo(filter.viewer)];
  if (filter.paidOnly) conditions.push(isNotNull(virtualConsultancies.paidAt));
  if (filter.finished) conditions.push(isNotNull(virtualConsultancies.finishedAt));
  else if (filter.paid) conditions.push(isNotNull(virtualConsultancies.paidAt));
  else if (filter.unpaid) conditions.push(isNull(virtualConsultancies.paidAt));
  else if (filter.approved) {
    conditions.push(
      eq(virtualConsultancies.isApproved, true),
      isNull(virtualConsultancies.finishedAt),
    );
  }
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        fullNameContains(clients, pattern),
        fullNameContains(designers, pattern),
        ilike(virtualConsultancies.hashid, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Newest first; without `limit`, all of them (a client's or designer's own list). */
export async function listConsultancies(
  executor: Database,
  filter: ConsultancyFilter,
  page?: { limit: number; offset: number },
) {
  const query = consultancyQuery(executor)
    .where(filterConditions(filter))
    .orderBy(desc(virtualConsultancies.createdAt), desc(virtualConsultancies.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countConsultancies(executor: Database, filter: ConsultancyFilter) {
  const [row] = await executor
    .select({ total: count() })
    .from(virtualConsultancies)
    .innerJoin(clients, eq(clients.id, virtualConsultancies.clientUserId))
    .innerJoin(designers, eq(designers.id, virtualConsultancies.designerUserId))
    .where(filterConditions(filter));
  return row?.total ?? 0;
}

/**
 * Marks a consultancy paid unless it already is (one statement: two approvals cannot both count);
 * answers who to tell, or undefined when it was paid before.
 */
export async function markPaid(executor: Database, id: number, at: Date) {
  const [updated] = await executor
    .update(virtualConsultancies)
    .set({ paidAt: at })
    .where(and(eq(virtualConsultancies.id, id), isNull(virtualConsultancies.paidAt)))
    .returning({ id: virtualConsultancies.id });
  if (!updated) return undefined;
  const [row] = await executor
    .select({
      hashid: virtualConsultancies.hashid,
      spaceQuantity: virtualConsultancies.spaceQuantity,
      toPay: virtualConsultancies.toPay,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      designerFirstName: designers.firstName,
      designerEmail: designers.email,
    })
    .from(virtualConsultancies)
    .innerJoin(clients, eq(clients.id, virtualConsultancies.clientUserId))
    .innerJoin(designers, eq(designers.id, virtualConsultancies.designerUserId))
    .where(eq(virtualConsultancies.id, id));
  return row;
}

/** Keeps the room opened for a consultancy (before or at its approval). */
export async function markApproved(executor: Database, id: number, roomId: number, at: Date) {
  await executor
    .update(virtualConsultancies)
    .set({ isApproved: true, approvedAt: at, roomId })
    .where(eq(virtualConsultancies.id, id));
}

export async function markFinished(executor: Database, id: number, at: Date) {
  await executor
    .update(virtualConsultancies)
    .set({ finishedAt: at })
    .where(eq(virtualConsultancies.id, id));
}

/**
 * Stores the client's rating unless there is one already: the condition decides, so two ratings
 * sent together cannot both count. False when it was rated before.
 */
export async function rateConsultancy(
  executor: Database,
  id: number,
  rating: number,
  comment: string,
): Promise<boolean> {
  const rows = await executor
    .update(virtualConsultancies)
    .set({ professionalRating: rating, ratingComment: comment || null })
    .where(
      and(
        eq(virtualConsultancies.id, id),
        isNotNull(virtualConsultancies.finishedAt),
        isNull(virtualConsultancies.professionalRating),
      ),
    )
    .returning({ id: virtualConsultancies.id });
  return rows.length > 0;
}

/** The client of one of this designer's paid consultancies, by the client's uuid. */
export async function findPaidClientOf(
  executor: Database,
  designerUserId: number,
  clientUuid: string,
) {
  const [row] = await executor
    .select({ id: clients.id, uuid: clients.uuid })
    .from(virtualConsultancies)
    .innerJoin(clients, eq(clients.id, virtualConsultancies.clientUserId))
    .where(
      and(
        eq(virtualConsultancies.designerUserId, designerUserId),
        eq(clients.uuid, clientUuid),
        isNotNull(virtualConsultancies.paidAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The consultancy a payment pays, by the payment's reference. */
export async function findPaymentConsultancy(executor: Database, reference: string) {
  const [row] = await executor
    .select({
      hashid: virtualConsultancies.hashid,
      clientUserId: virtualConsultancies.clientUserId,
      reference: payments.reference,
      status: payments.status,
      amountInCents: payments.amountInCents,
      transactionId: payments.transactionId,
      paymentMethodType: payments.paymentMethodType,
      finalizedAt: payments.finalizedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(virtualConsultancies, eq(virtualConsultancies.id, payments.virtualConsultancyId))
    .where(eq(payments.reference, reference))
    .limit(1);
  return row ?? null;
}

export async function insertVirtualFile(
  executor: Database,
  values: typeof virtualConsultancyFiles.$inferInsert,
) {
  const [row] = await executor
    .insert(virtualConsultancyFiles)
    .values(values)
    .returning({ id: virtualConsultancyFiles.id, createdAt: virtualConsultancyFiles.createdAt });
  if (!row) throw new Error('virtual consultancy file not inserted');
  return row;
}

const FILE_COLUMNS = {
  id: virtualConsultancyFiles.id,
  consultancyId: virtualConsultancyFiles.consultancyId,
  kind: virtualConsultancyFiles.kind,
  approvedAt: virtualConsultancyFiles.approvedAt,
  createdAt: virtualConsultancyFiles.createdAt,
  uploaderRoleId: uploaders.roleId,
  fileId: storedFiles.id,
  storageKey: storedFiles.storageKey,
  fileName: storedFiles.fileName,
  mimeType: storedFiles.mimeType,
  isPrivate: storedFiles.isPrivate,
};

export type VirtualFileRow = Awaited<ReturnType<typeof listVirtualFiles>>[number];

function fileQuery(executor: Database) {
  return executor
    .select(FILE_COLUMNS)
    .from(virtualConsultancyFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, virtualConsultancyFiles.fileId))
    .innerJoin(uploaders, eq(uploaders.id, virtualConsultancyFiles.uploaderUserId));
}

/** A consultancy's files of these kinds, oldest first. */
export async function listVirtualFiles(
  executor: Database,
  consultancyId: number,
  kinds: readonly VirtualFileKind[],
) {
  return fileQuery(executor)
    .where(
      and(
        eq(virtualConsultancyFiles.consultancyId, consultancyId),
        or(...kinds.map((kind) => eq(virtualConsultancyFiles.kind, kind))),
      ),
    )
    .orderBy(virtualConsultancyFiles.id);
}

/** A design of one of this client's consultancies. */
export async function findClientDesign(executor: Database, fileId: number, clientUserId: number) {
  const [row] = await fileQuery(executor)
    .innerJoin(
      virtualConsultancies,
      eq(virtualConsultancies.id, virtualConsultancyFiles.consultancyId),
    )
    .where(
      and(
        eq(virtualConsultancyFiles.id, fileId),
        eq(virtualConsultancyFiles.kind, 'design'),
        eq(virtualConsultancies.clientUserId, clientUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Approves a design once; the first approval's time stays. */
export async function approveDesign(executor: Database, id: number, at: Date) {
  await executor
    .update(virtualConsultancyFiles)
    .set({ approvedAt: at })
    .where(and(eq(virtualConsultancyFiles.id, id), isNull(virtualConsultancyFiles.approvedAt)));
}
