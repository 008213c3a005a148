/**
 * A conversation as its screens name it (spec part 2 §3 Chat message): which consultancies talk
 * in a room and the form field of a message's file. Free of zod, so a chat or a call loads none;
 * the contracts (`contracts/chat.ts`) and the accepted forms (`schemas/chat.ts`) build on these.
 */

/** The consultancies that talk in a chat room, and have a video call: the room's topic. */
export const CONSULTANCY_TYPES = ['sales-consultancy', 'virtual-consultancy'] as const;
export type ConsultancyType = (typeof CONSULTANCY_TYPES)[number];

/** The form field that carries a message's file. */
export const CHAT_FILE_FIELD = 'salesChatFile';
