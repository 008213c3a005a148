import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PqrsState, PqrsType } from '@hogarte/shared/schemas/pqrs';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { storedFiles } from '../../db/schema/files.js';
import { PQRS_FILING_SEQUENCE, pqrs } from '../../db/schema/pqrs.js';
import { users } from '../../db/schema/users.js';
import { containing, fullNameContains } from '../../db/search.js';

export interface NewPqrs {
  hashid: string;
  /** The year the filing number carries (Bogotá's calendar). */
  filingYear: number;
  clientUserId: number;
  type: PqrsType;
  subject: string;
  text: string;
  orderId: number | null;
  attachmentFileId: number | null;
  filedAt: Date;
  dueOn: string;
}

/** Records a filing; its number comes from the sequence in the same statement. */
export async function insertPqrs(executor: Database, values: NewPqrs): Promise<{ id: number }> {
  const { filingYear, ...columns } = values;
  const [row] = await executor
    .insert(pqrs)
    .values({
      ...columns,
      filingNumber: sql`${`PQRS-${filingYear}-`} || lpad(nextval(${PQRS_FILING_SEQUENCE}::regclass)::text, 6, '0')`,
    })
    .returning({ id: pqrs.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One of the buyer's orders, or null when the id names nobody's or someone else's. */
export async function findBuyerOrder(executor: Database, orderId: number, buyerUserId: number) {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerUserId, buyerUserId)))
    .limit(1);
  return row ?? null;
}

const rowColumns = {
  id: pqrs.id,
  hashid: pqrs.hashid,
  filingNumber: pqrs.filingNumber,
  type: pqrs.type,
  subject: pqrs.subject,
  state: pqrs.state,
  filedAt: pqrs.filedAt,
  dueOn: pqrs.dueOn,
  answeredAt: pqrs.answeredAt,
  orderId: pqrs.orderId,
  clientFirstName: users.firstName,
  clientLastName: users.lastName,
  clientEmail: users.email,
};

export type PqrsListRow = Awaited<ReturnType<typeof listPqrsPage>>[number];

export interface PqrsFilter {
  /** Only this client's requests; every client's when absent (the admins). */
  clientUserId?: number;
  state?: PqrsState | undefined;
  type?: PqrsType | undefined;
  search?: string;
}

function filterCondition(filter: PqrsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.clientUserId !== undefined)
    conditions.push(eq(pqrs.clientUserId, filter.clientUserId));
  if (filter.state) conditions.push(eq(pqrs.state, filter.state));
  if (filter.type) conditions.push(eq(pqrs.type, filter.type));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        ilike(pqrs.filingNumber, pattern),
        ilike(pqrs.subject, pattern),
        ilike(users.email, pattern),
        fullNameContains(users, pattern),
      ) as SQL,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function countPqrs(db: Database, filter: PqrsFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pqrs)
    .innerJoin(users, eq(users.id, pqrs.clientUserId))
    .where(filterCondition(filter));
  return row?.total ?? 0;
}

/**
 * A page of requests. A client reads its newest first; the admins read the ones still open
 * first, the closest due date at the top, so what the law's term presses on is seen first.
 */
export async function listPqrsPage(
  db: Database,
  filter: PqrsFilter,
  window: { offset: number; limit: number },
) {
  const order =
    filter.clientUserId !== undefined
      ? [desc(pqrs.filedAt), desc(pqrs.id)]
      : [asc(sql`${pqrs.state} = 'respondida'`), asc(pqrs.dueOn), asc(pqrs.id)];
  return db
    .select(rowColumns)
    .from(pqrs)
    .innerJoin(users, eq(users.id, pqrs.clientUserId))
    .where(filterCondition(filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/** One request with its text, answer and attachment; `clientUserId` limits it to its client. */
export async function findPqrs(db: Database, hashid: string, clientUserId?: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      clientUserId: pqrs.clientUserId,
      text: pqrs.text,
      inProgressAt: pqrs.inProgressAt,
      answer: pqrs.answer,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      fileStorageKey: storedFiles.storageKey,
      fileIsPrivate: storedFiles.isPrivate,
    })
    .from(pqrs)
    .innerJoin(users, eq(users.id, pqrs.clientUserId))
    .leftJoin(storedFiles, eq(storedFiles.id, pqrs.attachmentFileId))
    .where(
      and(
        eq(pqrs.hashid, hashid),
        clientUserId === undefined ? undefined : eq(pqrs.clientUserId, clientUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type PqrsDetailRow = NonNullable<Awaited<ReturnType<typeof findPqrs>>>;

/** Radicada → en trámite; false when it was no longer radicada. */
export async function markPqrsInProgress(executor: Database, id: number, now: Date) {
  const rows = await executor
    .update(pqrs)
    .set({ state: 'en_tramite', inProgressAt: now })
    .where(and(eq(pqrs.id, id), eq(pqrs.state, 'radicada')))
    .returning({ id: pqrs.id });
  return rows.length > 0;
}

/**
 * Records the answer unless one is recorded already (false then): the condition holds even when
 * two admins answer at once. Answering a request nobody took up also dates its taking up.
 */
export async function answerPqrs(
  executor: Database,
  id: number,
  answer: { text: string; adminUserId: number; at: Date },
) {
  const rows = await executor
    .update(pqrs)
    .set({
      state: 'respondida',
      answer: answer.text,
      answeredAt: answer.at,
      answeredByUserId: answer.adminUserId,
      inProgressAt: sql`coalesce(${pqrs.inProgressAt}, ${answer.at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(pqrs.id, id), sql`${pqrs.state} <> 'respondida'`))
    .returning({ id: pqrs.id });
  return rows.length > 0;
}

/** The admins who can act on a new request, to be told by email. */
export function activeAdmins(executor: Database) {
  return executor
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.isActive, true)));
}
