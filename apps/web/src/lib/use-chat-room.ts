/** A conversation's live side, for every screen with a chat: its room on the tab's socket. */
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { appendMessage, chatMessagesKey } from './chat-messages';
import { appSocket } from './socket';

/**
 * Joins the conversation's room on the tab's socket while the chat is open (again after a
 * reconnection, which forgets rooms), then reads the history again: received messages join it,
 * and a closed room refreshes the consultancy so the chat turns read-only. `consultancyKey` names
 * the cached consultancies the room belongs to (the sales ones, a virtual consultancy's); a module
 * constant, since a new array on each render would rejoin the room.
 */
export function useChatRoom(roomUuid: string | undefined, consultancyKey: QueryKey) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = appSocket();
    if (!socket || !roomUuid) return;
    // Once in the room every new message arrives here; the history is read again for what was
    // said before, while this tab was elsewhere or its connection was down.
    const join = () =>
      socket.emit('join_chat', roomUuid, (answer) => {
        if (answer.ok) void queryClient.invalidateQueries({ queryKey: chatMessagesKey(roomUuid) });
      });
    const onMessage = (message: Parameters<typeof appendMessage>[1]) => {
      if (message.chat === roomUuid) appendMessage(queryClient, message);
    };
    const onClosed = (event: { chat: string }) => {
      if (event.chat === roomUuid) {
        void queryClient.invalidateQueries({ queryKey: consultancyKey });
      }
    };
    socket.on('connect', join);
    socket.on('receive_message', onMessage);
    socket.on('chat_closed', onClosed);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('receive_message', onMessage);
      socket.off('chat_closed', onClosed);
      socket.emit('leave_chat', roomUuid);
    };
  }, [roomUuid, queryClient, consultancyKey]);
}
