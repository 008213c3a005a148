/**
 * Conversations (spec part 2 §3 Chat message, §4 Chat): rooms of participants, their history and
 * new messages with an optional file. Generic: a consultancy opens a room for its people and
 * closes it when it ends. A message is stored (with its file) before anyone is told of it, so a
 * reload shows exactly what was delivered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ChatAlert, ChatMessage } from '@hogarte/shared/contracts/chat';
import { LIMITS } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { chatMessageFieldsSchema } from '@hogarte/shared/schemas/chat';
import { CHAT_FILE_FIELD } from '@hogarte/shared/chat';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  AppError,
  fieldError,
  notFound,
  validationError,
  zodFieldErrors,
} from '../../http/errors.js';
import type { MultipartForm } from '../../http/uploads.js';
import { alertRecipients } from '../chat-notifications/chat-notifications.service.js';
import {
  discardStagedFiles,
  documentTypeFor,
  fileLink,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import {
  closeRoomRow,
  findPerson,
  findRoomOf,
  findTopicRoomOf,
  insertMessageIfOpen,
  claimKnockRow,
  findRoom,
  insertRoom,
  lastKnockOf,
  listLatestRoomMessages,
  roomWithPeople,
  type MessageRow,
  type PersonRow,
} from './chat.repository.js';

/** A chat's file is shared between its participants only: private, an image or a PDF. */
const CHAT_FILE = documentTypeFor(documentTypeId('sharedFile'));

export interface ChatTopic {
  type: ChatAlert['consultancyType'];
  hashid: string;
}

/** Opens a room for these users inside the caller's transaction. */
export function openRoom(executor: Database, topic: ChatTopic, participantIds: number[]) {
  return insertRoom(executor, { topicType: topic.type, topicHashid: topic.hashid }, participantIds);
}

/**
 * Closes a room inside the caller's transaction (its conversation ended): it keeps its history
 * and refuses new messages. The caller announces it with `announceClosed` once committed.
 */
export function closeRoom(executor: Database, roomId: number, at: Date) {
  return closeRoomRow(executor, roomId, at);
}

export function announceClosed(ctx: AppContext, roomUuid: string): void {
  ctx.realtime.emit({ chat: roomUuid }, 'chat_closed', { chat: roomUuid });
  // A call in progress ends too: the call screen is disabled once the consultancy is finished.
  ctx.realtime.emit({ call: roomUuid }, 'chat_closed', { chat: roomUuid });
}

/**
 * A participant's knock (a sales reminder, a virtual consultancy's knock): counted only when its
 * last one is at least `cooldownMs` old, decided in one statement so two at once cannot both pass.
 * The knock's time when it counts, null when it must wait.
 */
export async function claimKnock(
  ctx: AppContext,
  participant: { roomId: number; userId: number },
  cooldownMs: number,
): Promise<Date | null> {
  const at = ctx.now();
  return (await claimKnockRow(ctx.db, participant, at, cooldownMs)) ? at : null;
}

/** When this participant may knock again: null when it may now. */
export async function nextKnockAt(
  ctx: AppContext,
  participant: { roomId: number; userId: number },
  cooldownMs: number,
): Promise<Date | null> {
  const last = await lastKnockOf(ctx.db, participant);
  if (!last) return null;
  const next = new Date(last.getTime() + cooldownMs);
  return next > ctx.now() ? next : null;
}

/**
 * The room this user may read: its participants', and any room for an admin, who follows every
 * consultancy (reading only: writing and calling stay with the participants).
 */
function readableRoom(ctx: AppContext, actor: Actor, roomUuid: string) {
  return actor.roleId === ROLE.admin
    ? findRoom(ctx.db, roomUuid)
    : findRoomOf(ctx.db, roomUuid, actor.id);
}

/** Whether this user may follow the room live: the realtime layer asks before a socket joins it. */
export async function mayFollow(ctx: AppContext, actor: Actor, roomUuid: string) {
  return (await readableRoom(ctx, actor, roomUuid)) !== null;
}

/**
 * The room of this consultancy when the user takes part in it, with whether it is closed; null
 * for anyone else. The video call lets a room's participants, and only them, call each other.
 */
export function topicRoomOf(ctx: AppContext, actor: Actor, topic: ChatTopic) {
  return findTopicRoomOf(ctx.db, { topicType: topic.type, topicHashid: topic.hashid }, actor.id);
}

function messageView(ctx: AppContext, roomUuid: string, row: MessageRow): ChatMessage {
  return {
    _id: String(row.id),
    chat: roomUuid,
    user: { _id: row.senderUuid },
    message: row.text,
    file:
      row.fileId !== null && row.fileKey !== null
        ? {
            url: fileLink(ctx, {
              id: row.fileId,
              storageKey: row.fileKey,
              isPrivate: row.fileIsPrivate ?? true,
            }),
            name: row.fileName ?? '',
            kind: row.fileMime === 'application/pdf' ? 'pdf' : 'image',
          }
        : null,
    date: row.createdAt.toISOString(),
  };
}

/**
 * `GET /v1/chat-message?chat=`: a participant's (or an admin's) history, oldest first; anyone
 * else's is 404. A
 * long conversation answers with its latest `LIMITS.chatHistoryKept` messages, so opening it
 * costs the same however long it has run.
 */
export async function roomHistory(ctx: AppContext, actor: Actor, roomUuid: string) {
  const room = await readableRoom(ctx, actor, roomUuid);
  if (!room) throw notFound();
  const rows = await listLatestRoomMessages(ctx.db, room.id, LIMITS.chatHistoryKept);
  return { statusMessage: rows.reverse().map((row) => messageView(ctx, room.uuid, row)) };
}

/**
 * `POST /v1/chat-message` (multipart: `chat`, `message`, optional `salesChatFile`): stores the
 * message and its file, then delivers it to the room and alerts the other participants; `log`
 * hears of a notification that could not be kept.
 */
export async function sendMessage(
  ctx: AppContext,
  actor: Actor,
  form: MultipartForm,
  log: FastifyBaseLogger,
): Promise<ChatMessage> {
  const parsed = chatMessageFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  const { chat, message } = parsed.data;
  const files = form.files[CHAT_FILE_FIELD] ?? [];
  if (files.length > 1) {
    throw fieldError(400, 'TOO_MANY_FILES', CHAT_FILE_FIELD, MESSAGES.invalidRequest);
  }
  const [file] = files;
  if (!message && !file) {
    throw fieldError(400, 'MESSAGE_REQUIRED', 'message', MESSAGES.chatMessageRequired);
  }
  const found = await roomWithPeople(ctx.db, chat);
  if (!found?.people.some((person) => person.id === actor.id)) throw notFound();
  const { room, people } = found;
  if (room.closedAt) throw new AppError(409, 'CHAT_CLOSED', MESSAGES.chatClosed);

  const staged = file ? await stageFile(ctx, CHAT_FILE, file, CHAT_FILE_FIELD) : null;
  const at = ctx.now();
  // The insert itself refuses a room closed since the check above (while a file was stored).
  const store = async (executor: Database, fileId: number | null) => {
    const id = await insertMessageIfOpen(executor, {
      roomId: room.id,
      senderUserId: actor.id,
      text: message,
      fileId,
      at,
    });
    if (id === null) throw new AppError(409, 'CHAT_CLOSED', MESSAGES.chatClosed);
    return { id, fileId };
  };
  let saved: { id: number; fileId: number | null };
  try {
    saved = staged
      ? await inTransaction(ctx.db, async (tx) =>
          store(tx, (await recordStagedFile(ctx, tx, actor.id, staged)).id),
        )
      : await store(ctx.db, null);
  } catch (error) {
    if (staged) await discardStagedFiles(ctx, [staged]);
    throw error;
  }
  // Named field by field: a literal that starts with a spread is slow to build (decision 045).
  const stored: MessageRow = {
    id: saved.id,
    fileId: saved.fileId,
    text: message,
    createdAt: at,
    senderUuid: actor.uuid,
    fileKey: staged?.storageKey ?? null,
    fileName: staged?.fileName ?? null,
    fileMime: staged?.mimeType ?? null,
    fileIsPrivate: staged?.type.isPrivate ?? null,
  };

  const view = messageView(ctx, room.uuid, stored);
  ctx.realtime.emit({ chat: room.uuid }, 'receive_message', view);
  await alertOthers(ctx, log, actor, room, people, view);
  return view;
}

/**
 * Each other participant hears of the message in its own room, wherever it is in the app: an
 * adviser as `new-salesperson-message`, anyone else as `new-client-message`. Whoever is not in the
 * chat's room gets it kept as a notification first, so the alert finds it in the bell's list.
 */
async function alertOthers(
  ctx: AppContext,
  log: FastifyBaseLogger,
  actor: Actor,
  room: { id: number; uuid: string; topicType: ChatTopic['type']; topicHashid: string },
  people: PersonRow[],
  view: ChatMessage,
) {
  const sender = people.find((person) => person.id === actor.id);
  if (!sender) throw notFound();
  const alert: ChatAlert = {
    roomUuid: room.uuid,
    consultancyType: room.topicType,
    hashid: room.topicHashid,
    message: view.message || (view.file?.name ?? ''),
    sender: senderView(ctx, sender),
    timestamp: view.date,
  };
  await alertRecipients(
    ctx,
    log,
    { roomId: room.id, senderUserId: actor.id, alert },
    people.filter((person) => person.id !== actor.id),
    ({ roleId }) =>
      roleId === ROLE.salesperson ? 'new-salesperson-message' : 'new-client-message',
  );
}

function senderView(ctx: AppContext, person: PersonRow): ChatAlert['sender'] {
  return {
    id: person.uuid,
    first_name: person.firstName,
    last_name: person.lastName,
    avatar: person.avatarKey ? ctx.storage.publicUrl(person.avatarKey) : null,
  };
}

/** Who a chat alert says it comes from. */
export async function senderOf(ctx: AppContext, actor: Actor): Promise<ChatAlert['sender']> {
  const person = await findPerson(ctx.db, actor.id);
  if (!person) throw notFound();
  return senderView(ctx, person);
}
