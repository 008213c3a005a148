/**
 * The realtime events, typed once for the API's Socket.IO server and the web's client. A socket
 * joins its user's room at connection; it joins a conversation's room only when the server
 * finds its user among the participants.
 */
import type { ChatAlert, ChatMessage } from './contracts/chat.js';

export type JoinAnswer = { ok: true } | { ok: false; message: string };

export interface ServerToClientEvents {
  /** A stored message, to everyone in the conversation's room (the sender's tabs included). */
  receive_message: (message: ChatMessage) => void;
  /** A client wrote to an adviser: to the adviser's own room. */
  'new-salesperson-message': (alert: ChatAlert) => void;
  /** An adviser wrote to a client: to the client's own room. */
  'new-client-message': (alert: ChatAlert) => void;
  /** The client's reminder, to the adviser's own room. */
  'knock-knock': (alert: ChatAlert) => void;
  /** The conversation was finished: its room turns read-only. */
  chat_closed: (event: { chat: string }) => void;
}

export interface ClientToServerEvents {
  join_chat: (chat: string, answer: (result: JoinAnswer) => void) => void;
  leave_chat: (chat: string) => void;
}

/** The room of each user's sockets, and of each conversation's participants. */
export const userRoom = (userUuid: string) => `user:${userUuid}`;
export const chatRoom = (roomUuid: string) => `chat:${roomUuid}`;
