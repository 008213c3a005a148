/**
 * The inbox (spec part 1 §2): admins send a global message, with an optional image or PDF, to
 * approved designers and/or the installer/logistics operators; each recipient gets a copy with
 * its own read state. The inbox copy is the notification: no email goes out.
 */
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { MessageRecipient } from '@hogarte/shared/schemas/people';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import {
  discardStagedFiles,
  documentTypeFor,
  fileLink,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import {
  findDelivery,
  findRecipientIds,
  insertDeliveries,
  insertMessage,
  listDeliveries,
  setDeliveryRead,
  type DeliveryRow,
} from './messages.repository.js';

/** Attachments are private: recipients open them through a fresh signed link. */
const ATTACHMENT_TYPE = documentTypeFor(documentTypeId('sharedFile'));

export interface GlobalMessage {
  title: string;
  text: string;
}

export async function sendGlobalMessage(
  ctx: AppContext,
  actor: Actor,
  recipients: readonly MessageRecipient[],
  message: GlobalMessage,
  attachment: IncomingFile | null,
): Promise<{ message: string; recipients: number }> {
  const staged = attachment
    ? await stageFile(ctx, ATTACHMENT_TYPE, attachment, 'attachment')
    : null;
  try {
    const count = await inTransaction(ctx.db, async (tx) => {
      const file = staged ? await recordStagedFile(ctx, tx, actor.id, staged) : null;
      const { id } = await insertMessage(tx, {
        senderUserId: actor.id,
        title: message.title,
        text: message.text,
        attachmentFileId: file?.id ?? null,
        recipients: recipients.join(','),
      });
      const userIds = await findRecipientIds(tx, recipients);
      await insertDeliveries(tx, id, userIds);
      return userIds.length;
    });
    return { message: MESSAGES.messageSent, recipients: count };
  } catch (error) {
    if (staged) await discardStagedFiles(ctx, [staged]);
    throw error;
  }
}

function inboxItem(ctx: AppContext, row: DeliveryRow) {
  return {
    id: row.id,
    id_message: row.messageId,
    title: row.title,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    attachment:
      row.fileId !== null && row.fileStorageKey !== null && row.fileName !== null
        ? {
            url: fileLink(ctx, {
              id: row.fileId,
              storageKey: row.fileStorageKey,
              isPrivate: row.fileIsPrivate ?? true,
            }),
            filename: row.fileName,
          }
        : null,
  };
}

export async function inbox(ctx: AppContext, actor: Actor) {
  const rows = await listDeliveries(ctx.db, actor.id);
  return rows.map((row) => inboxItem(ctx, row));
}

/** Someone else's copy answers 404, as if it did not exist. */
export async function markInboxMessage(
  ctx: AppContext,
  actor: Actor,
  deliveryId: number,
  isRead: boolean,
) {
  const changed = await setDeliveryRead(ctx.db, deliveryId, actor.id, isRead, ctx.now());
  if (!changed) throw notFound();
  const row = await findDelivery(ctx.db, deliveryId, actor.id);
  if (!row) throw notFound();
  return inboxItem(ctx, row);
}
