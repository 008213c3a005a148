/**
 * Sales consultancies (spec part 2 §2.8, §3 Sales consultancy, §4 Chat, §7): a client starts one
 * with an adviser of the product's supplier and talks in its chat; the client may remind the
 * adviser once every 5 minutes; the adviser finishes it, which leaves the chat read-only. Each
 * side sees only its own: anyone else's hashid is not found.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatAlert } from '@hogarte/shared/contracts/chat';
import type {
  SalesConsultancy,
  SalesConsultancyPage,
} from '@hogarte/shared/contracts/sales-consultancies';
import { pageInfo } from '@hogarte/shared/contracts/common';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type {
  SalesConsultancyCreate,
  SalesConsultancyListQuery,
} from '@hogarte/shared/schemas/sales-consultancies';
import type { AppContext } from '../../context.js';
import { uniqueViolationConstraint, type Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { cardImageKey } from '../../integrations/images/image-variants.js';
import { reachableAdviser } from '../advisers/adviser-presence.service.js';
import { alertRecipients } from '../chat-notifications/chat-notifications.service.js';
import { announceClosed, claimKnock, closeRoom, openRoom, senderOf } from '../chat/chat.service.js';
import { productPage, storeSupplierId } from '../storefront/storefront.service.js';
import {
  countConsultancies,
  findConsultancy,
  findOpenConsultancy,
  insertConsultancy,
  listConsultancies,
  markFinished,
  type ConsultancyOwner,
  type ConsultancyRow,
} from './sales-consultancies.repository.js';

const TOPIC_TYPE = 'sales-consultancy';

function ownerOf(actor: Actor): ConsultancyOwner {
  return { side: actor.roleId === ROLE.client ? 'client' : 'salesperson', userId: actor.id };
}

function consultancyView(ctx: AppContext, row: ConsultancyRow): SalesConsultancy {
  return {
    hashid: row.hashid,
    client: { first_name: row.clientFirstName, last_name: row.clientLastName },
    salesperson: {
      first_name: row.salespersonFirstName,
      last_name: row.salespersonLastName,
      avatar: row.salespersonAvatarKey ? ctx.storage.publicUrl(row.salespersonAvatarKey) : null,
    },
    product:
      row.productId !== null && row.productName !== null
        ? {
            id: row.productId,
            name: row.productName,
            image: row.productImageKey
              ? ctx.storage.publicUrl(cardImageKey(row.productImageKey))
              : null,
          }
        : null,
    salesChat: {
      room_uuid: row.roomUuid,
      client_uuid: row.clientUuid,
      salesperson_uuid: row.salespersonUuid,
    },
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

async function ownConsultancy(ctx: AppContext, actor: Actor, hashid: string) {
  const row = await findConsultancy(ctx.db, hashid, ownerOf(actor));
  if (!row) throw notFound();
  return row;
}

/**
 * `POST /v2/sales-consultancies`: the client's consultancy with an approved, public adviser about
 * one of that adviser's supplier's visible products, with its chat. Asking again while the same
 * one is open lands in it rather than opening another.
 */
export async function startConsultancy(
  ctx: AppContext,
  actor: Actor,
  input: SalesConsultancyCreate,
): Promise<SalesConsultancy> {
  const adviser = await reachableAdviser(ctx, input.salespersonUuid);
  const product = await productPage(ctx, null, input.productId);
  if ((await storeSupplierId(ctx, product.store)) !== adviser.supplierUserId) {
    throw notFound(MESSAGES.productNotFound);
  }
  const hashid = randomBytes(9).toString('base64url');
  const findOpen = (executor: Database) =>
    findOpenConsultancy(executor, actor.id, adviser.id, input.productId);
  const row = await inTransaction(ctx.db, async (tx) => {
    const open = await findOpen(tx);
    if (open) return open;
    const room = await openRoom(tx, { type: TOPIC_TYPE, hashid }, [actor.id, adviser.id]);
    await insertConsultancy(tx, {
      hashid,
      clientUserId: actor.id,
      salespersonUserId: adviser.id,
      productId: input.productId,
      roomId: room.id,
      salespersonOnlineStatus: input.salespersonOnlineStatus,
    });
    return findConsultancy(tx, hashid, ownerOf(actor));
  }).catch(async (error: unknown) => {
    // Another start for the same adviser and product committed first: land in that one (its
    // room and ours were never both kept, the transaction rolled back).
    if (uniqueViolationConstraint(error) !== 'sales_consultancies_open_key') throw error;
    return findOpen(ctx.db);
  });
  if (!row) throw new Error('sales consultancy not found after insert');
  return consultancyView(ctx, row);
}

/** `GET /v2/sales-consultancies/list/all`: my active or finished consultancies, newest first. */
export async function consultancyPage(
  ctx: AppContext,
  actor: Actor,
  query: SalesConsultancyListQuery,
): Promise<SalesConsultancyPage> {
  const filter = { owner: ownerOf(actor), finished: query.isFinished, search: query.searchTerm };
  const [rows, total] = await Promise.all([
    listConsultancies(ctx.db, filter, query.limit, (query.page - 1) * query.limit),
    countConsultancies(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => consultancyView(ctx, row)),
    pagination: pageInfo(total, query.page, query.limit),
  };
}

/** `GET /v2/sales-consultancies/{hashid}`: the chat's header. */
export async function consultancyDetail(ctx: AppContext, actor: Actor, hashid: string) {
  return consultancyView(ctx, await ownConsultancy(ctx, actor, hashid));
}

/**
 * `POST /v2/sales-consultancies/{hashid}/notify/knock-knock`: the client's reminder, at most one
 * every 5 minutes (429 with the spec's text), delivered to the adviser's own room and kept as a
 * notification when the adviser is not in the chat.
 */
export async function knock(ctx: AppContext, actor: Actor, hashid: string, log: FastifyBaseLogger) {
  const row = await ownConsultancy(ctx, actor, hashid);
  if (row.finishedAt) throw new AppError(409, 'CHAT_CLOSED', MESSAGES.chatClosed);
  const knocker = { roomId: row.roomId, userId: actor.id };
  if (!(await claimKnock(ctx, knocker, LIMITS.reminderCooldownMs))) {
    throw new AppError(429, 'REMINDER_COOLDOWN', MESSAGES.reminderTooSoon);
  }
  const sender = await senderOf(ctx, actor);
  const alert: ChatAlert = {
    roomUuid: row.roomUuid,
    consultancyType: TOPIC_TYPE,
    hashid: row.hashid,
    message: fillMessage(MESSAGES.knockAlert, { name: sender.first_name }),
    sender,
    timestamp: ctx.now().toISOString(),
  };
  await alertRecipients(
    ctx,
    log,
    { roomId: row.roomId, senderUserId: actor.id, alert },
    [{ id: row.salespersonUserId, uuid: row.salespersonUuid, roleId: ROLE.salesperson }],
    () => 'knock-knock',
  );
  return { message: MESSAGES.reminderSent };
}

/** `PATCH /v2/sales-consultancies/{hashid}/finish`: the adviser ends it; the chat turns read-only. */
export async function finishConsultancy(ctx: AppContext, actor: Actor, hashid: string) {
  const finished = await inTransaction(ctx.db, async (tx) => {
    const row = await findConsultancy(tx, hashid, ownerOf(actor), true);
    if (!row) throw notFound();
    if (row.finishedAt) return { row, changed: false };
    const at = ctx.now();
    await markFinished(tx, row.id, at);
    await closeRoom(tx, row.roomId, at);
    return { row: { ...row, finishedAt: at }, changed: true };
  });
  if (finished.changed) announceClosed(ctx, finished.row.roomUuid);
  return { message: MESSAGES.consultancyFinished, consultancy: consultancyView(ctx, finished.row) };
}
