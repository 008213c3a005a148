/**
 * The realtime events, typed once for the API's Socket.IO server and the web's client. A socket
 * joins its user's room at connection; it joins a conversation's room only when the server
 * finds its user among the participants.
 */
import type { ChatAlert, ChatMessage } from './contracts/chat.js';
import type { VideoSignal } from './schemas/video-calls.js';

export type JoinAnswer = { ok: true } | { ok: false; message: string };

/** Someone in a video call: its socket (one browser tab) and its user. */
export interface VideoPeer {
  id: string;
  user: string;
}
/** `video_join`'s answer: who was in the call already (none, or the other party). */
export type VideoJoinAnswer = { ok: true; peers: VideoPeer[] } | { ok: false; message: string };
/** A line of the call's chat as the other side receives it. */
export interface VideoChatLine {
  from: string;
  text: string;
  date: string;
}

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
  /** Video call: another tab joined the call this socket is in. */
  video_peer_joined: (peer: VideoPeer) => void;
  /** Video call: the other side's offer, answer or ICE candidate, with its socket. */
  video_signal: (signal: VideoSignal & { from: string }) => void;
  /** Video call: the other side hung up or its tab went away. */
  video_peer_left: (peer: { id: string }) => void;
  /** Video call: a line of the call's chat from the other side. */
  video_chat: (line: VideoChatLine) => void;
}

export interface ClientToServerEvents {
  join_chat: (chat: string, answer: (result: JoinAnswer) => void) => void;
  leave_chat: (chat: string) => void;
  /** Video call: joins the call the room's token (`GET /v1/videoapi/room/{hashid}`) names. */
  video_join: (token: string, answer: (result: VideoJoinAnswer) => void) => void;
  video_signal: (signal: VideoSignal) => void;
  video_chat: (text: string, answer: (result: JoinAnswer) => void) => void;
  video_leave: () => void;
}

/** The room of each user's sockets, and of each conversation's participants. */
export const userRoom = (userUuid: string) => `user:${userUuid}`;
export const chatRoom = (roomUuid: string) => `chat:${roomUuid}`;
/** The room of a video call's (at most two) sockets; `roomUuid` is the chat room's. */
export const videoRoom = (roomUuid: string) => `video:${roomUuid}`;
