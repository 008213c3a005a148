import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { products } from '../../db/schema/catalogue.js';
import { chatRooms } from '../../db/schema/chat.js';
import { storedFiles } from '../../db/schema/files.js';
import { salesConsultancies } from '../../db/schema/sales-consultancies.js';
import { users } from '../../db/schema/users.js';
import { containing, fullNameContains } from '../../db/search.js';

const clients = alias(users, 'client');
const salespeople = alias(users, 'salesperson');
const productImages = alias(storedFiles, 'product_image');
const AVATAR_TYPE = documentTypeId('avatar');

const COLUMNS = {
  id: salesConsultancies.id,
  hashid: salesConsultancies.hashid,
  clientUserId: salesConsultancies.clientUserId,
  salespersonUserId: salesConsultancies.salespersonUserId,
  createdAt: salesConsultancies.createdAt,
  finishedAt: salesConsultancies.finishedAt,
  roomId: chatRooms.id,
  roomUuid: chatRooms.uuid,
  clientUuid: clients.uuid,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  salespersonUuid: salespeople.uuid,
  salespersonFirstName: salespeople.firstName,
  salespersonLastName: salespeople.lastName,
  salespersonAvatarKey: latestFileKey(salespeople.id, AVATAR_TYPE),
  productId: products.id,
  productName: products.name,
  productImageKey: productImages.storageKey,
};

export type ConsultancyRow = Awaited<ReturnType<typeof listConsultancies>>[number];

function consultancyQuery(executor: Database) {
  return executor
    .select(COLUMNS)
    .from(salesConsultancies)
    .innerJoin(chatRooms, eq(chatRooms.id, salesConsultancies.roomId))
    .innerJoin(clients, eq(clients.id, salesConsultancies.clientUserId))
    .innerJoin(salespeople, eq(salespeople.id, salesConsultancies.salespersonUserId))
    .leftJoin(products, eq(products.id, salesConsultancies.productId))
    .leftJoin(productImages, eq(productImages.id, products.principalImageId));
}

/** Whose consultancies: the client's or the adviser's own. */
export interface ConsultancyOwner {
  side: 'client' | 'salesperson';
  userId: number;
}

function ownedBy(owner: ConsultancyOwner): SQL {
  return owner.side === 'client'
    ? eq(salesConsultancies.clientUserId, owner.userId)
    : eq(salesConsultancies.salespersonUserId, owner.userId);
}

/** A consultancy by hashid when this person takes part in it; with `lock`, its row is held. */
export async function findConsultancy(
  executor: Database,
  hashid: string,
  owner: ConsultancyOwner,
  lock = false,
) {
  const query = consultancyQuery(executor)
    .where(and(eq(salesConsultancies.hashid, hashid), ownedBy(owner)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: salesConsultancies }) : await query;
  return row ?? null;
}

/** The client's unfinished consultancy with this adviser about this product, if any. */
export async function findOpenConsultancy(
  executor: Database,
  clientUserId: number,
  salespersonUserId: number,
  productId: number,
) {
  const [row] = await consultancyQuery(executor)
    .where(
      and(
        eq(salesConsultancies.clientUserId, clientUserId),
        eq(salesConsultancies.salespersonUserId, salespersonUserId),
        eq(salesConsultancies.productId, productId),
        isNull(salesConsultancies.finishedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface ConsultancyFilter {
  owner: ConsultancyOwner;
  finished: boolean;
  /** Matches the other person's name or the product's. */
  search: string;
}

function filterConditions(filter: ConsultancyFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ownedBy(filter.owner),
    filter.finished
      ? isNotNull(salesConsultancies.finishedAt)
      : isNull(salesConsultancies.finishedAt),
  ];
  if (filter.search) {
    const pattern = containing(filter.search);
    const person = filter.owner.side === 'client' ? salespeople : clients;
    conditions.push(or(fullNameContains(person, pattern), ilike(products.name, pattern)));
  }
  return and(...conditions);
}

export async function listConsultancies(
  executor: Database,
  filter: ConsultancyFilter,
  limit: number,
  offset: number,
) {
  return consultancyQuery(executor)
    .where(filterConditions(filter))
    .orderBy(desc(salesConsultancies.createdAt), desc(salesConsultancies.id))
    .limit(limit)
    .offset(offset);
}

export async function countConsultancies(executor: Database, filter: ConsultancyFilter) {
  const [row] = await executor
    .select({ total: count() })
    .from(salesConsultancies)
    .innerJoin(clients, eq(clients.id, salesConsultancies.clientUserId))
    .innerJoin(salespeople, eq(salespeople.id, salesConsultancies.salespersonUserId))
    .leftJoin(products, eq(products.id, salesConsultancies.productId))
    .where(filterConditions(filter));
  return row?.total ?? 0;
}

export async function insertConsultancy(
  executor: Database,
  values: typeof salesConsultancies.$inferInsert,
) {
  await executor.insert(salesConsultancies).values(values);
}

export async function markFinished(executor: Database, id: number, at: Date) {
  await executor
    .update(salesConsultancies)
    .set({ finishedAt: at })
    .where(eq(salesConsultancies.id, id));
}
