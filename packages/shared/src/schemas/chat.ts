/**
 * What a conversation accepts (spec part 1 §5, part 2 §3 Chat message, §5 Chat). The chat is
 * generic: the sales consultancy uses it now and the virtual consultancy will reuse it. A message
 * travels as a multipart form so it may carry a file (`salesChatFile`, an image or a PDF).
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { uuidParam } from './params.js';

/** Who writes in a sales chat, as the spec's form names it (the server reads it from the token). */
export const CHAT_USER_TYPES = ['client', 'salesperson'] as const;

/**
 * `POST /v1/chat-message`: the room (`chat`, its uuid) and the text. `user` and `userType` are
 * accepted as the spec sends them, but the sender is always the session's user.
 */
export const chatMessageFieldsSchema = z.object({
  chat: uuidParam,
  message: z.string().trim().max(LIMITS.chatMessageMaxLength, MESSAGES.chatMessageMax).default(''),
  user: z.string().max(100).optional(),
  userType: z.enum(CHAT_USER_TYPES, { error: MESSAGES.invalidRequest }).optional(),
});

/** `GET /v1/chat-message?chat={roomUuid}`. */
export const chatHistoryQuerySchema = z.object({ chat: uuidParam });

/**
 * `PATCH /v1/chat-notification/read-all`: marks read what the panel showed, up to its newest
 * notification, so one that arrives while the person clicks stays unread.
 */
export const readAllNotificationsSchema = z.object({
  upToId: z
    .number({ error: MESSAGES.invalidRequest })
    .int(MESSAGES.invalidRequest)
    .positive(MESSAGES.invalidRequest),
});
