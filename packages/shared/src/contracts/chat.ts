/**
 * Contracts of the chat (spec part 2 §3 Chat message): a message as the history and the realtime
 * event carry it (`_id`, `user._id`, `message`, `file`, `date`), the history under
 * `statusMessage`, and the alert the other participant receives in its own room.
 */
import { z } from 'zod';
import { CONSULTANCY_TYPES } from '../chat.js';

/** A message's file: an image shown inline or a PDF to open; the link is signed for 5 minutes. */
export const chatFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  kind: z.enum(['image', 'pdf']),
});

export const chatMessageSchema = z.object({
  _id: z.string(),
  /** The room's uuid. */
  chat: z.string(),
  /** The sender's uuid. */
  user: z.object({ _id: z.string() }),
  message: z.string(),
  file: chatFileSchema.nullable(),
  date: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /v1/chat-message?chat=`: the room's messages, oldest first. */
export const chatHistorySchema = z.object({ statusMessage: z.array(chatMessageSchema) });

/**
 * What the other participant hears of a new message or a knock in its own room, wherever it is
 * in the app: enough for a notification that opens the conversation.
 */
export const chatAlertSchema = z.object({
  roomUuid: z.string(),
  consultancyType: z.enum(CONSULTANCY_TYPES),
  hashid: z.string(),
  message: z.string(),
  sender: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
  }),
  timestamp: z.string(),
});
export type ChatAlert = z.infer<typeof chatAlertSchema>;
