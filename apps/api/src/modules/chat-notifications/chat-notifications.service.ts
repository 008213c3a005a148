/**
 * Stored chat notifications (spec part 1 §3 Chat notification, part 2 §3 and §4 Notification):
 * the alert of a message or a knock is kept for each participant who was not looking at that
 * chat (no socket in its room), so the bell shows it, also after a reload, until it is read.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ChatAlert } from '@hogarte/shared/contracts/chat';
import type { ChatNotification } from '@hogarte/shared/contracts/chat-notifications';
import { LIMITS } from '@hogarte/shared/limits';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import {
  insertNotifications,
  listUnread,
  markAllRead,
  markRead,
  type NotificationRow,
} from './chat-notifications.repository.js';

export interface ChatNotice {
  roomId: number;
  senderUserId: number;
  /** The alert the recipients hear: its room, message and time are what is kept. */
  alert: ChatAlert;
}

/** The realtime events that carry a chat alert to a user's own room. */
type ChatAlertEvent = 'new-salesperson-message' | 'new-client-message' | 'knock-knock';

/**
 * Tells each recipient of a message or a knock, in its own room, with `eventOf` its event. Whoever
 * is not looking at the chat has it kept as a notification first, so a tab refreshing its bell
 * on the alert finds it there.
 */
export async function alertRecipients(
  ctx: AppContext,
  log: FastifyBaseLogger,
  notice: ChatNotice,
  recipients: ReadonlyArray<{ id: number; uuid: string; roleId: number }>,
  eventOf: (recipient: { roleId: number }) => ChatAlertEvent,
): Promise<void> {
  await notifyAbsent(ctx, log, notice, recipients);
  for (const recipient of recipients) {
    ctx.realtime.emit({ user: recipient.uuid }, eventOf(recipient), notice.alert);
  }
}

/**
 * Keeps `notice` for each recipient with no socket in the chat's room. Called once the message or
 * knock is stored and before its alert is emitted, so a tab refreshing its bell on the alert
 * finds it. It never throws: the message is stored already, and an error here would tell the
 * sender it failed and have it sent twice.
 */
async function notifyAbsent(
  ctx: AppContext,
  log: FastifyBaseLogger,
  notice: ChatNotice,
  recipients: ReadonlyArray<{ id: number; uuid: string }>,
): Promise<void> {
  if (recipients.length === 0) return;
  try {
    const present = await ctx.realtime.usersIn(notice.alert.roomUuid).catch((error: unknown) => {
      // Another process did not answer: a notification too many beats a lost one.
      log.warn({ err: error }, 'could not tell who is in a chat room');
      return new Set<string>();
    });
    const absent = recipients.filter((recipient) => !present.has(recipient.uuid));
    if (absent.length === 0) return;
    const createdAt = new Date(notice.alert.timestamp);
    await insertNotifications(
      ctx.db,
      absent.map((recipient) => ({
        userId: recipient.id,
        roomId: notice.roomId,
        senderUserId: notice.senderUserId,
        message: notice.alert.message,
        createdAt,
      })),
    );
  } catch (error) {
    log.error({ err: error }, 'storing chat notifications failed');
  }
}

function notificationView(ctx: AppContext, row: NotificationRow): ChatNotification {
  return {
    id: row.id,
    roomUuid: row.roomUuid,
    consultancyType: row.topicType,
    hashid: row.topicHashid,
    salesConsultancyHashid: row.topicType === 'sales-consultancy' ? row.topicHashid : null,
    message: row.message,
    sender: {
      id: row.senderUuid,
      first_name: row.senderFirstName,
      last_name: row.senderLastName,
      avatar: row.senderAvatarKey ? ctx.storage.publicUrl(row.senderAvatarKey) : null,
    },
    timestamp: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

/** `GET /v1/chat-notification/unread`: mine, newest first, as many as the bell keeps. */
export async function unreadNotifications(ctx: AppContext, actor: Actor) {
  const rows = await listUnread(ctx.db, actor.id, LIMITS.notificationsKept);
  return rows.map((row) => notificationView(ctx, row));
}

/** `PATCH /v1/chat-notification/{id}/read`: one of mine; anyone else's is not found. */
export async function readNotification(ctx: AppContext, actor: Actor, id: number) {
  const row = await markRead(ctx.db, id, actor.id);
  if (!row) throw notFound();
  return notificationView(ctx, row);
}

/** `PATCH /v1/chat-notification/read-all` `{upToId}`: mine, up to the newest the panel showed. */
export async function readAllNotifications(ctx: AppContext, actor: Actor, upToId: number) {
  return { updated: await markAllRead(ctx.db, actor.id, upToId) };
}
